/// A terminal the run loop draws into and reads from: the curses session (`TerminalSession`), or
/// `TestBackend`, which keeps the screen in memory and plays a script of events.
///
/// Presenting a frame is the backend's whole drawing job: find the rows that changed since the
/// last frame, scroll a region where rows only moved, draw the damaged cells, flush. A backend
/// has its own clock so that a headless run can pass time without waiting for it.
public protocol TerminalBackend: AnyObject {
    /// What the terminal can show.
    var capabilities: TerminalCapabilities { get }
    /// The terminal's size in cells.
    var width: Int { get }
    var height: Int { get }
    /// The input has ended (a closed terminal, the end of a script): the run loop returns.
    var inputClosed: Bool { get }
    /// The backend's time: the wall clock for a terminal, a virtual one for a headless run.
    var now: ContinuousClock.Instant { get }
    /// Shows `buffer`, which has the backend's size: draws what changed since the last frame
    /// and flushes it.
    func present(_ buffer: CellBuffer)
    /// Makes the next `present` draw every cell.
    func invalidate()
    /// The next event, waiting at most `timeout` milliseconds (nil: until there is one); nil
    /// when the time ran out or the input ended.
    func readEvent(timeout: Int?) -> InputEvent?
}

extension TerminalBackend {
    public var now: ContinuousClock.Instant { .now }
}
