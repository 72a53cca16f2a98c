import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CVSim {
    /// Parses and runs the command. Bad input of any kind (an unknown option, a malformed or
    /// out-of-range value) prints one line on stderr and exits with status 2; help and version
    /// print as usual.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                fail(message(for: error))
            }
            exit(withError: error)
        }
    }

    /// Prints `cvsim: error: MESSAGE` on stderr, as one line, and exits with status 2.
    ///
    /// A multi-line message (argument-parser lists the valid values of an enumeration one a
    /// line, as `- 'flow'`) is joined: `…: 'waterfall', 'flow', 'mosaic', 'horizontal'`.
    static func fail(_ message: String) -> Never {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: true)
        var text = lines.first.map(String.init) ?? "bad input"
        let rest = lines.dropFirst().map { line in
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix("- ") ? trimmed.dropFirst(2) : trimmed
        }
        if !rest.isEmpty { text += " " + rest.joined(separator: ", ") }
        if text.hasPrefix("Error: ") { text.removeFirst(7) }
        let line = "cvsim: error: \(text)\n"
        _ = Array(line.utf8).withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
        Self.exit(withError: ExitCode(2))
    }
}
