import CollectionLayout
import Testing

/// Flexible spacing (`NSCollectionLayoutSpacing.flexible`) in a group: the room the group has
/// left along its axis is shared evenly by every flexible spacing — the gaps when
/// `interItemSpacing` is flexible, and each flexible edge of `edgeSpacing` — and across, an
/// item's flexible edges share what its cross size leaves.
@Suite struct FlexibleSpacingTests {
    func flexItem(_ width: Double, _ height: LayoutDimension = .fractionalHeight(1), flexible: Set<RectEdge>, fixed: DirectionalInsets = .zero) -> LayoutElement {
        .item(ItemDescription(size: size(.absolute(width), height), edgeSpacing: fixed, flexibleEdges: flexible))
    }

    func frames(_ group: GroupDescription, count: Int) throws -> [Rect] {
        let layout = try compositional([SectionDescription(group: group)], counts: [count])
        return cellFrames(layout, count: count)
    }

    @Test func flexibleLeadingAndTrailingCentreAnItem() throws {
        let group = horizontal(.fractionalWidth(1), .absolute(50), [flexItem(100, flexible: [.leading, .trailing])])
        // Three items of 100 fit in 390; the 90 left is shared by their six flexible edges, 15 each.
        #expect(try frames(group, count: 3) == [
            Rect(x: 15, y: 0, width: 100, height: 50), Rect(x: 145, y: 0, width: 100, height: 50), Rect(x: 275, y: 0, width: 100, height: 50),
        ])
        let wide = horizontal(.fractionalWidth(1), .absolute(50), [flexItem(300, flexible: [.leading, .trailing])])
        #expect(try frames(wide, count: 1) == [Rect(x: 45, y: 0, width: 300, height: 50)])
    }

    @Test func flexibleGapsAndEdgesShareTheRoomEvenly() throws {
        // 390 − 300 − 2·10 = 70 over 2 gaps and 3 leading edges: 14 each.
        let group = horizontal(.fractionalWidth(1), .absolute(50), [flexItem(100, flexible: [.leading])], spacing: .flexible(10))
        #expect(try frames(group, count: 3).map(\.minX) == [14, 152, 290])
    }

    @Test func aFlexibleEdgeKeepsItsPoints() throws {
        // A fixed 10 before each item and a flexible trailing edge of at least 5: 390 − 3·115 = 45, 15 each.
        let group = horizontal(.fractionalWidth(1), .absolute(50), [flexItem(100, flexible: [.trailing], fixed: insets(0, 10, 0, 5))])
        #expect(try frames(group, count: 3).map(\.minX) == [10, 140, 270])
    }

    @Test func flexibleEdgesAcrossCentreOrPushTheItem() throws {
        let centred = horizontal(.fractionalWidth(1), .absolute(50), [flexItem(390, .absolute(20), flexible: [.top, .bottom])])
        #expect(try frames(centred, count: 1) == [Rect(x: 0, y: 15, width: 390, height: 20)])
        let down = horizontal(.fractionalWidth(1), .absolute(50), [flexItem(390, .absolute(20), flexible: [.top])])
        #expect(try frames(down, count: 1) == [Rect(x: 0, y: 30, width: 390, height: 20)])
        let up = horizontal(.fractionalWidth(1), .absolute(50), [flexItem(390, .absolute(20), flexible: [.bottom], fixed: insets(4, 0, 0, 0))])
        #expect(try frames(up, count: 1) == [Rect(x: 0, y: 4, width: 390, height: 20)])
    }

    @Test func aVerticalGroupSharesItsHeight() throws {
        let item = LayoutElement.item(ItemDescription(size: size(.fractionalWidth(1), .absolute(120)), flexibleEdges: [.top]))
        let group = vertical(.fractionalWidth(1), .absolute(300), [item])
        // Two items of 120 fit in 300: 60 left, 30 above each.
        #expect(try frames(group, count: 2) == [Rect(x: 0, y: 30, width: 390, height: 120), Rect(x: 0, y: 180, width: 390, height: 120)])
    }

    /// A horizontal layout is the transpose of the vertical one: its flexible edges are turned too.
    @Test func aHorizontalLayoutTurnsFlexibleEdges() throws {
        let item = LayoutElement.item(ItemDescription(size: size(.absolute(20), .absolute(100)), flexibleEdges: [.leading, .trailing]))
        let group = GroupDescription(axis: .vertical, size: size(.absolute(50), .fractionalHeight(1)), subitems: [item])
        let layout = try compositional([SectionDescription(group: group)], counts: [1], width: 844, height: 390, direction: .horizontal)
        #expect(cellFrames(layout, count: 1) == [Rect(x: 15, y: 0, width: 20, height: 100)])
    }
}
