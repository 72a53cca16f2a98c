import Foundation
import Testing

/// A new user's session with `cvsim` in a 100×40 terminal, driven through tmux: every step waits
/// for the screen to show its effect (polling, no fixed sleeps).
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct ViewerSessionTests {
    /// The status line (the bottom row).
    static func status(_ screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).last { !$0.isEmpty }.map(String.init) ?? ""
    }

    /// The number before " items" in the status line.
    static func itemCount(_ screen: String) -> Int? {
        let status = status(screen)
        guard let range = status.range(of: " items") else { return nil }
        let digits = status[..<range.lowerBound].reversed().prefix { $0.isNumber }
        return Int(String(digits.reversed()))
    }

    /// The title shown in the cell at `[section, item]`: the row above the index path, from the
    /// same column, up to the cell's border.
    static func title(at path: String, in screen: String) -> String? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let needle = Array(path)
        for (row, line) in lines.enumerated() where row > 0 {
            guard let column = (0...max(0, line.count - needle.count)).first(where: {
                line.count >= $0 + needle.count && Array(line[$0..<$0 + needle.count]) == needle
            }) else { continue }
            let above = lines[row - 1]
            guard column < above.count else { return nil }
            let text = above[column...].prefix { !"│║┃|#*".contains($0) }
            return String(text).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    @Test func newUserSession() async throws {
        _ = try EndToEnd.binary()
        // A screen without a safe area (no status bar drawn over the rows compared).
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--no-bezel", "--latency-ms", "30", "--viewport", "390x844"])
        defer { tmux.stop() }

        // The first screen: the waterfall of the generated feed, its first page loaded.
        let first = try #require(await tmux.waitForStable("the first page") { ViewerSessionTests.itemCount($0) == 20 })
        #expect(ViewerSessionTests.status(first).contains("waterfall"))
        let firstTitle = try #require(ViewerSessionTests.title(at: "[0, 0]", in: first))
        let secondTitle = try #require(ViewerSessionTests.title(at: "[0, 1]", in: first))
        #expect(!firstTitle.isEmpty && firstTitle != secondTitle)

        // ↓ scrolls by exactly one row: the screen moves up one line.
        await tmux.send("Down")
        let scrolled = try #require(await tmux.waitFor("a one-row scroll") { !ViewerSessionTests.status($0).contains(" 0,0 ") })
        let before = first.split(separator: "\n", omittingEmptySubsequences: false)
        let after = scrolled.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(after[0..<38]) == Array(before[1..<39]))
        await tmux.send("Up")
        await tmux.waitFor("the top again") { ViewerSessionTests.status($0).contains(" 0,0 ") }

        // Lift the first item, carry it right into the other column, drop it: the order changes.
        await tmux.send("Space")
        for _ in 0..<8 { await tmux.send("Right") }
        await tmux.send("Enter")
        let moved = try #require(
            await tmux.waitFor("the drop") { ViewerSessionTests.title(at: "[0, 0]", in: $0) == secondTitle })
        #expect(ViewerSessionTests.title(at: "[0, 1]", in: moved) == firstTitle)
        // Undo puts it back.
        await tmux.send("u")
        await tmux.waitFor("the move undone") { ViewerSessionTests.title(at: "[0, 0]", in: $0) == firstTitle }

        // Insert after the focus, delete it, undo the delete.
        await tmux.send("i")
        await tmux.waitFor("the inserted item") { $0.contains("New 1") && ViewerSessionTests.itemCount($0) == 21 }
        await tmux.send("d")
        await tmux.waitFor("the deletion") { !$0.contains("New 1") && ViewerSessionTests.itemCount($0) == 20 }
        await tmux.send("u")
        await tmux.waitFor("the deletion undone") { $0.contains("New 1") && ViewerSessionTests.itemCount($0) == 21 }

        // Switch layouts with 2, 3, 4 and back with 1.
        for (key, name) in [("2", "flow"), ("3", "mosaic"), ("4", "horizontal"), ("1", "waterfall")] {
            await tmux.send(key)
            await tmux.waitFor("the \(name) layout") { ViewerSessionTests.status($0).hasPrefix(" \(name) ") }
        }

        // Reach the end: the next 20 load in the background.
        await tmux.send("End")
        await tmux.waitFor("20 more items") { (ViewerSessionTests.itemCount($0) ?? 0) >= 41 }

        // Resize smaller and back: the same screen as before, no leftover cell.
        await tmux.send("Home")
        let home = try #require(await tmux.waitForStable("the top") { ViewerSessionTests.status($0).contains(" 0,0 ") })
        await tmux.resize(width: 60, height: 20)
        await tmux.waitFor("the smaller terminal") { $0.split(separator: "\n", omittingEmptySubsequences: false).count <= 21 }
        await tmux.resize(width: 100, height: 40)
        if await tmux.waitFor("the screen before the resize", { $0 == home }) == nil {
            let now = await tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
            let then = home.split(separator: "\n", omittingEmptySubsequences: false)
            for (row, (a, b)) in zip(then, now).enumerated() where a != b { Issue.record("row \(row): '\(a)' became '\(b)'") }
        }

        // A terminal too small gets a message, not a crash.
        await tmux.resize(width: 12, height: 4)
        await tmux.waitFor("the too-small message") { $0.lowercased().contains("small") }
        await tmux.resize(width: 100, height: 40)
        await tmux.waitFor("the view back") { $0 == home }

        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
        #expect(await tmux.terminalModes == .normal)
    }
}

/// The flush path writes only what changed (and lets curses scroll), so after any sequence of
/// frames the terminal must show exactly what a full repaint (Ctrl-L) shows.
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct IncrementalFlushTests {
    @Test(arguments: [UInt64(1), 2, 3])
    func screenAfterRandomStepsEqualsAFullRepaint(seed: UInt64) async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 90, height: 30, arguments: ["--no-bezel", "--latency-ms", "5", "--seed", "\(seed)"])
        defer { tmux.stop() }
        await tmux.waitForStable("the first page") { $0.contains("20 items") }
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ n: UInt64) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % n)
        }
        let keys = ["Down", "Down", "Down", "Up", "Up", "NPage", "PPage", "Right", "Left", "Tab", "BTab", "j", "k", "2", "1", "3"]
        for round in 0..<3 {
            for _ in 0..<12 { await tmux.send(keys[next(UInt64(keys.count))]) }
            let incremental = try #require(await tmux.waitForStable("the screen after round \(round)"))
            await tmux.send("C-l")
            let repainted = try #require(await tmux.waitForStable("the repainted screen"))
            #expect(incremental == repainted, "round \(round)")
        }
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }
}
