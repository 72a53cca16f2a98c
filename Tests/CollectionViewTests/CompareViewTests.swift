import TerminalCore
import CollectionLayout
import Testing

@testable import CollectionView
import TestSupport

/// `--compare`: elements whose frames differ from a dump's are marked on screen, and the
/// inspector shows both frames.
@Suite struct CompareViewTests {
    /// A comparison with the layout's own frames, but item [0, 1] 12 pt lower and [0, 2] absent.
    static func comparison(for view: CollectionViewState) -> FrameComparison {
        var expected: [ElementID: Rect] = [:]
        for element in view.layout.allLayoutAttributes() { expected[element.elementID] = element.frame }
        let moved = ElementID(category: .cell, kind: nil, indexPath: IndexPath(section: 0, item: 1))
        expected[moved]!.origin.y += 12
        expected[ElementID(category: .cell, kind: nil, indexPath: IndexPath(section: 0, item: 2))] = nil
        return FrameComparison(expected: expected)
    }

    @Test func differingElementsAreMarkedOnScreen() throws {
        let view = try makeView(width: 60, height: 24)
        view.comparison = Self.comparison(for: view)
        let text = screen(view)
        assertSnapshot(text, named: "compare-marks")
        #expect(view.renderer.mismatchesDrawn == 2)
        let wide = try makeView(width: 140, height: 24)
        wide.comparison = Self.comparison(for: wide)
        #expect(screen(wide).contains(" │ ≠ 2 shown differ from the dump │ "))
        // Nothing is marked without a comparison.
        view.comparison = nil
        #expect(!screen(view).contains("≠"))
    }

    /// The corner, the next cell along the top and the next one down of item [0, `item`]'s mark.
    static func markedCorner(_ view: CollectionViewState, item: Int) throws -> (corner: Cell, top: Cell, side: Cell) {
        var buffer = CellBuffer(width: 0, height: 0)
        view.render(into: &buffer, now: 0)
        let frame = try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: item))).frame
        let rect = view.viewport.cellRect(for: frame)
        return (buffer[rect.x, rect.y], buffer[rect.x + 1, rect.y], buffer[rect.x, rect.y + 1])
    }

    @Test func theMarkIsMagentaAndDashed() throws {
        let view = try makeView(width: 60, height: 24)
        view.comparison = Self.comparison(for: view)
        let mark = try Self.markedCorner(view, item: 2)
        #expect(mark.corner.character == "≠")
        #expect(mark.corner.style == RenderPass.mismatchStyle)
        #expect(mark.top.character == "╌")
        #expect(mark.side.character == "╎")
    }

    @Test func asciiMarksWithPunctuation() throws {
        let view = try makeView(width: 140, height: 24, ascii: true)
        view.comparison = Self.comparison(for: view)
        let mark = try Self.markedCorner(view, item: 1)
        #expect([mark.corner.character, mark.top.character, mark.side.character] == ["!", ".", ":"])
        #expect(screen(view).contains(" | != 2 shown differ from the dump | "))
    }

    @Test func theInspectorShowsBothFrames() throws {
        let view = try makeView(width: 100, height: 30)
        view.comparison = Self.comparison(for: view)
        view.press(.tab)  // [0, 1]: moved
        let f = try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 1))).frame
        let n = CollectionViewState.format
        let lines = view.inspectorLines()
        #expect(lines.contains("frame       x \(n(f.minX))  y \(n(f.minY)) pt"))
        #expect(lines.contains("dump frame  x \(n(f.minX))  y \(n(f.minY + 12)) pt"))
        #expect(lines.contains("            w \(n(f.width))  h \(n(f.height)) pt"))
        #expect(lines.contains("off by      Δy -12"))
        view.press(.tab)  // [0, 2]: not in the dump
        #expect(view.inspectorLines().contains("dump        not in the dump"))
        view.press(.tab)  // [0, 3]: the same
        #expect(view.inspectorLines().contains("dump        the same (within 0.5 pt)"))
    }

    /// A pinned header's place along the scroll axis follows the offset, which a dump took at an
    /// offset of its own: scrolled, it is not marked, but a header of another height or column is.
    @Test func aPinnedHeaderComparesAcrossTheAxisAndBySize() throws {
        var c = EveryLayoutOptions()
        c.headerHeight = 30
        c.pinHeaders = true
        let view = try makeView(width: 60, height: 24, choices: [LayoutChoice(name: "waterfall") { c.make(.waterfall, bounds: $0) }])
        var expected: [ElementID: Rect] = [:]
        for element in view.layout.allLayoutAttributes() { expected[element.elementID] = element.frame }
        view.comparison = FrameComparison(expected: expected)
        view.setOffset(Point(x: 0, y: 300))
        let header = try #require(view.layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: 0, item: 0)))
        #expect(header.frame.minY == 300, "pinned at the top of the scrolled bounds")
        _ = screen(view)
        #expect(view.renderer.mismatchesDrawn == 0)
        #expect(view.comparison!.status(of: header) != .match, "without the axis it would be marked")
        var taller = expected
        taller[header.elementID]!.size.height += 4
        view.comparison = FrameComparison(expected: taller)
        _ = screen(view)
        #expect(view.renderer.mismatchesDrawn == 1)
        var moved = expected
        moved[header.elementID]!.origin.x += 4
        view.comparison = FrameComparison(expected: moved)
        _ = screen(view)
        #expect(view.renderer.mismatchesDrawn == 1)
    }

    @Test(arguments: [
        (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 10), "<0.01"),
        (Rect(x: 0, y: 10, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 10), "Δy -10"),
        (Rect(x: 1.5, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 12.25, height: 9.95), "Δx -1.5 Δw +2.25 Δh -0.05"),
    ])
    func offsetsAreWrittenToTheHundredth(a: Rect, b: Rect, text: String) {
        #expect(FrameComparison.offset(from: a, to: b) == text)
    }

    @Test func differencesComeInIndexPathOrder() {
        let header = ElementID(category: .supplementary, kind: .header, indexPath: IndexPath(section: 0, item: 0))
        let cell = ElementID(category: .cell, kind: nil, indexPath: IndexPath(section: 0, item: 0))
        let later = ElementID(category: .cell, kind: nil, indexPath: IndexPath(section: 1, item: 0))
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let comparison = FrameComparison(expected: [later: frame, header: frame])
        let actual = [LayoutAttributes.cell(cell.indexPath, frame: frame), LayoutAttributes(category: .supplementary, kind: .header, indexPath: header.indexPath, frame: frame.offsetBy(dx: 0, dy: 1))]
        let differences = comparison.differences(from: actual)
        #expect(differences.map(\.element) == [cell, header, later])
        #expect(differences.map(\.kind) == [.extra, .moved, .missing])
        #expect(differences[1].distance == 1)
    }
}
