import CollectionLayout
import CollectionModel
import SwiftLayoutSource

/// A layout written as Swift: a view controller file of about 300 lines (`viewController`) read
/// with SwiftParser, its layout found and evaluated, and its section provider asked for every
/// section, as `cvsim run --layout-file` does at start and at each save.
struct SwiftSourceBench {
    let quick: Bool
    static let target = 20_000_000.0

    func run(into report: inout BenchReport) throws {
        let text = Self.viewController(sections: 12)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let bytes = Array(text.utf8)
        let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
        let data = StaticDataSource(counts: Array(repeating: 20, count: 12))
        var failure: (any Error)?
        let samples = Measure.samples(warmup: quick ? 5 : 20, repetitions: quick ? 30 : 200) {
            do {
                let source = try SwiftLayoutSource.parse(bytes, name: "Bench.swift")
                let layout = try source.evaluate(device: environment).makeLayout(bounds: Rect(origin: .zero, size: environment.containerSize))
                try layout.prepare(data)
            } catch {
                failure = error
            }
        }
        if let failure { throw BenchError("the Swift bench file does not evaluate: \(failure)") }
        let parse = Measure.samples(warmup: 5, repetitions: quick ? 30 : 200) {
            _ = try? SwiftLayoutSource.parse(bytes, name: "Bench.swift")
        }
        report.add(.swiftSource, "view controller, parse + evaluate + 12 sections", lines, samples.median, unit: "ns", extra: [
            "p99": samples.p99, "parse": parse.median, "target": Self.target,
        ])
    }

    /// A view controller of `sections` kinds of section, each made by a helper with a header,
    /// insets and a nested group, chosen by an enum switch in a section provider that reads the
    /// environment: about 25 lines a section.
    static func viewController(sections: Int) -> String {
        var out = """
            import UIKit

            /// A catalogue screen: one kind of section per enum case.
            final class CatalogueViewController: UIViewController {
                enum Section: Int, CaseIterable {

            """
        for s in 0..<sections { out += "        case kind\(s)\n" }
        out += """
                }

                private enum Metrics {
                    static let spacing: CGFloat = 8
                    static let headerHeight: CGFloat = 40
                    static let inset: CGFloat = 16
                }

                private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(collectionView)
                }

                private func createLayout() -> UICollectionViewLayout {
                    let configuration = UICollectionViewCompositionalLayoutConfiguration()
                    configuration.interSectionSpacing = Metrics.spacing * 2
                    return UICollectionViewCompositionalLayout(sectionProvider: { [weak self] sectionIndex, environment in
                        guard let self, let section = Section(rawValue: sectionIndex) else { return nil }
                        let wide = environment.container.effectiveContentSize.width > 600
                        switch section {

            """
        for s in 0..<sections { out += "            case .kind\(s): return self.makeSection\(s)(wide: wide)\n" }
        out += """
                        }
                    }, configuration: configuration)
                }

                private func header() -> NSCollectionLayoutBoundarySupplementaryItem {
                    let header = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.headerHeight)),
                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    header.pinToVisibleBounds = true
                    return header
                }

            """
        for s in 0..<sections {
            let columns = s % 4 + 1
            out += """

                    private func makeSection\(s)(wide: Bool) -> NSCollectionLayoutSection {
                        let columns = wide ? \(columns * 2) : \(columns)
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1.0),
                            heightDimension: .fractionalHeight(1.0)))
                        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                        let row = NSCollectionLayoutGroup.horizontal(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)),
                            subitem: item, count: columns)
                        row.interItemSpacing = .fixed(Metrics.spacing)
                        let group = NSCollectionLayoutGroup.vertical(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(\(s % 2 == 0 ? "1.0" : "0.9")), heightDimension: .absolute(\(80 + 10 * s))),
                            subitems: [row])
                        let section = NSCollectionLayoutSection(group: group)
                        section.interGroupSpacing = Metrics.spacing
                        section.contentInsets = NSDirectionalEdgeInsets(
                            top: Metrics.spacing, leading: Metrics.inset, bottom: Metrics.spacing, trailing: Metrics.inset)
                        section.orthogonalScrollingBehavior = \(s % 2 == 0 ? ".none" : ".groupPaging")
                        section.boundarySupplementaryItems = [header()]
                        return section
                    }

                """
        }
        out += "}\n"
        return out
    }
}
