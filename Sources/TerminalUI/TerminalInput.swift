import TerminalCore

import Platform

/// Reads the terminal's bytes itself (curses only draws) and decodes them with `InputDecoder`;
/// learns of resizes (SIGWINCH) and of a resume after Ctrl-Z (SIGCONT) through a self-pipe, so
/// one `poll` waits for both and an idle viewer uses no CPU.
///
/// Reading the bytes rather than taking curses' `wget_wch` is what makes input independent of
/// `TERM`: curses decodes only the sequences terminfo lists (inside tmux with
/// `TERM=xterm-256color`, End arrives as `ESC[4~`, which is not listed, and its digit leaked as a
/// key), and it waits for the rest of an invalid UTF-8 character until another key comes.
final class TerminalInput {
    /// What `read` found.
    enum Result: Equatable {
        case event(InputEvent)
        /// The terminal changed size (SIGWINCH).
        case resized
        /// The process was continued after a stop (Ctrl-Z, `fg`): the terminal must be set up again.
        case continued
        /// The time ran out.
        case timeout
        /// Standard input is closed or hung up.
        case closed
    }

    /// How long the rest of a sequence may take to arrive before what came is taken as it is
    /// (a lone ESC is Escape): the 25 ms curses used, a little more for slow links.
    static let sequenceDelayMilliseconds = 30

    // (Read and written by this class's methods alone, never while another access is open: no
    // dynamic exclusivity check, which cost a measurable part of a scroll step here.)
    @exclusivity(unchecked) private var decoder = InputDecoder()
    private let fd: Int32
    @exclusivity(unchecked) private var chunk = [UInt8](repeating: 0, count: 4096)
    /// The last read took every byte there was (it did not fill `chunk`), and no zero-timeout
    /// read has relied on that since.
    @exclusivity(unchecked) private var tookEverything = false
    /// Sees every chunk of bytes as read (a recording).
    var onBytes: (([UInt8]) -> Void)?

    init(fd: Int32 = 0) {
        self.fd = fd
        SignalPipe.install()
    }

    /// Removes the signal handlers (the default actions come back).
    func close() { SignalPipe.uninstall() }

    /// The next event, waiting at most `timeout` milliseconds (nil: until there is one). Bytes
    /// that make no event are consumed and the wait goes on.
    func read(timeout: Int?) -> Result {
        // (No deadline for a zero timeout, what draining the queue asks after every key: the
        // clock is not read.)
        let immediate = (timeout ?? 1) <= 0
        let deadline = immediate ? nil : timeout.map { Moment(nanoseconds: Moment.now.nanoseconds + Int64($0) * 1_000_000) }
        // A first wait on no input is the whole timeout (the deadline was taken just now): one
        // clock read a key fewer.
        var firstWait = true
        while true {
            switch decoder.next() {
            case .event(let event): return .event(event)
            case .skipped: continue
            case .incomplete:
                // The rest of a sequence: wait a moment for it, then take what came.
                // (Always the full delay, even when the caller only drains what is there: a
                // sequence split between two reads must not become Escape and loose characters.)
                firstWait = false
                switch poll(milliseconds: Self.sequenceDelayMilliseconds) {
                case .input: if !readAvailable() { return .closed }
                case .signal(let result): return result
                case .closed: return .closed
                case .timeout:
                    switch decoder.next(final: true) {
                    case .event(let event): return .event(event)
                    default: continue
                    }
                }
            case .empty:
                // Draining after a key: a read that did not fill the chunk took every byte there
                // was, and what came since waits for the next poll, which returns at once — one
                // system call a key fewer. Once only: a loop that asks again at once (an
                // animation behind time) still polls, so input is never left unread.
                if immediate, tookEverything {
                    tookEverything = false
                    return .timeout
                }
                let wait = immediate ? 0 : firstWait ? timeout ?? -1 : deadline.map { Moment.now.pollMilliseconds(until: $0) } ?? -1
                firstWait = false
                switch poll(milliseconds: wait) {
                case .input: if !readAvailable() { return .closed }
                case .signal(let result): return result
                case .closed: return .closed
                case .timeout: return .timeout
                }
            }
        }
    }

