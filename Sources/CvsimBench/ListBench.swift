import TerminalCore
import CollectionLayout
import CollectionModel
import CollectionView

/// UIKit lists (`ListConfiguration`, each appearance's rows measured from their text): the first
/// frame of a view over 1 000 000 generated rows against one over 1 000, in one run. Only the
/// rows near the screen are measured, so the two should cost about the same.
struct ListBench {
    let quick: Bool

    static let small = 1_000
    static let large = 1_000_000

    func run(into report: inout BenchReport) throws {
        let appearances: [ListConfiguration.Appearance] = quick ? [.insetGrouped] : [.plain, .insetGrouped, .sidebar]
        for appearance in appearances {
            let list = ListConfiguration(appearance: appearance, headerMode: .supplementary)
            let small = CollectionData(generatedCounts: [Self.small], seed: 1)
            let large = CollectionData(generatedCounts: [Self.large], seed: 1)
            let repetitions = quick ? 3 : 7
            var measured = 0
            let few = try Measure.samples(warmup: 1, repetitions: repetitions) { _ = try open(small, list) }
            let many = try Measure.samples(warmup: 1, repetitions: repetitions) { measured = try open(large, list).measuredCellCount }
            report.add(.list, "\(appearance.rawValue): first frame", Self.large, many.median, unit: "ns", extra: [
                "small": few.median, "ratio": many.median / few.median, "measured": Double(measured),
            ])
        }
    }

    /// A view of `data` in a layout whose every section is `list`, after its first frame.
    func open(_ data: CollectionData, _ list: ListConfiguration) throws -> CollectionViewState {
        var options = ViewOptions()
        options.animationDuration = 0
        let description = CompositionalDescription(list: list)
        let view = try CollectionViewState(
            data: ModelDataSource(data: data),
            layouts: [LayoutChoice(name: "list") { CompositionalLayout(description: description, bounds: $0) }], options: options,
            terminalWidth: SelfSizingBench.terminal.width, terminalHeight: SelfSizingBench.terminal.height)
        var buffer = CellBuffer(width: SelfSizingBench.terminal.width, height: SelfSizingBench.terminal.height)
        view.render(into: &buffer, now: 0)
        return view
    }
}
