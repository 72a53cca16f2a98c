import CollectionLayout
import Testing
import TestSupport

/// Per-section options of the built-in layouts (the multi-section waterfall article's `…AtSection:`): section `s` uses
/// `sections[s % count]`, a missing value falls back to the layout's own.
@Suite struct SectionOptionsTests {
    @Test func waterfallSectionsHaveTheirOwnColumnsSpacingAndInsets() throws {
        var c = EveryLayoutOptions()
        c.columns = 2
        c.sections = [
            EveryLayoutOptions.Section(columns: 3, interitemSpacing: 5),
            EveryLayoutOptions.Section(columns: 1, sectionInset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)),
        ]
        let layout = WaterfallLayout(options: c.waterfall, bounds: Rect(x: 0, y: 0, width: 400, height: 800))
        try layout.prepare(StaticDataSource(counts: [4, 2, 1], hint: SizeHint(height: 100)))
        func frame(_ s: Int, _ i: Int) -> Rect? { layout.layoutAttributesForItem(at: IndexPath(section: s, item: i))?.frame }
        // Section 0: three columns of (400 − 2·5) / 3 = 130, at 0, 135, 270; the fourth item under the first.
        #expect(frame(0, 0) == Rect(x: 0, y: 0, width: 130, height: 100))
        #expect(frame(0, 2) == Rect(x: 270, y: 0, width: 130, height: 100))
        #expect(frame(0, 3) == Rect(x: 0, y: 110, width: 130, height: 100))
        // Section 1 starts where the fourth item ends, 210: one column between insets of 20, 10 down.
        #expect(frame(1, 0) == Rect(x: 20, y: 220, width: 360, height: 100))
        #expect(frame(1, 1) == Rect(x: 20, y: 330, width: 360, height: 100))
        // Section 2 uses sections[0] again, from 430 + 10.
        #expect(frame(2, 0) == Rect(x: 0, y: 440, width: 130, height: 100))
        #expect(layout.contentSize.height == 540)
    }

    @Test func theDataSourcesPerSectionAnswersStillComeFirst() throws {
        var c = EveryLayoutOptions()
        c.sections = [EveryLayoutOptions.Section(columns: 3, headerHeight: 30)]
        let layout = WaterfallLayout(options: c.waterfall, bounds: Rect(x: 0, y: 0, width: 400, height: 800))
        var data = StaticDataSource(counts: [1], hint: SizeHint(height: 100))
        data.columnCounts = [1]
        try layout.prepare(data)
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))?.frame == Rect(x: 0, y: 30, width: 400, height: 100))
    }

    /// A data source answering the multi-section waterfall article's `insetForSectionAt:` and spacing questions.
    struct DelegateData: LayoutDataSource {
        var counts: [Int]
        var insets: [Int: EdgeInsets] = [:]
        var lines: [Int: Double] = [:]
        var interitems: [Int: Double] = [:]
        var numberOfSections: Int { counts.count }
        func numberOfItems(inSection section: Int) -> Int { counts[section] }
        func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint { SizeHint(height: 100) }
        func sectionInset(inSection section: Int) -> EdgeInsets? { insets[section] }
        func lineSpacing(inSection section: Int) -> Double? { lines[section] }
        func interitemSpacing(inSection section: Int) -> Double? { interitems[section] }
    }

    @Test func theDataSourcesInsetsAndSpacingsComeBeforeTheFiles() throws {
        var c = EveryLayoutOptions()
        c.sections = [EveryLayoutOptions.Section(lineSpacing: 20, interitemSpacing: 20)]
        let layout = WaterfallLayout(options: c.waterfall, bounds: Rect(x: 0, y: 0, width: 400, height: 800))
        var data = DelegateData(counts: [3, 3])
        data.insets[1] = EdgeInsets(top: 5, left: 30, bottom: 0, right: 30)
        data.lines[1] = 0
        data.interitems[1] = 40
        try layout.prepare(data)
        func frame(_ s: Int, _ i: Int) -> Rect? { layout.layoutAttributesForItem(at: IndexPath(section: s, item: i))?.frame }
        // Section 0, the file's: columns of (400 − 20) / 2 = 190, 20 apart, lines 20 apart; it ends at 220.
        #expect(frame(0, 1) == Rect(x: 210, y: 0, width: 190, height: 100))
        #expect(frame(0, 2) == Rect(x: 0, y: 120, width: 190, height: 100))
        // Section 1, the data source's: columns of (400 − 60 − 40) / 2 = 150 at 30 and 220, lines touching.
        #expect(frame(1, 1) == Rect(x: 220, y: 225, width: 150, height: 100))
        #expect(frame(1, 2) == Rect(x: 30, y: 325, width: 150, height: 100))
        data.lines[1] = -3
        layout.invalidate(.everything)
        #expect(throws: LayoutError.invalidValue("section 1: line spacing must be 0 or more, not -3.0")) { try layout.prepare(data) }
    }

    @Test func flowSectionsHaveTheirOwnItemSizeAndLineSpacing() throws {
        var c = EveryLayoutOptions()
        c.sections = [EveryLayoutOptions.Section(itemSize: Size(width: 100, height: 50)), EveryLayoutOptions.Section(lineSpacing: 5, itemSize: Size(width: 190, height: 30))]
        let layout = FlowLayout(options: c.flow, bounds: Rect(x: 0, y: 0, width: 400, height: 800))
        try layout.prepare(StaticDataSource(counts: [3, 4]))
        func frame(_ s: Int, _ i: Int) -> Rect? { layout.layoutAttributesForItem(at: IndexPath(section: s, item: i))?.frame }
        // Section 0: one line of three 100-pt items on a grid of three columns, 50 apart.
        #expect([frame(0, 0), frame(0, 1), frame(0, 2)] == [
            Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 150, y: 0, width: 100, height: 50), Rect(x: 300, y: 0, width: 100, height: 50),
        ])
        // Section 1: two 190-pt items a line, justified 20 apart, lines 5 apart.
        #expect([frame(1, 0), frame(1, 1), frame(1, 2), frame(1, 3)] == [
            Rect(x: 0, y: 50, width: 190, height: 30), Rect(x: 210, y: 50, width: 190, height: 30),
            Rect(x: 0, y: 85, width: 190, height: 30), Rect(x: 210, y: 85, width: 190, height: 30),
        ])
    }

    @Test func pinningAndBackgroundsFollowEachSection() throws {
        var c = EveryLayoutOptions()
        c.headerHeight = 20
        c.pinHeaders = true
        c.sections = [EveryLayoutOptions.Section(), EveryLayoutOptions.Section(pinHeaders: false, sectionBackgrounds: true)]
        let layout = WaterfallLayout(options: c.waterfall, bounds: Rect(x: 0, y: 0, width: 400, height: 100))
        try layout.prepare(StaticDataSource(counts: [4, 4], hint: SizeHint(height: 100)))
        // Section 0: header 0–20, two rows of items 20–230; section 1 from 230.
        layout.updateBounds(Rect(x: 0, y: 50, width: 400, height: 100))
        let header0 = layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: 0, item: 0))
        #expect(header0?.frame.minY == 50)
        layout.updateBounds(Rect(x: 0, y: 300, width: 400, height: 100))
        let header1 = layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: 1, item: 0))
        #expect(header1?.frame.minY == 230)
        #expect(layout.layoutAttributesForDecorationElement(ofKind: .background, at: IndexPath(section: 0, item: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationElement(ofKind: .background, at: IndexPath(section: 1, item: 0))?.frame.minY == 250)
    }

    @Test func horizontalSectionsHaveTheirOwnItemSize() throws {
        var c = EveryLayoutOptions()
        c.sections = [EveryLayoutOptions.Section(), EveryLayoutOptions.Section(interitemSpacing: 0, itemSize: Size(width: 20, height: 100))]
        let layout = HorizontalSectionsLayout(options: c.horizontal, bounds: Rect(x: 0, y: 0, width: 400, height: 220))
        try layout.prepare(StaticDataSource(counts: [1, 3]))
        // Section 0: one 50-pt item; section 1 after it: columns of two 100-pt items, 20 wide, no gap.
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 1, item: 0))?.frame == Rect(x: 50, y: 0, width: 20, height: 100))
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 1, item: 1))?.frame == Rect(x: 50, y: 110, width: 20, height: 100))
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 1, item: 2))?.frame == Rect(x: 70, y: 0, width: 20, height: 100))
    }

    @Test func aBadSectionValueIsNamed() {
        var c = EveryLayoutOptions()
        c.sections = [EveryLayoutOptions.Section(), EveryLayoutOptions.Section(lineSpacing: -1)]
        #expect(throws: LayoutError.invalidValue("sections[1]: line spacing must be 0 or more, not -1.0")) { try c.waterfall.validate() }
    }
}
