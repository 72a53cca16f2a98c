import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The built `cvsim` binary: `$CVSIM_BINARY`, else beside the test bundle (SwiftPM's build
/// directory), else `.build/debug/cvsim` under the package root. `swift test` builds it: the
/// test target depends on the `cvsim` executable.
enum CvsimBinary {
    static let path: String? = {
        let fm = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["CVSIM_BINARY"], fm.isExecutableFile(atPath: explicit) {
            return explicit
        }
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        // …/.build/<triple>/debug/cvsimPackageTests.xctest (Linux) or …/debug/X.xctest/Contents/MacOS/X.
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("cvsim"))
            directory = directory.deletingLastPathComponent()
        }
        for bundle in Bundle.allBundles {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("cvsim"))
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/cvsim"))
        return candidates.first { fm.isExecutableFile(atPath: $0.path) }?.path
    }()

}

/// Whether tmux is installed (the end-to-end tests skip without it).
let tmuxPath: String? = {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let path = "\(directory)/tmux"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}()

/// Runs a program, returning its exit status, stdout and stderr. With `captureOutput` false
/// its standard streams are /dev/null (for a program that leaves a daemon behind, as
/// `tmux new-session` does: the daemon would hold a pipe open forever).
///
/// Spawned with `posix_spawn` and reaped with a blocking `waitpid` rather than Foundation's
/// `Process`, which on Linux can miss the exit of a client whose daemon inherited its files.
@discardableResult
func runProgram(_ path: String, _ arguments: [String], captureOutput: Bool = true) throws
    -> (status: Int32, stdout: String, stderr: String)
{
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if captureOutput {
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw SpawnError.failed(errno) }
        // Close-on-exec, so that a program another test spawns meanwhile cannot inherit them.
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    // Nothing else of this process (other tests' pipes) may leak into the child: a tmux server
    // would hold them open for its lifetime. (glibc ≥ 2.34; looked up at run time because Swift's
    // Glibc module does not declare it.)
    if let closeFrom = addCloseFrom { _ = closeFrom(&actions, 3) }
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    // The test runner's threads block most signals and a spawned process would inherit that
    // mask: tmux would never see its children exit, cvsim never its SIGTERM.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t(), all = sigset_t()
    sigemptyset(&empty)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
    if captureOutput {
        close(outPipe[1])
        close(errPipe[1])
    }
    guard spawned == 0 else {
        if captureOutput { close(outPipe[0]); close(errPipe[0]) }
        throw SpawnError.failed(spawned)
    }
    var out = "", err = ""
    if captureOutput {
        // Both pipes are read to the end on two threads so neither can fill up and block the child.
        var errData = [UInt8]()
        let group = DispatchGroup()
        let errFD = errPipe[0]
        nonisolated(unsafe) var errBytes = [UInt8]()
        group.enter()
        DispatchQueue.global().async {
            errBytes = readAll(errFD)
            group.leave()
        }
        let outData = readAll(outPipe[0])
        group.wait()
        errData = errBytes
        close(outPipe[0])
        close(errPipe[0])
        out = String(decoding: outData, as: UTF8.self)
        err = String(decoding: errData, as: UTF8.self)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return (exitStatus, out, err)
}

private let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
    return unsafeBitCast(
        symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
}()

private func readAll(_ fd: Int32) -> [UInt8] {
    var result = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, 65536) }
        if n > 0 {
            result += chunk[0..<n]
        } else if n < 0 && errno == EINTR {
            continue
        } else {
            return result
        }
    }
}

enum SpawnError: Error { case failed(Int32) }

/// `cvsim` running in a private tmux server (its own socket), inside a bash that stays alive
/// after cvsim ends and prints `cvsim-exit=STATUS`, so the pane's modes can be checked after
/// exit. The server is killed on `stop()` and on deinit.
final class TmuxHarness: @unchecked Sendable {
    let socket: String
    private let config: String
    private var stopped = false
    /// Whether this session holds a place of `SessionGate.shared`.
    private var holdsGate = false

