import CollectionFiles
import CollectionLayout
import CollectionModel
import Foundation
import Testing
@testable import CollectionView

/// The viewer over the tag-chip carousel (`Resources/layouts/tag-chips.json` with `tags.json`):
/// chips as wide as their text at the text size, measured again when it changes.
@Suite struct ChipViewTests {
    func makeView(width: Int = 100, height: Int = 30) throws -> CollectionViewState {
        let file = try LayoutFile.load(contentsOf: "\(ListViewTests.resources)/layouts/tag-chips.json")
        let dataset = try Dataset.load(contentsOf: "\(ListViewTests.resources)/datasets/tags.json")
        var options = ViewOptions()
        options.animationDuration = 0
        options.showsDevice = false
        return try CollectionViewState(
            data: ModelDataSource(data: try CollectionData(dataset: dataset)),
            layouts: [LayoutChoice.file(name: "tag-chips.json", file: file)], options: options, terminalWidth: width, terminalHeight: height)
    }

    /// Each chip shown is its text's width at the text size, whatever the terminal (points are
    /// points), and the next one starts 8 pt after it.
    func expectChipsFitTheirText(_ view: CollectionViewState, sourceLocation: SourceLocation = #_sourceLocation) {
        let style = CellTextStyle(category: view.contentSizeCategory)
        var checked = 0
        for element in view.shownElements(in: view.viewport.visibleRect) where element.category == .cell {
            let content = view.data.content(at: element.indexPath)
            let text = style.width(title: content.title, body: content.body, maximumWidth: view.viewport.bounds.width)
            #expect(element.frame.width == onPixels(min(text, view.viewport.bounds.width), view), "\(content.title)", sourceLocation: sourceLocation)
            let next = IndexPath(section: element.indexPath.section, item: element.indexPath.item + 1)
            if let after = view.layout.layoutAttributesForItem(at: next), let this = view.layout.layoutAttributesForItem(at: element.indexPath) {
                #expect(abs(after.frame.minX - this.frame.maxX - 8) < 1e-9, sourceLocation: sourceLocation)
            }
            checked += 1
        }
        #expect(checked >= 8, sourceLocation: sourceLocation)
    }

