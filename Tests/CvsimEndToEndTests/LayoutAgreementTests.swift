import CollectionLayout
import Foundation
import Testing

@testable import cvsim

/// `cvsim layout` prints the frames the viewer shows: for the same options, the view `cvsim run`
/// builds lays out every cell where the printed document says.
@Suite struct LayoutAgreementTests {
    static let layouts: [[String]] =
        [["--layout", "waterfall"], ["--layout", "flow"], ["--layout", "mosaic"], ["--layout", "horizontal"],
         ["--layout", "flow", "--item-size", "33.3x47.7"], ["--layout", "waterfall", "--columns", "3", "--self-sizing"]]
        + LayoutFileCommandTests.files.map { ["--layout-file", "\(LayoutFileCommandTests.resources)/\($0).json"] }

    static let data: [[String]] = [["--items", "3", "--seed", "1"], ["--items", "7,5,9"], ["--items", "12", "--seed", "4242"]]

    @Test(arguments: layouts, data)
    func viewAndLayoutCommandGiveTheSameFrames(layout: [String], data: [String]) throws {
        let arguments = layout + data
        let printed = try LayoutCommandTests().layout(arguments)
        let scene = try RunCommand.parse(arguments).makeScene()
        let view = scene.view.layout
        try view.layOutCompletely()
        let shown = (view as? CompositionalLayout)?.allLayoutAttributesAtRest() ?? view.allLayoutAttributes()
        let cells = shown.filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }
        let printedCells = printed.elements.filter { $0.category == "cell" }.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
        #expect(cells.count == printedCells.count, "\(arguments)")
        for (cell, line) in zip(cells, printedCells) {
            #expect(cell.indexPath == IndexPath(section: line.section, item: line.item), "\(arguments)")
            let f = cell.frame
            let expected = [f.minX, f.minY, f.width, f.height].map(Self.printedValue)
            let got = [line.frame.x, line.frame.y, line.frame.width, line.frame.height]
            if view.selfSizesItems,
                view.sizesItself(at: cell.indexPath), view.measuredDimension(at: cell.indexPath) == .width
            {
                // A chip in the viewer is also as wide as its text drawn in the terminal's columns:
                // never narrower than the device's measure, as tall.
                #expect(got[3] == expected[3], "\(arguments) \(cell.indexPath)")
                #expect(f.width >= line.frame.width - 1e-3, "\(arguments) \(cell.indexPath)")
            } else if view.selfSizesItems {
                // A self-sized cell in the viewer is also as tall as its text drawn in the
                // terminal's rows (docs/layouts.md): never shorter than the device's measure,
                // as wide (columns may differ as heights do). The printed heights are the device's.
                #expect(got[2] == expected[2], "\(arguments) \(cell.indexPath)")
                #expect(f.height >= line.frame.height - 1e-3, "\(arguments) \(cell.indexPath)")
            } else {
                #expect(got == expected, "\(arguments) \(cell.indexPath)")
            }
        }
    }

    /// What a JSON reader gets back for a stored value: a `Float`'s shortest decimal read as a
    /// `Double` is that decimal, not the `Float` widened.
    static func printedValue(_ value: Double) -> Double { Double(JSON.number(value))! }

    @Test func theDefaultSeedIsTheViewersOne() throws {
        let printed = try LayoutCommandTests().layout(["--items", "4"])
        let seeded = try LayoutCommandTests().layout(["--items", "4", "--seed", "1"])
        #expect(printed.elements == seeded.elements)
        #expect(try RunCommand.parse([]).numbers.seed == 1)
    }

    /// `cvsim layout --items 3 --seed 1` said item [0, 1] is 161 pt high; the viewer shows 142 pt.
    @Test func itemZeroOneIsAsHighAsTheViewerShowsIt() throws {
        let printed = try LayoutCommandTests().layout(["--items", "3", "--seed", "1"])
        let item = try #require(printed.elements.first { $0.category == "cell" && $0.item == 1 })
        #expect(item.frame.height == 142)
    }
}
