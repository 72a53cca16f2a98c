import CollectionLayout
import SwiftLayoutSource
import Testing

/// Shapes of real view controllers that are not UIKit calls: a stored property with observers
/// (`var categories: [Category]? { didSet { reload() } }`), and a method with a section
/// provider's parameters standing alone as the file's layout. Exact frames, hand-computed and
/// equal to the plain form UIKit reads the same way.
@Suite struct ProviderShapeTests {
    /// A provider that reads `categories`: none (nil) makes every section a one-column list of
    /// 55-pt rows inset 10 pt each side; a stored property declared `decl`.
    static func observedController(_ decl: String) -> String {
        """
        import UIKit

        final class ExploreViewController: UICollectionViewController {
            \(decl)

            override func createLayout() -> UICollectionViewLayout {
                return UICollectionViewCompositionalLayout { section, environment -> NSCollectionLayoutSection? in
                    let count = self.categories?.count ?? 0
                    let columns = section < count ? 3 : self.columns
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(55)), subitems: [item])
                    let layoutSection = NSCollectionLayoutSection(group: group)
                    layoutSection.contentInsets = .init(top: 0, leading: 10, bottom: 20, trailing: 10)
                    return layoutSection
                }
            }
        }
        """
    }

    @Test func aStoredPropertyWithObserversStartsAsItsValueOrNil() throws {
        let observed = Self.observedController("""
            var categories: [String]? {
                    didSet { collectionView.reloadData() }
                }
                var columns = 2 {
                    willSet { print(newValue) }
                    didSet { collectionView.collectionViewLayout.invalidateLayout() }
                }
            """)
        let plain = Self.observedController("var categories: [String]? = nil\n    var columns = 2")
        // No categories: two columns of (390 − 20) / 2 = 185 pt, rows of 55, 20 pt below each section.
        let expected = [
            "cell 0.0 10,0 185x55", "cell 0.1 195,0 185x55", "cell 0.2 10,55 185x55",
            "cell 1.0 10,130 185x55",
        ]
        #expect(try frames(observed, counts: [3, 1]) == expected)
        #expect(try frames(plain, counts: [3, 1]) == expected)
    }

    @Test func aComputedPropertyWithoutAGetterStillSaysSo() throws {
        // `set` alone is not Swift, but a file may still say it: the error names the property.
        let source = Self.observedController("var categories: [String]? { set { } }\n    var columns = 2")
        let error = try #require(evaluationError(source))
        #expect(error.contains("'categories' has no getter"), "\(error)")
    }

    static let providerMethod = """
        import UIKit

        struct ProfileSection: SectionProviding {
            let id = UUID()

            func layout(_ sectionIndex: Int, _ layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                let height: CGFloat = sectionIndex == 0 ? 120 : 60
                let columns = layoutEnvironment.container.effectiveContentSize.width > 500 ? 4 : 2
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 5
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                return section
            }
        }
        """

    @Test func aMethodWithASectionProvidersParametersIsTheProvider() throws {
        // Section 0: rows of 120 pt, section 1: 60 pt; two columns of (390 − 20) / 2 = 185 pt;
        // 5 pt between rows, 10 pt around each section.
        let expected = [
            "cell 0.0 10,10 185x120", "cell 0.1 195,10 185x120", "cell 0.2 10,135 185x120",
            "cell 1.0 10,275 185x60", "cell 1.1 195,275 185x60",
        ]
        #expect(try frames(Self.providerMethod, counts: [3, 2]) == expected)
        // The same body as the closure of UIKit's initializer lays out the same.
        let closure = Self.providerMethod
            .replacingOccurrences(of: "func layout(_ sectionIndex: Int, _ layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {",
                with: "func makeLayout() -> UICollectionViewLayout {\n    UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in")
            .replacingOccurrences(of: "return section\n    }", with: "return section\n    }\n    }")
        #expect(closure.contains("UICollectionViewCompositionalLayout { sectionIndex"))
        #expect(try frames(closure, counts: [3, 2]) == expected)
        // The environment is the layout's: a wide container asks again and gets four columns.
        let wide = try frames(Self.providerMethod, counts: [1, 1], device: Size(width: 820, height: 1180))
        #expect(wide == ["cell 0.0 10,10 200x120", "cell 1.0 10,150 200x60"])
        let notices = try evaluate(Self.providerMethod).notices
        #expect(notices.contains { $0.contains("'layout' has a section provider's parameters (Int, NSCollectionLayoutEnvironment)") }, "\(notices)")
    }

