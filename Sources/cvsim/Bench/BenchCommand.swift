import ArgumentParser
import CollectionLayout
import CollectionModel

#if canImport(Glibc)
import Glibc
#endif

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

    @Flag(name: .long, help: "Only the rows of issue 13's target table (edits, switches, jumps, drag, first frame, memory, scroll).")
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

    func run() throws {
        var report = BenchReport()
        let (kinds, compositional) = try selectedKinds()
        if let json { try Self.checkWritable(json) }
        if let binary, access(binary, X_OK) != 0 { throw UsageError("cannot run --binary '\(binary)': not an executable file") }
        let sizes = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000]
        #if DEBUG
        report.note("debug build: run `swift run -c release cvsim bench` for meaningful figures")
        #endif
        if swiftOnly {
            try SwiftSourceBench(quick: quick).run(into: &report)
            print(report.table())
            return
        }
        if listsOnly {
            try ListBench(quick: quick).run(into: &report)
            print(report.table())
            if let json { try report.writeJSON(to: json) }
            return
        }
        if renderOnly {
            try RenderBench(quick: quick).run(into: &report)
        } else if framesOnly {
            try FrameBench(quick: quick).run(into: &report)
            try TinyItemsBench(quick: quick).run(into: &report)
            try TargetBench(quick: quick, binaryPath: binary).scrollSteps(into: &report)
        } else if !databaseOnly && !targets {
            for kind in kinds {
                for n in sizes {
                    try LayoutBench(kind: kind, count: n, quick: quick).run(into: &report)
                }
            }
            if compositional {
                for n in sizes {
                    try LayoutBench(kind: .flow, count: n, quick: quick, compositional: .benchShape).run(into: &report)
                }
            }
            try FrameBench(quick: quick).run(into: &report)
            try TinyItemsBench(quick: quick).run(into: &report)
            try SelfSizingBench(quick: quick).run(into: &report)
            try ListBench(quick: quick).run(into: &report)
            try SwiftSourceBench(quick: quick).run(into: &report)
            try BinaryBench(quick: quick).run(into: &report)
        }
        if !targets && !framesOnly && !renderOnly { try DatabaseBench(quick: quick).run(into: &report) }
        if !databaseOnly && !framesOnly && !renderOnly {
            try TargetBench(quick: quick, binaryPath: binary).run(into: &report)
            try RenderBench(quick: quick).run(into: &report)
        }
        print(report.table())
        if let json {
            try report.writeJSON(to: json)
            print("wrote \(json)")
        }
    }

    /// Fails at once, not after minutes of measuring, when `path` cannot be written: its
    /// directory must exist and be writable, and the file itself, if it exists, writable.
    static func checkWritable(_ path: String) throws {
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let writable = access(path, F_OK) == 0 ? access(path, W_OK) == 0 : access(directory.isEmpty ? "/" : directory, W_OK) == 0
        guard writable else { throw UsageError("cannot write --json '\(path)': \(String(cString: strerror(errno)))") }
    }

    /// The built-in layouts asked for, and whether the compositional one is.
    private func selectedKinds() throws -> ([LayoutKind], Bool) {
        guard let layouts else { return (LayoutKind.allCases, true) }
        let names = layouts.split(separator: ",").map(String.init)
        let kinds = try names.filter { $0 != "compositional" }.map { name in
            guard let kind = LayoutKind(rawValue: name) else {
                throw UsageError("unknown layout '\(name)' in --layouts: use \(LayoutKind.allCases.map(\.rawValue).joined(separator: ",")),compositional")
            }
            return kind
        }
        return (kinds, names.contains("compositional"))
    }
}

/// Prepare, rect query, append and memory figures of one layout at one size.
struct LayoutBench {
    let kind: LayoutKind
    let count: Int
    let quick: Bool
    /// A compositional layout to measure in place of `kind`.
    var compositional: CompositionalDescription? = nil

    static let viewport = Size(width: 390, height: 844)

    func configuration() -> LayoutConfiguration {
        var c = LayoutConfiguration()
        c.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        c.lineSpacing = 8
        c.interitemSpacing = 8
        if kind == .flow { c.itemSize = Size(width: 120, height: 120) }
        return c
    }

    func makeLayout() -> any CollectionLayout {
        if let compositional { return CompositionalLayout(description: compositional, bounds: Rect(origin: .zero, size: Self.viewport)) }
        return kind.make(configuration: configuration(), bounds: Rect(origin: .zero, size: Self.viewport))
    }

    /// The viewer's own data: the generated feed's items, derived from their index.
    func feed(_ count: Int) -> CollectionData { CollectionData(generatedCounts: [count], seed: 1) }

    func run(into report: inout BenchReport) throws {
        let label = compositional == nil ? kind.rawValue : "compositional"
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
