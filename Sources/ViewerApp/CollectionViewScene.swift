import CollectionView
import TerminalCore

/// The collection view as a scene of the run loop: events go to `CollectionViewState.handle`,
/// wakeups come from its `nextWakeup`, frames from its `render`, all on the view's clock
/// (seconds since the scene was made). The app's side of the view lives here: saving, and the
/// files it watches (`WatchedFiles`), looked at between events.
public final class CollectionViewScene: TerminalScene {
    public let view: CollectionViewState
    /// Saves the data (`w`): whether it worked and the message for the status line.
    private let save: (() -> (saved: Bool, message: String))?
    /// The layout and data files shown, watched for other programs' changes.
    public let files: WatchedFiles
    // (No dynamic exclusivity check: the run loop reads them at every key, from its thread.)
    @exclusivity(unchecked) private var clock: () -> Moment = { .now }
    @exclusivity(unchecked) private var start = Moment.now

    /// - Parameter save: what `w` does; without it, `w` reports that there is no file to save to.
    /// - Parameter files: the layout and data files the view shows, which the scene watches.
    public init(view: CollectionViewState, save: (() -> (saved: Bool, message: String))? = nil, files: WatchedFiles = WatchedFiles()) {
        self.view = view
        self.save = save
        self.files = files
        view.edits.canSave = save != nil
        view.fileStatus = files.status
    }

    private func seconds(_ instant: Moment) -> Double { instant.seconds(since: start) }

    public func use(clock: @escaping () -> Moment) {
        self.clock = clock
        start = clock()
    }

    public func report(_ message: String) { view.setStatus(message) }

    public var isWaitingForOutside: Bool { view.isWaitingForOutside }

    public func configure(capabilities: TerminalCapabilities) {
        if !capabilities.unicode { view.options.asciiOnly = true }
    }

    public func handle(_ event: InputEvent) -> SceneResponse {
        let now = seconds(clock())
        let answering = view.isAskingToOverwrite
        let action = files.take(view.handle(event, now: now), from: view, now: now, answering: answering)
        switch action {
        case .none, .reload, .reloadData: return .continue
        case .quit: return .quit
        case .screenshot: return .screenshot
        case .save:
            _ = saveNow()
            return .continue
        case .saveAndQuit:
            return saveNow() ? .quit : .continue
        }
    }

    /// Saves, reports the outcome on the status line, and clears the modified mark on success.
    private func saveNow() -> Bool {
        guard let save else {
            view.setStatus("nothing to save to: start cvsim with --data FILE")
            return false
        }
        let outcome = save()
        view.setStatus(outcome.message)
        if outcome.saved { view.markSaved() }
        return outcome.saved
    }

    public func advance(to now: Moment) {
        files.check(view, now: seconds(now))
        view.tick(now: seconds(now))
    }

    public var needsRedraw: Bool { view.needsRedraw }

    public func nextWakeup(after now: Moment) -> Moment? {
        // Watched files are looked at twice a second; otherwise the view says.
        let time = seconds(now)
        let check = files.nextCheck.map { max(time, $0) }
        let wakeup: Double
        switch (view.nextWakeup(now: time), check) {
        case let (a?, b?): wakeup = min(a, b)
        case let (a?, nil), let (nil, a?): wakeup = a
        case (nil, nil): return nil
        }
        // Rounded up to the nanosecond: a delay rounded down could give `now` itself for a time
        // still ahead, and a loop woken then would find nothing due and wake at once again.
        let delay = max(0, wakeup - time)
        return Moment(nanoseconds: now.nanoseconds + Int64((min(delay, 86_400) * 1e9).rounded(.up)))
    }

    public func render(into buffer: inout CellBuffer) { view.render(into: &buffer, now: seconds(clock())) }
}
