import Platform

/// A terminal in memory: frames go into `screen`, events come from a script, and time is the
/// backend's own, so a whole app runs headless — keys in, frames out — in tests and in scripted
/// runs (`--keys --headless`).
///
/// Each scripted step waits for the app to settle first: while the app asks to be woken (an
/// animation, a spinner), the virtual clock jumps to the wakeup at once; while it waits on work
/// outside its clock (`waitsForOutside`: a page in flight), time passes for real. A step goes
/// out when the app is idle, or after `settleLimit` of virtual time (an app that never idles,
/// such as one watching a file, still gets its keys).
public final class TestBackend: TerminalBackend {
    public let capabilities: TerminalCapabilities
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var inputClosed = false
    public private(set) var now: Moment
    /// What the terminal shows: the last frame presented (blank before the first).
    public private(set) var screen: CellBuffer
    /// Frames presented so far.
    public private(set) var frames = 0
    /// The rows the last frame drew: those that differ from the frame before (every row of the
    /// first frame, of a frame after `invalidate`, and of one of another size).
    public private(set) var lastDrawnRows: [Int] = []
    /// Whether the app waits on work outside its clock; asked while it is not idle.
    public var waitsForOutside: () -> Bool = { false }
    /// How long, in the backend's time, a step waits for the app to settle.
    public var settleLimit: Duration = .seconds(10)
    /// Called with every frame presented and its time (a recorder, a test watching frames).
    public var onPresent: ((CellBuffer, Moment) -> Void)?
    /// Called with every scripted event as it is read, and its time.
    public var onInput: ((InputEvent, Moment) -> Void)?

    private var script: [ScriptStep]
    private var nextStep = 0
    private var settleStart: Moment
    /// Reads since the last step: a cap for an app that asks to be woken at once, forever.
    private var spins = 0
    private var needsFullFrame = true
    /// The drawer's number of the frame shown (`FrameLineage.frame`; 0: none).
    private var shownFrame: UInt64 = 0

    /// - Parameters:
    ///   - capabilities: what the app is told the terminal shows (by default: true colour,
    ///     Unicode, a mouse).
    ///   - script: the steps to play, in order; when they run out, the input ends.
    public init(
        width: Int, height: Int,
        capabilities: TerminalCapabilities = TerminalCapabilities(colorMode: .trueColor, unicode: true, mouse: true),
        script: [ScriptStep] = []
    ) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.capabilities = capabilities
        self.script = script
        self.screen = CellBuffer(width: self.width, height: self.height)
        // Any instant will do as the origin of the virtual clock; only differences are used.
        let origin = Moment.now
        self.now = origin
        self.settleStart = origin
    }

    /// Appends steps to the script.
    public func send(_ steps: [ScriptStep]) { script += steps }

    /// Appends key events to the script.
    public func send(keys: Key...) { script += keys.map { .event(.key($0)) } }

    /// The steps not played yet.
    public var pendingSteps: Int { script.count - nextStep }

    public func present(_ buffer: CellBuffer) {
        #if CVSIM_INTERNAL_CHECKS
        // What a terminal session would take on trust.
        if let lineage = buffer.lineage, lineage.frame == shownFrame &+ 1, shownFrame != 0 {
            let wrong = lineage.falseClaims(in: buffer, earlier: screen)
            precondition(wrong.isEmpty, "rows \(wrong) are not the rows of the frame before that the frame's lineage names")
        }
        #endif
        shownFrame = buffer.lineage?.frame ?? 0
        let full = needsFullFrame || buffer.width != screen.width || buffer.height != screen.height
        lastDrawnRows = (0..<buffer.height).filter { y in
            full || (0..<buffer.width).contains { buffer[$0, y] != screen[$0, y] }
        }
        screen = buffer
        needsFullFrame = false
        frames += 1
        onPresent?(buffer, now)
    }

    public func invalidate() { needsFullFrame = true }

    public func readEvent(timeout: Int?) -> InputEvent? {
        // A zero timeout asks only for events already queued: a script queues none.
        if timeout == 0 {
            spins += 1
            if spins < 10_000 { return nil }
        }
        if let timeout, timeout > 0, now - settleStart < settleLimit {
            pass(milliseconds: timeout)
            return nil
        }
        // Settled: the next step.
        spins = 0
        while nextStep < script.count {
            let step = script[nextStep]
            nextStep += 1
            settleStart = now
            switch step {
            case .wait(let milliseconds):
                pass(milliseconds: milliseconds, realTime: true)
                return nil
            case .event(let event):
                if case .resize(let w, let h) = event {
                    width = max(1, w)
                    height = max(1, h)
                    needsFullFrame = true
                }
                onInput?(event, now)
                return event
            }
        }
        inputClosed = true
        return nil
    }

    /// Moves the clock on: at once, or, while the app waits on outside work (or for a scripted
    /// pause), by sleeping.
    private func pass(milliseconds: Int, realTime: Bool = false) {
        guard realTime || waitsForOutside() else {
            now += .milliseconds(milliseconds)
            return
        }
        // Short sleeps while waiting on outside work, so its answer is taken soon after it comes.
        let slice = realTime ? milliseconds : min(milliseconds, 5)
        let start = Moment.now
        usleep(UInt32(max(0, slice)) * 1000)
        now += Moment.now - start
    }
}
