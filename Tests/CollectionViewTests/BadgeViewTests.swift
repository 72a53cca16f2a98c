import CollectionFiles
import TerminalCore
import CollectionLayout
import CollectionModel
import Foundation
import Testing
@testable import CollectionView

/// Badges (`Resources/layouts/grid-with-badges.json`, Apple's "Item Badges" sample) in the
/// viewer: drawn above their cell's corner.
@Suite struct BadgeViewTests {
    func makeView(zoom steps: Int) throws -> CollectionViewState {
        let file = try LayoutFile.load(contentsOf: "\(ListViewTests.resources)/layouts/grid-with-badges.json")
        let dataset = try Dataset.load(contentsOf: "\(ListViewTests.resources)/datasets/settings.json")
        var options = ViewOptions()
        options.animationDuration = 0
        options.showsDevice = false
        let view = try CollectionViewState(
            data: ModelDataSource(data: try CollectionData(dataset: dataset)),
            layouts: [LayoutChoice.file(name: "grid-with-badges.json", file: file)], options: options, terminalWidth: 60, terminalHeight: 20)
        for _ in 0..<steps { view.type("+") }
        return view
    }

    @Test func badgesSitOnTheirCellsTopTrailingCorners() throws {
        let view = try makeView(zoom: 2)
        var buffer = CellBuffer(width: 0, height: 0)
        view.render(into: &buffer, now: 0)
        // Item 0's badge: (88.5, 19, 20, 20) in points, over its cell's top-trailing corner.
        let badge = try #require(view.layout.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(section: 0, item: 0)))
        #expect(badge.frame == Rect(x: 88.5, y: 19, width: 20, height: 20))
        let rect = view.viewport.cellRect(for: badge.frame)
        let cell = view.viewport.cellRect(for: try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))).frame)
        #expect(rect.maxX > cell.maxX && rect.y < cell.y, "the badge overhangs the corner")
        #expect(buffer[rect.x + (rect.width - 1) / 2, rect.y + (rect.height - 1) / 2].style.background == .rgb(0xFF, 0x3B, 0x30))
        // Its count: "Airplane Mode" has 13 characters, 13 % 9 + 1 = 5.
        #expect(buffer[rect.x + (rect.width - 1) / 2, rect.y + (rect.height - 1) / 2].character == "5")
        assertSnapshot(buffer.text, named: "badges-grid")
        #expect(view.countedTotals().elements == 40, "20 cells and their 20 badges")
    }
}
