import ArgumentParser

import Platform

struct CVSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cvsim",
        abstract: "A terminal simulator of iOS's UICollectionView.",
        version: CVSim.version,
        subcommands: [
            RunCommand.self, LayoutCommand.self, RenderCommand.self, DiffCommand.self, ConvertCommand.self, ReplayCommand.self, BenchCommand.self,
            ImportCommand.self, ExportCommand.self,
        ],
        defaultSubcommand: RunCommand.self)
}

extension CVSim {
    /// What `cvsim --version` prints.
    static let version = "cvsim 0.1.0"
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
            // A `UsageError` thrown by a `validate()` comes back wrapped, with the exit code of
            // an error that is not the parser's own: it says all there is to say already.
            let ours = code == .failure
            fail(message.split(separator: "\n").joined(separator: " ") + (ours ? "" : " (see 'cvsim help')"))
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
