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
