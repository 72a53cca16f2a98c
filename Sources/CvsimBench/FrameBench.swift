import CollectionLayout
import CollectionModel
import CollectionView
import TerminalCore

/// The cost of one full frame — the view's rect query and drawing into the headless cell
/// buffer — through the same `CollectionViewState` the viewer runs, at a small and a huge N.
struct FrameBench {
    let quick: Bool

    static let terminals = [(width: 120, height: 40), (width: 240, height: 70)]
    static let counts = [1_000, 1_000_000]

    func run(into report: inout BenchReport) throws {
        for terminal in Self.terminals {
            var baseline: Double?
            for count in Self.counts {
                let samples = try measure(count: count, width: terminal.width, height: terminal.height)
                let label = "\(terminal.width)×\(terminal.height)"
                var extra: [String: Double] = ["p99": samples.p99]
                if let baseline { extra["ratio"] = samples.median / baseline }
                report.add(.frame, label, count, samples.median, unit: "ns", extra: extra)
                baseline = baseline ?? samples.median
            }
        }
    }

    /// Frames rendered at random offsets of a waterfall over `count` generated items.
    func measure(count: Int, width: Int, height: Int) throws -> Samples {
        let view = try TargetBench.makeView(count: count, width: width, height: height)
        var buffer = CellBuffer(width: width, height: height)
        let content = view.layout.contentSize
        var rng = SplitMix64(seed: 9)
        let frames = quick ? 300 : 1500
        let offsets = (0..<frames).map { _ in Double.random(in: 0...max(0, content.height - 844), using: &rng) }
        var next = 0
        return Measure.samples(warmup: 30, repetitions: frames) {
            view.setOffset(Point(x: 0, y: offsets[next % offsets.count]))
            view.render(into: &buffer, now: 0)
            next += 1
        }
    }
}
