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
            layouts: [LayoutFileWatch.choice(name: "tag-chips.json", file: file)], options: options, terminalWidth: width, terminalHeight: height)
    }

    /// Each chip shown is its text's width at the text size (or what its text and borders need in
    /// columns, when more), and the next one starts 8 pt after it.
    func expectChipsFitTheirText(_ view: CollectionViewState, sourceLocation: SourceLocation = #_sourceLocation) {
        let style = CellTextStyle(category: view.contentSizeCategory)
        var checked = 0
        for element in view.shownElements(in: view.viewport.visibleRect) where element.category == .cell {
            let content = view.data.content(at: element.indexPath)
            let text = style.width(title: content.title, body: content.body, maximumWidth: view.viewport.bounds.width)
            let drawn = view.drawnTextWidth(title: content.title, body: content.body, maximumWidth: view.viewport.bounds.width)
            #expect(element.frame.width == max(text, drawn), "\(content.title)", sourceLocation: sourceLocation)
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
        #expect(swift.frame.width == 58.5)
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
        #expect(view.focus == IndexPath(section: 0, item: 6))
        #expect(view.orthogonalOffset(0) > 0)
        for _ in 0..<5 {
            _ = view.press(.character(">"))
            #expect(view.focus == IndexPath(section: 0, item: 6))
            let frame = try #require(view.shownFrame(of: IndexPath(section: 0, item: 6)))
            #expect(frame.intersects(view.viewport.visibleRect))
        }
    }
}
