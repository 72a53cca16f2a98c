import CollectionLayout
import SwiftLayoutSource
import Testing

/// A provider that reads its sections from a diffable data source made by a builder method
/// (`lazy var dataSource = makeDataSource(collectionView)`, cell registrations and all), in the
/// Then library's style: the sections are those the file's snapshot appends, in its order.
@Suite struct DiffableSourceTests {
    static let gallery = """
        import UIKit
        import Then

        final class GalleryViewController: UIViewController {
          private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout()).then {
            $0.backgroundColor = .clear
          }
          private lazy var dataSource = makeDataSource(collectionView)

          func show(topics: [Topic], photos: [Photo]) {
            var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
            if !photos.isEmpty {
              snapshot.appendSections([.photos])
              snapshot.appendItems(photos.map(Item.photo), toSection: .photos)
            }
            if !topics.isEmpty {
              snapshot.appendSections([.topics])
              snapshot.appendItems(topics.map(Item.topic), toSection: .topics)
            }
            dataSource.apply(snapshot)
          }

          private func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
              guard let section = self?.dataSource.sectionIdentifier(for: sectionIndex) else { return nil }
              let insets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
              switch section {
              case .topics:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(30)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, repeatingSubitem: item, count: 1)
                return NSCollectionLayoutSection(group: group).then {
                  $0.interGroupSpacing = 10
                  $0.contentInsets = insets
                  $0.orthogonalScrollingBehavior = .continuous
                }
              case .photos:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
                return NSCollectionLayoutSection(group: group).then {
                  $0.interGroupSpacing = 10
                  $0.contentInsets = insets
                }
              }
            }
          }

          private func makeDataSource(_ collectionView: UICollectionView) -> UICollectionViewDiffableDataSource<Section, Item> {
            let topicRegistration = UICollectionView.CellRegistration<TopicCell, Topic> { $0.configure($2) }
            let photoRegistration = UICollectionView.CellRegistration<PhotoCell, Photo> { $0.configure($2) }
            return UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
              switch item {
              case .topic(let topic): collectionView.dequeueConfiguredReusableCell(using: topicRegistration, for: indexPath, item: topic)
              case .photo(let photo): collectionView.dequeueConfiguredReusableCell(using: photoRegistration, for: indexPath, item: photo)
              }
            }
          }
        }

        extension GalleryViewController {
          enum Section { case topics, photos }
          enum Item: Hashable { case topic(Topic), photo(Photo) }
        }
        """

    @Test func theSectionsAreWhatTheSnapshotAppendsInItsOrder() throws {
        // Section 0 is .photos (appended first, declared second): 175-pt halves of the 350-pt box
        // at 20 and 195, rows 10 apart, the section 270 tall; section 1, .topics, from 270: its
        // 100-pt chips 110 apart sideways from 20, 10 down.
        #expect(try frames(Self.gallery, counts: [3, 2]) == [
            "cell 0.0 20,10 175x120", "cell 0.1 195,10 175x120", "cell 0.2 20,140 175x120",
            "cell 1.0 20,280 100x30", "cell 1.1 130,280 100x30",
        ])
        let evaluated = try evaluate(Self.gallery, name: "Gallery.swift")
        #expect(evaluated.impliedSections(environment: LayoutEnvironment(containerSize: phone))?.count == 2)
        #expect(evaluated.notices.contains {
            $0.hasSuffix("the data source's snapshot is made at run time: its sections are taken to be the Section cases its appendSections calls name, in order: .photos, .topics")
        })
    }

    /// Without a snapshot in the file, the declared order: `appendSections(Section.allCases)`.
    @Test func withoutASnapshotTheDeclaredOrder() throws {
        let source = Self.gallery.replacingOccurrences(of: "snapshot.appendSections([.photos])", with: "")
            .replacingOccurrences(of: "snapshot.appendSections([.topics])", with: "")
        #expect(try frames(source, counts: [2, 1]) == ["cell 0.0 20,10 100x30", "cell 0.1 130,10 100x30", "cell 1.0 20,60 175x120"])
    }
}
