import CollectionFiles
import TerminalCore
import CollectionLayout
import CollectionModel
import Foundation
import Testing
@testable import CollectionView
import ViewerApp

import struct CollectionLayout.IndexPath
import TestSupport

/// The focus follows the screen (a list cursor in less or htop), edits act on what is shown, and a
/// relayout after a far jump lays out only around the focused item.
@Suite struct FocusFollowsScreenTests {
    /// Whether the focused cell meets the visible rect.
    static func focusIsShown(_ view: CollectionViewState) -> Bool {
        guard let focus = view.interaction.focus, let frame = view.shownFrame(of: focus) else { return false }
        return frame.intersects(view.viewport.visibleRect)
    }

    /// The brute-force answer of where a focus that left the screen by its start goes: of the cells
    /// meeting the visible rect, one wholly shown, nearest the screen's top by whole rows, then the
    /// one nearest `column` across (the old focus's centre; else the leftmost). Vertical layouts.
    static func topmostWholeItem(_ view: CollectionViewState, column: Double? = nil) -> IndexPath? {
        let visible = view.viewport.visibleRect
        let cells = view.layout.layoutAttributesForElements(in: visible).filter { $0.category == .cell && $0.frame.intersects(visible) }
        let whole = cells.filter { $0.frame.minY >= visible.minY - 1e-9 && $0.frame.minX >= visible.minX - 1e-9 && $0.frame.maxX <= visible.maxX + 1e-9 }
        let pool = whole.isEmpty ? cells : whole
        return pool.min { a, b in
            let ra = ((a.frame.minY - visible.minY) / view.viewport.rowPoints).rounded(.down)
            let rb = ((b.frame.minY - visible.minY) / view.viewport.rowPoints).rounded(.down)
            let ca = column.map { abs(a.frame.midX - $0) } ?? a.frame.minX, cb = column.map { abs(b.frame.midX - $0) } ?? b.frame.minX
            return (ra, ca, a.indexPath.section, a.indexPath.item) < (rb, cb, b.indexPath.section, b.indexPath.item)
        }?.indexPath
    }

    // MARK: - Focus follows scroll

    @Test func scrollingPastTheFocusMovesItToTheTopmostItemShown() throws {
        let view = try makeView(FeedData(count: 300, limit: 300), width: 40, height: 20)
        #expect(view.interaction.focus == IndexPath(section: 0, item: 0))
        view.press(.pageDown)
        #expect(Self.focusIsShown(view))
        #expect(view.interaction.focus == Self.topmostWholeItem(view))
        // Back up: the focus was at the top of the screen, it stays shown (no jump back).
        let focus = view.interaction.focus
        view.press(.up)
        #expect(view.interaction.focus == focus)
    }

    /// Random scrolls (arrows, pages, wheel, End, Home, another layout) in each layout: after every
    /// key the focused cell is on screen; a scroll down that left it above moves it to the topmost
    /// whole item, as the brute-force scan says.
    @Test(arguments: 0..<4) func afterEveryScrollTheFocusIsOnScreen(layout: Int) throws {
        for seed in 0..<40 {
            var rng = SplitMix64(seed: UInt64(seed * 4 + layout))
            let view = try makeView(FeedData(count: 2_000, limit: 2_000), width: 50, height: 24)
            view.switchLayout(to: layout, now: 0)
            for step in 0..<30 {
                let before = view.interaction.focus
                let oldFrame = before.flatMap { view.layout.layoutAttributesForItem(at: $0)?.frame }
                let keys: [Key] = [.down, .up, .pageDown, .pageUp, .end, .home, .right, .left, .tab]
                let pick = Int.random(in: 0..<(keys.count + 2), using: &rng)
                var wentDown = false
                if pick < keys.count {
                    view.press(keys[pick])
                    wentDown = [.down, .pageDown, .end].contains(keys[pick])
                } else if pick == keys.count {
                    let delta = Int.random(in: -5...5, using: &rng)
                    _ = view.handle(.wheel(delta: delta, x: 5, y: 5), now: 0)
                    wentDown = delta > 0
                } else {
                    view.type(String(Int.random(in: 1...4, using: &rng)))
                }
                #expect(Self.focusIsShown(view), "seed \(seed) step \(step): focus \(String(describing: view.interaction.focus)) off screen")
                if wentDown, view.layout.scrollDirection == .vertical, view.interaction.focus != before, let oldFrame,
                    oldFrame.maxY <= view.viewport.visibleRect.minY
                {
                    #expect(view.interaction.focus == Self.topmostWholeItem(view, column: oldFrame.midX), "seed \(seed) step \(step)")
                }
            }
        }
    }

    @Test func endThenDeleteDeletesAnItemOnScreen() throws {
        let data = ModelDataSource(data: CollectionData(generatedCounts: [1_000], seed: 1))
        let view = try makeView(data, width: 40, height: 20)
        let first = data.itemID(at: IndexPath(section: 0, item: 0))
        view.press(.end)
        let focus = try #require(view.interaction.focus)
        #expect(focus.item > 990, "focus \(focus)")
        #expect(Self.focusIsShown(view))
        let shown = data.itemID(at: focus)
        view.type("d")
        #expect(data.numberOfItems(inSection: 0) == 999)
        #expect(data.itemID(at: IndexPath(section: 0, item: 0)) == first, "the first item, far above the screen, stays")
        #expect(!(0..<999).contains { data.itemID(at: IndexPath(section: 0, item: $0)) == shown }, "the item shown went")
        #expect(Self.focusIsShown(view))
    }

