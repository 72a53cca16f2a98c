import Foundation
import Testing

/// `cvsim snapshots` and `cvsim run --snapshots`, as a user runs them.
@Suite struct SnapshotsCommandTests {
    static let issueExample = """
        {"steps": [{"appendSections": ["fruits"]}, {"appendItems": ["apple", "kiwi"], "toSection": "fruits"}, {"apply": "first"},
        {"deleteItems": ["kiwi"]}, {"insertItems": ["mango"], "afterItem": "apple"}, {"moveItem": "apple", "afterItem": "mango"},
        {"reconfigureItems": ["mango"]}, {"apply": "second"}]}
        """

    @Test func textNamesEachApplyAndItsChanges() throws {
        let file = try CLI.temporaryFile("fruits.json", contents: Self.issueExample)
        let result = try CLI.run(["snapshots", file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout == """
            apply 1 "first" (step 3): 1 section, 2 items
              sections inserted: fruits
              [fruits] apple kiwi
            apply 2 "second" (step 8): 1 section, 2 items
              items deleted: kiwi
              items inserted: mango
              [fruits] mango apple

            """)
    }

    @Test func jsonHasTheIssuesShape() throws {
        let file = try CLI.temporaryFile("fruits-json.json", contents: Self.issueExample)
        let result = try CLI.run(["snapshots", file, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            {"applies":[
            {"name":"first","step":3,"animatingDifferences":true,"sections":[{"id":"fruits","items":["apple","kiwi"]}],"deletedSections":[],"insertedSections":["fruits"],"movedSections":[],"reloadedSections":[],"deletedItems":[],"insertedItems":[],"movedItems":[],"reloadedItems":[],"reconfiguredItems":[]},
            {"name":"second","step":8,"animatingDifferences":true,"sections":[{"id":"fruits","items":["mango","apple"]}],"deletedSections":[],"insertedSections":[],"movedSections":[],"reloadedSections":[],"deletedItems":["kiwi"],"insertedItems":["mango"],"movedItems":[],"reloadedItems":[],"reconfiguredItems":[]}
            ]}

            """)
    }

    @Test func uikitsRefusalIsOneLineWithTheStepAndExitOne() throws {
        let file = try CLI.temporaryFile("dup.json", contents: """
            {"steps": [{"appendSections": ["main"]}, {"apply": "empty"}, {"appendItems": ["a", "b", "a"]}, {"apply": "never"}]}
            """)
        let result = try CLI.run(["snapshots", file])
        #expect(result.status == 1)
        #expect(result.stderr == "cvsim: error: \(file): step 3 (appendItems): NSInternalInconsistencyException: Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}\n")
        #expect(result.stdout.hasPrefix("apply 1 \"empty\" (step 2)"))
    }

    @Test func aMalformedFileExitsTwo() throws {
        let file = try CLI.temporaryFile("bad.json", contents: #"{"steps": [{"insertItems": ["x"], "afterItm": "y"}]}"#)
        let result = try CLI.run(["snapshots", file])
        #expect(result.status == 2)
        #expect(result.stderr == "cvsim: error: \(file): step 1: insertItems takes \"beforeItem\" or \"afterItem\", got \"afterItm\"\n")
        let missing = try CLI.run(["snapshots", "/nonexistent/s.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("cvsim: error: /nonexistent/s.json"))
    }

    /// The jump apps find on a phone: three 100-point rows inserted above the screen push the
    /// first visible row down by 300 points.
    @Test func thePrependAboveTheScreenShiftsTheVisibleItemByTheInsertedHeight() throws {
        let posts = (1...30).map { "\"p\($0)\"" }.joined(separator: ",")
        let file = try CLI.temporaryFile("prepend.json", contents: """
            {"steps": [{"appendSections": ["feed"]}, {"appendItems": [\(posts)]}, {"apply": "load"},
            {"insertItems": ["n1", "n2", "n3"], "beforeItem": "p1"}, {"apply": "refresh"},
            {"appendItems": ["p31"]}, {"apply": "more below"}]}
            """)
        let result = try CLI.run([
            "snapshots", file, "--format", "json", "--layout", "flow", "--item-size", "390x100", "--line-spacing", "0",
            "--offset", "0,1000",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        // The first apply has nothing before it; the refresh pushes p11, read at the top, down by the
        // three rows; an item appended below moves nothing.
        #expect(lines[1].hasSuffix(#""visibleShift":null,"visibleItem":null},"#), "\(lines[1])")
        #expect(lines[2].hasSuffix(#""visibleShift":300,"visibleItem":"p11"},"#), "\(lines[2])")
        #expect(lines[3].hasSuffix(#""visibleShift":0,"visibleItem":"p8"}"#), "\(lines[3])")
    }

    @Test func theShippedFeedRunsToItsRefusal() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = root.appendingPathComponent("Resources/snapshots/news-feed.json").path
        let result = try CLI.run(["snapshots", file, "--layout", "flow", "--item-size", "390x120", "--offset", "0,600"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("apply 2 \"pull to refresh: 3 new posts on top\" (step 6)"))
        // Three 120-point posts and their 10-point line spacing arrive above post-117.
        #expect(result.stdout.contains("  visible shift: +390 pt (first visible item post-117)"), "\(result.stdout)")
        #expect(result.stderr.hasSuffix("step 15 (reloadItems): NSInternalInconsistencyException: Attempted to reload item identifier that does not exist in the snapshot: post-118\n"))
    }
}

/// `]` and `[` in a real terminal.
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct SnapshotSessionTests {
    @Test func bracketsStepThroughTheAppliesInTmux() async throws {
        _ = try EndToEnd.binary()
        let file = try CLI.temporaryFile("session.json", contents: """
            {"steps": [{"appendSections": ["feed"]}, {"appendItems": ["alpha", "beta", "gamma"]}, {"apply": "load"},
            {"insertItems": ["new-one"], "beforeItem": "alpha"}, {"deleteItems": ["gamma"]}, {"apply": "refresh"},
            {"moveItem": "zzz", "afterItem": "alpha"}, {"apply": "never"}]}
            """)
        let tmux = try await TmuxHarness(
            width: 160, height: 40, arguments: ["--snapshots", file, "--layout", "flow", "--item-size", "300x80", "--no-bezel"])
        defer { tmux.stop() }
        let first = try #require(await tmux.waitForStable("the first apply") { $0.contains("apply 1/2 \"load\"") })
        #expect(first.contains("alpha") && first.contains("gamma") && !first.contains("new-one"))
        await tmux.type("]")
        let second = try #require(await tmux.waitForStable("the second apply") { $0.contains("apply 2/2 \"refresh\": 1 inserted, 1 deleted") })
        #expect(second.contains("new-one") && !second.contains("gamma"), "\(second)")
        await tmux.type("]")
        _ = try #require(await tmux.waitForStable("the refusal") { $0.contains("UIKit raises at step 7 (moveItem)") })
        await tmux.type("[")
        let back = try #require(await tmux.waitForStable("back to the first") { $0.contains("apply 1/2 \"load\": 1 inserted, 1 deleted") })
        #expect(back.contains("gamma") && !back.contains("new-one"), "\(back)")
        await tmux.type("q")
        _ = await tmux.waitForExit()
    }
}
