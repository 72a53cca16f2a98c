import ArgumentParser
import CollectionLayout
import CollectionModel
import CollectionView
import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `cvsim run`: the interactive collection view in the terminal (the default subcommand).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Show the interactive collection view in the terminal (the default).",
        discussion: """
            Without --data, shows the endless generated feed, loaded 20 items at a time. \
            Press ? in the viewer for every key; q quits.
            """)

    @Option(help: ArgumentHelp("A dataset (JSON, see docs/datasets.md); w saves edits to it.", valueName: "FILE"))
    var data: String?

    @Option(
        help: ArgumentHelp(
            "Generated items per section instead of the endless feed (no paging), e.g. 1000000 or 30,40.",
            valueName: "N[,N…]"))
    var items: ItemCounts?

    @OptionGroup var layoutOptions: LayoutOptions

    @Option(help: "The virtual device: \(Device.presets.map(\.name).joined(separator: ", ")).")
    var device: String = Device.default.name

    @Option(help: "Seed of the generated feed's item sizes and colours.")
    var seed: UInt64 = 1

    @Option(name: .customLong("latency-ms"), help: "Simulated latency of each page of the generated feed, in ms.")
    var latencyMs: Int = 300

    @Option(name: .customLong("page-size"), help: "Items per page of the generated feed.")
    var pageSize: Int = 20

    @Flag(help: "Draw with ASCII only (boxes of + - |), whatever the locale.")
    var ascii = false

    @Flag(name: .customLong("no-mouse"), help: "Do not enable mouse reporting.")
    var noMouse = false

    func validate() throws {
        guard (0...60_000).contains(latencyMs) else {
            throw ValidationError("--latency-ms must be between 0 and 60000, not \(latencyMs)")
        }
        guard (1...10_000).contains(pageSize) else {
            throw ValidationError("--page-size must be between 1 and 10000, not \(pageSize)")
        }
        if data != nil, items != nil {
            throw ValidationError("--data and --items cannot be used together")
        }
        if let data, access(data, R_OK) != 0 {
            throw ValidationError("cannot read the data file '\(data)'")
        }
        do {
            _ = try resolvedDevice()
        } catch {
            throw ValidationError("\(error)")
        }
    }

    func run() throws {
        let scene: CollectionViewScene
        do {
            scene = try makeScene()
        } catch let error as DatasetError {
            CVSim.fail(error.description)
        } catch {
            CVSim.fail("\(error)")
        }
        guard isatty(0) == 1, isatty(1) == 1 else {
            CVSim.fail("cvsim run needs a terminal: standard input and output must be a terminal (not a pipe or a file)")
        }
        var options = TerminalSession.Options()
        options.ascii = ascii
        options.mouse = !noMouse
        do {
            try TerminalApp.run(scene, options: options)
        } catch {
            CVSim.fail(error.description)
        }
    }
}

/// `N[,N…]`: items per section, each 0...10 000 000, at most 1 000 sections.
struct ItemCounts: ExpressibleByArgument, Sendable {
    var counts: [Int]

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 1000, parts.allSatisfy({ $0 != nil && (0...10_000_000).contains($0!) })
        else { return nil }
        counts = parts.map { $0! }
    }
}