    /// Starts cvsim in a new tmux server, once fewer than `SessionGate.shared`'s limit of
    /// sessions run (each test's deadlines count from then, not from the queue).
    init(width: Int = 100, height: Int = 40, arguments: [String] = [], environment: [String: String] = [:]) async throws {
        guard let tmux = tmuxPath, let binary = CvsimBinary.path else { throw HarnessError.missing }
        holdsGate = await SessionGate.shared.acquire()
        socket = "cvsim-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        config = NSTemporaryDirectory() + "/\(socket).conf"
        try "set -g status off\nset -g escape-time 0\n".write(toFile: config, atomically: true, encoding: .utf8)
        let quoted = ([binary] + arguments).map(TmuxHarness.shellQuote).joined(separator: " ")
        // The runner's own NO_COLOR (test runners set it) must not leak into the pane.
        let env = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(TmuxHarness.shellQuote($0.value))" }
        let script = "trap 'true' INT TERM HUP; env -u NO_COLOR \(env.joined(separator: " ")) \(quoted); echo cvsim-exit=$?; exec sleep 120"
        let result = try runProgram(tmux, [
            "-L", socket, "-f", config, "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
            "bash -c \(TmuxHarness.shellQuote(script))",
        ], captureOutput: false)
        guard result.status == 0 else {
            if holdsGate { SessionGate.shared.release() }
            holdsGate = false
            throw HarnessError.tmux("tmux new-session failed with status \(result.status)")
        }
    }

    deinit { stop() }

    func stop() {
        guard !stopped, let tmux = tmuxPath else { return }
        stopped = true
        defer {
            if holdsGate { SessionGate.shared.release() }
            holdsGate = false
        }
        _ = try? runProgram(tmux, ["-L", socket, "kill-server"])
        try? FileManager.default.removeItem(atPath: config)
    }

    @discardableResult
    func tmux(_ arguments: String...) async -> String { await tmux(arguments) }

