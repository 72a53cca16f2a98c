import CollectionLayout
import Testing

/// Supplementary items on items (badges, `NSCollectionLayoutSupplementaryItem` with
/// `NSCollectionLayoutAnchor`): exact frames at each anchor, lookups at the item's index path,
/// and rect queries against brute force.
@Suite struct ItemSupplementaryTests {
    static func badge(
        _ edges: Set<RectEdge>, _ offset: LayoutAnchor.Offset = .absolute(x: 0, y: 0), itemAnchor: LayoutAnchor? = nil,
        kind: ElementKind = "badge", size: Double = 20
    ) -> ItemSupplementaryDescription {
        ItemSupplementaryDescription(
            elementKind: kind, size: LayoutSize(width: .absolute(size), height: .absolute(size)),
            containerAnchor: LayoutAnchor(edges: edges, offset: offset), itemAnchor: itemAnchor)
    }

    /// Apple's "Item Badges" sample: four items a row, inset by 5, in a section inset by 20; a
    /// 20-pt badge on each.
    static func badgeGrid(_ badges: [ItemSupplementaryDescription]) -> SectionDescription {
        let item = ItemDescription(
            size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1)),
            contentInsets: DirectionalInsets(top: 5, leading: 5, bottom: 5, trailing: 5), supplementaryItems: badges)
        let group = GroupDescription(axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)), subitems: [.item(item)])
        return SectionDescription(group: group, contentInsets: DirectionalInsets(top: 20, leading: 20, bottom: 20, trailing: 20))
    }

    func badgeFrame(_ layout: CompositionalLayout, _ item: Int, kind: ElementKind = "badge") -> Rect? {
        layout.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(section: 0, item: item))?.frame
    }

    /// A badge's `contentInsets` (inherited from `NSCollectionLayoutItem`) shrink it where its
    /// anchor puts it: Apple's badge at (88.5, 19) less 2 at the top and 4 at the trailing edge.
    @Test func aBadgesInsetsShrinkItWhereItIsAnchored() throws {
        var badge = Self.badge([.top, .trailing], .fractional(x: 0.3, y: -0.3))
        badge.contentInsets = DirectionalInsets(top: 2, leading: 0, bottom: 0, trailing: 4)
        let layout = try compositional([Self.badgeGrid([badge])], counts: [2])
        #expect(badgeFrame(layout, 0) == Rect(x: 88.5, y: 21, width: 16, height: 18))
        // Insets wider than the badge leave it empty, never negative.
        badge.contentInsets = DirectionalInsets(top: 0, leading: 15, bottom: 0, trailing: 15)
        #expect(badgeFrame(try compositional([Self.badgeGrid([badge])], counts: [1]), 0) == Rect(x: 103.5, y: 19, width: 0, height: 20))
    }

    struct AnchorCase: Sendable, CustomTestStringConvertible {
        var edges: Set<RectEdge>
        var offset: LayoutAnchor.Offset
        var expected: Rect
        init(_ edges: Set<RectEdge>, _ offset: LayoutAnchor.Offset, _ expected: Rect) {
            self.edges = edges
            self.offset = offset
            self.expected = expected
        }
        var testDescription: String { "\(edges.map(\.rawValue).sorted()) \(offset)" }
    }

    /// Item 0 is (25, 25, 77.5, 60): 350 pt of content, 87.5-pt slots, 70-pt rows, insets of 5.
    @Test(arguments: [
        // Apple's badge: top-trailing, moved 30 % of its size out each way.
        AnchorCase([.top, .trailing], .fractional(x: 0.3, y: -0.3), Rect(x: 88.5, y: 19, width: 20, height: 20)),
        AnchorCase([.top, .leading], .absolute(x: 0, y: 0), Rect(x: 25, y: 25, width: 20, height: 20)),
        AnchorCase([.bottom, .trailing], .absolute(x: 3, y: 4), Rect(x: 85.5, y: 69, width: 20, height: 20)),
        AnchorCase([.bottom, .leading], .fractional(x: -0.5, y: 0.5), Rect(x: 15, y: 75, width: 20, height: 20)),
        AnchorCase([.top], .absolute(x: 0, y: -10), Rect(x: 53.75, y: 15, width: 20, height: 20)),
        AnchorCase([.trailing], .absolute(x: 0, y: 0), Rect(x: 82.5, y: 45, width: 20, height: 20)),
        AnchorCase([], .absolute(x: 0, y: 0), Rect(x: 53.75, y: 45, width: 20, height: 20)),
    ])
    func aBadgeSitsWhereItsAnchorSays(_ c: AnchorCase) throws {
        let (edges, offset, expected) = (c.edges, c.offset, c.expected)
        let layout = try compositional([Self.badgeGrid([Self.badge(edges, offset)])], counts: [6])
        #expect(cellFrames(layout, count: 1) == [Rect(x: 25, y: 25, width: 77.5, height: 60)])
        #expect(badgeFrame(layout, 0) == expected)
        // Every item has its own, moved with it: item 5 is a row down and a slot across.
        #expect(badgeFrame(layout, 5) == expected.offsetBy(dx: 87.5, dy: 70))
        #expect(badgeFrame(layout, 6) == nil)
    }

    /// With an item anchor, that point of the badge meets the container anchor's point: the
    /// badge's bottom-leading corner on the item's top-trailing one.
    @Test func anItemAnchorMeetsTheContainerAnchor() throws {
        let corner = Self.badge([.top, .trailing], itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))
        let centred = Self.badge([.top, .trailing], .absolute(x: 2, y: 0), itemAnchor: LayoutAnchor(edges: [], offset: .fractional(x: 0.5, y: 0)), kind: "dot", size: 10)
        let layout = try compositional([Self.badgeGrid([corner, centred])], counts: [1])
        #expect(badgeFrame(layout, 0) == Rect(x: 102.5, y: 5, width: 20, height: 20))
        // Its centre moved half its width right (5) meets the corner moved 2 right: x = 102.5 + 2 − 5 − 5.
        #expect(badgeFrame(layout, 0, kind: "dot") == Rect(x: 94.5, y: 20, width: 10, height: 10))
        #expect(layout.itemSupplementaryKinds(inSection: 0) == ["badge", "dot"])
        #expect(layout.itemSupplementaryCount(inSection: 0) == 2)
    }

    /// Badges draw above their cell and overhang it: a rect that meets only the overhang of
    /// item 0's badge returns the badge alone.
    @Test func aRectMeetingOnlyTheOverhangFindsTheBadge() throws {
        let layout = try compositional([Self.badgeGrid([Self.badge([.top, .trailing], .fractional(x: 0.3, y: -0.3))])], counts: [8])
        let found = layout.layoutAttributesForElements(in: Rect(x: 103, y: 19, width: 5, height: 4))
        #expect(found.map(\.category) == [.supplementary])
        #expect(found.first?.indexPath == IndexPath(section: 0, item: 0))
        #expect(found.first?.zIndex == ZIndex.supplementary)
    }

    /// A badge follows its item's measured height (a bottom anchor) in a self-sizing list.
    @Test func aBadgeFollowsAMeasuredItem() throws {
        let item = ItemDescription(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), supplementaryItems: [Self.badge([.bottom, .trailing])])
        let section = SectionDescription(group: GroupDescription(axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [.item(item)]))
        let layout = try compositional([section], counts: [3])
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0)))
        var preferred = original
        preferred.frame.size.height = 100
        layout.invalidate(with: try #require(layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)))
        try layout.prepare(StaticDataSource(counts: [3]))
        #expect(badgeFrame(layout, 0) == Rect(x: 370, y: 80, width: 20, height: 20))
        #expect(badgeFrame(layout, 1) == Rect(x: 370, y: 124, width: 20, height: 20))
    }

    /// A random badge: random edges, offsets and sizes, sometimes an item anchor.
    static func randomBadge(_ rng: inout SplitMix64, kind: ElementKind) -> ItemSupplementaryDescription {
        func anchor() -> LayoutAnchor {
            var edges: Set<RectEdge> = []
            if let v = [RectEdge.top, .bottom, nil][Int.random(in: 0..<3, using: &rng)] { edges.insert(v) }
            if let h = [RectEdge.leading, .trailing, nil][Int.random(in: 0..<3, using: &rng)] { edges.insert(h) }
            let x = Double(Int.random(in: -10...10, using: &rng)) / 10, y = Double(Int.random(in: -10...10, using: &rng)) / 10
            return LayoutAnchor(edges: edges, offset: Bool.random(using: &rng) ? .fractional(x: x, y: y) : .absolute(x: x * 30, y: y * 30))
        }
        return ItemSupplementaryDescription(
            elementKind: kind, size: LayoutSize(width: .absolute(Double(Int.random(in: 4...60, using: &rng))), height: .absolute(Double(Int.random(in: 4...60, using: &rng)))),
            containerAnchor: anchor(), itemAnchor: Bool.random(using: &rng) ? anchor() : nil)
    }

    static func withBadges(_ group: GroupDescription, _ rng: inout SplitMix64) -> GroupDescription {
        var g = group
        g.subitems = group.subitems.map { element in
            switch element {
            case .group(let inner): return .group(withBadges(inner, &rng))
            case .item(var item):
                if Bool.random(using: &rng) { item.supplementaryItems.append(randomBadge(&rng, kind: "badge")) }
                if Int.random(in: 0..<4, using: &rng) == 0 { item.supplementaryItems.append(randomBadge(&rng, kind: "dot")) }
                return .item(item)
            }
        }
        return g
    }

    /// Random compositional layouts (nested groups, orthogonal sections with random offsets,
    /// horizontal layouts) with random badges: rect queries equal each element's own lookup
    /// filtered by brute force.
    @Test func rectQueriesWithBadgesEqualBruteForce() throws {
        var laidOut = 0
        for seed in 0..<400 {
            var rng = SplitMix64(seed: UInt64(seed) &+ 77)
            var description = CompositionalPropertyTests.description(&rng)
            for k in description.sections.indices { description.sections[k].group = Self.withBadges(description.sections[k].group, &rng) }
            let width = Double(Int.random(in: 200...500, using: &rng)), height = Double(Int.random(in: 300...900, using: &rng))
            let layout = CompositionalLayout(description: description, bounds: Rect(x: 0, y: 0, width: width, height: height))
            let data = StaticDataSource(counts: (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...40, using: &rng) })
            do { try layout.prepare(data) } catch { continue }
            laidOut += 1
            var offsets: [Int: Double] = [:]
            for s in 0..<data.numberOfSections where layout.orthogonalSection(s) != nil { offsets[s] = Double(Int.random(in: -50...600, using: &rng)) }
            let offset = { (s: Int) in offsets[s] ?? 0 }
            let all = everyCompositionalElement(layout, data, offset: offset)
            let content = layout.contentSize
            let span = Size(width: max(content.width, 1000), height: max(content.height, 1000))
            for _ in 0..<10 {
                let rect = randomRect(&rng, in: span)
                var actual: [LayoutAttributes] = []
                layout.forEachElement(in: rect, orthogonalOffset: offset) { actual.append($0) }
                let expected = all.filter { $0.frame.intersects(rect) }
                #expect(sorted(actual) == sorted(expected), "seed \(seed) rect \(rect)")
                if sorted(actual) != sorted(expected) { return }
            }
        }
        #expect(laidOut > 250)
    }
}
