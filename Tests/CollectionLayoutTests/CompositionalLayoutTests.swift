import CollectionLayout
import Testing

/// Exact frames of the sample shapes, each computed by hand from UIKit's rules
/// (docs/layout-files.md).
@Suite struct CompositionalLayoutTests {
    @Test func listItemsFollowOneAnother() throws {
        let list = SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let layout = try compositional([list], counts: [3])
        #expect(cellFrames(layout, count: 3) == [
            Rect(x: 0, y: 0, width: 390, height: 44), Rect(x: 0, y: 44, width: 390, height: 44), Rect(x: 0, y: 88, width: 390, height: 44),
        ])
        #expect(layout.contentSize == Size(width: 390, height: 132))
    }

    @Test func oneFifthWideItemMakesRowsOfFiveAndThePartFullLastGroupKeepsItsSize() throws {
        let grid = SectionDescription(group: horizontal(.fractionalWidth(1), .fractionalWidth(0.2), [item(.fractionalWidth(0.2), .fractionalHeight(1))]))
        let layout = try compositional([grid], counts: [7])
        let frames = cellFrames(layout, count: 7)
        #expect(frames[0] == Rect(x: 0, y: 0, width: 78, height: 78))
        #expect(frames[4] == Rect(x: 312, y: 0, width: 78, height: 78))
        #expect(frames[5] == Rect(x: 0, y: 78, width: 78, height: 78))
        #expect(frames[6] == Rect(x: 78, y: 78, width: 78, height: 78))
        #expect(layout.contentSize.height == 156)
    }

    @Test func aSequenceOfSubitemsRepeatsWhileTheNextOneFits() throws {
        let a = item(.fractionalWidth(0.25), .absolute(40)), b = item(.fractionalWidth(0.25), .absolute(20))
        let layout = try compositional([SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(40), [a, b]))], counts: [5])
        #expect(cellFrames(layout, count: 5) == [
            Rect(x: 0, y: 0, width: 97.5, height: 40), Rect(x: 97.5, y: 0, width: 97.5, height: 20),
            Rect(x: 195, y: 0, width: 97.5, height: 40), Rect(x: 292.5, y: 0, width: 97.5, height: 20),
            Rect(x: 0, y: 40, width: 97.5, height: 40),
        ])
    }

    @Test func countSizesSubitemsEvenlyAfterSpacingAndTheSectionsInsets() throws {
        var section = SectionDescription(
            group: horizontal(.fractionalWidth(1), .absolute(50), [item(.absolute(10), .fractionalHeight(1))], count: 3, spacing: .fixed(10)))
        section.contentInsets = insets(5, 20, 5, 20)
        section.interGroupSpacing = 8
        let layout = try compositional([section], counts: [4])
        // (350 − 2·10) / 3 = 110, at 20, 140, 260; the second group 50 + 8 below the first.
        #expect(cellFrames(layout, count: 4) == [
            Rect(x: 20, y: 5, width: 110, height: 50), Rect(x: 140, y: 5, width: 110, height: 50),
            Rect(x: 260, y: 5, width: 110, height: 50), Rect(x: 20, y: 63, width: 110, height: 50),
        ])
        #expect(layout.contentSize.height == 118)
    }

    @Test func flexibleSpacingSharesTheLeftoverBetweenTheGaps() throws {
        let group = horizontal(.fractionalWidth(1), .absolute(30), [item(.absolute(100), .fractionalHeight(1))], spacing: .flexible(10))
        let layout = try compositional([SectionDescription(group: group)], counts: [3])
        // Three fit (100+10+100+10+100 = 320 ≤ 390); the 90 pt left make gaps of 45.
        #expect(cellFrames(layout, count: 3).map(\.minX) == [0, 145, 290])
    }

    @Test func edgeSpacingOffsetsTheItemAndTakesRoom() throws {
        let group = horizontal(.fractionalWidth(1), .absolute(30), [item(.absolute(100), .absolute(20), edges: insets(5, 10, 0, 10))])
        let layout = try compositional([SectionDescription(group: group)], counts: [4])
        // Slots of 120: three fit in 390, the fourth item starts the next group.
        #expect(cellFrames(layout, count: 4) == [
            Rect(x: 10, y: 5, width: 100, height: 20), Rect(x: 130, y: 5, width: 100, height: 20),
            Rect(x: 250, y: 5, width: 100, height: 20), Rect(x: 10, y: 35, width: 100, height: 20),
        ])
    }

    @Test func nestedGroupsOfApplesSample() throws {
        let trailing = vertical(.fractionalWidth(0.3), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.3), insets: insets(10, 10, 10, 10))], count: 2)
        let nested = horizontal(
            .fractionalWidth(1), .fractionalWidth(0.4), [item(.fractionalWidth(0.7), .fractionalHeight(1), insets: insets(10, 10, 10, 10)), .group(trailing)])
        let layout = try compositional([SectionDescription(group: nested)], counts: [4])
        // Groups 156 high; the leading item 273 wide less insets; the trailing column 117 wide in two 78-pt halves.
        #expect(cellFrames(layout, count: 4) == [
            Rect(x: 10, y: 10, width: 253, height: 136), Rect(x: 283, y: 10, width: 97, height: 58),
            Rect(x: 283, y: 88, width: 97, height: 58), Rect(x: 10, y: 166, width: 253, height: 136),
        ])
    }

    @Test func orthogonalGroupsLieSideBySideRelativeToTheWholeWidth() throws {
        var section = SectionDescription(group: horizontal(.fractionalWidth(0.8), .absolute(100), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.contentInsets = insets(0, 20, 0, 20)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .groupPaging
        let layout = try compositional([section], counts: [3])
        #expect(cellFrames(layout, count: 3) == [
            Rect(x: 20, y: 0, width: 312, height: 100), Rect(x: 342, y: 0, width: 312, height: 100), Rect(x: 664, y: 0, width: 312, height: 100),
        ])
        #expect(layout.contentSize == Size(width: 390, height: 100))
        let geometry = try #require(layout.orthogonalSection(0))
        // 20 + 3·312 + 2·10 + 20.
        #expect(geometry.contentLength == 996)
        #expect(geometry.maximumOffset == 606)
        #expect(geometry.pitch == 322)
        #expect(layout.orthogonalSection(1) == nil)
    }

    @Test func boundaryItemsFollowTheContentInsetsAndTakeRoom() throws {
        var section = SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.contentInsets = insets(10, 20, 10, 20)
        section.boundarySupplementaryItems = [
            BoundaryItemDescription(elementKind: .header, size: size(.fractionalWidth(1), .absolute(30)), alignment: .top),
            BoundaryItemDescription(elementKind: .footer, size: size(.fractionalWidth(0.5), .absolute(20)), alignment: .bottom),
        ]
        let layout = try compositional([section, section], counts: [2, 1], interSectionSpacing: 15)
        let header = try #require(layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: 0, item: 0)))
        let footer = try #require(layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: IndexPath(section: 0, item: 0)))
        #expect(header.frame == Rect(x: 20, y: 0, width: 350, height: 30))
        #expect(cellFrames(layout, count: 2) == [Rect(x: 20, y: 40, width: 350, height: 44), Rect(x: 20, y: 84, width: 350, height: 44)])
        // A fractional footer is centred in the width less the insets: 20 + (350 − 175) / 2.
        #expect(footer.frame == Rect(x: 107.5, y: 138, width: 175, height: 20))
        // Section 1 starts 15 after section 0's end (158).
        let nextHeader = try #require(layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: 1, item: 0)))
        #expect(nextHeader.frame.minY == 173)
        // 173 + 30 + 10 + 44 + 10 + 20.
        #expect(layout.contentSize.height == 287)
    }

    @Test func aBoundaryItemThatDoesNotExtendTheBoundaryOverlapsTheContent() throws {
        var section = SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.boundarySupplementaryItems = [
            BoundaryItemDescription(elementKind: .header, size: size(.fractionalWidth(1), .absolute(30)), alignment: .topLeading, extendsBoundary: false)
        ]
        let layout = try compositional([section], counts: [1])
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: 0, item: 0))?.frame == Rect(x: 0, y: 0, width: 390, height: 30))
        #expect(cellFrames(layout, count: 1) == [Rect(x: 0, y: 0, width: 390, height: 44)])
        #expect(layout.contentSize.height == 44)
    }

    @Test func pinnedHeaderFollowsTheVisibleTopUntilItsSectionEnds() throws {
        var section = SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.boundarySupplementaryItems = [
            BoundaryItemDescription(elementKind: .header, size: size(.fractionalWidth(1), .absolute(40)), alignment: .top, pinToVisibleBounds: true),
            BoundaryItemDescription(elementKind: .footer, size: size(.fractionalWidth(1), .absolute(20)), alignment: .bottom),
        ]
        // Section 0: header 0–40, items 40–340, footer 340–360; section 1 from 360.
        let layout = try compositional([section], counts: [3, 3], height: 200)
        func header(_ s: Int) -> LayoutAttributes? {
            layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: s, item: 0))
        }
        #expect(header(0)?.frame.minY == 0)
        #expect(header(0)?.zIndex == ZIndex.pinnedHeader)
        layout.updateBounds(Rect(x: 0, y: 120, width: 390, height: 200))
        #expect(header(0)?.frame.minY == 120)
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 120, width: 390, height: 1)).contains { $0.kind == .header && $0.indexPath.section == 0 })
        // It stops where its bottom meets its footer's top.
        layout.updateBounds(Rect(x: 0, y: 330, width: 390, height: 200))
        #expect(header(0)?.frame.minY == 300)
        #expect(header(1)?.frame.minY == 360)
        layout.updateBounds(Rect(x: 0, y: 400, width: 390, height: 200))
        #expect(header(1)?.frame.minY == 400)
    }

    @Test func backgroundDecorationSpansItsSectionLessItsInsets() throws {
        var section = SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.contentInsets = insets(10, 10, 10, 10)
        section.decorationItems = [DecorationItemDescription(contentInsets: insets(5, 5, 5, 5))]
        let layout = try compositional([section], counts: [2])
        let background = try #require(layout.layoutAttributesForDecorationElement(ofKind: .background, at: IndexPath(section: 0, item: 0)))
        #expect(background.frame == Rect(x: 5, y: 5, width: 380, height: 98))
        #expect(background.zIndex == ZIndex.background)
    }

    @Test func sectionsCycleThroughTheDescriptions() throws {
        let list = SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let pair = SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(20), [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        let layout = try compositional([list, pair], counts: [1, 2, 1])
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 1, item: 1))?.frame == Rect(x: 195, y: 10, width: 195, height: 20))
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 2, item: 0))?.frame == Rect(x: 0, y: 30, width: 390, height: 10))
    }

    @Test func horizontalLayoutIsTheTransposeOfTheVerticalOne() throws {
        var section = SectionDescription(
            group: vertical(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.25))], count: 4, spacing: .fixed(10)))
        section.contentInsets = insets(10, 10, 10, 10)
        section.interGroupSpacing = 10
        section.boundarySupplementaryItems = [
            BoundaryItemDescription(elementKind: .header, size: size(.absolute(40), .fractionalHeight(1)), alignment: .leading)
        ]
        let layout = try compositional([section], counts: [5], direction: .horizontal)
        // Items (824 − 30) / 4 = 198.5 high; the header 40 wide before the leading inset.
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: 0, item: 0))?.frame == Rect(x: 0, y: 10, width: 40, height: 824))
        #expect(cellFrames(layout, count: 5) == [
            Rect(x: 50, y: 10, width: 100, height: 198.5), Rect(x: 50, y: 218.5, width: 100, height: 198.5),
            Rect(x: 50, y: 427, width: 100, height: 198.5), Rect(x: 50, y: 635.5, width: 100, height: 198.5),
            Rect(x: 160, y: 10, width: 100, height: 198.5),
        ])
        #expect(layout.contentSize == Size(width: 270, height: 844))
        #expect(layout.scrollDirection == .horizontal)
    }

    @Test func estimatedDimensionsAreUsedAsGiven() throws {
        let layout = try compositional(
            [SectionDescription(group: horizontal(.fractionalWidth(1), .estimated(120), [item(.estimated(80), .fractionalHeight(1))]))], counts: [5])
        #expect(cellFrames(layout, count: 5).map(\.minX) == [0, 80, 160, 240, 0])
        #expect(cellFrames(layout, count: 5)[4].minY == 120)
    }

    /// What UIKit lays out, overflowing: the frames as computed, past the group or the section;
    /// the layout's content stays as wide as the screen, which clips them.
    @Test(arguments: [
        // An item wider than its group: one a group.
        (horizontal(.fractionalWidth(1), .absolute(40), [item(.absolute(500), .fractionalHeight(1))]),
         [Rect(x: 0, y: 0, width: 500, height: 40), Rect(x: 0, y: 40, width: 500, height: 40), Rect(x: 0, y: 80, width: 500, height: 40)]),
        // A fraction above 1.
        (horizontal(.fractionalWidth(1), .absolute(40), [item(.fractionalWidth(1.5), .fractionalHeight(1))]),
         [Rect(x: 0, y: 0, width: 585, height: 40), Rect(x: 0, y: 40, width: 585, height: 40), Rect(x: 0, y: 80, width: 585, height: 40)]),
        // The first pass over the subitems is placed whole, the second of it past the group's end.
        (horizontal(.fractionalWidth(1), .absolute(40), [item(.fractionalWidth(0.5), .fractionalHeight(1)), item(.fractionalWidth(0.7), .fractionalHeight(1))]),
         [Rect(x: 0, y: 0, width: 195, height: 40), Rect(x: 195, y: 0, width: 273, height: 40), Rect(x: 0, y: 40, width: 195, height: 40)]),
        // Taller than its group: over the next group.
        (horizontal(.fractionalWidth(1), .absolute(40), [item(.fractionalWidth(1), .absolute(50))]),
         [Rect(x: 0, y: 0, width: 390, height: 50), Rect(x: 0, y: 40, width: 390, height: 50), Rect(x: 0, y: 80, width: 390, height: 50)]),
        // A nested group taller than its parent.
        (horizontal(.fractionalWidth(1), .absolute(40), [.group(vertical(.fractionalWidth(1), .absolute(60), [item(.fractionalWidth(1), .fractionalHeight(1))]))]),
         [Rect(x: 0, y: 0, width: 390, height: 60), Rect(x: 0, y: 40, width: 390, height: 60), Rect(x: 0, y: 80, width: 390, height: 60)]),
        // A top-level group wider than its section.
        (horizontal(.absolute(400), .absolute(40), [item(.fractionalWidth(0.5), .fractionalHeight(1))]),
         [Rect(x: 0, y: 0, width: 200, height: 40), Rect(x: 200, y: 0, width: 200, height: 40), Rect(x: 0, y: 40, width: 200, height: 40)]),
        (horizontal(.fractionalWidth(1.2), .absolute(40), [item(.fractionalWidth(1), .fractionalHeight(1))]),
         [Rect(x: 0, y: 0, width: 468, height: 40), Rect(x: 0, y: 40, width: 468, height: 40), Rect(x: 0, y: 80, width: 468, height: 40)]),
    ])
    func overflowingGroupsAreLaidOutAsUIKitDoes(group: GroupDescription, frames: [Rect]) throws {
        let layout = try compositional([SectionDescription(group: group)], counts: [3])
        #expect(cellFrames(layout, count: 3) == frames)
        #expect(layout.contentSize.width == 390)
        // The rect query finds what overflows: a strip past the screen's edge, one in a group's overflow.
        let all = layout.layoutAttributesForElements(in: Rect(x: -1000, y: -1000, width: 3000, height: 3000)).map(\.frame)
        #expect(all == frames)
        for probe in [Rect(x: 470, y: 0, width: 10, height: 130), Rect(x: 0, y: 85, width: 600, height: 1), Rect(x: 385, y: 45, width: 2, height: 2)] {
            let expected = frames.filter { $0.intersects(probe) }
            #expect(layout.layoutAttributesForElements(in: probe).map(\.frame) == expected, "\(probe)")
        }
    }

    @Test func anOverflowingSectionInAFileIsClippedOnTheScreen() throws {
        let layout = try compositional(
            [SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(40), [item(.fractionalWidth(1.5), .fractionalHeight(1))]))], counts: [2])
        #expect(layout.contentSize == Size(width: 390, height: 80))
    }

    @Test(arguments: [
        // count and spacing leave nothing.
        (horizontal(.fractionalWidth(1), .absolute(40), [item(.fractionalWidth(1), .fractionalHeight(1))], count: 40, spacing: .fixed(10)),
         "sections[0].group.count: 40 subitems 10 pt apart do not fit the group's 390 pt"),
        // Insets that leave no room.
        (horizontal(.fractionalWidth(1), .absolute(40), [item(.fractionalWidth(1), .fractionalHeight(1))], insets: insets(30, 0, 30, 0)),
         "sections[0].group.contentInsets: leave no room in a group of 390×40 pt"),
    ])
    func groupsThatLeaveNoRoomNameTheirPlace(group: GroupDescription, message: String) {
        let layout = CompositionalLayout(
            description: CompositionalDescription(sections: [SectionDescription(group: group)]), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(throws: LayoutError.invalidValue(message)) { try layout.prepare(StaticDataSource(counts: [3])) }
        #expect(layout.contentSize == .zero)
    }

    @Test func aFailedPrepareLeavesTheLayoutEmptyAndAGoodOneRecovers() throws {
        let layout = CompositionalLayout(
            description: CompositionalDescription(sections: [SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(40), [item(.fractionalWidth(1), .fractionalHeight(1))], count: 20, spacing: .fixed(10)))]),
            bounds: Rect(x: 0, y: 0, width: 190, height: 400))
        #expect(throws: LayoutError.self) { try layout.prepare(StaticDataSource(counts: [3])) }
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 400, height: 400)).isEmpty)
        layout.updateBounds(Rect(x: 0, y: 0, width: 390, height: 400))
        try layout.prepare(StaticDataSource(counts: [3]))
        #expect(layout.contentSize == Size(width: 390, height: 40))
    }
}
