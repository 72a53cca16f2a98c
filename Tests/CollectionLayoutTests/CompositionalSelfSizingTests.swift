import CollectionLayout
import Testing

/// Estimated heights in compositional layouts, measured: the self-sized layout against a
/// reference built group by group from the same description with each measured item's estimated
/// height replaced by `{"absolute": measured}` and each group's estimated height by its grown one.
@Suite struct CompositionalSelfSizingTests {
    /// A random section: a row (horizontal group with `count`) or a stack (vertical group) of
    /// 1–3 items, at least one with an estimated height, in a group of estimated height; or,
    /// now and then, a section of absolute heights that is never measured.
    func randomSection(_ rng: inout SplitMix64) -> SectionDescription {
        func r(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &rng)) }
        let n = Int.random(in: 1...3, using: &rng)
        var subitems: [LayoutElement] = []
        var estimates: [Double] = []
        var edgeSum = 0.0, edgeMax = 0.0
        let row = Bool.random(using: &rng)
        let fixed = Int.random(in: 0..<6, using: &rng) == 0
        for k in 0..<n {
            let e = r(20...80)
            estimates.append(e)
            let estimated = !fixed && (k == 0 || Bool.random(using: &rng))
            let c = insets(r(0...4), r(0...4), r(0...4), r(0...4))
            let edges = row ? insets(r(0...3), 0, r(0...3), 0) : .zero
            edgeSum += edges.top + edges.bottom
            edgeMax = Swift.max(edgeMax, e + edges.top + edges.bottom)
            subitems.append(item(.fractionalWidth(1), estimated ? .estimated(e) : .absolute(e), insets: c, edges: edges))
        }
        let spacing = r(0...8)
        let groupInsets = insets(r(0...6), r(0...6), r(0...6), r(0...6))
        let group: GroupDescription
        if row {
            let height = edgeMax + groupInsets.top + groupInsets.bottom + r(0...20)
            group = horizontal(.fractionalWidth(1), fixed ? .absolute(height) : .estimated(height), subitems, count: n, spacing: .fixed(spacing), insets: groupInsets)
        } else {
            let height = estimates.reduce(0, +) + spacing * Double(n - 1) + groupInsets.top + groupInsets.bottom
            group = vertical(.fractionalWidth(1), fixed ? .absolute(height) : .estimated(height), subitems, spacing: .fixed(spacing), insets: groupInsets)
        }
        var boundary: [BoundaryItemDescription] = []
        if Bool.random(using: &rng) {
            boundary.append(BoundaryItemDescription(elementKind: .header, size: size(.fractionalWidth(1), .absolute(r(10...40))), alignment: .top))
        }
        return SectionDescription(
            group: group, interGroupSpacing: r(0...10), contentInsets: insets(r(0...10), r(0...20), r(0...10), r(0...20)),
            boundarySupplementaryItems: boundary)
    }

    /// The reference: each group laid out alone (a one-group layout of the group with measured
    /// items at their measured height as absolute dimensions and the group at its grown height),
    /// the groups stacked `interGroupSpacing` apart, the sections `interSectionSpacing` apart.
    func reference(_ description: CompositionalDescription, counts: [Int], measured: [IndexPath: Double], width: Double) throws -> (cells: [IndexPath: Rect], height: Double) {
        var cells: [IndexPath: Rect] = [:]
        var y = 0.0
        for (s, count) in counts.enumerated() {
            if s > 0 { y += description.interSectionSpacing }
            let section = description.section(s)
            let header = section.boundarySupplementaryItems.first.map { $0.size.height.resolved(in: Size(width: width, height: 844)) } ?? 0
            y += header + section.contentInsets.top
            let leaf = section.group.subitems.count
            let groups = (count + leaf - 1) / leaf
            for g in 0..<groups {
                if g > 0 { y += section.interGroupSpacing }
                var group = section.group
                let existing = Swift.min(leaf, count - g * leaf)
                // Each existing item's change of height: measured ones by their measure, others 0.
                var changes: [Double] = []
                var measuredGroup = false
                if case .estimated = group.size.height { measuredGroup = true }
                for j in 0..<leaf {
                    if measuredGroup, j >= existing, group.axis == .horizontal, case .item(var it) = group.subitems[j] {
                        // Not in the data: any height that fits the row.
                        it.size.height = .absolute(it.contentInsets.top + it.contentInsets.bottom + 0.5)
                        group.subitems[j] = .item(it)
                        continue
                    }
                    guard measuredGroup, case .item(var it) = group.subitems[j], case .estimated(let e) = it.size.height else {
                        if j < existing { changes.append(0) }
                        continue
                    }
                    if j < existing, let h = measured[IndexPath(section: s, item: g * leaf + j)] {
                        let size = h + it.contentInsets.top + it.contentInsets.bottom
                        it.size.height = .absolute(size)
                        changes.append(size - e)
                    } else if j < existing {
                        changes.append(0)
                    }
                    group.subitems[j] = .item(it)
                }
                var extent = group.size.height.resolved(in: Size(width: width, height: 844))
                if measuredGroup {
                    extent += group.axis == .horizontal ? changes.max()! : changes.reduce(0, +)
                }
                group.size.height = .absolute(extent)
                var one = section
                one.group = group
                one.boundarySupplementaryItems = []
                one.decorationItems = []
                let alone = CompositionalLayout(description: CompositionalDescription(sections: [one]), bounds: Rect(x: 0, y: 0, width: width, height: 844))
                try alone.prepare(StaticDataSource(counts: [existing]))
                for j in 0..<existing {
                    let frame = try #require(alone.layoutAttributesForItem(at: IndexPath(section: 0, item: j))).frame
                    cells[IndexPath(section: s, item: g * leaf + j)] = frame.offsetBy(dx: 0, dy: y - one.contentInsets.top)
                }
                y += extent
            }
            y += section.contentInsets.bottom
        }
        return (cells, y)
    }

    /// Reports random heights for random items in random batches (preparing between batches, so
    /// the layout lays out again from the first changed group), then compares with the reference.
    @Test func selfSizedEqualsTheFileWithMeasuredHeightsAsAbsoluteOnes() throws {
        for seed in UInt64(0)..<1500 {
            var rng = SplitMix64(seed: seed)
            let description = CompositionalDescription(
                interSectionSpacing: Double(Int.random(in: 0...12, using: &rng)),
                sections: (0..<Int.random(in: 1...3, using: &rng)).map { _ in randomSection(&rng) })
            let counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...25, using: &rng) }
            let data = StaticDataSource(counts: counts)
            let layout = CompositionalLayout(description: description, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            try layout.prepare(data)
            var paths: [IndexPath] = []
            for (s, n) in counts.enumerated() { for i in 0..<n { paths.append(IndexPath(section: s, item: i)) } }
            paths.shuffle(using: &rng)
            var measured: [IndexPath: Double] = [:]
            var pending = InvalidationContext()
            for path in paths.prefix(Int.random(in: 0...paths.count, using: &rng)) {
                let height = Double(Int.random(in: 10...300, using: &rng)) + (Bool.random(using: &rng) ? 0.4 : 0)
                let original = try #require(layout.layoutAttributesForItem(at: path))
                var preferred = original
                preferred.frame.size.height = height
                let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                if layout.sizesItself(at: path) {
                    measured[path] = height
                    if let context { pending.formUnion(context) }
                } else {
                    #expect(context == nil, "seed \(seed): \(path) does not size itself")
                }
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    layout.invalidate(with: pending)
                    pending = InvalidationContext()
                    try layout.prepare(data)
                }
            }
            layout.invalidate(with: pending)
            try layout.prepare(data)
            let expected = try reference(description, counts: counts, measured: measured, width: 390)
            var differs = false
            for (path, frame) in expected.cells.sorted(by: { $0.key < $1.key }) {
                let actual = layout.layoutAttributesForItem(at: path)?.frame
                guard let actual, abs(actual.minX - frame.minX) < 1e-6, abs(actual.minY - frame.minY) < 1e-6,
                    abs(actual.width - frame.width) < 1e-6, abs(actual.height - frame.height) < 1e-6
                else {
                    Issue.record("seed \(seed): \(path) is at \(String(describing: actual)), the reference at \(frame)")
                    differs = true
                    break
                }
            }
            #expect(abs(layout.contentSize.height - expected.height) < 1e-6, "seed \(seed): content \(layout.contentSize.height) vs \(expected.height)")
            #expect(layout.actualSizeCount == measured.count, "seed \(seed)")
            if differs { return }
            checkLayoutInvariants(layout, data, rng: &rng, queries: 10)
        }
    }

    /// Appending pages to a measured layout lays out only the new items and equals a fresh
    /// layout given the same measurements.
    @Test func appendsToAMeasuredLayoutEqualAFreshOne() throws {
        for seed in UInt64(0)..<500 {
            var rng = SplitMix64(seed: seed)
            let description = CompositionalDescription(sections: [randomSection(&rng)])
            var counts = [Int.random(in: 0...20, using: &rng)]
            let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
            let layout = CompositionalLayout(description: description, bounds: bounds)
            try layout.prepare(StaticDataSource(counts: counts))
            var measured: [(IndexPath, Double)] = []
            func measure(_ target: CompositionalLayout, _ path: IndexPath, _ height: Double) throws {
                let original = try #require(target.layoutAttributesForItem(at: path))
                var preferred = original
                preferred.frame.size.height = height
                if let context = target.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                    target.invalidate(with: context)
                }
            }
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                for i in 0..<counts[0] where Int.random(in: 0..<3, using: &rng) == 0 {
                    let m = (IndexPath(section: 0, item: i), Double(Int.random(in: 10...200, using: &rng)))
                    measured.append(m)
                    try measure(layout, m.0, m.1)
                }
                try layout.prepare(StaticDataSource(counts: counts))
                counts[0] += Int.random(in: 1...7, using: &rng)
                layout.invalidate(.appendedItems)
                try layout.prepare(StaticDataSource(counts: counts))
            }
            let fresh = CompositionalLayout(description: description, bounds: bounds)
            try fresh.prepare(StaticDataSource(counts: counts))
            for (path, height) in measured { try measure(fresh, path, height) }
            try fresh.prepare(StaticDataSource(counts: counts))
            let data = StaticDataSource(counts: counts)
            let a = sorted(everyElement(layout, data)), b = sorted(everyElement(fresh, data))
            #expect(a == b, "seed \(seed): appending to a measured layout differs from a fresh one")
            #expect(layout.contentSize == fresh.contentSize, "seed \(seed)")
            if a != b { return }
            checkLayoutInvariants(layout, data, rng: &rng, queries: 5)
        }
    }

    /// The usual list shape: `{"estimated": 44}` on the group and the item. Rows of a two-item
    /// row group are as tall as their tallest item; each item keeps its own height.
    @Test func aRowIsAsTallAsItsTallestItem() throws {
        let section = SectionDescription(
            group: horizontal(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(0.5), .estimated(44))], count: 2),
            interGroupSpacing: 10)
        let layout = try compositional([section], counts: [4])
        #expect(layout.selfSizesItems && layout.hasEstimatedItems)
        for (item, height) in [(0, 60.0), (1, 100.0), (3, 20.0)] {
            let path = IndexPath(section: 0, item: item)
            let original = try #require(layout.layoutAttributesForItem(at: path))
            var preferred = original
            preferred.frame.size.height = height
            layout.invalidate(with: try #require(layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)))
        }
        try layout.prepare(StaticDataSource(counts: [4]))
        #expect(cellFrames(layout, count: 4) == [
            Rect(x: 0, y: 0, width: 195, height: 60), Rect(x: 195, y: 0, width: 195, height: 100),
            // Row 2: item 2 unmeasured (44), item 3 measured at 20: the row keeps the 44 of its estimate.
            Rect(x: 0, y: 110, width: 195, height: 44), Rect(x: 195, y: 110, width: 195, height: 20),
        ])
        #expect(layout.contentSize.height == 154)
        #expect(layout.hasEstimatedItems)
        // Measuring the same height again asks for nothing: measuring converges.
        let same = try #require(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 1)))
        #expect(layout.invalidationContext(forPreferredLayoutAttributes: same, withOriginalAttributes: same) == nil)
    }

    @Test func absoluteHeightsAndHorizontalLayoutsAreNotMeasured() throws {
        let fixed = SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .estimated(44))]))
        let layout = try compositional([fixed], counts: [3])
        #expect(!layout.selfSizesItems)
        let sideways = try compositional(
            [SectionDescription(group: horizontal(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))]))],
            counts: [3], direction: .horizontal)
        #expect(!sideways.selfSizesItems)
    }

    @Test func aDataChangeForgetsTheMeasuredHeights() throws {
        let section = SectionDescription(group: horizontal(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))]))
        let layout = try compositional([section], counts: [5])
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0)))
        var preferred = original
        preferred.frame.size.height = 90
        layout.invalidate(with: try #require(layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)))
        try layout.prepare(StaticDataSource(counts: [5]))
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 1))?.frame.minY == 90)
        layout.invalidate(.everything)
        #expect(layout.actualSizeCount == 0)
        try layout.prepare(StaticDataSource(counts: [5]))
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 1))?.frame.minY == 44)
    }
}
