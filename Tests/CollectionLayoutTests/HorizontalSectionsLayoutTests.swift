import CollectionLayout
import Testing

/// A data source that counts how often it is asked for the first section's item count: a full
/// layout asks to lay it out, an append only to check that it did not change.
private final class CountingSource: LayoutDataSource {
    var data: StaticDataSource
    var firstSectionQuestions = 0
    init(_ data: StaticDataSource) { self.data = data }
    var numberOfSections: Int { data.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int {
        if section == 0 { firstSectionQuestions += 1 }
        return data.numberOfItems(inSection: section)
    }
    func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint { data.sizeHint(forItemAt: indexPath) }
}

@Suite struct HorizontalSectionsLayoutTests {
    /// The horizontal sections article's example: items 50×50, spacing 10 both ways, section spacing 20, header 60,
    /// a 300-point-high view (its width does not matter).
    static func articleExample() -> HorizontalOptions {
        var c = HorizontalOptions()
        c.itemSize = Size(width: 50, height: 50)
        c.lineSpacing = 10
        c.interitemSpacing = 10
        c.sectionSpacing = 20
        c.headerHeight = 60
        return c
    }

    static let seedBounds = Rect(x: 0, y: 0, width: 390, height: 300)

    func cells(_ layout: HorizontalSectionsLayout, section: Int, _ count: Int) -> [Rect] {
        (0..<count).map { layout.layoutAttributesForItem(at: IndexPath(section: section, item: $0))!.frame }
    }

