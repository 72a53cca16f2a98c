/// What the chrome around the content shows: the status line's message, the help overlay and
/// its scroll, the inspector, and the paging indicator as last drawn.
package struct ChromeState {
    package internal(set) var showsHelp = false { didSet { helpScroll = 0 } }
    /// The first help line shown, when the help has more lines than the terminal has rows.
    var helpScroll = 0
    /// The inspector (`I`) shows the focused element's layout attributes.
    var showsInspector = false
    /// A message shown in the status line until the next key.
    package internal(set) var statusMessage: String? { didSet { statusMessageField = nil } }
    /// The status line's field that `statusMessage` says anew (`zoom`), left out beside it.
    var statusMessageField: String?
    /// The paging status last shown, so a change redraws.
    var lastPagination: PaginationStatus
    /// The spinner's frame last drawn.
    var spinnerPhase = -1
    /// What the app says about the files it watches.
    var files = WatchedFileStatus()

    init(pagination: PaginationStatus) {
        self.lastPagination = pagination
    }

    /// Shows `message` in the status line until the next key; `field` names the status line's
    /// field it gives the news of (`"zoom"`), which is left out while the message shows.
    mutating func setStatus(_ message: String?, replacing field: String? = nil) {
        statusMessage = message
        statusMessageField = message == nil ? nil : field
    }

    /// The spinner's frame at time `now` (ten a second).
    static func spinnerPhase(at now: Double) -> Int { Int((now * 10).rounded(.down)) }

    // MARK: - Help

    /// The help's lines, one per binding of `KeyMap.bindings`.
    static var helpLineCount: Int { KeyMap.bindings.count }

    /// The help lines a terminal `terminalHeight` rows high shows at once: the box leaves the
    /// status line's row and has a border above and below.
    static func helpRowsShown(terminalHeight: Int) -> Int {
        max(0, min(terminalHeight - 1, helpLineCount + 2) - 2)
    }

    /// Scrolls the help by `command` (`KeyMap`'s help mode: ↑ ↓ a line, PgUp PgDn a screen)
    /// in a terminal `terminalHeight` rows high, or closes it (any other key, `q` included, as
    /// in less and htop: it never quits).
    mutating func takeHelpKey(_ command: ViewCommand?, terminalHeight: Int) {
        let page = max(1, terminalHeight - 4)
        switch command {
        case .up: helpScroll -= 1
        case .down: helpScroll += 1
        case .pageUp: helpScroll -= page
        case .pageDown: helpScroll += page
        default:
            showsHelp = false
            return
        }
        clampHelpScroll(terminalHeight: terminalHeight)
    }

    /// Keeps the help's first line where the last lines still fill the box.
    mutating func clampHelpScroll(terminalHeight: Int) {
        let shown = Self.helpRowsShown(terminalHeight: terminalHeight)
        helpScroll = max(0, min(helpScroll, Self.helpLineCount - shown))
    }
}

/// What the app says about the files it watches for the view (the layout file, the data file),
/// for the status line and for Ctrl-R. The view reads no file itself.
public struct WatchedFileStatus: Hashable, Sendable {
    /// The app watches files: Ctrl-R is the app's to do (`ViewAction.reload`).
    public var watchesFiles = false
    /// Why a watched file cannot be used now (the last good layout stays): it leads the status
    /// line.
    public var problem: String?
    /// The data file changed on disk since it was read or written: `[!] changed on disk`.
    public var dataChangedOnDisk = false

    public init(watchesFiles: Bool = false, problem: String? = nil, dataChangedOnDisk: Bool = false) {
        self.watchesFiles = watchesFiles
        self.problem = problem
        self.dataChangedOnDisk = dataChangedOnDisk
    }
}
