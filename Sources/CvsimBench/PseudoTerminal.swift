import Platform

/// Runs a program in a pseudo-terminal, as a user's terminal would, to measure what it writes
/// and how much CPU it takes.
final class PseudoTerminal {
    let pid: pid_t
    private let master: Int32
    private(set) var bytesRead = 0
    /// Everything the program has written.
    private var output: [UInt8] = []
    private var buffer = [UInt8](repeating: 0, count: 65536)

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Starts `path` with `arguments` in a new session on a `columns`×`rows` terminal.
    init(path: String, arguments: [String], columns: Int, rows: Int, environment: [String: String]) throws {
        // posix_openpt and friends need _XOPEN_SOURCE, which Swift's Glibc module does not set:
        // use Linux's /dev/ptmx ioctls (TIOCSPTLCK, TIOCGPTN) directly.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw Failure(description: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        let slavePath = "/dev/pts/\(number)"
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = open(slavePath, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "cannot open \(slavePath)") }
        defer { close(slave) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, slave, fd) }
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(0x80))  // POSIX_SPAWN_SETSID: a session of its own

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard status == 0 else { throw Failure(description: "cannot start \(path): \(String(cString: strerror(status)))") }
        self.pid = child
        self.master = master
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    /// Sends bytes as if typed.
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            offset += n
        }
    }

    /// Reads what the program writes until it has been quiet for `quiet` milliseconds (or
    /// `limit` milliseconds have passed); returns the number of bytes read.
    @discardableResult
    func drain(quiet: Int32, limit: Int = 10_000) -> Int {
        let start = Measure.now()
        var total = 0
        while Measure.now() - start < UInt64(limit) * 1_000_000, let n = readOnce(waiting: quiet), n > 0 {
            total += n
        }
        return total
    }

    /// Waits until the output contains `marker`; returns the nanoseconds waited, or nil on timeout.
    func wait(for marker: String, timeoutMilliseconds: Int) -> UInt64? {
        let start = Measure.now()
        let needle = Array(marker.utf8)
        while Measure.now() - start < UInt64(timeoutMilliseconds) * 1_000_000 {
            if contains(output, needle) { return Measure.now() - start }
            if readOnce(waiting: 20) == nil { return nil }
        }
        return contains(output, needle) ? Measure.now() - start : nil
    }

    /// Reads what is ready within `milliseconds`: the bytes read (0 when nothing came), or nil
    /// when the program closed its terminal.
    private func readOnce(waiting milliseconds: Int32) -> Int? {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return 0 }
        let n = read(master, &buffer, buffer.count)
        guard n > 0 else { return nil }
        bytesRead += n
        output.append(contentsOf: buffer[0..<n])
        return n
    }

    /// CPU time (user + system) the program has used, in nanoseconds, from /proc: the
    /// scheduler's exact count of each thread's time on a CPU (`/proc/PID/task/*/schedstat`),
    /// else the process's user and system ticks (`/proc/PID/stat`, 10 ms each: coarse for a
    /// scroll step of a few hundred microseconds).
    func cpuTime() -> UInt64 {
        if let exact = scheduledTime() { return exact }
        guard let text = Self.procFile("/proc/\(pid)/stat").first else { return 0 }
        // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
        guard let close = text.lastIndex(of: ")") else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else { return 0 }
        let ticks = UInt64(sysconf(Int32(_SC_CLK_TCK)))
        return (user + system) * 1_000_000_000 / max(ticks, 1)
    }

    /// Nanoseconds the program's threads have run, summed, or nil when the kernel does not say.
    private func scheduledTime() -> UInt64? {
        guard let directory = opendir("/proc/\(pid)/task") else { return nil }
        defer { closedir(directory) }
        var total: UInt64 = 0
        var found = false
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            guard let first = name.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9"),
                let line = Self.procFile("/proc/\(pid)/task/\(name)/schedstat").first,
                let nanoseconds = line.split(separator: " ").first.flatMap({ UInt64($0) })
            else { continue }
            total += nanoseconds
            found = true
        }
        return found ? total : nil
    }

    /// Peak resident set size of the program in bytes (`VmHWM`).
    func peakRSS() -> Int { statusBytes("VmHWM:") }

    /// Resident set size of the program now, in bytes (`VmRSS`).
    func residentBytes() -> Int { statusBytes("VmRSS:") }

    /// A size in kB from /proc/PID/status, in bytes (0 when absent).
    private func statusBytes(_ field: String) -> Int {
        guard let line = Self.procFile("/proc/\(pid)/status").first(where: { $0.hasPrefix(field) }) else { return 0 }
        return (Int(line.filter(\.isNumber)) ?? 0) * 1024
    }

    /// Everything the program has written so far, as text (invalid UTF-8 replaced).
    func text() -> String { String(decoding: output, as: UTF8.self) }

    /// The lines of a /proc file (empty when it cannot be read).
    private static func procFile(_ path: String) -> [String] {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var lines: [String] = []
        var line = [CChar](repeating: 0, count: 1024)
        while fgets(&line, Int32(line.count), file) != nil {
            lines.append(String(decoding: line.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return lines
    }

    /// Waits for the program to exit (up to `milliseconds`); its exit status, or nil.
    func waitForExit(milliseconds: Int) -> Int32? {
        let start = Measure.now()
        while Measure.now() - start < UInt64(milliseconds) * 1_000_000 {
            drain(quiet: 10, limit: 20)
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { return status }
        }
        return nil
    }

    private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        var i = 0
        while i <= haystack.count - needle.count {
            if haystack[i] == needle[0] && Array(haystack[i..<i + needle.count]) == needle { return true }
            i += 1
        }
        return false
    }
}

extension PseudoTerminal {
    /// Sends `steps` one-row scrolls (the down arrow), each drawn before the next, and returns
    /// the viewer's CPU time (ns) and the bytes it wrote, per step.
    func scrollSteps(_ steps: Int) -> (cpu: Double, bytes: Double) {
        let down: [UInt8] = [0x1B, 0x4F, 0x42]  // ESC O B: the down arrow in keypad-transmit mode
        let cpuBefore = cpuTime()
        let bytesBefore = bytesRead
        for _ in 0..<steps {
            send(down)
            drain(quiet: 8, limit: 1_000)
        }
        return (Double(cpuTime() - cpuBefore) / Double(steps), Double(bytesRead - bytesBefore) / Double(steps))
    }
}

extension PseudoTerminal {
    /// Sends `bytes` and reads until the program has been quiet for `quiet` milliseconds (at most
    /// `limit`): the nanoseconds from the send to the last byte it wrote (what it took to answer
    /// and draw), 0 when it wrote nothing.
    func answer(to bytes: [UInt8], quiet: Int32, limit: Int) -> UInt64 {
        let start = Measure.now()
        var last = start
        send(bytes)
        while Measure.now() - start < UInt64(limit) * 1_000_000, let n = readOnceForAnswer(waiting: quiet), n > 0 {
            last = Measure.now()
        }
        return last - start
    }

    private func readOnceForAnswer(waiting milliseconds: Int32) -> Int? {
        let before = bytesRead
        drain(quiet: milliseconds, limit: Int(milliseconds))
        return bytesRead - before
    }
}

