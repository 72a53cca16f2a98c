import Foundation
import Testing

/// `--layout-file FILE.swift` and `cvsim convert`, as a user runs them.
@Suite struct SwiftLayoutFileCommandTests {
    static let swiftResources = LayoutFileCommandTests.resources + "/swift"
    static let examples = [
        "PhotoGridViewController", "FeedViewController", "AdaptiveGridViewController", "FlowGalleryViewController", "SettingsViewController",
    ]

    static func list(height: Int = 44, width: String = "1") -> String {
        """
        import UIKit

        final class ListViewController: UIViewController {
            func createLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(\(width)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(height))),
                    subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }
        """
    }

    @Test(arguments: examples)
    func everyExampleViewControllerPrintsItsFrames(name: String) throws {
        let result = try CLI.run(["layout", "--layout-file", "\(Self.swiftResources)/\(name).swift", "--items", "6,6,6"])
        #expect(result.status == 0, "\(name): \(result.stderr)")
        let document = try JSONDecoder().decode(LayoutCommandTests.Document.self, from: Data(result.stdout.utf8))
        #expect(document.elements.filter { $0.category == "cell" }.count == 18)
    }

    /// A list whose row height is a design system's constant of a module not read.
    static let themedList = list(height: 44).replacingOccurrences(of: ".absolute(44)", with: ".absolute(Theme.rowHeight)")

