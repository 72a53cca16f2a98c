import CollectionLayout
import TerminalCore

/// One frame being drawn: the view's renderer, reading the view's parts — the layout's elements
/// for the visible rect, the scroll state, the focus and drag, the chrome's state — and writing
/// cells into a `CellBuffer` and nothing into the view but what drawing keeps between frames
/// (`ViewRenderer`: buffers, scratch space, the counts the status line shows).
///
/// The content (cells, supplementaries, backgrounds, ghosts of an animation, the lifted cell,
/// the paging footer) is drawn into a buffer of the device screen's size placed inside the
/// bezel; the chrome widgets (bezel, status line, inspector, help) around and over it.
struct RenderPass {
    /// The view drawn; read only.
    let view: CollectionViewState
    /// The caches and counts, the view's for the length of the frame.
    var renderer: ViewRenderer
    /// The first help line shown, clamped to the help's box here (where its size is known).
    var helpScroll: Int

    init(view: CollectionViewState, renderer: ViewRenderer) {
        self.view = view
        self.renderer = renderer
        self.helpScroll = view.helpScroll
    }

    // MARK: - What the frame reads

    var data: any CollectionViewDataSource { view.data }
    var layout: any CollectionLayout { view.layout }
    var viewport: Viewport { view.viewport }
    var deviceFrame: DeviceFrame { view.deviceFrame }
    var focus: IndexPath? { view.focus }
    var drag: DragSession? { view.drag }
    var asciiOnly: Bool { view.asciiOnly }
    var transition: Transition? { view.transition }
    var animationDuration: Double { view.animationDuration }
    var comparison: FrameComparison? { view.comparison }
    var choices: [LayoutChoice] { view.choices }
    var layoutIndex: Int { view.layoutIndex }
    var isModified: Bool { view.isModified }
    var fileStatus: WatchedFileStatus { view.fileStatus }
    var statusMessage: String? { view.statusMessage }
    var statusMessageField: String? { view.statusMessageField }
    var showsInspector: Bool { view.showsInspector }
    var showsHelp: Bool { view.showsHelp }
    var terminalWidth: Int { view.terminalWidth }
    var terminalHeight: Int { view.terminalHeight }
    var selfSizingLayout: (any CollectionLayout)? { view.selfSizingLayout }
    var orthogonalLayout: (any CollectionLayout)? { view.orthogonalLayout }
    var layoutError: String? { view.layoutError }
    var isTooSmall: Bool { view.isTooSmall }
    var deviceName: String { view.deviceName }
    var totalsKey: ViewRenderer.TotalsKey { view.totalsKey }

    func orthogonalOffset(_ section: Int) -> Double { view.orthogonalOffset(section) }
    func forEachShownElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) { view.forEachShownElement(in: rect, body) }
    func displayed(_ attributes: LayoutAttributes, now: Double) -> (frame: Rect, alpha: Double) { view.displayed(attributes, now: now) }
    func focusedAttributesAsLaidOut() -> LayoutAttributes? { view.focusedAttributesAsLaidOut() }
    func inspectorLines() -> [String] { view.inspectorLines() }
    func selfSizingStatus() -> String? { view.selfSizingStatus() }
    func estimatedSizeStatus() -> String? { view.estimatedSizeStatus() }
    static var minimumSize: (width: Int, height: Int) { CollectionViewState.minimumSize }
    static func format(_ value: Double) -> String { CollectionViewState.format(value) }
    static func spinnerPhase(at now: Double) -> Int { CollectionViewState.spinnerPhase(at: now) }

    // MARK: - What the frame keeps

    var screenBuffer: CellBuffer {
        get { renderer.screenBuffer }
        _modify { yield &renderer.screenBuffer }
    }
    var bezelLabel: (key: BezelLabelKey, text: String?)? {
        get { renderer.bezelLabel }
        _modify { yield &renderer.bezelLabel }
    }
    var scratch: [LayoutAttributes] {
        get { renderer.scratch }
        _modify { yield &renderer.scratch }
    }
    var cellMerge: SubCellMerge {
        get { renderer.cellMerge }
        _modify { yield &renderer.cellMerge }
    }
    var thinsQueries: Bool {
        get { renderer.thinsQueries }
        _modify { yield &renderer.thinsQueries }
    }
    var totals: (key: ViewRenderer.TotalsKey, items: Int, elements: Int)? {
        get { renderer.totals }
        _modify { yield &renderer.totals }
    }
    var drawnCount: Int {
        get { renderer.drawnCount }
        _modify { yield &renderer.drawnCount }
    }
    var mismatchesDrawn: Int {
        get { renderer.mismatchesDrawn }
        _modify { yield &renderer.mismatchesDrawn }
    }
}

