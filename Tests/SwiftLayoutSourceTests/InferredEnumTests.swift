import CollectionFiles
import CollectionLayout
import CollectionModel
import SwiftLayoutSource
import Testing

/// A section enum declared in a file that was not read, which the layout code switches over
/// (`Section.allCases[sectionIndex]`, `ViewModel.Section(rawValue:)`, a `sections` array set
/// elsewhere): taken to have the cases its switches name, in the order the file's snapshot
/// appends them (`APPEND`), which differs from the switch's here. Each file is read alone, as a
/// file fetched without its project; its frames equal the same file's with the enum declared.
@Suite struct InferredEnumTests {
    /// A view controller whose provider switches over a section value: `READ` binds it,
    /// `SUBJECT` is what the switch reads, `TOP` and `MEMBER` declare the enum (or are empty).
    static let home = """
        import UIKit

        TOP
        final class HomeViewController: UIViewController {
            MEMBER
            private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())

            private func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
                    READ
                    switch SUBJECT {
                    case .categories: return self?.gridSection(columns: 4)
                    case .banner: return self?.bannerSection()
                    case .products: return self?.gridSection(columns: 2)
                    }
                }
            }

            private func bannerSection() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }

            private func gridSection(columns: Int) -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = .init(top: 8, leading: 0, bottom: 8, trailing: 0)
                return section
            }

            APPEND
        }
        """

    /// The snapshot the fixture's view controller applies: the order of its sections.
    static let append = """
        private func applySnapshot() {
                var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
                snapshot.appendSections([.banner, .categories, .products])
            }
        """

    /// One way the code reaches its sections, and the declaration a project would have.
    struct Form: CustomTestStringConvertible, Sendable {
        var read: String
        var subject: String
        var top: String
        var member = ""
        /// The notice, after `Home.swift:LINE:COLUMN: ` (the switch's place).
        var notice: String
        var testDescription: String { subject }

        func source(declared: Bool) -> String {
            InferredEnumTests.home.replacingOccurrences(of: "READ", with: read).replacingOccurrences(of: "SUBJECT", with: subject)
                .replacingOccurrences(of: "TOP", with: declared ? top : "").replacingOccurrences(of: "MEMBER", with: declared ? member : "")
                .replacingOccurrences(of: "APPEND", with: InferredEnumTests.append)
        }
    }

    static let forms = [
        Form(
            read: "let sectionType = Section.allCases[sectionIndex]", subject: "sectionType",
            top: "enum Section: CaseIterable { case banner, categories, products }",
            notice: "Section is not declared in the code read: it is taken to be an enum of these cases, in the order the snapshot's appendSections states: .banner, .categories, .products; pass the project folder to read its declaration"),
        Form(
            read: "guard let kind = HomeViewModel.Section(rawValue: sectionIndex) else { return nil }", subject: "kind",
            top: "enum HomeViewModel { enum Section: Int { case banner, categories, products } }",
            notice: "HomeViewModel.Section is not declared in the code read: it is taken to be an enum of these cases, in the order the snapshot's appendSections states, raw values 0 to 2: .banner, .categories, .products; pass the project folder to read its declaration"),
        Form(
            read: "", subject: "(self?.sections[sectionIndex])!", top: "enum Section { case banner, categories, products }",
            member: "private var sections: [Section] = [.banner, .categories, .products]",
            notice: "self?.sections is not declared in the code read: it is taken to hold each case once, in the order the snapshot's appendSections states: .banner, .categories, .products; pass the project folder to read its declaration"),
    ]

    /// The banner 390×200; four 97.5-pt columns 100 tall from y 208 (the grid's top inset 8);
    /// two 195-pt columns from 424 (8 below the grid's last row at 408, 8 above).
    static let expected = [
        "cell 0.0 0,0 390x200",
        "cell 1.0 0,208 97.5x100", "cell 1.1 97.5,208 97.5x100", "cell 1.2 195,208 97.5x100", "cell 1.3 292.5,208 97.5x100", "cell 1.4 0,308 97.5x100",
        "cell 2.0 0,424 195x100", "cell 2.1 195,424 195x100", "cell 2.2 0,524 195x100",
    ]

