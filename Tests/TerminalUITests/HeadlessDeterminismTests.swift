import CollectionLayout
import CollectionModel
import CollectionView
import TerminalCore
import Testing
import ViewerApp

/// The same keys give the same screens, run after run: a headless run is a function of its
/// script (recordings and tests depend on it), whatever the process's hash seeds or timing.
struct HeadlessDeterminismTests {
    /// A scripted run of a self-sizing waterfall of `columns` columns over
    /// `items` generated items on the default device.
    static func run(_ keys: [Key], items: Int = 2_000, columns: Int = 3) throws -> HeadlessFlowTests.Run {
        var waterfall = WaterfallOptions()
        waterfall.columns = columns
        waterfall.selfSizing = true
        var flow = FlowOptions()
        flow.selfSizing = true
        var options = ViewOptions()
        options.animationDuration = 0.2
        let view = try CollectionViewState(
            data: ModelDataSource(data: CollectionData(generatedCounts: [items], seed: 1)),
            layouts: LayoutChoice.standard([.waterfall(waterfall), .flow(flow)]), options: options, terminalWidth: 100,
            terminalHeight: 40)
        return HeadlessFlowTests.Run(view: view, width: 100, height: 40, steps: keys.map { .event(.key($0)) })
    }

    /// Runs `keys` `times` times in this process and says which screens (the settled one before
    /// each key, and the last) differ from the first run's. Each run is kept until the end: a
    /// dictionary's order comes from a seed of its own, taken from where its storage lies, and
    /// a run made where the last one's memory was freed could repeat its orders.
    static func differences(_ keys: [Key], times: Int, items: Int = 2_000, columns: Int = 3) throws -> [String] {
        var runs: [HeadlessFlowTests.Run] = []
        for _ in 0..<times { runs.append(try run(keys, items: items, columns: columns)) }
        let screens = runs.map { $0.before + [$0.backend.screen] }
        var found: [String] = []
        for (run, again) in screens.enumerated().dropFirst() {
            for (index, screen) in again.enumerated() where screen != screens[0][index] {
                found.append("run \(run), screen \(index):\n\(screens[0][index].text)\n---\n\(screen.text)")
            }
        }
        return found
    }

    /// The fuzzer's case: a rotation measures the cells at a second width, and an insert then
    /// finds the measured items again by identity; the estimates the layout took after it (and
    /// so the columns cells land in and the content height) were those of whichever width the
    /// cache's dictionary listed last.
    @Test(arguments: [
        [Key.character("r"), .pageDown, .character("i")],
        [.character("r"), .pageDown, .pageDown, .pageDown, .character("r"), .character("i")],
    ])
    func aSelfSizingWaterfallShowsTheSameScreensEveryRunAfterARotationAndAnInsert(_ keys: [Key]) throws {
        let differences = try Self.differences(keys, times: 6)
        #expect(differences.isEmpty, "\(differences.count) screens differ; the first: \(differences.first ?? "")")
    }

    /// Seeded scripts of rotations, scrolls, text sizes, edits and layout switches over
    /// self-sizing layouts, each run three times: every screen the same each time.
    @Test func seededScriptsOverSelfSizingLayoutsShowTheSameScreensEveryRun() throws {
        let alphabet: [Key] = [
            .character("r"), .character("r"), .pageDown, .pageUp, .down, .tab, .character("i"), .character("i"),
            .character("d"), .character("u"), .character(">"), .character("<"), .character("1"), .character("2"),
        ]
        for seed in 0..<16 {
            var rng = SplitMix64(seed: UInt64(seed))
            let keys = (0..<Int.random(in: 3...9, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            let columns = Int.random(in: 2...4, using: &rng)
            let differences = try Self.differences(keys, times: 3, items: Int.random(in: 300...3_000, using: &rng), columns: columns)
            #expect(differences.isEmpty, "seed \(seed), keys \(keys): \(differences.count) screens differ; the first: \(differences.first ?? "")")
        }
    }
}
