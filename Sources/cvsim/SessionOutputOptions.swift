import ArgumentParser
import TerminalCore
import TerminalRecording

import Platform

/// `run`'s options for runs without a terminal and for what a session leaves behind:
/// screenshots and recordings.
struct SessionOutputOptions: ParsableArguments {
    @Flag(help: "Run without a terminal: play --keys, then print the final screen as text (or write --screenshot).")
    var headless = false

    @Option(
        help: ArgumentHelp(
            "With --headless: keys to press, comma-separated, named as in the viewer's ? help (Down, PgDn, S-Tab, Enter, Esc, Space, Ctrl-R, i …), Down*5 repeats, wait:300 pauses 300 ms; the screen settles between keys. A script that starts with - (zoom out) is given as --keys=-,…",
            valueName: "KEYS"))
    var keys: KeysText?

    @Option(help: ArgumentHelp("With --headless: the terminal's size (default 100x40).", valueName: "COLSxROWS"))
    var size: TerminalSizeText?

    @Option(
        help: ArgumentHelp(
            "Write the screen to FILE as SVG (plain text when FILE ends in .txt): the final screen of a --headless run; where S writes in the viewer.",
            valueName: "FILE"))
    var screenshot: String?

    @Option(
        help: ArgumentHelp(
            "Record the session as an asciicast v2 file (asciinema plays it; cvsim replay checks it).", valueName: "FILE.cast"))
    var record: String?

    /// The default headless terminal.
    static let defaultSize = TerminalSize(width: 100, height: 40)

    /// Checks the options together; each failure is one `UsageError`.
    func validate() throws {
        if keys != nil, !headless { throw UsageError("--keys needs --headless (the keys are played without a terminal)") }
        if size != nil, !headless { throw UsageError("--size needs --headless (a terminal has its own size)") }
        _ = try terminalSize()
        _ = try script()
        for (name, path) in [("--screenshot", screenshot), ("--record", record)] {
            guard let path else { continue }
            if path.isEmpty { throw UsageError("\(name) needs a file name") }
            if let slash = path.lastIndex(of: "/") {
                let directory = slash == path.startIndex ? "/" : String(path[..<slash])
                if access(directory, W_OK) != 0 { throw UsageError("\(name) \(path): cannot write in '\(directory)'") }
            }
        }
    }

    /// `--size`, or the default.
    func terminalSize() throws -> TerminalSize {
        try size?.value ?? Self.defaultSize
    }

    /// The steps of `--keys` (none without it).
    func script() throws -> [ScriptStep] {
        try keys?.value ?? []
    }
}

/// Screenshots on `S`: to `--screenshot FILE`, else to `cvsim-screenshot-N.svg` in the current
/// directory (the first N not taken).
struct ScreenshotWriter {
    var path: String?

    /// Writes `buffer` and returns the status line's message.
    func write(_ buffer: CellBuffer) -> String {
        let target = path ?? Self.freeName()
        do {
            try OutputFile.write(Screenshot.bytes(of: buffer, format: Screenshot.Format(path: target)), to: target)
            return "screenshot written to \(target)"
        } catch {
            return "screenshot failed: \(error.description)"
        }
    }

    static func freeName() -> String {
        var n = 1
        while access("cvsim-screenshot-\(n).svg", F_OK) == 0 { n += 1 }
        return "cvsim-screenshot-\(n).svg"
    }
}

/// Writing a whole file with POSIX calls.
enum OutputFile {
    /// Writes `bytes` to `path` (created or truncated).
    static func write(_ bytes: [UInt8], to path: String) throws(UsageError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw UsageError("cannot write '\(path)': \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBufferPointer { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            guard n > 0 else { throw UsageError("cannot write '\(path)': \(String(cString: strerror(errno)))") }
            offset += n
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    static func read(_ path: String, limit: Int = 256 << 20) throws(UsageError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw UsageError("cannot read '\(path)': \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw UsageError("'\(path)' is not a regular file")
        }
        guard Int(info.st_size) <= limit else { throw UsageError("'\(path)' is larger than \(limit >> 20) MB") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR || errno == EAGAIN { continue }
            guard n >= 0 else { throw UsageError("cannot read '\(path)': \(String(cString: strerror(errno)))") }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
            guard bytes.count <= limit else { throw UsageError("'\(path)' is larger than \(limit >> 20) MB") }
        }
    }
}
