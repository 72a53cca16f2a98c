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

    @Test func aBuilderOfOtherParametersStillNamesTheOneNoCallGives() throws {
        let source = Self.providerMethod.replacingOccurrences(of: "_ layoutEnvironment: NSCollectionLayoutEnvironment", with: "_ columns: Int")
            .replacingOccurrences(of: "let columns = layoutEnvironment.container.effectiveContentSize.width > 500 ? 4 : 2\n", with: "")
        let error = try #require(evaluationError(source))
        #expect(error.contains("'layout' takes 'sectionIndex', which no call in the project that installs the layout gives"), "\(error)")
    }
}