    @Test func tabAfterEndGoesOnFromTheScreenNotBackToTheTop() throws {
        let view = try makeView(FeedData(count: 1_000, limit: 1_000), width: 40, height: 20)
        view.press(.end)
        let offset = view.viewport.offset
        let focus = try #require(view.interaction.focus)
        view.press(.backTab)
        #expect(view.interaction.focus == IndexPath(section: 0, item: focus.item - 1))
        #expect(abs(view.viewport.offset.y - offset.y) < 400, "no jump back to the top")
    }

    @Test(arguments: ["1", "2", "3", "4", "r"]) func aRelayoutKeepsTheFocusedItemOnScreen(key: String) throws {
        let view = try makeView(FeedData(count: 5_000, limit: 5_000), width: 50, height: 24)
        view.setFocus(IndexPath(section: 0, item: 2_345))
        view.press(.down, .down)
        let focus = view.interaction.focus
        if key == "1" { view.type("2") }
        view.type(key)
        #expect(view.interaction.focus == focus)
        #expect(Self.focusIsShown(view))
    }

    // MARK: - A billion items

    /// A billion items, End, then another layout, a rotation or a reloaded layout file: the layout
    /// reads the sizes of a few screens of items around the focused one (not every item up to the
    /// offset), holds few of them, and the focused item stays on screen.
    @Test(arguments: ["2", "3", "4", "r", "+", "reload"]) func aRelayoutAfterEndAtABillionItemsLaysOutAroundTheFocus(change: String) throws {
        let count = 1_000_000_000
        let data = CountingFeed(count: count)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cvsim-billion-\(getpid())-\(change).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let view: CollectionViewState
        var files = WatchedFiles()
        if change == "reload" {
            try Data(#"{"layout": "waterfall", "columns": 2, "lineSpacing": 10, "interitemSpacing": 10}"#.utf8).write(to: URL(fileURLWithPath: path))
            let watch = LayoutFileWatch(path: path)
            view = try makeView(data, width: 60, height: 30, choices: [LayoutChoice.file(name: watch.displayName, file: try LayoutFile.load(contentsOf: path))])
            files = WatchedFiles(layout: watch)
        } else {
            view = try makeView(data, width: 60, height: 30)
        }
        view.press(.end)
        _ = screen(view)
        let focus = try #require(view.interaction.focus)
        #expect(focus.item > count - 50, "End takes the focus along: \(focus)")
        data.hintsRead = 0
        let app = WatchedView(view, files: files)
        if change == "reload" { app.press(.ctrl("r")) } else { app.type(change) }
        _ = screen(view)
        #expect(data.hintsRead < 100_000, "read \(data.hintsRead) sizes")
        let stored = view.layout.layoutStore?.numberOfCells ?? 0
        #expect(stored < 100_000, "\(stored) cells laid out")
        #expect(view.interaction.focus == focus)
        #expect(Self.focusIsShown(view))
    }

    /// Self-sizing at a billion items: End measures the cells at the end (their heights kept by
    /// item, not in a slot for every item before them), then a text size, another layout and a
    /// rotation keep the focus on screen and lay out around it.
    @Test func selfSizingAtABillionItemsEndThenRelayouts() throws {
        var options = ViewOptions()
        options.animationDuration = 0
        let data = ModelDataSource(data: CollectionData(generatedCounts: [1_000_000_000], seed: 1))
        var c = EveryLayoutOptions()
        c.selfSizing = true
        c.itemSize = Size(width: 180, height: 60)
        let choices = [BuiltInLayout.waterfall, .flow].map { kind in LayoutChoice(name: kind.rawValue) { c.make(kind, bounds: $0) } }
        let view = try CollectionViewState(data: data, layouts: choices, options: options, terminalWidth: 120, terminalHeight: 40)
        view.press(.end)
        let focus = try #require(view.interaction.focus)
        #expect(focus.item > 999_999_900, "\(focus)")
        for key in [">", "2", "r", "<", "1"] {
            view.type(key)
            _ = screen(view)
            #expect(view.interaction.focus == focus, "after \(key)")
            #expect(Self.focusIsShown(view), "after \(key)")
            let stored = view.layout.layoutStore?.numberOfCells ?? 0
            #expect(stored < 100_000, "after \(key): \(stored) cells")
            #expect((view.selfSizingLayout?.actualSizeCount ?? 0) < 2_000)
        }
    }
}

/// A billion-item data source that counts the size hints the layout reads.
final class CountingFeed: CollectionViewDataSource {
    let count: Int
    var hintsRead = 0

    init(count: Int) { self.count = count }

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { count }
    func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint {
        hintsRead += 1
        return SizeHint(height: Double(50 + SplitMix64.mix(UInt64(indexPath.item)) % 150))
    }
    func itemID(at indexPath: IndexPath) -> AnyHashable { indexPath.item }
    func content(at indexPath: IndexPath) -> CellContent { CellContent(title: "Item \(indexPath.item)", color: .rgb(90, 90, 200)) }
    func sectionTitle(_ section: Int) -> String { "Feed" }
    func insertItem(after indexPath: IndexPath?) throws -> IndexPath { throw SimpleDataError.noSection }
    func deleteItem(at indexPath: IndexPath) throws { throw SimpleDataError.noSuchItem(indexPath) }
    var canUndo: Bool { false }
    func undo() throws -> IndexPath? { throw SimpleDataError.nothingToUndo }
    func beginInteractiveMovement(at indexPath: IndexPath) throws { throw SimpleDataError.noMovement }
    func updateInteractiveMovement(to target: IndexPath) throws { throw SimpleDataError.noMovement }
    func endInteractiveMovement() throws { throw SimpleDataError.noMovement }
    func cancelInteractiveMovement() {}
    var pagination: PaginationStatus { .none }
    func loadMoreIfNeeded(screensToEnd: Double) {}
    func drainLoadedItems() -> Invalidation { .none }
    func retryFailedPage() {}
}
