import CollectionLayout
import Testing
@testable import CollectionView
import TerminalCore

/// Items far smaller than a cell: a frame draws at most one element per cell.
@Suite struct SubCellMergeTests {
    static func tinyItems(_ count: Int, size: Double, height: Double? = nil) -> SimpleCollectionData {
        let colors: [Color] = [.rgb(200, 40, 40), .rgb(40, 200, 40), .rgb(40, 40, 200)]
        return SimpleCollectionData(sections: [
            SimpleSection(title: "Dust", items: (0..<count).map {
                SimpleItem(id: $0, title: "\($0)", color: colors[$0 % 3], size: SizeHint(width: size, height: height ?? size))
            }),
        ])
    }

    static func flow() -> [LayoutChoice] {
        var c = FlowOptions()
        c.lineSpacing = 0
        c.interitemSpacing = 0
        return [LayoutChoice(name: "flow") { FlowLayout(options: c, bounds: $0) }]
    }

    /// 2 pt squares (a fifth of a column), 195 a row; and 0.02 pt wide, 100 pt tall slivers,
    /// 19 500 a row, each several rows tall: the visible rect holds tens of thousands.
    @Test(arguments: [(2.0, 2.0, 60_000), (0.02, 100, 100_000)])
    func neverMoreElementsThanCells(width: Double, height: Double, count: Int) throws {
        let view = try makeView(Self.tinyItems(count, size: width, height: height), width: 40, height: 20, choices: Self.flow())
        var buffer = CellBuffer(width: 0, height: 0)
        view.render(into: &buffer, now: 0)
        let cells = view.viewport.columns * view.viewport.rows
        #expect(view.renderer.drawnCount <= cells)
        // Against a brute-force reference: exactly the cells some item falls in are painted.
        var covered = Set<Int>()
        for element in view.layout.layoutAttributesForElements(in: view.viewport.visibleRect) where element.category == .cell {
            let r = view.viewport.cellRect(for: element.frame)
            for y in r.y..<r.y + max(1, r.height) where y >= 0 && y < view.viewport.rows {
                for x in r.x..<r.x + max(1, r.width) where x >= 0 && x < view.viewport.columns { covered.insert(y * view.viewport.columns + x) }
            }
        }
        #expect(covered.count > cells / 2, "the items cover the screen")
        var painted = Set<Int>()
        for y in 0..<view.viewport.rows {
            for x in 0..<view.viewport.columns where buffer[x, y].style.background != .default { painted.insert(y * view.viewport.columns + x) }
        }
        #expect(painted == covered)
        #expect(view.renderer.drawnCount <= covered.count)
    }

    @Test func theFocusedTinyItemIsTheOneShownInItsCell() throws {
        let view = try makeView(Self.tinyItems(5_000, size: 0.5), width: 40, height: 20, choices: Self.flow())
        view.press(.tab, .tab, .tab)
        #expect(view.interaction.focus == IndexPath(section: 0, item: 3))
        var buffer = CellBuffer(width: 0, height: 0)
        view.render(into: &buffer, now: 0)
        // Items 0–3 share the first cell; the focused one wins, shown in inverse video.
        #expect(buffer[0, 0].style.background == Color.rgb(200, 40, 40), "item 3's colour, not item 2's (drawn last otherwise)")
        #expect(buffer[0, 0].style.attributes.contains(.reverse))
    }
}
