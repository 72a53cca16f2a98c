import Foundation
import Testing

/// Compares `text` with the golden file `Snapshots/<name>.txt` beside this file.
///
/// With `RECORD_SNAPSHOTS=1` in the environment it writes the file instead and fails, saying so,
/// so that a recording run is never mistaken for a passing one. A mismatch fails with the rows
/// that differ, quoted so that trailing spaces show.
func assertSnapshot(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent("\(name).txt")
    let actual = text + "\n"
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("Recorded snapshot \(name).txt; run again without RECORD_SNAPSHOTS=1 to compare.", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Cannot record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("No snapshot at \(file.path); record it with RECORD_SNAPSHOTS=1.\n\(quoted(actual))", sourceLocation: sourceLocation)
        return
    }
    guard expected != actual else { return }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var report = "Snapshot \(name).txt differs (- expected, + actual):\n"
    for row in 0..<max(old.count, new.count) {
        let a = row < old.count ? String(old[row]) : nil, b = row < new.count ? String(new[row]) : nil
        if a == b {
            report += "   \(row): |\(a ?? "")|\n"
        } else {
            if let a { report += " - \(row): |\(a)|\n" }
            if let b { report += " + \(row): |\(b)|\n" }
        }
    }
    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}

/// Rows between bars, so trailing spaces show.
func quoted(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "|\($0)|" }.joined(separator: "\n")
}
