import CollectionLayout
import Testing

/// The whole layout's boundary items (`UICollectionViewCompositionalLayoutConfiguration
/// .boundarySupplementaryItems`): a header before the first section, a footer after the last,
/// pinned over the whole content. Frames hand-computed.
@Suite struct LayoutBoundaryItemTests {
    static let header: ElementKind = "layout-header"
    static let footer: ElementKind = "layout-footer"

    /// Two items a row, rows 100 tall.
    static var grid: SectionDescription {
        SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
    }

    static func layout(
        _ items: [BoundaryItemDescription], sections: [SectionDescription] = [grid], counts: [Int] = [3, 2], height: Double = 844,
        direction: ScrollDirection = .vertical
    ) throws -> CompositionalLayout {
        var d = CompositionalDescription(scrollDirection: direction, interSectionSpacing: 10, sections: sections)
        d.boundarySupplementaryItems = items
        let layout = CompositionalLayout(description: d, bounds: Rect(x: 0, y: 0, width: 390, height: height))
        try layout.prepare(StaticDataSource(counts: counts))
        return layout
    }

    static func frame(_ layout: CompositionalLayout, _ kind: ElementKind, _ n: Int = 0) -> Rect? {
        layout.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(section: 0, item: n))?.frame
    }

    static let banner = BoundaryItemDescription(elementKind: header, size: size(.fractionalWidth(1), .absolute(60)), alignment: .top)
    static let endNote = BoundaryItemDescription(elementKind: footer, size: size(.absolute(200), .absolute(30)), alignment: .bottom)

    @Test func aHeaderComesBeforeTheFirstSectionAndAFooterAfterTheLast() throws {
        let layout = try Self.layout([Self.banner, Self.endNote])
        // Header 0–60; section 0 (two rows) 60–260; 10 apart, section 1 270–370; the footer,
        // 200 wide and centred, 370–400.
        #expect(Self.frame(layout, Self.header) == Rect(x: 0, y: 0, width: 390, height: 60))
        #expect(cellFrames(layout, count: 3) == [
            Rect(x: 0, y: 60, width: 195, height: 100), Rect(x: 195, y: 60, width: 195, height: 100), Rect(x: 0, y: 160, width: 195, height: 100),
        ])
        #expect(cellFrames(layout, section: 1, count: 2) == [Rect(x: 0, y: 270, width: 195, height: 100), Rect(x: 195, y: 270, width: 195, height: 100)])
        #expect(Self.frame(layout, Self.footer) == Rect(x: 95, y: 370, width: 200, height: 30))
        #expect(layout.contentSize == Size(width: 390, height: 400))
        // The rect query finds them at (0, 0), of their kinds.
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844)).filter { $0.category == .supplementary }
        #expect(found.map(\.kind) == [Self.header, Self.footer])
        #expect(found.map(\.indexPath) == [IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 0)])
    }

    @Test func anItemThatDoesNotExtendTheBoundaryOverlapsTheContent() throws {
        var banner = Self.banner
        banner.extendsBoundary = false
        var note = Self.endNote
        note.extendsBoundary = false
        let layout = try Self.layout([banner, note])
        #expect(Self.frame(layout, Self.header) == Rect(x: 0, y: 0, width: 390, height: 60))
        #expect(cellFrames(layout, count: 1) == [Rect(x: 0, y: 0, width: 195, height: 100)])
        // Over the last row's end: 310–340.
        #expect(Self.frame(layout, Self.footer) == Rect(x: 95, y: 280, width: 200, height: 30))
        #expect(layout.contentSize.height == 310)
    }

    @Test func aPinnedHeaderFollowsTheVisibleTopOverTheWholeContentUntilTheFooter() throws {
        var banner = Self.banner
        banner.pinToVisibleBounds = true
        let layout = try Self.layout([banner, Self.endNote], height: 200)
        layout.updateBounds(Rect(x: 0, y: 150, width: 390, height: 200))
        #expect(Self.frame(layout, Self.header) == Rect(x: 0, y: 150, width: 390, height: 60))
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(section: 0, item: 0))?.zIndex == ZIndex.pinnedHeader)
        // Past 310 it meets the footer (at 370) and stops.
        layout.updateBounds(Rect(x: 0, y: 330, width: 390, height: 200))
        #expect(Self.frame(layout, Self.header) == Rect(x: 0, y: 310, width: 390, height: 60))
        // The rect query shows it where it is pinned.
        let shown = layout.layoutAttributesForElements(in: Rect(x: 0, y: 330, width: 390, height: 200)).filter { $0.kind == Self.header }
        #expect(shown.map(\.frame) == [Rect(x: 0, y: 310, width: 390, height: 60)])
    }

    @Test func aPinnedFooterFollowsTheVisibleBottom() throws {
        var note = Self.endNote
        note.pinToVisibleBounds = true
        let layout = try Self.layout([Self.banner, note], height: 200)
        #expect(Self.frame(layout, Self.footer) == Rect(x: 95, y: 170, width: 200, height: 30))
        layout.updateBounds(Rect(x: 0, y: 200, width: 390, height: 200))
        #expect(Self.frame(layout, Self.footer) == Rect(x: 95, y: 370, width: 200, height: 30))
    }

    @Test func appendingItemsMovesTheFooter() throws {
        let layout = try Self.layout([Self.banner, Self.endNote])
        layout.invalidate(.appendedItems)
        try layout.prepare(StaticDataSource(counts: [3, 5]))
        // Section 1 now has three rows: 270–570.
        #expect(Self.frame(layout, Self.footer) == Rect(x: 95, y: 570, width: 200, height: 30))
        #expect(layout.contentSize.height == 600)
    }

    @Test func aHorizontalLayoutsLeadingItemComesBeforeTheSections() throws {
        let lead = BoundaryItemDescription(elementKind: Self.header, size: size(.absolute(50), .fractionalHeight(1)), alignment: .leading)
        let column = SectionDescription(group: vertical(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))]))
        let layout = try Self.layout([lead], sections: [column], counts: [2], direction: .horizontal)
        #expect(Self.frame(layout, Self.header) == Rect(x: 0, y: 0, width: 50, height: 844))
        #expect(cellFrames(layout, count: 2) == [Rect(x: 50, y: 0, width: 100, height: 422), Rect(x: 50, y: 422, width: 100, height: 422)])
        #expect(layout.contentSize == Size(width: 150, height: 844))
    }

    @Test func aKindSection0AlsoUsesIsAnError() {
        var section = Self.grid
        section.boundarySupplementaryItems = [BoundaryItemDescription(elementKind: Self.header, size: size(.fractionalWidth(1), .absolute(20)), alignment: .top)]
        #expect(
            throws: LayoutError.invalidValue(
                "boundarySupplementaryItems[0].elementKind: \"layout-header\" is also a kind of section 0's supplementary items, whose index paths the layout's would share; give the layout's item a kind of its own")
        ) { try Self.layout([Self.banner], sections: [section]) }
    }

    @Test func anAlignmentAcrossTheScrollAxisIsAnError() {
        let side = BoundaryItemDescription(elementKind: Self.header, size: size(.absolute(50), .absolute(50)), alignment: .leading)
        #expect(throws: LayoutError.invalidValue("boundarySupplementaryItems[0].alignment: \"leading\" needs a horizontal layout; use \"top\" or \"bottom\"")) {
            try Self.layout([side])
        }
    }
}
