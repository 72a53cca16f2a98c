import CollectionLayout
import CollectionModel
import CollectionView
import TerminalCore

/// Self-sizing cells over the viewer's generated feed: what opening costs (only the cells near
/// the screen are measured, the rest are laid out at their estimates) against the same view
/// without self-sizing, and what a one-row scroll step costs once new cells come near the
/// screen and are measured (the waterfall lays out again from the first one measured).
struct SelfSizingBench {
    let quick: Bool

    static let counts = [10_000, 1_000_000]
    static let terminal = (width: 120, height: 40)

    func run(into report: inout BenchReport) throws {
        for list in [false, true] {
            try run(list: list, into: &report)
        }
    }

    /// `list`: the compositional list of `Resources/layouts/self-sizing-list.json`'s shape
    /// (estimated heights) against the same list of absolute heights; else the waterfall.
    private func run(list: Bool, into report: inout BenchReport) throws {
        let prefix = list ? "list file: " : ""
        for count in Self.counts {
            let data = CollectionData(generatedCounts: [count], seed: 1)
            var measured = 0, relayouts = 0
            let sized = try Measure.samples(warmup: 1, repetitions: quick ? 2 : 5) {
                let view = try open(data, selfSizing: true, list: list)
                measured = view.measuredCellCount
                relayouts = view.selfSizingRelayoutCount
            }
            let plain = try Measure.samples(warmup: 1, repetitions: quick ? 2 : 5) { _ = try open(data, selfSizing: false, list: list) }
            report.add(.selfSizing, prefix + "open (first frame)", count, sized.median, unit: "ns", extra: [
                "plain": plain.median, "ratio": sized.median / plain.median, "measured": Double(measured),
                "relayouts": Double(relayouts),
            ])
            let view = try open(data, selfSizing: true, list: list)
            var buffer = CellBuffer(width: Self.terminal.width, height: Self.terminal.height)
            let step = view.viewport.rowPoints
            let before = view.selfSizingRelayoutCount
            let repetitions = quick ? 100 : 400
            let steps = Measure.samples(warmup: 5, repetitions: repetitions) {
                view.scroll(dx: 0, dy: step)
                view.render(into: &buffer, now: 0)
            }
            report.add(.selfSizing, prefix + "scroll one row + frame", count, steps.median, unit: "ns", extra: [
                "p99": steps.p99, "measured": Double(view.measuredCellCount),
                "relayouts": Double(view.selfSizingRelayoutCount - before),
            ])
        }
    }

    /// A waterfall view over `data` as `cvsim run --items N [--self-sizing]` makes it, or with
    /// `list` a compositional list of estimated (`selfSizing`) or absolute 44-pt heights, after
    /// its first frame.
    func open(_ data: CollectionData, selfSizing: Bool, list: Bool = false) throws -> CollectionViewState {
        var options = ViewOptions()
        options.animationDuration = 0
        var layouts = LayoutChoice.standard(BenchLayouts.standard(selfSizing: selfSizing))
        if list {
            let height: LayoutDimension = selfSizing ? .estimated(44) : .absolute(44)
            let item = LayoutElement.item(ItemDescription(size: LayoutSize(width: .fractionalWidth(1), height: height)))
            let group = GroupDescription(
                axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: height), subitems: [item], count: nil,
                interItemSpacing: .fixed(0), contentInsets: .zero)
            let description = CompositionalDescription(sections: [
                SectionDescription(group: group, interGroupSpacing: 8, contentInsets: DirectionalInsets(top: 8, leading: 16, bottom: 8, trailing: 16)),
            ])
            layouts = [LayoutChoice(name: "list") { CompositionalLayout(description: description, bounds: $0) }]
        }
        let view = try CollectionViewState(
            data: ModelDataSource(data: data), layouts: layouts, options: options,
            terminalWidth: Self.terminal.width, terminalHeight: Self.terminal.height)
        var buffer = CellBuffer(width: Self.terminal.width, height: Self.terminal.height)
        view.render(into: &buffer, now: 0)
        return view
    }
}
