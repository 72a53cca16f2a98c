import CollectionFiles
import CollectionLayout
import CollectionModel
import Foundation
import Testing
@testable import CollectionView

/// The viewer over a layout file with estimated heights (`Resources/layouts/self-sizing-list.json`):
/// the same measuring and anchoring as `--self-sizing`.
@Suite struct CompositionalSelfSizingViewTests {
    func listFile() throws -> LayoutDescription {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/layouts/self-sizing-list.json").standardized.path
        return try LayoutFile.load(contentsOf: path)
    }

    func makeView(_ data: ModelDataSource, file: LayoutDescription) throws -> CollectionViewState {
        var options = ViewOptions()
        options.animationDuration = 0
        options.showsDevice = false
        return try CollectionViewState(
            data: data, layouts: [LayoutChoice.file(name: "self-sizing-list.json", file: file)], options: options,
            terminalWidth: 60, terminalHeight: 30)
    }

    @Test func rowsTakeTheHeightOfTheirText() throws {
        let view = try makeView(try notesData(count: 40), file: try listFile())
        let sizing = try #require(view.selfSizingLayout)
        #expect(sizing is CompositionalLayout)
        var heights = Set<Double>()
        for element in view.layout.layoutAttributesForElements(in: view.viewport.visibleRect) where element.category == .cell {
            let content = view.data.content(at: element.indexPath)
            let expected = onPixels(CellTextStyle().height(title: content.title, body: content.body, width: element.frame.width), view)
            #expect(element.frame.height == expected, "\(element.indexPath)")
            heights.insert(expected)
        }
        #expect(heights.count > 1, "rows of different heights")
        assertSnapshot(screen(view), named: "self-sizing-compositional-list")
    }

    /// `>` and `<` in a compositional list: everything is measured again and the focused cell keeps its row.
    @Test func dynamicTypeKeepsTheFocusedCellOnItsRow() throws {
        let view = try makeView(try notesData(count: 200), file: try listFile())
        view.setOffset(Point(x: 0, y: 3000))
        let focus = try #require(view.currentAnchor()).indexPath
        view.setFocus(focus)
        let y = try #require(view.screenRow(of: focus))
        let before = view.layout.layoutAttributesForItem(at: focus)!.frame.height
        view.type(">")
        #expect(view.contentSizeCategory == .extraLarge)
        #expect(view.interaction.focus == focus)
        #expect(view.screenRow(of: focus) == y)
        #expect(view.layout.layoutAttributesForItem(at: focus)!.frame.height > before)
        assertSnapshot(screen(view), named: "self-sizing-compositional-extra-large")
        view.type("<<")
        #expect(view.contentSizeCategory == .medium)
        #expect(view.screenRow(of: focus) == y)
    }

    /// End, then Up a row at a time: groups above are measured as they come near (the group
    /// table grows backwards), and the screen scrolls by exactly one row each time.
    @Test func scrollingUpIntoUnmeasuredGroupsDoesNotJump() throws {
        let view = try makeView(try notesData(count: 300), file: try listFile())
        view.press(.end)
        for _ in 0..<40 {
            let anchor = try #require(view.currentAnchor())
            view.press(.up)
            guard view.viewport.offset.y > 0 else { break }
            let row = try #require(view.screenRow(of: anchor.indexPath))
            #expect(row == anchor.row + 1, "the anchor moved from row \(anchor.row) to \(row), not one row down")
        }
    }

    @Test func onlyGroupsNearTheScreenAreMeasured() throws {
        let view = try makeView(try notesData(count: 5000), file: try listFile())
        let sizing = try #require(view.selfSizingLayout)
        #expect(sizing.actualSizeCount > 0)
        #expect(sizing.actualSizeCount < 60 + 2 * SelfSizing.measuringLookahead, "measured \(sizing.actualSizeCount) of 5000")
        #expect(sizing.hasEstimatedItems)
        #expect(view.renderInput().selfSizingStatus()?.hasSuffix("pt est.") == true)
    }
}
