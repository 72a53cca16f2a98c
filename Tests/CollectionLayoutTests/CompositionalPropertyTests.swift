import CollectionLayout
import Testing

/// Random compositional descriptions: rect queries (with random orthogonal offsets) equal a
/// brute-force scan, and appending pages equals a fresh layout.
@Suite struct CompositionalPropertyTests {
    static func dimension(_ rng: inout SplitMix64, fraction: ClosedRange<Double> = 0.1...1) -> LayoutDimension {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .fractionalWidth((Double.random(in: fraction, using: &rng) * 100).rounded() / 100)
        case 1: return .fractionalHeight((Double.random(in: fraction, using: &rng) * 100).rounded() / 100)
        case 2: return .absolute(Double(Int.random(in: 10...120, using: &rng)))
        default: return .estimated(Double(Int.random(in: 10...120, using: &rng)))
        }
    }

    static func smallInsets(_ rng: inout SplitMix64) -> DirectionalInsets {
        guard Bool.random(using: &rng) else { return .zero }
        return insets(
            Double(Int.random(in: 0...4, using: &rng)), Double(Int.random(in: 0...4, using: &rng)),
            Double(Int.random(in: 0...4, using: &rng)), Double(Int.random(in: 0...4, using: &rng)))
    }

    /// A group whose subitems are fractions of it (so it usually fits), nested up to `depth`.
    static func group(_ rng: inout SplitMix64, width: LayoutDimension, height: LayoutDimension, depth: Int) -> GroupDescription {
        let axis: GroupAxis = Bool.random(using: &rng) ? .horizontal : .vertical
        let n = Int.random(in: 1...3, using: &rng)
        var subitems: [LayoutElement] = []
        for _ in 0..<n {
            let along = (Double.random(in: 0.15...(1.0 / Double(n)), using: &rng) * 100).rounded(.down) / 100
            let across = (Double.random(in: 0.3...1, using: &rng) * 100).rounded() / 100
            let w: LayoutDimension = axis == .horizontal ? .fractionalWidth(along) : .fractionalWidth(across)
            let h: LayoutDimension = axis == .horizontal ? .fractionalHeight(across) : .fractionalHeight(along)
            if depth > 0, Int.random(in: 0..<4, using: &rng) == 0 {
                subitems.append(.group(group(&rng, width: w, height: h, depth: depth - 1)))
            } else {
                subitems.append(.item(ItemDescription(size: size(w, h), contentInsets: smallInsets(&rng))))
            }
        }
        var g = GroupDescription(axis: axis, size: size(width, height), subitems: subitems)
        if Int.random(in: 0..<3, using: &rng) == 0 { g.count = Int.random(in: 1...4, using: &rng) }
        let spacing = Double(Int.random(in: 0...6, using: &rng))
        g.interItemSpacing = Bool.random(using: &rng) ? .fixed(spacing) : .flexible(spacing)
        return g
    }

    static func section(_ rng: inout SplitMix64, direction: ScrollDirection) -> SectionDescription {
        let orthogonal = Int.random(in: 0..<3, using: &rng) == 0
        let along: LayoutDimension = .absolute(Double(Int.random(in: 30...160, using: &rng)))
        let across: LayoutDimension = .fractionalWidth(orthogonal ? [0.5, 0.8, 0.85, 1][Int.random(in: 0..<4, using: &rng)] : 1)
        // Built in vertical terms, then turned for a horizontal layout.
        var g = group(&rng, width: across, height: along, depth: 2)
        if direction == .horizontal {
            g.size = LayoutSize(width: along, height: .fractionalHeight(orthogonal ? 0.8 : 1))
        }
        var s = SectionDescription(group: g)
        s.interGroupSpacing = Double(Int.random(in: 0...12, using: &rng))
        s.contentInsets = insets(
            Double(Int.random(in: 0...20, using: &rng)), Double(Int.random(in: 0...20, using: &rng)),
            Double(Int.random(in: 0...20, using: &rng)), Double(Int.random(in: 0...20, using: &rng)))
        if orthogonal {
            s.orthogonalScrollingBehavior = OrthogonalScrollingBehavior.allCases.filter { $0 != .none }[Int.random(in: 0..<5, using: &rng)]
        }
        let before: BoundaryAlignment = direction == .vertical ? .top : .leading
        let after: BoundaryAlignment = direction == .vertical ? .bottom : .trailing
        let thin: LayoutDimension = .absolute(Double(Int.random(in: 10...40, using: &rng)))
        let full: LayoutDimension = direction == .vertical ? .fractionalWidth(1) : .fractionalHeight(1)
        let boundarySize = direction == .vertical ? size(full, thin) : size(thin, full)
        if Bool.random(using: &rng) {
            s.boundarySupplementaryItems.append(
                BoundaryItemDescription(
                    elementKind: .header, size: boundarySize, alignment: before, pinToVisibleBounds: Bool.random(using: &rng),
                    extendsBoundary: Int.random(in: 0..<4, using: &rng) != 0, contentInsets: smallInsets(&rng)))
        }
        if Bool.random(using: &rng) {
            s.boundarySupplementaryItems.append(
                BoundaryItemDescription(
                    elementKind: .footer, size: boundarySize, alignment: after, pinToVisibleBounds: Bool.random(using: &rng),
                    contentInsets: smallInsets(&rng)))
        }
        if Bool.random(using: &rng) { s.decorationItems.append(DecorationItemDescription(contentInsets: smallInsets(&rng))) }
        return s
    }

    static func description(_ rng: inout SplitMix64) -> CompositionalDescription {
        let direction: ScrollDirection = Int.random(in: 0..<4, using: &rng) == 0 ? .horizontal : .vertical
        var d = CompositionalDescription(
            scrollDirection: direction, interSectionSpacing: Double(Int.random(in: 0...20, using: &rng)),
            sections: (0..<Int.random(in: 1...3, using: &rng)).map { _ in section(&rng, direction: direction) })
        // The whole layout's header and footer, in a third of the layouts.
        if Int.random(in: 0..<3, using: &rng) == 0 {
            let thin: LayoutDimension = .absolute(Double(Int.random(in: 10...60, using: &rng)))
            let full: LayoutDimension = direction == .vertical ? .fractionalWidth(1) : .fractionalHeight(1)
            let boundarySize = direction == .vertical ? size(full, thin) : size(thin, full)
            for (kind, alignment) in [("layout-header", direction == .vertical ? BoundaryAlignment.top : .leading), ("layout-footer", direction == .vertical ? .bottom : .trailing)]
            where Bool.random(using: &rng) {
                d.boundarySupplementaryItems.append(
                    BoundaryItemDescription(
                        elementKind: ElementKind(rawValue: kind), size: boundarySize, alignment: alignment, pinToVisibleBounds: Bool.random(using: &rng),
                        extendsBoundary: Int.random(in: 0..<4, using: &rng) != 0, contentInsets: smallInsets(&rng)))
            }
        }
        return d
    }

    @Test func rectQueriesEqualBruteForceWithOrthogonalOffsets() throws {
        var laidOut = 0, queries = 0
        for seed in 0..<600 {
            var rng = SplitMix64(seed: UInt64(seed))
            let description = Self.description(&rng)
            let width = Double(Int.random(in: 200...500, using: &rng)), height = Double(Int.random(in: 300...900, using: &rng))
            let layout = CompositionalLayout(description: description, bounds: Rect(x: 0, y: 0, width: width, height: height))
            let data = StaticDataSource(counts: (0..<Int.random(in: 0...5, using: &rng)).map { _ in Int.random(in: 0...60, using: &rng) })
            do { try layout.prepare(data) } catch { continue }
            laidOut += 1
            // Scroll somewhere so pinned items move, and give each orthogonal section an offset.
            let content = layout.contentSize
            layout.updateBounds(
                Rect(x: description.scrollDirection == .horizontal ? Double.random(in: 0...max(1, content.width), using: &rng) : 0,
                     y: description.scrollDirection == .vertical ? Double.random(in: 0...max(1, content.height), using: &rng) : 0,
                     width: width, height: height))
            var offsets: [Int: Double] = [:]
            for s in 0..<data.numberOfSections where layout.orthogonalSection(s) != nil {
                offsets[s] = Double(Int.random(in: -50...800, using: &rng))
            }
            let offset = { (s: Int) in offsets[s] ?? 0 }
            let all = everyCompositionalElement(layout, data, offset: offset)
            let span = Size(width: max(content.width, 1000), height: max(content.height, 1000))
            for _ in 0..<10 {
                let rect = randomRect(&rng, in: span)
                var actual: [LayoutAttributes] = []
                layout.forEachElement(in: rect, orthogonalOffset: offset) { actual.append($0) }
                let expected = all.filter { $0.frame.intersects(rect) }
                queries += 1
                #expect(sorted(actual) == sorted(expected), "seed \(seed) rect \(rect): \(actual.count) elements, brute force \(expected.count)")
                if sorted(actual) != sorted(expected) { return }
            }
            // The plain query is the same with every section at offset 0.
            let rect = randomRect(&rng, in: span)
            #expect(sorted(layout.layoutAttributesForElements(in: rect)) == sorted(everyCompositionalElement(layout, data).filter { $0.frame.intersects(rect) }), "seed \(seed)")
        }
        // Most random descriptions fit their bounds, so the comparison ran thousands of times.
        #expect(laidOut > 400)
        #expect(queries > 4000)
    }

    @Test func appendingPagesEqualsAFreshLayout() throws {
        var checked = 0
        for seed in 0..<200 {
            var rng = SplitMix64(seed: UInt64(seed) &+ 10_000)
            let description = Self.description(&rng)
            let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
            let make = { CompositionalLayout(description: description, bounds: bounds) }
            guard (try? make().prepare(StaticDataSource(counts: [1]))) != nil else { continue }
            let data = StaticDataSource(counts: (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: 0...30, using: &rng) })
            var layout = make()
            var all = data
            if all.sections.isEmpty { all.sections = [[]] }
            try layout.prepare(all)
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                all.sections[all.sections.count - 1] += Array(repeating: SizeHint.none, count: Int.random(in: 1...25, using: &rng))
                layout.invalidate(.appendedItems)
                try layout.prepare(all)
            }
            let fresh = make()
            try fresh.prepare(all)
            #expect(sorted(everyCompositionalElement(layout, all)) == sorted(everyCompositionalElement(fresh, all)), "seed \(seed)")
            #expect(layout.contentSize == fresh.contentSize, "seed \(seed)")
            layout = fresh
            checked += 1
        }
        #expect(checked > 100)
    }
}
