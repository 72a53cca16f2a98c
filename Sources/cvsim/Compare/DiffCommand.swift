import ArgumentParser
import CollectionLayout
import CollectionView
import CvsimBench

/// `cvsim diff`: compares the frames cvsim computes with a dump from a device, a simulator or
/// another cvsim.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare cvsim's frames with a dump taken on a device (docs/device-dump.md).",
        discussion: """
            Lays out the same layout and data as the dump (its bounds size and offset and its \
            content size category, unless --viewport/--device, --offset or --content-size-category \
            say otherwise), queries the rectangle the dump queried, and prints the elements that \
            are missing, extra or moved, with how far. Exit status 0 when every frame is within \
            --tolerance, 1 when one is not, 2 for a bad dump or option.
            """)

    @Argument(help: ArgumentHelp("The dump: JSON written by the Swift in docs/device-dump.md or by `cvsim layout --format dump`.", valueName: "DUMP.json"))
    var dump: String

    @OptionGroup var setup: HeadlessOptions

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The largest difference of an edge or length, in points, that still matches (default 0.5).", valueName: "P"))
    var tolerance: Double = 0.5

    func run() throws {
        guard tolerance.isFinite, tolerance >= 0, tolerance <= Parse.maximum else {
            throw UsageError("--tolerance must be a number of points, 0 or more, not \(Parse.format(tolerance))")
        }
        let dump = try LayoutDump.load(contentsOf: dump)
        let headless = try setup.make(defaults: .init(device: dump.deviceModel, offset: dump.bounds.origin, category: dump.category))
        let report = DiffReport(dump: dump, headless: headless, tolerance: tolerance)
        print(report.text(dumpName: self.dump))
        // exit(3) flushes what was printed.
        if !report.matches { throw ExitCode(1) }
    }
}

/// What `cvsim diff` found: the differing elements and the content sizes.
struct DiffReport {
    var differences: [FrameComparison.Difference]
    var dumpContentSize: Size
    var contentSize: Size
    var compared: Int
    var tolerance: Double
    var header: [String]

    init(dump: LayoutDump, headless: HeadlessLayout, tolerance: Double) {
        let layout = headless.layout
        let elements = layout.layoutAttributesForElements(in: dump.queriedRect)
        differences = dump.comparison(tolerance: tolerance).differences(from: elements)
        dumpContentSize = dump.contentSize
        contentSize = layout.contentSize
        compared = Set(elements.map(\.elementID)).union(dump.elements.map(\.elementID)).count
        self.tolerance = tolerance
        let n = JSON.number
        let b = layout.bounds
        let device = dump.device.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let traits = dump.traits.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        header = ["dump:   \(dump.source)\(dump.layout.map { " \($0)" } ?? ""), bounds \(Self.rect(dump.bounds))"]
        if !device.isEmpty { header.append("        device: \(device)") }
        if !traits.isEmpty { header.append("        traits: \(traits)") }
        header += [
            "cvsim:  \(layout.name), bounds \(Self.rect(b)), \(headless.device.name), text \(headless.category.shortName)",
            "rect:   \(Self.rect(dump.queriedRect)), tolerance \(n(tolerance)) pt",
        ]
    }

    var contentSizeMatches: Bool {
        FrameComparison.distance(Rect(origin: .zero, size: dumpContentSize), Rect(origin: .zero, size: contentSize)) <= tolerance
    }

    var matches: Bool { differences.isEmpty && contentSizeMatches }

    /// The report: what was compared, a table of the differences, and a summary line.
    func text(dumpName: String) -> String {
        var lines = header
        lines.append("")
        let n = JSON.number
        let size = { (s: Size) in "\(n(Self.rounded(s.width)))×\(n(Self.rounded(s.height)))" }
        if !contentSizeMatches {
            lines.append("content size: dump \(size(dumpContentSize)), cvsim \(size(contentSize))")
        }
        if !differences.isEmpty {
            let rows = differences.map { d in
                [d.kind.rawValue, LayoutDump.describe(d.element), d.expected.map(Self.rect) ?? "—", d.actual.map(Self.rect) ?? "—",
                 Self.offBy(d)]
            }
            lines += TextTable(header: ["", "element", "dump x,y w×h", "cvsim x,y w×h", "off by"], rows: rows, leftAligned: 5).lines()
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }
            lines.append("")
        }
        if matches {
            lines.append("all \(compared) elements match within \(n(tolerance)) pt")
        } else {
            var counts: [String] = []
            for kind in [FrameComparison.Difference.Kind.moved, .missing, .extra] {
                let selected = differences.filter { $0.kind == kind }
                guard !selected.isEmpty else { continue }
                let largest = Self.rounded(selected.map(\.distance).max()!)
                let most = kind == .moved ? " (at most \(largest == 0 ? "<0.01" : n(largest)) pt)" : ""
                counts.append("\(selected.count) \(kind.rawValue)\(most)")
            }
            if !contentSizeMatches { counts.append("the content size") }
            lines.append("\(differences.count) of \(compared) elements differ beyond \(n(tolerance)) pt" + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", ")))
        }
        return lines.joined(separator: "\n")
    }

    /// How far a moved element is off; "" for a missing or extra one.
    static func offBy(_ d: FrameComparison.Difference) -> String {
        guard let a = d.expected, let b = d.actual else { return "" }
        return FrameComparison.offset(from: a, to: b)
    }

    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// `12,40 100×50.5`, to the hundredth of a point.
    static func rect(_ r: Rect) -> String {
        let n = { JSON.number(rounded($0)) }
        return "\(n(r.minX)),\(n(r.minY)) \(n(r.width))×\(n(r.height))"
    }
}