    /// Runs a tmux command on this server, on a thread outside the cooperative pool (a blocked
    /// pool thread would starve other tests' tasks).
    @discardableResult
    func tmux(_ arguments: [String]) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: self.tmuxNow(arguments)) }
        }
    }

    /// Runs a tmux command on this server and waits; a failure is logged to `$CVSIM_E2E_LOG` if set.
    @discardableResult
    func tmuxNow(_ arguments: [String]) -> String {
        guard let tmux = tmuxPath else { return "" }
        do {
            let result = try runProgram(tmux, ["-L", socket] + arguments)
            if result.status != 0 { TmuxHarness.log("\(arguments.first ?? ""): status \(result.status): \(result.stderr)") }
            return result.stdout
        } catch {
            TmuxHarness.log("\(arguments.first ?? ""): \(error)")
            return ""
        }
    }

    static func log(_ line: String) {
        guard let path = ProcessInfo.processInfo.environment["CVSIM_E2E_LOG"] else { return }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count) }
    }

    /// The pane's text, one line a row.
    func screen() async -> String { await tmux("capture-pane", "-p") }

    func send(_ keys: String...) async { await tmux(["send-keys"] + keys) }

    /// Sends text literally (no key-name lookup).
    func type(_ text: String) async { await tmux("send-keys", "-l", text) }

    func resize(width: Int, height: Int) async { await tmux("resize-window", "-x", "\(width)", "-y", "\(height)") }

    /// Starts copying what the program writes to the pane into `path` (`pipe-pane`).
    func recordOutput(to path: String) async { await tmux("pipe-pane", "-o", "cat > \(TmuxHarness.shellQuote(path))") }

    /// Stops copying the output.
    func stopRecordingOutput() async { await tmux("pipe-pane") }

    /// A format of the pane (`#{alternate_on}`...).
    func format(_ format: String) async -> String {
        await tmux("display-message", "-p", format).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pid of cvsim (the child of the pane's bash), if it runs.
    var cvsimPID: Int32? {
        get async {
            await cvsimPIDNow()
        }
    }

    private func cvsimPIDNow() async -> Int32? {
        let shell = await format("#{pane_pid}")
        guard let text = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8) else {
            return nil
        }
        return text.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// Polls the screen until `predicate` holds (returning that screen) or it has watched for `timeout`
    /// (recording an issue with the last screen, and returning nil).
    @discardableResult
    func waitFor(
        _ what: String, timeout: Duration = .seconds(120), sourceLocation: SourceLocation = #_sourceLocation,
        _ predicate: (String) -> Bool
    ) async -> String? {
        let clock = ContinuousClock()
        var last = ""
        // The time the loop could watch the screen, at most a second a poll: a test starved of
        // threads by CPU-bound tests may wake minutes after it slept, and the time it could not
        // watch does not count against the program it waits for.
        var watched: Duration = .zero
        var previous = clock.now
        while true {
            last = await screen()
            if predicate(last) { return last }
            if watched >= timeout { break }
            // Sleep without holding a thread of the cooperative pool (other tests need it).
            try? await Task.sleep(for: .milliseconds(20))
            let now = clock.now
            watched += min(now - previous, .seconds(1))
            previous = now
        }
        Issue.record("timed out waiting for \(what); screen:\n\(last)", sourceLocation: sourceLocation)
        return nil
    }

    /// Waits until the screen satisfies `predicate` and stays the same for `quiet` (animations
    /// over), and returns it.
    @discardableResult
    func waitForStable(
        _ what: String, quiet: Duration = .milliseconds(400), timeout: Duration = .seconds(120),
        sourceLocation: SourceLocation = #_sourceLocation, _ predicate: (String) -> Bool = { _ in true }
    ) async -> String? {
        let clock = ContinuousClock()
        var candidate: String?
        var since = clock.now
        return await waitFor(what, timeout: timeout, sourceLocation: sourceLocation) { screen in
            guard predicate(screen) else {
                candidate = nil
                return false
            }
            if screen != candidate {
                candidate = screen
                since = clock.now
                return false
            }
            return clock.now - since >= quiet
        }
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitFor(text: String, timeout: Duration = .seconds(120), sourceLocation: SourceLocation = #_sourceLocation)
        async -> String?
    {
        await waitFor("'\(text)'", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Waits for cvsim to end and returns its exit status (128 + signal when a signal ended it).
    func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) async -> Int? {
        guard let screen = await waitFor("cvsim to exit", sourceLocation: sourceLocation, { $0.contains("cvsim-exit=") })
        else { return nil }
        guard let range = screen.range(of: "cvsim-exit=") else { return nil }
        return Int(screen[range.upperBound...].prefix { $0.isNumber })
    }

    /// The modes a program must leave as it found them: alternate screen, mouse tracking,
    /// cursor visibility, keypad transmit.
    var terminalModes: TerminalModes {
        get async { await terminalModesNow() }
    }

    private func terminalModesNow() async -> TerminalModes {
        let parts = await format("#{alternate_on} #{mouse_any_flag} #{cursor_flag} #{keypad_cursor_flag}")
            .split(separator: " ").map { $0 == "1" }
        guard parts.count == 4 else { return TerminalModes(alternateScreen: true, mouse: true, cursor: false, keypad: true) }
        return TerminalModes(alternateScreen: parts[0], mouse: parts[1], cursor: parts[2], keypad: parts[3])
    }

    static func shellQuote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    enum HarnessError: Error { case missing, tmux(String) }
}

/// A pane's modes (tmux formats).
struct TerminalModes: Equatable, CustomStringConvertible {
    var alternateScreen: Bool
    var mouse: Bool
    var cursor: Bool
    var keypad: Bool

    /// What a shell expects: normal screen, no mouse tracking, cursor visible, keypad transmit off.
    static let normal = TerminalModes(alternateScreen: false, mouse: false, cursor: true, keypad: false)

    var description: String {
        "alternate_on=\(alternateScreen ? 1 : 0) mouse_any_flag=\(mouse ? 1 : 0) cursor_flag=\(cursor ? 1 : 0) keypad_cursor_flag=\(keypad ? 1 : 0)"
    }
}

/// Whether the tmux tests can run (they skip without tmux; a missing binary fails them).
enum EndToEnd {
    static var hasTmux: Bool { tmuxPath != nil }
    static let skipReason: Comment = "tmux is missing: install tmux to run the end-to-end tests"

    /// The binary, or a failure telling how to build it.
    static func binary(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(
            CvsimBinary.path, "the cvsim binary is missing: run `swift build` before `swift test`",
            sourceLocation: sourceLocation)
    }
}

/// Bounds how many cvsim sessions run at once in tmux: all the end-to-end tests start together,
/// and dozens of debug builds of cvsim starting at once on two cores beside the property tests
/// starve one another past any deadline. A test that waits more than `patience` starts anyway
/// (without a place), so a test holding two sessions can never wait forever.
final class SessionGate: @unchecked Sendable {
    static let shared = SessionGate(limit: 3, patience: 90)

    private let lock = NSLock()
    private var available: Int
    private let patience: Double
    private var waiters: [(id: UUID, continuation: CheckedContinuation<Bool, Never>)] = []

    init(limit: Int, patience: Double) {
        available = limit
        self.patience = patience
    }

    /// Waits for a place; true when one was taken, false when patience ran out first.
    func acquire() async -> Bool {
        let id = UUID()
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            lock.lock()
            if available > 0 {
                available -= 1
                lock.unlock()
                continuation.resume(returning: true)
                return
            }
            waiters.append((id, continuation))
            lock.unlock()
            DispatchQueue.global().asyncAfter(deadline: .now() + patience) { [self] in
                lock.lock()
                let index = waiters.firstIndex { $0.id == id }
                let waiter = index.map { waiters.remove(at: $0) }
                lock.unlock()
                waiter?.continuation.resume(returning: false)
            }
        }
    }

    /// Gives a place back, to the longest waiter if any.
    func release() {
        lock.lock()
        if waiters.isEmpty {
            available += 1
            lock.unlock()
        } else {
            let next = waiters.removeFirst()
            lock.unlock()
            next.continuation.resume(returning: true)
        }
    }
}
