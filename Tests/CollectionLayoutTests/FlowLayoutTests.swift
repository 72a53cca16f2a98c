import CollectionLayout
import Testing

@Suite struct FlowLayoutTests {
    // MARK: - Helpers

    static func config(
        item: Size = Size(width: 50, height: 50), line: Double = 10, interitem: Double = 10,
        inset: EdgeInsets = .zero, direction: ScrollDirection = .vertical
    ) -> FlowOptions {
        var c = FlowOptions()
        c.itemSize = item
        c.lineSpacing = line
        c.interitemSpacing = interitem
        c.sectionInset = inset
        c.scrollDirection = direction
        return c
    }

    static func prepared(
        _ c: FlowOptions, width: Double = 200, height: Double = 400, _ data: StaticDataSource
    ) throws -> FlowLayout {
        let layout = FlowLayout(options: c, bounds: Rect(x: 0, y: 0, width: width, height: height))
        try layout.prepare(data)
        return layout
    }

    static func cells(_ layout: FlowLayout, section: Int = 0) -> [Rect] {
        (0..<layout.store.numberOfItems(inSection: section)).map {
            layout.layoutAttributesForItem(at: IndexPath(section: section, item: $0))!.frame
        }
    }

    static func sizes(_ pairs: [(Double, Double)]) -> [SizeHint] {
        pairs.map { SizeHint(width: $0.0, height: $0.1) }
    }

