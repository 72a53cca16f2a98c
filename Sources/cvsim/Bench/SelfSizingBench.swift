import CollectionLayout
import CollectionModel
import CollectionView

/// Self-sizing cells over the viewer's generated feed: what opening costs (only the cells near
/// the screen are measured, the rest are laid out at their estimates) against the same view
/// without self-sizing, and what a one-row scroll step costs once new cells come near the
/// screen and are measured (the waterfall lays out again from the first one measured).
struct SelfSizingBench {
    let quick: Bool

    static let counts = [10_000, 1_000_000]
    static let terminal = (width: 120, height: 40)

    func run(into report: inout BenchReport) throws {
        for count in Self.counts {
            let data = CollectionData(generatedCounts: [count], seed: 1)
            var measured = 0, relayouts = 0
            let sized = try Measure.samples(warmup: 1, repetitions: quick ? 2 : 5) {
                let view = try open(data, selfSizing: true)
                measured = view.measuredCellCount
                relayouts = view.selfSizingRelayoutCount
            }
            let plain = try Measure.samples(warmup: 1, repetitions: quick ? 2 : 5) { _ = try open(data, selfSizing: false) }
            report.add(.selfSizing, "open (first frame)", count, sized.median, unit: "ns", extra: [
                "plain": plain.median, "ratio": sized.median / plain.median, "measured": Double(measured),
                "relayouts": Double(relayouts),
            ])
            let view = try open(data, selfSizing: true)
            var buffer = CellBuffer(width: Self.terminal.width, height: Self.terminal.height)
            let step = view.viewport.rowPoints
            let before = view.selfSizingRelayoutCount
            let repetitions = quick ? 100 : 400
            let steps = Measure.samples(warmup: 5, repetitions: repetitions) {
                view.scroll(dx: 0, dy: step)
                view.render(into: &buffer, now: 0)
            }
            report.add(.selfSizing, "scroll one row + frame", count, steps.median, unit: "ns", extra: [
                "p99": steps.p99, "measured": Double(view.measuredCellCount),
                "relayouts": Double(view.selfSizingRelayoutCount - before),
            ])
        }
    }

    /// A waterfall view over `data` as `cvsim run --items N [--self-sizing]` makes it, after its first frame.
    func open(_ data: CollectionData, selfSizing: Bool) throws -> CollectionViewState {
        var options = ViewOptions()
        options.animationDuration = 0
        var configuration = LayoutConfiguration()
        configuration.selfSizing = selfSizing
        let view = try CollectionViewState(
            data: ModelDataSource(data: data), layouts: LayoutChoice.standard(configuration: configuration), options: options,
            terminalWidth: Self.terminal.width, terminalHeight: Self.terminal.height)
        var buffer = CellBuffer(width: Self.terminal.width, height: Self.terminal.height)
        view.render(into: &buffer, now: 0)
        return view
    }
}
