import CollectionLayout

/// The options the view starts with.
public struct ViewOptions: Hashable, Sendable {
    /// The virtual device the layout runs on.
    public var device: Device = .default
    /// Boxes drawn with `+`, `-`, `|` instead of Unicode box drawing (no UTF-8 locale).
    public var asciiOnly: Bool = false
    /// Initial zoom (one of `Viewport.zoomSteps` is best).
    public var zoom: Double = 1
    /// How long inserts, deletes, moves and layout switches animate, in seconds (0: no animation).
    public var animationDuration: Double = 0.2
    /// The text size cells are measured and drawn at (Dynamic Type).
    public var contentSizeCategory: ContentSizeCategory = .default
    /// Fit the whole device screen into the terminal inside a bezel (`DeviceFrame`); when false,
    /// the device width fills the terminal and there is no bezel.
    public var showsDevice: Bool = true
    /// The bars over the screen (`--chrome`); nil: the bare screen of earlier versions, with no
    /// safe area at all.
    public var bars: BarChrome?
    /// How the scroll view turns the safe area into its content inset.
    public var insetAdjustment: ContentInsetAdjustmentBehavior = .automatic
    /// The navigation bar's title.
    public var title = ""
    /// While scroll steps come in quick succession, only the content moves: the focus catches up
    /// and the status line's figures are redrawn at most twice a second, until the scroll
    /// pauses (`ScrollBurst`). For a terminal a person watches; scripted and headless runs, which
    /// look at a screen after each key, leave it off.
    public var settlesChromeAfterScrolling = false

    public init() {}
}

/// What the run loop should do after an event.
public enum ViewAction: Hashable, Sendable {
    case none
    case quit
    /// Save the data (`w`); report the outcome with `setStatus(_:)`.
    case save
    /// Save the data, then quit if that worked (the answer "save" to the unsaved-edits question);
    /// report a failure with `setStatus(_:)` and stay.
    case saveAndQuit
    /// Write a screenshot of the screen (`S`); the run loop reports where it went.
    case screenshot
    /// Read again the files the app watches (Ctrl-R, when `fileStatus.watchesFiles`), then the
    /// data source's outside changes (`reloadSource(quietly:)`).
    case reload
    /// Read the data file again, dropping the edits (the answer `r` to the overwrite question).
    case reloadData
}
