import Foundation
import Testing

/// `cvsim run --data FILE`: the file's items on screen, edits saved back with `w`; `--items N`
/// for a large generated collection.
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct DataFileTests {
    @Test func insertThenWSavesTheFile() async throws {
        _ = try EndToEnd.binary()
        let path = NSTemporaryDirectory() + "/cvsim-save-\(UUID().uuidString).json"
        let original = #"""
            {"sections":[{"title":"Fruit","items":[
              {"id":"a1","title":"Apple","height":120,"color":"#e53935"},
              {"id":"a2","title":"Banana","height":90,"color":"#fdd835"},
              {"id":"a3","title":"Cherry","height":150}]}]}
            """#
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--no-bezel", "--data", path])
        defer { tmux.stop() }
        await tmux.waitForStable("the file's items") { $0.contains("Apple") && $0.contains("Cherry") && $0.contains("3 items") }
        await tmux.send("i")
        await tmux.waitFor("the inserted item") { $0.contains("New 1") && $0.contains("4 items") }
        await tmux.send("w")
        await tmux.waitFor(text: "saved")
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)

        let saved = try String(contentsOfFile: path, encoding: .utf8)
        let ids = saved.components(separatedBy: "\"id\"").dropFirst().compactMap { part -> String? in
            guard let open = part.firstIndex(of: "\""), let close = part[part.index(after: open)...].firstIndex(of: "\"")
            else { return nil }
            return String(part[part.index(after: open)..<close])
        }
        #expect(ids == ["a1", "new-1", "a2", "a3"])
        // Only the new line is new: the rest keeps its formatting, and Cherry gets no default colour.
        #expect(saved == original.replacingOccurrences(
            of: ##""#e53935"},"##, with: ##""#e53935"},"## + "\n  " + ##"{"id":"new-1","title":"New 1","height":80,"color":"#64b5f6"},"##))
    }

    @Test func aMillionGeneratedItemsShowAtOnce() async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--no-bezel", "--items", "1000000"])
        defer { tmux.stop() }
        await tmux.waitFor(text: "1000000 items")
        await tmux.send("End")
        let end = try #require(await tmux.waitForStable("the end") { !$0.contains(" 0,0 ") })
        #expect(end.contains("[0, 999999]"))
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }
}
