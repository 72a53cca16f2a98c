import CollectionLayout
import CollectionModel
import SwiftLayoutSource
import Testing

/// Each construct of the Swift subset, evaluated and laid out: exact frames.
@Suite struct SwiftConstructTests {
    static let item = "NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))"

    @Test func aGridOfFractionalItemsWithInsets() throws {
        let source = layoutFunction(
            """
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                return UICollectionViewCompositionalLayout(section: section)
            """)
        #expect(try frames(source, counts: [4]) == [
            "cell 0.0 2,2 126x126", "cell 0.1 132,2 126x126", "cell 0.2 262,2 126x126", "cell 0.3 2,132 126x126",
        ])
    }

    @Test func letsVarsArithmeticConversionsTernariesAndComparisons() throws {
        let source = layoutFunction(
            """
                let columns = 4
                var height = 100
                height += 20
                let spacing: CGFloat = 10
                let wide = columns > 3 && spacing >= 10
                let fraction = wide ? 1.0 / CGFloat(columns) : 0.5
                let total = Double(height) * 2 - spacing * 4 + CGFloat(Int(2.9))
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(fraction), heightDimension: .absolute(total / 2)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(height))), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            """)
        // 4 columns of 97.5 pt; height (240 − 40 + 2) / 2 = 101 in a group of 120.
        #expect(try frames(source, counts: [5]) == [
            "cell 0.0 0,0 97.5x101", "cell 0.1 97.5,0 97.5x101", "cell 0.2 195,0 97.5x101", "cell 0.3 292.5,0 97.5x101",
            "cell 0.4 0,120 97.5x101",
        ])
    }

    static let provider = """
        import UIKit

        enum Section: Int, CaseIterable {
            case hero, grid, list
        }

        struct Metrics {
            static let spacing: CGFloat = 8
            static let rowHeight = 44.0
        }

        final class ViewController: UIViewController {
            let headerHeight: CGFloat = 30

            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    guard let kind = Section(rawValue: sectionIndex) else { return nil }
                    switch kind {
                    case .hero: return self.makeSection(columns: 1, height: 100)
                    case .grid:
                        if environment.container.contentSize.width > 500 {
                            return self.makeSection(columns: 4, height: 50)
                        } else {
                            return self.makeSection(columns: 2, height: 50)
                        }
                    case .list: return self.makeSection(columns: 1, height: Metrics.rowHeight)
                    }
                }
            }

            private func makeSection(columns: Int, height: CGFloat) -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitem: item, count: columns)
                group.interItemSpacing = .fixed(Metrics.spacing)
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = Metrics.spacing
                return section
            }
        }
        """

    /// `Section(rawValue: index) ?? .grid`: the default is a case of the enum the left side
    /// makes (as Swift infers it), whose computed properties then answer — for a section past the
    /// enum's cases too. The same as the code with `Section.grid` written out.
    @Test func aRawValueInitializersDefaultIsACaseOfItsEnum() throws {
        func source(_ fallback: String, made: String = "Section(rawValue: index)") -> String {
            """
            import UIKit
            typealias Kind = Section
            enum Section: Int, CaseIterable {
                case featured, grid
                var columnCount: Int {
                    switch self {
                    case .featured: return 1
                    case .grid: return 3
                    }
                }
            }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, environment in
                    let section = \(made) ?? \(fallback)
                    let fraction = 1.0 / CGFloat(section.columnCount)
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        }
        let implicit = try frames(source(".grid"), counts: [1, 2, 4])
        #expect(implicit == [
            "cell 0.0 0,0 390x100",
            "cell 1.0 0,100 130x100", "cell 1.1 130,100 130x100",
            "cell 2.0 0,200 130x100", "cell 2.1 130,200 130x100", "cell 2.2 260,200 130x100", "cell 2.3 0,300 130x100",
        ])
        #expect(try frames(source("Section.grid"), counts: [1, 2, 4]) == implicit)
        #expect(try frames(source(".init(rawValue: 1)!"), counts: [1, 2, 4]) == implicit)
        // Through a type alias, and the initializer called by name: the type `typeName(of:)` names.
        #expect(try frames(source(".grid", made: "Kind(rawValue: index)"), counts: [1, 2, 4]) == implicit)
        #expect(try frames(source(".grid", made: "Section.init(rawValue: index)"), counts: [1, 2, 4]) == implicit)
    }

    @Test func aSectionProviderWithAnEnumSwitchStaticLetsHelpersWithArgumentsAndTheContainer() throws {
        #expect(try frames(Self.provider, counts: [1, 3, 2]) == [
            "cell 0.0 0,0 390x100",
            "cell 1.0 0,100 191x50", "cell 1.1 199,100 191x50", "cell 1.2 0,158 191x50",
            "cell 2.0 0,208 390x44", "cell 2.1 0,260 390x44",
        ])
        // On an iPad the grid has four columns: (820 − 24) / 4 = 199.
        let pad = Size(width: 820, height: 1180)
        #expect(try frames(Self.provider, counts: [0, 2], device: pad) == ["cell 1.0 0,0 199x50", "cell 1.1 207,0 199x50"])
    }

    @Test func aProviderReturningNilForASectionWithDataIsAnErrorWithItsIndex() throws {
        let message = evaluationError(Self.provider, counts: [1, 1, 1, 1], name: "Feed.swift")
        #expect(message == "Feed.swift:16:9: cannot evaluate 'UICollectionViewCompositionalLayout { sectionIndex, environ…': the section provider returned nil for section 3, which has data")
    }

    @Test func rotationAndTheTextSizeAskTheProviderAgain() throws {
        let source = """
            func layout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let traits = environment.traitCollection
                    let large = traits.preferredContentSizeCategory >= .accessibilityMedium
                    let columns = traits.verticalSizeClass == .compact ? 4 : (large ? 1 : 2)
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(large ? 80 : 40)), subitem: item, count: columns)
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        let evaluated = try evaluate(source)
        let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone))
        let data = StaticDataSource(counts: [2])
        try layout.prepare(data)
        #expect(elements(of: layout) == ["cell 0.0 0,0 195x40", "cell 0.1 195,0 195x40"])
        // Landscape: compact height, four columns.
        layout.updateBounds(Rect(x: 0, y: 0, width: 844, height: 390))
        try layout.prepare(data)
        #expect(elements(of: layout) == ["cell 0.0 0,0 211x40", "cell 0.1 211,0 211x40"])
        // Portrait again at an accessibility size: one column of 80.
        layout.updateBounds(Rect(origin: .zero, size: phone))
        #expect(layout.updateTraits(contentSizeCategory: .accessibilityLarge))
        try layout.prepare(data)
        #expect(elements(of: layout) == ["cell 0.0 0,0 390x80", "cell 0.1 0,80 390x80"])
    }

    @Test(arguments: [
        (Size(width: 390, height: 844), "compact regular"), (Size(width: 844, height: 390), "compact compact"),
        (Size(width: 932, height: 430), "regular compact"), (Size(width: 820, height: 1180), "regular regular"),
        (Size(width: 1180, height: 820), "regular regular"),
    ])
    func sizeClassesFollowTheDeviceAndOrientation(device: Size, expected: String) {
        let environment = LayoutEnvironment(containerSize: device)
        #expect("\(environment.horizontalSizeClass.rawValue) \(environment.verticalSizeClass.rawValue)" == expected)
    }

    @Test func ifElseGuardSwitchOnIntegersRangesAndDefault() throws {
        let source = """
            func height(for index: Int) -> CGFloat {
                switch index {
                case 0: return 10
                case 1...2: return 20
                case 3..<5: return 30
                default: return 40
                }
            }

            func width(for index: Int) -> CGFloat {
                guard index > 0 else { return 1 }
                if index % 2 == 0 {
                    return 0.5
                } else if index == 1 {
                    return 0.25
                } else {
                    return 0.2
                }
            }

            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(width(for: index)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height(for: index))), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        #expect(try frames(source, counts: [1, 1, 1, 1, 1, 1]) == [
            "cell 0.0 0,0 390x10", "cell 1.0 0,10 97.5x20", "cell 2.0 0,30 195x20", "cell 3.0 0,50 78x30", "cell 4.0 0,80 195x30",
            "cell 5.0 0,110 78x40",
        ])
    }

    @Test func allCasesIndexingRawValuesAndForLoops() throws {
        let source = """
            enum Kind: Int, CaseIterable { case narrow = 1, wide = 3 }

            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, _ in
                    let kind = Kind.allCases[sectionIndex % Kind.allCases.count]
                    var items: [NSCollectionLayoutItem] = []
                    for _ in 0..<kind.rawValue {
                        items.append(NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(50), heightDimension: .fractionalHeight(1))))
                    }
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(50 * CGFloat(items.count)), heightDimension: .absolute(20)), subitems: items)
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        #expect(try frames(source, counts: [2, 3]) == [
            "cell 0.0 0,0 50x20", "cell 0.1 0,20 50x20", "cell 1.0 0,40 50x20", "cell 1.1 50,40 50x20", "cell 1.2 100,40 50x20",
        ])
    }

    /// Everything the JSON layout files have, written in UIKit's words, against the same JSON.
    @Test func everyNSCollectionLayoutAPIMatchesItsJSONFile() throws {
        let source = """
            func createLayout() -> UICollectionViewLayout {
                let small = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
                small.contentInsets = .init(top: 1, leading: 2, bottom: 3, trailing: 4)
                let column = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), repeatingSubitem: small, count: 2)
                let big = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
                big.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(6), top: nil, trailing: nil, bottom: nil)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(120)), subitems: [big, column])
                group.interItemSpacing = .flexible(4)
                group.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.interGroupSpacing = 12
                section.contentInsets = .init(top: 0, leading: 10, bottom: 0, trailing: 10)
                let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                header.pinToVisibleBounds = true
                header.zIndex = 3
                header.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
                let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)), elementKind: "footer", alignment: .bottomLeading)
                footer.extendsBoundary = false
                section.boundarySupplementaryItems = [header, footer]
                let background = NSCollectionLayoutDecorationItem.background(elementKind: "section-background")
                background.contentInsets = .init(top: 4, leading: 4, bottom: 4, trailing: 4)
                section.decorationItems = [background]
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.interSectionSpacing = 16
                return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
            }
            """
        let json = """
            {"layout": "compositional", "interSectionSpacing": 16, "sections": [{
              "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 0.9}, "height": {"absolute": 120}},
                "subitems": [
                  {"size": {"width": {"absolute": 100}, "height": {"fractionalHeight": 1}}, "edgeSpacing": {"leading": 6}},
                  {"group": "vertical", "size": {"width": {"fractionalWidth": 0.3}, "height": {"fractionalHeight": 1}}, "count": 2,
                   "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}},
                                 "contentInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}}]}],
                "interItemSpacing": {"flexible": 4}, "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}},
              "orthogonalScrollingBehavior": "groupPagingCentered", "interGroupSpacing": 12, "contentInsets": {"leading": 10, "trailing": 10},
              "boundarySupplementaryItems": [
                {"elementKind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 30}}, "alignment": "top", "pinToVisibleBounds": true, "zIndex": 3,
                 "contentInsets": {"top": 2, "leading": 6, "bottom": 2, "trailing": 6}},
                {"elementKind": "footer", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 20}}, "alignment": "bottomLeading", "extendsBoundary": false}],
              "decorationItems": [{"elementKind": "section-background", "contentInsets": {"top": 4, "leading": 4, "bottom": 4, "trailing": 4}}]}]}
            """
        let swift = try frames(source, counts: [5, 3])
        #expect(swift == (try frames(json: json, counts: [5, 3])))
        // Section inset 10 + group inset 5 + edge spacing 6 across; header 30 + group inset 5 down.
        #expect(swift.contains("cell 0.0 21,35 100x110"))
        // The header 370 wide inside the section's insets, less its own 6 each side; its height
        // is estimated, so its top and bottom insets are ignored.
        #expect(swift.contains("supplementary header 0.0 16,0 358x30"))
        #expect(swift.count == 8 + 4 + 2)
    }

    @Test func aHorizontalConfigurationAndImplicitZero() throws {
        let source = """
            var layout: UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
                item.contentInsets = .zero
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitems: [item])
                let config = UICollectionViewCompositionalLayoutConfiguration()
                config.scrollDirection = .horizontal
                let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                layout.configuration = config
                return layout
            }
            """
        #expect(try frames(source, counts: [3]) == ["cell 0.0 0,0 100x422", "cell 0.1 0,422 100x422", "cell 0.2 100,0 100x422"])
    }

    @Test func assignmentsOfExpressionsWithOperatorsAndCompoundAssignments() throws {
        let source = layoutFunction(
            """
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)), subitems: [\(Self.item)]))
                section.interGroupSpacing = 2 + 3 * 2
                section.interGroupSpacing -= 1 + 1
                section.contentInsets.top = section.interGroupSpacing / 2 - 1
                return UICollectionViewCompositionalLayout(section: section)
            """)
        #expect(try frames(source, counts: [2]) == ["cell 0.0 0,2 390x20", "cell 0.1 0,28 390x20"])
    }

    @Test func anItemChangedAfterItWentIntoAGroupChangesTheGroupAsInUIKit() throws {
        let source = layoutFunction(
            """
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                item.contentInsets.leading = 10
                item.contentInsets.top = 5
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            """)
        #expect(try frames(source, counts: [2]) == ["cell 0.0 10,5 185x45", "cell 0.1 205,5 185x45"])
    }

    @Test func theFlowLayoutsProperties() throws {
        let source = """
            final class GridViewController: UICollectionViewController {
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 100, height: 60)
                    layout.minimumLineSpacing = 4
                    layout.minimumInteritemSpacing = 2
                    layout.sectionInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
                    layout.headerReferenceSize = CGSize(width: 0, height: 30)
                    layout.footerReferenceSize = .init(width: 0, height: 12)
                    layout.sectionHeadersPinToVisibleBounds = true
                    super.init(collectionViewLayout: layout)
                }
            }
            """
        let evaluated = try evaluate(source)
        guard case .flow(let c, nil) = evaluated.content else { Issue.record("not a flow layout without a delegate"); return }
        var expected = FlowOptions()
        expected.uniformItemSize = true
        expected.itemSize = Size(width: 100, height: 60)
        expected.lineSpacing = 4
        expected.interitemSpacing = 2
        expected.sectionInset = EdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
        expected.headerHeight = 30
        expected.footerHeight = 12
        expected.pinHeaders = true
        #expect(c == expected)
        let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: [4]))
        #expect(elements(of: layout).filter { $0.hasPrefix("cell") } == [
            "cell 0.0 10,38 100x60", "cell 0.1 145,38 100x60", "cell 0.2 280,38 100x60", "cell 0.3 10,102 100x60",
        ])
    }

    @Test func automaticSizeMakesTheFlowLayoutSizeItsCellsAndHorizontalScrollsSideways() throws {
        let selfSizing = try evaluate(layoutFunction("""
                let layout = UICollectionViewFlowLayout()
                layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
                return layout
            """))
        guard case .flow(let c, _) = selfSizing.content else { Issue.record("not a flow layout"); return }
        #expect(c.selfSizing && !c.uniformItemSize)
        let sideways = try evaluate(layoutFunction("""
                let layout = UICollectionViewFlowLayout()
                layout.scrollDirection = .horizontal
                layout.headerReferenceSize = CGSize(width: 40, height: 0)
                return layout
            """))
        guard case .flow(let h, _) = sideways.content else { Issue.record("not a flow layout"); return }
        #expect(h.scrollDirection == .horizontal && h.headerHeight == 40)
    }

    @Test func visibleItemsInvalidationHandlerIsANoticeNotAnError() throws {
        let source = layoutFunction(
            """
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [\(Self.item)])
                let section = NSCollectionLayoutSection(group: group)
                section.visibleItemsInvalidationHandler = { items, offset, environment in }
                return UICollectionViewCompositionalLayout(section: section)
            """)
        let evaluated = try evaluate(source, name: "Notice.swift")
        #expect(evaluated.notices == ["Notice.swift:6:5: visibleItemsInvalidationHandler is ignored: it changes no frame"])
    }

    /// `#if` is decided as an iPhone build decides it: `os(iOS)` and `canImport` of the app's
    /// modules hold; Mac Catalyst, the simulator, AppKit and flags no `-D` sets do not. In a
    /// function, in an initializer that installs the layout, and among a type's members.
    @Test func compilationConditionsTakeTheIPhoneBuildsClause() throws {
        let source = """
            import UIKit

            final class SettingsViewController: UICollectionViewController {
                #if os(macOS)
                static let rowHeight: CGFloat = 30
                #else
                static let rowHeight: CGFloat = 50
                #endif

                init() {
                    #if targetEnvironment(macCatalyst)
                    let columns = 4
                    #elseif os(iOS) && !DEBUG || canImport(AppKit)
                    let columns = 2
                    #else
                    let columns = 1
                    #endif
                    let layout = Self.makeLayout(columns: columns)
                    super.init(collectionViewLayout: layout)
                }

                static func makeLayout(columns: Int) -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    #if canImport(Kingfisher)
                    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
                    #endif
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)), subitem: item, count: columns)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """
        // Two 195-pt columns of 50-pt rows, inset 5.
        #expect(try frames(source, counts: [3]) == ["cell 0.0 5,5 185x40", "cell 0.1 200,5 185x40", "cell 0.2 5,55 185x40"])
    }
    /// `edgeSpacing = .init(leading: .fixed(10), top: nil, trailing: nil, bottom: nil)` is the
    /// property's type, as Swift infers it: the same frames as the type written out.
    @Test func anEdgeSpacingsImplicitInitIsOfItsType() throws {
        let written = layoutFunction("""
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
                item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: nil, trailing: nil, bottom: nil)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            """)
        let implicit = written.replacingOccurrences(of: "item.edgeSpacing = NSCollectionLayoutEdgeSpacing(", with: "item.edgeSpacing = .init(")
        // Three 100-pt items a row, each 10 after the one before: x 10, 120, 230.
        let expected = ["cell 0.0 10,0 100x50", "cell 0.1 120,0 100x50", "cell 0.2 230,0 100x50"]
        #expect(try frames(written, counts: [3]) == expected)
        #expect(try frames(implicit, counts: [3]) == expected)
    }
}
