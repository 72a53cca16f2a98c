import CollectionLayout
import Testing

/// Whether two frames agree within `tolerance` on every edge.
private func close(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.maxX - b.maxX) <= tolerance
        && abs(a.maxY - b.maxY) <= tolerance
}

/// A data source that counts the header-height questions it is asked: a full relayout asks one
/// per section, an append asks none.
private final class CountingSource: LayoutDataSource {
    var data: StaticDataSource
    var headerQuestions = 0
    init(_ data: StaticDataSource) { self.data = data }
    var numberOfSections: Int { data.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { data.numberOfItems(inSection: section) }
    func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint { data.sizeHint(forItemAt: indexPath) }
    func headerHeight(inSection section: Int) -> Double? {
        headerQuestions += 1
        return data.headerHeight(inSection: section)
    }
}

@Suite struct MosaicLayoutTests {
    static let phone = Rect(x: 0, y: 0, width: 390, height: 844)

    func frames(_ layout: MosaicLayout, section: Int = 0, _ count: Int) -> [Rect] {
        (0..<count).map { layout.layoutAttributesForItem(at: IndexPath(section: section, item: $0))!.frame }
    }

    /// The seed's tile on a 390-point phone, worked out from its cursor code: W/2 = 195,
    /// 2W/3 = 260, W/3 = 130, 4W/9 = 173.33…, 2W/9 = 86.66….
    @Test func seedTileOnA390PointPhone() throws {
        let layout = MosaicLayout(bounds: Self.phone)
        try layout.prepare(StaticDataSource(counts: [8]))
        let big = 390.0 * 4 / 9, small = 390.0 * 2 / 9
        let expected = [
            Rect(x: 0, y: 0, width: 195, height: 195),
            Rect(x: 195, y: 0, width: 195, height: 195),
            Rect(x: 0, y: 195, width: 260, height: big),
            Rect(x: 260, y: 195, width: 130, height: small),
            Rect(x: 260, y: 195 + small, width: 130, height: small),
            Rect(x: 0, y: 195 + big, width: 130, height: small),
            Rect(x: 0, y: 195 + big + small, width: 130, height: small),
            Rect(x: 130, y: 195 + big, width: 260, height: big),
        ]
        for (actual, wanted) in zip(frames(layout, 8), expected) {
            // Origins are exact; heights are stored in single precision (FrameStore).
            #expect(close(actual, wanted, tolerance: 1e-5), "\(actual) is not \(wanted)")
            #expect(actual.minY == wanted.minY && actual.minX == wanted.minX, "\(actual) is not \(wanted)")
        }
        #expect(abs(layout.contentSize.height - (195 + 2 * big)) < 1e-9)
        #expect(layout.contentSize.width == 390)
        // 195 + 8·390/9 = 541.66…
        #expect(abs(layout.contentSize.height - 541.666_666_666_666_7) < 1e-9)
    }

