import CollectionFiles
import CollectionModel
import CollectionStore
import Foundation
import Testing

/// `cvsim run --db` as a user runs it: pages from the database, edits written as they happen,
/// and a `kill -9` in the middle of edits that loses nothing acknowledged.
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct DatabaseSessionTests {
    static func ids(_ dataset: Dataset) -> [String] { dataset.sections.flatMap { $0.items.map(\.id.rawValue) } }

    @Test func killDuringEditsKeepsEveryAcknowledgedEditAndAConsistentDatabase() async throws {
        let binary = try EndToEnd.binary()
        let folder = NSTemporaryDirectory() + "cvsim-db-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let json = folder + "/data.json", db = folder + "/data.sqlite"
        let original = (0..<30).map { Item(id: ItemID("i\($0)"), title: "Item \($0)", height: 60) }
        try Dataset(sections: [Section(title: "Library", items: original)]).save(to: json)
        let imported = try runProgram(binary, ["import", json, db])
        #expect(imported.status == 0 && imported.stdout == "imported 30 items in 1 section into \(db)\n")

        // One page holds the whole library, so only the edits change the count.
        // 110 columns: the status line keeps its "end" beside the safe area's "offset 0,-47 pt".
        let tmux = try await TmuxHarness(width: 110, height: 40, arguments: ["run", "--db", db, "--page-size", "50", "--no-mouse"])
        defer { tmux.stop() }
        await tmux.waitFor("the library to its end") {
            ViewerSessionTests.itemCount($0) == 30 && ViewerSessionTests.status($0).contains("│ end")
        }
        var count = 30
        // Five inserts after i0, each acknowledged (on screen) before the next.
        for _ in 1...5 {
            await tmux.send("i")
            count += 1
            let expected = count
            await tmux.waitFor("\(expected) items") { ViewerSessionTests.itemCount($0) == expected }
        }
        // Delete the last one inserted (the focus), acknowledged too.
        await tmux.send("d")
        count -= 1
        let afterDelete = count
        await tmux.waitFor("\(afterDelete) items") { ViewerSessionTests.itemCount($0) == afterDelete }
        // A burst of inserts, and kill -9 while they are being written.
        let pid = try #require(await tmux.cvsimPID)
        await tmux.type("iiiiiiiiii")
        kill(pid, SIGKILL)
        #expect(await tmux.waitForExit() == 128 + Int(SIGKILL))

        let store = try CollectionStore(path: db)
        #expect(try store.integrityProblems() == [])
        let after = Self.ids(try store.dataset())
        let burst = Set(after.filter { $0.hasPrefix("new-") && Int($0.dropFirst(4))! > 5 })
        // Everything acknowledged is there, in the order the viewer showed; the burst lands whole
        // items or none, after i1 (where the focus was).
        #expect(after.filter { !burst.contains($0) } == ["i0", "new-1", "new-2", "new-3", "new-4"] + original.dropFirst().map(\.id.rawValue))
        #expect(burst.count <= 10)
        if !burst.isEmpty {
            let i1 = after.firstIndex(of: "i1")!
            #expect(Set(after[(i1 + 1)...(i1 + burst.count)]) == burst)
        }
        try store.close()

        // Run again: the edits are there.
        let again = try await TmuxHarness(width: 100, height: 40, arguments: ["run", "--db", db, "--page-size", "100", "--no-mouse"])
        defer { again.stop() }
        await again.waitFor("the edited library") { (ViewerSessionTests.itemCount($0) ?? 0) == after.count }
        let screen = await again.screen()
        #expect(ViewerSessionTests.title(at: "[0, 1]", in: screen) == "New 1")
    }

    @Test func badDatabasesGetOneLineAndExitTwo() throws {
        let binary = try EndToEnd.binary()
        let folder = NSTemporaryDirectory() + "cvsim-db-bad-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = folder + "/text.sqlite"
        try "not a database".write(toFile: text, atomically: true, encoding: .utf8)
        for (arguments, message) in [
            (["run", "--db", text], "cvsim: error: \(text): not an SQLite database\n"),
            (["run", "--db", folder + "/none.sqlite"],
             "cvsim: error: \(folder)/none.sqlite: no such database; create one with cvsim import DATA.json \(folder)/none.sqlite\n"),
            (["run", "--feed", "file:///etc/passwd"], "cvsim: error: --feed: 'file:///etc/passwd' is not an http or https URL\n"),
            (["run", "--feed", "http://127.0.0.1:1/x", "--db", text], "cvsim: error: --db and --feed cannot be used together\n"),
            (["export", text, folder + "/out.json"], "cvsim: error: \(text): not an SQLite database\n"),
            (["import", folder + "/missing.json", folder + "/x.sqlite"], nil),
        ] as [([String], String?)] {
            let result = try runProgram(binary, arguments)
            #expect(result.status == 2, "\(arguments)")
            if let message { #expect(result.stderr == message, "\(arguments)") }
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
    }
}
