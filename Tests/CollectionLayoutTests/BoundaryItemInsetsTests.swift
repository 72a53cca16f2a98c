import CollectionLayout
import Testing

/// A boundary item's `contentInsets` (which `NSCollectionLayoutBoundarySupplementaryItem`
/// inherits from `NSCollectionLayoutItem`): they shrink its frame after it is placed, the room it
/// takes stays its size, and an axis whose dimension is estimated ignores them. Frames hand-computed.
@Suite struct BoundaryItemInsetsTests {
    static func grid(header: LayoutSize, insets headerInsets: DirectionalInsets, pinned: Bool = false) -> SectionDescription {
        var section = SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        section.boundarySupplementaryItems = [
            BoundaryItemDescription(elementKind: .header, size: header, alignment: .top, pinToVisibleBounds: pinned, contentInsets: headerInsets),
            BoundaryItemDescription(elementKind: .footer, size: size(.fractionalWidth(1), .absolute(30)), alignment: .bottom),
        ]
        return section
    }

    func supplementaries(_ layout: CompositionalLayout, section: Int = 0) -> [Rect] {
        [ElementKind.header, .footer].compactMap { layout.layoutAttributesForSupplementaryElement(ofKind: $0, at: IndexPath(section: section, item: 0))?.frame }
    }

    @Test func insetsShrinkAHeaderButNotTheRoomItTakes() throws {
        let section = Self.grid(header: size(.fractionalWidth(1), .absolute(40)), insets: insets(4, 10, 6, 20))
        let layout = try compositional([section], counts: [3])
        // The header's room is 0–40: shown 10 from the leading edge, 20 from the trailing, 4 and 6
        // inside its top and bottom; the items start at 40 all the same.
        #expect(supplementaries(layout) == [Rect(x: 10, y: 4, width: 360, height: 30), Rect(x: 0, y: 240, width: 390, height: 30)])
        #expect(cellFrames(layout, count: 3) == [
            Rect(x: 0, y: 40, width: 195, height: 100), Rect(x: 195, y: 40, width: 195, height: 100), Rect(x: 0, y: 140, width: 195, height: 100),
        ])
        // The rect query gives the same frames.
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844)).filter { $0.category == .supplementary }
        #expect(found.map(\.frame).sorted { $0.minY < $1.minY } == supplementaries(layout))
    }

    @Test func anEstimatedAxisIgnoresItsInsets() throws {
        // The realswift header: fractional width, estimated height, leading inset 10.
        let section = Self.grid(header: size(.fractionalWidth(1), .estimated(50)), insets: insets(4, 10, 6, 0))
        let layout = try compositional([section], counts: [1])
        #expect(supplementaries(layout).first == Rect(x: 10, y: 0, width: 380, height: 50))
        let wide = Self.grid(header: size(.estimated(120), .absolute(40)), insets: insets(4, 10, 6, 20))
        // An estimated width keeps its 120 pt, centred (.top); the height is inset.
        #expect(supplementaries(try compositional([wide], counts: [1])).first == Rect(x: 135, y: 4, width: 120, height: 30))
    }

    @Test func aPinnedHeaderIsInsetWhereItIsPinned() throws {
        let section = Self.grid(header: size(.fractionalWidth(1), .absolute(40)), insets: insets(5, 8, 5, 8), pinned: true)
        let layout = try compositional([section, section], counts: [6, 2], height: 200)
        layout.updateBounds(Rect(x: 0, y: 120, width: 390, height: 200))
        #expect(supplementaries(layout).first == Rect(x: 8, y: 125, width: 374, height: 30))
        // Pushed up by its footer (at 340): its room ends there, its frame 5 above.
        layout.updateBounds(Rect(x: 0, y: 330, width: 390, height: 200))
        #expect(supplementaries(layout).first == Rect(x: 8, y: 305, width: 374, height: 30))
    }

    @Test func aHorizontalLayoutsLeadingHeaderIsInsetInItsOwnTerms() throws {
        var section = SectionDescription(group: vertical(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))]))
        section.boundarySupplementaryItems = [
            BoundaryItemDescription(elementKind: .header, size: size(.absolute(40), .fractionalHeight(1)), alignment: .leading, contentInsets: insets(5, 4, 15, 6))
        ]
        let layout = try compositional([section], counts: [2], direction: .horizontal)
        #expect(supplementaries(layout) == [Rect(x: 4, y: 5, width: 30, height: 824)])
        #expect(cellFrames(layout, count: 2) == [Rect(x: 40, y: 0, width: 100, height: 422), Rect(x: 40, y: 422, width: 100, height: 422)])
    }

    @Test func insetsThatLeaveNoRoomAreAnError() {
        let section = Self.grid(header: size(.fractionalWidth(1), .absolute(40)), insets: insets(20, 0, 20, 0))
        #expect(throws: LayoutError.invalidValue("sections[0].boundarySupplementaryItems[0].contentInsets: leave no room in a boundary item of 390×40 pt")) {
            try compositional([section], counts: [1])
        }
    }
}
