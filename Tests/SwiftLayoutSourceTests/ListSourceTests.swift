import CollectionFiles
import CollectionLayout
import CollectionModel
import SwiftLayoutSource
import Testing

/// UIKit's list configurations in Swift: `UICollectionLayoutListConfiguration`,
/// `UICollectionViewCompositionalLayout.list(using:)` and
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, laid out as the layout file's lists.
@Suite struct ListSourceTests {
    /// A whole-layout list of `appearance` with `lines` setting its configuration.
    static func wholeList(_ appearance: String, _ lines: String = "") -> String {
        layoutFunction(
            """
                var configuration = UICollectionLayoutListConfiguration(appearance: .\(appearance))
            \(lines)
                return UICollectionViewCompositionalLayout.list(using: configuration)
            """)
    }

    @Test func aPlainListIsFullWidthRowsOfTheEstimate() throws {
        #expect(try frames(Self.wholeList("plain"), counts: [3, 1]) == [
            "cell 0.0 0,0 390x44", "cell 0.1 0,44 390x44", "cell 0.2 0,88 390x44", "cell 1.0 0,132 390x44",
        ])
    }

    @Test func anInsetGroupedListWithHeadersAndFootersHasTheAppearancesMetrics() throws {
        let source = Self.wholeList(
            "insetGrouped",
            """
                configuration.headerMode = .supplementary
                configuration.footerMode = .supplementary
                configuration.showsSeparators = false
            """)
        // Rows inset by the 16-pt margin, a 38-pt header above and footer below each block.
        #expect(try frames(source, counts: [2, 1]) == [
            "cell 0.0 16,38 358x44", "cell 0.1 16,82 358x44", "cell 1.0 16,202 358x44",
            "supplementary footer 0.0 16,126 358x38", "supplementary header 0.0 16,0 358x38",
            "supplementary footer 1.0 16,246 358x38", "supplementary header 1.0 16,164 358x38",
        ])
        var expected = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary)
        expected.showsSeparators = false
        #expect(try Self.description(source) == CompositionalDescription(list: expected))
    }

    /// Every appearance and mode: the same frames as the layout file's list, on a phone and an iPad.
    @Test(arguments: ListConfiguration.Appearance.allCases)
    func everyAppearanceAndModeMatchesTheLayoutFilesList(appearance: ListConfiguration.Appearance) throws {
        for header in ListConfiguration.HeaderMode.allCases {
            for footer in ListConfiguration.FooterMode.allCases {
                let source = Self.wholeList(
                    appearance.rawValue,
                    """
                        configuration.headerMode = .\(header.rawValue)
                        configuration.footerMode = .\(footer.rawValue)
                    """)
                let json = "{\"list\": {\"appearance\": \"\(appearance.rawValue)\", \"headerMode\": \"\(header.rawValue)\", \"footerMode\": \"\(footer.rawValue)\"}}"
                for device in [phone, Size(width: 820, height: 1180)] {
                    let swift = try frames(source, counts: [3, 0, 2], device: device)
                    #expect(swift == (try frames(json: json, counts: [3, 0, 2], device: device)), "\(appearance) \(header) \(footer) \(device)")
                    #expect(!swift.isEmpty)
                }
            }
        }
    }

    static let mixed = """
        import UIKit

        enum Section: Int, CaseIterable {
            case tiles, settings, about
        }

        func createLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
                guard let kind = Section(rawValue: sectionIndex) else { return nil }
                switch kind {
                case .tiles:
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                case .settings:
                    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                    configuration.headerMode = .supplementary
                    return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
                case .about:
                    return .list(using: .init(appearance: .plain), layoutEnvironment: layoutEnvironment)
                }
            }
        }
        """

    @Test func aSectionProviderMixesListSectionsWithGridSections() throws {
        #expect(try frames(Self.mixed, counts: [3, 2, 1]) == [
            "cell 0.0 0,0 195x60", "cell 0.1 195,0 195x60", "cell 0.2 0,60 195x60",
            "cell 1.0 16,158 358x44", "cell 1.1 16,202 358x44",
            "cell 2.0 0,246 390x44",
            "supplementary header 1.0 16,120 358x38",
        ])
        let json = """
            {"layout": "compositional", "sections": [
              {"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 60}},
                "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]}},
              {"list": {"appearance": "insetGrouped", "headerMode": "supplementary"}},
              {"list": {"appearance": "plain"}}]}
            """
        let ipad = Size(width: 820, height: 1180)
        #expect(try frames(Self.mixed, counts: [3, 2, 1], device: ipad) == (try frames(json: json, counts: [3, 2, 1], device: ipad)))
        let evaluated = try evaluate(Self.mixed)
        let file = try evaluated.layoutDescription(sections: nil, environment: LayoutEnvironment(containerSize: phone))
        #expect(file == (try LayoutFile.decode(Array(json.utf8), name: "mixed.json")))
    }

    @Test func whatChangesNoFrameIsIgnoredWithANoticeEach() throws {
        let source = layoutFunction(
            """
                var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                configuration.backgroundColor = .systemGroupedBackground
                configuration.separatorConfiguration.color = UIColor.separator
                configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                    return nil
                }
                configuration.headerTopPadding = 0
                let layout = UICollectionViewCompositionalLayout.list(using: configuration)
                return layout
            """)
        let evaluated = try evaluate(source)
        #expect(evaluated.notices == [
            "Layout.swift:5:5: backgroundColor is ignored: it changes no frame (cvsim draws the appearance's colours and separators)",
            "Layout.swift:6:5: separatorConfiguration is ignored: it changes no frame (cvsim draws the appearance's colours and separators)",
            "Layout.swift:7:5: trailingSwipeActionsConfigurationProvider is ignored: swipe actions change no frame",
        ])
        #expect(try frames(source, counts: [1]) == ["cell 0.0 0,0 390x44"])
    }

    @Test func aListSectionTakesTheInsetsAndRowSpacingTheCodeGivesIt() throws {
        let source = """
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let section = NSCollectionLayoutSection.list(using: .init(appearance: .sidebar), layoutEnvironment: environment)
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 30, trailing: 20)
                    section.interGroupSpacing = 12
                    section.decorationItems = []
                    return section
                }
            }
            """
        let evaluated = try evaluate(source)
        evaluated.probe(LayoutEnvironment(containerSize: phone))
        #expect(evaluated.notices == [
            "Layout.swift:6:9: decorationItems of a list section is ignored: cvsim lays out a list section with its appearance's metrics (docs/layout-files.md)"
        ])
        // Rows 390 − 2 × 20 = 350 wide at 20, 44 high, 12 apart; 30 below the section.
        let expected = ["cell 0.0 20,0 350x44", "cell 0.1 20,56 350x44", "cell 1.0 20,130 350x44"]
        #expect(try frames(source, counts: [2, 1]) == expected)
        // The layout file's list section with the same keys.
        let json = """
            {"layout": "compositional", "sections": [{"list": {"appearance": "sidebar"},
              "contentInsets": {"top": 0, "leading": 20, "bottom": 30, "trailing": 20}, "interGroupSpacing": 12}]}
            """
        #expect(try frames(json: json, counts: [2, 1]) == expected)
    }

    @Test func aListSectionTakesTheHeaderTheCodeGivesIt() throws {
        // A plain list's own header item, as a notifications screen builds it: 50 pt (estimated;
        // headers are not measured), inset 10 more at its leading edge, above rows inset 25 each side.
        let source = """
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                    configuration.showsSeparators = true
                    let header = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(50)),
                        elementKind: "notifications-title", alignment: .top)
                    let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                    section.boundarySupplementaryItems = [header]
                    header.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
                    section.contentInsets = .init(top: 0, leading: 25, bottom: 40, trailing: 25)
                    return section
                }
            }
            """
        let expected = [
            "cell 0.0 25,50 340x44", "cell 0.1 25,94 340x44", "cell 1.0 25,228 340x44",
            "supplementary notifications-title 0.0 35,0 330x50", "supplementary notifications-title 1.0 35,178 330x50",
        ]
        #expect(try frames(source, counts: [2, 1]) == expected)
        let json = """
            {"layout": "compositional", "sections": [{"list": {"appearance": "plain"},
              "contentInsets": {"leading": 25, "bottom": 40, "trailing": 25},
              "boundarySupplementaryItems": [{"elementKind": "notifications-title", "size": {"width": {"fractionalWidth": 1},
                "height": {"estimated": 50}}, "alignment": "top", "contentInsets": {"leading": 10}}]}]}
            """
        #expect(try frames(json: json, counts: [2, 1]) == expected)
        // An empty array takes away the header the mode makes.
        let removed = source.replacingOccurrences(of: "configuration.showsSeparators = true", with: "configuration.headerMode = .supplementary")
            .replacingOccurrences(of: "section.boundarySupplementaryItems = [header]", with: "section.boundarySupplementaryItems = []")
        #expect(try frames(removed, counts: [1]) == ["cell 0.0 25,0 340x44"])
    }

    @Test func aListSectionsInsetsReadAsTheAppearancesUntilSet() throws {
        // The sidebar's insets at 390 pt are 10 all round; the code moves the top only.
        let source = """
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let section = NSCollectionLayoutSection.list(using: .init(appearance: .sidebar), layoutEnvironment: environment)
                    section.contentInsets.top = section.contentInsets.leading + 25
                    return section
                }
            }
            """
        #expect(try frames(source, counts: [1, 1]) == ["cell 0.0 10,35 370x44", "cell 1.0 10,114 370x44"])
    }

    @Test(arguments: [
        ("configuration.headerTopPadding = 12", "5:5: cannot evaluate 'configuration.headerTopPadding': cvsim lays out a headerTopPadding of 0 only"),
        ("configuration.headerMode = .sidebar", "5:5: cannot evaluate 'configuration.headerMode': headerMode takes one of .none, .supplementary, .firstItemInSection"),
        ("configuration.rowHeight = 60", "5:5: cannot evaluate 'configuration.rowHeight': UICollectionLayoutListConfiguration has no property 'rowHeight'"),
        ("configuration = UICollectionLayoutListConfiguration(appearance: .fancy)", "5:69: cannot evaluate '.fancy': '.fancy' is not one of UIKit's appearances (.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain); an extension of UICollectionLayoutListConfiguration.Appearance in a file not read declares it, most likely"),
    ])
    func whatMovesFramesButIsNotLaidOutIsAnError(line: String, expected: String) {
        let error = evaluationError(Self.wholeList("plain", "    " + line))
        #expect(error?.hasPrefix("Bad.swift:" + expected) == true, "\(error ?? "no error")")
    }

    @Test func aListInAHorizontalLayoutOrWithoutAnEnvironmentIsAnError() {
        let horizontal = layoutFunction(
            """
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.scrollDirection = .horizontal
                let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
                layout.configuration = configuration
                return layout
            """)
        #expect(evaluationError(horizontal)?.contains("lists scroll vertically; a horizontal layout cannot have a list section") == true)
        let noEnvironment = layoutFunction(
            """
                return UICollectionViewCompositionalLayout(section: .list(using: .init(appearance: .plain), layoutEnvironment: 3))
            """)
        #expect(evaluationError(noEnvironment) == "Bad.swift:4:116: cannot evaluate '3': layoutEnvironment takes the section provider's NSCollectionLayoutEnvironment, got Int")
    }

    @Test func aLazyCollectionViewWithAListLayoutIsFound() throws {
        let source = """
            final class MailViewController: UIViewController {
                lazy var collectionView: UICollectionView = {
                    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                    configuration.showsSeparators = true
                    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
                    view.backgroundColor = .systemBackground
                    return view
                }()
            }
            """
        #expect(try frames(source, counts: [2]) == ["cell 0.0 0,0 390x44", "cell 0.1 0,44 390x44"])
        let property = "final class V { let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .grouped)) }"
        #expect(try frames(property, counts: [1]) == ["cell 0.0 0,35 390x44"])
    }

    /// A view controller in a style of its own: a diffable data source, a `lazy var collectionView`
    /// whose layout is built in a closure with `[unowned self]` and a typed return, an `if` on the
    /// section enum rather than a `switch`, a list section with swipe actions beside a grid.
    static let contacts = """
        import UIKit

        struct Contact: Hashable {
            let id = UUID()
            var name: String
        }

        final class ContactsViewController: UIViewController {
            enum Section: Int, CaseIterable, Hashable {
                case favorites, recents, all
                var title: String {
                    switch self {
                    case .favorites: return "Favorites"
                    case .recents: return "Recents"
                    case .all: return "All"
                    }
                }
            }

            private var dataSource: UICollectionViewDiffableDataSource<Section, Contact>!

            private lazy var collectionView: UICollectionView = {
                let layout = UICollectionViewCompositionalLayout { [unowned self] index, env -> NSCollectionLayoutSection? in
                    let kind = Section.allCases[index]
                    if kind == .favorites {
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        item.contentInsets = .init(top: 4, leading: 4, bottom: 4, trailing: 4)
                        let columns = env.traitCollection.horizontalSizeClass == .compact ? 4 : 8
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(columns))), subitem: item, count: columns)
                        let section = NSCollectionLayoutSection(group: group)
                        section.contentInsets = .init(top: 8, leading: 12, bottom: 8, trailing: 12)
                        return section
                    }
                    var config = UICollectionLayoutListConfiguration(appearance: .plain)
                    config.headerMode = .supplementary
                    config.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                            self?.delete(at: indexPath)
                            done(true)
                        }
                        return UISwipeActionsConfiguration(actions: [delete])
                    }
                    return .list(using: config, layoutEnvironment: env)
                }
                let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
                view.translatesAutoresizingMaskIntoConstraints = false
                view.backgroundColor = .systemBackground
                return view
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(collectionView)
                NSLayoutConstraint.activate([
                    collectionView.topAnchor.constraint(equalTo: view.topAnchor),
                    collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
                let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { cell, _, contact in
                    var content = cell.defaultContentConfiguration()
                    content.text = contact.name
                    cell.contentConfiguration = content
                }
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, contact in
                    collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: contact)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
                snapshot.appendSections(Section.allCases)
                dataSource.apply(snapshot)
            }

            private func delete(at indexPath: IndexPath) {
                guard let contact = dataSource.itemIdentifier(for: indexPath) else { return }
                var snapshot = dataSource.snapshot()
                snapshot.deleteItems([contact])
                dataSource.apply(snapshot)
            }
        }
        """

    @Test func aDiffableDataSourceControllerWithALazyCollectionViewIsLaidOut() throws {
        #expect(try frames(Self.contacts, counts: [5, 2, 1]) == [
            "cell 0.0 16,12 83.5x83.5", "cell 0.1 107.5,12 83.5x83.5", "cell 0.2 199,12 83.5x83.5", "cell 0.3 290.5,12 83.5x83.5",
            "cell 0.4 16,103.5 83.5x83.5", "cell 1.0 0,227 390x44", "cell 1.1 0,271 390x44", "cell 2.0 0,343 390x44",
            "supplementary header 1.0 0,199 390x28", "supplementary header 2.0 0,315 390x28",
        ])
        let evaluated = try evaluate(Self.contacts)
        evaluated.probe(LayoutEnvironment(containerSize: phone))
        _ = evaluated.impliedSections(environment: LayoutEnvironment(containerSize: phone))
        #expect(evaluated.notices == ["Layout.swift:36:13: trailingSwipeActionsConfigurationProvider is ignored: swipe actions change no frame"])
        #expect(evaluated.impliedSections(environment: LayoutEnvironment(containerSize: phone))?.count == 3)
    }

    // MARK: - The sections a layout implies

    @Test func aProviderOverACaseIterableEnumImpliesItsCases() throws {
        let environment = LayoutEnvironment(containerSize: phone)
        let mixed = try evaluate(Self.mixed)
        #expect(mixed.impliedSections(environment: environment)?.count == 3)
        #expect(mixed.impliedSectionTitles(count: 3) == ["Tiles", "Settings", "About"])
        #expect(mixed.impliedSectionTitles(count: 4) == nil)
        let camel = Self.mixed.replacing("case tiles, settings, about", with: "case recentlyAdded, settings, aboutURL")
            .replacing("case .tiles:", with: "case .recentlyAdded:").replacing("case .about:", with: "case .aboutURL:")
        let named = try evaluate(camel)
        #expect(named.impliedSections(environment: environment)?.count == 3)
        #expect(named.impliedSectionTitles(count: 3) == ["Recently Added", "Settings", "About URL"])
        // `allCases[sectionIndex]` fails past the last case: the same count.
        let subscripted = Self.mixed.replacing(
            "guard let kind = Section(rawValue: sectionIndex) else { return nil }", with: "let kind = Section.allCases[sectionIndex]")
        #expect(try evaluate(subscripted).impliedSections(environment: environment)?.count == 3)
        // `% 2` never ends: its period.
        let modulo = Self.mixed.replacing(
            "guard let kind = Section(rawValue: sectionIndex) else { return nil }", with: "let kind = Section(rawValue: sectionIndex % 2)!")
        #expect(try evaluate(modulo).impliedSections(environment: environment)?.count == 2)
    }

    @Test func layoutsWhoseSectionsAreAllAlikeImplyNone() throws {
        let environment = LayoutEnvironment(containerSize: phone)
        #expect(try evaluate(Self.wholeList("plain")).impliedSections(environment: environment) == nil)
        let sameEach = "func l() -> UICollectionViewLayout { UICollectionViewCompositionalLayout { _, e in .list(using: .init(appearance: .plain), layoutEnvironment: e) } }"
        #expect(try evaluate(sameEach).impliedSections(environment: environment) == nil)
    }

    static func description(_ source: String) throws -> CompositionalDescription? {
        guard case .compositional(let d) = try evaluate(source).content else { return nil }
        return d
    }
}
