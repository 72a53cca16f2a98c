import CollectionFiles
import CollectionLayout
import CollectionModel
import SwiftLayoutSource
import Testing

/// A `UICollectionViewFlowLayout` subclass of the project (`CardFlowLayout`) is UIKit's flow
/// layout with what its `init()` and `prepare()` set; a section's `contentInsetsReference` is laid
/// out as its layout file's. Frames hand-computed, or equal to the JSON equivalent.
@Suite struct FlowLayoutSubclassTests {
    static let cards = """
        import UIKit

        class CardFlowLayout: UICollectionViewFlowLayout {
            override func prepare() {
                super.prepare()
                guard let collectionView = collectionView else { return }
                itemSize = CGSize(width: collectionView.bounds.width - 40, height: 180)
                minimumLineSpacing = 16
                sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
            }
        }

        class CardsViewController: UIViewController {
            private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: CardFlowLayout())
        }
        """

    @Test func prepareSetsTheSubclassesItemSizeAndSpacing() throws {
        // 390 − 40 = 350-pt cards from 20, lines 16 apart.
        #expect(try frames(Self.cards, counts: [3]) == ["cell 0.0 20,20 350x180", "cell 0.1 20,216 350x180", "cell 0.2 20,412 350x180"])
        let file = try SwiftLayoutSource.parse(Array(Self.cards.utf8), name: "Cards.swift")
        #expect(file.candidates.map(\.qualifiedName) == ["CardFlowLayout", "CardsViewController.collectionView"])
        #expect(try file.candidate(named: nil).qualifiedName == "CardFlowLayout")
    }

    @Test func aFileOfTheSubclassAloneIsItsLayoutAndInitRunsBeforePrepare() throws {
        let source = """
            import UIKit

            class SpacedFlowLayout: UICollectionViewFlowLayout {
                override init() {
                    super.init()
                    minimumLineSpacing = 30
                    scrollDirection = .vertical
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }

            final class SquareFlowLayout: SpacedFlowLayout {
                override func prepare() {
                    super.prepare()
                    itemSize = CGSize(width: 100, height: 100)
                }
            }
            """
        // Three 100-pt squares in 390 (300 + the default 10-pt spacings), justified 45 apart; lines 30 apart.
        #expect(try frames(source, counts: [4], function: "SquareFlowLayout") == [
            "cell 0.0 0,0 100x100", "cell 0.1 145,0 100x100", "cell 0.2 290,0 100x100", "cell 0.3 0,130 100x100",
        ])
        // Both are layouts of the file: the first is shown, with a notice naming the other.
        let file = try SwiftLayoutSource.parse(Array(source.utf8), name: "Flow.swift")
        #expect(file.uninstalledLayouts()?.map(\.qualifiedName) == ["SpacedFlowLayout", "SquareFlowLayout"])
    }

    @Test func anOverrideThatPlacesTheCellsItselfIsANotice() throws {
        let source = """
            import UIKit

            class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect)
                    var left = sectionInset.left
                    attributes?.forEach { left += $0.frame.width + minimumInteritemSpacing }
                    return attributes
                }
            }
            """
        #expect(try evaluate(source, name: "Left.swift").notices == [
            "Left.swift:4:19: LeftAlignedFlowLayout overrides layoutAttributesForElements(…), which cvsim does not run: the cells are where UICollectionViewFlowLayout puts them"
        ])
    }

    @Test func aSectionsInsetsReferencesAreItsLayoutFiles() throws {
        let source = """
            import UIKit

            func createLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsetsReference = .layoutMargins
                section.supplementaryContentInsetsReference = .none
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: "header", alignment: .top)]
                return UICollectionViewCompositionalLayout(section: section)
            }
            """
        let json = """
            {"layout": "compositional", "sections": [{
              "contentInsetsReference": "layoutMargins", "supplementaryContentInsetsReference": "none",
              "group": {"group": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}}]},
              "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "top",
                "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}}}]}]}
            """
        let swift = try frames(source, counts: [2])
        #expect(swift == (try frames(json: json, counts: [2])))
        // The cells inside the 16-pt margins; the header across the whole width.
        #expect(swift.contains("cell 0.0 16,30 358x44"))
        #expect(swift.contains("supplementary header 0.0 0,0 390x30"))
    }
}

extension FlowLayoutSubclassTests {
    @Test func aSectionsNegativeInsetsReachPastItAsInUIKit() throws {
        let source = """
            import UIKit

            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, _ in
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: -10, trailing: -10)
                    return section
                }
            }
            """
        let json = """
            {"layout": "compositional", "sections": [{
              "contentInsets": {"leading": 10, "bottom": -10, "trailing": -10},
              "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 0.5}, "height": {"absolute": 50}},
                "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}
            """
        // The section is 390 − 10 + 10 = 390 wide from 10: groups of 195, one under the other;
        // the next section starts 10 above the last group's bottom (100 − 10).
        let swift = try frames(source, counts: [2, 1])
        #expect(swift == ["cell 0.0 10,0 195x50", "cell 0.1 10,50 195x50", "cell 1.0 10,90 195x50"])
        #expect(swift == (try frames(json: json, counts: [2, 1])))
        // An item's insets must still leave it its size.
        let item = source.replacingOccurrences(of: "let group =", with: "item.contentInsets = .init(top: -2, leading: 0, bottom: 0, trailing: 0)\n        let group =")
        #expect(evaluationError(item)?.hasSuffix("must be ≥ 0, got -2") == true)
    }
}

extension FlowLayoutSubclassTests {
    @Test func aCustomLayoutSubclassIsOneLineThatSaysWhatToTry() {
        let source = """
            import UIKit

            final class PinterestLayout: UICollectionViewLayout {
                private var cache: [UICollectionViewLayoutAttributes] = []
                override func prepare() {
                    guard cache.isEmpty, let collectionView = collectionView else { return }
                }
            }
            """
        #expect(evaluationError(source, name: "PinterestLayout.swift")
            == "PinterestLayout.swift:3:13: PinterestLayout subclasses UICollectionViewLayout and places the cells itself (prepare(), layoutAttributesForElements(in:)), which cvsim does not run; it evaluates compositional and flow layouts — for a Pinterest-style layout try the built-in --layout waterfall")
    }
}
