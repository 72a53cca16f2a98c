import CollectionLayout
import CollectionModel
import SwiftLayoutSource
import Testing

/// Where the layout is in a file, and what cannot be evaluated: one line with its place.
@Suite struct FindingAndErrorTests {
    static let section = """
        NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))]))
        """
    static let expected = ["cell 0.0 0,0 195x40", "cell 0.1 195,0 195x40"]

    @Test(arguments: [
        // A function returning the layout.
        "func createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout(section: \(section)) }",
        // A computed property.
        "class A { var layout: UICollectionViewCompositionalLayout { return UICollectionViewCompositionalLayout(section: \(section)) } }",
        // A lazy var initialised by a closure.
        "class A { lazy var layout: UICollectionViewLayout = { UICollectionViewCompositionalLayout(section: \(section)) }() }",
        // A lazy var of the layout itself.
        "class A { lazy var layout = UICollectionViewCompositionalLayout(section: \(section)) }",
        // A closure that builds a collection view around it; the rest of it is not evaluated.
        """
        class A: UIViewController {
            lazy var collectionView: UICollectionView = {
                let section = \(section)
                let layout = UICollectionViewCompositionalLayout(section: section)
                let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
                view.backgroundColor = .systemBackground
                view.register(Cell.self, forCellWithReuseIdentifier: "cell")
                return view
            }()
        }
        """,
        // viewDidLoad handing a local layout to the collection view.
        """
        class A: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                let layout = UICollectionViewCompositionalLayout(section: \(section))
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                view.addSubview(collectionView)
            }
        }
        """,
        // A function of one section.
        "func makeSection() -> NSCollectionLayoutSection { \(section) }",
    ])
    func theLayoutIsFoundWhereverItIsBuilt(source: String) throws {
        #expect(try frames(source, counts: [2]) == Self.expected)
    }

