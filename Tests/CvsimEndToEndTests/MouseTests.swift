import Foundation
import Testing

/// The mouse, as a terminal reports it (X10 encoding: `ESC [ M`, then button, column and row,
/// each plus 32): typed into the pane as the terminal would send it.
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct MouseTests {
    /// The report of `button` (0 press, 3 release, 32 drag with button 1, 65 wheel down) at a cell.
    static func report(_ button: Int, column: Int, row: Int) -> String {
        "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + column)))
            + String(UnicodeScalar(UInt8(33 + row)))
    }

    @Test func wheelScrollsThreeRows() async throws {
        _ = try EndToEnd.binary()
        // A screen without a safe area (no status bar drawn over the rows compared).
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--no-bezel", "--latency-ms", "5", "--viewport", "390x844"])
        defer { tmux.stop() }
        let first = try #require(await tmux.waitForStable("the first page") { $0.contains("20 items") })
        await tmux.type(Self.report(65, column: 10, row: 10))
        let scrolled = try #require(await tmux.waitForStable("the wheel's scroll") { !$0.contains(" 0,0 ") })
        let before = first.split(separator: "\n", omittingEmptySubsequences: false)
        let after = scrolled.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(after[0..<36]) == Array(before[3..<39]))
    }

    @Test func pressDragReleaseReorders() async throws {
        _ = try EndToEnd.binary()
        // A screen without a safe area: the first row of cards starts at the top.
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--no-bezel", "--latency-ms", "5", "--viewport", "390x844"])
        defer { tmux.stop() }
        let first = try #require(await tmux.waitForStable("the first page") { $0.contains("20 items") })
        let firstTitle = try #require(ViewerSessionTests.title(at: "[0, 0]", in: first))
        let secondTitle = try #require(ViewerSessionTests.title(at: "[0, 1]", in: first))
        await tmux.type(Self.report(0, column: 5, row: 2))
        for column in stride(from: 15, through: 75, by: 10) { await tmux.type(Self.report(32, column: column, row: 2)) }
        await tmux.type(Self.report(3, column: 75, row: 2))
        let dropped = try #require(
            await tmux.waitForStable("the drop") { ViewerSessionTests.title(at: "[0, 0]", in: $0) == secondTitle })
        #expect(ViewerSessionTests.title(at: "[0, 1]", in: dropped) == firstTitle)
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
        #expect(await tmux.terminalModes == .normal)
    }
}
