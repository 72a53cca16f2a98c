import CollectionFiles
import CollectionLayout
import CollectionModel
import SwiftLayoutSource
import Testing

/// How real view controllers hand their layout over — a method as the section provider, a
/// builder taking the collection view, a local `let layout = createLayout(for: …)` — read as
/// UIKit runs them. Frames hand-computed.
@Suite struct InstallationTests {
    @Test func aMethodPassedAsTheSectionProviderIsAskedPerSection() throws {
        let source = """
            import UIKit

            final class MovieDetailViewController: UIViewController {
                enum Section: Int { case backdrop, synopsis }

                private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout())

                func layout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(sectionProvider: sectionProviderHandler)
                }

                func sectionProviderHandler(sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                    guard let section = Section(rawValue: sectionIndex) else { fatalError("Unknown section") }
                    switch section {
                    case .backdrop:
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(250))
                        return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    case .synopsis:
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(layoutEnvironment.container.contentSize.width / 6.5)),
                            subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        // Section 1's groups are 390 / 6.5 = 60 tall, two 195-pt items a group.
        #expect(try frames(source, counts: [1, 3]) == [
            "cell 0.0 0,0 390x250", "cell 1.0 0,250 195x60", "cell 1.1 195,250 195x60", "cell 1.2 0,310 195x60",
        ])
    }

    @Test func aSectionBuilderTakingTheCollectionViewGetsTheSimulatedOne() throws {
        let source = """
            import UIKit

            final class NotificationsSection {
                func sectionLayout(_ collectionView: UICollectionView, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(collectionView.bounds.width / 3), heightDimension: .absolute(44)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        #expect(try frames(source, counts: [4]) == ["cell 0.0 0,0 130x44", "cell 0.1 130,0 130x44", "cell 0.2 260,0 130x44", "cell 0.3 0,44 130x44"])
    }

    static let products = """
        import UIKit

        class ProductsListViewController: UIViewController {
            private let searchBar = UISearchBar()
            private var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                searchBar.backgroundImage = UIImage()
                view.addSubview(searchBar)

                let layout = createLayout(for: view.frame.size)
                collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                collectionView.backgroundColor = .white
                view.addSubview(collectionView)
            }

            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(alongsideTransition: { _ in
                    self.collectionView.collectionViewLayout = self.createLayout(for: size)
                }, completion: nil)
            }

            private func createLayout(for size: CGSize) -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                if size.width < size.height {
                    layout.itemSize = CGSize(width: size.width - 16, height: 250)
                } else {
                    let itemWidth = (size.width / 3) - 16
                    layout.itemSize = CGSize(width: itemWidth, height: itemWidth)
                }
                layout.minimumLineSpacing = 8
                layout.minimumInteritemSpacing = 8
                layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                return layout
            }
        }
        """

    @Test func aLocalLayoutVariableTakesItsBuildersArgumentsFromViewDidLoad() throws {
        // `createLayout(for: view.frame.size)`: portrait 390×844, so 374×250 items 8 apart; what
        // viewDidLoad does to its views (colours, subviews, the search bar's image) is not run;
        // the rotation handler's `size` (not known before a rotation) is passed over.
        #expect(try frames(Self.products, counts: [3]) == ["cell 0.0 8,8 374x250", "cell 0.1 8,266 374x250", "cell 0.2 8,524 374x250"])
        // In landscape (864×390) the same call gives 272-pt squares (864 / 3 − 16), three a line
        // of 848 (816 + two spacings of 16 once justified), the last line on those columns.
        let landscape = Size(width: 864, height: 390)
        #expect(try frames(Self.products, counts: [2], device: landscape) == ["cell 0.0 8,8 272x272", "cell 0.1 296,8 272x272"])
    }

    static let home = """
        import UIKit

        final class HomeViewController: UIViewController {
            enum Section: Int, CaseIterable { case banner, categories, products }
            enum Item: Hashable { case banner(String), category(String), product(String) }
            typealias DataSource = UICollectionViewDiffableDataSource<Section, Item>
            private var dataSource: DataSource!
            private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())

            private func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
                    guard let section = self?.dataSource.snapshot().sectionIdentifiers[sectionIndex] else { return nil }
                    switch section {
                    case .banner: return self?.bannerSection()
                    case .categories, .products: return self?.gridSection()
                    }
                }
            }

            private func bannerSection() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                return section
            }

            private func gridSection() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
        """

    @Test(arguments: ["self?.dataSource.snapshot().sectionIdentifiers[sectionIndex]", "self?.dataSource.sectionIdentifier(for: sectionIndex)"])
    func aDiffableDataSourcesSectionsAreItsSectionEnumsCases(read: String) throws {
        let source = Self.home.replacingOccurrences(of: "self?.dataSource.snapshot().sectionIdentifiers[sectionIndex]", with: read)
        // The banner a 351-pt page (0.9 of 390) 200 tall; then two grids of 195×100 cells.
        #expect(try frames(source, counts: [1, 2, 2]) == [
            "cell 0.0 0,0 351x200", "cell 1.0 0,200 195x100", "cell 1.1 195,200 195x100", "cell 2.0 0,300 195x100", "cell 2.1 195,300 195x100",
        ])
        let evaluated = try evaluate(source, name: "Home.swift")
        #expect(evaluated.impliedSections(environment: LayoutEnvironment(containerSize: phone))?.count == 3)
        #expect(evaluated.impliedSectionTitles(count: 3) == ["Banner", "Categories", "Products"])
        #expect(evaluated.notices == ["Home.swift:12:33: the data source's snapshot is made at run time: its sections are taken to be Section's 3 cases in order"])
    }