    static func header(_ layout: FlowLayout, _ section: Int) -> Rect? {
        layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: section, item: 0))?.frame
    }

    static func footer(_ layout: FlowLayout, _ section: Int) -> Rect? {
        layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: IndexPath(section: section, item: 0))?.frame
    }

    static func background(_ layout: FlowLayout, _ section: Int) -> Rect? {
        layout.layoutAttributesForDecorationElement(ofKind: .background, at: IndexPath(section: section, item: 0))?.frame
    }

    // MARK: - Lines, vertical

    @Test func fullLinesAreJustifiedAndTheLastLineSitsOnTheGrid() throws {
        // 50-wide items with spacing 10 in 200: three fit (170); leftover 50 makes the gap 25.
        let layout = try Self.prepared(Self.config(), StaticDataSource(counts: [8]))
        #expect(Self.cells(layout) == [
            Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 75, y: 0, width: 50, height: 50),
            Rect(x: 150, y: 0, width: 50, height: 50),
            Rect(x: 0, y: 60, width: 50, height: 50), Rect(x: 75, y: 60, width: 50, height: 50),
            Rect(x: 150, y: 60, width: 50, height: 50),
            Rect(x: 0, y: 120, width: 50, height: 50), Rect(x: 75, y: 120, width: 50, height: 50),
        ])
        #expect(layout.contentSize == Size(width: 200, height: 170))
    }

    /// The picture in docs/layouts-flow.md.
    @Test func theDocumentedPicture() throws {
        var c = Self.config()
        c.headerHeight = 30
        let layout = try Self.prepared(c, StaticDataSource(counts: [8]))
        #expect(Self.header(layout, 0) == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(Self.cells(layout).map(\.minX) == [0, 75, 150, 0, 75, 150, 0, 75])
        #expect(Self.cells(layout).map(\.minY) == [30, 30, 30, 90, 90, 90, 150, 150])
    }

    @Test func exactFitKeepsTheMinimumSpacing() throws {
        // Apple's flow layout guide: when a whole number of items fills the line, the spacing is the minimum.
        let layout = try Self.prepared(Self.config(), width: 170, StaticDataSource(counts: [6]))
        #expect(Self.cells(layout).map(\.minX) == [0, 60, 120, 0, 60, 120])
        #expect(Self.cells(layout).map(\.minY) == [0, 0, 0, 60, 60, 60])
    }

    @Test func itemSizeComesFromTheHintElseTheConfiguration() throws {
        let data = StaticDataSource(sections: [[SizeHint(width: 30), SizeHint(height: 20), SizeHint(width: 40, height: 10), .none]])
        let layout = try Self.prepared(Self.config(item: Size(width: 25, height: 35)), data)
        // Sizes 30×35, 25×20, 40×10, 25×35: one mixed last line, left-aligned at spacing 10,
        // centred on the 35-high items.
        #expect(Self.cells(layout) == [
            Rect(x: 0, y: 0, width: 30, height: 35), Rect(x: 40, y: 7.5, width: 25, height: 20),
            Rect(x: 75, y: 12.5, width: 40, height: 10), Rect(x: 125, y: 0, width: 25, height: 35),
        ])
    }

    /// Apple's flow layout guide (figure 3-4): with items of different sizes, the line spacing is measured between
    /// the tallest items of two lines; the others are centred on their line.
    @Test func itemsAreCentredOnTheTallestOfTheirLine() throws {
        let data = StaticDataSource(sections: [Self.sizes([(40, 20), (40, 60), (40, 30), (80, 10), (30, 10)])])
        let layout = try Self.prepared(Self.config(), data)
        // Line 0 holds three (140 ≤ 200; 230 > 200): justified, gap (200 − 120) / 2 = 40, 60 high.
        // Line 1 is the last, of mixed sizes: left-aligned at the minimum spacing.
        #expect(Self.cells(layout) == [
            Rect(x: 0, y: 20, width: 40, height: 20), Rect(x: 80, y: 0, width: 40, height: 60),
            Rect(x: 160, y: 15, width: 40, height: 30),
            Rect(x: 0, y: 70, width: 80, height: 10), Rect(x: 90, y: 70, width: 30, height: 10),
        ])
        #expect(layout.contentSize == Size(width: 200, height: 80))
    }

    @Test func aFullLineOfOneItemIsCentred() throws {
        let data = StaticDataSource(sections: [Self.sizes([(150, 20), (100, 20), (30, 20)])])
        let layout = try Self.prepared(Self.config(), data)
        #expect(Self.cells(layout) == [
            Rect(x: 25, y: 0, width: 150, height: 20),
            Rect(x: 0, y: 30, width: 100, height: 20), Rect(x: 110, y: 30, width: 30, height: 20),
        ])
    }

    @Test func anOversizeItemGetsALineOfItsOwnClampedToTheUsableWidth() throws {
        let inset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let data = StaticDataSource(sections: [Self.sizes([(50, 20), (500, 40), (50, 20)])])
        let layout = try Self.prepared(Self.config(inset: inset), data)
        #expect(Self.cells(layout) == [
            Rect(x: 75, y: 0, width: 50, height: 20),
            Rect(x: 10, y: 30, width: 180, height: 40),
            Rect(x: 10, y: 80, width: 50, height: 20),
        ])
    }

    @Test func aMixedLastLineIsLeftAlignedAtTheMinimumSpacing() throws {
        let inset = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        // Usable 184: 60 + 10 + 60 + 10 + 50 = 190 does not fit, so line 0 is [60, 60], justified
        // with gap 64; the last line [50, 40] starts at the inset, 10 apart.
        let data = StaticDataSource(sections: [Self.sizes([(60, 20), (60, 20), (50, 20), (40, 20)])])
        let layout = try Self.prepared(Self.config(inset: inset), data)
        #expect(Self.cells(layout).map(\.minX) == [8, 132, 8, 68])
        #expect(Self.cells(layout)[1].maxX == 192)
    }

    @Test func aSingleLineOfEqualItemsSitsOnTheColumnsOfAFullLine() throws {
        // Three 50s would fit in 200 (gap 25): two items take the first two columns.
        let layout = try Self.prepared(Self.config(), StaticDataSource(counts: [2]))
        #expect(Self.cells(layout) == [Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 75, y: 0, width: 50, height: 50)])
    }

    /// A last line of one item: the last-line rule wins over centring. It takes the first column
    /// of the grid (at the inset) or, for mixed sizes, the inset; it is centred only when the grid
    /// has a single column, since a full line of one item is centred.
    @Test(arguments: [
        // Equal sizes, three columns: first column.
        ([50.0, 50, 50, 50], [0.0, 75, 150, 0]),
        // A section of one item that could share its line: first column, not centred.
        ([50.0], [0.0]),
        // A section of one item too wide to share its line: a one-column grid, centred.
        ([120.0], [40.0]),
        // Equal sizes, one column: every line centred, the last too.
        ([120.0, 120, 120], [40.0, 40, 40]),
        // Mixed sizes: [50, 60, 50] is full (justified, gap 20); 40 alone is left-aligned.
        ([50.0, 60, 50, 40], [0.0, 70, 150, 0]),
    ] as [([Double], [Double])])
    func aLastLineOfOneItem(widths: [Double], expectedX: [Double]) throws {
        let data = StaticDataSource(sections: [widths.map { SizeHint(width: $0, height: 20) }])
        let layout = try Self.prepared(Self.config(), data)
        #expect(Self.cells(layout).map(\.minX) == expectedX)
    }

    @Test func equalItemsWithUnevenSpacingKeepTheirColumnsOnEveryLine() throws {
        let inset = EdgeInsets(top: 4, left: 7, bottom: 4, right: 3)
        let layout = try Self.prepared(Self.config(item: Size(width: 30, height: 20), interitem: 4, inset: inset), width: 117, StaticDataSource(counts: [7]))
        // Usable 107: three 30s take 98 (+34 > 107), leftover 17, gap 8.5.
        #expect(Self.cells(layout).map(\.minX) == [7, 45.5, 84, 7, 45.5, 84, 7])
        #expect(Self.cells(layout).map(\.minY) == [4, 4, 4, 34, 34, 34, 64])
        #expect(layout.contentSize == Size(width: 117, height: 88))
    }

    // MARK: - Sections

    @Test func sectionsStackHeaderInsetsItemsFooterAndSpacing() throws {
        var c = Self.config(item: Size(width: 40, height: 40), inset: EdgeInsets(top: 5, left: 10, bottom: 7, right: 10))
        c.headerHeight = 30
        c.footerHeight = 20
        c.sectionSpacing = 12
        c.sectionBackgrounds = true
        let data = StaticDataSource(
            sections: [Array(repeating: .none, count: 4), [.none], []], headerHeights: [nil, 0])
        let layout = try Self.prepared(c, data)
        // Section 0: usable 180, three 40s per line (gap 30).
        #expect(Self.header(layout, 0) == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(Self.cells(layout, section: 0) == [
            Rect(x: 10, y: 35, width: 40, height: 40), Rect(x: 80, y: 35, width: 40, height: 40),
            Rect(x: 150, y: 35, width: 40, height: 40), Rect(x: 10, y: 85, width: 40, height: 40),
        ])
        #expect(Self.footer(layout, 0) == Rect(x: 0, y: 132, width: 200, height: 20))
        #expect(Self.background(layout, 0) == Rect(x: 0, y: 30, width: 200, height: 102))
        // Section 1: the data source removes its header; it starts after the spacing at 164.
        #expect(Self.header(layout, 1) == nil)
        #expect(Self.cells(layout, section: 1) == [Rect(x: 10, y: 169, width: 40, height: 40)])
        #expect(Self.footer(layout, 1) == Rect(x: 0, y: 216, width: 200, height: 20))
        #expect(Self.background(layout, 1) == Rect(x: 0, y: 164, width: 200, height: 52))
        // Section 2, empty: header, insets, footer.
        #expect(Self.header(layout, 2) == Rect(x: 0, y: 248, width: 200, height: 30))
        #expect(Self.footer(layout, 2) == Rect(x: 0, y: 290, width: 200, height: 20))
        #expect(Self.background(layout, 2) == Rect(x: 0, y: 278, width: 200, height: 12))
        #expect(layout.contentSize == Size(width: 200, height: 310))
        // Backgrounds below cells, headers and footers above.
        let all = layout.allLayoutAttributes()
        #expect(all.filter { $0.category == .decoration }.allSatisfy { $0.zIndex == ZIndex.background && $0.kind == .background })
        #expect(all.filter { $0.category == .supplementary }.allSatisfy { $0.zIndex == ZIndex.supplementary })
        #expect(all.count == 7 + 3 + 3)
    }

    @Test func footerHeightFromTheDataSource() throws {
        let data = StaticDataSource(sections: [[.none], [.none]], footerHeights: [15, nil])
        let layout = try Self.prepared(Self.config(), data)
        #expect(Self.footer(layout, 0) == Rect(x: 0, y: 50, width: 200, height: 15))
        #expect(Self.footer(layout, 1) == nil)
        #expect(Self.cells(layout, section: 1) == [Rect(x: 0, y: 65, width: 50, height: 50)])
    }

    @Test func noSectionsAndEmptySectionsGiveNoCells() throws {
        let none = try Self.prepared(Self.config(), StaticDataSource(sections: []))
        #expect(none.contentSize == Size(width: 200, height: 0))
        #expect(none.allLayoutAttributes().isEmpty)
        let empty = try Self.prepared(Self.config(), StaticDataSource(counts: [0, 0]))
        #expect(empty.contentSize == Size(width: 200, height: 0))
        #expect(empty.allLayoutAttributes().isEmpty)
        #expect(empty.layoutAttributesForItem(at: IndexPath(section: 0, item: 0)) == nil)
    }

    @Test func pinnedHeaderSticksMidScrollUntilItsFooter() throws {
        var c = Self.config(item: Size(width: 100, height: 100), line: 0)
        c.headerHeight = 20
        c.footerHeight = 10
        c.pinHeaders = true
        let layout = try Self.prepared(c, width: 100, height: 50, StaticDataSource(counts: [1, 1]))
        #expect(Self.header(layout, 0) == Rect(x: 0, y: 0, width: 100, height: 20))
        layout.updateBounds(Rect(x: 0, y: 50, width: 100, height: 50))
        #expect(Self.header(layout, 0) == Rect(x: 0, y: 50, width: 100, height: 20))
        // Section 0's footer starts at 120: the header stops at 100. Section 1's stays at 130.
        layout.updateBounds(Rect(x: 0, y: 110, width: 100, height: 50))
        #expect(Self.header(layout, 0) == Rect(x: 0, y: 100, width: 100, height: 20))
        #expect(Self.header(layout, 1) == Rect(x: 0, y: 130, width: 100, height: 20))
        let visible = layout.layoutAttributesForElements(in: layout.bounds).filter { $0.kind == .header }
        #expect(Set(visible.map(\.indexPath.section)) == [0, 1])
        #expect(visible.allSatisfy { $0.zIndex == ZIndex.pinnedHeader })
        layout.updateBounds(Rect(x: 0, y: 160, width: 100, height: 50))
        #expect(Self.header(layout, 1) == Rect(x: 0, y: 160, width: 100, height: 20))
    }

    // MARK: - Horizontal

    @Test func horizontalColumnsFillTopToBottomWithHeaderOnTheLeft() throws {
        var c = Self.config(item: Size(width: 50, height: 40), inset: EdgeInsets(top: 10, left: 5, bottom: 10, right: 5), direction: .horizontal)
        c.headerHeight = 30
        c.footerHeight = 20
        c.sectionSpacing = 15
        c.sectionBackgrounds = true
        let layout = try Self.prepared(c, width: 400, height: 200, StaticDataSource(counts: [5, 1]))
        #expect(layout.scrollDirection == .horizontal)
        // Usable height 180: three 40s per column (gap 30); columns 50 wide, 10 apart.
        #expect(Self.header(layout, 0) == Rect(x: 0, y: 0, width: 30, height: 200))
        #expect(Self.cells(layout, section: 0) == [
            Rect(x: 35, y: 10, width: 50, height: 40), Rect(x: 35, y: 80, width: 50, height: 40),
            Rect(x: 35, y: 150, width: 50, height: 40),
            Rect(x: 95, y: 10, width: 50, height: 40), Rect(x: 95, y: 80, width: 50, height: 40),
        ])
        #expect(Self.footer(layout, 0) == Rect(x: 150, y: 0, width: 20, height: 200))
        #expect(Self.background(layout, 0) == Rect(x: 30, y: 0, width: 120, height: 200))
        // Section 1 starts after the spacing, at 185.
        #expect(Self.header(layout, 1) == Rect(x: 185, y: 0, width: 30, height: 200))
        #expect(Self.cells(layout, section: 1) == [Rect(x: 220, y: 10, width: 50, height: 40)])
        #expect(Self.footer(layout, 1) == Rect(x: 275, y: 0, width: 20, height: 200))
        #expect(layout.contentSize == Size(width: 295, height: 200))
    }

    @Test func horizontalItemsAreCentredOnTheWidestOfTheirColumn() throws {
        let data = StaticDataSource(sections: [Self.sizes([(20, 40), (60, 40), (30, 40), (10, 50), (10, 30)])])
        let c = Self.config(direction: .horizontal)
        let layout = try Self.prepared(c, width: 400, height: 130, data)
        // Column 0: 40 + 10 + 40 = 90 fits 130, + 10 + 40 does not: justified (gap 50), 60 wide.
        // Column 1 at x 70: 40 + 10 + 50 = 100 fits, + 10 + 30 does not: justified (gap 40), 30 wide.
        // Column 2 at x 110, the last, of mixed sizes: at the top.
        #expect(Self.cells(layout) == [
            Rect(x: 20, y: 0, width: 20, height: 40), Rect(x: 0, y: 90, width: 60, height: 40),
            Rect(x: 70, y: 0, width: 30, height: 40), Rect(x: 80, y: 80, width: 10, height: 50),
            Rect(x: 110, y: 0, width: 10, height: 30),
        ])
        #expect(layout.contentSize == Size(width: 120, height: 130))
    }

    @Test func horizontalOversizeItemIsClampedToTheUsableHeight() throws {
        let c = Self.config(inset: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0), direction: .horizontal)
        let data = StaticDataSource(sections: [Self.sizes([(30, 500), (30, 20)])])
        let layout = try Self.prepared(c, width: 300, height: 100, data)
        #expect(Self.cells(layout) == [Rect(x: 0, y: 10, width: 30, height: 80), Rect(x: 40, y: 10, width: 30, height: 20)])
        #expect(layout.contentSize == Size(width: 70, height: 100))
    }

    @Test func horizontalPinnedHeaderSticksToTheLeftEdge() throws {
        var c = Self.config(item: Size(width: 100, height: 100), line: 0, direction: .horizontal)
        c.headerHeight = 20
        c.pinHeaders = true
        let layout = try Self.prepared(c, width: 50, height: 100, StaticDataSource(counts: [1, 1]))
        layout.updateBounds(Rect(x: 60, y: 0, width: 50, height: 100))
        #expect(Self.header(layout, 0) == Rect(x: 60, y: 0, width: 20, height: 100))
        // No footer: the header stops at its section's end (120).
        layout.updateBounds(Rect(x: 110, y: 0, width: 50, height: 100))
        #expect(Self.header(layout, 0) == Rect(x: 100, y: 0, width: 20, height: 100))
        #expect(Self.header(layout, 1) == Rect(x: 120, y: 0, width: 20, height: 100))
    }

    // MARK: - Invalidation

    @Test func boundsChangesInvalidateAcrossTheScrollAxisOnly() {
        let vertical = FlowLayout(options: Self.config(), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(!vertical.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 300, width: 390, height: 500)))
        #expect(vertical.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 844, height: 390)))
        let horizontal = FlowLayout(options: Self.config(direction: .horizontal), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(!horizontal.shouldInvalidateLayout(forBoundsChange: Rect(x: 300, y: 0, width: 500, height: 844)))
        #expect(horizontal.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 390, height: 400)))
    }

    @Test func rotationRelaysTheLines() throws {
        let layout = try Self.prepared(Self.config(), StaticDataSource(counts: [4]))
        layout.updateBounds(Rect(x: 0, y: 0, width: 110, height: 400))
        try layout.prepare(StaticDataSource(counts: [4]))
        #expect(Self.cells(layout).map(\.minX) == [0, 60, 0, 60])
        #expect(layout.contentSize == Size(width: 110, height: 110))
    }

    @Test func appendingReLaysOnlyTheLastLineAndMatchesAFreshLayout() throws {
        // A uniform section whose appended items change its shape: the old last line [50, 50]
        // becomes full (justified), and the new last line is left-aligned.
        var data = StaticDataSource(counts: [3, 5])
        let layout = try Self.prepared(Self.config(), data)
        #expect(Self.cells(layout, section: 1).map(\.minX) == [0, 75, 150, 0, 75])
        data.sections[1] += Self.sizes([(50, 50), (40, 50), (30, 20)])
        layout.invalidate(.appendedItems)
        try layout.prepare(data)
        #expect(Self.cells(layout, section: 1).map(\.minX) == [0, 75, 150, 0, 75, 150, 0, 50])
        let fresh = try Self.prepared(Self.config(), data)
        #expect(sorted(everyElement(layout, data)) == sorted(everyElement(fresh, data)))
        #expect(layout.contentSize == fresh.contentSize)
    }

    @Test func anAppendThatIsNotOneFallsBackToAFullLayout() throws {
        var data = StaticDataSource(counts: [3, 2])
        let layout = try Self.prepared(Self.config(), data)
        data.sections[0].append(.none)  // not the last section
        layout.invalidate(.appendedItems)
        try layout.prepare(data)
        let fresh = try Self.prepared(Self.config(), data)
        #expect(sorted(everyElement(layout, data)) == sorted(everyElement(fresh, data)))
    }

    // MARK: - Bad input

    @Test(arguments: [
        (SizeHint(width: 0, height: 10), "item [0, 1] has width 0.0; it must be a finite number greater than 0 and at most 10000000"),
        (SizeHint(width: -5), "item [0, 1] has width -5.0; it must be a finite number greater than 0 and at most 10000000"),
        (SizeHint(height: .nan), "item [0, 1] has height nan; it must be a finite number greater than 0 and at most 10000000"),
        (SizeHint(height: .infinity), "item [0, 1] has height inf; it must be a finite number greater than 0 and at most 10000000"),
        (SizeHint(width: 1e9), "item [0, 1] has width 1000000000.0; it must be a finite number greater than 0 and at most 10000000"),
    ])
    func badItemSizesAreRejectedNamingTheItem(hint: SizeHint, message: String) {
        let data = StaticDataSource(sections: [[.none, hint]])
        let layout = FlowLayout(options: Self.config(), bounds: Rect(x: 0, y: 0, width: 200, height: 400))
        #expect(throws: LayoutError.invalidValue(message)) { try layout.prepare(data) }
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.store.numberOfSections == 0)
    }

    @Test func boundsWithoutUsableWidthAreTooSmall() {
        let c = Self.config(inset: EdgeInsets(top: 0, left: 100, bottom: 0, right: 100))
        let layout = FlowLayout(options: c, bounds: Rect(x: 0, y: 0, width: 200, height: 400))
        #expect(throws: LayoutError.boundsTooSmall(
            "a viewport width of 200.0 pt leaves no room for items between section insets of 100.0 and 100.0")) {
            try layout.prepare(StaticDataSource(counts: [1]))
        }
        let horizontal = FlowLayout(options: Self.config(direction: .horizontal), bounds: Rect(x: 0, y: 0, width: 200, height: 0))
        #expect(throws: LayoutError.boundsTooSmall(
            "a viewport height of 0.0 pt leaves no room for items between section insets of 0.0 and 0.0")) {
            try horizontal.prepare(StaticDataSource(counts: [1]))
        }
    }

    @Test func badConfigurationAndSectionValuesAreRejected() {
        var c = Self.config()
        c.lineSpacing = -1
        #expect(throws: LayoutError.invalidValue("line spacing must be 0 or more, not -1.0")) {
            try Self.prepared(c, StaticDataSource(counts: [1]))
        }
        let data = StaticDataSource(sections: [[], []], headerHeights: [nil, -.infinity])
        #expect(throws: LayoutError.invalidValue(
            "the header of section 1 has height -inf; it must be a finite number from 0 to 10000000")) {
            try Self.prepared(Self.config(), data)
        }
    }

    /// A data source that claims any number of sections and items, all of the default size.
    struct Claims: LayoutDataSource {
        var sections: Int
        var items: Int
        var numberOfSections: Int { sections }
        func numberOfItems(inSection section: Int) -> Int { items }
        func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint { .none }
    }

    @Test(arguments: [
        (Claims(sections: -1, items: 0), "the data source has -1 sections; it needs 0 or more"),
        (Claims(sections: Int.max, items: 0), "the data source has \(Int.max) sections; at most 100000000 can be laid out"),
        (Claims(sections: 2, items: -3), "section 0 has -3 items; it needs 0 or more"),
        (Claims(sections: 1, items: Int.max),
         "section 0 has \(Int.max) items, which takes the layout past its maximum of 1000000000000 items"),
        (Claims(sections: 3, items: 600_000_000_000),
         "section 1 has 600000000000 items, which takes the layout past its maximum of 1000000000000 items"),
    ])
    func impossibleCountsAreRejectedWithoutTrapping(data: Claims, message: String) {
        let layout = FlowLayout(options: Self.config(), bounds: Rect(x: 0, y: 0, width: 200, height: 400))
        #expect(throws: LayoutError.invalidValue(message)) { try layout.prepare(data) }
    }

    @Test func anAppendPastTheMaximumIsRejected() throws {
        let layout = FlowLayout(options: Self.config(), bounds: Rect(x: 0, y: 0, width: 200, height: 400))
        try layout.prepare(Claims(sections: 1, items: 3))
        layout.invalidate(.appendedItems)
        #expect(throws: LayoutError.invalidValue(
            "section 0 has \(Int.max) items, which takes the layout past its maximum of 1000000000000 items")) {
            try layout.prepare(Claims(sections: 1, items: Int.max))
        }
    }

    @Test func aFailedLayoutIsEmptyAndRetriedAtTheNextPrepare() throws {
        var data = StaticDataSource(counts: [2])
        let layout = try Self.prepared(Self.config(), data)
        data.sections[0].append(SizeHint(width: .nan))
        layout.invalidate(.appendedItems)
        #expect(throws: LayoutError.self) { try layout.prepare(data) }
        #expect(layout.allLayoutAttributes().isEmpty)
        data.sections[0][2] = .none
        try layout.prepare(data)  // no new invalidation: the failure left it invalid
        #expect(Self.cells(layout).map(\.minX) == [0, 75, 150])
    }

    // MARK: - Properties

    static func randomConfiguration(_ rng: inout SplitMix64, direction: ScrollDirection) -> FlowOptions {
        var c = FlowOptions()
        c.scrollDirection = direction
        // Sometimes every item the same size (the grid rule), sometimes as the data says.
        c.itemSize = Size(width: Double(Int.random(in: 10...120, using: &rng)), height: Double(Int.random(in: 10...120, using: &rng)))
        c.lineSpacing = Double(Int.random(in: 0...12, using: &rng))
        c.interitemSpacing = Double(Int.random(in: 0...12, using: &rng)) + (Bool.random(using: &rng) ? 0.5 : 0)
        c.sectionInset = EdgeInsets(
            top: Double(Int.random(in: 0...9, using: &rng)), left: Double(Int.random(in: 0...9, using: &rng)),
            bottom: Double(Int.random(in: 0...9, using: &rng)), right: Double(Int.random(in: 0...9, using: &rng)))
        c.headerHeight = Bool.random(using: &rng) ? 24 : 0
        c.footerHeight = Bool.random(using: &rng) ? 16 : 0
        c.sectionSpacing = Double(Int.random(in: 0...20, using: &rng))
        c.pinHeaders = Bool.random(using: &rng)
        c.sectionBackgrounds = Bool.random(using: &rng)
        return c
    }

    /// Random data; in a quarter of the cases every hint is empty, so sections are uniform.
    static func randomFlowData(_ rng: inout SplitMix64, maxSections: Int = 4, maxItems: Int = 40) -> StaticDataSource {
        var data = randomData(&rng, maxSections: maxSections, maxItems: maxItems)
        if Int.random(in: 0..<4, using: &rng) == 0 {
            data.sections = data.sections.map { Array(repeating: .none, count: $0.count) }
        }
        return data
    }

    static func viewport(_ rng: inout SplitMix64) -> Rect {
        Rect(x: 0, y: 0, width: Double(Int.random(in: 100...500, using: &rng)), height: Double(Int.random(in: 100...500, using: &rng)))
    }

    @Test(arguments: ScrollDirection.allCases)
    func propertyRectQueryMatchesBruteForce(direction: ScrollDirection) throws {
        for seed in 0..<1200 {
            var rng = SplitMix64(seed: UInt64(seed) &* 31 &+ (direction == .vertical ? 0 : 1_000_003))
            let c = Self.randomConfiguration(&rng, direction: direction)
            let data = Self.randomFlowData(&rng)
            let bounds = Self.viewport(&rng)
            let layout = FlowLayout(options: c, bounds: bounds)
            try layout.prepare(data)
            let size = layout.contentSize
            let offset = direction == .vertical
                ? Rect(x: 0, y: Double.random(in: 0...max(1, size.height), using: &rng), width: bounds.width, height: bounds.height)
                : Rect(x: Double.random(in: 0...max(1, size.width), using: &rng), y: 0, width: bounds.width, height: bounds.height)
            layout.updateBounds(offset)
            checkLayoutInvariants(layout, data, rng: &rng)
            guard checkFlowRules(layout, data, c) else { return }
        }
    }

    @Test(arguments: ScrollDirection.allCases)
    func propertyAppendEqualsFreshLayout(direction: ScrollDirection) throws {
        for seed in 0..<1000 {
            var rng = SplitMix64(seed: UInt64(seed) &+ (direction == .vertical ? 77 : 9_999_991))
            let c = Self.randomConfiguration(&rng, direction: direction)
            let data = Self.randomFlowData(&rng)
            let uniform = Bool.random(using: &rng)
            let bounds = Self.viewport(&rng)
            guard try checkAppendsEqualFreshLayout(
                { FlowLayout(options: c, bounds: bounds) }, data, rng: &rng, seed: seed,
                page: { rng in
                    let more = Self.randomFlowData(&rng, maxSections: 1, maxItems: 25).sections.first ?? []
                    return uniform ? more.map { _ in .none } : more
                })
            else { return }
        }
    }

    /// Checks every line rule on a prepared layout, from the data alone: sizes, greedy filling,
    /// centring on the thickest item, justified full lines, and the last line on the grid or
    /// left-aligned. Returns whether all held.
    @discardableResult
    func checkFlowRules(
        _ layout: FlowLayout, _ data: StaticDataSource, _ c: FlowOptions, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let vertical = c.scrollDirection == .vertical
        let crossLength = vertical ? layout.bounds.width : layout.bounds.height
        let start = vertical ? c.sectionInset.left : c.sectionInset.top
        let end = crossLength - (vertical ? c.sectionInset.right : c.sectionInset.bottom)
        let usable = end - start, s = c.interitemSpacing, eps = 1e-3
        var ok = true
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition {
                ok = false
                Issue.record(Comment(rawValue: message()), sourceLocation: sourceLocation)
            }
        }
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= eps }
        // (cross start, cross length, main start, main length) of a frame.
        func axes(_ f: Rect) -> (c0: Double, cl: Double, m0: Double, ml: Double) {
            vertical ? (f.minX, f.width, f.minY, f.height) : (f.minY, f.height, f.minX, f.width)
        }
        for section in data.sections.indices where ok {
            let hints = data.sections[section]
            guard !hints.isEmpty else { continue }
            // Expected sizes, (cross, main), clamped across.
            let sizes = hints.map { h -> (Double, Double) in
                let w = h.width ?? c.itemSize.width, ht = h.height ?? c.itemSize.height
                return vertical ? (min(w, usable), ht) : (min(ht, usable), w)
            }
            let frames = hints.indices.map { axes(layout.layoutAttributesForItem(at: IndexPath(section: section, item: $0))!.frame) }
            for i in frames.indices {
                check(near(frames[i].cl, sizes[i].0) && near(frames[i].ml, sizes[i].1), "[\(section), \(i)] size \(frames[i]) ≠ \(sizes[i])")
            }
            // Greedy lines from the expected sizes.
            var lines: [[Int]] = [[0]]
            var used = sizes[0].0
            for i in 1..<sizes.count {
                if used + s + sizes[i].0 <= usable { lines[lines.count - 1].append(i); used += s + sizes[i].0 } else { lines.append([i]); used = sizes[i].0 }
            }
            let uniform = sizes.allSatisfy { $0 == sizes[0] }
            var previousEnd = -Double.infinity
            for (number, line) in lines.enumerated() {
                let thickness = line.map { sizes[$0].1 }.max()!
                let top = line.map { frames[$0].m0 + frames[$0].ml / 2 }.min()! - thickness / 2
                check(top >= previousEnd + c.lineSpacing - eps, "[\(section), \(line[0])] line starts at \(top) before \(previousEnd) + spacing")
                if number > 0 { check(near(top, previousEnd + c.lineSpacing), "[\(section), \(line[0])] line not \(c.lineSpacing) after the previous") }
                previousEnd = top + thickness
                for i in line {
                    check(near(frames[i].m0 + frames[i].ml / 2, top + thickness / 2), "[\(section), \(i)] not centred on its line")
                }
                let xs = line.map { frames[$0].c0 }
                let isLast = number == lines.count - 1
                if !isLast {
                    if line.count == 1 {
                        check(near(xs[0], start + (usable - sizes[line[0]].0) / 2), "[\(section), \(line[0])] lone item of a full line not centred")
                    } else {
                        let last = line[line.count - 1]
                        check(near(xs[0], start) && near(frames[last].c0 + frames[last].cl, end), "[\(section), \(line[0])] full line not justified")
                        let gaps = (1..<line.count).map { frames[line[$0]].c0 - (frames[line[$0 - 1]].c0 + frames[line[$0 - 1]].cl) }
                        check(gaps.allSatisfy { near($0, gaps[0]) && $0 >= s - eps }, "[\(section), \(line[0])] uneven gaps \(gaps)")
                    }
                } else if uniform {
                    let w = sizes[0].0
                    let expected: [Double]
                    if lines.count > 1 {
                        expected = lines[0].prefix(line.count).map { frames[$0].c0 }
                    } else {
                        var n = 1
                        while Double(n + 1) * w + Double(n) * s <= usable + 1e-9 { n += 1 }
                        let gap = n > 1 ? (usable - Double(n) * w) / Double(n - 1) : 0
                        expected = n == 1 ? [start + (usable - w) / 2] : line.indices.map { start + Double($0) * (w + gap) }
                    }
                    check(zip(xs, expected).allSatisfy { near($0, $1) }, "[\(section), \(line[0])] last line \(xs) off the grid \(expected)")
                } else {
                    var x = start
                    for i in line {
                        check(near(frames[i].c0, x), "[\(section), \(i)] last line not left-aligned at \(x)")
                        x = frames[i].c0 + frames[i].cl + s
                    }
                }
            }
        }
        return ok
    }
}
