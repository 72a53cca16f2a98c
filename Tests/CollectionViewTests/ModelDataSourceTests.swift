import CollectionLayout
import CollectionModel
import Foundation
import Testing
@testable import CollectionView
import TerminalCore
import TestSupport

@Suite struct ModelDataSourceTests {
    func model() throws -> CollectionData {
        try CollectionData(sections: [
            Section(title: "A", items: (0..<6).map { Item(id: ItemID("a\($0)"), title: "A\($0)", height: Double(60 + 10 * $0), color: "#336699") }),
            Section(title: "B", items: (0..<4).map { Item(id: ItemID("b\($0)"), title: "B\($0)", height: 80, color: "#ffcc00") }),
        ])
    }

    @Test func editsThroughTheViewUndoToTheExactModel() throws {
        let original = try model()
        let source = ModelDataSource(data: original)
        let view = try makeView(source, animation: 0.2)
        #expect(source.content(at: IndexPath(section: 0, item: 0)) == CellContent(title: "A0", color: .rgb(0x33, 0x66, 0x99)))
        view.type("i", now: 0)
        #expect(source.data.item(at: IndexPath(section: 0, item: 1))?.title == "New 1")
        view.press(.tab, .tab, now: 1)
        view.type("d", now: 2)
        view.type(" ", now: 3)
        view.press(.right, .right, .right, .right, .right, .right, .right, .right, .down, .down, .down, now: 3)
        view.press(.enter, now: 3)
        #expect(source.data != original)
        for step in 0..<3 { view.type("u", now: 4 + Double(step)) }
        #expect(source.data == original)
        #expect(!source.canUndo)
    }

    /// Property, over random edits, drags and undos through the view on a generated feed and on
    /// a small model: every item's content as the source gives it (kept between frames) is the
    /// content of the item the data holds now.
    @Test func contentFollowsEveryChangeOfTheData() throws {
        var rng = SplitMix64(seed: 5)
        let keys: [Key] = [.character("i"), .character("d"), .character("u"), .down, .up, .tab, .character(" "), .enter, .escape, .right]
        for run in 0..<40 {
            let source = run % 2 == 0
                ? ModelDataSource(data: CollectionData(generatedCounts: [30, 12], seed: UInt64(run)))
                : ModelDataSource(data: try model())
            let view = try makeView(source)
            for step in 0..<60 {
                _ = view.press(keys[Int(rng.next() % UInt64(keys.count))], now: Double(step))
                var buffer = CellBuffer(width: 40, height: 20)
                view.render(into: &buffer, now: Double(step))
                for section in 0..<source.data.numberOfSections {
                    for item in 0..<source.data.numberOfItems(inSection: section) {
                        let path = IndexPath(section: section, item: item)
                        let held = try #require(source.data.item(at: path))
                        let expected = CellContent(title: held.title, color: Color(hex: held.color) ?? .default, body: held.body ?? "")
                        #expect(source.content(at: path) == expected, "run \(run), step \(step), \(path)")
                    }
                }
            }
        }
    }

    @Test func cancelledDragLeavesTheModelUnchanged() throws {
        let original = try model()
        let source = ModelDataSource(data: original)
        let view = try makeView(source)
        view.type("m")
        for _ in 0..<12 { view.press(.down) }
        view.press(.escape)
        #expect(source.data == original)
        #expect(!source.canUndo)
    }

    @Test func generatedFeedPagesInWithoutBlocking() async throws {
        let loader = PageLoader(source: GeneratedPageSource(seed: 1, latency: .milliseconds(5)))
        let source = ModelDataSource(data: CollectionData(), loader: loader)
        let view = try makeView(source, width: 60, height: 20)
        #expect(source.pagination == .loading, "an empty feed fetches at once")
        var waited = 0
        _ = await waitUntil {
            view.tick(now: Double(waited))
            waited += 1
            return source.data.totalItems >= 20
        }
        #expect(source.data.totalItems >= 20)
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 19)) != nil)
        #expect(view.interaction.focus == IndexPath(section: 0, item: 0))
    }

    @Test func scrollingToTheEndPagesUntilTheFeedEnds() async throws {
        let loader = PageLoader(source: GeneratedPageSource(seed: 2, latency: .milliseconds(1), endAfter: 50))
        let source = ModelDataSource(data: CollectionData(), loader: loader)
        let view = try makeView(source, width: 60, height: 20)
        var waited = 0
        _ = await waitUntil {
            view.tick(now: Double(waited))
            view.press(.end)
            #expect(source.paginator.inFlight == nil || source.pagination == .loading)
            waited += 1
            return source.pagination == .exhausted
        }
        #expect(source.data.totalItems == 50)
        #expect(source.pagination == .exhausted)
        #expect(screen(view).contains("— end —"))
        let ids = (0..<50).map { source.itemID(at: IndexPath(section: 0, item: $0)) }
        #expect(Set(ids).count == 50, "no item repeated")
    }

    @Test func generatedFeedScreen() throws {
        let source = ModelDataSource(data: CollectionData(generatedCounts: [60]))
        var configuration = EveryLayoutOptions()
        configuration.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = try makeView(source, width: 100, height: 30, choices: LayoutChoice.standard(configuration.descriptions))
        view.press(.tab, .tab, .tab)
        assertSnapshot(screen(view), named: "generated-feed-100x30")
    }
}