extension RenderPass {
    /// The keys, as the help overlay lists them, for layouts named `layoutNames` on keys 1, 2, ...
    static func helpLines(layoutNames: [String]) -> [String] { KeyMap.helpLines(layoutNames: layoutNames) }

    /// Text for a terminal that cannot show Unicode (not a UTF-8 locale, or `--ascii`): arrows
    /// as words, the rest as the nearest ASCII.
    static func asciiFallback(_ text: String) -> String {
        var result = text.replacingEvery("↑ ↓ ← →", with: "arrows ").replacingEvery("↑↓←→", with: "arrows")
        var out = ""
        for scalar in result.unicodeScalars {
            switch scalar {
            case "↑": out += "Up"
            case "↓": out += "Down"
            case "←": out += "Left"
            case "→": out += "->"
            case "│", "┃", "║": out += "|"
            case "×": out += "x"
            case "…": out += "..."
            case "—", "━", "─": out += "-"
            case "·": out += "."
            case "≠": out += "!="
            default: out.unicodeScalars.append(scalar.isASCII ? scalar : "?")
            }
        }
        result = out
        return result
    }

    static let spinnerFrames: [Unicode.Scalar] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let asciiSpinnerFrames: [Unicode.Scalar] = ["|", "/", "-", "\\"]


    /// Draws the whole screen for time `now` into `buffer`, resizing it to the terminal.
    ///
    /// - Complexity: one rect query of the visible rectangle and O(k log k + columns·rows) for
    ///   the k elements it returns, independent of the number of items.
    mutating func render(into buffer: inout CellBuffer, now: Double) {
        if buffer.width != terminalWidth || buffer.height != terminalHeight {
            buffer.resize(width: terminalWidth, height: terminalHeight)
        } else {
            buffer.clear()
        }
        drawnCount = 0
        mismatchesDrawn = 0
        if isTooSmall {
            drawTooSmall(into: &buffer)
            return
        }
        if let layoutError {
            drawMessage(["The layout cannot show this data:", layoutError], into: &buffer)
        } else {
            // The content is drawn into a buffer of the device screen's size, placed inside the bezel.
            let screen = deviceFrame.screen
            var content = screenBuffer
            screenBuffer = CellBuffer(width: 0, height: 0)
            if content.width != screen.width || content.height != screen.height {
                content.resize(width: screen.width, height: screen.height)
            } else {
                content.clear()
            }
            drawContent(into: &content, now: now)
            view.drawChrome(into: &content)
            buffer.copy(content, x: screen.x, y: screen.y)
            screenBuffer = content
            drawBezel(into: &buffer)
        }
        drawStatusLine(into: &buffer, now: now)
        if showsInspector { drawInspector(into: &buffer) }
        if showsHelp { drawHelp(into: &buffer) }
    }
}

extension ElementCategory {
    /// Drawing order among elements of one zIndex.
    var order: Int {
        switch self {
        case .decoration: return 0
        case .cell: return 1
        case .supplementary: return 2
        }
    }
}

extension String {
    /// The string with every `target` replaced by `replacement`.
    fileprivate func replacingEvery(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// The string padded with spaces to `width` columns.
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - CharacterWidth.of(self)))
    }
}
