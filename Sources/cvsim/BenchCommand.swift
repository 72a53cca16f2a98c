import ArgumentParser
import CvsimBench
import LayoutPicture
import TerminalCore

/// `cvsim bench`: speed, scale and memory of the engine against the naive approach, in one run.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure layout, query, append, frame and memory costs (build with -c release).",
        discussion: """
            Every figure is measured in this run on this machine: medians and 99th percentiles over \
            repetitions after a warm-up. Compare ratios taken in one run; absolute times vary with the \
            machine's load. docs/performance.md explains each figure.
            """)

    @Flag(name: .long, help: "A reduced set (N up to 100 000, fewer repetitions) that runs in under a minute.")
    var quick = false

    @Option(name: .long, help: ArgumentHelp("Also write the results as JSON to FILE.", valueName: "FILE"))
    var json: String?

    @Option(name: .long, help: ArgumentHelp("Only these layouts (comma-separated).", valueName: "LIST"))
    var layouts: String?

    @Flag(name: .customLong("database-only"), help: "Only the SQLite page source row (a 10 000 000-row database; 1 000 000 with --quick).")
    var databaseOnly = false

    @Flag(name: .long, help: "Only the rows of the \"flat in N\" target table (edits, switches, jumps, drag, first frame, memory, scroll).")
    var targets = false

    @Flag(name: .customLong("swift-only"), help: "Only the Swift layout source row: a 300-line view controller parsed and evaluated.")
    var swiftOnly = false

    @Flag(name: .customLong("frames-only"), help: "Only the frame rows: headless frames (items of 0.01 pt included) and the target table's per-scroll-step CPU and bytes of the real binary, with colours and NO_COLOR (under a minute).")
    var framesOnly = false

    @Flag(name: .customLong("render-only"), help: "Only the row of `cvsim render`: a 10 000-element SVG (seconds).")
    var renderOnly = false

    @Flag(name: .customLong("lists-only"), help: "Only the list row: the first frame of a 1 000 000-row self-sizing list against a 1 000-row one, per appearance.")
    var listsOnly = false

    @Option(name: .long, help: ArgumentHelp("The viewer binary the real-binary target rows run (default: this one), to compare two builds with one harness.", valueName: "PATH"))
    var binary: String?

    @Option(name: .long, help: ArgumentHelp("Only the diff row, on this file of diffpeer's format (source ids one a line, a blank line, target ids): one JSON line as diffpeer prints (docs/performance.md).", valueName: "FILE"))
    var diff: String?

    @Option(name: .long, help: ArgumentHelp("With --diff: how many times to diff (default 5).", valueName: "N"))
    var runs: Int?

    func validate() throws {
        if let runs, runs < 1 || runs > 100_000 { throw UsageError("--runs must be from 1 to 100000, not \(runs)") }
        if runs != nil, diff == nil { throw UsageError("--runs goes with --diff FILE") }
    }

    func run() throws {
        if let diff {
            do {
                print(try DiffBench.run(file: diff, runs: runs ?? 5))
            } catch let error as BenchError {
                throw UsageError(error.description)
            }
            return
        }
        var selection = BenchSelection()
        selection.quick = quick
        selection.json = json
        selection.databaseOnly = databaseOnly
        selection.targets = targets
        selection.swiftOnly = swiftOnly
        selection.framesOnly = framesOnly
        selection.renderOnly = renderOnly
        selection.listsOnly = listsOnly
        selection.binary = binary
        do {
            if let layouts { selection.layouts = try LayoutSelection(parsing: layouts) }
            try Bench.run(selection, commands: CommandsUnderBench())
        } catch let error as BenchError {
            throw UsageError(error.description)
        }
    }
}

/// The commands the bench runs in this process: `cvsim run --headless` and `cvsim render`.
struct CommandsUnderBench: BenchedCommands {
    func runHeadless(arguments: [String], script: [ScriptStep], columns: Int, rows: Int) throws {
        let command = try RunCommand.parse(arguments)
        let scene = try command.makeScene()
        _ = try RunCommand.runHeadless(
            scene, script: script, size: TerminalSize(width: columns, height: rows), ascii: false, screenshot: nil, record: nil, command: "")
    }

    func pictureMaker(arguments: [String]) throws -> () throws -> Picture {
        let command = try RenderCommand.parse(arguments)
        let headless = try command.setup.make()
        return { try command.picture(of: headless) }
    }
}
