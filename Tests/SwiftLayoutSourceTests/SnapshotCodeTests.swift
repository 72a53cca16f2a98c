import CollectionModel
import SwiftLayoutSource
import Testing

/// A view controller's plain `applySnapshot()` read as a snapshot file's steps.
@Suite struct SnapshotCodeTests {
    static let viewController = """
        import UIKit

        class GridViewController: UIViewController {
            enum Section: CaseIterable { case featured, recent }
            var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

            func createLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            func applySnapshot() {
                var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
                snapshot.appendSections(Section.allCases)
                snapshot.appendItems(Array(0..<3), toSection: .featured)
                snapshot.appendItems((0..<20).map { $0 + 100 }, toSection: .recent)
                dataSource.apply(snapshot, animatingDifferences: false)
            }

            func refresh() {
                var snapshot = dataSource.snapshot()
                snapshot.deleteItems(["recent 0"])
                snapshot.reconfigureItems(["recent 1"])
                dataSource.apply(snapshot)
            }
        }
        """

    @Test func applySnapshotBecomesTheSameSteps() throws {
        let source = try SwiftLayoutSource.parse(Array(Self.viewController.utf8), name: "Grid.swift")
        #expect(source.snapshotSteps() == [
            .appendSections(["featured", "recent"]),
            .appendItems(["featured 0", "featured 1", "featured 2"], toSection: "featured"),
            .appendItems((0..<20).map { "recent \($0)" }, toSection: "recent"),
            .apply(name: "applySnapshot()", animatingDifferences: false),
            .deleteItems(["recent 0"]), .reconfigureItems(["recent 1"]), .apply(name: "refresh()", animatingDifferences: true),
        ])
    }

    /// `[Item(), Item()]`: each call makes a new value (an app's items with their own `UUID`),
    /// not one identifier twice, which UIKit would refuse.
    @Test func eachCallMakesANewItem() throws {
        let code = """
            func applySnapshot() {
                var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
                snapshot.appendSections([.banner])
                snapshot.appendItems([Item(), Item()])
                snapshot.appendSections([.popular])
                snapshot.appendItems([Item(), Item(title: "a"), Item(title: "a")])
                dataSource?.apply(snapshot)
            }
            """
        let source = try SwiftLayoutSource.parse(Array(code.utf8), name: "Home.swift")
        #expect(source.snapshotSteps() == [
            .appendSections(["banner"]), .appendItems(["Item() #1", "Item() #2"], toSection: nil),
            .appendSections(["popular"]), .appendItems(["Item() #3", "Item(title: \"a\") #1", "Item(title: \"a\") #2"], toSection: nil),
            .apply(name: "applySnapshot()", animatingDifferences: true),
        ])
    }

    /// A snapshot with a step that cannot be read — the sections of a type not read, items of a
    /// closure's parameter — is left out whole with its apply, not replayed as steps UIKit would
    /// refuse (items before any section); a plain one before it stays.
    @Test func aSnapshotNotPlainEnoughIsLeftOutWhole() throws {
        let code = """
            func first() {
                var snapshot = NSDiffableDataSourceSnapshot<String, String>()
                snapshot.appendSections(["main"])
                snapshot.appendItems(["a"])
                dataSource.apply(snapshot)
            }

            func subscribe() {
                model.$data.sink { data in
                    var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
                    snapshot.appendSections(Type.allCases)
                    data.forEach { snapshot.appendItems([$0], toSection: $0.type) }
                    self.diffableDataSource.apply(snapshot, animatingDifferences: true)
                }
            }
            """
        let source = try SwiftLayoutSource.parse(Array(code.utf8), name: "Model.swift")
        #expect(source.snapshotSteps() == [.appendSections(["main"]), .appendItems(["a"], toSection: nil), .apply(name: "first()", animatingDifferences: true)])
    }

    @Test func aFileWithoutSnapshotsHasNoSteps() throws {
        let source = try SwiftLayoutSource.parse(Array("func f() -> Int { 1 }".utf8), name: "F.swift")
        #expect(source.snapshotSteps().isEmpty)
    }

    @Test func literalIdentifiersAndSeveralApplies() throws {
        let code = """
            func load() {
                var snapshot = NSDiffableDataSourceSnapshot<String, String>()
                snapshot.appendSections(["main"])
                snapshot.appendItems(["a", "b", "c"])
                dataSource.apply(snapshot)
                snapshot.deleteItems(["b"])
                dataSource.apply(snapshot, animatingDifferences: true)
            }
            """
        let source = try SwiftLayoutSource.parse(Array(code.utf8), name: "L.swift")
        let steps = source.snapshotSteps()
        #expect(steps == [
            .appendSections(["main"]), .appendItems(["a", "b", "c"], toSection: nil), .apply(name: "load()", animatingDifferences: true),
            .deleteItems(["b"]), .apply(name: "load() #2", animatingDifferences: true),
        ])
        // They run as UIKit checks them.
        let script = SnapshotScript(steps)
        #expect(script.failure == nil)
        #expect(script.applies.last?.after.itemIdentifiers == [["a", "c"]])
    }
}
