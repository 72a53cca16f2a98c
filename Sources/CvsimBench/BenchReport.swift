import CollectionFiles
import CollectionLayout
import CollectionModel
import Platform

/// The figures of one benchmark run, printed as tables and optionally written as JSON.
struct BenchReport {
    enum Metric: String, CaseIterable {
        case prepare, query, append, frame, tiny, memory, scroll, binary, selfSizing, list, database, swiftSource, target, picture
    }

    struct Row {
        var metric: Metric
        var subject: String
        var count: Int
        var value: Double
        var unit: String
        var extra: [String: Double]
    }

    private(set) var rows: [Row] = []
    private(set) var notes: [String] = []

    mutating func add(_ metric: Metric, _ subject: String, _ count: Int, _ value: Double, unit: String, extra: [String: Double]) {
        rows.append(Row(metric: metric, subject: subject, count: count, value: value, unit: unit, extra: extra))
        // Progress on stderr so a long run shows life without cluttering the table.
        var line = Array("  measured \(metric.rawValue) \(subject) N=\(count)\n".utf8)
        _ = line.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }

    mutating func note(_ text: String) { notes.append(text) }

    /// A target row the engine cannot measure yet, with the reason (shown in place of a figure).
    mutating func addUnsupported(_ subject: String, _ count: Int, reason: String) {
        unsupported[rows.count] = reason
        add(.target, subject, count, .nan, unit: "", extra: [:])
    }

    /// Reasons of the rows that could not be measured, by row position.
    private(set) var unsupported: [Int: String] = [:]

    func table() -> String {
        var out: [String] = []
        for note in notes { out.append("note: \(note)") }
        func section(_ title: String, _ header: [String], _ metric: Metric, _ cells: (Row) -> [String]) {
            let selected = rows.filter { $0.metric == metric }
            guard !selected.isEmpty else { return }
            out.append("")
            out.append(title)
            out.append(contentsOf: TextTable(header: header, rows: selected.map(cells)).lines())
        }
        section("prepare (lay out N items from scratch)", ["layout", "N", "median", "ns/item"], .prepare) {
            [$0.subject, Format.count($0.count), Format.duration($0.value), Format.fixed($0.extra["nsPerItem"] ?? 0, 1)]
        }
        section("rect query (viewport-sized rect at random offsets)", ["layout", "N", "index p50", "index p99", "linear p50", "linear p99", "speed-up"], .query) {
            [$0.subject, Format.count($0.count), Format.duration($0.value), Format.duration($0.extra["p99"] ?? 0),
             Format.duration($0.extra["linearMedian"] ?? 0), Format.duration($0.extra["linearP99"] ?? 0), Format.ratio($0.extra["ratio"] ?? 0)]
        }
        section("append (one page of 20 items to N)", ["layout", "N", "append p50", "full relayout", "cheaper by"], .append) {
            [$0.subject, Format.count($0.count), Format.duration($0.value), Format.duration($0.extra["fullRelayout"] ?? 0), Format.ratio($0.extra["ratio"] ?? 0)]
        }
        section("frame (rect query + draw into the headless cell buffer)", ["terminal", "N", "p50", "p99", "vs N=1 000"], .frame) {
            [$0.subject, Format.count($0.count), Format.duration($0.value), Format.duration($0.extra["p99"] ?? 0),
             $0.extra["ratio"].map(Format.ratio) ?? "—"]
        }
        section("frame of items of 0.01 pt (120×40, in the bezel; the thinned rect query beside the full one)", ["layout", "N", "p50", "p99", "full query", "faster by", "met / drawn"], .tiny) {
            [$0.subject, Format.count($0.count), Format.duration($0.value), Format.duration($0.extra["p99"] ?? 0),
             Format.duration($0.extra["full"] ?? 0), Format.ratio($0.extra["ratio"] ?? 0),
             "\(Format.count(Int($0.extra["elements"] ?? 0))) / \(Format.count(Int($0.extra["drawn"] ?? 0)))"]
        }
        section("memory (layout cache + rect index)", ["layout", "N", "bytes/item"], .memory) {
            [$0.subject, Format.count($0.count), Format.fixed($0.value, 1)]
        }
        section("scroll output (bytes written per one-row scroll step)", ["terminal", "N", "per step", "full repaint", "ratio"], .scroll) {
            [$0.subject, Format.count($0.count), Format.bytes($0.value), Format.bytes($0.extra["repaint"] ?? 0), Format.ratio($0.extra["ratio"] ?? 0)]
        }
        section("lists: first frame of N self-sizing rows against 1 000 (120×40; rows measured near the screen)", ["list", "N", "p50", "1 000 rows", "ratio", "rows measured"], .list) {
            [$0.subject, Format.count($0.count), Format.duration($0.value), Format.duration($0.extra["small"] ?? 0),
             Format.ratio($0.extra["ratio"] ?? 0), Format.count(Int($0.extra["measured"] ?? 0))]
        }
        section("self-sizing waterfall, and \"list file:\" a compositional list of estimated heights (120×40, generated feed; cells measured near the screen)", ["what", "N", "p50", "p99 / plain", "vs plain", "cells measured", "relayouts"], .selfSizing) {
            [$0.subject, Format.count($0.count), Format.duration($0.value),
             $0.extra["p99"].map(Format.duration) ?? $0.extra["plain"].map(Format.duration) ?? "—",
             $0.extra["ratio"].map(Format.ratio) ?? "—", Format.count(Int($0.extra["measured"] ?? 0)),
             Format.count(Int($0.extra["relayouts"] ?? 0))]
        }
        section("the real binary in a pseudo-terminal", ["what", "N", "value"], .binary) {
            [$0.subject, Format.count($0.count), $0.unit == "ns" ? Format.duration($0.value) : Format.bytes($0.value)]
        }
        section("SQLite page source (--db): page k by key vs by OFFSET", ["what", "row", "keyset p50", "keyset p99", "OFFSET p50", "OFFSET / keyset"], .database) {
            $0.extra["offsetMedian"] == nil
                ? [$0.subject, Format.count($0.count), Format.duration($0.value), "", "", ""]
                : [$0.subject, Format.count($0.count), Format.duration($0.value), Format.duration($0.extra["p99"] ?? 0),
                   Format.duration($0.extra["offsetMedian"] ?? 0), Format.ratio($0.extra["ratio"] ?? 0)]
        }
        section("Swift layout source (--layout-file FILE.swift: parse, find, evaluate, the provider for every section, prepare)", ["what", "lines", "p50", "p99", "parse alone", "target", "met"], .swiftSource) {
            [$0.subject, Format.count($0.count), Format.duration($0.value), Format.duration($0.extra["p99"] ?? 0),
             Format.duration($0.extra["parse"] ?? 0), "≤ " + Format.duration($0.extra["target"] ?? 0),
             $0.value <= ($0.extra["target"] ?? .infinity) ? "yes" : "no"]
        }
        targetSection(into: &out)
        section("pictures (`cvsim render --whole` headless: elements, labels and the SVG text; no process start or file)", ["what", "N", "p50", "p99", "target", "met"], .picture) {
            let target = $0.extra["target"] ?? .infinity
            return [$0.subject, Format.count($0.count), Format.duration($0.value), Format.duration($0.extra["p99"] ?? 0),
                    "≤ " + Format.duration(target), $0.value <= target ? "yes" : "no"]
        }
        return out.joined(separator: "\n")
    }

