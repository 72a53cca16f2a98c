import CollectionFiles
import CollectionModel
import Platform

/// `cvsim bench --diff FILE`: the snapshot diff on diffpeer's input, printed as diffpeer prints
/// DifferenceKit's line, so the two compare on one file (docs/performance.md).
public enum DiffBench {
    /// Diffs the file's two identifier lists `runs` times and returns diffpeer's JSON line.
    ///
    /// The timed region goes from the two arrays of identifiers (strings, as read) to the staged
    /// changeset `cvsim snapshots` prints: both snapshots made, the diff, the changes counted.
    ///
    /// - Throws: `BenchError` for an unreadable or malformed file, or identifiers that repeat.
    public static func run(file: String, runs: Int) throws -> String {
        let (source, target) = try read(file)
        let sourceSet = Set(source), targetSet = Set(target)
        guard sourceSet.count == source.count, targetSet.count == target.count else {
            throw BenchError("\(file): identifiers repeat within a list; a snapshot's identifiers are unique")
        }
        let deleted = source.reduce(0) { $0 + (targetSet.contains($1) ? 0 : 1) }
        let inserted = target.reduce(0) { $0 + (sourceSet.contains($1) ? 0 : 1) }
        var times: [Double] = []
        var changes = 0
        for _ in 0..<runs {
            let start = ProcessClock.monotonicMicros()
            let old = DiffableSnapshot(sections: ["main"], items: [source])
            let new = DiffableSnapshot(sections: ["main"], items: [target])
            let changeset: SnapshotChangeset
            do {
                changeset = try Diff.staged(from: old, to: new)
            } catch {
                throw BenchError("\(file): \(error.reason)")
            }
            changes = changeset.changeCount
            times.append(Double(ProcessClock.monotonicMicros() - start) / 1e3)
        }
        times.sort()
        func ms(_ value: Double) -> String {
            let thousandths = Int((value * 1000).rounded())
            let fraction = String(thousandths % 1000)
            return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
        }
        return #"{"differ":"cvsim","count":\#(source.count),"deleted":\#(deleted),"inserted":\#(inserted),"runs":\#(runs),"median_ms":\#(ms(times[times.count / 2])),"min_ms":\#(ms(times[0])),"changes":\#(changes)}"#
    }

    /// The source and target identifiers: lines up to the first blank line, then the rest.
    static func read(_ file: String) throws -> ([String], [String]) {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.readFile(file)
        } catch {
            throw BenchError(error.description)
        }
        var lists: [[String]] = [[]]
        var start = 0
        var index = 0
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
                var end = index
                if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                if end == start {
                    if lists.count == 1, !lists[0].isEmpty { lists.append([]) }
                } else {
                    lists[lists.count - 1].append(String(decoding: bytes[start..<end], as: UTF8.self))
                }
                start = index + 1
            }
            index += 1
        }
        guard lists.count == 2 else {
            throw BenchError("\(file): expected the source identifiers one a line, a blank line, then the target identifiers")
        }
        return (lists[0], lists[1])
    }
}
