import CollectionLayout
import Testing

/// Estimated widths measured (UIKit's `.estimated` width of an item in a group of estimated
/// width): chips in a section that scrolls sideways, and columns of a horizontal layout. The
/// self-sized layout against the plain one fed the measured widths as absolute dimensions.
@Suite struct ChipWidthTests {
    /// Apple's chip row: an item `.estimated(80)` × `.fractionalHeight(1)` in a group
    /// `.estimated(80)` × `.absolute(44)`, scrolling sideways, 8 pt apart, insets 4/16, under a
    /// 30-pt header.
    static func chipSection(_ behavior: OrthogonalScrollingBehavior = .continuous) -> SectionDescription {
        SectionDescription(
            group: horizontal(.estimated(80), .absolute(44), [item(.estimated(80), .fractionalHeight(1))]),
            interGroupSpacing: 8, contentInsets: insets(4, 16, 4, 16), orthogonalScrollingBehavior: behavior,
            boundarySupplementaryItems: [BoundaryItemDescription(elementKind: .header, size: size(.fractionalWidth(1), .absolute(30)), alignment: .topLeading)])
    }

    /// Reports `widths` (or heights, for items that measure their height) as the items' preferred
    /// sizes and lays out again.
    static func measure(_ layout: CompositionalLayout, _ data: any LayoutDataSource, _ lengths: [IndexPath: Double]) throws {
        var context = InvalidationContext()
        for (path, length) in lengths.sorted(by: { $0.key < $1.key }) {
            guard let original = layout.layoutAttributesForItem(at: path) else { continue }
            var preferred = original
            if layout.measuredDimension(at: path) == .width { preferred.frame.size.width = length } else { preferred.frame.size.height = length }
            if let change = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                context.formUnion(change)
            }
        }
        layout.invalidate(with: context)
        try layout.prepare(data)
    }

    @Test func chipsTakeTheirMeasuredWidthsAndTheRestKeepTheEstimate() throws {
        let layout = try compositional([Self.chipSection()], counts: [6])
        let path = { IndexPath(section: 0, item: $0) }
        #expect(layout.selfSizesItems)
        #expect(layout.sizesItself(at: path(0)))
        #expect(layout.measuredDimension(at: path(0)) == .width)
        // At the estimate: 80 wide, 88 apart, from the leading inset, under the header and top inset.
        #expect(cellFrames(layout, count: 3) == [
            Rect(x: 16, y: 34, width: 80, height: 44), Rect(x: 104, y: 34, width: 80, height: 44), Rect(x: 192, y: 34, width: 80, height: 44),
        ])
        try Self.measure(layout, StaticDataSource(counts: [6]), [path(0): 58.5, path(1): 120, path(2): 50])
        // Each chip starts 8 pt after the last one ends; those not measured keep 80.
        #expect(cellFrames(layout, count: 6) == [
            Rect(x: 16, y: 34, width: 58.5, height: 44), Rect(x: 82.5, y: 34, width: 120, height: 44),
            Rect(x: 210.5, y: 34, width: 50, height: 44), Rect(x: 268.5, y: 34, width: 80, height: 44),
            Rect(x: 356.5, y: 34, width: 80, height: 44), Rect(x: 444.5, y: 34, width: 80, height: 44),
        ])
        // The height is the group's: measuring widths moves nothing down.
        #expect(layout.contentSize == Size(width: 390, height: 82))
        let geometry = try #require(layout.orthogonalSection(0))
        #expect(geometry.contentLength == 540.5)
        #expect(geometry.groupStart(1) == 82.5)
        #expect(geometry.groupStart(4) == 356.5)
        #expect(geometry.length(ofGroup: 1) == 120)
        #expect(layout.hasEstimatedItems)
        // A rect query at a sideways offset finds the chips as shown.
        var shown: [Int] = []
        layout.forEachElement(in: Rect(x: 0, y: 40, width: 100, height: 10), orthogonalOffset: { _ in 200 }) {
            if $0.category == .cell { shown.append($0.indexPath.item) }
        }
        #expect(shown.sorted() == [1, 2, 3])
    }

    @Test func aNewTextSizeStartsAgainFromTheEstimates() throws {
        let layout = try compositional([Self.chipSection()], counts: [3])
        let data = StaticDataSource(counts: [3])
        try Self.measure(layout, data, [IndexPath(section: 0, item: 0): 40])
        #expect(cellFrames(layout, count: 2).map(\.minX) == [16, 64])
        layout.invalidate(.everything)
        try layout.prepare(data)
        #expect(cellFrames(layout, count: 2).map(\.minX) == [16, 104])
        try Self.measure(layout, data, [IndexPath(section: 0, item: 0): 150])
        #expect(cellFrames(layout, count: 2).map(\.minX) == [16, 174])
    }

    @Test func aChipColumnIsAsWideAsItsWidestChip() throws {
        // A vertical group of two chips, sideways: the group is as wide as its wider chip.
        let column = vertical(.estimated(80), .absolute(88), [item(.estimated(80), .fractionalHeight(1))], count: 2)
        let section = SectionDescription(group: column, interGroupSpacing: 10, orthogonalScrollingBehavior: .continuous)
        let layout = try compositional([section], counts: [4])
        try Self.measure(layout, StaticDataSource(counts: [4]), [IndexPath(section: 0, item: 0): 60, IndexPath(section: 0, item: 1): 100, IndexPath(section: 0, item: 2): 30])
        #expect(cellFrames(layout, count: 4) == [
            Rect(x: 0, y: 0, width: 60, height: 44), Rect(x: 0, y: 44, width: 100, height: 44),
            Rect(x: 110, y: 0, width: 30, height: 44), Rect(x: 110, y: 44, width: 80, height: 44),
        ])
    }

    @Test func aGroupOfFixedWidthKeepsTheEstimate() throws {
        // As with heights: an estimated item in a group of absolute width is not measured.
        let section = SectionDescription(
            group: horizontal(.absolute(200), .absolute(44), [item(.estimated(80), .fractionalHeight(1))]), orthogonalScrollingBehavior: .continuous)
        let layout = try compositional([section], counts: [2])
        #expect(!layout.selfSizesItems)
        #expect(!layout.sizesItself(at: IndexPath(section: 0, item: 0)))
    }

    @Test func aHorizontalLayoutsColumnsTakeTheirMeasuredWidths() throws {
        // Scrolling sideways as a whole: groups of estimated width follow one another left to right.
        let section = SectionDescription(
            group: horizontal(.estimated(100), .fractionalHeight(1), [item(.estimated(100), .fractionalHeight(1))]), interGroupSpacing: 10,
            contentInsets: insets(0, 20, 0, 20))
        let layout = try compositional([section], counts: [3], width: 390, height: 200, direction: .horizontal)
        let path = { IndexPath(section: 0, item: $0) }
        #expect(layout.measuredDimension(at: path(0)) == .width)
        try Self.measure(layout, StaticDataSource(counts: [3]), [path(0): 70, path(1): 150])
        #expect(cellFrames(layout, count: 3) == [
            Rect(x: 20, y: 0, width: 70, height: 200), Rect(x: 100, y: 0, width: 150, height: 200), Rect(x: 260, y: 0, width: 100, height: 200),
        ])
        #expect(layout.contentSize == Size(width: 380, height: 200))
        // A vertical list measures heights.
        let list = try compositional([SectionDescription(group: horizontal(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))]))], counts: [1])
        #expect(list.measuredDimension(at: path(0)) == .height)
    }

    @Test(arguments: [
        ("Swift", ContentSizeCategory.large, 58.5), ("東京", .large, 50), ("Swift\nUI", .large, 58.5), ("", .large, 16),
        ("Swift", .accessibilityExtraExtraExtraLarge, 148.5),
    ])
    func aChipIsAsWideAsItsLongestLine(title: String, category: ContentSizeCategory, width: Double) {
        // 17-pt body: a narrow glyph is 8.5 pt, a wide one 17; 8 pt padding each side.
        #expect(CellTextStyle(category: category).width(title: title, body: "", maximumWidth: 390) == width)
    }

    @Test func aChipIsNoWiderThanTheView() {
        let title = String(repeating: "word ", count: 200)
        #expect(CellTextStyle().width(title: title, body: "", maximumWidth: 390) <= 390)
        #expect(CellTextStyle().width(title: title, body: "", maximumWidth: 390) > 350)
    }

    // MARK: - Against the plain layout

    /// A random chip section: a horizontal group (a row of 1–3 chips along) or a vertical one
    /// (a column of 1–3 chips, `count`), of estimated width consistent with its items', scrolling
    /// sideways; items of estimated width (now and then one absolute in a row) with content insets.
    static func randomChipSection(_ rng: inout SplitMix64) -> SectionDescription {
        func r(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &rng)) }
        let n = Int.random(in: 1...3, using: &rng)
        let row = Bool.random(using: &rng)
        let gi = insets(r(0...4), r(0...6), r(0...4), r(0...6))
        let spacing = r(0...8)
        let height = r(60...120)
        var subitems: [LayoutElement] = []
        var total = gi.leading + gi.trailing
        let shared = r(30...120)
        for k in 0..<n {
            let e = row ? r(30...120) : shared
            let estimated = !row || k == 0 || Int.random(in: 0..<4, using: &rng) > 0
            let c = insets(r(0...3), r(0...3), r(0...3), r(0...3))
            subitems.append(item(estimated ? .estimated(e) : .absolute(e), .fractionalHeight(1), insets: c))
            if row { total += e + (k > 0 ? spacing : 0) }
        }
        let group = row
            ? horizontal(.estimated(total), .absolute(height), subitems, spacing: .fixed(spacing), insets: gi)
            : vertical(.estimated(shared + gi.leading + gi.trailing), .absolute(height), subitems, count: n, spacing: .fixed(spacing), insets: gi)
        var boundary: [BoundaryItemDescription] = []
        if Bool.random(using: &rng) {
            boundary.append(BoundaryItemDescription(elementKind: .header, size: size(.fractionalWidth(1), .absolute(r(10...40))), alignment: .topLeading))
        }
        let behaviors: [OrthogonalScrollingBehavior] = [.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered]
        return SectionDescription(
            group: group, interGroupSpacing: r(0...12), contentInsets: insets(r(0...10), r(0...20), r(0...10), r(0...20)),
            orthogonalScrollingBehavior: behaviors[Int.random(in: 0..<behaviors.count, using: &rng)], boundarySupplementaryItems: boundary)
    }

    /// The plain layout fed the measured widths: one group per section holding, side by side
    /// `interGroupSpacing` apart, each self-sized group as a group of absolute width whose items
    /// have absolute widths — the measured ones (plus their content insets), the others their
    /// estimate. A row is as wide as its items and spacing, a column as its widest item.
    static func reference(_ description: CompositionalDescription, counts: [Int], measured: [IndexPath: Double]) -> CompositionalDescription {
        var sections: [SectionDescription] = []
        for (s, count) in counts.enumerated() {
            var section = description.section(s)
            let group = section.group
            let leaf = group.count ?? group.subitems.count
            let groups = Swift.max(1, (count + leaf - 1) / leaf)
            let gi = group.contentInsets
            var inner: [LayoutElement] = []
            var total = 0.0
            for g in 0..<groups {
                var items: [LayoutElement] = []
                var widths: [Double] = []
                for j in 0..<leaf {
                    guard case .item(var it) = group.subitems[j % group.subitems.count] else { continue }
                    var width: Double
                    switch it.size.width {
                    case .estimated(let e), .absolute(let e): width = e
                    default: width = 0
                    }
                    let path = IndexPath(section: s, item: g * leaf + j)
                    if case .estimated = it.size.width, g * leaf + j < count, let m = measured[path] {
                        width = m + it.contentInsets.leading + it.contentInsets.trailing
                    }
                    it.size.width = .absolute(width)
                    items.append(.item(it))
                    // A column's width counts the items there are (the last group may be part full).
                    if group.axis == .horizontal || g * leaf + j < count || (count == 0 && j == 0) { widths.append(width) }
                }
                let spacing = group.interItemSpacing.minimum
                let width = group.axis == .horizontal
                    ? gi.leading + gi.trailing + widths.reduce(0, +) + spacing * Double(widths.count - 1)
                    : gi.leading + gi.trailing + (widths.max() ?? 0)
                var sub = group
                sub.size.width = .absolute(width)
                sub.subitems = items
                inner.append(.group(sub))
                total += width + (g > 0 ? section.interGroupSpacing : 0)
            }
            section.group = horizontal(.absolute(total), group.size.height, inner, spacing: .fixed(section.interGroupSpacing))
            sections.append(section)
        }
        return CompositionalDescription(scrollDirection: description.scrollDirection, interSectionSpacing: description.interSectionSpacing, sections: sections)
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        let tolerance = 1e-6 * Swift.max(1, abs(a.maxX), abs(b.maxX), abs(a.maxY))
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }

    @Test func theSelfSizedLayoutEqualsThePlainOneFedTheMeasuredWidths() throws {
        var compared = 0
        for seed in UInt64(0)..<1_000 {
            var rng = SplitMix64(seed: seed &+ 21_000)
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Self.randomChipSection(&rng) }
            let description = CompositionalDescription(interSectionSpacing: Double(Int.random(in: 0...10, using: &rng)), sections: sections)
            let counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 1...24, using: &rng) }
            let data = StaticDataSource(counts: counts)
            let width = Double(Int.random(in: 300...500, using: &rng))
            let layout = CompositionalLayout(description: description, bounds: Rect(x: 0, y: 0, width: width, height: 800))
            try layout.prepare(data)
            // Two rounds of measuring: the second changes some widths again (a text size step
            // re-measures every item; an edit some), laid out from the first changed item.
            var measured: [IndexPath: Double] = [:]
            for _ in 0..<2 {
                var round: [IndexPath: Double] = [:]
                for (s, count) in counts.enumerated() {
                    for i in 0..<count where Int.random(in: 0..<10, using: &rng) < 7 {
                        let path = IndexPath(section: s, item: i)
                        guard layout.sizesItself(at: path) else { continue }
                        round[path] = Double(Int.random(in: 20...400, using: &rng)) / 2
                    }
                }
                try Self.measure(layout, data, round)
                measured.merge(round) { $1 }
            }
            let plain = CompositionalLayout(description: Self.reference(description, counts: counts, measured: measured), bounds: layout.bounds)
            try plain.prepare(data)
            for (s, count) in counts.enumerated() {
                for i in 0..<count {
                    let path = IndexPath(section: s, item: i)
                    let a = try #require(layout.layoutAttributesForItem(at: path)).frame
                    let b = try #require(plain.layoutAttributesForItem(at: path)).frame
                    #expect(Self.close(a, b), "seed \(seed) item \(path): \(a) vs \(b)")
                    if !Self.close(a, b) { return }
                }
                let g = try #require(layout.orthogonalSection(s)), h = try #require(plain.orthogonalSection(s))
                #expect(abs(g.contentLength - h.contentLength) <= 1e-6 * Swift.max(1, h.contentLength), "seed \(seed) section \(s)")
            }
            #expect(layout.contentSize == plain.contentSize, "seed \(seed)")
            compared += 1
        }
        #expect(compared == 1_000)
    }

    @Test func rectQueriesOfChipsEqualBruteForce() throws {
        var queries = 0
        for seed in UInt64(0)..<400 {
            var rng = SplitMix64(seed: seed &+ 33_000)
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Self.randomChipSection(&rng) }
            let description = CompositionalDescription(sections: sections)
            let counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...40, using: &rng) }
            let data = StaticDataSource(counts: counts)
            let layout = CompositionalLayout(description: description, bounds: Rect(x: 0, y: 0, width: 390, height: 600))
            try layout.prepare(data)
            var lengths: [IndexPath: Double] = [:]
            for (s, count) in counts.enumerated() {
                for i in 0..<count where Bool.random(using: &rng) {
                    lengths[IndexPath(section: s, item: i)] = Double(Int.random(in: 10...300, using: &rng))
                }
            }
            try Self.measure(layout, data, lengths)
            var offsets: [Int: Double] = [:]
            for s in counts.indices where layout.orthogonalSection(s) != nil { offsets[s] = Double(Int.random(in: -50...2_000, using: &rng)) }
            let offset = { (s: Int) in offsets[s] ?? 0 }
            let all = everyCompositionalElement(layout, data, offset: offset)
            let span = Size(width: 2_000, height: Swift.max(layout.contentSize.height, 600))
            for _ in 0..<10 {
                let rect = randomRect(&rng, in: span)
                var actual: [LayoutAttributes] = []
                layout.forEachElement(in: rect, orthogonalOffset: offset) { actual.append($0) }
                let expected = all.filter { $0.frame.intersects(rect) }
                queries += 1
                #expect(sorted(actual) == sorted(expected), "seed \(seed) rect \(rect)")
                if sorted(actual) != sorted(expected) { return }
            }
        }
        #expect(queries == 4_000)
    }
}