    /// The targets ("flat in N"): each figure beside its target and whether it is met.
    private func targetSection(into out: inout [String]) {
        let selected = rows.indices.filter { rows[$0].metric == .target }
        guard !selected.isEmpty else { return }
        func show(_ value: Double, _ unit: String) -> String {
            unit == "ns" ? Format.duration(value) : Format.bytes(value)
        }
        let cells: [[String]] = selected.map { index in
            let row = rows[index]
            if let reason = unsupported[index] {
                return [row.subject, Format.count(row.count), "not supported yet: \(reason)", "", "no"]
            }
            var measured = show(row.value, row.unit)
            var target = row.extra["target"].map { "≤ " + show($0, row.unit) } ?? ""
            var met = row.extra["target"].map { row.value <= $0 } ?? true
            if let ratio = row.extra["ratio"], let limit = row.extra["targetRatio"] {
                measured += " (\(Format.ratio(ratio))" + (row.extra["first"].map { " of \(show($0, row.unit))" } ?? " of N=1 000") + ")"
                target += (target.isEmpty ? "" : ", ") + "≤ \(Format.ratio(limit))"
                met = met && ratio <= limit
            }
            if let reversals = row.extra["reversals"] {
                measured += ", target reversed \(Int(reversals))× in \(Int(row.extra["steps"] ?? 0)) steps"
                target += ", never reverses"
                met = met && reversals == 0
            }
            return [row.subject, Format.count(row.count), measured, target, met ? "yes" : "no"]
        }
        out.append("")
        out.append("targets (\"Flat in N\"; 2-column waterfall, 120×40)")
        out.append(contentsOf: TextTable(header: ["what", "N", "measured", "target", "met"], rows: cells).lines())
    }

    func writeJSON(to path: String) throws {
        var text = "{\"rows\":[\n"
        for (i, row) in rows.enumerated() {
            text += i == 0 ? "" : ",\n"
            text += "{\"metric\":\(JSONText.quoted(row.metric.rawValue)),\"subject\":\(JSONText.quoted(row.subject)),\"n\":\(row.count),"
            text += "\"value\":\(Self.jsonNumber(row.value)),\"unit\":\(JSONText.quoted(row.unit))"
            for key in row.extra.keys.sorted() { text += ",\(JSONText.quoted(key)):\(Self.jsonNumber(row.extra[key]!))" }
            text += "}"
        }
        text += "\n]}\n"
        guard let file = fopen(path, "w") else { throw BenchError("cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { fclose(file) }
        fputs(text, file)
    }

    /// A figure in JSON: a whole number as one, any other as Swift's shortest exact decimal,
    /// `null` for NaN (a row that could not be measured) and infinities.
    static func jsonNumber(_ value: Double) -> String {
        value.isFinite ? value.wholeOrDecimalText : "null"
    }
}
