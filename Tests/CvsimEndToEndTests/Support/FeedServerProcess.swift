import Foundation
import Testing

/// The feed tests' local server (`CollectionFeedTests/Server/feed_server.py`) on 127.0.0.1, for
/// tests that run the binary against it; it stops when this is released.
final class FeedServerProcess {
    let port: Int
    private let process = Process()
    private let input = Pipe()

    init(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3",
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("CollectionFeedTests/Server/feed_server.py").path,
        ]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        port = try #require(
            Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
            "the feed server printed no port", sourceLocation: sourceLocation)
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
