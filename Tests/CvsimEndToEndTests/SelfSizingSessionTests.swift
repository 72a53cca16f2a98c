import Foundation
import Testing

/// `--self-sizing` and Dynamic Type from the command line, as a new user tries them.
@Suite struct SelfSizingSessionTests {
    static var notes: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/datasets/notes.json").path
    }

    static func contentHeight(_ json: String) -> Double? {
        guard let range = json.range(of: "\"contentSize\":{\"width\":") else { return nil }
        let rest = json[range.upperBound...]
        guard let h = rest.range(of: "\"height\":") else { return nil }
        return Double(rest[h.upperBound...].prefix { $0.isNumber || $0 == "." })
    }

    @Test func layoutPrintsMeasuredFramesThatGrowWithTheTextSize() throws {
        let small = try CLI.run(["layout", "--data", Self.notes, "--self-sizing", "--content-size-category", "xS"])
        let large = try CLI.run(["layout", "--data", Self.notes, "--self-sizing", "--content-size-category", "accessibilityExtraExtraExtraLarge"])
        let plain = try CLI.run(["layout", "--data", Self.notes])
        #expect(small.status == 0 && large.status == 0 && plain.status == 0, "\(small.stderr)\(large.stderr)")
        let heights = [small, large, plain].map { Self.contentHeight($0.stdout) }
        let s = try #require(heights[0]), l = try #require(heights[1]), p = try #require(heights[2])
        #expect(s < l, "xS \(s) pt, AX5 \(l) pt")
        #expect(s != p)
    }

    @Test(arguments: [
        (["layout", "--self-sizing", "--content-size-category", "huge"], "cvsim: error: unknown --content-size-category 'huge'"),
        (["layout", "--self-sizing", "--layout", "mosaic"], "cvsim: error: --self-sizing works with the waterfall and flow layouts, not 'mosaic'"),
        (["layout", "--self-sizing", "--layout", "flow", "--scroll-direction", "horizontal"],
         "cvsim: error: --self-sizing works with a vertical flow layout, not --scroll-direction horizontal"),
    ])
    func badTextOptionsPrintOneLine(arguments: [String], prefix: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(prefix), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}

@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct SelfSizingViewerTests {
    @Test func theViewerShowsTextAndTheTextSizeKeyReflowsIt() async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: [
            "--data", SelfSizingSessionTests.notes, "--self-sizing", "--header-height", "30", "--no-bezel",
        ])
        defer { tmux.stop() }
        let first = try #require(await tmux.waitForStable("the notes") { $0.contains("Note 1") && $0.contains("text L") })
        #expect(first.contains("Notes · long bodies"), "the header shows its text")
        let status = ViewerSessionTests.status(first)
        #expect(status.contains("est."), "\(status)")
        let rows = first.split(separator: "\n", omittingEmptySubsequences: false)
        let titleRow = try #require(rows.firstIndex { $0.contains("Note 1 ") })
        await tmux.type(">")
        let larger = try #require(await tmux.waitForStable("a larger text size") { $0.contains("text size xL") })
        let after = larger.split(separator: "\n", omittingEmptySubsequences: false)
        // The focused first note keeps its row.
        #expect(after.firstIndex { $0.contains("Note 1 ") } == titleRow)
        // Its cell (the focused one, double border) grows with the text.
        func cellRows(_ lines: [Substring]) -> Int { lines[titleRow...].prefix { $0.hasPrefix("║") }.count }
        #expect(cellRows(after) > cellRows(rows), "\(larger)")
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }
}