    /// W = 376 − 8 − 8 = 360, where every length is whole: halves 180, thirds 120 and 240,
    /// heights 160 and 80; a tile is 500 high. Item 8 starts the second tile.
    @Test func insetTilesRepeatExactly() throws {
        var c = MosaicOptions()
        c.sectionInset = EdgeInsets(top: 5, left: 8, bottom: 7, right: 8)
        let layout = MosaicLayout(options: c, bounds: Rect(x: 0, y: 0, width: 376, height: 600))
        try layout.prepare(StaticDataSource(counts: [10]))
        #expect(frames(layout, 10) == [
            Rect(x: 8, y: 5, width: 180, height: 180),
            Rect(x: 188, y: 5, width: 180, height: 180),
            Rect(x: 8, y: 185, width: 240, height: 160),
            Rect(x: 248, y: 185, width: 120, height: 80),
            Rect(x: 248, y: 265, width: 120, height: 80),
            Rect(x: 8, y: 345, width: 120, height: 80),
            Rect(x: 8, y: 425, width: 120, height: 80),
            Rect(x: 128, y: 345, width: 240, height: 160),
            Rect(x: 8, y: 505, width: 180, height: 180),
            Rect(x: 188, y: 505, width: 180, height: 180),
        ])
        // Lowest item ends at 685, plus the bottom inset.
        #expect(layout.contentSize == Size(width: 376, height: 692))
    }

    /// The content ends at the lowest item of a partial tile, not at the cursor: after three
    /// items the original's content height was 180 + 20, cutting item 2 (down to 340) off.
    @Test(arguments: [(1, 180.0), (2, 180), (3, 340), (4, 340), (5, 340), (6, 420), (7, 500), (8, 500), (9, 680), (11, 840), (12, 840)])
    func partialTileIsInsideTheContent(count: Int, height: Double) throws {
        let layout = MosaicLayout(bounds: Rect(x: 0, y: 0, width: 360, height: 600))
        try layout.prepare(StaticDataSource(counts: [count]))
        #expect(layout.contentSize == Size(width: 360, height: height))
        let lowest = frames(layout, count).map(\.maxY).max()
        #expect(lowest == height)
    }

    @Test func sectionsStackWithHeadersFootersSpacingAndBackgrounds() throws {
        var c = MosaicOptions()
        c.sectionInset = EdgeInsets(top: 4, left: 10, bottom: 6, right: 10)
        c.headerHeight = 30
        c.footerHeight = 20
        c.sectionSpacing = 12
        c.sectionBackgrounds = true
        let data = StaticDataSource(sections: [[.none, .none], [], [.none]], headerHeights: [nil, nil, 50])
        let layout = MosaicLayout(options: c, bounds: Rect(x: 0, y: 0, width: 380, height: 800))
        try layout.prepare(data)
        func header(_ s: Int) -> Rect? { layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: s, item: 0))?.frame }
        func footer(_ s: Int) -> Rect? { layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: IndexPath(section: s, item: 0))?.frame }
        func background(_ s: Int) -> Rect? { layout.layoutAttributesForDecorationElement(ofKind: .background, at: IndexPath(section: s, item: 0))?.frame }
        // Section 0: header 0–30, inset 4, squares 34–214 (W = 360), inset 6, footer 220–240.
        #expect(header(0) == Rect(x: 0, y: 0, width: 380, height: 30))
        #expect(frames(layout, section: 0, 2) == [Rect(x: 10, y: 34, width: 180, height: 180), Rect(x: 190, y: 34, width: 180, height: 180)])
        #expect(footer(0) == Rect(x: 0, y: 220, width: 380, height: 20))
        #expect(background(0) == Rect(x: 0, y: 30, width: 380, height: 190))
        // Section 1, empty: after 12 of spacing, header, both insets, footer.
        #expect(header(1) == Rect(x: 0, y: 252, width: 380, height: 30))
        #expect(footer(1) == Rect(x: 0, y: 292, width: 380, height: 20))
        #expect(background(1) == Rect(x: 0, y: 282, width: 380, height: 10))
        // Section 2 restarts the tile at slot 0, under the data source's 50-point header.
        #expect(header(2) == Rect(x: 0, y: 324, width: 380, height: 50))
        #expect(frames(layout, section: 2, 1) == [Rect(x: 10, y: 378, width: 180, height: 180)])
        #expect(footer(2) == Rect(x: 0, y: 564, width: 380, height: 20))
        #expect(layout.contentSize == Size(width: 380, height: 584))
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 1, item: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 3, item: 0)) == nil)
    }

    @Test func noSectionsAndEmptySectionsGiveAnEmptyContent() throws {
        let layout = MosaicLayout(bounds: Self.phone)
        try layout.prepare(StaticDataSource(counts: []))
        #expect(layout.contentSize == Size(width: 390, height: 0))
        #expect(layout.allLayoutAttributes().isEmpty)
        layout.invalidate(.everything)
        try layout.prepare(StaticDataSource(counts: [0, 0]))
        #expect(layout.contentSize == Size(width: 390, height: 0))
        #expect(layout.allLayoutAttributes().isEmpty)
    }

    @Test func oneItemIsAHalfWidthSquare() throws {
        let layout = MosaicLayout(bounds: Self.phone)
        try layout.prepare(StaticDataSource(counts: [1]))
        #expect(layout.allLayoutAttributes() == [.cell(IndexPath(section: 0, item: 0), frame: Rect(x: 0, y: 0, width: 195, height: 195))])
        #expect(layout.contentSize == Size(width: 390, height: 195))
    }

    @Test func pinnedHeaderSticksUntilItsFooter() throws {
        var c = MosaicOptions()
        c.headerHeight = 20
        c.footerHeight = 10
        c.pinHeaders = true
        let layout = MosaicLayout(options: c, bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        try layout.prepare(StaticDataSource(counts: [2, 2]))
        // Section 0: header 0–20, squares 20–120, footer 120–130.
        func header(_ s: Int) -> LayoutAttributes? { layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: s, item: 0)) }
        layout.updateBounds(Rect(x: 0, y: 50, width: 200, height: 100))
        #expect(header(0)?.frame == Rect(x: 0, y: 50, width: 200, height: 20))
        #expect(header(0)?.zIndex == ZIndex.pinnedHeader)
        layout.updateBounds(Rect(x: 0, y: 115, width: 200, height: 100))
        #expect(header(0)?.frame == Rect(x: 0, y: 100, width: 200, height: 20))
        #expect(header(1)?.frame == Rect(x: 0, y: 130, width: 200, height: 20))
    }

    @Test func relayoutsOnWidthChangeOnly() throws {
        let layout = MosaicLayout(bounds: Self.phone)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 400, width: 390, height: 300)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 844, height: 390)))
        try layout.prepare(StaticDataSource(counts: [2]))
        layout.updateBounds(Rect(x: 0, y: 0, width: 360, height: 390))
        try layout.prepare(StaticDataSource(counts: [2]))
        #expect(frames(layout, 2) == [Rect(x: 0, y: 0, width: 180, height: 180), Rect(x: 180, y: 0, width: 180, height: 180)])
    }

    @Test func appendContinuesThePartialTileWithoutARelayout() throws {
        let source = CountingSource(StaticDataSource(counts: [3, 5]))
        let layout = MosaicLayout(bounds: Rect(x: 0, y: 0, width: 360, height: 600))
        try layout.prepare(source)
        #expect(source.headerQuestions == 2)
        source.data.sections[1] += Array(repeating: .none, count: 6)
        layout.invalidate(.appendedItems)
        try layout.prepare(source)
        #expect(source.headerQuestions == 2, "an append must not relayout the sections")
        // Section 1 starts at 340 (section 0's lowest item); its items 5…10 continue the tile.
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 1, item: 5))?.frame == Rect(x: 0, y: 340 + 340, width: 120, height: 80))
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 1, item: 10))?.frame == Rect(x: 0, y: 340 + 500 + 180, width: 240, height: 160))
        let fresh = MosaicLayout(bounds: Rect(x: 0, y: 0, width: 360, height: 600))
        try fresh.prepare(source.data)
        #expect(sorted(everyElement(layout, source.data)) == sorted(everyElement(fresh, source.data)))
        #expect(layout.contentSize == Size(width: 360, height: 340 + 500 + 340))
    }

    @Test func appendAfterAFullTileStartsTheNextTile() throws {
        var data = StaticDataSource(counts: [8])
        let layout = MosaicLayout(bounds: Rect(x: 0, y: 0, width: 360, height: 600))
        try layout.prepare(data)
        data.sections[0].append(.none)
        layout.invalidate(.appendedItems)
        try layout.prepare(data)
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 8))?.frame == Rect(x: 0, y: 500, width: 180, height: 180))
        #expect(layout.contentSize == Size(width: 360, height: 680))
    }

    @Test func rejectsBadInputAndStaysEmpty() throws {
        var c = MosaicOptions()
        c.sectionInset = EdgeInsets(top: 0, left: 200, bottom: 0, right: 190)
        let squeezed = MosaicLayout(options: c, bounds: Self.phone)
        #expect(throws: LayoutError.boundsTooSmall(
            "a viewport width of 390 pt leaves no room for the mosaic between insets of 200 and 190 pt")) {
            try squeezed.prepare(StaticDataSource(counts: [3]))
        }
        #expect(squeezed.allLayoutAttributes().isEmpty)
        #expect(squeezed.contentSize == .zero)

        for width in [Double.nan, -10, 0, .infinity] {
            let layout = MosaicLayout(bounds: Rect(x: 0, y: 0, width: width, height: 100))
            #expect(throws: LayoutError.self) { try layout.prepare(StaticDataSource(counts: [3])) }
        }
        var nan = MosaicOptions()
        nan.sectionSpacing = .nan
        #expect(throws: LayoutError.invalidValue("section spacing must be a finite number, not nan")) {
            try MosaicLayout(options: nan, bounds: Self.phone).prepare(StaticDataSource(counts: [3]))
        }
        let badHeader = StaticDataSource(sections: [[.none]], headerHeights: [-5])
        #expect(throws: LayoutError.invalidValue("section 0 has a header height of -5.0; it must be between 0 and 10000000")) {
            try MosaicLayout(bounds: Self.phone).prepare(badHeader)
        }
        let badFooter = StaticDataSource(sections: [[.none]], footerHeights: [.infinity])
        #expect(throws: LayoutError.self) { try MosaicLayout(bounds: Self.phone).prepare(badFooter) }

        #expect(throws: LayoutError.invalidValue("the viewport width of 1e+300 pt is too large (at most 10000000)")) {
            try MosaicLayout(bounds: Rect(x: 0, y: 0, width: 1e300, height: 100)).prepare(StaticDataSource(counts: [3]))
        }

        // After a failure the next prepare starts over.
        let layout = MosaicLayout(bounds: Rect(x: 0, y: 0, width: 0, height: 100))
        #expect(throws: LayoutError.self) { try layout.prepare(StaticDataSource(counts: [1])) }
        layout.updateBounds(Rect(x: 0, y: 0, width: 360, height: 100))
        try layout.prepare(StaticDataSource(counts: [1]))
        #expect(layout.contentSize == Size(width: 360, height: 180))
    }

    @Test func moveTargetIsTheItemUnderThePoint() throws {
        let layout = MosaicLayout(bounds: Rect(x: 0, y: 0, width: 360, height: 600))
        try layout.prepare(StaticDataSource(counts: [8]))
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(section: 0, item: 0), withPosition: Point(x: 300, y: 300))
            == IndexPath(section: 0, item: 4))
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(section: 0, item: 0), withPosition: Point(x: 200, y: 400))
            == IndexPath(section: 0, item: 7))
    }

    /// The move target of the shared `StoredLayout` code must not trap when a squared distance
    /// overflows to infinity. 
    @Test func moveTargetSurvivesOverflowingDistances() throws {
        var c = WaterfallOptions()
        c.columns = 1
        // An item 1e300 pt tall: its centre is 5e299 from a point just above it.
        let layout = WaterfallLayout(options: c, bounds: Rect(x: 0, y: 0, width: 390, height: 100))
        try layout.prepare(StaticDataSource(sections: [[SizeHint(height: 1e300)]]))
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(section: 0, item: 0), withPosition: Point(x: -1, y: -1))
            == IndexPath(section: 0, item: 0))
    }

    // MARK: - Properties

    /// The tile in closed form (fractions of W), the reference the forward computation is checked against.
    static func referenceFrame(item: Int, itemsTop: Double, left: Double, width w: Double) -> Rect {
        let tile = Double(item / 8) * (w / 2 + 8 * w / 9)
        let y0 = itemsTop + tile
        let (x, y, fw, fh): (Double, Double, Double, Double)
        switch item % 8 {
        case 0: (x, y, fw, fh) = (0, 0, w / 2, w / 2)
        case 1: (x, y, fw, fh) = (w / 2, 0, w / 2, w / 2)
        case 2: (x, y, fw, fh) = (0, w / 2, 2 * w / 3, 4 * w / 9)
        case 3: (x, y, fw, fh) = (2 * w / 3, w / 2, w / 3, 2 * w / 9)
        case 4: (x, y, fw, fh) = (2 * w / 3, w / 2 + 2 * w / 9, w / 3, 2 * w / 9)
        case 5: (x, y, fw, fh) = (0, w / 2 + 4 * w / 9, w / 3, 2 * w / 9)
        case 6: (x, y, fw, fh) = (0, w / 2 + 6 * w / 9, w / 3, 2 * w / 9)
        default: (x, y, fw, fh) = (w / 3, w / 2 + 4 * w / 9, 2 * w / 3, 4 * w / 9)
        }
        return Rect(x: left + x, y: y0 + y, width: fw, height: fh)
    }

    static func randomConfiguration(_ rng: inout SplitMix64) -> MosaicOptions {
        var c = MosaicOptions()
        c.sectionInset = EdgeInsets(
            top: Double(Int.random(in: 0...10, using: &rng)), left: Double(Int.random(in: 0...12, using: &rng)),
            bottom: Double(Int.random(in: 0...10, using: &rng)), right: Double(Int.random(in: 0...12, using: &rng)))
        c.headerHeight = Bool.random(using: &rng) ? Double(Int.random(in: 1...40, using: &rng)) : 0
        c.footerHeight = Bool.random(using: &rng) ? Double(Int.random(in: 1...30, using: &rng)) : 0
        c.sectionSpacing = Double(Int.random(in: 0...20, using: &rng))
        c.pinHeaders = Bool.random(using: &rng)
        c.sectionBackgrounds = Bool.random(using: &rng)
        return c
    }

    @Test func propertyRectQueryMatchesBruteForceAndTheClosedForm() throws {
        for seed in 0..<1200 {
            var rng = SplitMix64(seed: UInt64(seed) &+ 1_001)
            let c = Self.randomConfiguration(&rng)
            let data = randomData(&rng, maxItems: 30)
            let width = Double(Int.random(in: 120...500, using: &rng))
            let layout = MosaicLayout(options: c, bounds: Rect(x: 0, y: 0, width: width, height: 600))
            try layout.prepare(data)
            // Items follow the closed-form tile, restarting per section under the header and inset.
            let w = width - c.sectionInset.horizontal
            var top = 0.0
            for section in 0..<data.numberOfSections {
                let itemsTop = top + c.headerHeight + c.sectionInset.top
                var bottom = itemsTop
                for item in 0..<data.numberOfItems(inSection: section) {
                    let frame = layout.layoutAttributesForItem(at: IndexPath(section: section, item: item))!.frame
                    let wanted = Self.referenceFrame(item: item, itemsTop: itemsTop, left: c.sectionInset.left, width: w)
                    #expect(close(frame, wanted, tolerance: 1e-4), "seed \(seed) [\(section), \(item)]: \(frame) is not \(wanted)")
                    bottom = max(bottom, frame.maxY)
                }
                top = bottom + c.sectionInset.bottom + c.footerHeight + c.sectionSpacing
            }
            let contentHeight = data.numberOfSections == 0 ? 0 : top - c.sectionSpacing
            #expect(abs(layout.contentSize.height - contentHeight) < 1e-4, "seed \(seed)")
            layout.updateBounds(Rect(x: 0, y: Double.random(in: 0...max(1, layout.contentSize.height), using: &rng), width: width, height: 600))
            checkLayoutInvariants(layout, data, rng: &rng)
        }
    }

    @Test func propertyAppendEqualsFreshLayout() throws {
        for seed in 0..<1000 {
            var rng = SplitMix64(seed: UInt64(seed) &+ 5_003)
            let c = Self.randomConfiguration(&rng)
            let bounds = Rect(x: 0, y: 0, width: Double(Int.random(in: 120...500, using: &rng)), height: 600)
            let data = randomData(&rng, maxItems: 20)
            guard try checkAppendsEqualFreshLayout(
                { MosaicLayout(options: c, bounds: bounds) }, data, rng: &rng, seed: seed,
                page: { Array(repeating: .none, count: Int.random(in: 0...19, using: &$0)) })
            else { return }
        }
    }
}
