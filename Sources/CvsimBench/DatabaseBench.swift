import CollectionStore
import Foundation

/// Page k of an SQLite database of N rows, read by key as the viewer does, against the same
/// page read with `OFFSET`: the keyset read stays flat in k, the offset read grows with it.
struct DatabaseBench {
    let quick: Bool

    func run(into report: inout BenchReport) throws {
        let rows = quick ? 1_000_000 : 10_000_000
        let folder = NSTemporaryDirectory() + "cvsim-bench-db-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/bench.sqlite"
        let build = try Measure.time { try CollectionStore.createGenerated(at: path, rows: rows) }
        report.add(.database, "build (one transaction)", rows, build, unit: "ns", extra: [:])
        let store = try CollectionStore(path: path)
        var found = 0
        for row in [0, rows / 100, rows / 10, rows / 2, rows - 20] {
            let keyset = try Measure.samples(warmup: 20, repetitions: quick ? 200 : 500) {
                found &+= try store.benchPage(after: row, count: 20).items.count
            }
            let offset = try Measure.samples(warmup: 1, repetitions: row > rows / 20 ? 3 : 10) {
                found &+= try store.benchOffsetPage(after: row, count: 20)
            }
            report.add(.database, "page of 20 at row", row, keyset.median, unit: "ns", extra: [
                "p99": keyset.p99, "offsetMedian": offset.median, "ratio": offset.median / keyset.median,
            ])
        }
        if found == -1 { print(found) }
        try store.close()
    }
}
