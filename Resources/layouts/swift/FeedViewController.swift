import UIKit

/// A news feed: a carousel of stories that scrolls sideways, then the posts, each section under
/// a header that stays pinned while its section is on screen. The section provider switches on
/// an enum of the sections.
class FeedViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case stories
        case posts
        case suggested
    }

    static let sectionHeaderElementKind = "section-header-element-kind"

    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        view.addSubview(collectionView)
    }

    func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 16

        return UICollectionViewCompositionalLayout(sectionProvider: { [weak self] sectionIndex, layoutEnvironment in
            guard let self else { return nil }
            let section = Section.allCases[sectionIndex % Section.allCases.count]
            switch section {
            case .stories:
                return self.makeCarouselSection()
            case .posts:
                return self.makePostsSection(layoutEnvironment: layoutEnvironment)
            case .suggested:
                return self.makeCarouselSection(width: 200, height: 120)
            }
        }, configuration: configuration)
    }

    private func makeHeader() -> NSCollectionLayoutBoundarySupplementaryItem {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: FeedViewController.sectionHeaderElementKind, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        return header
    }

    private func makeCarouselSection(width: CGFloat = 110, height: CGFloat = 160) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(height)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.boundarySupplementaryItems = [makeHeader()]
        return section
    }

    private func makePostsSection(layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(180)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(180)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        section.contentInsets = .init(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.boundarySupplementaryItems = [makeHeader()]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "posts-background")
        background.contentInsets = .init(top: 0, leading: 8, bottom: 0, trailing: 8)
        section.decorationItems = [background]
        return section
    }
}
