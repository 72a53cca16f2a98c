import Foundation
import Testing

/// The focus in a real terminal: it follows the screen as a list cursor does, so an edit after End
/// acts on an item shown, and another layout after End at a billion items answers at once.
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct FocusSessionTests {
    /// The item index in `focus [0, N]` on the status line.
    static func focusedItem(_ screen: String) -> Int? {
        let status = ViewerSessionTests.status(screen)
        guard let range = status.range(of: "focus [0, ") else { return nil }
        return Int(String(status[range.upperBound...].prefix { $0.isNumber }))
    }

    @Test func endTakesTheFocusAlongAndDeleteRemovesAnItemShown() async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--items", "1000", "--no-bezel"])
        defer { tmux.stop() }
        await tmux.waitForStable("the first screen") { ViewerSessionTests.itemCount($0) == 1000 }
        await tmux.send("End")
        let end = try #require(await tmux.waitForStable("the end") { (FocusSessionTests.focusedItem($0) ?? 0) > 980 })
        let focus = try #require(Self.focusedItem(end))
        // The focused item is on screen: its index path is drawn in its cell.
        #expect(end.contains("[0, \(focus)]"), "\(end)")
        let title = try #require(ViewerSessionTests.title(at: "[0, \(focus)]", in: end))
        await tmux.type("d")
        let after = try #require(await tmux.waitForStable("the delete") { ViewerSessionTests.itemCount($0) == 999 })
        #expect(!after.contains(title + " "), "the item shown is gone:\n\(after)")
        // The first item is still there: back at the top, [0, 0] shows the same title as at first.
        await tmux.send("Home")
        let top = try #require(await tmux.waitForStable("the top") { ViewerSessionTests.status($0).contains(" 0,-47 ") })
        #expect(ViewerSessionTests.title(at: "[0, 0]", in: top)?.isEmpty == false)
        #expect(Self.focusedItem(top).map { $0 < 20 } == true, "Home takes the focus along too: \(ViewerSessionTests.status(top))")
        await tmux.type("q")
        _ = await tmux.waitForExit()
    }

    @Test func anotherLayoutAfterEndAtABillionItemsKeepsTheFocus() async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--items", "1000000000", "--no-bezel"])
        defer { tmux.stop() }
        await tmux.waitForStable("the first screen") { ViewerSessionTests.itemCount($0) == 1_000_000_000 }
        await tmux.send("End")
        let end = try #require(await tmux.waitForStable("the end") { (FocusSessionTests.focusedItem($0) ?? 0) > 999_999_000 })
        let focus = Self.focusedItem(end)
        await tmux.type("3")
        let mosaic = try #require(await tmux.waitForStable("the mosaic", timeout: .seconds(20)) { ViewerSessionTests.status($0).contains("mosaic") })
        #expect(Self.focusedItem(mosaic) == focus)
        #expect(mosaic.contains("[0, \(focus!)]"), "the focused item is on screen:\n\(mosaic)")
        await tmux.type("q")
        _ = await tmux.waitForExit()
    }
}