    @Test func chipsAreAsWideAsTheirText() throws {
        let view = try makeView()
        expectChipsFitTheirText(view)
        // At this scale (100 columns for 390 pt) the device's text is wider than its columns.
        let swift = try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0)))
        // 58.5 pt of text, on the iPhone 14's 3× pixels.
        #expect(swift.frame.width == onPixels(58.5, view) && swift.frame.width == 176.0 / 3)
        assertSnapshot(screen(view), named: "tag-chips")
    }

    @Test func aTextSizeStepMeasuresEveryChipAgain() throws {
        let view = try makeView()
        let before = try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 1, item: 2))).frame
        _ = view.press(.character(">"), .character(">"), .character(">"), .character(">"))
        #expect(view.contentSizeCategory == .accessibilityMedium)
        expectChipsFitTheirText(view)
        let after = try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 1, item: 2))).frame
        #expect(after.width > before.width && after.minX > before.minX)
        // "Swift" at AX1 (28 pt): 5 narrow glyphs of 14 pt and the padding.
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))?.frame.width == 86)
        _ = view.press(.character("<"), .character("<"), .character("<"), .character("<"), .character("<"))
        #expect(view.contentSizeCategory == .medium)
        expectChipsFitTheirText(view)
    }

    @Test func theFocusedChipStaysOnScreenWhenTheTextGrows() throws {
        let view = try makeView()
        _ = view.press(.right, .right, .right, .right, .right, .right)
        #expect(view.interaction.focus == IndexPath(section: 0, item: 6))
        #expect(view.orthogonalOffset(0) > 0)
        for _ in 0..<5 {
            _ = view.press(.character(">"))
            #expect(view.interaction.focus == IndexPath(section: 0, item: 6))
            let frame = try #require(view.shownFrame(of: IndexPath(section: 0, item: 6)))
            #expect(frame.intersects(view.viewport.visibleRect))
        }
    }

    /// A row of chips 58.5, 120 and 50 pt wide, then three at their 80-pt estimate, 8 pt apart
    /// from a 16-pt inset, in a 390-pt view: where each snapping behaviour rests.
    static func chipGeometry(_ behavior: OrthogonalScrollingBehavior) -> OrthogonalSectionGeometry {
        var geometry = OrthogonalSectionGeometry(
            behavior: behavior, leadingInset: 16, groupLength: 80, pitch: 88, groupCount: 6, itemsPerGroup: 1, contentLength: 540.5,
            containerLength: 390)
        geometry.measuredStarts = [0, 66.5, 194.5]
        geometry.measuredLengths = [58.5, 120, 50]
        return geometry
    }

    @Test func groupsOfMeasuredWidthsSnapOnTheirOwnStarts() {
        #expect((0..<6).map { Self.chipGeometry(.groupPaging).groupStart($0) } == [16, 82.5, 210.5, 268.5, 356.5, 444.5])
        let paging = Self.chipGeometry(.groupPaging)
        // Each item off screen (the section scrolled to 300): the section snaps to show it.
        #expect(OrthogonalOffsets.target(showing: 210.5, 260.5, group: 2, current: 300, paging) == 150.5, "group 2's start, clamped to the end")
        #expect(OrthogonalOffsets.target(showing: 82.5, 202.5, group: 1, current: 300, paging) == 66.5)
        let centred = Self.chipGeometry(.groupPagingCentered)
        // Group 1's centre (82.5 + 60) in the middle of the view.
        #expect(OrthogonalOffsets.target(showing: 82.5, 202.5, group: 1, current: 300, centred) == 142.5 - 195)
        let boundary = Self.chipGeometry(.continuousGroupLeadingBoundary)
        // Item 3 (268.5…348.5) is on screen at 0; item 5 (444.5…524.5) needs 134.5: the next group start is 194.5, clamped.
        #expect(OrthogonalOffsets.target(showing: 268.5, 348.5, group: 3, current: 0, boundary) == 0)
        #expect(OrthogonalOffsets.target(showing: 444.5, 524.5, group: 5, current: 0, boundary) == 150.5)
        // Resting on a group: the nearest group's offset, after a relayout too.
        #expect(OrthogonalOffsets.restingIndex(66.5, paging) == 1)
        #expect(OrthogonalOffsets.restingIndex(190, paging) == 2)
        #expect(OrthogonalOffsets.restingIndex(142.5 - 195, centred) == 1)
        var offsets = OrthogonalOffsets()
        offsets[0] = 66.5
        var wider = paging
        wider.measuredStarts = [0, 100, 300]
        wider.measuredLengths = [92, 192, 50]
        wider.contentLength = 700
        offsets.resnap(from: [0: paging]) { _ in wider }
        #expect(offsets[0] == 100, "still on group 1, at its new start")
    }

    /// A horizontal layout of text-wide columns (the chip rule along the scroll axis): the column
    /// the view starts at stays put while a text size step widens the columns before it.
    @Test func aHorizontalLayoutsMeasuredColumnsKeepTheAnchoredColumnStill() throws {
        let json = #"""
            {"layout": "compositional", "scrollDirection": "horizontal", "sections": [{"interGroupSpacing": 8,
              "group": {"group": "horizontal", "size": {"width": {"estimated": 80}, "height": {"fractionalHeight": 1.0}},
                        "subitems": [{"size": {"width": {"estimated": 80}, "height": {"fractionalHeight": 1.0}}}]}}]}
            """#
        let file = try LayoutFile.decode(Array(json.utf8), name: "columns.json")
        let dataset = try Dataset.load(contentsOf: "\(ListViewTests.resources)/datasets/tags.json")
        var options = ViewOptions()
        options.animationDuration = 0
        options.showsDevice = false
        let view = try CollectionViewState(
            data: ModelDataSource(data: try CollectionData(dataset: dataset)),
            layouts: [LayoutChoice.file(name: "columns.json", file: file)], options: options, terminalWidth: 100, terminalHeight: 30)
        // "Swift": the text's width at the default size.
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))?.frame.width == onPixels(58.5, view))
        _ = view.press(.tab, .tab, .tab, .tab, .tab)
        let focus = try #require(view.interaction.focus)
        let before = try #require(view.layout.layoutAttributesForItem(at: focus)).frame
        let column = view.viewport.cellRect(for: before).x
        _ = view.press(.character(">"), .character(">"))
        let after = try #require(view.layout.layoutAttributesForItem(at: focus)).frame
        #expect(after.minX > before.minX, "the columns before it grew")
        #expect(view.interaction.focus == focus)
        #expect(view.viewport.cellRect(for: after).x == column, "on the same terminal column")
    }
}
