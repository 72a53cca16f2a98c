import UIKit

/// A settings screen: inset-grouped lists under headers, a row of shortcut tiles at the top that
/// is no list, and a footer explaining the last section. The section provider switches on an
/// enum of the sections and builds each list section from the layout environment, as
/// `UICollectionViewController` subclasses written since iOS 14 do.
final class SettingsViewController: UICollectionViewController {
    enum Section: Int, CaseIterable {
        case shortcuts
        case account
        case general
        case privacy
        case about
    }

    private enum Metrics {
        static let tileHeight: CGFloat = 76
        static let tileSpacing: CGFloat = 10
        static let margin: CGFloat = 16
    }

    init() {
        super.init(collectionViewLayout: SettingsViewController.makeLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationController?.navigationBar.prefersLargeTitles = true
    }

    static func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            guard let section = Section(rawValue: sectionIndex) else { return nil }
            switch section {
            case .shortcuts:
                return makeShortcutsSection(layoutEnvironment: layoutEnvironment)
            case .account:
                return makeListSection(layoutEnvironment, headerMode: .none)
            case .general, .privacy:
                return makeListSection(layoutEnvironment, headerMode: .supplementary)
            case .about:
                return makeListSection(layoutEnvironment, headerMode: .supplementary, hasFooter: true)
            }
        }
    }

    /// Tiles two a row on a phone, four on a wider screen.
    private static func makeShortcutsSection(layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let columns = layoutEnvironment.container.effectiveContentSize.width > 600 ? 4 : 2
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(Metrics.tileHeight)),
            subitem: item, count: columns)
        group.interItemSpacing = .fixed(Metrics.tileSpacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = Metrics.tileSpacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: Metrics.margin, bottom: 0, trailing: Metrics.margin)
        return section
    }

    private static func makeListSection(
        _ layoutEnvironment: NSCollectionLayoutEnvironment, headerMode: UICollectionLayoutListConfiguration.HeaderMode, hasFooter: Bool = false
    ) -> NSCollectionLayoutSection {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = headerMode
        configuration.footerMode = hasFooter ? .supplementary : .none
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
    }
}
