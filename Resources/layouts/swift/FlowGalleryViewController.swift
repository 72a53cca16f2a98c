import UIKit

/// A gallery on the flow layout, configured in a closure as many older view controllers do:
/// fixed-size tiles, section insets, headers that stay pinned.
class FlowGalleryViewController: UIViewController {
    let tileSize = CGSize(width: 110, height: 140)

    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        layout.itemSize = tileSize
        layout.minimumLineSpacing = 12
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 16, right: 12)
        layout.headerReferenceSize = CGSize(width: 0, height: 36)
        layout.sectionHeadersPinToVisibleBounds = true

        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.alwaysBounceVertical = true
        return collectionView
    }()

    override func loadView() {
        view = collectionView
    }
}