    static let countingProvider = """
        import UIKit

        final class ShelfViewController: UICollectionViewController {
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    let count = self.collectionView.numberOfItems(inSection: sectionIndex)
                    let columns = count > 3 ? 3 : 1
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
        }
        """

    @Test func aProviderReadsTheDatasItemCountsAndIsAskedAgainWhenOneChanges() throws {
        let evaluated = try evaluate(Self.countingProvider)
        let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone))
        // Four items: three columns of 130 pt; two items: one column.
        try layout.prepare(StaticDataSource(counts: [4, 2]))
        #expect(elements(of: layout) == [
            "cell 0.0 0,0 130x60", "cell 0.1 130,0 130x60", "cell 0.2 260,0 130x60", "cell 0.3 0,60 130x60",
            "cell 1.0 0,120 390x60", "cell 1.1 0,180 390x60",
        ])
        // Items appended to the last section: the provider answers again for its new count.
        layout.invalidate(.appendedItems)
        try layout.prepare(StaticDataSource(counts: [4, 5]))
        #expect(elements(of: layout).suffix(5) == [
            "cell 1.0 0,120 130x60", "cell 1.1 130,120 130x60", "cell 1.2 260,120 130x60", "cell 1.3 0,180 130x60", "cell 1.4 130,180 130x60",
        ])
        // Asked before any data (to find its sections), the count is assumed, with a notice.
        evaluated.probe(LayoutEnvironment(containerSize: phone))
        #expect(evaluated.notices.contains {
            $0.hasSuffix("collectionView.numberOfItems(inSection:) is the data's count: asked before the data is laid out, it is taken as 1")
        }, "\(evaluated.notices)")
    }

    @Test func aBuilderOfOtherParametersStillNamesTheOneNoCallGives() throws {
        let source = Self.providerMethod.replacingOccurrences(of: "_ layoutEnvironment: NSCollectionLayoutEnvironment", with: "_ columns: Int")
            .replacingOccurrences(of: "let columns = layoutEnvironment.container.effectiveContentSize.width > 500 ? 4 : 2\n", with: "")
        let error = try #require(evaluationError(source))
        #expect(error.contains("'layout' takes 'sectionIndex', which no call in the project that installs the layout gives"), "\(error)")
    }

    /// A section builder by index alone, as a layout helper of its own file has it: the app's
    /// provider (another file) calls it with its section index. Its sections are an array of an
    /// enum that file declares, one case with an associated value.
    static let sectionByIndex = """
        import UIKit

        struct ShopLayout {
            static func makeSection(for sectionIndex: Int) -> NSCollectionLayoutSection {
                let kinds: [ShopSection] = [.banner, .products(["Tea", "Cups"])]
                guard sectionIndex < kinds.count else { fatalError("no section \\(sectionIndex)") }
                switch kinds[sectionIndex] {
                case .banner:
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                case .products(let names):
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(names.count) * 50)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 5, bottom: 0, trailing: 5)
                    return section
                }
            }
        }
        """

    @Test func aSectionBuilderByIndexAloneIsTheProvider() throws {
        // Section 0, the banner: 390×200 rows. Section 1, the products: two names make 100-pt
        // rows of two (390 − 10) / 2 = 190-pt cells, inset 5 each side and 10 above, at 400 + 10.
        let expected = [
            "cell 0.0 0,0 390x200", "cell 0.1 0,200 390x200",
            "cell 1.0 5,410 190x100", "cell 1.1 195,410 190x100", "cell 1.2 5,510 190x100",
        ]
        #expect(try frames(Self.sectionByIndex, counts: [2, 3]) == expected)
        // The same body as the closure of UIKit's initializer lays out the same.
        let closure = Self.sectionByIndex
            .replacingOccurrences(of: "static func makeSection(for sectionIndex: Int) -> NSCollectionLayoutSection {",
                with: "static func makeLayout() -> UICollectionViewLayout {\n    UICollectionViewCompositionalLayout { sectionIndex, _ in")
            .replacingOccurrences(of: "        }\n    }\n}", with: "        }\n        }\n    }\n}")
        #expect(closure.contains("UICollectionViewCompositionalLayout { sectionIndex, _ in"))
        #expect(try frames(closure, counts: [2, 3]) == expected)
        let notices = try evaluate(Self.sectionByIndex).notices
        #expect(notices.contains {
            $0.contains("'makeSection' takes a section index alone and gives a section: it is shown as UICollectionViewCompositionalLayout { index, _ in makeSection(for: index) }")
        }, "\(notices)")
    }

    @Test func aSectionBuilderOfOneCountIsNoProvider() throws {
        // A column count is not a section index: the error still names the parameter no call gives.
        let source = Self.sectionByIndex.replacingOccurrences(of: "makeSection(for sectionIndex: Int)", with: "makeSection(columns sectionIndex: Int)")
            .replacingOccurrences(of: "sectionIndex", with: "columnCount")
        let error = try #require(evaluationError(source))
        #expect(error.contains("'makeSection' takes 'columnCount', which no call in the project that installs the layout gives"), "\(error)")
    }

    /// A presenter whose section also tells the app's view about itself, and starts the app's
    /// view model: both objects are made at run time, in files not read.
    static func presenter(spacing: String) -> String {
        """
        import UIKit

        final class RecipeListPresenter {
            private unowned var userInterface: RecipeListViewProtocol

            private var listSection: NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80)), subitem: item, count: 1)
                let section = NSCollectionLayoutSection(group: group)
                (userInterface as! RecipeListViewController).delegate = self
                viewModel.startLoading()
                section.interGroupSpacing = \(spacing)
                return section
            }

            func generateLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: listSection)
            }
        }
        """
    }

    @Test func whatTheCodeDoesToObjectsMadeAtRunTimeIsSkipped() throws {
        // Rows of 80, 10 apart: what the skipped statements did moves none of them.
        #expect(try frames(Self.presenter(spacing: "10"), counts: [3]) == ["cell 0.0 0,0 390x80", "cell 0.1 0,90 390x80", "cell 0.2 0,180 390x80"])
        let notices = try evaluate(Self.presenter(spacing: "10")).notices
        #expect(notices.contains {
            $0.contains("'(userInterface as! RecipeListViewController).delegate = self' is skipped: 'userInterface' has no value in the file (it is set elsewhere)")
        }, "\(notices)")
        #expect(notices.contains { $0.contains("'viewModel.startLoading()' is skipped: unknown name 'viewModel'") }, "\(notices)")
        // A value read from such an object still stops at the line that reads it.
        let error = try #require(evaluationError(Self.presenter(spacing: "viewModel.spacing")))
        #expect(error.contains("Bad.swift:12:"), "\(error)")
        #expect(error.contains("unknown name 'viewModel'"), "\(error)")
    }

    /// A provider that reads its sections from a diffable data source declared in another file
    /// of the app (an extension of the controller there).
    static let undeclaredDataSource = """
        import UIKit

        final class PeopleViewController: UIViewController {
            enum PeopleSection { case photos, people }

            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, _ in
                    let snapshot = self.dataSource.snapshot()
                    switch snapshot.sectionIdentifiers[sectionIndex] {
                    case .photos:
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    case .people:
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
        }
        """

    @Test func anUndeclaredDataSourcesSectionsAreTheOneSectionEnum() throws {
        // Photos: two columns of 195 × 100; people: rows of 390 × 44 below them, at 200.
        #expect(try frames(Self.undeclaredDataSource, counts: [3, 2]) == [
            "cell 0.0 0,0 195x100", "cell 0.1 195,0 195x100", "cell 0.2 0,100 195x100", "cell 1.0 0,200 390x44", "cell 1.1 0,244 390x44",
        ])
        let evaluated = try evaluate(Self.undeclaredDataSource)
        try evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone)).prepare(StaticDataSource(counts: [1, 1]))
        let notices = evaluated.notices
        #expect(notices.contains { $0.hasSuffix("'dataSource' is not declared in this file: it is taken to be the diffable data source of PeopleSection, the one section enum declared") }, "\(notices)")
        // Two section enums: which one the data source holds is not known, and the error says what is missing.
        let two = Self.undeclaredDataSource.replacingOccurrences(of: "enum PeopleSection { case photos, people }", with: "enum PeopleSection { case photos, people }\n    enum OtherSection { case a }")
        let error = try #require(evaluationError(two))
        #expect(error.contains("Bad.swift:9:28: cannot evaluate 'self.dataSource.snapshot()': PeopleViewController has no member 'dataSource' in this file"), "\(error)")
    }

    /// An enum whose cases each give their section (`var layoutSection: NSCollectionLayoutSection
    /// { switch self { … } }`), the file's only builder: one section per case in declared order.
    @Test func aSectionPropertyOfAnEnumsCasesIsASectionPerCase() throws {
        let source = """
            import UIKit

            enum RecipeFormSection: Int {
                case title, ingredients

                var layoutSection: NSCollectionLayoutSection {
                    let group: NSCollectionLayoutGroup
                    switch self {
                    case .title:
                        group = NSCollectionLayoutGroup.vertical(
                            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                            subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])
                    case .ingredients:
                        group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: .init(widthDimension: .absolute(120), heightDimension: .absolute(44)),
                            subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])
                    }
                    let section = NSCollectionLayoutSection(group: group)
                    switch self {
                    case .title: break
                    case .ingredients:
                        section.boundarySupplementaryItems = [
                            .init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(25)), elementKind: "Header", alignment: .topLeading)
                        ]
                        section.orthogonalScrollingBehavior = .continuous
                        section.interGroupSpacing = 8
                    }
                    return section
                }
            }
            """
        // .title 0–50; .ingredients' header 50–75, its 120-pt chips 128 apart sideways.
        #expect(try frames(source, counts: [1, 2]) == [
            "cell 0.0 0,0 390x50", "cell 1.0 0,75 120x44", "cell 1.1 128,75 120x44", "supplementary Header 1.0 0,50 390x25",
        ])
        let evaluated = try evaluate(source, name: "Recipe.swift")
        #expect(evaluated.impliedSectionTitles(count: 2) == ["Title", "Ingredients"])
        #expect(evaluated.notices.first == "Recipe.swift:6:9: RecipeFormSection.layoutSection gives a section for each case of RecipeFormSection: the 2 cases are shown one section each, in the order the enum declares them")
    }
    /// The same with a method that takes the layout environment (`func layoutSection(with
    /// environment: NSCollectionLayoutEnvironment)`), as an app's provider calls it with its own:
    /// `self` is each case in turn and the environment the device's.
    @Test func aSectionMethodOfAnEnumsCasesTakesTheEnvironment() throws {
        let source = """
            import UIKit

            enum Shelf: Hashable {
                case stories
                case grid

                func layoutSection(with environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                    switch self {
                    case .stories:
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(70), heightDimension: .absolute(90)), subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.orthogonalScrollingBehavior = .continuous
                        section.interGroupSpacing = 16
                        section.contentInsets = .init(top: 0, leading: 16, bottom: 16, trailing: 16)
                        return section
                    case .grid:
                        let columns = environment.container.effectiveContentSize.width > 500 ? 8 : 4
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitem: item, count: columns)
                        group.interItemSpacing = .fixed(10)
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        // .stories: 70×90 groups from x 16, 86 apart, 16 below; .grid at y 106: four columns of
        // (390 − 3 × 10) / 4 = 90 pt, 100 apart.
        #expect(try frames(source, counts: [2, 5]) == [
            "cell 0.0 16,0 70x90", "cell 0.1 102,0 70x90",
            "cell 1.0 0,106 90x50", "cell 1.1 100,106 90x50", "cell 1.2 200,106 90x50", "cell 1.3 300,106 90x50", "cell 1.4 0,156 90x50",
        ])
        let evaluated = try evaluate(source, name: "Shelf.swift")
        #expect(evaluated.impliedSectionTitles(count: 2) == ["Stories", "Grid"])
        #expect(evaluated.notices.first == "Shelf.swift:7:5: Shelf.layoutSection gives a section for each case of Shelf: the 2 cases are shown one section each, in the order the enum declares them")
    }
    /// Section builders as objects of the project's classes behind a protocol, which the layout's
    /// owner keeps in properties its `init` sets from parameters with defaults: the properties
    /// hold what a call with no arguments gives them, and their methods build the sections.
    static let providerObjects = """
        import UIKit

        protocol SectionBuilding {
            func makeSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection
        }

        final class BannerBuilder: SectionBuilding {
            func makeSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                let height = environment.container.contentSize.height / 4
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .paging
                return section
            }
        }

        final class GridBuilder: SectionBuilding {
            let spacing: CGFloat
            init(spacing: CGFloat = 10) { self.spacing = spacing }
            func makeSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                let width = (environment.container.contentSize.width - 3 * spacing) / 2
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(width)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(width)), subitems: [item])
                group.interItemSpacing = .fixed(spacing)
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = spacing
                section.contentInsets = .init(top: spacing, leading: spacing, bottom: spacing, trailing: spacing)
                return section
            }
        }

        final class ShopLayout {
            private let banner: SectionBuilding
            private let grid: SectionBuilding

            init(banner: SectionBuilding = BannerBuilder(), grid: SectionBuilding = GridBuilder()) {
                self.banner = banner
                self.grid = grid
            }

            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, environment in
                    index == 0 ? self.banner.makeSection(environment: environment) : self.grid.makeSection(environment: environment)
                }
            }
        }
        """

    @Test func propertiesAnInitSetsFromDefaultsHoldThoseDefaults() throws {
        // Banner pages 390 × 844/4 = 211; the grid from y 211 + 10: (390 − 30) / 2 = 180-pt squares
        // at x 10 and 200, rows 190 apart.
        #expect(try frames(Self.providerObjects, counts: [2, 3]) == [
            "cell 0.0 0,0 390x211", "cell 0.1 390,0 390x211",
            "cell 1.0 10,221 180x180", "cell 1.1 200,221 180x180", "cell 1.2 10,411 180x180",
        ])
        // Made with an argument, the builder's methods read it: (390 − 60) / 2 = 165-pt squares
        // inset 20, from y 231.
        let spaced = Self.providerObjects.replacingOccurrences(of: "grid: SectionBuilding = GridBuilder()", with: "grid: SectionBuilding = GridBuilder(spacing: 20)")
        #expect(try frames(spaced, counts: [1, 3]) == [
            "cell 0.0 0,0 390x211", "cell 1.0 20,231 165x165", "cell 1.1 205,231 165x165", "cell 1.2 20,416 165x165",
        ])
        // Without a default the value is the caller's, which the file does not have.
        let noDefault = Self.providerObjects.replacingOccurrences(of: "init(banner: SectionBuilding = BannerBuilder(),", with: "init(banner: SectionBuilding,")
        let error = try #require(evaluationError(noDefault, counts: [1, 1]))
        #expect(error.hasSuffix("cannot evaluate 'self.banner': 'banner' has no value in the file (it is set elsewhere)"), "\(error)")
    }
}
