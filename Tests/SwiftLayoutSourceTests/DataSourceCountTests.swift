import CollectionLayout
import SwiftLayoutSource
import Testing

/// The item counts a view controller's `UICollectionViewDataSource` answers before any data —
/// what UIKit shows — against the counts written in each fixture.
@Suite struct DataSourceCountTests {
    /// A storyboard flow layout sized by its delegate, and a data source whose answers are `body`.
    static func controller(_ body: String) -> String {
        """
        import UIKit

        final class OptionsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            @IBOutlet weak var optionsView: UICollectionView!
            let options = ["Speed", "Canvas", "Filter"]
            var photos: [String] = []
            var loaded: [String]?

        \(body)

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Option", for: indexPath)
            }

            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 100, height: 100)
            }
        }
        """
    }

    @Test(arguments: [
        // One section of a constant, of a literal array's count, several sections.
        ("    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { return 10 }", [10] as [Int]?),
        ("    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { options.count }", [3]),
        ("""
            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                section == 0 ? 4 : options.count
            }
        """, [4, 3]),
        // Data a fetch fills, or set at run time: generated items instead.
        ("    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }", nil),
        ("    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { loaded!.count }", nil),
        ("    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { loaded?.count ?? 0 }", nil),
        // No such method (a diffable data source's controller).
        ("", nil),
    ])
    func theDataSourcesOwnCountsAreTheSampleData(body: String, counts: [Int]?) throws {
        let evaluated = try evaluate(Self.controller(body), name: "OptionsViewController.swift")
        #expect(evaluated.dataSourceItemCounts() == counts)
        let said = evaluated.notices.filter { $0.contains("the data source answers") }
        if let counts {
            let described = counts.count == 1 ? "\(counts[0]) items" : "\(counts.map(String.init).joined(separator: ", ")) items in its \(counts.count) sections"
            #expect(said.count == 1 && said[0].hasSuffix(
                "the data source answers \(described) without data: the sample data has as many (--items or --data choose others)"), "\(said)")
        } else {
            #expect(said.isEmpty, "\(said)")
        }
    }
}