    /// The same view controller fetched without its `Section` enum (declared in another file):
    /// its sections are the cases the provider's switch names, in the order its snapshot appends
    /// them, with both notices.
    @Test(arguments: ["self?.dataSource.snapshot().sectionIdentifiers[sectionIndex]", "self?.dataSource.sectionIdentifier(for: sectionIndex)"])
    func aDiffableDataSourcesUndeclaredSectionEnumIsItsSwitchsCases(read: String) throws {
        let source = Self.home.replacingOccurrences(of: "self?.dataSource.snapshot().sectionIdentifiers[sectionIndex]", with: read)
            .replacingOccurrences(of: "    enum Section: Int, CaseIterable { case banner, categories, products }\n", with: "")
            .replacingOccurrences(of: "    private func bannerSection()", with: """
                    private func applyInitialSnapshot() {
                        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
                        snapshot.appendSections([.banner, .categories, .products])
                        dataSource.apply(snapshot)
                    }

                    private func bannerSection()
                """)
        #expect(try frames(source, counts: [1, 2, 2]) == [
            "cell 0.0 0,0 351x200", "cell 1.0 0,200 195x100", "cell 1.1 195,200 195x100", "cell 2.0 0,300 195x100", "cell 2.1 195,300 195x100",
        ])
        let evaluated = try evaluate(source, name: "Home.swift")
        #expect(evaluated.impliedSections(environment: LayoutEnvironment(containerSize: phone))?.count == 3)
        #expect(evaluated.notices == [
            "Home.swift:12:13: Section is not declared in the code read: it is taken to be an enum of these cases, in the order the snapshot's appendSections states: .banner, .categories, .products; pass the project folder to read its declaration",
            "Home.swift:11:33: the data source's snapshot is made at run time: its sections are taken to be Section's 3 cases in order",
        ])
    }

    @Test func typedLiteralFractionsZeroAndTheViewControllersTraitsAreSwifts() throws {
        let source = """
            import UIKit

            final class V: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let fraction: CGFloat = 1 / 3
                    let columns = traitCollection.horizontalSizeClass == .regular ? 4 : 2
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(columns) * 30)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = .zero
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }
            """
        // 1 / 3 in CGFloat: 130-pt items (not a 0 fraction); a phone is compact: 2 · 30 = 60 tall.
        #expect(try frames(source, counts: [4]) == ["cell 0.0 0,0 130x60", "cell 0.1 130,0 130x60", "cell 0.2 260,0 130x60", "cell 0.3 0,60 130x60"])
        // An iPad in landscape is regular: 4 · 30 = 120 tall.
        let pad = Size(width: 1180, height: 820)
        #expect(try frames(source, counts: [1], device: pad).first?.hasSuffix("x120") == true)
    }

    /// Apple's photo album sample: `let groupFractionalHeight: Float = isWide ? 1/3 : 2/3` divides
    /// in Float; `self?.traitCollection` is the device's.
    @Test func literalFractionsOfATypedTernaryAndSelfsTraitsAreSwifts() throws {
        let source = """
            import UIKit

            final class AlbumViewController: UIViewController {
                func generateLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] sectionIndex, layoutEnvironment in
                        let isWide = self?.traitCollection.horizontalSizeClass == .regular
                        let groupFractionalHeight: Float = isWide ? 1/3 : 2/3
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(CGFloat(groupFractionalHeight))),
                            subitem: item, count: 1)
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        // A phone is compact: 2/3 of 390 = 260 tall (an Int division would give 0, an error).
        #expect(try frames(source, counts: [2]) == ["cell 0.0 0,0 390x260", "cell 0.1 0,260 390x260"])
    }

    /// A layout builder declared inside the initializer (or method) that installs it is a local
    /// function: it is found there, not in the type.
    @Test(arguments: ["init", "method"])
    func aLocalBuilderFunctionIsTheInstalledLayout(_ place: String) throws {
        let builder = """
                    func generateLayout() -> UICollectionViewLayout {
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)), subitem: item, count: 2)
                        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                    }
            """
        let source = place == "init" ? """
            import UIKit

            final class GamesViewController: UICollectionViewController {
                init() {
            \(builder)
                    super.init(collectionViewLayout: generateLayout())
                }
            }
            """ : """
            import UIKit

            final class GamesViewController: UIViewController {
                var grid: UICollectionView!
                private func configureCollectionView() {
            \(builder)
                    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: generateLayout())
                    grid = collectionView
                }
            }
            """
        // Groups 195 tall (half the width), two 195-pt items each, inset 8 all round.
        #expect(try frames(source, counts: [3]) == ["cell 0.0 8,8 179x179", "cell 0.1 203,8 179x179", "cell 0.2 8,203 179x179"])
    }

    /// The collection view holds the layout object it is given: what the code sets on it after
    /// handing it over is its layout too, as UIKit's reference type would have it — until the
    /// variable is given another object, which the collection view does not hold.
    @Test(arguments: ["super.init(collectionViewLayout: flowLayout)", "grid = UICollectionView(frame: .zero, collectionViewLayout: flowLayout)"])
    func aFlowLayoutConfiguredAfterItIsHandedOverKeepsItsSettings(_ install: String) throws {
        let source = """
            import UIKit

            class PictureSelectorViewController: UICollectionViewController {
                var grid: UICollectionView!
                init() {
                    var flowLayout = UICollectionViewFlowLayout()
                    \(install)
                    let side: CGFloat = 80
                    flowLayout.itemSize = CGSize(width: side, height: side)
                    flowLayout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                    flowLayout = UICollectionViewFlowLayout()
                    flowLayout.itemSize = CGSize(width: 20, height: 20)
                }
            }
            """
        // Four 80-pt items fit the 370 pt between the insets (4 × 80 + 3 × 10 ≤ 370); the 50 pt
        // left are spread between them: 16.67 apart.
        let laidOut = try frames(source, counts: [5]).map { line -> String in
            // Rounded to hundredths: the spread is a third of a point.
            let parts = line.split(separator: " ")
            func n(_ text: Substring) -> String {
                let v = (Double(text)! * 100).rounded() / 100
                return v == v.rounded() ? String(Int(v)) : String(v)
            }
            let xy = parts[2].split(separator: ",").map(n), size = parts[3].split(separator: "x").map(n)
            return "\(parts[0]) \(parts[1]) \(xy[0]),\(xy[1]) \(size[0])x\(size[1])"
        }
        #expect(laidOut == [
            "cell 0.0 10,10 80x80", "cell 0.1 106.67,10 80x80", "cell 0.2 203.33,10 80x80", "cell 0.3 300,10 80x80", "cell 0.4 10,100 80x80",
        ])
    }

    /// A library that drives the collection view takes the layout as its `layout:` argument: the
    /// layout built for it in `viewDidLoad` is the one shown, with what is set on it after.
    @Test func aLayoutHandedToALibrarysDriverIsTheOneShown() throws {
        let source = """
            import UIKit
            import ReactiveCollectionsKit

            final class ListViewController: UICollectionViewController {
                var driver: CollectionViewDriver!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = UICollectionViewCompositionalLayout { _, _ in
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                    layout.configuration.interSectionSpacing = 20
                    self.driver = CollectionViewDriver(view: self.collectionView, layout: layout, viewModel: ViewModel(), controller: self)
                }
            }
            """
        #expect(try frames(source, counts: [3, 1]) == ["cell 0.0 0,0 195x60", "cell 0.1 195,0 195x60", "cell 0.2 0,60 195x60", "cell 1.0 0,140 195x60"])
    }

    /// A layout given in the initializer and replaced in `viewDidLoad()` (or a method it calls)
    /// is the replacement on screen, as UIKit shows it; `--layout-function init` still picks the first.
    @Test(arguments: [false, true])
    func aLayoutReplacedWhenTheViewLoadsIsTheOneShown(_ throughAMethod: Bool) throws {
        let replace = """
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = NSDirectionalEdgeInsets().top + 4
                    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: section)
            """
        let source = """
            import UIKit

            class HistoryViewController: UICollectionViewController {
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 100, height: 100)
                    super.init(collectionViewLayout: layout)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
            \(throughAMethod ? "        configureLayout()\n    }\n\n    private func configureLayout() {" : "")
            \(replace)
                }
            }
            """
        #expect(try frames(source, counts: [2]) == ["cell 0.0 0,0 390x60", "cell 0.1 0,64 390x60"])
        // Three 100-pt items fit a line, 45 apart: the last line keeps the grid's spacing.
        #expect(try frames(source, counts: [2], function: "init") == ["cell 0.0 0,0 100x100", "cell 0.1 145,0 100x100"])
        let file = try SwiftLayoutSource.parse(Array(source.utf8), name: "History.swift")
        #expect(file.uninstalledLayouts() == nil)
    }

    /// Layouts installed in the two branches of an `if` the device decides (its orientation): the
    /// branch the device takes is the one shown, in portrait and in landscape.
    @Test func theBranchTheDeviceTakesInstallsTheLayoutShown() throws {
        let source = """
            import UIKit

            class CardsDeckViewController: UICollectionViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if UIDevice.current.orientation.isLandscape {
                        let layout = createWideLayout()
                        collectionView.collectionViewLayout = layout
                    } else {
                        collectionView.collectionViewLayout = createTallLayout()
                    }
                }
            }

            func createWideLayout() -> UICollectionViewCompositionalLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            func createTallLayout() -> UICollectionViewCompositionalLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """
        #expect(try frames(source, counts: [2]) == ["cell 0.0 0,0 390x300", "cell 0.1 0,300 390x300"])
        let landscape = Size(width: 844, height: 390)
        #expect(try frames(source, counts: [2], device: landscape) == ["cell 0.0 0,0 211x100", "cell 0.1 211,0 211x100"])
        // The viewer offers the other one second.
        let file = try SwiftLayoutSource.parse(Array(source.utf8), name: "Cards.swift")
        #expect(try file.layoutBuilders(first: nil, device: LayoutEnvironment(containerSize: phone)).map(\.name) == ["createTallLayout", "createWideLayout"])
    }

    /// An initializer whose layout parameter has a default (`init(flowLayout: … =
    /// UICollectionViewFlowLayout())`) keeps it in a stored property and installs it: the default,
    /// as configured there, is the layout; the stored property alone builds nothing.
    @Test func anInitializersDefaultLayoutKeptInAPropertyIsInstalled() throws {
        let source = """
            import UIKit

            class MainVC: UICollectionViewController {
                var flowLayout: UICollectionViewFlowLayout

                init(flowLayout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) {
                    self.flowLayout = flowLayout
                    self.flowLayout.itemSize = CGSize(width: 120, height: 40)
                    flowLayout.minimumLineSpacing = 4
                    super.init(collectionViewLayout: self.flowLayout)
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                    let spacing = self.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
                    return UIEdgeInsets(top: 0, left: spacing, bottom: 0, right: spacing)
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
                    15
                }
            }
            """
        // 120-pt items at least 15 apart between 15-pt insets: 2 fit the 360 pt of a line, the
        // 120 pt left go between them (x 15, 255); lines 40 + 4 apart.
        #expect(try frames(source, counts: [3]) == ["cell 0.0 15,0 120x40", "cell 0.1 255,0 120x40", "cell 0.2 15,44 120x40"])
        // The delegate method asking another (its `layout:` argument) hands no layout over.
        let file = try SwiftLayoutSource.parse(Array(source.utf8), name: "Main.swift")
        #expect(try file.layoutBuilders(first: nil).map(\.name) == ["init"])
    }
    /// A layout made before an `if` and handed to a controller in one of its branches: the
    /// statements before the `if` make it (they were left out, and `flowLayout` was unknown).
    @Test func aLayoutHandedOverInABranchIsMadeByTheStatementsBeforeIt() throws {
        let source = """
            import UIKit

            final class TrackerViewController: UIViewController {
                var entries: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let flowLayout = UICollectionViewFlowLayout()
                    flowLayout.itemSize = CGSize(width: view.frame.size.width / 10 + 2, height: view.frame.size.width / 10 + 2)
                    flowLayout.minimumInteritemSpacing = 0
                    if entries.isEmpty {
                        view.backgroundColor = .white
                    } else {
                        let grid = GridController(collectionViewLayout: flowLayout)
                        addChild(grid)
                    }
                }
            }
            """
        // 41-pt cells: nine fit 390 pt (369), the 21 left spread over eight gaps: 43.625 apart;
        // the next line 10 below (UIKit's line spacing).
        #expect(try frames(source, counts: [10]) == [
            "cell 0.0 0,0 41x41", "cell 0.1 43.625,0 41x41", "cell 0.2 87.25,0 41x41", "cell 0.3 130.875,0 41x41", "cell 0.4 174.5,0 41x41",
            "cell 0.5 218.125,0 41x41", "cell 0.6 261.75,0 41x41", "cell 0.7 305.375,0 41x41", "cell 0.8 349,0 41x41", "cell 0.9 0,51 41x41",
        ])
    }
    /// A layout made on a tap — in `didSelectItemAt`, an `@objc` action or a segue's
    /// `prepare(for:sender:)` — is the next screen's: the one shown is what `viewDidLoad`
    /// configures (it was the tap's 50×50 default layout).
    @Test(arguments: [
        "override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {",
        "@objc func showArticles() {",
        "override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",
    ])
    func aLayoutMadeOnATapIsTheNextScreens(handler: String) throws {
        let source = """
            import UIKit

            final class CategoriesViewController: UICollectionViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
                        layout.itemSize = CGSize(width: (view.frame.width - 30) / 2, height: 250)
                        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                    }
                }

                HANDLER
                    let articles = ArticlesViewController(collectionViewLayout: UICollectionViewFlowLayout())
                    navigationController?.pushViewController(articles, animated: true)
                }
            }
            """.replacingOccurrences(of: "HANDLER", with: handler)
        // (390 − 30) / 2 = 180-pt cells at x 10 and 200 (the 370 pt between the insets hold two
        // with 10 between), rows 260 apart (line spacing 10).
        #expect(try frames(source, counts: [3]) == ["cell 0.0 10,10 180x250", "cell 0.1 200,10 180x250", "cell 0.2 10,270 180x250"])
    }
    /// A layout object kept in a stored property (`let layout = UICollectionViewFlowLayout()`) and
    /// configured where it is installed, in `viewDidLoad`: what is set on it is the layout (the
    /// property alone, UIKit's 50×50 defaults, was shown).
    @Test(arguments: ["collectionView.collectionViewLayout = layout", "collectionView.setCollectionViewLayout(self.layout, animated: false)"])
    func aStoredLayoutConfiguredWhereItIsInstalledIsShownConfigured(install: String) throws {
        let source = """
            import UIKit

            final class OverviewViewController: UIViewController {
                let layout = UICollectionViewFlowLayout()
                let inset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                @IBOutlet weak var collectionView: UICollectionView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let width = UIScreen.main.bounds.width - (inset.left + inset.right)
                    layout.sectionInset = inset
                    self.layout.minimumLineSpacing = 12
                    layout.itemSize = CGSize(width: width, height: 130)
                    INSTALL
                }
            }
            """.replacingOccurrences(of: "INSTALL", with: install)
        // 370 × 130 at x 10 (the section inset), rows 142 apart.
        #expect(try frames(source, counts: [2]) == ["cell 0.0 10,10 370x130", "cell 0.1 10,152 370x130"])
    }
    /// A collection view subclass that hands the layout its caller gives to `super.init`: the
    /// layout is the caller's, in a file not read; one line says so (it said the name was not
    /// declared), and `--define` gives one.
    @Test func aLayoutParameterOfTheInitIsTheCallers() throws {
        let source = """
            import UIKit

            final class DirectCollectionView: UICollectionView, UICollectionViewDelegateFlowLayout {
                override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
                    super.init(frame: frame, collectionViewLayout: layout)
                    delegate = self
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: collectionView.bounds.width - 48, height: 119)
                }
            }
            """
        #expect(evaluationError(source, name: "Direct.swift") == """
            Direct.swift:5:56: cannot evaluate 'layout': 'layout' is the parameter collectionViewLayout of DirectCollectionView.init(frame:collectionViewLayout:): the code that calls it gives the layout, in a file not read; --define layout=VALUE gives it
            """)
        var file = try SwiftLayoutSource.parse(Array(source.utf8), name: "Direct.swift")
        file.definitions = try SwiftDefinitions(["layout=UICollectionViewFlowLayout()"])
        let layout = try file.evaluate(device: LayoutEnvironment(containerSize: phone)).makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: [2]))
        // One 342-pt item a line, centred: x 24; lines 10 apart.
        #expect(elements(of: layout) == ["cell 0.0 24,0 342x119", "cell 0.1 24,129 342x119"])
    }
    /// The storyboard's layout cast in an `if let` and handed back inside it (`if let layout =
    /// collectionView.collectionViewLayout as? UICollectionViewFlowLayout { …; collectionView
    /// .collectionViewLayout = layout }`): the `if let` binds it (the name was unknown), and the
    /// layout's own `collectionView` is the simulated one.
    @Test func aLayoutBoundByAnIfLetAndHandedBackIsTheStoryboards() throws {
        let source = """
            import UIKit

            final class HourlyCell: UITableViewCell {
                @IBOutlet var collectionView: UICollectionView!

                override func awakeFromNib() {
                    super.awakeFromNib()
                    setupLayout()
                }

                private func setupLayout() {
                    if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
                        layout.itemSize = CGSize(width: 60, height: 90)
                        layout.minimumInteritemSpacing = 5
                        layout.sectionInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
                        layout.collectionView?.backgroundColor = .clear
                        collectionView.collectionViewLayout = layout
                    }
                }
            }
            """
        // 360 pt between the insets: five 60-pt items (320 with 4 × 5), the 40 left spread: 75 apart.
        #expect(try frames(source, counts: [6]) == [
            "cell 0.0 15,0 60x90", "cell 0.1 90,0 60x90", "cell 0.2 165,0 60x90", "cell 0.3 240,0 60x90", "cell 0.4 315,0 60x90", "cell 0.5 15,100 60x90",
        ])
    }
}