    func header(_ layout: HorizontalSectionsLayout, _ section: Int) -> Rect? {
        layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: section, item: 0))?.frame
    }

    /// Sections of 8, 9 and 10 items: 240 points under the header hold 4 items a column
    /// (4·50 + 3·10 = 230), so the sections take 2, 3 and 3 columns.
    @Test func seedExampleExactFrames() throws {
        let layout = HorizontalSectionsLayout(options: Self.articleExample(), bounds: Self.seedBounds)
        #expect(try layout.itemsPerColumn() == 4)
        try layout.prepare(StaticDataSource(counts: [8, 9, 10]))
        let columns: [[Double]] = [[0, 60], [130, 190, 250], [320, 380, 440]]
        let rows: [Double] = [60, 120, 180, 240]
        for (section, count) in [8, 9, 10].enumerated() {
            let expected = (0..<count).map { Rect(x: columns[section][$0 / 4], y: rows[$0 % 4], width: 50, height: 50) }
            #expect(cells(layout, section: section, count) == expected)
        }
        // A few spelled out: each section's last item.
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 7))?.frame == Rect(x: 60, y: 240, width: 50, height: 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 1, item: 8))?.frame == Rect(x: 250, y: 60, width: 50, height: 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 2, item: 9))?.frame == Rect(x: 440, y: 120, width: 50, height: 50))
        // Headers span exactly their columns: 2·50 + 10 = 110, 3·50 + 2·10 = 170.
        #expect(header(layout, 0) == Rect(x: 0, y: 0, width: 110, height: 60))
        #expect(header(layout, 1) == Rect(x: 130, y: 0, width: 170, height: 60))
        #expect(header(layout, 2) == Rect(x: 320, y: 0, width: 170, height: 60))
        #expect(layout.contentSize == Size(width: 490, height: 300))
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.name == "horizontal")
        // No footers, no backgrounds unless asked.
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: IndexPath(section: 0, item: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationElement(ofKind: .background, at: IndexPath(section: 0, item: 0)) == nil)
        // The viewport over x 100…200 shows the header and second column of section 0 and the
        // first column of section 1, with its header.
        let visible = layout.layoutAttributesForElements(in: Rect(x: 100, y: 0, width: 100, height: 300))
        #expect(Set(visible.map(\.elementID)) == Set(
            [IndexPath(section: 0, item: 4), IndexPath(section: 0, item: 5), IndexPath(section: 0, item: 6), IndexPath(section: 0, item: 7),
             IndexPath(section: 1, item: 0), IndexPath(section: 1, item: 1), IndexPath(section: 1, item: 2), IndexPath(section: 1, item: 3),
             IndexPath(section: 1, item: 4), IndexPath(section: 1, item: 5), IndexPath(section: 1, item: 6), IndexPath(section: 1, item: 7)]
                .map { ElementID(category: .cell, kind: nil, indexPath: $0) }
                + [0, 1].map { ElementID(category: .supplementary, kind: .header, indexPath: IndexPath(section: $0, item: 0)) }))
    }

    /// Top and bottom insets shrink the column; left and right insets and size hints do not apply
    /// (footers and columns are no options of this layout).
    @Test func insetsAndIgnoredOptions() throws {
        var c = Self.articleExample()
        c.sectionInset = EdgeInsets(top: 5, left: 33, bottom: 6, right: 44)
        // 300 − 60 − 11 = 229 < 230: now 3 items a column.
        let layout = HorizontalSectionsLayout(options: c, bounds: Self.seedBounds)
        #expect(try layout.itemsPerColumn() == 3)
        let data = StaticDataSource(sections: [[SizeHint(width: 200, height: 10), .none, .none, .none]])
        try layout.prepare(data)
        #expect(cells(layout, section: 0, 4) == [
            Rect(x: 0, y: 65, width: 50, height: 50),
            Rect(x: 0, y: 125, width: 50, height: 50),
            Rect(x: 0, y: 185, width: 50, height: 50),
            Rect(x: 60, y: 65, width: 50, height: 50),
        ])
        #expect(header(layout, 0) == Rect(x: 0, y: 0, width: 110, height: 60))
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: IndexPath(section: 0, item: 0)) == nil)
        #expect(layout.contentSize == Size(width: 110, height: 300))
    }

    /// An empty section keeps one item's width: its header is one item wide, it has no items,
    /// and the next section starts after the section spacing.
    @Test func emptySectionIsOneItemWide() throws {
        var c = Self.articleExample()
        c.headerHeight = 40
        c.sectionBackgrounds = true
        let layout = HorizontalSectionsLayout(options: c, bounds: Rect(x: 0, y: 0, width: 100, height: 200))
        // 160 points hold 2 items (2·50 + 10 = 110; 3·50 + 20 = 170 does not fit).
        try layout.prepare(StaticDataSource(counts: [3, 0, 2]))
        #expect(cells(layout, section: 0, 3) == [
            Rect(x: 0, y: 40, width: 50, height: 50), Rect(x: 0, y: 100, width: 50, height: 50), Rect(x: 60, y: 40, width: 50, height: 50),
        ])
        #expect(header(layout, 1) == Rect(x: 130, y: 0, width: 50, height: 40))
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 1, item: 0)) == nil)
        #expect(header(layout, 2) == Rect(x: 200, y: 0, width: 50, height: 40))
        #expect(cells(layout, section: 2, 2) == [Rect(x: 200, y: 40, width: 50, height: 50), Rect(x: 200, y: 100, width: 50, height: 50)])
        // Backgrounds under each header, down to the bottom of the view.
        let backgrounds = (0..<3).map { layout.layoutAttributesForDecorationElement(ofKind: .background, at: IndexPath(section: $0, item: 0))?.frame }
        #expect(backgrounds == [
            Rect(x: 0, y: 40, width: 110, height: 160), Rect(x: 130, y: 40, width: 50, height: 160), Rect(x: 200, y: 40, width: 50, height: 160),
        ])
        #expect(layout.contentSize == Size(width: 250, height: 200))
    }

    @Test func oneItemAndNoItems() throws {
        let layout = HorizontalSectionsLayout(options: Self.articleExample(), bounds: Self.seedBounds)
        try layout.prepare(StaticDataSource(counts: [1]))
        #expect(Set(layout.allLayoutAttributes()) == [
            .cell(IndexPath(section: 0, item: 0), frame: Rect(x: 0, y: 60, width: 50, height: 50)),
            LayoutAttributes(category: .supplementary, kind: .header, indexPath: IndexPath(section: 0, item: 0),
                             frame: Rect(x: 0, y: 0, width: 50, height: 60), zIndex: ZIndex.supplementary),
        ])
        #expect(layout.contentSize == Size(width: 50, height: 300))
        layout.invalidate(.everything)
        try layout.prepare(StaticDataSource(counts: []))
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.contentSize == Size(width: 0, height: 300))
    }

    @Test func noHeaderRowStartsItemsAtTheTop() throws {
        var c = Self.articleExample()
        c.headerHeight = 0
        let layout = HorizontalSectionsLayout(options: c, bounds: Rect(x: 0, y: 0, width: 100, height: 110))
        try layout.prepare(StaticDataSource(counts: [3]))
        #expect(cells(layout, section: 0, 3) == [
            Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 0, y: 60, width: 50, height: 50), Rect(x: 60, y: 0, width: 50, height: 50),
        ])
        #expect(header(layout, 0) == nil)
    }

    @Test func relayoutsOnHeightChangeOnly() throws {
        let layout = HorizontalSectionsLayout(options: Self.articleExample(), bounds: Self.seedBounds)
        try layout.prepare(StaticDataSource(counts: [8]))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 200, y: 0, width: 800, height: 300)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 390, height: 240)))
        // 180 points under the header hold 3 items a column.
        layout.updateBounds(Rect(x: 0, y: 0, width: 390, height: 240))
        try layout.prepare(StaticDataSource(counts: [8]))
        #expect(header(layout, 0) == Rect(x: 0, y: 0, width: 170, height: 60))
        #expect(layout.contentSize == Size(width: 170, height: 240))
    }

    @Test func appendFillsTheLastColumnAndWidensTheHeader() throws {
        let source = CountingSource(StaticDataSource(counts: [8, 2]))
        let layout = HorizontalSectionsLayout(options: Self.articleExample(), bounds: Self.seedBounds)
        try layout.prepare(source)
        #expect(header(layout, 1) == Rect(x: 130, y: 0, width: 50, height: 60))
        source.firstSectionQuestions = 0
        source.data.sections[1] += Array(repeating: .none, count: 5)
        layout.invalidate(.appendedItems)
        try layout.prepare(source)
        #expect(source.firstSectionQuestions <= 1, "an append must not lay section 0 out again")
        #expect(cells(layout, section: 1, 7) == [
            Rect(x: 130, y: 60, width: 50, height: 50), Rect(x: 130, y: 120, width: 50, height: 50),
            Rect(x: 130, y: 180, width: 50, height: 50), Rect(x: 130, y: 240, width: 50, height: 50),
            Rect(x: 190, y: 60, width: 50, height: 50), Rect(x: 190, y: 120, width: 50, height: 50),
            Rect(x: 190, y: 180, width: 50, height: 50),
        ])
        #expect(header(layout, 1) == Rect(x: 130, y: 0, width: 110, height: 60))
        #expect(layout.contentSize == Size(width: 240, height: 300))
        // Appending to an empty last section.
        source.data.sections.append([])
        layout.invalidate(.everything)
        try layout.prepare(source)
        #expect(header(layout, 2) == Rect(x: 260, y: 0, width: 50, height: 60))
        source.data.sections[2] += [.none, .none, .none, .none, .none]
        layout.invalidate(.appendedItems)
        try layout.prepare(source)
        #expect(cells(layout, section: 2, 5).map(\.origin) == [
            Point(x: 260, y: 60), Point(x: 260, y: 120), Point(x: 260, y: 180), Point(x: 260, y: 240), Point(x: 320, y: 60),
        ])
        #expect(header(layout, 2) == Rect(x: 260, y: 0, width: 110, height: 60))
    }

    @Test func rejectsAViewportTooShortForOneItem() throws {
        let layout = HorizontalSectionsLayout(options: Self.articleExample(), bounds: Rect(x: 0, y: 0, width: 390, height: 100))
        let error = LayoutError.boundsTooSmall("the viewport height of 100 pt cannot hold one 50-pt item under a 60-pt header")
        #expect(throws: error) { try layout.prepare(StaticDataSource(counts: [8, 9, 10])) }
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.contentSize == .zero)
        // The next prepare, once the view is tall enough, starts over.
        layout.updateBounds(Self.seedBounds)
        try layout.prepare(StaticDataSource(counts: [8, 9, 10]))
        #expect(layout.contentSize == Size(width: 490, height: 300))

        var c = Self.articleExample()
        c.sectionInset = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        #expect(throws: LayoutError.boundsTooSmall(
            "the viewport height of 120.5 pt cannot hold one 50-pt item under a 60-pt header with insets of 10 and 5 pt")) {
            try HorizontalSectionsLayout(options: c, bounds: Rect(x: 0, y: 0, width: 390, height: 120.5)).prepare(StaticDataSource(counts: [1]))
        }
        // Exactly one item fits.
        let tight = HorizontalSectionsLayout(options: Self.articleExample(), bounds: Rect(x: 0, y: 0, width: 390, height: 110))
        #expect(try tight.itemsPerColumn() == 1)
    }

    @Test func rejectsBadValues() {
        for height in [Double.nan, 0, -300, .infinity] {
            let layout = HorizontalSectionsLayout(options: Self.articleExample(), bounds: Rect(x: 0, y: 0, width: 390, height: height))
            #expect(throws: LayoutError.self) { try layout.prepare(StaticDataSource(counts: [3])) }
        }
        var c = Self.articleExample()
        c.itemSize = Size(width: 50, height: 0)
        #expect(throws: LayoutError.invalidValue("item height must be greater than 0, not 0.0")) {
            try HorizontalSectionsLayout(options: c, bounds: Self.seedBounds).prepare(StaticDataSource(counts: [3]))
        }
        c = Self.articleExample()
        c.lineSpacing = -1
        #expect(throws: LayoutError.self) {
            try HorizontalSectionsLayout(options: c, bounds: Self.seedBounds).prepare(StaticDataSource(counts: [3]))
        }
    }

    /// Huge viewports are refused; tiny items do not overflow the per-column count or hang.
    @Test func extremeSizesNeitherTrapNorHang() throws {
        let huge = HorizontalSectionsLayout(options: Self.articleExample(), bounds: Rect(x: 0, y: 0, width: 390, height: 1e300))
        #expect(throws: LayoutError.invalidValue("the viewport height of 1e+300 pt is too large (at most 10000000)")) {
            try huge.prepare(StaticDataSource(counts: [5]))
        }
        let tall = HorizontalSectionsLayout(options: Self.articleExample(), bounds: Rect(x: 0, y: 0, width: 390, height: 1e7))
        // (10⁷ − 60 + 10) / 60, rounded down.
        #expect(try tall.itemsPerColumn() == 166_665)
        var c = Self.articleExample()
        c.itemSize = Size(width: 50, height: 1e-300)
        c.lineSpacing = 0
        // Below a thousandth of a point a frame would vanish from the Float frame store.
        #expect(throws: LayoutError.invalidValue("item height must be at least 0.001 pt, not 1e-300")) {
            try HorizontalSectionsLayout(options: c, bounds: Self.seedBounds).prepare(StaticDataSource(counts: [5]))
        }
        c.itemSize = Size(width: 50, height: SizeHint.minimumDimension)
        let tiny = HorizontalSectionsLayout(options: c, bounds: Self.seedBounds)
        // (300 − 60) / 0.001.
        #expect(try tiny.itemsPerColumn() == 240_000)
        try tiny.prepare(StaticDataSource(counts: [5]))
        #expect(header(tiny, 0) == Rect(x: 0, y: 0, width: 50, height: 60))
        #expect(tiny.layoutAttributesForItem(at: IndexPath(section: 0, item: 4))?.frame.height ?? 0 > 0)
    }

    @Test func moveTargetIsTheItemUnderThePoint() throws {
        let layout = HorizontalSectionsLayout(options: Self.articleExample(), bounds: Self.seedBounds)
        try layout.prepare(StaticDataSource(counts: [8, 9, 10]))
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(section: 0, item: 0), withPosition: Point(x: 200, y: 130))
            == IndexPath(section: 1, item: 5))
        // In the spacing between sections: the nearest centre (section 0's item 7 at 85,265 vs section 1's item 3 at 155,265).
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(section: 0, item: 0), withPosition: Point(x: 119, y: 265))
            == IndexPath(section: 0, item: 7))
    }

    // MARK: - Properties

    /// The seed's column filling, written plainly, with the header width it should have had.
    static func reference(_ c: HorizontalOptions, height: Double, counts: [Int]) -> (cells: [[Rect]], headers: [Rect], width: Double) {
        let available = height - c.headerHeight - c.sectionInset.vertical
        var perColumn = 0
        while Double(perColumn + 1) * c.itemSize.height + Double(perColumn) * c.lineSpacing <= available { perColumn += 1 }
        var x = 0.0
        var cells: [[Rect]] = []
        var headers: [Rect] = []
        for count in counts {
            let columns = max(1, (count + perColumn - 1) / perColumn)
            cells.append((0..<count).map { item in
                Rect(
                    x: x + Double(item / perColumn) * (c.itemSize.width + c.interitemSpacing),
                    y: c.headerHeight + c.sectionInset.top + Double(item % perColumn) * (c.itemSize.height + c.lineSpacing),
                    width: c.itemSize.width, height: c.itemSize.height)
            })
            let width = Double(columns) * c.itemSize.width + Double(columns - 1) * c.interitemSpacing
            headers.append(Rect(x: x, y: 0, width: width, height: c.headerHeight))
            x += width + c.sectionSpacing
        }
        return (cells, headers, counts.isEmpty ? 0 : x - c.sectionSpacing)
    }

    static func randomConfiguration(_ rng: inout SplitMix64) -> HorizontalOptions {
        var c = HorizontalOptions()
        c.itemSize = Size(width: Double(Int.random(in: 5...80, using: &rng)), height: Double(Int.random(in: 5...80, using: &rng)))
        c.lineSpacing = Double(Int.random(in: 0...12, using: &rng))
        c.interitemSpacing = Double(Int.random(in: 0...12, using: &rng))
        c.sectionSpacing = Double(Int.random(in: 0...30, using: &rng))
        c.headerHeight = Bool.random(using: &rng) ? Double(Int.random(in: 1...60, using: &rng)) : 0
        c.sectionInset = EdgeInsets(top: Double(Int.random(in: 0...10, using: &rng)), left: 0, bottom: Double(Int.random(in: 0...10, using: &rng)), right: 0)
        c.pinHeaders = Bool.random(using: &rng)
        c.sectionBackgrounds = Bool.random(using: &rng)
        return c
    }

    @Test func propertyMatchesReferenceAndBruteForce() throws {
        var rejected = 0
        for seed in 0..<1200 {
            var rng = SplitMix64(seed: UInt64(seed) &+ 4_004)
            let c = Self.randomConfiguration(&rng)
            let data = randomData(&rng, maxSections: 5, maxItems: 30)
            let height = Double(Int.random(in: 40...400, using: &rng))
            let layout = HorizontalSectionsLayout(options: c, bounds: Rect(x: 0, y: 0, width: 390, height: height))
            let counts = data.sections.map(\.count)
            if c.itemSize.height > height - c.headerHeight - c.sectionInset.vertical {
                #expect(throws: LayoutError.self) { try layout.prepare(data) }
                rejected += 1
                continue
            }
            try layout.prepare(data)
            let reference = Self.reference(c, height: height, counts: counts)
            for (section, count) in counts.enumerated() {
                #expect(cells(layout, section: section, count) == reference.cells[section], "seed \(seed) section \(section)")
                #expect(header(layout, section) == (c.headerHeight > 0 ? reference.headers[section] : nil), "seed \(seed) section \(section)")
            }
            #expect(layout.contentSize == Size(width: reference.width, height: height), "seed \(seed)")
            layout.updateBounds(Rect(x: Double.random(in: 0...max(1, layout.contentSize.width), using: &rng), y: 0, width: 390, height: height))
            checkLayoutInvariants(layout, data, rng: &rng)
        }
        #expect(rejected > 0 && rejected < 300, "the sizes should sometimes, rarely, be too tall: \(rejected)")
    }

    @Test func propertyAppendEqualsFreshLayout() throws {
        for seed in 0..<1000 {
            var rng = SplitMix64(seed: UInt64(seed) &+ 8_008)
            let c = Self.randomConfiguration(&rng)
            let bounds = Rect(x: 0, y: 0, width: 390, height: Double(Int.random(in: 200...500, using: &rng)))
            let data = randomData(&rng, maxSections: 4, maxItems: 25)
            guard try checkAppendsEqualFreshLayout(
                { HorizontalSectionsLayout(options: c, bounds: bounds) }, data, rng: &rng, seed: seed,
                page: { Array(repeating: .none, count: Int.random(in: 0...20, using: &$0)) })
            else { return }
        }
    }
}
