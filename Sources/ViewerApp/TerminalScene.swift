import CollectionView
import TerminalCore

/// What a scene wants after an event.
public enum SceneResponse: Hashable, Sendable {
    /// Keep running.
    case `continue`
    /// End the run loop (and the session).
    case quit
    /// Write a screenshot of the screen shown (`S`); the outcome comes back through `report`.
    case screenshot
}

/// What the run loop drives: a UI-independent state that handles events and renders into a
/// cell buffer. The collection view adapts to it; tests and demos can use small scenes.
public protocol TerminalScene: AnyObject {
    /// Tells the scene what the terminal can show; called once before the first frame.
    func configure(capabilities: TerminalCapabilities)
    /// Handles one input event (`.resize` included).
    func handle(_ event: InputEvent) -> SceneResponse
    /// Brings time-driven state up to `now`: results that arrived in the background (pages),
    /// animations. Called after every wait, with or without an event.
    func advance(to now: Moment)
    /// Whether the screen must be drawn again (something changed since the last `render`).
    var needsRedraw: Bool { get }
    /// When the scene next needs `advance` without input (an animation frame, a spinner, a
    /// page in flight), or nil when it is idle: the run loop then blocks on input (0% CPU).
    func nextWakeup(after now: Moment) -> Moment?
    /// Draws the whole screen into `buffer`, which has the terminal's size.
    func render(into buffer: inout CellBuffer)
    /// Takes the run loop's clock (the terminal's, or a headless run's virtual one); called once,
    /// before the first event.
    func use(clock: @escaping () -> Moment)
    /// Shows a message from the run loop (where a screenshot went).
    func report(_ message: String)
    /// Whether the scene waits on work outside the run loop's clock (a page in flight), which a
    /// headless run must wait for in real time.
    var isWaitingForOutside: Bool { get }
}

extension TerminalScene {
    public func configure(capabilities: TerminalCapabilities) {}
    public func advance(to now: Moment) {}
    public func nextWakeup(after now: Moment) -> Moment? { nil }
    public func use(clock: @escaping () -> Moment) {}
    public func report(_ message: String) {}
    public var isWaitingForOutside: Bool { false }
}
