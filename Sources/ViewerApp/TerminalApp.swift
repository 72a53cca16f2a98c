import CollectionView
import TerminalCore
import TerminalUI

import Platform

/// The run loop: read an event (waiting no longer than the scene's next wakeup, forever when it
/// is idle), handle it and any others already queued, advance, render, present.
public enum TerminalApp {
    /// What the run loop does besides drawing, for the command line to fill in.
    public struct Hooks {
        /// Writes a screenshot of the screen shown (the `S` key) and returns the status line's
        /// message; without it, `S` says that screenshots are off.
        public var screenshot: ((CellBuffer) -> String)?
        /// Sees every frame presented, with its time (a recording).
        public var frame: ((CellBuffer, Moment) -> Void)?
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
        input: (([UInt8], Moment) -> Void)? = nil
    ) throws(TerminalError) {
        let session = try TerminalSession(options: options)
        defer { session.end() }
        session.onInputBytes = input
        let log = FrameLog(path: environmentValue("CVSIM_FRAME_LOG"))
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
        // (Held strongly: the backend holds no reference to the scene's clock, and an unowned
        // reference costs a runtime call at every read of the time.)
        scene.use(clock: { backend.now })
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
            let renderStart = log != nil ? ProcessClock.monotonicMicros() : 0
            scene.render(into: &buffer)
            let presentStart = log != nil ? ProcessClock.monotonicMicros() : 0
            backend.present(buffer)
            shown = buffer
            hooks.frame?(buffer, backend.now)
            if let log, let started = mark {
                log.record(
                    cause: cause, since: started, render: presentStart - renderStart,
                    present: ProcessClock.monotonicMicros() - presentStart, backend: backend)
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
        // (Looked up once: the loop compares each key with them, not the key map's table.)
        let repaintKeys = KeyMap.keys(for: .repaint)
        scene.advance(to: backend.now)
        frame("start")
        while true {
            let now = backend.now
            let timeout = scene.nextWakeup(after: now).map { now.pollMilliseconds(until: $0) }
            let event = backend.readEvent(timeout: timeout)
            if backend.inputClosed { return }
            mark = log?.startStep()
            var cause = "wakeup"
            var repaint = false
            if case .key(let key)? = event, repaintKeys.contains(key) {
                // Ctrl-L repaints every cell, as in most terminal programs, in every mode; the
                // scene never sees it.
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
}
