import CollectionView
import TerminalCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The run loop: read an event (waiting no longer than the scene's next wakeup, forever when it
/// is idle), handle it and any others already queued, advance, render, present.
public enum TerminalApp {
    /// What the run loop does besides drawing, for the command line to fill in.
    public struct Hooks {
        /// Writes a screenshot of the screen shown (the `S` key) and returns the status line's
        /// message; without it, `S` says that screenshots are off.
        public var screenshot: ((CellBuffer) -> String)?
        /// Sees every frame presented, with its time (a recording).
        public var frame: ((CellBuffer, ContinuousClock.Instant) -> Void)?
        /// Sees the last frame when the loop ends.
        public var end: ((CellBuffer) -> Void)?

        public init() {}
    }

    /// Runs `scene` in a new terminal session until it quits; the terminal is restored on return.
    ///
    /// Ctrl-L repaints the whole screen (the scene does not see it).
    ///
    /// With `CVSIM_FRAME_LOG=FILE` in the environment, one line per presented frame goes to
    /// FILE (see `FrameLog`): what the benchmark reads to measure bytes and CPU per scroll step.
    ///
    /// - Parameter input: sees the bytes read from the terminal, as read (a recording).
    /// - Throws: `TerminalError` when the session cannot start.
    public static func run(
        _ scene: TerminalScene, options: TerminalSession.Options = .init(), hooks: Hooks = .init(),
        input: (([UInt8], ContinuousClock.Instant) -> Void)? = nil
    ) throws(TerminalError) {
        let session = try TerminalSession(options: options)
        defer { session.end() }
        session.onInputBytes = input
        let log = FrameLog(path: TerminalSession.environment("CVSIM_FRAME_LOG"))
        session.measureBytes(log != nil)
        run(scene, on: session, log: log, hooks: hooks)
    }

    /// Runs `scene` with no terminal, on `backend`'s script and clock, until it quits or the
    /// script ends; the scene's waits on outside work (pages) pass in real time.
    public static func runHeadless(_ scene: TerminalScene, on backend: TestBackend, hooks: Hooks = .init()) {
        backend.waitsForOutside = { [unowned scene] in scene.isWaitingForOutside }
        run(scene, on: backend, hooks: hooks)
    }

    /// Runs `scene` on `backend` until it quits or the input ends.
    public static func run(_ scene: TerminalScene, on backend: any TerminalBackend, log: FrameLog? = nil, hooks: Hooks = .init()) {
        scene.configure(capabilities: backend.capabilities)
        scene.use(clock: { [unowned backend] in backend.now })
        // The scene learns the terminal's size as from a resize.
        _ = scene.handle(.resize(width: backend.width, height: backend.height))
        var buffer = CellBuffer(width: backend.width, height: backend.height)
        // Two buffers in turn: the backend keeps the one it presented last, so drawing into it
        // would copy its storage first (copy-on-write); the other one is no longer shared.
        var spare = CellBuffer(width: backend.width, height: backend.height)
        var shown: CellBuffer?
        defer { if let shown { hooks.end?(shown) } }
        var mark = log?.startStep()
        func frame(_ cause: String) {
            swap(&buffer, &spare)
            if buffer.width != backend.width || buffer.height != backend.height {
                buffer.resize(width: backend.width, height: backend.height)
            }
            let renderStart = log != nil ? FrameLog.monotonicMicros() : 0
            scene.render(into: &buffer)
            let presentStart = log != nil ? FrameLog.monotonicMicros() : 0
            backend.present(buffer)
            shown = buffer
            hooks.frame?(buffer, backend.now)
            if let log, let started = mark {
                log.record(
                    cause: cause, since: started, render: presentStart - renderStart,
                    present: FrameLog.monotonicMicros() - presentStart, backend: backend)
            }
        }
        /// Handles one event; false when the scene quits.
        func handle(_ event: InputEvent) -> Bool {
            switch scene.handle(event) {
            case .continue: return true
            case .quit: return false
            case .screenshot:
                if let shown {
                    scene.report(hooks.screenshot?(shown) ?? "screenshots are off in this run")
                }
                return true
            }
        }
        scene.advance(to: backend.now)
        frame("start")
        while true {
            let now = backend.now
            var timeout: Int?
            if let wakeup = scene.nextWakeup(after: now) {
                timeout = wakeup <= now ? 0 : milliseconds(wakeup - now)
            }
            let event = backend.readEvent(timeout: timeout)
            if backend.inputClosed { return }
            mark = log?.startStep()
            var cause = "wakeup"
            var repaint = false
            if event == .key(.ctrl("l")) {
                // Ctrl-L repaints every cell, as in most terminal programs; the scene never sees it.
                backend.invalidate()
                repaint = true
                cause = "repaint"
            } else if let event {
                if log != nil { cause = FrameLog.describe(event) }
                if !handle(event) { return }
                // Handle what is already queued before drawing: a held key does not queue frames.
                var drained = 0
                while drained < 64, let next = backend.readEvent(timeout: 0) {
                    drained += 1
                    if !handle(next) { return }
                }
            }
            scene.advance(to: backend.now)
            if scene.needsRedraw || repaint { frame(cause) }
        }
    }

    /// Whole milliseconds, rounded up so a wakeup is never early, at least 1.
    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let ms = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int(max(1, min(ms, Int64(Int32.max))))
    }
}

