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

    /// Prints `cvsim: error: MESSAGE` (first line of it) on stderr and exits with status 2.
    static func fail(_ message: String) -> Never {
        var text = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "bad input"
        if text.hasPrefix("Error: ") { text.removeFirst(7) }
        let line = "cvsim: error: \(text)\n"
        _ = Array(line.utf8).withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
        Self.exit(withError: ExitCode(2))
    }
}
