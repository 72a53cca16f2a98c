import CollectionFiles
import CollectionLayout
import SwiftLayoutSource
import Testing

/// `--define NAME=VALUE`: values for the names a file uses but neither it nor its project gives
/// one. Exact frames, hand-computed and equal to the same file with the value written in.
@Suite struct DefinitionTests {
    /// A view controller spaced by a design system of another module, and a builder whose
    /// parameter only an unread caller gives.
    static let themed = """
        import UIKit

        final class DiscoverViewController: UIViewController {
            static func makeLayout(isCompact: Bool) -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(isCompact ? 1 : 0.5), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Theme.rowHeight)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = Theme.Spacing.medium
                section.contentInsets = NSDirectionalEdgeInsets(top: Theme.Spacing.small, leading: Theme.Spacing.medium, bottom: 0, trailing: Theme.Spacing.medium)
                return UICollectionViewCompositionalLayout(section: section)
            }
        }
        """

    static func evaluate(_ source: String, _ texts: [String], name: String = "Discover.swift") throws -> EvaluatedLayout {
        var file = try SwiftLayoutSource.parse(Array(source.utf8), name: name)
        file.definitions = try SwiftDefinitions(texts)
        return try file.evaluate(device: LayoutEnvironment(containerSize: phone))
    }

    static func frames(_ source: String, _ texts: [String], counts: [Int]) throws -> [String] {
        let layout = try evaluate(source, texts).makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: counts))
        return elements(of: layout)
    }

    @Test func definedNamesLayOutAsTheSameValuesWrittenIn() throws {
        let defines = ["Theme.rowHeight=60", "Theme.Spacing.medium=16", "self.Theme.Spacing.small = 8", "isCompact=false"]
        // Two columns of (390 − 32) / 2 = 179 pt, 60 high, rows 16 apart, 8 below the top.
        let expected = ["cell 0.0 16,8 179x60", "cell 0.1 195,8 179x60", "cell 0.2 16,84 179x60"]
        #expect(try Self.frames(Self.themed, defines, counts: [3]) == expected)
        let written = Self.themed.replacingOccurrences(of: "Theme.rowHeight", with: "60").replacingOccurrences(of: "Theme.Spacing.medium", with: "16")
            .replacingOccurrences(of: "Theme.Spacing.small", with: "8").replacingOccurrences(of: "isCompact: Bool", with: "isCompact: Bool = false")
        #expect(try SwiftLayoutSourceTests.frames(written, counts: [3]) == expected)
        let notices = try Self.evaluate(Self.themed, defines).notices
        #expect(notices.contains("Discover.swift:6:155: 'Theme.rowHeight' is 60, as --define gives it (the code read gives it no value)"), "\(notices)")
        #expect(notices.contains { $0.hasSuffix("'isCompact' is false, as --define gives it (the code read gives it no value)") }, "\(notices)")
    }

    @Test func aNameWithoutADefinitionSaysHowToGiveIt() throws {
        let error = try #require(evaluationError(Self.themed.replacingOccurrences(of: "isCompact: Bool", with: "isCompact: Bool = true")))
        #expect(error == "Bad.swift:6:155: cannot evaluate 'Theme.rowHeight': unknown name 'Theme': not declared in this file; --define Theme.rowHeight=VALUE gives it")
        let parameter = try #require(evaluationError(Self.themed))
        #expect(parameter.hasSuffix("'makeLayout' takes 'isCompact', which no call in the project that installs the layout gives and which has no default value: give it with --define isCompact=VALUE, or pick another layout with --layout-function"), "\(parameter)")
    }

    @Test func aDefinitionTheCodeHasAValueForIsNotUsedAndSaysSo() throws {
        let declared = Self.themed.replacingOccurrences(of: "final class", with: "enum Theme {\n    static let rowHeight: CGFloat = 44\n    enum Spacing {\n        static let small: CGFloat = 4\n        static let medium: CGFloat = 10\n    }\n}\n\nfinal class")
        let defines = ["Theme.rowHeight=60", "isCompact=true", "Theme.Spacing.huge=99"]
        // The file's own 44 and 10 win over the command line's 60; one column of 390 − 20.
        #expect(try Self.frames(declared, defines, counts: [2]) == ["cell 0.0 10,4 370x44", "cell 0.1 10,58 370x44"])
        let notices = try Self.evaluate(declared, defines).notices
        #expect(notices.contains("--define Theme.rowHeight=60 is not used: the code read gives 'Theme.rowHeight' a value of its own, or does not read it"), "\(notices)")
        #expect(notices.contains("--define Theme.Spacing.huge=99 is not used: the code read gives 'Theme.Spacing.huge' a value of its own, or does not read it"), "\(notices)")
    }

    @Test func aValueThatDoesNotEvaluateIsOneLineAtItsUse() throws {
        let error = try #require(throws: LayoutFileError.self) {
            try Self.frames(Self.themed, ["Theme.rowHeight=height * 2", "Theme.Spacing.medium=16", "Theme.Spacing.small=8", "isCompact=true"], counts: [1])
        }
        #expect(error.description == "Discover.swift:6:155: cannot evaluate 'Theme.rowHeight': --define Theme.rowHeight=height * 2: unknown name 'height': not declared in this file")
    }

    @Test(arguments: [
        ("spacing", "takes NAME=VALUE (Theme.spacing=16, isCompact=true), not 'spacing'"),
        ("Theme..spacing=1", "'Theme..spacing' is not a name: Swift identifiers joined by dots (Theme.Spacing.medium)"),
        ("2x=1", "'2x' is not a name: Swift identifiers joined by dots (Theme.Spacing.medium)"),
        ("=1", "'' is not a name: Swift identifiers joined by dots (Theme.Spacing.medium)"),
        ("spacing=", "'spacing' has no value after '='"),
        ("spacing=(16", "the value of 'spacing', '(16', is not one Swift expression (16, true, \"feed\", CGSize(width: 80, height: 80))"),
        ("spacing=1; 2", "the value of 'spacing', '1; 2', is not one Swift expression (16, true, \"feed\", CGSize(width: 80, height: 80))"),
    ])
    func aBadDefinitionSaysWhatIsWrong(text: String, problem: String) {
        #expect(throws: DefinitionProblem.self) { try SwiftDefinitions([text]) }
        do { _ = try SwiftDefinitions([text]) } catch { #expect(error.description == problem) }
    }

    @Test func aNameGivenTwiceIsRefused() {
        do {
            _ = try SwiftDefinitions(["a=1", "b=2", "self.a=3"])
            Issue.record("a name given twice was taken")
        } catch {
            #expect(error.description == "'a' is given twice")
        }
        #expect((try? SwiftDefinitions(["a.b=1", "a.c=CGSize(width: 1, height: 2)"]))?.entries.map(\.name) == ["a.b", "a.c"])
    }

    @Test func literalsAssignedToAFloatingVariableAreFloating() throws {
        // `fraction = 1 / 2` to a Double variable is 0.5 in Swift, not the integer 0.
        let source = layoutFunction("""
                var fraction: Double = 1 / 4
                let columns = 2
                switch columns {
                case 2: fraction = 1 / 2
                default: fraction = 1 / 3
                }
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(CGFloat(fraction)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            """)
        #expect(try SwiftLayoutSourceTests.frames(source, counts: [3]) == ["cell 0.0 0,0 195x50", "cell 0.1 195,0 195x50", "cell 0.2 0,50 195x50"])
    }

    /// A section whose insets follow a card the app's view model, made at run time from a
    /// property set elsewhere, answers.
    static let dashboard = """
        import UIKit

        final class DashboardViewController: UIViewController {
            var blog: Blog
            private lazy var viewModel = DashboardViewModel(blog: blog)

            private func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { [weak self] sectionIndex, _ in
                    self?.makeSection(for: sectionIndex)
                }
            }

            private func makeSection(for sectionIndex: Int) -> NSCollectionLayoutSection {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                let isQuickActions = viewModel.card(for: sectionIndex) == .quickActions
                let inset: CGFloat = isQuickActions ? 0 : 20
                section.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: 0, trailing: inset)
                return section
            }
        }
        """

    @Test func aLocalValueMadeAtRunTimeIsNamedAtItsLineAndDefinable() throws {
        // The error is at the line that needs the value, not inside the view model's initializer.
        let error = try #require(evaluationError(Self.dashboard, name: "Dashboard.swift"))
        #expect(error == "Dashboard.swift:17:30: cannot evaluate 'viewModel.card(for: sectionIndex) == .quickActions': 'blog' has no value in the file (it is set elsewhere); --define isQuickActions=VALUE gives 'isQuickActions'")
        // Not a quick action: 20 pt around, rows of 350 × 50; a quick action: none.
        #expect(try Self.frames(Self.dashboard, ["isQuickActions=false"], counts: [2]) == ["cell 0.0 20,20 350x50", "cell 0.1 20,70 350x50"])
        #expect(try Self.frames(Self.dashboard, ["isQuickActions=true"], counts: [2]) == ["cell 0.0 0,0 390x50", "cell 0.1 0,50 390x50"])
    }

    @Test func anExtensionsCallOfAGeometryTypeIsSaidToBeTheAppsOwn() throws {
        let source = layoutFunction("""
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets.uniform(size: 8)
                return UICollectionViewCompositionalLayout(section: section)
            """)
        let error = try #require(evaluationError(source))
        #expect(error.hasSuffix(
            "unknown call 'NSDirectionalEdgeInsets.uniform(size:)': not one of NSDirectionalEdgeInsets's that cvsim evaluates; an extension of NSDirectionalEdgeInsets in a file not read declares it, most likely"), "\(error)")
        // A layout type's call outside the subset still says so.
        let layoutCall = source.replacingOccurrences(of: "NSDirectionalEdgeInsets.uniform(size: 8)", with: "NSCollectionLayoutSection.uniform(size: 8)")
        #expect(try #require(evaluationError(layoutCall)).contains("cvsim evaluates the NSCollectionLayout API its layout files have"))
    }

    /// A list configuration's factory or appearance of the app's own (an extension not read) is
    /// said to be that, and the configuration can be given with `--define`: the same list as UIKit's.
    @Test func aListConfigurationOfTheAppsOwnIsSaidSoAndCanBeDefined() throws {
        let source = layoutFunction("""
                let config = UICollectionLayoutListConfiguration.wellRows()
                return UICollectionViewCompositionalLayout.list(using: config)
            """)
        let error = try #require(evaluationError(source))
        #expect(error.hasSuffix(
            "unknown call 'UICollectionLayoutListConfiguration.wellRows()': not one of UIKit's; an extension of UICollectionLayoutListConfiguration in a file not read declares it, most likely; --define config=VALUE gives 'config'"), "\(error)")
        let appearance = source.replacingOccurrences(of: ".wellRows()", with: "(appearance: .defaultGrouped)")
        #expect(try #require(evaluationError(appearance)).hasSuffix(
            "'.defaultGrouped' is not one of UIKit's appearances (.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain); an extension of UICollectionLayoutListConfiguration.Appearance in a file not read declares it, most likely; --define config=VALUE gives 'config'"))
        let defined = try Self.frames(source, ["config=UICollectionLayoutListConfiguration(appearance: .plain)"], counts: [2])
        let written = source.replacingOccurrences(of: ".wellRows()", with: "(appearance: .plain)")
        #expect(defined == (try SwiftLayoutSourceTests.frames(written, counts: [2])))
        #expect(defined == ["cell 0.0 0,0 390x44", "cell 0.1 0,44 390x44"])
    }

    /// A method of a UIKit value the app adds in an extension not read (`traitCollection.isIpad()`)
    /// is said to be that; `--define` gives what it decides, as the value written in would.
    @Test func anExtensionsMethodOfATraitCollectionIsSaidToBeTheAppsOwn() throws {
        let source = """
            import UIKit

            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let columns = environment.traitCollection.isIpad() ? 3 : 2
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitem: item, count: columns)
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        let error = try #require(evaluationError(source))
        #expect(error.hasSuffix(
            "unknown call 'isIpad' on UITraitCollection: not one of UIKit's; an extension of UITraitCollection in a file not read declares it, most likely; --define columns=VALUE gives 'columns'"), "\(error)")
        let written = source.replacingOccurrences(of: "environment.traitCollection.isIpad() ? 3 : 2", with: "2")
        #expect(try Self.frames(source, ["columns=2"], counts: [3]) == (try SwiftLayoutSourceTests.frames(written, counts: [3])))
        #expect(try Self.frames(source, ["columns=2"], counts: [3]) == ["cell 0.0 0,0 195x80", "cell 0.1 195,0 195x80", "cell 0.2 0,80 195x80"])
    }

    /// A value only the running app has (its settings) says so, and `--define` gives it.
    @Test func aSettingTheAppReadsWhenItRunsIsSaidSoAndCanBeDefined() throws {
        let source = """
            import UIKit

            final class SettingsViewController: UIViewController {
                private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())

                private func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, environment in
                        let perRow = UserDefaults.standard.integer(forKey: "perRow")
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / CGFloat(perRow)), heightDimension: .absolute(80)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        #expect(evaluationError(source, name: "Settings.swift") == """
            Settings.swift:8:26: cannot evaluate 'UserDefaults.standard.integer(forKey: "perRow")': 'UserDefaults' reads the app's settings when the app runs, which cvsim does not run; --define perRow=VALUE gives 'perRow'
            """)
        // Three a row: 130 pt.
        #expect(try Self.frames(source, ["perRow=3"], counts: [4]) == [
            "cell 0.0 0,0 130x80", "cell 0.1 130,0 130x80", "cell 0.2 260,0 130x80", "cell 0.3 0,80 130x80",
        ])
    }

    /// A property declared without a value (`var viewModel: GalleryViewModel!`) is nil until the
    /// app sets it: reading a member of it names the place and the `--define` that gives it,
    /// and with that value the provider lays out what the app shows.
    @Test func aMemberOfAPropertyTheAppSetsIsAskedForByName() throws {
        let source = """
            import UIKit

            final class GalleryViewController: UIViewController {
                var viewModel: GalleryViewModel!

                private func generateLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] _, _ in
                        guard let self else { return nil }
                        let columns: CGFloat = self.viewModel.style == .board ? 2 : 1
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        let error = try #require(evaluationError(source))
        #expect(error == "Bad.swift:9:36: cannot evaluate 'self.viewModel.style': 'self.viewModel' is nil in the code read (it is set elsewhere); --define viewModel.style=VALUE gives it")
        #expect(try Self.frames(source, ["viewModel.style=.board"], counts: [3]) == ["cell 0.0 0,0 195x100", "cell 0.1 195,0 195x100", "cell 0.2 0,100 195x100"])
        #expect(try Self.frames(source, ["viewModel.style=.table"], counts: [2]) == ["cell 0.0 0,0 390x100", "cell 0.1 0,100 390x100"])
        // `guard let sSelf = self`: the same name, without the variable that holds self.
        let aliased = source.replacingOccurrences(of: "guard let self else", with: "guard let sSelf = self else")
            .replacingOccurrences(of: "self.viewModel.style", with: "sSelf.viewModel.style")
        #expect(try #require(evaluationError(aliased)).hasSuffix("'sSelf.viewModel' is nil in the code read (it is set elsewhere); --define viewModel.style=VALUE gives it"))
        #expect(try Self.frames(aliased, ["viewModel.style=.board"], counts: [1]) == ["cell 0.0 0,0 195x100"])
    }
}
