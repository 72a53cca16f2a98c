import CollectionLayout
import TerminalCore
import Testing
@testable import CollectionView

/// A frame drawn into a buffer that an earlier frame of the same view left (two buffers in turn,
/// as the run loop draws) keeps that frame's background of blanks and bezel instead of copying
/// it again: every frame must still equal the same frame drawn into a fresh buffer, whatever
/// came in between — help, the inspector, a resize, a rotation, zoom, another layout.
@Suite struct BackgroundReuseTests {
    static let events: [InputEvent] = [
        .key(.down), .key(.down), .key(.down), .key(.up), .key(.pageDown), .key(.pageUp), .key(.end), .key(.home),
        .key(.character("?")), .key(.character("I")), .key(.escape), .key(.character("r")), .key(.character("+")),
        .key(.character("-")), .key(.character("2")), .key(.character("1")), .key(.tab), .key(.character("j")),
        .resize(width: 100, height: 30), .resize(width: 120, height: 40), .resize(width: 60, height: 24),
        .resize(width: 12, height: 4), .wheel(delta: 1, x: 50, y: 10),
    ]

    @Test(arguments: 0..<24)
    func aBufferDrawnIntoAgainShowsWhatAFreshOneShows(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        var options = ViewOptions()
        options.animationDuration = 0
        let view = try CollectionViewState(
            data: FeedData(count: 500, limit: 500), layouts: testChoices(), options: options, terminalWidth: 120, terminalHeight: 40)
        // The run loop's two buffers, used in turn.
        var buffers = [CellBuffer(width: 120, height: 40), CellBuffer(width: 120, height: 40)]
        var time = 0.0
        for step in 0..<80 {
            if step > 0 {
                time += 0.03
                _ = view.handle(Self.events[Int(random.next() % UInt64(Self.events.count))], now: time)
                view.tick(now: time)
            }
            var fresh = CellBuffer(width: 0, height: 0)
            var reused = buffers[step % 2]
            buffers[step % 2] = CellBuffer(width: 0, height: 0)
            if reused.width != view.scroll.terminalWidth || reused.height != view.scroll.terminalHeight {
                reused.resize(width: view.scroll.terminalWidth, height: view.scroll.terminalHeight)
            }
            view.render(into: &fresh, now: time)
            view.render(into: &reused, now: time)
            #expect(reused == fresh, "seed \(seed), step \(step)")
            if reused != fresh { return }
            buffers[step % 2] = reused
        }
    }

    @Test func aChangedCellClearsTheMark() {
        var buffer = CellBuffer(width: 4, height: 2)
        buffer.mark = 7
        let kept = buffer
        buffer.write("a", x: 0, y: 0, style: .plain)
        #expect(buffer.mark == 0)
        #expect(kept.mark == 7)
        buffer.mark = 7
        buffer.fill(x: 0, y: 0, width: 1, height: 1, style: .plain)
        #expect(buffer.mark == 0)
        buffer.mark = 7
        buffer[1, 1] = Cell("b")
        #expect(buffer.mark == 0)
        buffer.mark = 7
        buffer.clear()
        #expect(buffer.mark == 0)
        buffer.mark = 7
        buffer.copy(CellBuffer(width: 1, height: 1), x: 0, y: 0)
        #expect(buffer.mark == 0)
        buffer.mark = 7
        buffer.resize(width: 4, height: 2)
        #expect(buffer.mark == 0)
        // Equality is the cells'.
        var other = buffer
        other.mark = 9
        #expect(other == buffer)
    }
}
