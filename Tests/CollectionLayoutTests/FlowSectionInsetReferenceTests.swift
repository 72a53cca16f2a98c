import CollectionLayout
import Testing

/// A flow layout's `sectionInsetReference`: across the scroll axis, the section insets are
/// measured from the content inset (the view's edges), the safe area or the layout margins.
/// Frames hand-computed.
@Suite struct FlowSectionInsetReferenceTests {
    /// 100-pt squares, 10 apart, a 5-pt inset each side.
    static func layout(_ reference: FlowSectionInsetReference, direction: ScrollDirection = .vertical, width: Double, height: Double) -> FlowLayout {
        var options = FlowOptions()
        options.itemSize = Size(width: 100, height: 100)
        options.interitemSpacing = 10
        options.lineSpacing = 10
        options.sectionInset = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        options.scrollDirection = direction
        options.uniformItemSize = true
        options.sectionInsetReference = reference
        return FlowLayout(options: options, bounds: Rect(x: 0, y: 0, width: width, height: height))
    }

    static func firstTwo(_ layout: FlowLayout) throws -> [Rect] {
        try layout.prepare(StaticDataSource(counts: [2]))
        return (0..<2).compactMap { layout.layoutAttributesForItem(at: IndexPath(section: 0, item: $0))?.frame }
    }

    /// An iPhone 14 in landscape: the safe area 47 each side.
    static let landscape = LayoutGuides(safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    @Test func theSafeAreaMovesTheInsetsInward() throws {
        let layout = Self.layout(.fromSafeArea, width: 844, height: 390)
        #expect(layout.updateLayoutGuides(Self.landscape))
        // From 47 + 5 = 52 to 844 − 52 = 792: 740 pt, six columns (6 × 100 + 5 × 10 ≤ 740), the
        // 140 pt over spread in the five gaps: 128 apart, at 52 and 180 (the columns of a full line).
        #expect(try Self.firstTwo(layout) == [Rect(x: 52, y: 5, width: 100, height: 100), Rect(x: 180, y: 5, width: 100, height: 100)])
        // The same guides again move nothing.
        #expect(!layout.updateLayoutGuides(Self.landscape))
    }

    @Test func theLayoutMarginsAreTheSafeAreaAndTheSystemMargin() throws {
        // 844 pt wide: a 20-pt margin beside the 47-pt safe area: 72.
        let wide = Self.layout(.fromLayoutMargins, width: 844, height: 390)
        _ = wide.updateLayoutGuides(Self.landscape)
        #expect(try Self.firstTwo(wide).first == Rect(x: 72, y: 5, width: 100, height: 100))
        // 390 pt wide, no safe area across: a 16-pt margin: 21; three a line in the 348 pt left,
        // the 48 pt over spread between them: 21, 145, 269.
        let narrow = Self.layout(.fromLayoutMargins, width: 390, height: 844)
        _ = narrow.updateLayoutGuides(LayoutGuides(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        try narrow.prepare(StaticDataSource(counts: [3]))
        #expect((0..<3).compactMap { narrow.layoutAttributesForItem(at: IndexPath(section: 0, item: $0))?.frame.minX } == [21, 145, 269])
    }

    @Test func theContentInsetIgnoresTheGuides() throws {
        let layout = Self.layout(.fromContentInset, width: 844, height: 390)
        #expect(!layout.updateLayoutGuides(Self.landscape))
        #expect(try Self.firstTwo(layout).first == Rect(x: 5, y: 5, width: 100, height: 100))
    }

    /// Scrolling sideways, the insets across are the top and bottom ones: the safe area's 47 on top.
    @Test func aHorizontalLayoutMeasuresItsTopAndBottomInsets() throws {
        let layout = Self.layout(.fromSafeArea, direction: .horizontal, width: 390, height: 844)
        _ = layout.updateLayoutGuides(LayoutGuides(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        #expect(try Self.firstTwo(layout).first == Rect(x: 5, y: 52, width: 100, height: 100))
    }
}
