import CollectionLayout
import TerminalCore

// The view's state as its parts hold it, under the names the view's code and its callers use.

extension CollectionViewState {
    /// The layouts keys `1`–`9` switch among.
    public internal(set) var choices: [LayoutChoice] {
        get { layouts.choices }
        _modify { yield &layouts.choices }
    }

    /// The index in `choices` of the current layout.
    public internal(set) var layoutIndex: Int {
        get { layouts.index }
        _modify { yield &layouts.index }
    }

    /// The current layout (only this one is kept).
    public internal(set) var layout: any CollectionLayout {
        get { layouts.layout }
        _modify { yield &layouts.layout }
    }

    /// Why the current layout could not lay out the data, if it could not.
    public internal(set) var layoutError: String? {
        get { layouts.error }
        _modify { yield &layouts.error }
    }

    /// Bumped at every change of the data's order or counts.
    var generation: Int {
        get { layouts.generation }
        _modify { yield &layouts.generation }
    }

    /// Points ↔ cells, the bounds and the content offset.
    public internal(set) var viewport: Viewport {
        get { scrollState.viewport }
        _modify { yield &scrollState.viewport }
    }

    /// The terminal's width in cells.
    public internal(set) var terminalWidth: Int {
        get { scrollState.terminalWidth }
        _modify { yield &scrollState.terminalWidth }
    }

    /// The terminal's height in cells.
    public internal(set) var terminalHeight: Int {
        get { scrollState.terminalHeight }
        _modify { yield &scrollState.terminalHeight }
    }

    /// Where the device's screen and bezel are on the terminal.
    public internal(set) var deviceFrame: DeviceFrame {
        get { scrollState.deviceFrame }
        _modify { yield &scrollState.deviceFrame }
    }

    /// The sideways offset of each orthogonal section.
    public internal(set) var orthogonal: OrthogonalOffsets {
        get { scrollState.orthogonal }
        _modify { yield &scrollState.orthogonal }
    }

    /// Text size, measured heights and the scroll anchor (CollectionViewState+SelfSizing.swift).
    var textState: TextState {
        get { scrollState.textState }
        _modify { yield &scrollState.textState }
    }

    /// The inset the content is kept clear of (the safe area and bars; zero without them).
    public internal(set) var adjustedContentInset: EdgeInsets {
        get { scrollState.adjustedContentInset }
        _modify { yield &scrollState.adjustedContentInset }
    }

    /// The item that edits act on.
    public internal(set) var focus: IndexPath? {
        get { interaction.focus }
        _modify { yield &interaction.focus }
    }

    /// The lifted cell, if any.
    public internal(set) var drag: DragSession? {
        get { interaction.drag }
        _modify { yield &interaction.drag }
    }

    /// The mouse press that may become a drag.
    var press: Interaction.Press? {
        get { interaction.press }
        _modify { yield &interaction.press }
    }

    /// When the last edge auto-scroll step of a mouse drag happened.
    var lastAutoScroll: Double {
        get { interaction.lastAutoScroll }
        _modify { yield &interaction.lastAutoScroll }
    }

    /// There is a file that `w` saves to: unsaved edits are marked and `q` asks about them.
    public var canSave: Bool {
        get { edits.canSave }
        _modify { yield &edits.canSave }
    }

    /// Edits made so far.
    var editCount: Int {
        get { edits.editCount }
        _modify { yield &edits.editCount }
    }

    /// Edits made at the last save.
    var savedEditCount: Int {
        get { edits.savedEditCount }
        _modify { yield &edits.savedEditCount }
    }

    /// `q` with unsaved edits asked whether to save; the next key answers.
    public internal(set) var confirmingQuit: Bool {
        get { edits.confirmingQuit }
        _modify { yield &edits.confirmingQuit }
    }

    /// `w` asked whether to overwrite a file changed on disk; what `o` then does.
    public internal(set) var confirmingOverwrite: ViewAction? {
        get { edits.confirmingOverwrite }
        _modify { yield &edits.confirmingOverwrite }
    }

    /// The help overlay (`?`) is shown.
    public internal(set) var showsHelp: Bool {
        get { chrome.showsHelp }
        _modify { yield &chrome.showsHelp }
    }

    /// The first help line shown.
    var helpScroll: Int {
        get { chrome.helpScroll }
        _modify { yield &chrome.helpScroll }
    }

    /// The inspector (`I`) shows the focused element's layout attributes.
    public internal(set) var showsInspector: Bool {
        get { chrome.showsInspector }
        _modify { yield &chrome.showsInspector }
    }

    /// A message shown in the status line until the next key.
    public internal(set) var statusMessage: String? {
        get { chrome.statusMessage }
        _modify { yield &chrome.statusMessage }
    }

    /// The status line's field that `statusMessage` says anew.
    var statusMessageField: String? {
        get { chrome.statusMessageField }
        _modify { yield &chrome.statusMessageField }
    }

    /// The paging status last shown.
    var lastPagination: PaginationStatus {
        get { chrome.lastPagination }
        _modify { yield &chrome.lastPagination }
    }

    /// The spinner's frame last drawn.
    var spinnerPhase: Int {
        get { chrome.spinnerPhase }
        _modify { yield &chrome.spinnerPhase }
    }

    /// Elements drawn in the last frame.
    public internal(set) var drawnCount: Int {
        get { renderer.drawnCount }
        _modify { yield &renderer.drawnCount }
    }

    /// Elements of the last frame whose frames differ from the compared dump's.
    public internal(set) var mismatchesDrawn: Int {
        get { renderer.mismatchesDrawn }
        _modify { yield &renderer.mismatchesDrawn }
    }

    /// Whether a frame asks a stored layout only for what its cells can show.
    package var thinsQueries: Bool {
        get { renderer.thinsQueries }
        _modify { yield &renderer.thinsQueries }
    }

    /// Boxes drawn with ASCII instead of Unicode box drawing.
    public var asciiOnly: Bool {
        get { options.asciiOnly }
        _modify { yield &options.asciiOnly }
    }

    /// The device's name, on the bezel.
    public var deviceName: String { options.device.name }
    /// Whether the device's screen is fitted into the terminal inside a bezel.
    public var showsDevice: Bool { options.showsDevice }
    /// How long inserts, deletes, moves and layout switches animate, in seconds.
    public var animationDuration: Double { options.animationDuration }

    typealias TotalsKey = ViewRenderer.TotalsKey
    /// Identifies the data and layout the totals were counted for.
    var totalsKey: TotalsKey { TotalsKey(generation: generation, layoutIndex: layoutIndex, device: viewport.device) }
}
