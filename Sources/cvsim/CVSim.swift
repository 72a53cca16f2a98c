import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct CVSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cvsim",
        abstract: "A terminal simulator of iOS's UICollectionView.",
        subcommands: [RunCommand.self, LayoutCommand.self, ConvertCommand.self, BenchCommand.self, ImportCommand.self, ExportCommand.self],
        defaultSubcommand: RunCommand.self)
}

/// Runs the command line; every error is one line on stderr and exit status 2.
@main
enum Main {
    static func main() {
        do {
            var command = try CVSim.parseAsRoot()
            try command.run()
        } catch let error as UsageError {
            fail(error.description)
        } catch {
            let code = CVSim.exitCode(for: error)
            if code == .success {
                print(CVSim.fullMessage(for: error))
                exit(0)
            }
            let message = CVSim.message(for: error)
            if message.isEmpty { exit(code.rawValue) }
            fail(message.split(separator: "\n").joined(separator: " ") + " (see 'cvsim help')")
        }
    }

    static func fail(_ message: String) -> Never {
        var stderr = StandardError()
        print("cvsim: error: \(message)", to: &stderr)
        exit(2)
    }
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var bytes = Array(string.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}

/// One line on stderr (a notice that is no error).
func printError(_ line: String) {
    var stderr = StandardError()
    print("cvsim: \(line)", to: &stderr)
}
