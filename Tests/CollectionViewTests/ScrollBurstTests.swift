import CollectionLayout
import CollectionModel
import TerminalCore
import Testing
@testable import CollectionView

import struct CollectionLayout.IndexPath

/// Scroll steps in quick succession move only the content: the focus stays with its item (its ring
/// leaves with it) and the status line's figures are held for up to half a second; when
/// the steps stop, or at any other key, the screen is the one a view without bursts shows.
///
/// Each case runs a view with `settlesChromeAfterScrolling` beside a twin without it, fed the
/// same events at the same times: the twin is the reference for the offset and, once a burst
/// has ended (the twin given the same focus), for the whole screen.
@Suite struct ScrollBurstTests {
    static func makeView(_ data: any CollectionViewDataSource, width: Int = 120, height: Int = 20, settles: Bool) throws -> CollectionViewState {
        var options = ViewOptions()
        options.showsDevice = false
        options.animationDuration = 0
        options.settlesChromeAfterScrolling = settles
        return try CollectionViewState(data: data, layouts: testChoices(), options: options, terminalWidth: width, terminalHeight: height)
    }

    static func rows(_ view: CollectionViewState, now: Double) -> [String] {
        screen(view, now: now).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The screen's text with the focus ring's double lines drawn single, as an unfocused card is.
    static func withoutRing(_ rows: [String]) -> [String] {
        let single: [Character: Character] = ["╔": "┌", "╗": "┐", "╚": "└", "╝": "┘", "═": "─", "║": "│"]
        return rows.map { String($0.map { single[$0] ?? $0 }) }
    }

    static func hasRing(_ rows: [String]) -> Bool { rows.contains { $0.contains("╔") || $0.contains("╚") || $0.contains("║") } }

    /// The status line with its focus field naming `focus`.
    static func status(_ line: String, focus: IndexPath?) -> String {
        guard let range = line.range(of: "focus ") else { return line }
        let end = line[range.upperBound...].firstIndex(of: "│") ?? line.endIndex
        return line.replacingCharacters(in: range.upperBound..<end, with: (focus.map(\.description) ?? "none") + " ")
    }

    @Test func aHeldKeyMovesOnlyTheContentAndTheFocusComesBackWhenTheKeyIsLetGo() throws {
        let view = try Self.makeView(FeedData(count: 300, limit: 300), settles: true)
        let twin = try Self.makeView(FeedData(count: 300, limit: 300), settles: false)
        let first = try #require(view.interaction.focus)
        let firstFrame = try #require(view.shownFrame(of: first))
        var shown = Self.rows(view, now: 0)
        #expect(shown == Self.rows(twin, now: 0))
        #expect(Self.hasRing(shown))
        var composed = 0.0  // the first frame composed its figures
        var time = 0.0
        var steps = 0
        // A key repeating every 40 ms until the first card is well off screen.
        while steps < 40 {
            time += 0.04
            steps += 1
            view.press(.down, now: time)
            twin.press(.down, now: time)
            view.tick(now: time)
            twin.tick(now: time)
            let rows = Self.rows(view, now: time), reference = Self.rows(twin, now: time)
            #expect(view.viewport.offset == twin.viewport.offset)
            #expect(view.interaction.focus == first, "step \(steps): the focus stays with its item")
            // The content is the twin's, without a ring where the twin's focus has moved on.
            let onScreen = view.shownFrame(of: first).map { $0.intersects(view.viewport.visibleRect) } ?? false
            if onScreen {
                #expect(rows.dropLast() == reference.dropLast(), "step \(steps)")
            } else {
                #expect(!Self.hasRing(rows), "step \(steps): the ring left with its item")
                #expect(Self.withoutRing(Array(rows.dropLast())) == Self.withoutRing(Array(reference.dropLast())), "step \(steps)")
            }
            // The figures are composed again half a second after they last were.
            if time - composed >= ScrollBurst.statusInterval - 1e-9 {
                #expect(rows.last == Self.status(reference.last!, focus: first), "step \(steps)")
                composed = time
            } else {
                #expect(rows.last == shown.last, "step \(steps): the status line is held")
            }
            shown = rows
        }
        #expect(view.shownFrame(of: first).map { !$0.intersects(view.viewport.visibleRect) } ?? true)
        // Let go: nothing before the burst's end, then the focus and the figures catch up.
        #expect(view.nextWakeup(now: time + 0.01) == time + ScrollBurst.settleDelay)
        view.tick(now: time + 0.1)
        #expect(view.interaction.focus == first)
        view.tick(now: time + ScrollBurst.settleDelay)
        #expect(view.nextWakeup(now: time + ScrollBurst.settleDelay) == time + ScrollBurst.settleDelay, "a frame is due")
        let settled = view.interaction.focus
        #expect(settled == FocusFollowsScreenTests.topmostWholeItem(view, column: firstFrame.midX))
        twin.interaction.focus = settled
        let rows = Self.rows(view, now: time + 0.2)
        #expect(rows == Self.rows(twin, now: time + 0.2))
        #expect(Self.hasRing(rows))
        #expect(view.nextWakeup(now: time + 0.2) == nil)
    }

    @Test func anyOtherKeyEndsTheBurstBeforeItActsOnTheFocus() throws {
        let data = ModelDataSource(data: CollectionData(generatedCounts: [200], seed: 1))
        let view = try Self.makeView(data, settles: true)
        for step in 1...30 { view.press(.down, now: Double(step) * 0.03) }
        let old = try #require(view.interaction.focus)
        #expect(view.shownFrame(of: old).map { !$0.intersects(view.viewport.visibleRect) } ?? true)
        let doomed = try #require(FocusFollowsScreenTests.topmostWholeItem(view, column: view.shownFrame(of: old)?.midX))
        let id = data.itemID(at: doomed)
        view.type("d", now: 0.92)
        #expect(data.numberOfItems(inSection: 0) == 199)
        #expect(!(0..<199).contains { data.itemID(at: IndexPath(section: 0, item: $0)) == id }, "the item deleted was the one shown")
        #expect(FocusFollowsScreenTests.focusIsShown(view))
    }

    @Test func withoutTheOptionEveryStepMovesTheFocusAndTheFigures() throws {
        let view = try Self.makeView(FeedData(count: 300, limit: 300), settles: false)
        for step in 1...30 {
            view.press(.down, now: Double(step) * 0.01)
            #expect(FocusFollowsScreenTests.focusIsShown(view))
            let status = Self.rows(view, now: Double(step) * 0.01).last ?? ""
            #expect(status.contains("offset 0,\(Int(view.viewport.offset.y.rounded())) pt"), "step \(step): \(status)")
        }
        #expect(view.nextWakeup(now: 1) == nil)
    }

    /// Random scrolls (arrows, pages, wheel, End, Home) at random intervals, now and then another
    /// key (Tab, `l`, a layout switch), in each layout: the offset is always the twin's; during a
    /// burst the focus does not move; when a burst ends the focus is on screen and the whole screen
    /// is the twin's given that focus.
    @Test(arguments: 0..<4) func aBurstChangesNothingOnceItEnds(layout: Int) throws {
        for seed in 0..<30 {
            var rng = SplitMix64(seed: UInt64(seed * 4 + layout + 1000))
            let view = try Self.makeView(FeedData(count: 2_000, limit: 2_000), width: 50, height: 24, settles: true)
            let twin = try Self.makeView(FeedData(count: 2_000, limit: 2_000), width: 50, height: 24, settles: false)
            view.switchLayout(to: layout, now: 0)
            twin.switchLayout(to: layout, now: 0)
            var time = 0.0
            var burstFocus: IndexPath?
            func checkSettled(_ label: String) {
                #expect(view.scroll.burst == nil, "\(label)")
                #expect(FocusFollowsScreenTests.focusIsShown(view), "\(label): focus \(String(describing: view.interaction.focus)) off screen")
                twin.interaction.focus = view.interaction.focus
                #expect(Self.rows(view, now: time) == Self.rows(twin, now: time), "\(label)")
            }
            for step in 0..<40 {
                let label = "layout \(layout) seed \(seed) step \(step)"
                let gaps = [0.01, 0.03, 0.05, 0.1, 0.2, 0.4]
                let gap = gaps[Int.random(in: 0..<gaps.count, using: &rng)]
                // Time passes: the run loop wakes at the burst's end if it comes first.
                if let wake = view.nextWakeup(now: time), wake <= time + gap {
                    time = wake
                    view.tick(now: time)
                    twin.tick(now: time)
                    if view.scroll.burst == nil, burstFocus != nil {
                        burstFocus = nil
                        checkSettled(label + " (burst ended)")
                    }
                }
                time += gap
                view.tick(now: time)
                twin.tick(now: time)
                if burstFocus != nil, view.scroll.burst == nil {
                    burstFocus = nil
                    checkSettled(label + " (burst ended late)")
                }
                let scrolls: [Key] = [.down, .down, .down, .up, .pageDown, .pageUp, .end, .home]
                let pick = Int.random(in: 0..<(scrolls.count + 2), using: &rng)
                if pick < scrolls.count {
                    if burstFocus == nil { burstFocus = view.interaction.focus }
                    view.press(scrolls[pick], now: time)
                    twin.press(scrolls[pick], now: time)
                    #expect(view.interaction.focus == burstFocus, "\(label): the focus moved during a burst")
                } else if pick == scrolls.count {
                    if burstFocus == nil { burstFocus = view.interaction.focus }
                    let delta = Int.random(in: -3...3, using: &rng)
                    _ = view.handle(.wheel(delta: delta, x: 5, y: 5), now: time)
                    _ = twin.handle(.wheel(delta: delta, x: 5, y: 5), now: time)
                    #expect(view.interaction.focus == burstFocus, "\(label): the focus moved during a burst")
                } else {
                    let other: [Key] = [.tab, .character("l"), .character("1"), .character("2")]
                    let key = other[Int.random(in: 0..<other.count, using: &rng)]
                    // The key ends the burst before it acts (`handle` does it; done here first
                    // so that the twin acts from the same focus).
                    view.endScrollBurst()
                    burstFocus = nil
                    checkSettled(label + " (another key)")
                    view.press(key, now: time)
                    twin.press(key, now: time)
                    #expect(view.interaction.focus == twin.interaction.focus, "\(label)")
                    #expect(Self.rows(view, now: time) == Self.rows(twin, now: time), "\(label)")
                }
                #expect(view.viewport.offset == twin.viewport.offset, "\(label): offsets differ")
            }
        }
    }
}
