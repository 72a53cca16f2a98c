import Foundation

/// The test feed server (`Server/feed_server.py`) on 127.0.0.1, started for one test.
final class FeedServer {
    let port: Int
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// What the server printed and no line has taken yet.
    private var pending = Data()

    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Server/feed_server.py")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        guard let port = Int(Self.readLine(output, &pending).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw FeedServerError.noPort
        }
        self.port = port
    }

    enum FeedServerError: Error { case noPort, noLog }

    /// The next line `pipe` brings, without its newline ("" at the end).
    private static func readLine(_ pipe: Pipe, _ pending: inout Data) -> String {
        while !pending.contains(UInt8(ascii: "\n")) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
        }
        let end = pending.firstIndex(of: UInt8(ascii: "\n")) ?? pending.endIndex
        let line = String(decoding: pending[pending.startIndex..<end], as: UTF8.self)
        pending = Data(pending[min(end + 1, pending.endIndex)...])
        return line
    }

    /// The feed URL template for a mode (a path prefix: "", "slow", "fail-once", ...).
    func template(_ mode: String = "") -> String {
        "http://127.0.0.1:\(port)/\(mode.isEmpty ? "" : mode + "/")feed?cursor={cursor}&offset={offset}&limit={limit}"
    }

    /// Every request the server saw, as its query fields (and "path"), asked for on the
    /// server's standard input so that the tests need no HTTP client of their own.
    func log() throws -> [[String: String]] {
        try input.fileHandleForWriting.write(contentsOf: Data("log\n".utf8))
        let line = Self.readLine(output, &pending)
        guard !line.isEmpty else { throw FeedServerError.noLog }
        return try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [[String: String]] ?? []
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
