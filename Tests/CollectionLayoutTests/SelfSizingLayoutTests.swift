import CollectionLayout
import Testing
import TestSupport

@Suite struct SelfSizingLayoutTests {
    func configuration(_ rng: inout SplitMix64) -> EveryLayoutOptions {
        var c = EveryLayoutOptions()
        c.selfSizing = true
        c.columns = Int.random(in: 1...4, using: &rng)
        c.lineSpacing = Double(Int.random(in: 0...12, using: &rng))
        c.interitemSpacing = Double(Int.random(in: 0...12, using: &rng))
        c.sectionSpacing = Double(Int.random(in: 0...20, using: &rng))
        c.sectionInset = EdgeInsets(top: 5, left: 7, bottom: 3, right: 9)
        c.headerHeight = Double(Int.random(in: 0...30, using: &rng))
        c.footerHeight = Double(Int.random(in: 0...30, using: &rng))
        c.itemSize = Size(width: Double(Int.random(in: 40...200, using: &rng)), height: 60)
        c.sectionBackgrounds = Bool.random(using: &rng)
        return c
    }

    /// Reports measured heights for random items in random batches, preparing between batches
    /// (so the layout re-lays from the first changed item each time), then compares with a
    /// plain layout fed the measured heights as its data, over a thousand seeds per layout.
    func checkSelfSizedEqualsPlain(kind: BuiltInLayout, seeds: Range<UInt64>) throws {
        for seed in seeds {
            var rng = SplitMix64(seed: seed)
            let estimates = randomData(&rng, maxSections: 3, maxItems: 30, withWidths: kind == .flow)
            var c = configuration(&rng)
            let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
            let sized = c.make(kind, bounds: bounds)
            try sized.prepare(estimates)
            var measured = estimates
            var paths: [IndexPath] = []
            for s in estimates.sections.indices { for i in estimates.sections[s].indices { paths.append(IndexPath(section: s, item: i)) } }
            paths.shuffle(using: &rng)
            let reported = paths.prefix(Int.random(in: 0...paths.count, using: &rng))
            var pending = InvalidationContext()
            for path in reported {
                let height = Double(Int.random(in: 10...400, using: &rng)) + (Bool.random(using: &rng) ? 0.4 : 0)
                // The waterfall keeps its column width; the flow layout its item width.
                measured.sections[path.section][path.item] = SizeHint(width: estimates.sections[path.section][path.item].width, height: height)
                if kind == .waterfall { measured.sections[path.section][path.item].width = nil }
                let original = try #require(sized.layoutAttributesForItem(at: path))
                var preferred = original
                preferred.frame.size.height = height
                if let context = sized.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                    #expect(context.invalidatedItemsFrom == path)
                    pending.formUnion(context)
                }
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    sized.invalidate(with: pending)
                    pending = InvalidationContext()
                    try sized.prepare(estimates)
                }
            }
            sized.invalidate(with: pending)
            try sized.prepare(estimates)
            c.selfSizing = false
            let plain = c.make(kind, bounds: bounds)
            try plain.prepare(measured)
            let a = sorted(everyElement(sized, estimates)), b = sorted(everyElement(plain, measured))
            if a != b {
                let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                Issue.record("seed \(seed): the self-sized \(kind) differs from the plain one fed the measured heights at element \(first): \(first < a.count ? "\(a[first])" : "none") vs \(first < b.count ? "\(b[first])" : "none")")
            }
            #expect(sized.contentSize == plain.contentSize, "seed \(seed)")
            #expect(sized.actualSizeCount == Set(reported).count, "seed \(seed)")
            if a != b { return }
            checkLayoutInvariants(sized, estimates, rng: &rng, queries: 3)
        }
    }

    @Test func selfSizedWaterfallEqualsThePlainWaterfallFedTheMeasuredHeights() throws {
        try checkSelfSizedEqualsPlain(kind: .waterfall, seeds: 0..<1000)
    }

    @Test func selfSizedFlowEqualsThePlainFlowFedTheMeasuredHeights() throws {
        try checkSelfSizedEqualsPlain(kind: .flow, seeds: 0..<500)
    }

    @Test func measuringTheSameHeightAgainAsksForNothing() throws {
        var c = EveryLayoutOptions()
        c.selfSizing = true
        let layout = WaterfallLayout(options: c.waterfall, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let data = StaticDataSource(counts: [10], hint: SizeHint(height: 100))
        try layout.prepare(data)
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 3)))
        var preferred = original
        preferred.frame.size.height = 137
        #expect(layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) != nil)
        #expect(layout.hasEstimatedItems)
        layout.invalidate(with: InvalidationContext(invalidatedItemsFrom: IndexPath(section: 0, item: 3)))
        try layout.prepare(data)
        let now = try #require(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 3)))
        #expect(now.frame.height == 137)
        // The cell reports the same size again: the layout converges (the multi-section waterfall article's endless loop).
        #expect(layout.invalidationContext(forPreferredLayoutAttributes: now, withOriginalAttributes: now) == nil)
        // The estimate itself, for an item not yet measured: recorded, nothing to lay out.
        let other = try #require(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 5)))
        #expect(layout.invalidationContext(forPreferredLayoutAttributes: other, withOriginalAttributes: other) == nil)
        #expect(layout.actualSizeCount == 2)
        #expect(layout.actualSize(forItemAt: IndexPath(section: 0, item: 5)) == other.frame.size)
    }

    @Test func anItemAboveTheBoundsAdjustsTheContentOffset() throws {
        var c = EveryLayoutOptions()
        c.selfSizing = true
        c.columns = 1
        let layout = WaterfallLayout(options: c.waterfall, bounds: Rect(x: 0, y: 500, width: 390, height: 844))
        let data = StaticDataSource(counts: [20], hint: SizeHint(height: 100))
        try layout.prepare(data)
        let above = try #require(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 1)))
        var preferred = above
        preferred.frame.size.height = 160
        let context = try #require(layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: above))
        #expect(context.contentOffsetAdjustment == Point(x: 0, y: 60))
        let below = try #require(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 10)))
        preferred = below
        preferred.frame.size.height = 40
        let later = try #require(layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: below))
        #expect(later.contentOffsetAdjustment == .zero)
        var both = context
        both.formUnion(later)
        #expect(both.invalidatedItemsFrom == IndexPath(section: 0, item: 1))
    }

    @Test func aDataChangeForgetsTheActualSizes() throws {
        var c = EveryLayoutOptions()
        c.selfSizing = true
        let layout = FlowLayout(options: c.flow, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let data = StaticDataSource(counts: [6])
        try layout.prepare(data)
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0)))
        var preferred = original
        preferred.frame.size.height = 90
        _ = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        #expect(layout.actualSizeCount == 1)
        layout.invalidate(.everything)
        #expect(layout.actualSizeCount == 0)
        try layout.prepare(data)
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))?.frame.height == 50)
    }

    @Test func withoutSelfSizingPreferredSizesAreIgnored() throws {
        let layout = WaterfallLayout(bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        try layout.prepare(StaticDataSource(counts: [3], hint: SizeHint(height: 100)))
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0)))
        var preferred = original
        preferred.frame.size.height = 10
        #expect(layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) == nil)
        #expect(!layout.hasEstimatedItems)
    }

    /// Measured heights survive pages appended to the last section, and the appended items are
    /// estimates until measured.
    @Test func appendedItemsKeepTheMeasuredOnes() throws {
        var c = EveryLayoutOptions()
        c.selfSizing = true
        let layout = WaterfallLayout(options: c.waterfall, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        var data = StaticDataSource(counts: [4], hint: SizeHint(height: 100))
        try layout.prepare(data)
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 2)))
        var preferred = original
        preferred.frame.size.height = 250
        layout.invalidate(with: try #require(layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)))
        data.sections[0] += Array(repeating: SizeHint(height: 100), count: 5)
        layout.invalidate(.appendedItems)
        try layout.prepare(data)
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 2))?.frame.height == 250)
        #expect(layout.actualSizeCount == 1 && layout.hasEstimatedItems)
    }
}
