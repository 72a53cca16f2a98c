import Foundation
import Testing

/// Compares `text` with the golden file `Snapshots/<name>` beside the calling test, byte for byte.
///
/// With `RECORD_SNAPSHOTS=1` in the environment it writes the file instead and fails, saying so.
/// A mismatch fails with the first lines that differ.
func assertGolden(
    _ text: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            Issue.record("Recorded \(name); run again without RECORD_SNAPSHOTS=1 to compare.", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Cannot record \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
        Issue.record("No golden file at \(file.path); record it with RECORD_SNAPSHOTS=1.", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = text.split(separator: "\n", omittingEmptySubsequences: false)
    var report = "\(name) differs (- golden, + actual):\n"
    var shown = 0
    for row in 0..<max(old.count, new.count) where shown < 12 {
        let a = row < old.count ? String(old[row]) : nil, b = row < new.count ? String(new[row]) : nil
        guard a != b else { continue }
        shown += 1
        if let a { report += " - \(row + 1): \(a)\n" }
        if let b { report += " + \(row + 1): \(b)\n" }
    }
    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}
