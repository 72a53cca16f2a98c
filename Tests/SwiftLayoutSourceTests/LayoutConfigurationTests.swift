import CollectionFiles
import CollectionLayout
import SwiftLayoutSource
import Testing

/// `UICollectionViewCompositionalLayoutConfiguration` as real code sets it: the whole layout's
/// boundary items and its insets reference, given to the layout's initializer or assigned to
/// `layout.configuration` — the same frames as the layout file that says the same.
@Suite struct LayoutConfigurationTests {
    /// A club screen: a banner over every section, set through a helper returning the configuration.
    static let banner = """
        import UIKit

        class TeamViewController: UIViewController {
            private let bannerKind = "team-banner"
            private let headerHeight = 32

            func makeLayout() -> UICollectionViewCompositionalLayout {
                let layout = UICollectionViewCompositionalLayout { index, environment in
                    switch index {
                    case 0: return self.staffSection()
                    default: return self.squadSection()
                    }
                }
                layout.configuration = makeConfiguration()
                return layout
            }

            func makeConfiguration() -> UICollectionViewCompositionalLayoutConfiguration {
                let banner = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200)),
                    elementKind: self.bannerKind, alignment: .top)
                let note = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .estimated(40)),
                    elementKind: "team-note", alignment: .bottom)
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.interSectionSpacing = 12
                configuration.boundarySupplementaryItems = [banner, note]
                return configuration
            }

            func staffSection() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(150)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(CGFloat(self.headerHeight))),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                section.boundarySupplementaryItems = [header]
                return section
            }

            func squadSection() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
        """

    static let bannerJSON = """
        {"layout": "compositional", "interSectionSpacing": 12,
         "boundarySupplementaryItems": [
           {"elementKind": "team-banner", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 200}}, "alignment": "top"},
           {"elementKind": "team-note", "size": {"width": {"absolute": 300}, "height": {"estimated": 40}}, "alignment": "bottom"}],
         "sections": [
           {"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 0.5}, "height": {"absolute": 150}},
              "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]},
            "orthogonalScrollingBehavior": "continuous",
            "boundarySupplementaryItems": [{"elementKind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 32}}, "alignment": "top"}]},
           {"group": {"group": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 60}},
              "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 60}}}]}}]}
        """

    @Test func aBannerAndANoteOfTheWholeLayoutAreLaidOutAroundItsSections() throws {
        // Banner 0–200; section 0's header 200–232, its cells 232–382 (195 wide, side by side);
        // 12 below, section 1's rows 394, 454; the note, 300 wide and centred, at 514.
        let expected = [
            "cell 0.0 0,232 195x150", "cell 0.1 195,232 195x150", "cell 1.0 0,394 390x60", "cell 1.1 0,454 390x60",
            "supplementary header 0.0 0,200 390x32", "supplementary team-banner 0.0 0,0 390x200", "supplementary team-note 0.0 45,514 300x40",
        ]
        #expect(try frames(Self.banner, counts: [2, 2]) == expected)
        #expect(try frames(json: Self.bannerJSON, counts: [2, 2]) == expected)
    }

    @Test func convertKeepsTheWholeLayoutsItems() throws {
        let evaluated = try evaluate(Self.banner)
        let read = try evaluated.layoutDescription(sections: 2, environment: LayoutEnvironment(containerSize: phone))
        #expect(read == (try LayoutFile.decode(Array(Self.bannerJSON.utf8), name: "banner.json")))
    }

