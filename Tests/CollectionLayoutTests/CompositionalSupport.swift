import CollectionLayout
import Testing

// Builders for compositional descriptions, named after UIKit's factory methods.

func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize { LayoutSize(width: width, height: height) }

func item(_ width: LayoutDimension, _ height: LayoutDimension, insets: DirectionalInsets = .zero, edges: DirectionalInsets = .zero) -> LayoutElement {
    .item(ItemDescription(size: size(width, height), contentInsets: insets, edgeSpacing: edges))
}

func horizontal(
    _ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [LayoutElement], count: Int? = nil,
    spacing: LayoutSpacing = .fixed(0), insets: DirectionalInsets = .zero
) -> GroupDescription {
    GroupDescription(axis: .horizontal, size: size(width, height), subitems: subitems, count: count, interItemSpacing: spacing, contentInsets: insets)
}

func vertical(
    _ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [LayoutElement], count: Int? = nil,
    spacing: LayoutSpacing = .fixed(0), insets: DirectionalInsets = .zero
) -> GroupDescription {
    GroupDescription(axis: .vertical, size: size(width, height), subitems: subitems, count: count, interItemSpacing: spacing, contentInsets: insets)
}

func insets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> DirectionalInsets {
    DirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

/// A prepared compositional layout of `sections` for `counts` items at `width`×`height`.
func compositional(
    _ sections: [SectionDescription], counts: [Int], width: Double = 390, height: Double = 844,
    direction: ScrollDirection = .vertical, interSectionSpacing: Double = 0
) throws -> CompositionalLayout {
    let layout = CompositionalLayout(
        description: CompositionalDescription(scrollDirection: direction, interSectionSpacing: interSectionSpacing, sections: sections),
        bounds: Rect(x: 0, y: 0, width: width, height: height))
    try layout.prepare(StaticDataSource(counts: counts))
    return layout
}

/// The frames of every item of `section`, in order.
func cellFrames(_ layout: CompositionalLayout, section: Int = 0, count: Int) -> [Rect] {
    (0..<count).compactMap { layout.layoutAttributesForItem(at: IndexPath(section: section, item: $0))?.frame }
}

/// Every element of a prepared compositional layout, each found by its own lookup (not by the
/// rect query), orthogonal sections moved back by `offset(section)`: the brute-force reference.
func everyCompositionalElement(
    _ layout: CompositionalLayout, _ data: any LayoutDataSource, offset: (Int) -> Double = { _ in 0 }
) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    // The whole layout's boundary items, at (0, n) for the n-th of a kind.
    var layoutKinds: [ElementKind: Int] = [:]
    for b in layout.description.boundarySupplementaryItems {
        let n = layoutKinds[b.elementKind, default: 0]
        layoutKinds[b.elementKind] = n + 1
        if let a = layout.layoutAttributesForSupplementaryElement(ofKind: b.elementKind, at: IndexPath(section: 0, item: n)) { result.append(a) }
    }
    for s in 0..<data.numberOfSections {
        let shift = layout.orthogonalSection(s) == nil ? 0 : offset(s)
        for i in 0..<data.numberOfItems(inSection: s) {
            guard var a = layout.layoutAttributesForItem(at: IndexPath(section: s, item: i)) else { continue }
            a.frame = layout.scrollDirection == .vertical ? a.frame.offsetBy(dx: -shift, dy: 0) : a.frame.offsetBy(dx: 0, dy: -shift)
            result.append(a)
            // Its badges, at the item's index path.
            for kind in layout.itemSupplementaryKinds(inSection: s).sorted(by: { $0.rawValue < $1.rawValue }) {
                guard var b = layout.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(section: s, item: i)) else { continue }
                b.frame = layout.scrollDirection == .vertical ? b.frame.offsetBy(dx: -shift, dy: 0) : b.frame.offsetBy(dx: 0, dy: -shift)
                result.append(b)
            }
        }
        let description = layout.description.section(s)
        var kinds: [ElementKind: Int] = [:]
        for b in description.boundarySupplementaryItems {
            let n = kinds[b.elementKind, default: 0]
            kinds[b.elementKind] = n + 1
            if let a = layout.layoutAttributesForSupplementaryElement(ofKind: b.elementKind, at: IndexPath(section: s, item: n)) {
                result.append(a)
            }
        }
        for (k, _) in description.decorationItems.enumerated() {
            if let a = layout.layoutAttributesForDecorationElement(ofKind: .background, at: IndexPath(section: s, item: k)) { result.append(a) }
        }
    }
    return result
}
