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
            Without --data or --items, shows the endless generated feed, loaded 20 items at a time. \
            The whole device is shown in a bezel (--no-bezel: its width fills the terminal). \
            Press ? in the viewer for every key; I inspects the focused item; q quits, asking first \
            when edits are unsaved. Ctrl-R reloads what comes from outside: the --layout-file (also \
            reloaded when saved, docs/layout-files.md), the --data file when another program changed \
            it (w then asks before overwriting it) and changes other programs made to a --db \
            database. With CVSIM_FRAME_LOG=FILE, one line per frame (bytes written, time) goes to \
            FILE (docs/terminal.md).
            """)

    @Option(help: ArgumentHelp("A dataset (JSON, see docs/datasets.md); w saves edits to it.", valueName: "FILE"))
    var data: String?

    @Option(
        help: ArgumentHelp(
            "Generated items per section instead of the endless feed (no paging), e.g. 1000000 or 30,40.",
            valueName: "N[,N…]"))
    var items: String?

    @OptionGroup var pageSources: PageSourceOptions

    @OptionGroup var layoutOptions: LayoutOptions

    @Option(help: "The virtual device: \(Device.presets.map(\.name).joined(separator: ", ")) (default iphone).")
    var device: String?

    @Option(help: "Seed of the generated items' sizes, titles and colours (default 1).")
    var seed: UInt64 = 1

    @Option(name: .customLong("latency-ms"), parsing: .unconditional, help: "Simulated latency of each page of the generated feed, in ms (default 300).")
    var latencyMs: Int = 300

    @Option(
        name: .customLong("page-size"), parsing: .unconditional,
        help: "Items per page of the generated feed, --db and --feed (default 20); with --data, pages the file's items in, read-only (edits are refused).")
    var pageSize: Int?

    // Pagination to explore (issue 12): failing pages and a feed that ends.
    @Option(
        name: .customLong("fail-rate"), parsing: .unconditional,
        help: ArgumentHelp("Chance, 0 to 1, that a page of the generated feed fails (R retries) (default 0).", valueName: "P"))
    var failRate: Double = 0

    @Option(name: .customLong("feed-size"), parsing: .unconditional, help: ArgumentHelp("End the generated feed after N items (default endless).", valueName: "N"))
    var feedSize: Int?

    @Flag(help: "Draw boxes with ASCII only (+ - |), whatever the locale.")
    var ascii = false

    @Flag(name: .customLong("no-mouse"), help: "Do not enable mouse reporting.")
    var noMouse = false

    @Flag(
        name: .customLong("no-bezel"),
        help: "Fill the terminal's width with the device's width, without the bezel (default: the whole device in its bezel).")
    var noBezel = false

    func run() throws {
        MemoryTuning.returnLargeBlocks()
        let scene = try makeScene()
        guard isatty(0) == 1, isatty(1) == 1 else { throw UsageError(TerminalError.notATerminal.description) }
        var options = TerminalSession.Options()
        options.ascii = ascii
        options.mouse = !noMouse
        do {
            try TerminalApp.run(scene, options: options)
            // Quitting cancels the page requests still in flight (an HTTP feed's).
            (scene.view.data as? ModelDataSource)?.loader?.cancelAll()
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Checks the options that are not the layout's; each failure is one `UsageError`.
    func validateRunOptions() throws {
        guard (0...60_000).contains(latencyMs) else {
            throw UsageError("--latency-ms must be between 0 and 60000, not \(latencyMs)")
        }
        if let pageSize, !(1...10_000).contains(pageSize) {
            throw UsageError("--page-size must be between 1 and 10000, not \(pageSize)")
        }
        if data != nil, items != nil { throw UsageError("--data and --items cannot be used together") }
        try pageSources.validate(alongside: [("--data", data != nil), ("--items", items != nil)])
        if let data, access(data, R_OK) != 0 { throw UsageError("cannot read the data file '\(data)'") }
        guard failRate.isFinite, (0...1).contains(failRate) else {
            throw UsageError("--fail-rate must be between 0 and 1, not \(Parse.format(failRate))")
        }
        if let feedSize, !(0...10_000_000).contains(feedSize) {
            throw UsageError("--feed-size must be between 0 and 10000000, not \(feedSize)")
        }
        if failRate > 0 || feedSize != nil, data != nil || items != nil || pageSources.db != nil || pageSources.feed != nil {
            throw UsageError("--fail-rate and --feed-size apply to the generated feed, not to --data, --items, --db or --feed")
        }
    }

    /// `--items`: counts per section, each 0...1 000 000 000 (what the lazy model holds in O(1)),
    /// at most 1 000 sections; the layouts lay out lazily and jump far at estimated positions, so
    /// the viewer opens what the model holds (at most `viewerItemLimit` in all).
    func itemCounts() throws -> [Int]? {
        guard let items else { return nil }
        let parts = items.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 1000, parts.allSatisfy({ $0 != nil && (0...Self.modelItemLimit).contains($0!) })
        else {
            throw UsageError("--items takes counts of 0 to 1000000000 separated by commas (at most 1000), not '\(items)'")
        }
        let counts = parts.map { $0! }
        let total = counts.reduce(0, +)
        guard total <= Self.viewerItemLimit else {
            throw UsageError(
                "--items \(items): the layouts hold at most \(Self.viewerItemLimit) items")
        }
        return counts
    }

    /// The most generated items per section the model takes.
    static let modelItemLimit = 1_000_000_000
    /// The most items the viewer opens: the layouts' maximum (`LayoutLimits`), more than
    /// `--items` can ask for (1 000 sections of `modelItemLimit`).
    static let viewerItemLimit = LayoutLimits.maximumItemCount
}