    /// A product list: a pinned header over the whole list that does not take room, the
    /// configuration made before the layout and set on it afterwards.
    @Test func aPinnedHeaderOfTheWholeLayoutFollowsTheVisibleTop() throws {
        let source = """
            import UIKit

            extension ProductListView {
                func configureCollectionViewLayout() -> UICollectionViewCompositionalLayout {
                    let header = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
                        elementKind: "blur-header", alignment: .top)
                    header.pinToVisibleBounds = true
                    header.extendsBoundary = false
                    let config = UICollectionViewCompositionalLayoutConfiguration()
                    config.boundarySupplementaryItems = [header]
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = .init(top: 10, leading: 10, bottom: 10, trailing: 10)
                    let layout = UICollectionViewCompositionalLayout(section: section)
                    layout.configuration = config
                    return layout
                }
            }
            """
        let layout = try evaluate(source).makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: [20]))
        func header() -> Rect? { layout.layoutAttributesForSupplementaryElement(ofKind: "blur-header", at: IndexPath(section: 0, item: 0))?.frame }
        // It does not push the section down: the first row is at the section's 10-pt inset.
        #expect(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))?.frame == Rect(x: 10, y: 10, width: 370, height: 100))
        #expect(header() == Rect(x: 0, y: 0, width: 390, height: 50))
        // Content 10 + 20 × 100 + 10 = 2 020 pt; scrolled to 700, the header is at 700.
        layout.updateBounds(Rect(x: 0, y: 700, width: 390, height: 844))
        #expect(header() == Rect(x: 0, y: 700, width: 390, height: 50))
        #expect(layout.contentSize.height == 2020)
    }

    /// A kind the app declares in an extension of `UICollectionView` in another file is its text
    /// where it names a kind; elsewhere it is an unknown name, said to be such an extension.
    @Test func aKindOfAnExtensionOfUICollectionViewNotReadIsItsText() throws {
        func grid(_ statements: String) -> String {
            layoutFunction("""
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                \(statements)
                    return UICollectionViewCompositionalLayout(section: section)
                """)
        }
        let source = grid("""
                let background = NSCollectionLayoutDecorationItem.background(elementKind: UICollectionView.sectionKindBackground)
                background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
                section.decorationItems = [background]
            """)
        let evaluated = try evaluate(source)
        let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: [1]))
        #expect(elements(of: layout).contains { $0.hasPrefix("decoration UICollectionView.sectionKindBackground 0.0 5,5 ") })
        #expect(evaluated.notices.contains {
            $0.hasSuffix("'UICollectionView.sectionKindBackground' is not declared in the project: the element kind is its text, \"UICollectionView.sectionKindBackground\"")
        })
        let height = grid("    section.interGroupSpacing = UICollectionView.rowSpacing")
        #expect(evaluationError(height)?.contains(
            "unknown call 'UICollectionView.rowSpacing': not one of UICollectionView's that cvsim evaluates; an extension of UICollectionView in a file not read declares it, most likely") == true)
    }

    /// The configuration's `contentInsetsReference`: every section measures its insets from it.
    @Test func theConfigurationsInsetsReferenceMovesEverySection() throws {
        let source = """
            import UIKit

            final class StatsView: UICollectionView {
                private func makeCompositionalLayout() -> UICollectionViewLayout {
                    let configuration = UICollectionViewCompositionalLayoutConfiguration()
                    configuration.interSectionSpacing = 10
                    configuration.contentInsetsReference = .layoutMargins
                    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
                        let width = environment.container.effectiveContentSize.width
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute((width - 8) / 2), heightDimension: .absolute(80)))
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), repeatingSubitem: item, count: 2)
                        group.interItemSpacing = .fixed(8)
                        return NSCollectionLayoutSection(group: group)
                    }, configuration: configuration)
                }
            }
            """
        let json = """
            {"layout": "compositional", "interSectionSpacing": 10, "contentInsetsReference": "layoutMargins",
             "sections": [{"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 80}},
               "interItemSpacing": {"fixed": 8}, "count": 2, "subitems": [{"size": {"width": {"absolute": 175}, "height": {"absolute": 80}}}]}}]}
            """
        // The layout margins are 16 at 390 pt: a content box of 358, two 175-pt cells 8 apart.
        let expected = ["cell 0.0 16,0 175x80", "cell 0.1 199,0 175x80", "cell 1.0 16,90 175x80"]
        #expect(try frames(source, counts: [2, 1]) == expected)
        #expect(try frames(json: json, counts: [2, 1]) == expected)
    }

    /// `supplementariesFollowContentInsets = false`: the header spans the section, not its insets.
    @Test func supplementariesThatDoNotFollowTheInsetsSpanTheSection() throws {
        let source = """
            import UIKit

            extension ProductViewController {
                private func createLayout() -> UICollectionViewCompositionalLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.9)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)), subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.orthogonalScrollingBehavior = .groupPagingCentered
                        section.interGroupSpacing = 25
                        section.contentInsets = .init(top: 10, leading: 10, bottom: 0, trailing: 10)
                        let header = NSCollectionLayoutBoundarySupplementaryItem(
                            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "title", alignment: .topLeading)
                        section.boundarySupplementaryItems = [header]
                        section.supplementariesFollowContentInsets = false
                        return section
                    }
                }
            }
            """
        let json = """
            {"layout": "compositional", "sections": [{
              "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 0.9}, "height": {"absolute": 200}},
                "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.9}}}]},
              "orthogonalScrollingBehavior": "groupPagingCentered", "interGroupSpacing": 25,
              "contentInsets": {"top": 10, "leading": 10, "trailing": 10}, "supplementariesFollowContentInsets": false,
              "boundarySupplementaryItems": [{"elementKind": "title", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}}, "alignment": "topLeading"}]}]}
            """
        // The header 390 wide at 0 (not 370 at 10); the 351-pt pages (0.9 of 390) from 10 across,
        // 50 down (40 + the 10-pt inset), 180 tall (0.9 of 200), 376 apart.
        let expected = ["cell 0.0 10,50 351x180", "cell 0.1 386,50 351x180", "supplementary title 0.0 0,0 390x40"]
        #expect(try frames(source, counts: [2]) == expected)
        #expect(try frames(json: json, counts: [2]) == expected)
    }
}