    @Test func defineGivesANameTheFileCannotSeeItsValue() throws {
        let path = try CLI.fileAlone("Themed.swift", contents: Self.themedList)
        let missing = try CLI.run(["layout", "--layout-file", path, "--items", "2"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "cvsim: error: \(path):8:112: cannot evaluate 'Theme.rowHeight': unknown name 'Theme': not declared in this file; --define Theme.rowHeight=VALUE gives it\n")
        let result = try CLI.run(["layout", "--layout-file", path, "--items", "2", "--define", "Theme.rowHeight=60"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "cvsim: note: \(path):8:112: 'Theme.rowHeight' is 60, as --define gives it (the code read gives it no value)\n")
        let document = try JSONDecoder().decode(LayoutCommandTests.Document.self, from: Data(result.stdout.utf8))
        #expect(document.elements.map(\.frame) == [.init(x: 0, y: 0, width: 390, height: 60), .init(x: 0, y: 60, width: 390, height: 60)])
        // `convert` takes it too, and writes the value.
        let json = try CLI.run(["convert", path, "-", "--to", "json", "--define", "Theme.rowHeight=60"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains("\"absolute\": 60") || json.stdout.contains("\"absolute\":60"), "\(json.stdout)")
    }

    @Test func aBadDefineIsOneLineAndExitStatus2() throws {
        let swift = try CLI.fileAlone("Themed.swift", contents: Self.themedList)
        let json = try CLI.temporaryFile("plain.json", contents: "{\"layout\": \"flow\"}")
        let cases: [([String], String)] = [
            (["layout", "--layout-file", swift, "--define", "rowHeight"], "--define takes NAME=VALUE (Theme.spacing=16, isCompact=true), not 'rowHeight'"),
            (["layout", "--layout-file", swift, "--define", "Theme.=1"], "--define 'Theme.' is not a name: Swift identifiers joined by dots (Theme.Spacing.medium)"),
            (["run", "--layout-file", swift, "--define", "Theme.rowHeight=(60"],
             "--define the value of 'Theme.rowHeight', '(60', is not one Swift expression (16, true, \"feed\", CGSize(width: 80, height: 80))"),
            (["layout", "--layout-file", swift, "--define", "a=1", "--define", "a=2"], "--define 'a' is given twice"),
            (["layout", "--define", "a=1"], "--define needs a Swift --layout-file, whose names it gives values"),
            (["layout", "--layout-file", json, "--define", "a=1"], "--define gives values to a Swift file's names; \(json) is not a .swift file"),
            (["convert", json, "-", "--to", "swift", "--define", "a=1"], "--define gives values to a Swift IN's names; \(json) is not a .swift file"),
        ]
        for (arguments, expected) in cases {
            let result = try CLI.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == "cvsim: error: \(expected)\n", "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
    }

    /// The issue's table: each bad input one line with its place, exit status 2, for `layout` and `run`.
    @Test func badSwiftInputsAreOneLineWithTheirPlaceAndExitStatus2() throws {
        let cases: [(String, [UInt8], String)] = [
            ("unknown.swift", Array(Self.list(width: "makeWidth()").utf8), ":6:46: cannot evaluate 'makeWidth()': unknown call 'makeWidth'"),
            ("custom.swift", Array("func createLayout() -> UICollectionViewLayout {\n    let g = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(9))) { _ in [] }\n    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: g))\n}\n".utf8),
             ":2:13: cannot evaluate 'NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimen…': the custom group's item provider returned no items"),
            ("syntax.swift", Array("func createLayout() -> UICollectionViewLayout {\n    let x = (1 + \n}\n".utf8), ":2:17: syntax error: expected an expression"),
            ("binary.swift", [0x7F, 0x45, 0x4C, 0x46, 0, 1, 2], ":1:5: cannot read: a NUL byte; this is a binary file, not Swift source"),
            ("big.swift", Array(repeating: 0x20, count: 2 << 20), ":1:1: cannot read: the file is over 1 MiB"),
            ("loop.swift", Array("func createLayout() -> UICollectionViewLayout {\n    while true {}\n    return UICollectionViewFlowLayout()\n}\n".utf8),
             ":2:5: cannot evaluate 'while true {}': evaluation stopped after"),
        ]
        for (name, bytes, expected) in cases {
            let path = try CLI.temporaryFile(name, contents: "")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            for command in [["layout"], ["run"]] {
                let result = try CLI.run(command + ["--layout-file", path])
                #expect(result.status == 2, "\(command) \(name)")
                #expect(result.stderr.split(separator: "\n").count == 1, "\(command): \(result.stderr)")
                #expect(result.stderr.hasPrefix("cvsim: error: \(path)\(expected)"), "\(command): \(result.stderr)")
                #expect(result.stdout.isEmpty)
            }
        }
    }

    @Test func aNilSectionOnRunIsRefusedBeforeTheScreen() throws {
        let source = """
            enum Section: Int { case only }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    guard Section(rawValue: index) != nil else { return nil }
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item]))
                }
            }
            """
        let path = try CLI.temporaryFile("sections.swift", contents: source)
        let result = try CLI.run(["run", "--layout-file", path, "--items", "3,3"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cvsim: error: \(path):3:5: cannot evaluate 'UICollectionViewCompositionalLayout { index, _ in guard Sec…': the section provider returned nil for section 1, which has data"), "\(result.stderr)")
    }

    @Test func aNilSectionZeroWithoutDataIsRefusedBeforeTheScreen() throws {
        let source = """
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    guard index > 0 else { return nil }
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item]))
                }
            }
            """
        let path = try CLI.temporaryFile("nil-first.swift", contents: source)
        for command in ["run", "layout"] {
            let result = try CLI.run([command, "--layout-file", path])
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "cvsim: error: \(path):2:5: cannot evaluate 'UICollectionViewCompositionalLayout { index, _ in guard ind…': the section provider returned nil for section 0, which any data shows\n",
                "\(command)")
        }
    }

    /// A section provider's estimated heights are measured as the same section's layout file's.
    @Test func aProvidersEstimatedHeightsAreMeasuredAsItsLayoutFiles() throws {
        let source = """
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, _ in
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(180))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
            """
        let json = """
            {"layout": "compositional", "sections": [{"group": {"group": "vertical",
              "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 180}},
              "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 180}}}]}}]}
            """
        let swift = try CLI.run(["layout", "--layout-file", try CLI.temporaryFile("estimated.swift", contents: source), "--items", "4"])
        let reference = try CLI.run(["layout", "--layout-file", try CLI.temporaryFile("estimated.json", contents: json), "--items", "4"])
        #expect(swift.status == 0 && reference.status == 0, "\(swift.stderr)\(reference.stderr)")
        #expect(swift.stdout == reference.stdout)
        // Measured: no cell keeps its 180-pt estimate.
        #expect(!swift.stdout.contains("\"height\":180"))
    }

    @Test func aFolderOfAProjectIsReadWithItsOtherFiles() throws {
        let root = try CLI.temporaryFile("project-\(UUID().uuidString)", contents: "")
        try FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try "enum Metrics { static let height: CGFloat = 52 }\n".write(toFile: root + "/App/Metrics.swift", atomically: true, encoding: .utf8)
        try Self.list().replacingOccurrences(of: ".absolute(44)", with: ".absolute(Metrics.height)").write(
            toFile: root + "/App/ListViewController.swift", atomically: true, encoding: .utf8)
        for path in [root + "/App", root + "/App/ListViewController.swift"] {
            let result = try CLI.run(["layout", "--layout-file", path, "--items", "2"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("\"item\":1,\"frame\":{\"x\":0,\"y\":52,\"width\":390,\"height\":52}"), "\(result.stdout)")
        }
    }

    @Test func layoutFunctionPicksOneAndIsRefusedWithJSON() throws {
        let path = try CLI.temporaryFile("two.swift", contents: Self.list() + "\nfunc other() -> UICollectionViewLayout { UICollectionViewFlowLayout() }\n")
        // None installed in the file: the first is laid out, with a note naming the other.
        let several = try CLI.run(["layout", "--layout-file", path, "--items", "1"])
        #expect(several.status == 0)
        #expect(several.stderr == "cvsim: note: \(path):4:5: 2 layouts are built and none is installed in the code read: ListViewController.createLayout is shown; n in the viewer steps to other, --layout-function NAME picks one\n")
        #expect(several.stdout.hasPrefix("{\"layout\":\"compositional\""))
        let picked = try CLI.run(["layout", "--layout-file", path, "--layout-function", "other", "--items", "1"])
        #expect(picked.status == 0, "\(picked.stderr)")
        #expect(picked.stdout.hasPrefix("{\"layout\":\"flow\""))
        let json = try CLI.run(["layout", "--layout-file", "\(LayoutFileCommandTests.resources)/list.json", "--layout-function", "x"])
        #expect(json.stderr == "cvsim: error: --layout-function picks a layout of a Swift file; \(LayoutFileCommandTests.resources)/list.json is not a .swift file\n")
    }

    @Test func convertGoesBothWaysToTheSameFrames() throws {
        let swift = try CLI.temporaryFile("feed.swift", contents: "")
        let json = try CLI.temporaryFile("feed.json", contents: "")
        let input = "\(LayoutFileCommandTests.resources)/orthogonal-sections.json"
        let toSwift = try CLI.run(["convert", input, swift])
        #expect(toSwift.status == 0, "\(toSwift.stderr)")
        let toJSON = try CLI.run(["convert", swift, json])
        #expect(toJSON.status == 0, "\(toJSON.stderr)")
        for file in [input, swift, json] {
            let result = try CLI.run(["layout", "--layout-file", file, "--items", "5,5,5"])
            #expect(result.status == 0, "\(file): \(result.stderr)")
            let reference = try CLI.run(["layout", "--layout-file", input, "--items", "5,5,5"])
            #expect(result.stdout == reference.stdout, "\(file)")
        }
        let stdout = try CLI.run(["convert", swift, "-", "--to", "json"])
        #expect(stdout.stdout == (try String(contentsOfFile: json, encoding: .utf8)))
        let noFormat = try CLI.run(["convert", swift, "-"])
        #expect(noFormat.status == 2 && noFormat.stderr == "cvsim: error: convert to standard output needs --to json or --to swift\n")
    }

    /// Lists both ways: a whole-layout list and a provider mixing list sections with a grid, from
    /// JSON to Swift and back, and from Swift to JSON and back, each laid out to the same frames.
    @Test(arguments: ["settings-list.json", "sidebar.json", "swift/SettingsViewController.swift"])
    func listsConvertBothWaysToTheSameFrames(input name: String) throws {
        let input = "\(LayoutFileCommandTests.resources)/\(name)"
        // Names of this case's own: the cases run side by side.
        let base = String(name.split(separator: "/").last!.split(separator: ".")[0])
        let there = try CLI.temporaryFile(name.hasSuffix(".swift") ? "\(base)-there.json" : "\(base)There.swift", contents: "")
        let back = try CLI.temporaryFile(name.hasSuffix(".swift") ? "\(base)Back.swift" : "\(base)-back.json", contents: "")
        for (from, to) in [(input, there), (there, back)] {
            let result = try CLI.run(["convert", from, to])
            #expect(result.status == 0, "\(from): \(result.stderr)")
        }
        let swift = try String(contentsOfFile: name.hasSuffix(".swift") ? back : there, encoding: .utf8)
        #expect(swift.contains(".list(using: configuration"), "\(swift)")
        let items = ["--items", "3,2,4,1,2"]
        let reference = try CLI.run(["layout", "--layout-file", input] + items)
        #expect(reference.status == 0 && reference.stdout.contains("\"section\":4"), "\(reference.stderr)")
        for file in [there, back] {
            let result = try CLI.run(["layout", "--layout-file", file] + items)
            #expect(result.stdout == reference.stdout, "\(name) → \(file)")
        }
    }

    /// Without data options a Swift file shows the sections its provider implies: the settings
    /// screen's five (its enum's cases), the feed's three; a one-section layout keeps 30 items.
    @Test(arguments: [("SettingsViewController", [20, 20, 20, 20, 20]), ("FeedViewController", [20, 20, 20]), ("PhotoGridViewController", [30])])
    func aSwiftFileShowsTheSectionsItsLayoutImplies(name: String, counts: [Int]) throws {
        let document = try LayoutCommandTests().layout(["--layout-file", "\(Self.swiftResources)/\(name).swift"])
        let cells = document.elements.filter { $0.category == "cell" }
        #expect(Dictionary(grouping: cells, by: \.section).mapValues(\.count) == Dictionary(uniqueKeysWithValues: counts.enumerated().map { ($0, $1) }))
    }

    @Test func convertNotesWhatTheEnvironmentDecided() throws {
        let result = try CLI.run(["convert", "\(Self.swiftResources)/AdaptiveGridViewController.swift", "-", "--to", "json", "--device", "ipad"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("horizontalSizeClass is .regular (the environment decided this)"), "\(result.stderr)")
    }

    /// A view controller that builds a grid and a list, installs the grid and switches to the
    /// list with `setCollectionViewLayout(_:animated:)`.
    static func photos(listHeight: Int = 60) -> String {
        """
        import UIKit

        final class PhotosViewController: UIViewController {
            private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeGridLayout(columns: 3))

            @objc private func showList() {
                collectionView.setCollectionViewLayout(makeListLayout(), animated: true)
            }

            func makeGridLayout(columns: Int) -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            func makeListLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(listHeight))))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(listHeight))), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            func makeBrokenLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: makeSection(from: remoteConfiguration))
            }
        }
        """
    }

    /// Whether a line of the screen shows both item 3 and item 4: a grid row holds them, a list
    /// does not. (The first row may be under the status bar: short content is not inset.)
    static func sideBySide(_ screen: String) -> Bool {
        screen.split(separator: "\n").contains { $0.contains("[0, 3]") && $0.contains("[0, 4]") }
    }

    @Test func nStepsThroughTheLayoutsTheCodeBuildsHeadless() throws {
        // Alone: the Swift files other tests leave in the shared folder would be its project.
        let path = try CLI.fileAlone("Photos.swift", contents: Self.photos())
        func run(_ keys: String) throws -> (screen: String, stderr: String) {
            let result = try CLI.run(["run", "--layout-file", path, "--items", "12", "--headless", "--size", "80x24", "--no-bezel", "--keys", keys])
            #expect(result.status == 0, "\(result.stderr)")
            return (result.stdout, result.stderr)
        }
        // The grid the code installs, three a row; the builder that cannot be evaluated is said once.
        let grid = try run("wait:100")
        #expect(grid.screen.split(separator: "\n").last?.hasPrefix(" Photos.swift: makeGridLayout() │ focus [0, 0]") == true, "\(grid.screen)")
        #expect(Self.sideBySide(grid.screen))
        #expect(grid.stderr == "cvsim: note: the layout makeBrokenLayout() is not offered (n): \(path):23:72: cannot evaluate 'remoteConfiguration': unknown name 'remoteConfiguration': not declared in this file; --define remoteConfiguration=VALUE gives it\n")
        // n: the list, one a row; n again: the grid.
        let list = try run("n,wait:100")
        #expect(list.screen.split(separator: "\n").last?.hasPrefix(" layout 2 of 2 │ Photos.swift: makeListLayout() │ focus [0, 0]") == true, "\(list.screen)")
        #expect(!Self.sideBySide(list.screen) && list.screen.contains("[0, 3]"))
        let back = try run("n,n,wait:100")
        #expect(back.screen.split(separator: "\n").last?.hasPrefix(" layout 1 of 2 │ Photos.swift: makeGridLayout()") == true, "\(back.screen)")
        #expect(Self.sideBySide(back.screen))
        // `cvsim layout` lays out the installed one only.
        let layout = try CLI.run(["layout", "--layout-file", path, "--items", "2"])
        #expect(layout.stdout.contains("\"item\":1,\"frame\":{\"x\":130,\"y\":0,\"width\":130,\"height\":130}"), "\(layout.stdout)")
    }

    /// A view controller fetched without its project: its `Section` enum is in a file not read,
    /// and its provider switches over `Section.allCases[sectionIndex]`. Nothing in the file states
    /// the cases' order: the switch's is taken, and a note says it is assumed and names the
    /// `--define` that states another.
    @Test func aSectionEnumOfAFileNotReadTakesTheOrderTheUserStates() throws {
        let path = try CLI.fileAlone(
            "HomeCollectionView.swift",
            contents: """
                import UIKit

                final class HomeCollectionView: UICollectionView {
                    init() {
                        super.init(frame: .zero, collectionViewLayout: UICollectionViewLayout())
                        setCollectionViewLayout(createLayout(), animated: false)
                    }

                    private func createLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout { sectionIndex, environment in
                            let sectionType = Section.allCases[sectionIndex]
                            switch sectionType {
                            case .categories: return self.row(height: 80)
                            case .promotions: return self.row(height: 180)
                            }
                        }
                    }

                    private func row(height: CGFloat) -> NSCollectionLayoutSection {
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
                """)
        let result = try CLI.run(["layout", "--layout-file", path, "--items", "2,1"])
        #expect(result.status == 0)
        #expect(result.stderr == """
            cvsim: note: \(path):12:13: Section is not declared in the code read: it is taken to be an enum of these cases, in the order its switches name them, which is assumed (nothing in the code read states it): .categories, .promotions; pass the project folder to read its declaration, or give the order with --define 'Section.allCases=[.categories, .promotions]'

            """)
        // .categories first: 80-pt rows, then the 180-pt row at 160.
        #expect(result.stdout.contains(#""section":0,"item":1,"frame":{"x":0,"y":80,"width":390,"height":80}"#), "\(result.stdout)")
        #expect(result.stdout.contains(#""section":1,"item":0,"frame":{"x":0,"y":160,"width":390,"height":180}"#), "\(result.stdout)")
        let given = try CLI.run(["layout", "--layout-file", path, "--items", "2,1", "--define", "Section.allCases=[.promotions, .categories]"])
        #expect(given.status == 0, "\(given.stderr)")
        // .promotions first: 180-pt rows, then the 80-pt row at 360.
        #expect(given.stdout.contains(#""section":0,"item":1,"frame":{"x":0,"y":180,"width":390,"height":180}"#), "\(given.stdout)")
        #expect(given.stdout.contains(#""section":1,"item":0,"frame":{"x":0,"y":360,"width":390,"height":80}"#), "\(given.stdout)")
        #expect(given.stderr.contains("Section is not declared in the code read: it is taken to be an enum of these cases, in the order --define gives: .promotions, .categories"))
    }

    /// A provider that cannot be evaluated for the sample data's second section stops the command
    /// with one line naming it (not fewer sections in silence); `--items` shows the first alone.
    @Test func aSampleSectionThatCannotBeEvaluatedStopsTheCommand() throws {
        let path = try CLI.fileAlone(
            "Rows.swift",
            contents: """
                import UIKit

                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let height: CGFloat = sectionIndex == 0 ? 40 : Metrics.rowHeight
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                        return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    }
                }
                """)
        for command in [["layout", "--layout-file", path], ["run", "--layout-file", path, "--headless", "--keys", "q"]] {
            let result = try CLI.run(command)
            #expect(result.status == 2)
            #expect(result.stderr == "cvsim: error: \(path):5:56: cannot evaluate 'Metrics.rowHeight': unknown name 'Metrics': not declared in this file; --define Metrics.rowHeight=VALUE gives it (for section 1 of the sample data: --items gives the sections to show)\n")
        }
        let one = try CLI.run(["layout", "--layout-file", path, "--items", "2"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.contains(#""section":0,"item":1,"frame":{"x":0,"y":40,"width":390,"height":40}"#), "\(one.stdout)")
    }

    @Test func theHelpListsTheNextLayoutKey() throws {
        let help = try CLI.run(["run", "--help"])
        #expect(help.stdout.contains("\n  n           next layout (the Swift file's next builder)\n"), "\(help.stdout)")
    }
}

/// `cvsim run --layout-file FILE.swift` in tmux: shown, an edit saved and seen.
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct SwiftLayoutFileViewerTests {
    static func status(_ screen: String) -> String { ViewerSessionTests.status(screen) }

    @Test func savingAnEditShowsTheNewLayoutAndABadEditKeepsTheLastGoodOne() async throws {
        _ = try EndToEnd.binary()
        let path = try CLI.temporaryFile("List-\(UUID().uuidString.prefix(6)).swift", contents: SwiftLayoutFileCommandTests.list())
        let name = URL(fileURLWithPath: path).lastPathComponent
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--layout-file", path, "--items", "40", "--no-bezel"])
        defer { tmux.stop() }
        await tmux.waitForStable("the list") { Self.status($0).contains(name) && $0.contains("[0, 3]") }
        // A bad save: the place and the reason on the status line; the list stays.
        try SwiftLayoutFileCommandTests.list(width: "makeWidth()").write(toFile: path, atomically: true, encoding: .utf8)
        let bad = try #require(await tmux.waitFor("the error") { Self.status($0).contains("cannot evaluate 'makeWidth()'") })
        #expect(bad.contains("[0, 3]"))
        // A good save: five a row, picked up without a key. (The grid is shorter than the screen,
        // so `.automatic` does not inset it: the status bar covers its first row's index paths.)
        try SwiftLayoutFileCommandTests.list(width: "0.2").write(toFile: path, atomically: true, encoding: .utf8)
        let grid = try #require(await tmux.waitFor("the grid") { screen in
            !Self.status(screen).contains("cannot evaluate") && screen.split(separator: "\n").contains { $0.contains("[0, 5]") && $0.contains("[0, 9]") }
        })
        #expect(Self.status(grid).contains("reloaded \(name)"))
        // Ctrl-R reads it at once.
        try SwiftLayoutFileCommandTests.list().write(toFile: path, atomically: true, encoding: .utf8)
        await tmux.send("C-r")
        await tmux.waitFor("the list again") { screen in
            screen.split(separator: "\n").first { $0.contains("[0, 0]") }.map { !$0.contains("[0, 1]") } ?? false
        }
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }

    @Test func nSwitchesToTheNextBuilderAndASaveKeepsIt() async throws {
        _ = try EndToEnd.binary()
        let path = try CLI.temporaryFile("Photos-\(UUID().uuidString.prefix(6)).swift", contents: SwiftLayoutFileCommandTests.photos())
        let name = URL(fileURLWithPath: path).lastPathComponent
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--layout-file", path, "--items", "40", "--no-bezel"])
        defer { tmux.stop() }
        let grid = try #require(await tmux.waitForStable("the grid") { Self.status($0).contains("\(name): makeGridLayout()") && $0.contains("[0, 3]") })
        #expect(SwiftLayoutFileCommandTests.sideBySide(grid))
        await tmux.send("n")
        let list = try #require(await tmux.waitForStable("the list") { Self.status($0).contains("\(name): makeListLayout()") })
        #expect(Self.status(list).contains("layout 2 of 2"))
        #expect(!SwiftLayoutFileCommandTests.sideBySide(list) && list.contains("[0, 3]"))
        // A save reads both again and keeps the list shown, now taller.
        let rows = list.split(separator: "\n").firstIndex { $0.contains("[0, 1]") }
        try SwiftLayoutFileCommandTests.photos(listHeight: 120).write(toFile: path, atomically: true, encoding: .utf8)
        let taller = try #require(await tmux.waitForStable("the taller list") { screen in
            Self.status(screen).contains("reloaded \(name)") && screen.split(separator: "\n").firstIndex { $0.contains("[0, 1]") } != rows
        })
        #expect(Self.status(taller).contains("\(name): makeListLayout()"))
        #expect(!SwiftLayoutFileCommandTests.sideBySide(taller))
        await tmux.send("n")
        await tmux.waitForStable("the grid again") { Self.status($0).contains("\(name): makeGridLayout()") && SwiftLayoutFileCommandTests.sideBySide($0) }
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }

    @Test func aChangeToAnotherProjectFileReloadsTheLayout() async throws {
        _ = try EndToEnd.binary()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cvsim-project-\(UUID().uuidString.prefix(6))").path
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let list = SwiftLayoutFileCommandTests.list(width: "Metrics.fraction")
        try list.write(toFile: folder + "/ListViewController.swift", atomically: true, encoding: .utf8)
        func metrics(_ fraction: String) throws {
            try "import UIKit\n\nenum Metrics {\n    static let fraction: CGFloat = \(fraction)\n}\n".write(toFile: folder + "/Metrics.swift", atomically: true, encoding: .utf8)
        }
        try metrics("1")
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--layout-file", folder, "--items", "40", "--no-bezel"])
        defer { tmux.stop() }
        let name = URL(fileURLWithPath: folder).lastPathComponent
        await tmux.waitForStable("the list") { Self.status($0).contains(name) && $0.contains("[0, 3]") }
        // Five a row once Metrics.swift says so, picked up without a key.
        try metrics("0.2")
        let grid = try #require(await tmux.waitFor("the grid") { screen in
            screen.split(separator: "\n").contains { $0.contains("[0, 5]") && $0.contains("[0, 9]") }
        })
        #expect(Self.status(grid).contains("reloaded \(name) (Metrics.swift changed)"), "\(grid)")
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }
}

extension SwiftLayoutFileCommandTests {
    /// UIKit shows the data source's count: a controller answering 10 items lays out 10 cells, four
    /// to a row (77.5-pt cells, the 80 pt left spread between them) — `--items` still chooses others.
    @Test func theDataSourcesCountIsWhatLayoutShows() throws {
        let path = try CLI.fileAlone("ForecastViewController.swift", contents: """
            import UIKit

            final class ForecastViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
                @IBOutlet weak var forecastView: UICollectionView!

                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    return 10
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let width = collectionView.frame.size.width
                    return CGSize(width: width / 4 - 20, height: width / 3 + 40)
                }
            }
            """)
        let result = try CLI.run(["layout", "--layout-file", path])
        #expect(result.status == 0, "\(result.stderr)")
        let cells = result.stdout.split(separator: "\n").filter { $0.contains(#""category":"cell""#) }
        #expect(cells.count == 10)
        #expect(cells.last.map { $0.contains(#""item":9,"frame":{"x":104.166664,"y":360,"width":77.50001,"height":170}"#) } == true, "\(cells)")
        #expect(result.stderr.contains("the data source answers 10 items without data: the sample data has as many (--items or --data choose others)"))
        let chosen = try CLI.run(["layout", "--layout-file", path, "--items", "3"])
        #expect(chosen.stdout.split(separator: "\n").filter { $0.contains(#""category":"cell""#) }.count == 3)
    }
}
