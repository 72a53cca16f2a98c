import CollectionLayout
import Testing
@testable import CollectionView

/// Whole screens compared with golden files (record with RECORD_SNAPSHOTS=1).
@Suite struct ScreenSnapshotTests {
    @Test(arguments: [(0, "waterfall"), (1, "flow"), (2, "mosaic"), (3, "horizontal")])
    func everyLayout(index: Int, name: String) throws {
        let view = try makeView()
        view.type("\(index + 1)")
        #expect(view.layout.name == name)
        assertSnapshot(screen(view), named: "layout-\(name)")
    }

    @Test func asciiBoxes() throws {
        let view = try makeView(ascii: true)
        assertSnapshot(screen(view), named: "waterfall-ascii")
    }

    @Test func pinnedHeaderMidScroll() throws {
        let view = try makeView(choices: testChoices(pinHeaders: true, backgrounds: true))
        view.press(.down, .down, .down, .down, .down, .down, .down, .down, .down, .down, .down, .down)
        let text = screen(view)
        #expect(text.hasPrefix(" Fruits"), "the header stays on the top row")
        assertSnapshot(text, named: "pinned-header-mid-scroll")
    }

    @Test func liftMoveAndDrop() throws {
        let view = try makeView()
        view.type(" ")
        assertSnapshot(screen(view), named: "drag-lifted")
        view.press(.right, .right, .right, .right, .right, .right, .right, .right)
        #expect(view.interaction.drag?.current == IndexPath(section: 0, item: 1))
        assertSnapshot(screen(view), named: "drag-moved")
        view.press(.enter)
        #expect((view.data as! SimpleCollectionData).sections[0].items.prefix(3).map(\.title) == ["Banana", "Apple", "Cherry"])
        assertSnapshot(screen(view), named: "drag-dropped")
    }

    @Test func loadingFooter() throws {
        let data = FeedData(count: 20)
        let view = try makeView(data)
        view.press(.end)
        #expect(data.pagination == .loading)
        assertSnapshot(screen(view, now: 0.25), named: "footer-loading")
        data.failPage()
        view.tick(now: 0.3)
        assertSnapshot(screen(view, now: 0.3), named: "footer-failed")
    }

    @Test func endFooter() throws {
        let view = try makeView(FeedData(count: 12, limit: 12))
        view.press(.end)
        assertSnapshot(screen(view), named: "footer-end")
    }

    @Test func tinyTerminal() throws {
        let view = try makeView(width: 19, height: 5)
        assertSnapshot(screen(view), named: "tiny-terminal")
    }

    @Test func cjkTitle() throws {
        let data = SimpleCollectionData(sections: [
            SimpleSection(title: "日本語のセクション", items: [
                SimpleItem(id: 1, title: "東京タワー", color: .rgb(200, 60, 60), size: SizeHint(height: 80)),
                SimpleItem(id: 2, title: "Café 北京烤鸭 very long title", color: .rgb(60, 60, 200), size: SizeHint(height: 80)),
                SimpleItem(id: 3, title: "한국어", color: .rgb(60, 200, 60), size: SizeHint(height: 60)),
            ]),
        ])
        let view = try makeView(data)
        assertSnapshot(screen(view), named: "cjk-title")
    }

    @Test func helpOverlay() throws {
        let view = try makeView(width: 60, height: 24)
        view.type("?")
        assertSnapshot(screen(view), named: "help")
        view.press(.escape)
        #expect(!view.chrome.showsHelp)
    }

    @Test func aHelpTallerThanTheTerminalScrollsToItsLastLine() throws {
        let view = try makeView(width: 60, height: 24)
        view.type("?")
        let lines = KeyMap.helpLines(layoutNames: view.layouts.choices.map(\.name))
        #expect(!screen(view).contains("quit"))
        for _ in 0..<lines.count { view.press(.down) }
        #expect(view.chrome.showsHelp)
        let scrolled = screen(view)
        #expect(scrolled.contains("q           quit"))
        #expect(!scrolled.contains("scroll one row / column"))
        view.press(.pageUp)
        view.press(.pageUp)
        #expect(screen(view).contains("scroll one row / column"))
        view.type("q")
        #expect(!view.chrome.showsHelp)
    }
}
