import CollectionLayout

extension CompositionalDescription {
    /// What `cvsim bench` measures as `compositional`: Apple's nested groups
    /// (Resources/layouts/nested-groups.json), three items a group, in a section inset by 8.
    static let benchShape: CompositionalDescription = {
        let inset = DirectionalInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let leading = LayoutElement.item(ItemDescription(
            size: LayoutSize(width: .fractionalWidth(0.7), height: .fractionalHeight(1)), contentInsets: inset))
        let trailing = GroupDescription(
            axis: .vertical, size: LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
            subitems: [.item(ItemDescription(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.3)), contentInsets: inset))],
            count: 2)
        let nested = GroupDescription(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.4)),
            subitems: [leading, .group(trailing)])
        return CompositionalDescription(sections: [
            SectionDescription(group: nested, interGroupSpacing: 8, contentInsets: DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        ])
    }()
}