    func laidOut(_ evaluated: EvaluatedLayout, counts: [Int]) throws -> [String] {
        let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: counts))
        return elements(of: layout)
    }

    @Test(arguments: forms)
    func anUndeclaredSectionEnumHasTheCasesItsSwitchNames(form: Form) throws {
        let environment = LayoutEnvironment(containerSize: phone)
        let alone = try evaluate(form.source(declared: false), name: "Home.swift")
        let declared = try evaluate(form.source(declared: true), name: "Home.swift")
        let implied = try #require(alone.impliedSections(environment: environment))
        #expect(implied.count == 3)
        #expect(implied == declared.impliedSections(environment: environment))
        #expect(alone.impliedSectionTitles(count: 3) == ["Banner", "Categories", "Products"])
        #expect(try laidOut(alone, counts: [1, 5, 3]) == Self.expected)
        #expect(try laidOut(declared, counts: [1, 5, 3]) == Self.expected)
        // One notice, at the switch (line 11 of the undeclared file; TOP and MEMBER are empty lines).
        #expect(alone.notices == ["Home.swift:11:13: \(form.notice)"])
        #expect(declared.notices.isEmpty)
    }

    @Test func theProjectsDeclarationWinsOverTheSwitchesOrder() throws {
        let form = Self.forms[0]
        let files = [SwiftProject.File(path: "/app/Home/Section.swift", bytes: Array("enum Section: CaseIterable { case products, banner, categories }".utf8))]
        let file = try SwiftLayoutSource.parse(
            Array(form.source(declared: false).utf8), name: "/app/Home/HomeViewController.swift", project: SwiftProject(root: "/app", files: files))
        let evaluated = try file.evaluate(device: LayoutEnvironment(containerSize: phone))
        // Section 0 is the two-column grid (products), 1 the banner, 2 the four columns.
        #expect(try laidOut(evaluated, counts: [1, 1, 1]) == ["cell 0.0 0,8 195x100", "cell 1.0 0,116 390x200", "cell 2.0 0,324 97.5x100"])
        #expect(evaluated.notices.isEmpty)
    }

    /// A default arm stands for the cases the snapshot appends that the switch does not name: one
    /// more section here, laid out by the default's code.
    @Test func aDefaultArmStandsForOneMoreCase() throws {
        let source = Self.forms[1].source(declared: false).replacingOccurrences(
            of: "case .products: return self?.gridSection(columns: 2)", with: "default: return self?.gridSection(columns: 2)")
        let evaluated = try evaluate(source, name: "Home.swift")
        #expect(evaluated.impliedSections(environment: LayoutEnvironment(containerSize: phone))?.count == 3)
        #expect(try laidOut(evaluated, counts: [1, 5, 3]) == Self.expected)
        #expect(evaluated.notices == [
            "Home.swift:11:13: HomeViewModel.Section is not declared in the code read: it is taken to be an enum of these cases, in the order the snapshot's appendSections states, raw values 0 to 2: .banner, .categories, .products; pass the project folder to read its declaration"
        ])
        // A fourth section is Section(rawValue: 3) == nil: the provider returns nil for it.
        #expect(evaluationError(source, counts: [1, 1, 1, 1], name: "Home.swift")?.hasSuffix("the section provider returned nil for section 3, which has data") == true)
    }

    /// Several switches over the same enum (the layout's and a data source's) name its cases
    /// between them: the order is the first switch's, then the cases the others add.
    @Test func theSwitchesOfTheFileNameTheCasesBetweenThem() throws {
        let source = Self.forms[0].source(declared: false)
            .replacingOccurrences(of: "case .products: return self?.gridSection(columns: 2)", with: "default: return self?.gridSection(columns: 2)")
            .replacingOccurrences(of: "    private func bannerSection()", with: """
                    func title(_ index: Int) -> String {
                        switch Section.allCases[index] {
                        case .banner, .categories: return "Top"
                        case .products: return "Products"
                        case .brands: return "Brands"
                        }
                    }

                    private func bannerSection()
                """)
        let evaluated = try evaluate(source, name: "Home.swift")
        let implied = try #require(evaluated.impliedSections(environment: LayoutEnvironment(containerSize: phone)))
        // banner, categories, products, brands: the default's two-column grid for the last two
        // (no case is added for the default, which the cases the other switch adds stand for).
        #expect(implied.count == 4)
        #expect(evaluated.impliedSectionTitles(count: 4) == ["Banner", "Categories", "Products", "Brands"])
        #expect(try laidOut(evaluated, counts: [1, 5, 3, 1]) == Self.expected + ["cell 3.0 0,640 195x100"])
    }

    /// `switch Section(rawValue: i)` over the optional: `.banner?` and `.some(.categories)` name
    /// cases too; `case .none` is the end of the sections.
    @Test func anOptionalsPatternsNameTheirCases() throws {
        let source = Self.forms[1].source(declared: false)
            .replacingOccurrences(of: "guard let kind = HomeViewModel.Section(rawValue: sectionIndex) else { return nil }", with: "let kind = HomeViewModel.Section(rawValue: sectionIndex)")
            .replacingOccurrences(of: "case .banner: return", with: "case .banner?: return")
            .replacingOccurrences(of: "case .categories: return", with: "case .some(.categories): return")
            .replacingOccurrences(of: "case .products: return self?.gridSection(columns: 2)", with: "case .products?: return self?.gridSection(columns: 2)\n            case .none: return nil")
        let evaluated = try evaluate(source, name: "Home.swift")
        #expect(evaluated.impliedSections(environment: LayoutEnvironment(containerSize: phone))?.count == 3)
        #expect(try laidOut(evaluated, counts: [1, 5, 3]) == Self.expected)
    }

    @Test func aCaseWithAPayloadIsOneLine() {
        let source = Self.forms[2].source(declared: false).replacingOccurrences(
            of: "case .products: return self?.gridSection(columns: 2)", with: "case .products(let columns): return self?.gridSection(columns: columns)")
        #expect(evaluationError(source, name: "Home.swift") == """
            Home.swift:11:21: cannot evaluate 'self?.sections': self?.sections is not declared in the code read, and its switch names .products with a value made at run time; pass the project folder to read its declaration
            """)
    }

    /// A name the code binds itself is not an enum to infer: its own error stays.
    @Test func aLocalArrayIsNotInferred() {
        let source = Self.forms[2].source(declared: false).replacingOccurrences(of: "READ", with: "")
            .replacingOccurrences(of: "switch (self?.sections[sectionIndex])!", with: "let sections: [Int] = []\n            switch sections[sectionIndex]")
        #expect(evaluationError(source, name: "Home.swift")?.contains("is not declared in the code read") == false)
    }

    /// A view model of a file not fetched (`viewModel.sections[sectionIndex]`): its sections are the
    /// cases the switch names; with the view model's file in the project, its own value wins.
    @Test func aViewModelsSectionsOfAFileNotReadAreTheSwitchsCases() throws {
        let source = Self.forms[0].source(declared: false)
            .replacingOccurrences(of: "let sectionType = Section.allCases[sectionIndex]", with: "guard let sectionType = self?.viewModel.sections[sectionIndex] else { return nil }")
            .replacingOccurrences(of: "final class HomeViewController: UIViewController {\n", with: "final class HomeViewController: UIViewController {\n    private let viewModel = HomeViewModel()\n")
        let alone = try evaluate(source, name: "Home.swift")
        #expect(alone.impliedSections(environment: LayoutEnvironment(containerSize: phone))?.count == 3)
        #expect(try laidOut(alone, counts: [1, 5, 3]) == Self.expected)
        #expect(alone.notices == [
            "Home.swift:12:13: self?.viewModel.sections has no value in the code read (it is set at run time): it is taken to hold each case once, in the order the snapshot's appendSections states: .banner, .categories, .products; pass the project folder to read its declaration"
        ])
        let model = "enum Section { case banner, categories, products }\nfinal class HomeViewModel { let sections: [Section] = [.products, .banner] }"
        let files = [SwiftProject.File(path: "/app/Home/HomeViewModel.swift", bytes: Array(model.utf8))]
        let file = try SwiftLayoutSource.parse(Array(source.utf8), name: "/app/Home/HomeViewController.swift", project: SwiftProject(root: "/app", files: files))
        let project = try file.evaluate(device: LayoutEnvironment(containerSize: phone))
        // The view model's two sections: the two-column grid, then the banner.
        #expect(project.impliedSections(environment: LayoutEnvironment(containerSize: phone))?.count == 2)
        #expect(try laidOut(project, counts: [1, 1]) == ["cell 0.0 0,8 195x100", "cell 1.0 0,116 390x200"])
        #expect(project.notices.isEmpty)
    }

    /// `private var sections: [Section] = []`, filled at run time: a declared section enum gives
    /// its cases in its own order; an element type not read, the switch's.
    @Test func anArrayThatStartsEmptyHoldsItsEnumsCases() throws {
        let declared = Self.forms[2].source(declared: false)
            .replacingOccurrences(of: "final class HomeViewController: UIViewController {\n", with: """
                enum Section { case products, banner, categories }
                final class HomeViewController: UIViewController {
                    private var sections: [Section] = []

                """)
        let evaluated = try evaluate(declared, name: "Home.swift")
        #expect(evaluated.impliedSections(environment: LayoutEnvironment(containerSize: phone))?.count == 3)
        #expect(evaluated.impliedSectionTitles(count: 3) == ["Products", "Banner", "Categories"])
        #expect(try laidOut(evaluated, counts: [1, 1, 1]) == ["cell 0.0 0,8 195x100", "cell 1.0 0,116 390x200", "cell 2.0 0,324 97.5x100"])
        #expect(evaluated.notices == [
            "Home.swift:13:13: self?.sections has no value in the code read (it is set at run time): it is taken to hold each of Section's 3 cases once, in order"
        ])
        let notRead = declared.replacingOccurrences(of: "enum Section { case products, banner, categories }\n", with: "")
        let fromSwitch = try evaluate(notRead, name: "Home.swift")
        #expect(try laidOut(fromSwitch, counts: [1, 5, 3]) == Self.expected)
        #expect(fromSwitch.notices.first?.contains("it is taken to hold each case once, in the order the snapshot's appendSections states: .banner, .categories, .products") == true)
    }

    /// Without a statement of the order, the cases are taken in the order the switches name them
    /// (Xcode's fix-it writes a switch's cases in the declaration's order), and the notice says
    /// that this is assumed and how to state another: the frames equal the same file's with the
    /// enum declared in that order. One case needs no order.
    @Test func withoutAStatedOrderTheSwitchsOrderIsAssumedAndSaid() throws {
        let source = Self.forms[0].source(declared: false).replacingOccurrences(of: Self.append, with: "")
        let assumed = try evaluate(source, name: "Home.swift")
        let declared = try evaluate(
            source.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\nenum Section: CaseIterable { case categories, banner, products }\n"), name: "Home.swift")
        // Four 97.5-pt columns from y 8; the banner at 216; two columns from 424.
        let expected = [
            "cell 0.0 0,8 97.5x100", "cell 0.1 97.5,8 97.5x100", "cell 0.2 195,8 97.5x100", "cell 0.3 292.5,8 97.5x100", "cell 0.4 0,108 97.5x100",
            "cell 1.0 0,216 390x200", "cell 2.0 0,424 195x100", "cell 2.1 195,424 195x100", "cell 2.2 0,524 195x100",
        ]
        #expect(try laidOut(assumed, counts: [5, 1, 3]) == expected)
        #expect(try laidOut(declared, counts: [5, 1, 3]) == expected)
        #expect(assumed.notices == [
            "Home.swift:11:13: Section is not declared in the code read: it is taken to be an enum of these cases, in the order its switches name them, which is assumed (nothing in the code read states it): .categories, .banner, .products; pass the project folder to read its declaration, or give the order with --define 'Section.allCases=[.categories, .banner, .products]'"
        ])
        let one = source
            .replacingOccurrences(of: "        case .categories: return self?.gridSection(columns: 4)\n", with: "")
            .replacingOccurrences(of: "        case .products: return self?.gridSection(columns: 2)\n", with: "")
        let evaluated = try evaluate(one, name: "Home.swift")
        #expect(try laidOut(evaluated, counts: [1]) == ["cell 0.0 0,0 390x200"])
        #expect(evaluated.notices == [
            "Home.swift:11:13: Section is not declared in the code read: it is taken to be an enum of these cases, the one case its switch names: .banner; pass the project folder to read its declaration"
        ])
    }

    /// `.none` in a switch over an optional (`switch SectionType(rawValue: index)`) is its nil,
    /// not a case: the enum has the two cases the switch names besides it.
    @Test func noneOfAnOptionalIsNotACase() throws {
        let source = """
            import UIKit

            final class WeatherViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, _ in
                        let height: CGFloat
                        switch SectionType(rawValue: sectionIndex) {
                        case .hourly: height = 120
                        case .daily: height = 60
                        case .none: return nil
                        }
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        let evaluated = try evaluate(source, name: "Weather.swift")
        #expect(try laidOut(evaluated, counts: [1, 2]) == ["cell 0.0 0,0 390x120", "cell 1.0 0,120 390x60", "cell 1.1 0,180 390x60"])
        #expect(evaluated.impliedSectionTitles(count: 2) == ["Hourly", "Daily"])
        #expect(evaluated.notices.first?.hasSuffix(
            "raw values 0 to 1: .hourly, .daily; pass the project folder to read its declaration, or give the order with --define 'SectionType.allCases=[.hourly, .daily]'") == true,
            "\(evaluated.notices)")
    }

    /// `--define 'Section.allCases=[…]'` states the order the file does not: the user's, read as a
    /// snapshot's would be; a value that is not a list of cases is one line.
    @Test func theOrderCanBeGivenWithDefine() throws {
        let source = Self.forms[1].source(declared: false).replacingOccurrences(of: Self.append, with: "")
        func evaluated(_ define: String) throws -> EvaluatedLayout {
            var file = try SwiftLayoutSource.parse(Array(source.utf8), name: "Home.swift")
            file.definitions = try SwiftDefinitions([define])
            return try file.evaluate(device: LayoutEnvironment(containerSize: phone))
        }
        let given = try evaluated("HomeViewModel.Section.allCases=[.banner, .categories, .products]")
        #expect(try laidOut(given, counts: [1, 5, 3]) == Self.expected)
        #expect(given.notices.contains(
            "Home.swift:11:13: HomeViewModel.Section is not declared in the code read: it is taken to be an enum of these cases, in the order --define gives, raw values 0 to 2: .banner, .categories, .products; pass the project folder to read its declaration"))
        // Another order gives other sections: the two-column grid first.
        let other = try evaluated("HomeViewModel.Section.allCases=[.products, .banner, .categories]")
        #expect(try laidOut(other, counts: [1, 1, 1]) == ["cell 0.0 0,8 195x100", "cell 1.0 0,116 390x200", "cell 2.0 0,324 97.5x100"])
        let assumed = try evaluate(source, name: "Home.swift")
        _ = try laidOut(assumed, counts: [1, 1, 1])
        #expect(assumed.notices.contains { $0.hasSuffix("or give the order with --define 'HomeViewModel.Section.allCases=[.categories, .banner, .products]'") })
        let bad = try evaluated("HomeViewModel.Section.allCases=3")
        #expect(throws: LayoutError.self) { try laidOut(bad, counts: [1]) }
        do { _ = try laidOut(bad, counts: [1]) } catch {
            #expect("\(error)".contains("--define HomeViewModel.Section.allCases takes an array of the cases in order, [.a, .b]"))
        }
    }

    /// A snapshot that names a case no switch does (the one a default arm lays out) gives it its place.
    @Test func theSnapshotNamesTheCaseOfADefaultArm() throws {
        let source = Self.forms[1].source(declared: false)
            .replacingOccurrences(of: "case .products: return self?.gridSection(columns: 2)", with: "default: return self?.gridSection(columns: 2)")
            .replacingOccurrences(of: "snapshot.appendSections([.banner, .categories, .products])", with: "snapshot.appendSections([.banner, .deals, .categories])")
        let evaluated = try evaluate(source, name: "Home.swift")
        // banner, deals (the default's two columns), categories (four).
        #expect(try laidOut(evaluated, counts: [1, 2, 4]) == [
            "cell 0.0 0,0 390x200", "cell 1.0 0,208 195x100", "cell 1.1 195,208 195x100",
            "cell 2.0 0,324 97.5x100", "cell 2.1 97.5,324 97.5x100", "cell 2.2 195,324 97.5x100", "cell 2.3 292.5,324 97.5x100",
        ])
        #expect(evaluated.notices.first?.contains("raw values 0 to 2: .banner, .deals, .categories;") == true)
    }
    /// A provider class's builder whose one parameter is the section enum (`func layout(for
    /// section: Section) -> NSCollectionLayoutSection?`), which no call in the file gives: one
    /// section per case, in the order the enum declares them — or, not declared, in the order the
    /// switch names them, said as assumed. Both lay out the same frames.
    @Test func aBuilderOfTheSectionEnumIsASectionPerCase() throws {
        let source = """
            import UIKit

            DECLARATION
            final class ShelfLayoutProvider {
                func layout(for section: Section) -> NSCollectionLayoutSection? {
                    switch section {
                    case .banner: return row(height: 180, width: .fractionalWidth(1))
                    case .channels: return row(height: 104, width: .absolute(104))
                    }
                }

                private func row(height: CGFloat, width: NSCollectionLayoutDimension) -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: width, heightDimension: .absolute(height)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.orthogonalScrollingBehavior = .continuous
                    section.interGroupSpacing = 8
                    return section
                }
            }
            """
        // The banner row 180 tall, 390-wide groups 398 apart; the channels from y 180, 112 apart.
        let expected = ["cell 0.0 0,0 390x180", "cell 0.1 398,0 390x180", "cell 1.0 0,180 104x104", "cell 1.1 112,180 104x104"]
        let declared = try evaluate(source.replacingOccurrences(of: "DECLARATION", with: "enum Section { case banner, channels }"), name: "Shelf.swift")
        #expect(try laidOut(declared, counts: [2, 2]) == expected)
        #expect(declared.impliedSectionTitles(count: 2) == ["Banner", "Channels"])
        #expect(declared.notices == [
            "Shelf.swift:5:5: ShelfLayoutProvider.layout gives a section for each case of Section, its parameter 'section', which no call in the code read gives: the 2 cases are shown one section each, in the order the enum declares them"
        ])
        let assumed = try evaluate(source.replacingOccurrences(of: "DECLARATION", with: ""), name: "Shelf.swift")
        #expect(try laidOut(assumed, counts: [2, 2]) == expected)
        #expect(assumed.notices == [
            "Shelf.swift:5:5: ShelfLayoutProvider.layout gives a section for each case of Section, its parameter 'section', which no call in the code read gives: the 2 cases are shown one section each, in the order its switch names them, which is assumed (nothing in the code read states it; --define 'Section.allCases=[…]' states another)",
            "Shelf.swift:6:9: Section is not declared in the code read: it is taken to be an enum of these cases, in the order its switches name them, which is assumed (nothing in the code read states it): .banner, .channels; pass the project folder to read its declaration, or give the order with --define 'Section.allCases=[.banner, .channels]'",
        ])
    }
    /// A `+Layout.swift` extension whose provider reads the sections of a diffable data source
    /// that neither it nor anything it names declares (`self.dataSource?.snapshot()
    /// .sectionIdentifiers[sectionIndex]`): the sections are the cases its switch names, in that
    /// order (assumed, and said); `--define dataSource.sections=[…]` states another. The frames
    /// equal the same code's with the data source and its section enum declared.
    @Test func anUndeclaredDataSourcesSectionsAreTheCasesItsSwitchNames() throws {
        let source = """
            import UIKit

            extension StatsViewController {
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
                        guard let self, let section = self.dataSource?.snapshot().sectionIdentifiers[sectionIndex] else { return nil }
                        let height: CGFloat
                        switch section {
                        case .summary: height = 120
                        case .daily, .weekly: height = 60
                        }
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        let layoutSection = NSCollectionLayoutSection(group: group)
                        layoutSection.contentInsets = .init(top: 0, leading: 20, bottom: 8, trailing: 20)
                        return layoutSection
                    }
                }
            }
            """
        let expected = ["cell 0.0 20,0 350x120", "cell 1.0 20,128 350x60", "cell 1.1 20,188 350x60", "cell 2.0 20,256 350x60"]
        let assumed = try evaluate(source, name: "Stats+Layout.swift")
        #expect(try laidOut(assumed, counts: [1, 2, 1]) == expected)
        #expect(assumed.notices == [
            "Stats+Layout.swift:8:13: 'dataSource' is not declared in the code read: its sections are taken to be an enum of these cases, in the order its switches name them, which is assumed (nothing in the code read states it): .summary, .daily, .weekly; pass the project folder to read its declaration, or give the order with --define 'dataSource.sections=[.summary, .daily, .weekly]'"
        ])
        let declared = try evaluate(
            source + "\nenum StatsSection { case summary, daily, weekly }\nfinal class StatsViewController: UIViewController { var dataSource: UICollectionViewDiffableDataSource<StatsSection, Int>? }",
            name: "Stats+Layout.swift")
        #expect(try laidOut(declared, counts: [1, 2, 1]) == expected)
        var file = try SwiftLayoutSource.parse(Array(source.utf8), name: "Stats+Layout.swift")
        file.definitions = try SwiftDefinitions(["dataSource.sections=[.weekly, .summary, .daily]"])
        let given = try file.evaluate(device: LayoutEnvironment(containerSize: phone))
        #expect(try laidOut(given, counts: [1, 1, 1]) == ["cell 0.0 20,0 350x60", "cell 1.0 20,68 350x120", "cell 2.0 20,196 350x60"])
    }
}