/// Per-frame measurements appended to a file: one line a presented frame,
/// `frame=N cause=KEY full=0|1 cells=C bytes=B step_us=T cpu_us=U render_us=R present_us=P`,
/// where `step_us` and `cpu_us` are the wall and CPU (user + system) time from reading the event
/// to the end of `doupdate` (measuring itself included: a few syscalls), `render_us` the view's
/// drawing into the cell buffer, `present_us` the diff, the curses calls and `doupdate`, `cells`
/// the cells handed to curses and `bytes` what `doupdate` wrote to the terminal; `paint_us` and
/// `doupdate_us` split `present_us`. The first line, `cause=start`, carries
/// `since_launch_ms`, the time from process start to the first frame on screen.
public final class FrameLog {
    private let fd: Int32

    /// A log writing to `path`, or nil without a path or when it cannot be opened.
    public init?(path: String?) {
        guard let path, !path.isEmpty else { return nil }
        fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_TRUNC, 0o644)
        guard fd >= 0 else { return nil }
    }

    deinit { close(fd) }

    /// A step's start: monotonic wall time and process CPU time, in microseconds.
    public struct Mark: Sendable {
        var wall: Int64
        var cpu: Int64
    }

    func startStep() -> Mark { Mark(wall: FrameLog.monotonicMicros(), cpu: FrameLog.cpuMicros()) }

    func record(cause: String, since mark: Mark, render: Int64, present: Int64, backend: any TerminalBackend) {
        // The flush path's counters are the curses session's; another backend counts nothing.
        let stats = (backend as? TerminalSession)?.statistics ?? TerminalSession.PresentStatistics()
        var line = "frame=\(stats.frames) cause=\(cause) full=\(stats.lastWasFullRepaint ? 1 : 0)"
        line += " cells=\(stats.lastChangedCells) bytes=\(stats.lastBytesWritten)"
        line += " step_us=\(FrameLog.monotonicMicros() - mark.wall) cpu_us=\(FrameLog.cpuMicros() - mark.cpu)"
        line += " render_us=\(render) present_us=\(present)"
        line += " paint_us=\(stats.lastPaintMicros) doupdate_us=\(stats.lastUpdateMicros) shift=\(stats.lastShift)"
        if stats.frames == 1, let launch = FrameLog.processAgeMillis() { line += " since_launch_ms=\(launch)" }
        line += "\n"
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count) }
    }

    static func describe(_ event: InputEvent) -> String {
        switch event {
        case .key(let key):
            switch key {
            case .character(let c): return c == " " ? "space" : "char:\(c)"
            case .ctrl(let c): return "ctrl:\(c)"
            default: return "\(key)"
            }
        case .mousePress: return "press"
        case .mouseDrag: return "drag"
        case .mouseRelease: return "release"
        case .wheel: return "wheel"
        case .resize: return "resize"
        }
    }

    static func monotonicMicros() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
    }

    static func cpuMicros() -> Int64 {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int64(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000
            + Int64(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
    }

    /// Milliseconds since the process started (Linux: `starttime`, field 22 of /proc/self/stat,
    /// in clock ticks since boot, against CLOCK_BOOTTIME; tick resolution, 10 ms).
    static func processAgeMillis() -> Int64? {
        #if os(Linux)
        let fd = open("/proc/self/stat", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 1024) }
        guard n > 0 else { return nil }
        let text = String(decoding: buffer[0..<n], as: UTF8.self)
        // Fields after the command name (which may contain spaces) start after the last ')'.
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state); starttime is field 22.
        guard fields.count > 19, let ticks = Int64(fields[19]) else { return nil }
        let hz = Int64(sysconf(Int32(_SC_CLK_TCK)))
        var ts = timespec()
        clock_gettime(CLOCK_BOOTTIME, &ts)
        let now = Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
        return now - ticks * 1000 / max(1, hz)
        #else
        return nil
        #endif
    }
}
