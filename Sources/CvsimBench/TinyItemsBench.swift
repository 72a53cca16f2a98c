import CollectionLayout
import CollectionModel
import CollectionView
import TerminalCore

/// Frames of items far smaller than a cell: a million generated items with an item
/// size of 0.01 pt, drawn at 120×40 in the device's bezel, with the thinned rect query the viewer
/// uses beside the full query (every element met, merged per cell by the view).
struct TinyItemsBench {
    let quick: Bool

    func run(into report: inout BenchReport) throws {
        let count = 1_000_000
        for kind in ["flow", "horizontal", "compositional"] {
            let view = try Self.makeView(kind: kind, count: count)
            let thinned = measure(view)
            let elements = view.layout.layoutAttributesForElements(in: view.viewport.visibleRect).count
            let drawn = view.renderer.drawnCount
            view.renderer.thinsQueries = false
            let full = measure(view)
            view.renderer.thinsQueries = true
            report.add(.tiny, kind, count, thinned.median, unit: "ns", extra: [
                "p99": thinned.p99, "full": full.median, "ratio": full.median / thinned.median,
                "elements": Double(elements), "drawn": Double(drawn),
            ])
        }
    }

    /// `cvsim run --items N --layout KIND --item-size 0.01x0.01 --line-spacing 0 --interitem-spacing 0`;
    /// for "compositional", a layout file of rows of 0.01 × 0.01 pt items (`tinyItems`).
    static func makeView(kind: String, count: Int) throws -> CollectionViewState {
        let data = ModelDataSource(data: CollectionData(generatedCounts: [count], seed: 1))
        var options = ViewOptions()
        options.animationDuration = 0
        var choices = LayoutChoice.standard(BenchLayouts.standard(spacing: 0, itemSize: Size(width: 0.01, height: 0.01)))
        if kind == "compositional" {
            choices = [LayoutChoice(name: kind) { CompositionalLayout(description: Self.tinyItems, bounds: $0) }]
        }
        let view = try CollectionViewState(data: data, layouts: choices, options: options, terminalWidth: 120, terminalHeight: 40)
        if let index = LayoutChoice.index(of: kind, in: choices), index != 0 { view.switchLayout(to: index, now: 0) }
        return view
    }

    /// A compositional layout of rows as wide as the screen, of items of 0.01 × 0.01 pt (39 000 a row).
    static let tinyItems = CompositionalDescription(sections: [
        SectionDescription(group: GroupDescription(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(0.01)),
            subitems: [.item(ItemDescription(size: LayoutSize(width: .absolute(0.01), height: .fractionalHeight(1))))]))
    ])

    /// Frames one row apart from the top, each rendered whole.
    private func measure(_ view: CollectionViewState) -> Samples {
        var buffer = CellBuffer(width: 120, height: 40)
        let frames = quick ? 40 : 120
        var step = 0
        let vertical = view.layout.scrollDirection == .vertical
        // A first pass lays out what the frames show (the lazy layout), so the samples time the frames only.
        return Measure.samples(warmup: frames, repetitions: frames) {
            let offset = Double(step % frames) * (vertical ? view.viewport.rowPoints : view.viewport.columnPoints)
            view.setOffset(vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0))
            view.render(into: &buffer, now: 0)
            step += 1
        }
    }
}
