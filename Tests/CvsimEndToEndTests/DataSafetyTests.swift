import Foundation
import Testing

/// What keeps a user's data safe from first use: another program's changes to the --data file
/// are noticed and never silently overwritten; edits that could never be saved are refused; a
/// sideways section over a paged feed does not page it all in; a feed URL that cannot move on is
/// refused at start; import and export overwrite nothing without --force.
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct DataSafetyTests {
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "cvsim-safety-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func file(_ ids: [String]) -> String {
        let items = ids.map { ##"{"id": "\##($0)", "title": "\##($0)", "height": 90}"## }
        return ##"{"sections": [{"title": "Zoo", "items": [\##(items.joined(separator: ",\n  "))]}]}"## + "\n"
    }

    @Test func anOutsideChangeIsNoticedAndWAsksBeforeOverwritingIt() async throws {
        _ = try EndToEnd.binary()
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/zoo.json"
        try Self.file(["Ant", "Bee"]).write(toFile: path, atomically: false, encoding: .utf8)
        let tmux = try await TmuxHarness(width: 120, height: 40, arguments: ["--no-bezel", "--no-mouse", "--data", path])
        defer { tmux.stop() }
        await tmux.waitForStable("the file's items") { $0.contains("Ant") && $0.contains("2 items") }

        // Another program adds an item: noticed, not loaded until asked.
        try Self.file(["Ant", "Bee", "Cat"]).write(toFile: path, atomically: false, encoding: .utf8)
        await tmux.waitFor(text: "zoo.json changed on disk: Ctrl-R loads it")
        await tmux.send("C-r")
        await tmux.waitFor("the reloaded file") { $0.contains("Cat") && $0.contains("3 items") && $0.contains("reloaded zoo.json") }

        // An edit, then another outside change: w asks; Esc keeps the file as the other program wrote it.
        await tmux.send("i")
        await tmux.waitFor(text: "4 items")
        try Self.file(["Ant", "Bee", "Cat", "Dog"]).write(toFile: path, atomically: false, encoding: .utf8)
        await tmux.waitFor(text: "w asks before overwriting it")
        await tmux.send("w")
        await tmux.waitFor(text: "zoo.json changed on disk: o overwrites it, r reloads it (drops your edits), Esc cancels")
        await tmux.send("Escape")
        await tmux.waitFor(text: "not saved")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.file(["Ant", "Bee", "Cat", "Dog"]))
        // o overwrites with the viewer's data, keeping the text of the items it did not change.
        await tmux.send("w")
        await tmux.waitFor(text: "o overwrites it")
        await tmux.send("o")
        await tmux.waitFor(text: "saved \(path)")
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved == Self.file(["Ant", "Bee", "Cat"]).replacingOccurrences(
            of: #"{"id": "Ant", "title": "Ant", "height": 90},"#,
            with: #"{"id": "Ant", "title": "Ant", "height": 90},"# + "\n  " + ##"{"id":"new-1","title":"New 1","height":80,"color":"#64b5f6"},"##))
        // Saved: nothing differs from the file, q quits at once.
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }

    @Test func undoingEveryEditLeavesNothingToSave() async throws {
        _ = try EndToEnd.binary()
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/small.json"
        try Self.file(["Ant", "Bee"]).write(toFile: path, atomically: false, encoding: .utf8)
        let tmux = try await TmuxHarness(width: 120, height: 40, arguments: ["--no-bezel", "--no-mouse", "--data", path])
        defer { tmux.stop() }
        await tmux.waitForStable("the file's items") { $0.contains("Ant") && $0.contains("2 items") }
        await tmux.send("i")
        await tmux.waitFor("the insert") { $0.contains("[+] modified") && $0.contains("3 items") }
        await tmux.send("d")
        await tmux.waitForStable("the delete") { $0.contains("2 items") }
        await tmux.send("u")
        await tmux.waitFor(text: "3 items")
        await tmux.send("u")
        await tmux.waitForStable("both undone") { $0.contains("2 items") && !$0.contains("modified") }
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }

    @Test func dataPagedInRefusesEditsAsTheyAreMade() async throws {
        _ = try EndToEnd.binary()
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/paged.json"
        try Self.file(["Ant", "Bee", "Cat"]).write(toFile: path, atomically: false, encoding: .utf8)
        let tmux = try await TmuxHarness(
            width: 200, height: 40, arguments: ["--no-bezel", "--no-mouse", "--data", path, "--page-size", "2", "--latency-ms", "0"])
        defer { tmux.stop() }
        await tmux.waitForStable("the paged items") { $0.contains("Ant") && $0.contains("3 items") }
        await tmux.send("i")
        await tmux.waitFor(text: "cannot insert: read-only: --page-size pages the file in, and saving would drop what is not loaded")
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0, "nothing to save")
    }

    @Test func aSidewaysSectionOverThePagedFeedDoesNotPageForever() async throws {
        _ = try EndToEnd.binary()
        // One sideways section (a file of several sections shows generated sections instead of the feed).
        let layout = try CLI.temporaryFile(
            "sideways.json",
            contents: #"{"layout": "compositional", "sections": [{"orthogonalScrollingBehavior": "continuousGroupLeadingBoundary", "interGroupSpacing": 10, "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 0.8}, "height": {"absolute": 180}}, "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}"#)
        let tmux = try await TmuxHarness(
            width: 100, height: 40, arguments: ["--no-bezel", "--no-mouse", "--layout-file", layout, "--latency-ms", "0"])
        defer { tmux.stop() }
        // The condition waited on: the screen stays as it is for 2 s after the first page. A viewer
        // that paged on and on (latency 0) would change its count within that, and never be stable.
        let first = try #require(await tmux.waitForStable("the first page, and no other", quiet: .seconds(2)) {
            (ViewerSessionTests.itemCount($0) ?? 0) > 0
        })
        #expect(ViewerSessionTests.itemCount(first) == 20, "no page while the end is screens away sideways")
        #expect(ViewerSessionTests.itemCount(await tmux.screen()) == 20, "no page while the end is screens away sideways")
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }

    @Test func exportAndImportOverwriteNothingWithoutForce() throws {
        let binary = try EndToEnd.binary()
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let json = folder + "/zoo.json", db = folder + "/zoo.sqlite", out = folder + "/out.json"
        try Self.file(["Ant", "Bee"]).write(toFile: json, atomically: false, encoding: .utf8)
        #expect(try runProgram(binary, ["import", json, db]).status == 0)
        try "keep me".write(toFile: out, atomically: false, encoding: .utf8)
        for (arguments, message) in [
            (["export", db, out], "cvsim: error: \(out) already exists; export writes a new file (--force replaces it)\n"),
            (["import", json, db], "cvsim: error: \(db) already exists; import writes a new database (--force replaces it)\n"),
        ] {
            let result = try runProgram(binary, arguments)
            #expect(result.status == 2 && result.stderr == message, "\(arguments): \(result.stderr)")
        }
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "keep me")
        let exported = try runProgram(binary, ["export", "--force", db, out])
        #expect(exported.status == 0 && exported.stdout == "exported 2 items in 1 section to \(out)\n")
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("\"Bee\""))
        try Self.file(["Cat"]).write(toFile: json, atomically: false, encoding: .utf8)
        let imported = try runProgram(binary, ["import", "--force", json, db])
        #expect(imported.status == 0 && imported.stdout == "imported 1 item in 1 section into \(db)\n")
        let again = try runProgram(binary, ["export", "--force", db, out])
        #expect(again.status == 0 && again.stdout == "exported 1 item in 1 section to \(out)\n")
    }

    /// A feed URL with no place for a cursor, from a server whose next is a cursor: every page
    /// would be the first. Refused before the screen is touched.
    @Test func aFeedThatCannotMoveOnIsRefusedAtStart() throws {
        let binary = try EndToEnd.binary()
        let server = try FeedServerProcess()
        defer { withExtendedLifetime(server) {} }
        let url = "http://127.0.0.1:\(server.port)/feed"
        let result = try runProgram(binary, ["run", "--feed", url])
        #expect(result.status == 2)
        #expect(result.stderr == "cvsim: error: --feed: '\(url)' has no {cursor} or {offset}, and the server's next (\"c20\") is not a URL: every page would be the first; put {cursor} (or {offset}) in the URL\n")
    }
}
