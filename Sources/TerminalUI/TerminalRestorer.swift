import Platform

/// Puts the terminal back the way the user had it, from a normal exit or from a signal handler.
///
/// `arm` saves the terminal's termios state and a reset escape sequence (normal screen, cursor
/// visible, mouse tracking off, keypad transmit off, attributes off) in memory allocated once,
/// and installs handlers for SIGINT, SIGTERM, SIGHUP, SIGQUIT and the crash signals (SIGSEGV,
/// SIGBUS, SIGILL, SIGFPE, SIGABRT). A handler does only async-signal-safe work — `write(2)` of
/// the sequence and `tcsetattr` of the saved state — then restores the default action and
/// re-raises the signal, so the process ends with the status the signal implies.
enum TerminalRestorer {
    /// The reset sequence: leave the alternate screen, show the cursor, stop every mouse
    /// tracking mode, keypad transmit off, attributes off; and, before leaving the alternate
    /// screen, the scroll region and the character set the frame writer may have left set
    /// (the whole screen; ASCII in G0 and shifted in).
    static let defaultResetSequence = modesOffSequence + "\u{1B}(B\u{0F}\u{1B}[r\u{1B}[?1049l"

    /// Everything but leaving the alternate screen (what `endwin` already did on a normal exit).
    static let modesOffSequence =
        "\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?1005l\u{1B}[?1015l"
        + "\u{1B}[0m\u{1B}[?25h\u{1B}[?1l\u{1B}>"

    static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT]

    /// Saves the terminal state of `fd` and installs the signal handlers. Call before curses
    /// changes the terminal; calling again only replaces the sequence.
    static func arm(fd: Int32, resetSequence: String = defaultResetSequence) {
        let bytes = Array(resetSequence.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        let old = RestoreState.sequence
        RestoreState.sequence = buffer
        RestoreState.sequenceLength = bytes.count
        old?.deallocate()
        guard !RestoreState.armed else { return }
        RestoreState.fd = fd
        let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        saved.initialize(to: termios())
        RestoreState.haveTermios = tcgetattr(fd, saved) == 0
        RestoreState.termios = saved
        for signal in handledSignals { install(signal) }
        // A parent may have started us with these blocked (a blocked SIGTERM would never reach
        // the handler, a blocked SIGWINCH no resize); unblock them.
        var set = sigset_t()
        sigemptyset(&set)
        for signal in handledSignals + [SIGWINCH] { sigaddset(&set, signal) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
        RestoreState.armed = true
    }

    /// Writes the reset sequence (without leaving the alternate screen unless asked) and restores
    /// the saved termios state: what the signal handler does, and safe after `endwin`.
    static func restoreNow(leavingAlternateScreen: Bool) {
        guard RestoreState.armed else { return }
        if leavingAlternateScreen {
            writeReset()
        } else {
            TerminalSession.writeRaw(modesOffSequence)
        }
        if RestoreState.haveTermios, let saved = RestoreState.termios { _ = tcsetattr(RestoreState.fd, TCSADRAIN, saved) }
    }

    /// Puts the terminal back as the user had it before the process stops (Ctrl-Z): the reset
    /// sequence and the saved termios state. Async-signal-safe.
    static func suspend() {
        guard RestoreState.armed else { return }
        writeReset()
        if RestoreState.haveTermios, let saved = RestoreState.termios { _ = tcsetattr(RestoreState.fd, TCSANOW, saved) }
    }

    /// Puts the default handlers back (after a normal exit).
    static func disarm() {
        guard RestoreState.armed else { return }
        for signal in handledSignals { reset(signal) }
        RestoreState.armed = false
    }

    private static func install(_ signal: Int32) { setHandler(terminalRestorerHandler, for: signal) }

    private static func reset(_ signal: Int32) { setHandler(SIG_DFL, for: signal) }

    /// Sets `signal`'s handler; `restart` (SA_RESTART) resumes system calls it interrupts.
    static func setHandler(_ handler: (@convention(c) (Int32) -> Void)?, for signal: Int32, restart: Bool = false) {
        var action = signalAction(handler, flags: restart ? SA_RESTART : 0)
        sigaction(signal, &action, nil)
    }

    fileprivate static func writeReset() {
        guard let sequence = RestoreState.sequence else { return }
        var offset = 0
        while offset < RestoreState.sequenceLength {
            let n = write(RestoreState.fd, sequence + offset, RestoreState.sequenceLength - offset)
            if n <= 0 { break }
            offset += n
        }
    }
}

/// State the signal handler reads: written only before the handlers are installed, so a handler
/// never sees it half-written.
private enum RestoreState {
    nonisolated(unsafe) static var armed = false
    nonisolated(unsafe) static var fd: Int32 = 1
    nonisolated(unsafe) static var sequence: UnsafeMutablePointer<UInt8>?
    nonisolated(unsafe) static var sequenceLength = 0
    nonisolated(unsafe) static var termios: UnsafeMutablePointer<termios>?
    nonisolated(unsafe) static var haveTermios = false
}

/// The handler: restore, then die of the same signal with its default action.
private func terminalRestorerHandler(_ signal: Int32) {
    TerminalRestorer.writeReset()
    if RestoreState.haveTermios, let saved = RestoreState.termios { _ = tcsetattr(RestoreState.fd, TCSANOW, saved) }
    var action = signalAction(SIG_DFL)
    sigaction(signal, &action, nil)
    // Unblock it: a signal is blocked while its handler runs.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
}
