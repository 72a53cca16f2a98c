import ArgumentParser
import CollectionLayout
import CollectionModel
import CollectionView
import TerminalUI

import Platform

/// `cvsim run`: the interactive collection view in the terminal (the default subcommand).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Show the interactive collection view in the terminal (the default).",
        discussion: """
            Without --data or --items, shows the endless generated feed, loaded 20 items at a time. \
            The whole device is shown in a bezel (--no-bezel: its width fills the terminal). \
            Press ? in the viewer for every key; I inspects the focused item; S writes a screenshot; \
            q quits, asking first when edits are unsaved. Ctrl-R reloads what comes from outside: the --layout-file (also \
            reloaded when saved, docs/layout-files.md), the --data file when another program changed \
            it (w then asks before overwriting it) and changes other programs made to a --db \
            database. With CVSIM_FRAME_LOG=FILE, one line per frame (bytes written, time) goes to \
            FILE (docs/terminal.md).

            Keys in the viewer (the names --keys takes; Up Down Left Right for the arrows):

            """ + KeyMap.helpLines(layoutNames: LayoutDescription.builtInNames).map { "  " + $0 }.joined(separator: "\n"))

    @Option(help: ArgumentHelp("A dataset (JSON, see docs/datasets.md); w saves edits to it.", valueName: "FILE"))
    var data: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Generated items per section instead of the endless feed (no paging), e.g. 1000000 or 30,40.",
            valueName: "N[,N…]"))
    var items: ViewerCounts?

    @OptionGroup var pageSources: PageSourceOptions

    @Option(help: ArgumentHelp("A snapshot file (JSON, docs/datasets.md): its first apply shows; ] applies the next, [ goes back.", valueName: "FILE"))
    var snapshots: String?

    @OptionGroup var layoutOptions: LayoutOptions

    @OptionGroup var deviceOptions: DeviceOptions

    @Option(parsing: .unconditional, help: Numbers.Seed.option.help("Seed of the generated items' sizes, titles and colours", valueName: "N"))
    var seed: Parsed<Numbers.Seed>?

    @Option(
        name: .customLong("latency-ms"), parsing: .unconditional,
        help: Numbers.LatencyMs.option.help("Simulated latency of each page of the generated feed, in ms", valueName: "MS"))
    var latencyMs: Parsed<Numbers.LatencyMs>?

    @Option(
        name: .customLong("page-size"), parsing: .unconditional,
        help: Numbers.PageSize.option.help(
            "Items per page of the generated feed, --db and --feed; with --data, pages the file's items in, read-only (edits are refused)",
            valueName: "N"))
    var pageSize: Parsed<Numbers.PageSize>?

    // Pagination to explore: failing pages and a feed that ends.
    @Option(
        name: .customLong("fail-rate"), parsing: .unconditional,
        help: Numbers.FailRate.option.help("Chance that a page of the generated feed fails (R retries)", valueName: "P"))
    var failRate: Parsed<Numbers.FailRate>?

    @Option(
        name: .customLong("feed-size"), parsing: .unconditional,
        help: Numbers.FeedSize.option.help("End the generated feed after N items", valueName: "N", defaultText: "endless"))
    var feedSize: Parsed<Numbers.FeedSize>?

    @Option(
        help: ArgumentHelp(
            "A dump of the same layout from a device (docs/device-dump.md): elements whose frames differ are marked (dashed magenta, ≠); I shows both frames.",
            valueName: "DUMP.json"))
    var compare: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("With --compare: the largest difference, in points, that still matches (default 0.5).", valueName: "P"))
    var tolerance: Double?

    @Flag(help: "Draw boxes with ASCII only (+ - |), whatever the locale.")
    var ascii = false

    @Flag(name: .customLong("no-mouse"), help: "Do not enable mouse reporting.")
    var noMouse = false

    @OptionGroup var output: SessionOutputOptions

    @Flag(
        name: .customLong("no-bezel"),
        help: "Fill the terminal's width with the device's width, without the bezel (default: the whole device in its bezel).")
    var noBezel = false

    func run() throws {
        MemoryTuning.returnLargeBlocks()
        let scene = try makeScene()
        if output.headless {
            try runHeadless(scene)
        } else {
            try runInTerminal(scene)
        }
    }

    /// Checks every option as it is parsed: each failure is one `UsageError`, before the
    /// terminal is needed.
    func validate() throws {
        _ = try Numbers.LatencyMs.value(latencyMs)
        _ = try Numbers.PageSize.value(pageSize)
        _ = try Numbers.Seed.value(seed)
        let failRate = try Numbers.FailRate.value(failRate)!
        let feedSize = try Numbers.FeedSize.value(feedSize)
        if data != nil, items != nil { throw UsageError("--data and --items cannot be used together") }
        try pageSources.validate(alongside: [("--data", data != nil), ("--items", items != nil)])
        try validateSnapshots()
        if let tolerance {
            guard compare != nil else { throw UsageError("--tolerance goes with --compare") }
            guard tolerance.isFinite, tolerance >= 0, tolerance <= Parse.maximum else {
                throw UsageError("--tolerance must be a number of points, 0 or more, not \(Parse.format(tolerance))")
            }
        }
        if failRate > 0 || feedSize != nil, data != nil || items != nil || pageSources.db != nil || pageSources.feed != nil {
            throw UsageError("--fail-rate and --feed-size apply to the generated feed, not to --data, --items, --db or --feed")
        }
        _ = try itemCounts()
        if deviceOptions.device != nil, layoutOptions.viewport != nil {
            throw UsageError("--device and --viewport cannot be used together: --viewport sets the device's size; give one of them")
        }
        // Worded as reading the file words it (`cvsim layout --data`, docs/datasets.md).
        if let data, access(data, R_OK) != 0 {
            throw UsageError(errno == ENOENT ? "\(data): no such file" : "\(data): cannot open: \(String(cString: strerror(errno)))")
        }
    }

    /// The checked values of the numeric options.
    var numbers: (seed: UInt64, latencyMs: Int, pageSize: Int?, failRate: Double, feedSize: Int?) {
        get throws {
            (UInt64(try Numbers.Seed.value(seed)!), try Numbers.LatencyMs.value(latencyMs)!,
             try pageSize?.value, try Numbers.FailRate.value(failRate)!, try Numbers.FeedSize.value(feedSize))
        }
    }

    /// `--items`: counts per section (`ViewerCountsRule`).
    func itemCounts() throws -> [Int]? {
        try items?.value
    }
}
