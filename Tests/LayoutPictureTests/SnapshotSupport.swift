import Foundation
import Testing

/// Compares `svg` byte for byte with the golden file `Snapshots/<name>.svg` beside this file.
///
/// With `RECORD_SNAPSHOTS=1` in the environment it writes the file instead and fails, saying
/// so; a mismatch fails with the first line that differs.
func assertSVGSnapshot(
    _ svg: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let file = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).svg")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: file)
            Issue.record("Recorded \(name).svg; run again without RECORD_SNAPSHOTS=1 to compare.", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Cannot record \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = FileManager.default.contents(atPath: file.path) else {
        Issue.record("No snapshot at \(file.path); record it with RECORD_SNAPSHOTS=1.", sourceLocation: sourceLocation)
        return
    }
    guard expected != Data(svg.utf8) else { return }
    let old = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let new = svg.split(separator: "\n", omittingEmptySubsequences: false)
    let row = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
    let was = row < old.count ? String(old[row]) : "(end)", now = row < new.count ? String(new[row]) : "(end)"
    Issue.record(
        Comment(rawValue: "\(name).svg differs at line \(row + 1):\n - \(was)\n + \(now)"), sourceLocation: sourceLocation)
}
