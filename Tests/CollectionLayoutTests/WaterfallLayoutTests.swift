import CollectionLayout
import Testing

@Suite struct WaterfallLayoutTests {
    /// The waterfall article's configuration: 4 columns, spacing 8, inset 0,8,0,8, on a 390-point phone.
    static func articleExample() -> WaterfallOptions {
        var c = WaterfallOptions()
        c.columns = 4
        c.lineSpacing = 8
        c.interitemSpacing = 8
        c.sectionInset = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        return c
    }

    @Test func shortestColumnLeftmostOnTie() throws {
        let heights: [Double] = [100, 50, 80, 60, 30, 70]
        let data = StaticDataSource(sections: [heights.map { SizeHint(height: $0) }])
        let layout = WaterfallLayout(options: Self.articleExample(), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        try layout.prepare(data)
        // Column width (390 − 16 − 24) / 4 = 87.5.
        let frames = (0..<6).map { layout.layoutAttributesForItem(at: IndexPath(section: 0, item: $0))!.frame }
        #expect(frames == [
            Rect(x: 8, y: 0, width: 87.5, height: 100),
            Rect(x: 103.5, y: 0, width: 87.5, height: 50),
            Rect(x: 199, y: 0, width: 87.5, height: 80),
            Rect(x: 294.5, y: 0, width: 87.5, height: 60),
            Rect(x: 103.5, y: 58, width: 87.5, height: 30),  // column 1 is shortest (58)
            Rect(x: 294.5, y: 68, width: 87.5, height: 70),  // column 3 (68) beats column 2 (88) and 1 (96)
        ])
        #expect(layout.contentSize == Size(width: 390, height: 138))
    }

    @Test func aspectRatioScalesToColumnWidth() throws {
        var c = WaterfallOptions()
        c.columns = 2
        c.interitemSpacing = 10
        c.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let data = StaticDataSource(sections: [[SizeHint(width: 400, height: 300)]])
        let layout = WaterfallLayout(options: c, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        try layout.prepare(data)
        // Column width (390 − 20 − 10) / 2 = 180, so 400×300 becomes 180×135.
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))?.frame == Rect(x: 10, y: 0, width: 180, height: 135))
    }

    @Test func sectionsStackWithHeadersFootersAndBackgrounds() throws {
        var c = WaterfallOptions()
        c.columns = 2
        c.lineSpacing = 5
        c.interitemSpacing = 10
        c.sectionInset = EdgeInsets(top: 4, left: 10, bottom: 6, right: 10)
        c.headerHeight = 30
        c.footerHeight = 20
        c.sectionSpacing = 12
        c.sectionBackgrounds = true
        let data = StaticDataSource(sections: [[SizeHint(height: 40), SizeHint(height: 60), SizeHint(height: 10)], []])
        let layout = WaterfallLayout(options: c, bounds: Rect(x: 0, y: 0, width: 200, height: 400))
        try layout.prepare(data)
        let p0 = IndexPath(section: 0, item: 0), p1 = IndexPath(section: 1, item: 0)
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: p0)?.frame == Rect(x: 0, y: 0, width: 200, height: 30))
        // Column width (200 − 20 − 10) / 2 = 85; items at y 34; third item under the first (34+40+5).
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 2))?.frame == Rect(x: 10, y: 79, width: 85, height: 10))
        // Tallest column ends at 34 + 60 = 94; inset 6; footer 100..120.
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: p0)?.frame == Rect(x: 0, y: 100, width: 200, height: 20))
        #expect(layout.layoutAttributesForDecorationElement(ofKind: .background, at: p0)?.frame == Rect(x: 0, y: 30, width: 200, height: 70))
        // Empty section: header, insets, footer only; starts after the section spacing.
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: p1)?.frame == Rect(x: 0, y: 132, width: 200, height: 30))
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: p1)?.frame == Rect(x: 0, y: 172, width: 200, height: 20))
        #expect(layout.contentSize == Size(width: 200, height: 192))
    }

    @Test func pinnedHeaderSticksUntilFooter() throws {
        var c = WaterfallOptions()
        c.columns = 1
        c.lineSpacing = 0
        c.headerHeight = 20
        c.footerHeight = 10
        c.pinHeaders = true
        let data = StaticDataSource(sections: [[SizeHint(height: 100)], [SizeHint(height: 100)]])
        let layout = WaterfallLayout(options: c, bounds: Rect(x: 0, y: 0, width: 100, height: 50))
        try layout.prepare(data)
        func header(_ s: Int) -> Rect? { layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: s, item: 0))?.frame }
        #expect(header(0) == Rect(x: 0, y: 0, width: 100, height: 20))
        layout.updateBounds(Rect(x: 0, y: 50, width: 100, height: 50))
        #expect(header(0) == Rect(x: 0, y: 50, width: 100, height: 20))
        // Footer of section 0 starts at 120: the header stops at 100.
        layout.updateBounds(Rect(x: 0, y: 110, width: 100, height: 50))
        #expect(header(0) == Rect(x: 0, y: 100, width: 100, height: 20))
        #expect(header(1) == Rect(x: 0, y: 130, width: 100, height: 20))
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: 0, item: 0))?.zIndex == ZIndex.pinnedHeader)
        let visible = layout.layoutAttributesForElements(in: layout.bounds).filter { $0.kind == .header }.map(\.indexPath.section)
        #expect(Set(visible) == [0, 1])
    }

    @Test func boundsChangeInvalidatesOnlyOnWidth() throws {
        let layout = WaterfallLayout(bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 300, width: 390, height: 500)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 844, height: 390)))
    }

    @Test func rejectsBadInput() {
        var c = WaterfallOptions()
        c.columns = 0
        #expect(throws: LayoutError.self) { try WaterfallLayout(options: c, bounds: Rect(x: 0, y: 0, width: 390, height: 844)).prepare(StaticDataSource(counts: [1])) }
        let nan = StaticDataSource(sections: [[SizeHint(height: .nan)]])
        #expect(throws: LayoutError.self) { try WaterfallLayout(bounds: Rect(x: 0, y: 0, width: 390, height: 844)).prepare(nan) }
    }

    @Test func propertyRectQueryMatchesBruteForce() throws {
        for seed in 0..<1500 {
            var rng = SplitMix64(seed: UInt64(seed))
            var c = WaterfallOptions()
            c.columns = Int.random(in: 1...5, using: &rng)
            c.lineSpacing = Double(Int.random(in: 0...12, using: &rng))
            c.interitemSpacing = Double(Int.random(in: 0...12, using: &rng))
            c.sectionInset = EdgeInsets(top: 3, left: 7, bottom: 5, right: 2)
            c.headerHeight = Bool.random(using: &rng) ? 24 : 0
            c.footerHeight = Bool.random(using: &rng) ? 16 : 0
            c.sectionSpacing = Double(Int.random(in: 0...20, using: &rng))
            c.pinHeaders = Bool.random(using: &rng)
            c.sectionBackgrounds = Bool.random(using: &rng)
            let data = randomData(&rng)
            let width = Double(Int.random(in: 200...500, using: &rng))
            let layout = WaterfallLayout(options: c, bounds: Rect(x: 0, y: 0, width: width, height: 600))
            try layout.prepare(data)
            layout.updateBounds(Rect(x: 0, y: Double.random(in: 0...max(1, layout.contentSize.height), using: &rng), width: width, height: 600))
            checkLayoutInvariants(layout, data, rng: &rng)
        }
    }

    @Test func propertyAppendEqualsFreshLayout() throws {
        for seed in 0..<1000 {
            var rng = SplitMix64(seed: UInt64(seed) &+ 77)
            var c = WaterfallOptions()
            c.columns = Int.random(in: 1...4, using: &rng)
            c.headerHeight = 10
            c.footerHeight = Bool.random(using: &rng) ? 12 : 0
            c.sectionBackgrounds = true
            let data = randomData(&rng)
            guard try checkAppendsEqualFreshLayout(
                { WaterfallLayout(options: c, bounds: Rect(x: 0, y: 0, width: 320, height: 600)) }, data, rng: &rng,
                seed: seed, page: { randomData(&$0, maxSections: 1, maxItems: 25).sections.first ?? [] })
            else { return }
        }
    }
}