    /// Several layouts and none installed in the code read (the view controller that installs
    /// one is in a file not fetched): the first is shown, with a notice naming the others, which
    /// the viewer's `n` steps to, as `setCollectionViewLayout(_:animated:)` would.
    @Test func severalLayoutsNoneInstalledShowTheFirstAndNameTheOthers() throws {
        let source = """
            final class Photos {
                func gridLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout(section: \(Self.section)) }
                func listLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            }
            """
        let file = try SwiftLayoutSource.parse(Array(source.utf8), name: "Photos.swift")
        #expect(file.uninstalledLayouts()?.map(\.qualifiedName) == ["Photos.gridLayout", "Photos.listLayout"])
        #expect(try file.layoutBuilders(first: nil).map(\.qualifiedName) == ["Photos.gridLayout", "Photos.listLayout"])
        let evaluated = try file.evaluate(device: LayoutEnvironment(containerSize: phone))
        #expect(evaluated.notices == [
            "Photos.swift:2:5: 2 layouts are built and none is installed in the code read: Photos.gridLayout is shown; n in the viewer steps to Photos.listLayout, --layout-function NAME picks one"
        ])
        #expect(try frames(source, counts: [2]) == Self.expected)
        // Installed, the choice is the code's: no notice.
        let installed = source.replacingOccurrences(of: "final class Photos {", with: """
            final class Photos {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: listLayout())
            """)
        let chosen = try SwiftLayoutSource.parse(Array(installed.utf8), name: "Photos.swift")
        #expect(chosen.uninstalledLayouts() == nil)
        #expect(try chosen.candidate(named: nil).qualifiedName == "Photos.listLayout")
        #expect(try frames(source, counts: [2], function: "gridLayout") == Self.expected)
        #expect(try frames(source, counts: [2], function: "Photos.gridLayout") == Self.expected)
        #expect(evaluationError(source, function: "tableLayout", name: "Photos.swift")
            == "Photos.swift:1:1: no layout function 'tableLayout': the file has Photos.gridLayout (line 2), Photos.listLayout (line 5)")
    }

    @Test func helpersOfOneSectionDoNotCompeteWithTheLayoutFunction() throws {
        let source = """
            func makeSection() -> NSCollectionLayoutSection { \(Self.section) }
            func createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout(section: makeSection()) }
            class V: UIViewController { lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout()) }
            """
        let file = try SwiftLayoutSource.parse(Array(source.utf8), name: "L.swift")
        #expect(file.candidates.map(\.qualifiedName) == ["makeSection", "createLayout"])
        #expect(try file.candidate(named: nil).name == "createLayout")
    }

    /// The issue's bad inputs: each one line, with its place, then what went wrong.
    static let badInputs: [(name: String, source: String, counts: [Int], expected: String)] = [
        ("unknown call", layoutFunction("""
                let section = \(section)
                section.contentInsets = makeInsets()
                return UICollectionViewCompositionalLayout(section: section)
            """), [1],
         "Bad.swift:7:29: cannot evaluate 'makeInsets()': unknown call 'makeInsets': no such function in the file or its project, and not one of UIKit's that cvsim evaluates"),
        ("unknown UIKit call", layoutFunction("""
                return UICollectionViewCompositionalLayout(section: \(section), supplementaryProvider: nil)
            """), [1],
         "Bad.swift:4:12: cannot evaluate 'UICollectionViewCompositionalLayout(section: NSCollectionLa…': unknown call 'UICollectionViewCompositionalLayout.init(section:supplementaryProvider:)': cvsim evaluates the NSCollectionLayout API its layout files have (docs/swift-sources.md)"),
        ("custom group", layoutFunction("""
                let group = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))) { _ in [] }
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            """), [1],
         "Bad.swift:4:17: cannot evaluate 'NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimen…': the custom group's item provider returned no items"),
        ("syntax error", "func createLayout() -> UICollectionViewLayout {\n    let x = (1 + \n}\n", [1],
         "Bad.swift:2:17: syntax error: expected an expression"),
        ("nil section", """
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    index < 2 ? \(section) : nil
                }
            }
            """, [1, 1, 1],
         "Bad.swift:2:5: cannot evaluate 'UICollectionViewCompositionalLayout { index, _ in index < 2…': the section provider returned nil for section 2, which has data"),
        ("runaway loop", layoutFunction("""
                var n = 0
                while n >= 0 { n += 1 }
                return UICollectionViewFlowLayout()
            """), [1],
         "Bad.swift:5:5: cannot evaluate 'while n >= 0 { n += 1 }': evaluation stopped after 250000 steps (a loop that does not end?)"),
        ("deep recursion", """
            func depth(_ n: Int) -> CGFloat { depth(n + 1) }
            func createLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.minimumLineSpacing = depth(0)
                return layout
            }
            """, [1],
         "Bad.swift:1:35: cannot evaluate 'depth(n + 1)': calls nest deeper than 48 levels (a recursion that does not end?)"),
        ("no layout", "struct Nothing {}", [1],
         "Bad.swift:1:1: no layout found: expected a function, computed property, lazy var or closure that builds a UICollectionViewCompositionalLayout or UICollectionViewFlowLayout, or returns an NSCollectionLayoutSection, or a UICollectionViewDelegateFlowLayout method (sizeForItemAt …)"),
        ("a value out of range", layoutFunction("""
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(150), heightDimension: .absolute(4)))
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)), subitems: [item])))
            """), [1],
         "Bad.swift:4:73: cannot evaluate '.fractionalWidth(150)': fractionalWidth must be > 0 and ≤ 100, got 150"),
        ("a list property cvsim does not lay out", layoutFunction("""
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerTopPadding = 22
                return UICollectionViewCompositionalLayout.list(using: configuration)
            """), [1],
         "Bad.swift:5:5: cannot evaluate 'configuration.headerTopPadding': cvsim lays out a headerTopPadding of 0 only (its list headers start at the section's top)"),
    ]

    @Test(arguments: badInputs.indices)
    func eachBadInputIsOneLineWithItsPlace(index: Int) {
        let bad = Self.badInputs[index]
        let message = evaluationError(bad.source, counts: bad.counts)
        #expect(message == bad.expected, "\(bad.name)")
        #expect(message?.contains("\n") == false)
    }

    @Test func filesTooLargeOrBinaryAreRefusedAtTheirPlace() {
        func error(_ bytes: [UInt8]) -> String? {
            do {
                _ = try SwiftLayoutSource.parse(bytes, name: "Big.swift")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error([UInt8](repeating: 32, count: 2 << 20)) == "Big.swift:1:1: cannot read: the file is over 1 MiB (1048576 bytes); a layout source is smaller")
        #expect(error(Array("let a = 1\nlet b\0 = 2".utf8)) == "Big.swift:2:6: cannot read: a NUL byte; this is a binary file, not Swift source")
        #expect(error(Array("let a = 1\n".utf8) + [0xFF, 0xFE]) == "Big.swift:2:1: cannot read: the file is not UTF-8 text")
    }

    @Test func nestingPastTheParsersLimitIsASyntaxErrorNotACrash() {
        let deep = "func createLayout() -> UICollectionViewLayout {\n    let x = " + String(repeating: "(", count: 5_000) + "1"
            + String(repeating: ")", count: 5_000) + "\n    return UICollectionViewFlowLayout()\n}\n"
        let message = evaluationError(deep, name: "Deep.swift")
        #expect(message?.hasPrefix("Deep.swift:2:") == true, "\(message ?? "")")
        #expect(message?.contains("syntax error") == true, "\(message ?? "")")
    }

    /// The statements before a collection view is made (in a `lazy var` closure, `viewDidLoad`)
    /// report their own lines and columns, as everything else in the file does.
    @Test func errorsAndNoticesBeforeAHostsCollectionViewHaveTheirPlaceInTheFile() throws {
        let source = """
            final class V: UIViewController {
                lazy var collectionView: UICollectionView = {
                    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                    configuration.backgroundColor = .clear
                    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
                    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    return view
                }()
            }
            """
        #expect(try evaluate(source).notices == ["Layout.swift:4:9: backgroundColor is ignored: it changes no frame (cvsim draws the appearance's colours and separators)"])
        let bad = source.replacing("configuration.backgroundColor = .clear", with: "configuration.showsSeparators = isCompact()")
        #expect(evaluationError(bad) == "Bad.swift:4:41: cannot evaluate 'isCompact()': unknown call 'isCompact': no such function in the file or its project, and not one of UIKit's that cvsim evaluates")
    }
}
