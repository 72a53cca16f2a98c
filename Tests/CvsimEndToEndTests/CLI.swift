import Foundation
import Testing

/// Runs the built `cvsim` binary, as a user would from a shell.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutBytes = Data()
    }

    /// The `cvsim` binary next to the test bundle (both live in the build products directory);
    /// `CVSIM_BINARY` overrides.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["CVSIM_BINARY"] { return URL(fileURLWithPath: path) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("cvsim")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/cvsim")
    }

    /// Runs `cvsim` with `arguments` and waits for it; `environment` replaces the variables it names.
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            let input = Pipe()
            process.standardInput = input
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
            stdoutBytes: outData)
    }

    /// A path for `name` with `contents` in a folder of its own marked as a project (`.git`), so
    /// that no other test's Swift files are read as its project's.
    static func fileAlone(_ name: String, contents: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cvsim-alone-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    /// A path for a temporary file of this test run.
    static func temporaryFile(_ name: String, contents: String) throws -> String {
        // Each file gets a directory of its own: tests run in parallel, and two of them writing the
        // same name into one directory read each other's text.
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cvsim-tests-\(getpid())")
            .appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }
}
