import UIKit

/// A photo library grid: three square photos a row, two points apart, as Photos shows them.
final class PhotoGridViewController: UIViewController {
    private enum Metrics {
        static let columns = 3
        static let spacing: CGFloat = 1
    }

    private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func createLayout() -> UICollectionViewLayout {
        let fraction = 1.0 / CGFloat(Metrics.columns)
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(
            top: Metrics.spacing, leading: Metrics.spacing, bottom: Metrics.spacing, trailing: Metrics.spacing)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(fraction))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: Metrics.spacing, bottom: 0, trailing: Metrics.spacing)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
