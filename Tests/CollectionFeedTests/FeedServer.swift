import Foundation

/// The test feed server (`Server/feed_server.py`) on 127.0.0.1, started for one test.
final class FeedServer {
    let port: Int
    private let process = Process()
    private let input = Pipe()

    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Server/feed_server.py")
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard let text = String(data: line, encoding: .utf8), let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw FeedServerError.noPort
        }
        self.port = port
    }

    enum FeedServerError: Error { case noPort }

    /// The feed URL template for a mode (a path prefix: "", "slow", "fail-once", ...).
    func template(_ mode: String = "") -> String {
        "http://127.0.0.1:\(port)/\(mode.isEmpty ? "" : mode + "/")feed?cursor={cursor}&offset={offset}&limit={limit}"
    }

    /// Every request the server saw, as its query fields (and "path").
    func log() throws -> [[String: String]] {
        let data = try Data(contentsOf: URL(string: "http://127.0.0.1:\(port)/log")!)
        return try JSONSerialization.jsonObject(with: data) as? [[String: String]] ?? []
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
