import Foundation
import Testing

/// Layout files with `{"estimated": P}` heights, and the "selfSizing" key, from the command line.
@Suite struct CompositionalSelfSizingSessionTests {
    static func resource(_ path: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/\(path)").path
    }

    /// The cells' heights, in order, from `cvsim layout`'s output.
    static func cellHeights(_ json: String) -> [Double] {
        json.split(separator: "\n").filter { $0.contains("\"category\":\"cell\"") }.compactMap { line in
            guard let h = line.range(of: "\"height\":", options: .backwards) else { return nil }
            return Double(line[h.upperBound...].prefix { $0.isNumber || $0 == "." })
        }
    }

    @Test func layoutMeasuresAFileWithEstimatedHeightsAtTheTextSize() throws {
        let file = Self.resource("layouts/self-sizing-list.json"), notes = Self.resource("datasets/notes.json")
        let large = try CLI.run(["layout", "--layout-file", file, "--data", notes])
        let small = try CLI.run(["layout", "--layout-file", file, "--data", notes, "--content-size-category", "xS"])
        #expect(large.status == 0 && small.status == 0, "\(large.stderr)\(small.stderr)")
        let l = Self.cellHeights(large.stdout), s = Self.cellHeights(small.stdout)
        #expect(l.count == 38 && s.count == 38)
        #expect(Set(l).count > 3, "rows of different heights: \(l)")
        #expect(!l.contains(44), "no row keeps its estimate")
        #expect(zip(s, l).allSatisfy { $0.0 <= $0.1 } && s != l)
        // The two-column grid: the cells of a row start together, the next row after the taller one.
        let grid = try CLI.run(["layout", "--layout-file", Self.resource("layouts/self-sizing-grid.json"), "--data", notes])
        #expect(grid.status == 0, "\(grid.stderr)")
        #expect(Set(Self.cellHeights(grid.stdout)).count > 3)
    }

    @Test func theSelfSizingKeyMeasuresABuiltInLayout() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cvsim-ss-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("waterfall.json").path
        try #"{"layout": "waterfall", "columns": 2, "selfSizing": true}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let notes = Self.resource("datasets/notes.json")
        let withFile = try CLI.run(["layout", "--layout-file", path, "--data", notes])
        let withFlag = try CLI.run(["layout", "--self-sizing", "--columns", "2", "--data", notes])
        #expect(withFile.status == 0, "\(withFile.stderr)")
        #expect(Self.cellHeights(withFile.stdout) == Self.cellHeights(withFlag.stdout))
    }

    @Test(arguments: [
        (#"{"layout": "mosaic", "selfSizing": true}"#,
         #": selfSizing: works with the "waterfall" and "flow" layouts, not "mosaic"; a compositional file sizes items with {"estimated": P} heights"#),
        (#"{"layout": "flow", "scrollDirection": "horizontal", "selfSizing": true}"#,
         #": selfSizing: needs a vertical layout; remove "scrollDirection": "horizontal""#),
        (#"{"layout": "waterfall", "selfSizing": 1}"#, ": selfSizing: "),
    ])
    func aMisplacedSelfSizingKeyIsRefused(json: String, message: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cvsim-ss-bad-\(getpid())-\(abs(json.hashValue)).json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLI.run(["layout", "--layout-file", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(path + message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func selfSizingAndALayoutFileAreOneOrTheOther() throws {
        let result = try CLI.run(["layout", "--self-sizing", "--layout-file", Self.resource("layouts/self-sizing-list.json")])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cvsim: error: --layout-file and --self-sizing cannot be used together"), "\(result.stderr)")
    }
}

@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct CompositionalSelfSizingViewerTests {
    @Test func theSelfSizingListShowsTextAndReflowsIt() async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: [
            "--layout-file", CompositionalSelfSizingSessionTests.resource("layouts/self-sizing-list.json"),
            "--data", CompositionalSelfSizingSessionTests.resource("datasets/notes.json"), "--no-bezel",
        ])
        defer { tmux.stop() }
        let first = try #require(await tmux.waitForStable("the notes") { $0.contains("Note 1") && $0.contains("text L") })
        #expect(first.contains("Notes · long bodies"), "the header shows its text")
        #expect(ViewerSessionTests.status(first).contains("self-sizing-list.json"))
        let rows = first.split(separator: "\n", omittingEmptySubsequences: false)
        let titleRow = try #require(rows.firstIndex { $0.contains("Note 1 ") })
        await tmux.type(">")
        let larger = try #require(await tmux.waitForStable("a larger text size") { $0.contains("text size xL") })
        let after = larger.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(after.firstIndex { $0.contains("Note 1 ") } == titleRow)
        // Its cell (the focused one, double border) grows with the text.
        func cellRows(_ lines: [Substring]) -> Int { lines[titleRow...].prefix { $0.contains("║") }.count }
        #expect(cellRows(after) > cellRows(rows), "\(larger)")
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }
}
