import CollectionLayout
import CollectionModel

import Platform

/// Prepare, rect query, append and memory figures of one layout at one size.
struct LayoutBench {
    /// A built-in layout's name (`LayoutDescription.builtInNames`).
    let layout: String
    let count: Int
    let quick: Bool
    /// A compositional layout to measure in place of `layout`.
    var compositional: CompositionalDescription? = nil

    static let viewport = Size(width: 390, height: 844)

    /// The layout measured: insets and spacings of 8 pt, 120-pt flow items.
    func description() -> LayoutDescription {
        BenchLayouts.layout(
            named: layout, inset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), spacing: 8,
            itemSize: layout == FlowEngine.name ? Size(width: 120, height: 120) : nil)
    }

    func makeLayout() -> any CollectionLayout {
        if let compositional { return CompositionalLayout(description: compositional, bounds: Rect(origin: .zero, size: Self.viewport)) }
        return description().makeLayout(bounds: Rect(origin: .zero, size: Self.viewport))
    }

    /// The viewer's own data: the generated feed's items, derived from their index.
    func feed(_ count: Int) -> CollectionData { CollectionData(generatedCounts: [count], seed: 1) }

    func run(into report: inout BenchReport) throws {
        let label = compositional == nil ? layout : "compositional"
        let big = count >= 1_000_000
        // prepare
        let data = feed(count)
        // The built-in layouts are lazy: "from scratch" lays out every item, as `cvsim layout` does.
        let prepare = try Measure.samples(warmup: 1, repetitions: quick ? 3 : (big ? 5 : 10)) {
            let layout = makeLayout()
            try layout.prepare(data)
            try layout.layOutCompletely()
        }
        report.add(.prepare, label, count, prepare.median, unit: "ns", extra: ["nsPerItem": prepare.median / Double(count)])

        let layout = makeLayout()
        try layout.prepare(data)
        try layout.layOutCompletely()
        // rect query: the index against a linear filter over every cached attribute (the seeds' way)
        let content = layout.contentSize
        let direction = layout.scrollDirection
        var rng = SplitMix64(seed: 42)
        let queryCount = quick ? 500 : 2000
        let rects: [Rect] = (0..<queryCount).map { _ in
            switch direction {
            case .vertical:
                let y = Double.random(in: 0...max(0, content.height - Self.viewport.height), using: &rng)
                return Rect(origin: Point(x: 0, y: y), size: Self.viewport)
            case .horizontal:
                let x = Double.random(in: 0...max(0, content.width - Self.viewport.width), using: &rng)
                return Rect(origin: Point(x: x, y: 0), size: Self.viewport)
            }
        }
        var found = 0
        var next = 0
        let indexed = Measure.samples(warmup: 50, repetitions: queryCount) {
            found &+= layout.layoutAttributesForElements(in: rects[next % rects.count]).count
            next += 1
        }
        let cached = layout.allLayoutAttributes()
        let linearCount = big ? (quick ? 10 : 30) : (quick ? 50 : 200)
        next = 0
        let linear = Measure.samples(warmup: 3, repetitions: linearCount) {
            let rect = rects[next % rects.count]
            found &+= cached.filter { $0.frame.intersects(rect) }.count
            next += 1
        }
        report.add(.query, label, count, indexed.median, unit: "ns", extra: [
            "p99": indexed.p99, "linearMedian": linear.median, "linearP99": linear.p99,
            "ratio": linear.median / indexed.median,
        ])

        // append one page of 20 to N (the model's append untimed), against a full relayout of N + 20
        var grown = data
        let appendLayout = makeLayout()
        try appendLayout.prepare(grown)
        try appendLayout.layOutCompletely()
        let source = GeneratedPageSource(seed: 1)
        var appendTimes: [Double] = []
        for repetition in 0..<(quick ? 20 : 50) {
            let first = UInt64(count + repetition * 20)
            _ = try grown.append((first..<first + 20).map { Item.generated(source.firstIndex + $0) })
            appendLayout.invalidate(.appendedItems)
            let time = try Measure.time {
                try appendLayout.prepare(grown)
                try appendLayout.layOutCompletely()
            }
            if repetition >= 2 { appendTimes.append(time) }  // the first two warm up
        }
        let appends = Samples(appendTimes)
        let plus20 = feed(count + 20)
        let full = try Measure.samples(warmup: 0, repetitions: quick ? 2 : (big ? 3 : 5)) {
            let fresh = makeLayout()
            try fresh.prepare(plus20)
            try fresh.layOutCompletely()
        }
        report.add(.append, label, count, appends.median, unit: "ns", extra: [
            "fullRelayout": full.median, "ratio": full.median / appends.median,
        ])

        // memory of the layout's cache and index
        if let store = layout.layoutStore {
            report.add(.memory, label, count, Double(store.allocatedBytes) / Double(count), unit: "B/item", extra: [:])
        }
        if found == -1 { print(found) }  // keeps the queries from being optimised away
    }
}
