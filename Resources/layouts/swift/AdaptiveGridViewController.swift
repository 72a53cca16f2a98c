import UIKit

/// A grid that adapts to its environment: more columns where the width is regular or the phone
/// lies on its side, fewer and taller rows at the accessibility text sizes.
final class AdaptiveGridViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: AdaptiveGridViewController.makeLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    static func columnCount(for environment: NSCollectionLayoutEnvironment) -> Int {
        let traits = environment.traitCollection
        if traits.preferredContentSizeCategory.isAccessibilityCategory {
            return 1
        }
        let width = environment.container.effectiveContentSize.width
        switch (traits.horizontalSizeClass, width) {
        case (.regular, _) where width > 1000:
            return 6
        case (.regular, _):
            return 4
        default:
            return traits.verticalSizeClass == .compact ? 4 : 2
        }
    }

    static func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = columnCount(for: environment)
            let large = environment.traitCollection.preferredContentSizeCategory > .extraExtraLarge
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(large ? 140 : 100)),
                subitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            return section
        }
    }
}