    private enum Wake { case input, signal(Result), closed, timeout }

    /// Waits for input or a signal.
    private func poll(milliseconds: Int) -> Wake {
        tookEverything = false
        // On the stack: this runs twice a key.
        var descriptors = (
            pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0)
        )
        let count: nfds_t = SignalPipe.readEnd >= 0 ? 2 : 1
        let n = withUnsafeMutableBytes(of: &descriptors) { raw in
            Glibc.poll(raw.baseAddress!.assumingMemoryBound(to: pollfd.self), count, Int32(clamping: milliseconds))
        }
        if n < 0 { return errno == EINTR ? signalWake() ?? .timeout : .closed }
        if descriptors.1.revents & Int16(POLLIN) != 0, let wake = signalWake() { return wake }
        if n == 0 { return .timeout }
        let input = descriptors.0.revents
        if input & Int16(POLLIN) != 0 { return .input }
        if input & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .closed }
        return .timeout
    }

    /// Drains the signal pipe: a continue outranks a resize (it redraws everything anyway).
    private func signalWake() -> Wake? {
        var continued = false, resized = false
        var byte: UInt8 = 0
        while SignalPipe.readEnd >= 0, Glibc.read(SignalPipe.readEnd, &byte, 1) == 1 {
            if byte == UInt8(SIGCONT) { continued = true } else { resized = true }
        }
        if continued { return .signal(.continued) }
        if resized { return .signal(.resized) }
        return nil
    }

    /// Reads what is there; false when the input is closed (end of file, an error).
    private func readAvailable() -> Bool {
        // One buffer for every read: a key press is a few bytes, and a fresh 4 KiB array (zeroed)
        // for each was a measurable part of a scroll step.
        let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        tookEverything = n > 0 && n < chunk.count
        if n > 0 {
            chunk.withUnsafeBufferPointer { decoder.feed(UnsafeBufferPointer(rebasing: $0[0..<n])) }
            onBytes?(Array(chunk[0..<n]))
            return true
        }
        if n < 0, errno == EINTR || errno == EAGAIN { return true }
        return false
    }
}

/// The self-pipe the SIGWINCH, SIGCONT and SIGTSTP handlers write to: each writes the signal's
/// number as one byte (async-signal-safe), the run loop's `poll` wakes up.
///
/// SIGTSTP (Ctrl-Z) first puts the terminal back as the user had it (through `TerminalRestorer`),
/// then stops the process with the default action; SIGCONT tells the run loop to set the
/// terminal up again and repaint. Installed before curses starts, so curses installs no handlers
/// of its own for these.
enum SignalPipe {
    // (No dynamic exclusivity check: the signal handler reads `writeEnd`, and the run loop
    // reads `readEnd` at every poll; both are written only by `install` and `uninstall`.)
    @exclusivity(unchecked) nonisolated(unsafe) static var readEnd: Int32 = -1
    @exclusivity(unchecked) nonisolated(unsafe) static var writeEnd: Int32 = -1

    static let signals: [Int32] = [SIGWINCH, SIGCONT, SIGTSTP]

    static func install() {
        guard readEnd < 0 else { return }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readEnd = fds[0]
        writeEnd = fds[1]
        for signal in signals { setHandler(signalPipeHandler, for: signal) }
    }

    static func uninstall() {
        guard readEnd >= 0 else { return }
        for signal in signals { setHandler(SIG_DFL, for: signal) }
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
        readEnd = -1
        writeEnd = -1
    }

    static func setHandler(_ handler: (@convention(c) (Int32) -> Void)?, for signal: Int32) {
        TerminalRestorer.setHandler(handler, for: signal, restart: true)
    }
}

private func signalPipeHandler(_ signal: Int32) {
    let saved = errno
    defer { errno = saved }
    if signal == SIGTSTP {
        TerminalRestorer.suspend()
        // Stop with the default action; execution resumes here on SIGCONT.
        SignalPipe.setHandler(SIG_DFL, for: SIGTSTP)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(SIGTSTP)
        SignalPipe.setHandler(signalPipeHandler, for: SIGTSTP)
        return
    }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(SignalPipe.writeEnd, &byte, 1)
}
