import CollectionFiles
import CollectionLayout
import CollectionModel
import Foundation
import SwiftLayoutSource
import Testing

/// Swift as real projects write it: names declared in other files of the project, several
/// builders of which the code installs one, badges, memberwise values, the API public view
/// controllers use. Exact frames, hand-computed or equal to the JSON equivalent's.
@Suite struct RealCodeTests {
    /// Lays out `source` read with the other files of its project.
    func projectFrames(_ source: String, others: [String: String], counts: [Int], name: String = "/app/Feed/FeedViewController.swift") throws -> [String] {
        let evaluated = try evaluateProject(source, others: others, name: name)
        let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: counts))
        return elements(of: layout)
    }

    func evaluateProject(_ source: String, others: [String: String], name: String = "/app/Feed/FeedViewController.swift") throws -> EvaluatedLayout {
        let files = others.sorted { $0.key < $1.key }.map { SwiftProject.File(path: $0.key, bytes: Array($0.value.utf8)) }
        let file = try SwiftLayoutSource.parse(Array(source.utf8), name: name, project: SwiftProject(root: "/app", files: files))
        return try file.evaluate(device: LayoutEnvironment(containerSize: phone))
    }

    static let viewController = """
        import UIKit

        final class FeedViewController: UIViewController {
            lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())

            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    guard let kind = FeedSection(rawValue: sectionIndex) else { return nil }
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(kind.columnCount)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = .init(top: 0, leading: Metrics.margin, bottom: 0, trailing: Metrics.margin)
                    let header = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                        elementKind: SectionTitleView.elementKind, alignment: .top)
                    section.boundarySupplementaryItems = [header]
                    return section
                }
            }
        }
        """

    static let sectionFile = """
        import UIKit

        enum FeedSection: Int, CaseIterable {
            case stories, posts

            var columnCount: Int {
                switch self {
                case .stories: return 4
                case .posts: return 2
                }
            }
        }

        struct Metrics {
            static let margin: CGFloat = 15
            static let rowHeight: CGFloat = 80
        }
        """

    static let headerFile = """
        import UIKit

        final class SectionTitleView: UICollectionReusableView {
            static let elementKind = "section-title"
        }
        """

    @Test func namesDeclaredInOtherFilesOfTheProjectAreFound() throws {
        let frames = try projectFrames(
            Self.viewController, others: ["/app/Feed/FeedSection.swift": Self.sectionFile, "/app/Views/SectionTitleView.swift": Self.headerFile],
            counts: [4, 2])
        // 360 pt between the margins: 4 columns of 90, then 2 of 180; each section 30 + 80 tall.
        #expect(frames == [
            "cell 0.0 15,30 90x80", "cell 0.1 105,30 90x80", "cell 0.2 195,30 90x80", "cell 0.3 285,30 90x80",
            "cell 1.0 15,140 180x80", "cell 1.1 195,140 180x80",
            "supplementary section-title 0.0 15,0 360x30", "supplementary section-title 1.0 15,110 360x30",
        ])
    }

    @Test func withoutTheProjectANameIsUnknownAndSaysWhere() throws {
        let error = evaluationError(Self.viewController, counts: [1], name: "FeedViewController.swift")
        #expect(
            error
                == "FeedViewController.swift:8:30: cannot evaluate 'FeedSection(rawValue: sectionIndex)': unknown call 'FeedSection': no such function in the file or its project, and not one of UIKit's that cvsim evaluates")
    }

    @Test func anErrorInAnotherFileNamesThatFileAndLine() throws {
        let broken = Self.sectionFile.replacingOccurrences(of: "static let rowHeight: CGFloat = 80", with: "static let rowHeight: CGFloat = 80 / 0")
        var message = ""
        do {
            _ = try projectFrames(Self.viewController, others: ["/app/Feed/FeedSection.swift": broken, "/app/Views/SectionTitleView.swift": Self.headerFile], counts: [1])
        } catch { message = (error as? CustomStringConvertible)?.description ?? "\(error)" }
        // The place is the other file's, and the whole expression the operator joins is quoted.
        #expect(message == "/app/Feed/FeedSection.swift:16:37: cannot evaluate '80 / 0': division by zero")
    }

    @Test func anotherFilesPrivateOrRepeatedTypeIsNotMergedIn() throws {
        // Another view controller's private enum of the same name, and a second public one further away.
        let other = "private enum FeedSection: Int { case a, b, c, d, e }\n"
        let far = "enum FeedSection: Int { case x }\n"
        let frames = try projectFrames(
            Self.viewController,
            others: [
                "/app/Feed/FeedSection.swift": Self.sectionFile, "/app/Other/OtherViewController.swift": other, "/app/A/Far.swift": far,
                "/app/Views/SectionTitleView.swift": Self.headerFile,
            ], counts: [1, 1])
        #expect(frames == ["cell 0.0 15,30 90x80", "cell 1.0 15,140 180x80", "supplementary section-title 0.0 15,0 360x30", "supplementary section-title 1.0 15,110 360x30"])
    }

    @Test func aKindOrIdentifierTheProjectDoesNotDeclareIsItsText() throws {
        let frames = try projectFrames(Self.viewController, others: ["/app/Feed/FeedSection.swift": Self.sectionFile], counts: [1])
        #expect(frames.contains("supplementary SectionTitleView.elementKind 0.0 15,0 360x30"))
        let evaluated = try evaluateProject(Self.viewController, others: ["/app/Feed/FeedSection.swift": Self.sectionFile])
        evaluated.probe(LayoutEnvironment(containerSize: phone))
        #expect(evaluated.notices.contains { $0.hasSuffix("'SectionTitleView.elementKind' is not declared in the project: the element kind is its text, \"SectionTitleView.elementKind\"") })
    }

    @Test func aFolderIsReadAsAProjectAndItsViewControllerIsPicked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cvsim-project-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in [
            "App.xcodeproj/project.pbxproj": "", "App/Feed/FeedViewController.swift": Self.viewController,
            "App/Feed/FeedSection.swift": Self.sectionFile, "App/Views/SectionTitleView.swift": Self.headerFile,
            ".build/checkouts/Other.swift": "enum Metrics { static let margin: CGFloat = 99 }",
        ] {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        #expect(SwiftProject.root(of: root + "/App/Feed/FeedViewController.swift") == root)
        #expect(SwiftProject.read(around: root + "/App/Feed").files.map { String($0.path.dropFirst(root.count)) } == [
            "/App/Feed/FeedSection.swift", "/App/Feed/FeedViewController.swift", "/App/Views/SectionTitleView.swift",
        ])
        for path in [root + "/App", root + "/App/Feed/FeedViewController.swift"] {
            let source = try SwiftLayoutSource.load(contentsOf: path)
            let layout = try source.evaluate(device: LayoutEnvironment(containerSize: phone)).makeLayout(bounds: Rect(origin: .zero, size: phone))
            try layout.prepare(StaticDataSource(counts: [1, 1]))
            #expect(elements(of: layout) == [
                "cell 0.0 15,30 90x80", "cell 1.0 15,140 180x80", "supplementary section-title 0.0 15,0 360x30", "supplementary section-title 1.0 15,110 360x30",
            ])
        }
        // Two view controllers: the folder is ambiguous, and says which.
        try Self.viewController.replacingOccurrences(of: "FeedViewController", with: "OtherViewController").write(
            toFile: root + "/App/Feed/OtherViewController.swift", atomically: true, encoding: .utf8)
        var message = ""
        do { _ = try SwiftLayoutSource.load(contentsOf: root + "/App") } catch { message = error.description }
        #expect(message.hasPrefix("\(root)/App:1:1: 2 files build a layout: \(root)/App/Feed/FeedViewController.swift (makeLayout); "))
    }

    // MARK: - The layout the code installs

    static let twoLayouts = """
        import UIKit

        class PhotosViewController: UICollectionViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.collectionViewLayout = makeListLayout()
            }

            func makeGridLayout(columns: Int = 3) -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            func makeListLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }
        """

    @Test func theLayoutTheCodeInstallsIsPickedAmongSeveral() throws {
        #expect(try frames(Self.twoLayouts, counts: [2]) == ["cell 0.0 0,0 390x50", "cell 0.1 0,50 390x50"])
        // --layout-function still picks any, with its defaults.
        #expect(try frames(Self.twoLayouts, counts: [2], function: "makeGridLayout") == ["cell 0.0 0,0 130x100", "cell 0.1 130,0 130x100"])
    }

    @Test func aBuilderTakesTheArgumentsOfTheCallThatInstallsIt() throws {
        let installed = Self.twoLayouts.replacingOccurrences(of: "makeListLayout()\n    }\n\n    func makeGrid", with: "makeGridLayout(columns: 2)\n    }\n\n    func makeGrid")
        let source = installed.replacingOccurrences(of: "collectionViewLayout = makeListLayout()", with: "collectionViewLayout = makeGridLayout(columns: 2)")
        #expect(try frames(source, counts: [3]) == ["cell 0.0 0,0 195x100", "cell 0.1 195,0 195x100", "cell 0.2 0,100 195x100"])
        // A parameter without a default that no call gives: one line naming it.
        let required = Self.twoLayouts.replacingOccurrences(of: "columns: Int = 3", with: "columns: Int")
        #expect(
            evaluationError(required, function: "makeGridLayout")
                == "Bad.swift:9:10: cannot evaluate 'makeGridLayout': 'makeGridLayout' takes 'columns', which no call in the project that installs the layout gives and which has no default value: give it with --define columns=VALUE, or pick another layout with --layout-function"
        )
    }

    @Test func aPlaceholderLayoutReplacedLaterIsPassedOver() throws {
        let source = """
            import UIKit

            final class HomeView: UICollectionView {
                init() {
                    super.init(frame: .zero, collectionViewLayout: UICollectionViewLayout())
                    setCollectionViewLayout(createLayout(), animated: false)
                }

                private func createLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """
        #expect(try frames(source, counts: [3]) == ["cell 0.0 0,0 195x40", "cell 0.1 195,0 195x40", "cell 0.2 0,40 195x40"])
    }

    @Test func helpersCalledByTheBuilderAreNotCandidatesOfTheirOwn() throws {
        let source = """
            import UIKit

            final class Adapter {
                var ipad: Int?

                func sectionLayout(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
                    if UIDevice.current.userInterfaceIdiom == .pad, let columns = ipad { return grid(columns) }
                    return grid(Int(environment.container.contentSize.width / 100))
                }

                private func grid(_ columns: Int) -> NSCollectionLayoutSection? {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                        subitems: Array(repeating: item, count: columns))
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        // 390 / 100 → 3 columns of 130.
        #expect(try frames(source, counts: [4]) == ["cell 0.0 0,0 130x60", "cell 0.1 130,0 130x60", "cell 0.2 260,0 130x60", "cell 0.3 0,60 130x60"])
    }

    // MARK: - The API real code uses

    @Test func badgesWithAnchorsGiveTheFramesOfTheirLayoutFile() throws {
        let source = layoutFunction(
            """
                let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
                let badge = NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                    elementKind: "badge", containerAnchor: badgeAnchor)
                let pin = NSCollectionLayoutSupplementaryItem(
                    layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "pin",
                    containerAnchor: NSCollectionLayoutAnchor(edges: .bottom, absoluteOffset: CGPoint(x: 0, y: -4)),
                    itemAnchor: NSCollectionLayoutAnchor(edges: [.top]))
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge, pin])
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            """)
        let json = """
            {"layout": "compositional", "sections": [{"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
              "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [
                {"elementKind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}},
                 "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.5, "y": -0.5}}},
                {"elementKind": "pin", "size": {"width": {"absolute": 10}, "height": {"absolute": 10}},
                 "containerAnchor": {"edges": ["bottom"], "absoluteOffset": {"x": 0, "y": -4}}, "itemAnchor": {"edges": ["top"]}}]}]}}]}
            """
        let swift = try frames(source, counts: [2])
        #expect(swift == (try frames(json: json, counts: [2])))
        // By hand: the badge's top-trailing corner at the item's (390, 0), moved half its size right and up;
        // the pin's top middle at the item's bottom middle (97.5, 100), 4 pt up.
        #expect(swift.contains("supplementary badge 0.1 380,-10 20x20") && swift.contains("supplementary pin 0.0 92.5,96 10x10"))
    }

    @Test func arraysRangesMapReduceAndLiteralFractions() throws {
        let source = layoutFunction(
            """
                let widths = (1...3).map { CGFloat($0) }
                let total = widths.reduce(0, +)
                let items = widths.map { NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth($0 / total), heightDimension: .fractionalHeight(1))) }
                let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1/6)), subitems: items)
                let pair = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2/6)), subitems: Array(repeating: row, count: 2))
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: pair))
            """)
        // Thirds of 1:2:3 (65, 130, 195) in rows of 390 / 6 = 65, two rows a group.
        #expect(try frames(source, counts: [4]) == ["cell 0.0 0,0 65x65", "cell 0.1 65,0 130x65", "cell 0.2 195,0 195x65", "cell 0.3 0,65 65x65"])
    }

    @Test func aFractionAboveOneOverflowsItsContainerAsInUIKit() throws {
        let source = layoutFunction(
            """
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1.5), heightDimension: .absolute(50)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                return UICollectionViewCompositionalLayout(section: section)
            """)
        let json = """
            {"layout": "compositional", "sections": [{"orthogonalScrollingBehavior": "continuous", "group": {"group": "horizontal",
              "size": {"width": {"fractionalWidth": 1.5}, "height": {"absolute": 50}},
              "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}
            """
        let swift = try frames(source, counts: [2])
        #expect(swift == ["cell 0.0 0,0 585x50", "cell 0.1 585,0 585x50"])
        #expect(swift == (try frames(json: json, counts: [2])))
    }

    @Test func decorationKindsAreKeptAsWritten() throws {
        let source = layoutFunction(
            """
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "posts-background")]
                return UICollectionViewCompositionalLayout(section: section)
            """)
        #expect(try frames(source, counts: [2]) == ["cell 0.0 0,0 390x40", "cell 0.1 0,40 390x40", "decoration posts-background 0.0 0,0 390x80"])
        // Through JSON and back to Swift, the kind stays.
        let described = try evaluate(source).staticDescription!
        #expect(described.encodedJSON().contains("\"elementKind\": \"posts-background\""))
        #expect(try SwiftWriter.source(of: described, origin: "x.json").contains("NSCollectionLayoutDecorationItem.background(elementKind: \"posts-background\")"))
    }

    @Test func memberwiseValuesOfTheProjectsTypesReadOnlyTheFieldsTheLayoutUses() throws {
        let source = """
            import UIKit

            final class GridViewController: UIViewController {
                private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)

                private lazy var collectionViewLayout: UICollectionViewCompositionalLayout = {
                    UICollectionViewCompositionalLayout(section: model.provider.layoutSection())
                }()

                private let model = Model(provider: GridSectionProvider(), items: (0...50).map { Item(text: $0.description) })

                private struct Model {
                    var provider: GridSectionProvider
                    var items: [Item]
                }
            }
            """
        let provider = """
            import UIKit

            struct GridSectionProvider {
                func layoutSection() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1/5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1/5)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        // `Item` is declared nowhere, but the layout never reads the items.
        #expect(try projectFrames(source, others: ["/app/Feed/GridSectionProvider.swift": provider], counts: [6]) == [
            "cell 0.0 0,0 78x78", "cell 0.1 78,0 78x78", "cell 0.2 156,0 78x78", "cell 0.3 234,0 78x78", "cell 0.4 312,0 78x78", "cell 0.5 0,78 78x78",
        ])
    }

    @Test func aCustomGroupRunsItsItemProviderForTheGroupsSize() throws {
        let source = """
            import UIKit

            final class ExploreViewController: UIViewController {
                private func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let group = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))) { environment in
                            var items = [NSCollectionLayoutGroupCustomItem]()
                            let width = environment.container.contentSize.width
                            let large = CGRect(x: 0, y: 0, width: width * 0.5, height: 200)
                            items.append(NSCollectionLayoutGroupCustomItem(frame: large))
                            for row in 0..<2 {
                                let y = CGFloat(row) * 100
                                items.append(NSCollectionLayoutGroupCustomItem(frame: CGRect(x: large.maxX + 4, y: y, width: width - large.maxX - 4, height: 96)))
                            }
                            return items
                        }
                        let section = NSCollectionLayoutSection(group: group)
                        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
                        section.interGroupSpacing = 8
                        return section
                    }
                }
            }
            """
        // The group is 370 wide (the insets off): a 185-pt item, then two of 370 − 189 = 181 stacked; the next group 208 down.
        let swift = try frames(source, counts: [4])
        #expect(swift == ["cell 0.0 10,0 185x200", "cell 0.1 199,0 181x96", "cell 0.2 199,100 181x96", "cell 0.3 10,208 185x200"])
        // The same frames as the layout file the evaluation converts to, which cvsim writes back as Swift.
        let described = try evaluate(source).layoutDescription(sections: 1, environment: LayoutEnvironment(containerSize: phone))
        let json = described.encodedJSON()
        #expect(json.contains("\"group\": \"custom\""))
        #expect(swift == (try frames(json: json, counts: [4])))
        #expect(try SwiftWriter.source(of: described, origin: "x.json").contains("NSCollectionLayoutGroup.custom(layoutSize:"))
    }

    @Test func aRectBuiltWithoutLabelsAndMovedFieldByField() throws {
        // `CGRect(0, 0, w, h)` of an extension not fetched, then `frame.origin.x += …` and
        // `frame.size.height -= …` in a custom group's loop: a staircase of shrinking items.
        let source = """
            import UIKit

            final class StairsViewController: UICollectionViewController {
                private static func prepareLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, env in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
                        let group = NSCollectionLayoutGroup.custom(layoutSize: size) { env in
                            var items = [NSCollectionLayoutGroupCustomItem]()
                            var frame = CGRect(0, 0, 40, env.container.contentSize.height)
                            while frame.size.height >= 30 {
                                items.append(NSCollectionLayoutGroupCustomItem(frame: frame))
                                frame.origin.x += frame.size.width + 10
                                frame.size.height -= 8; frame.origin.y += 4
                            }
                            frame.size = CGSize(20, 20)
                            frame.origin = CGPoint(frame.origin.x, 0)
                            items.append(NSCollectionLayoutGroupCustomItem(frame: frame))
                            return items
                        }
                        let section = NSCollectionLayoutSection(group: group)
                        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
                        return section
                    }
                }
            }
            """
        // Heights 50, 42, 34 (26 < 30 stops), 4 pt lower each, 50 apart from x 10; then a 20×20 at the top.
        #expect(try frames(source, counts: [4]) == [
            "cell 0.0 10,0 40x50", "cell 0.1 60,4 40x42", "cell 0.2 110,8 40x34", "cell 0.3 160,0 20x20",
        ])
        let evaluated = try evaluate(source)
        evaluated.probe(LayoutEnvironment(containerSize: phone))
        let notices = evaluated.notices
        for said in ["CGRect(_:_:_:_:) is not UIKit's and is not declared in the code read: taken as CGRect(x:y:width:height:)",
            "CGSize(_:_:) is not UIKit's and is not declared in the code read: taken as CGSize(width:height:)",
            "CGPoint(_:_:) is not UIKit's and is not declared in the code read: taken as CGPoint(x:y:)"]
        {
            #expect(notices.filter { $0.hasSuffix(said) }.count == 1, "\(notices)")
        }
    }

    @Test func theScreenAndTheViewAreTheDevice() throws {
        let source = layoutFunction(
            """
                let side = (UIScreen.main.bounds.width - 30) / 2
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(side), heightDimension: .absolute(side)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)), subitems: [item])
                group.interItemSpacing = .fixed(10)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            """)
        #expect(try frames(source, counts: [3]) == ["cell 0.0 0,0 180x180", "cell 0.1 190,0 180x180", "cell 0.2 0,180 180x180"])
    }

    @Test func aNameSearchedInTheProjectIsSaidMissingFromTheProject() throws {
        let source = """
            import UIKit

            final class FeedViewController: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.cardHeight)))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(self.rowHeight)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """
        let metrics = "import UIKit\n\nenum Metrics {\n    static let margin: CGFloat = 15\n}\n"
        #expect { try evaluateProject(source, others: ["/app/Feed/Metrics.swift": metrics]) } throws: { error in
            "\(error)" == "/app/Feed/FeedViewController.swift:5:125: cannot evaluate 'Metrics.cardHeight': Metrics has no member 'cardHeight' in this project; --define Metrics.cardHeight=VALUE gives it"
        }
        let declared = source.replacingOccurrences(of: "Metrics.cardHeight", with: "Metrics.margin")
        #expect { try evaluateProject(declared, others: ["/app/Feed/Metrics.swift": metrics]) } throws: { error in
            "\(error)" == "/app/Feed/FeedViewController.swift:6:136: cannot evaluate 'self.rowHeight': FeedViewController has no member 'rowHeight' in this project; --define rowHeight=VALUE gives it"
        }
        // Without a project around it, the file alone was searched.
        #expect { try evaluate(declared + "\n" + metrics.replacingOccurrences(of: "import UIKit\n", with: ""), name: "Feed.swift") } throws: { error in
            "\(error)" == "Feed.swift:6:136: cannot evaluate 'self.rowHeight': FeedViewController has no member 'rowHeight' in this file; --define rowHeight=VALUE gives it"
        }
    }

    @Test func aFileOfSectionBuildersShowsEachAsASectionInFileOrder() throws {
        let source = """
            import UIKit

            enum HomeLayoutBuilder {
                static func bannerSection() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = .init(top: 10, leading: 16, bottom: 0, trailing: 16)
                    return section
                }

                static func gridSection(layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                    let fraction: CGFloat = layoutEnvironment.container.effectiveContentSize.width > 500 ? 0.25 : 0.5
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }

                static func settingsSection(configuration: AppConfiguration) -> NSCollectionLayoutSection {
                    NSCollectionLayoutSection.list(using: configuration.list, layoutEnvironment: configuration.environment)
                }
            }
            """
        let evaluated = try evaluate(source, name: "HomeLayoutBuilder.swift")
        // The banner at the insets; the grid two a row below it (0.5 of 390), from y = 210.
        let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: [1, 3]))
        #expect(elements(of: layout) == [
            "cell 0.0 16,10 358x200", "cell 1.0 0,210 195x100", "cell 1.1 195,210 195x100", "cell 1.2 0,310 195x100",
        ])
        // The sample data has a section per builder, titled by its name.
        let sections = try #require(evaluated.impliedSections(environment: LayoutEnvironment(containerSize: phone)))
        #expect(sections.count == 2)
        #expect(evaluated.impliedSectionTitles(count: 2) == ["Banner Section", "Grid Section"])
        #expect(evaluated.notices == [
            "HomeLayoutBuilder.swift:4:5: no whole layout in the file: its 2 section builders are shown one section each, in file order",
            "HomeLayoutBuilder.swift:19:17: the section builder HomeLayoutBuilder.settingsSection is left out: 'settingsSection' takes 'configuration', which no call in the project that installs the layout gives and which has no default value: give it with --define configuration=VALUE, or pick another layout with --layout-function",
        ])
        // One builder picked by name is a layout of its own, as before.
        let one = try evaluate(source, function: "gridSection", name: "HomeLayoutBuilder.swift").makeLayout(bounds: Rect(origin: .zero, size: phone))
        try one.prepare(StaticDataSource(counts: [2]))
        #expect(elements(of: one) == ["cell 0.0 0,0 195x100", "cell 0.1 195,0 195x100"])
    }

    @Test func aTypeAliasNamesTheTypeItStandsFor() throws {
        let body = """
                let item = NSCollectionLayoutItem(layoutSize: Size(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
                return Layout { _, _ in NSCollectionLayoutSection(group: group) }
            """
        let source = "import UIKit\n\ntypealias Layout = UICollectionViewCompositionalLayout\n\nfinal class Home {\n    typealias Size = NSCollectionLayoutSize\n\n    func makeLayout() -> UICollectionViewLayout {\n\(body)\n    }\n}\n"
        #expect(try frames(source, counts: [3]) == ["cell 0.0 0,0 195x80", "cell 0.1 195,0 195x80", "cell 0.2 0,80 195x80"])
    }

    /// A section type of its own whose header a helper makes and insets (`header.contentInsets = …`,
    /// `.leading = …`): the header's frame shrinks, its estimated height ignores the vertical insets.
    @Test func aBoundaryItemsContentInsetsShrinkItsFrame() throws {
        let source = """
            import UIKit

            final class NotificationsSection {
                func layoutSection() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                    section.boundarySupplementaryItems = [createHeader(), createFooter()]
                    return section
                }

                private func createHeader() -> NSCollectionLayoutBoundarySupplementaryItem {
                    let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(50))
                    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    header.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 0)
                    return header
                }

                private func createFooter() -> NSCollectionLayoutBoundarySupplementaryItem {
                    let footer = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(24)), elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
                    footer.contentInsets.top = 4
                    footer.contentInsets.trailing = 12
                    return footer
                }
            }
            """
        let json = """
            {"layout": "compositional", "sections": [{
              "group": {"group": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 60}},
                "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 60}}}]},
              "contentInsets": {"leading": 16, "trailing": 16},
              "boundarySupplementaryItems": [
                {"elementKind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 50}}, "alignment": "top",
                 "contentInsets": {"top": 8, "leading": 10, "bottom": 8}},
                {"elementKind": "footer", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 24}}, "alignment": "bottom",
                 "contentInsets": {"top": 4, "trailing": 12}}]}]}
            """
        // Header: 358 pt inside the section's insets, 10 in from its leading edge, 50 tall (its
        // height is estimated); items from 50; footer at 170, 4 down and 12 short of its trailing edge.
        let expected = [
            "cell 0.0 16,50 358x60", "cell 0.1 16,110 358x60",
            "supplementary footer 0.0 16,174 346x20", "supplementary header 0.0 26,0 348x50",
        ]
        #expect(try frames(source, counts: [2]) == expected)
        #expect(try frames(json: json, counts: [2]) == expected)
    }

    /// A helper that takes the element kind as a parameter and passes it only as `elementKind:`:
    /// an argument naming a constant of a file not read is its text there too. A parameter the
    /// helper computes with is still an unknown name.
    @Test func anArgumentAHelperUsesOnlyAsAnElementKindIsItsText() throws {
        let source = """
            import UIKit

            extension PlanListCollectionViewController {
                private func createSection() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.boundarySupplementaryItems = [createHeader(30, Constants.Kind.sectionHeader)]
                    return section
                }

                private func createHeader(_ height: CGFloat = 40, _ kindOf: String = "") -> NSCollectionLayoutBoundarySupplementaryItem {
                    let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(height))
                    return NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: kindOf, alignment: .top)
                }
            }
            """
        let evaluated = try evaluate(source, name: "Plan.swift")
        let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: [1]))
        #expect(elements(of: layout) == ["cell 0.0 0,30 390x80", "supplementary Constants.Kind.sectionHeader 0.0 0,0 390x30"])
        #expect(evaluated.notices == [
            "Plan.swift:8:64: 'Constants.Kind.sectionHeader' is not declared in the project: the element kind is its text, \"Constants.Kind.sectionHeader\""
        ])
        let computed = source.replacingOccurrences(of: "createHeader(30, Constants.Kind.sectionHeader)", with: "createHeader(Metrics.headerHeight, \"header\")")
        #expect(evaluationError(computed, name: "Plan.swift") == "Plan.swift:8:60: cannot evaluate 'Metrics.headerHeight': unknown name 'Metrics': not declared in this file; --define Metrics.headerHeight=VALUE gives it")
    }

    /// `section.boundarySupplementaryItems = [.init(layoutSize:elementKind:alignment:)]`: an
    /// implicit `.init` in an array takes the property's element type, as Swift infers it (also
    /// for decorations and an item's badges).
    @Test func anImplicitInitInAnArrayPropertyIsOfItsElementType() throws {
        let source = layoutFunction(
            """
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
                item.supplementaryItems = [.init(layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "dot", containerAnchor: .init(edges: [.top, .trailing]))]
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets.leading = 5
                section.boundarySupplementaryItems = [
                    .init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)), elementKind: "weather-header", alignment: .topLeading)
                ]
                section.decorationItems = [.background(elementKind: "card")]
                return UICollectionViewCompositionalLayout(section: section)
            """)
        // The header 385 wide from the section's leading inset; the item 385 wide below it, its dot
        // at its top-trailing corner; the background over the whole section.
        #expect(try frames(source, counts: [1]) == [
            "cell 0.0 5,20 385x50", "decoration card 0.0 0,0 390x70", "supplementary dot 0.0 380,20 10x10", "supplementary weather-header 0.0 5,0 385x20",
        ])
    }

    static let stops = """
        import UIKit

        final class PlantViewController: UIViewController {
            enum Section: Int, CaseIterable {
                case image, care

                var headerTitle: String? {
                    switch self {
                    case .care: return "Care"
                    default: return nil
                    }
                }

                var headerHeight: CGFloat { headerTitle == nil ? 1 : 30 }
            }

            func layout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    guard let section = Section(rawValue: sectionIndex) else { fatalError("Could not find section for \\(sectionIndex)") }
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
                    let layoutSection = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    layoutSection.boundarySupplementaryItems = [
                        .init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(section.headerHeight)), elementKind: "header-\\(sectionIndex)", alignment: .top)
                    ]
                    return layoutSection
                }
            }
        }
        """

    /// A provider's sections end where the app's own code ends them — `fatalError` past the last
    /// case, its message unread; an enum case's property reads another of the case's (`headerTitle
    /// == nil`); an element kind interpolates the section's index.
    @Test func theSampleSectionsEndWhereTheAppStops() throws {
        let evaluated = try evaluate(Self.stops, name: "Plant.swift")
        let environment = LayoutEnvironment(containerSize: phone)
        #expect(evaluated.impliedSections(environment: environment)?.count == 2)
        #expect(evaluated.impliedSectionsError(environment: environment) == nil)
        let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: [1, 1]))
        #expect(elements(of: layout) == [
            "cell 0.0 0,1 390x40", "cell 1.0 0,71 390x40", "supplementary header-0 0.0 0,0 390x1", "supplementary header-1 1.0 0,41 390x30",
        ])
        #expect(evaluationError(Self.stops, counts: [1, 1, 1], name: "Plant.swift") == "Plant.swift:19:72: cannot evaluate 'fatalError(\"Could not find section for \\(sectionIndex)\")': the app stops here (fatalError)")
    }

    /// A section after the first that cannot be evaluated for another reason is one line naming
    /// it, not fewer sections in silence.
    @Test func aSampleSectionThatCannotBeEvaluatedIsOneLine() throws {
        let source = Self.stops.replacingOccurrences(of: "case .care: return \"Care\"", with: "case .care: return Strings.careTitle")
        let evaluated = try evaluate(source, name: "Plant.swift")
        #expect(evaluated.impliedSectionsError(environment: LayoutEnvironment(containerSize: phone))?.description
            == "Plant.swift:9:32: cannot evaluate 'Strings.careTitle': unknown name 'Strings': not declared in this file; --define Strings.careTitle=VALUE gives it (for section 1 of the sample data: --items gives the sections to show)")
    }

    /// `view.safeAreaLayoutGuide.layoutFrame` and `view.safeAreaInsets`: the device's safe area
    /// in the orientation it is held (status bar, notch, home indicator), as a full-screen view
    /// controller without bars sees it.
    @Test(arguments: [
        (Size(width: 390, height: 844), EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), ["cell 0.0 0,47 390x763"]),
        (Size(width: 844, height: 390), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), ["cell 0.0 47,0 750x369"]),
    ])
    func theSafeAreaIsTheDevicesInItsOrientation(size: Size, insets: EdgeInsets, expected: [String]) throws {
        let source = """
            import UIKit

            final class ChallengeViewController: UIViewController {
                func createLayout() -> UICollectionViewCompositionalLayout {
                    let frame = view.safeAreaLayoutGuide.layoutFrame
                    let size = NSCollectionLayoutSize(widthDimension: .absolute(frame.width), heightDimension: .absolute(frame.height))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = .init(top: view.safeAreaInsets.top, leading: frame.minX, bottom: 0, trailing: 0)
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }
            """
        let file = try SwiftLayoutSource.parse(Array(source.utf8), name: "Challenge.swift")
        let evaluated = try file.evaluate(device: LayoutEnvironment(containerSize: size, safeAreaInsets: insets))
        let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: size))
        try layout.prepare(StaticDataSource(counts: [1]))
        #expect(elements(of: layout) == expected)
        #expect(evaluated.notes.first == "Challenge.swift:5:21: safeAreaLayoutGuide.layoutFrame is the device's safe area, \(expected[0].split(separator: " ")[3].replacingOccurrences(of: "x", with: "×")) pt at \(Int(insets.left)), \(Int(insets.top))")
    }
}
