// A horizontal compositional layout is resolved as the vertical one of its transpose (x ↔ y,
// width ↔ height, leading ↔ top), whose frames are transposed back: one resolver for both.

extension LayoutDimension {
    var transposed: LayoutDimension {
        switch self {
        case .fractionalWidth(let f): return .fractionalHeight(f)
        case .fractionalHeight(let f): return .fractionalWidth(f)
        case .absolute, .estimated: return self
        }
    }
}

extension LayoutSize {
    var transposed: LayoutSize { LayoutSize(width: height.transposed, height: width.transposed) }
}

extension DirectionalInsets {
    var transposed: DirectionalInsets { DirectionalInsets(top: leading, leading: top, bottom: trailing, trailing: bottom) }
}

extension LayoutElement {
    var transposed: LayoutElement {
        switch self {
        case .item(let item): return .item(item.transposed)
        case .group(let group): return .group(group.transposed)
        }
    }
}

extension ItemDescription {
    var transposed: ItemDescription {
        ItemDescription(
            size: size.transposed, contentInsets: contentInsets.transposed, edgeSpacing: edgeSpacing.transposed,
            flexibleEdges: RectEdge.transposed(flexibleEdges), supplementaryItems: supplementaryItems.map(\.transposed))
    }
}

extension GroupDescription {
    var transposed: GroupDescription {
        var group = GroupDescription(
            axis: axis == .horizontal ? .vertical : .horizontal, size: size.transposed,
            subitems: subitems.map(\.transposed), count: count, interItemSpacing: interItemSpacing,
            contentInsets: contentInsets.transposed, edgeSpacing: edgeSpacing.transposed)
        group.flexibleEdges = RectEdge.transposed(flexibleEdges)
        group.customFrames = customFrames?.map(\.transposed)
        return group
    }
}

extension BoundaryAlignment {
    var transposed: BoundaryAlignment {
        switch self {
        case .top: return .leading
        case .leading: return .top
        case .bottom: return .trailing
        case .trailing: return .bottom
        case .topLeading: return .topLeading
        case .bottomTrailing: return .bottomTrailing
        case .topTrailing: return .bottomLeading
        case .bottomLeading: return .topTrailing
        }
    }
}

extension BoundaryItemDescription {
    var transposed: BoundaryItemDescription {
        var item = self
        item.size = size.transposed
        item.alignment = alignment.transposed
        item.contentInsets = contentInsets.transposed
        return item
    }
}

extension SectionDescription {
    var transposed: SectionDescription {
        var copy = self
        copy.group = group.transposed
        copy.contentInsets = contentInsets.transposed
        copy.boundarySupplementaryItems = boundarySupplementaryItems.map(\.transposed)
        copy.decorationItems = decorationItems.map { item in
            var item = item
            item.contentInsets = item.contentInsets.transposed
            return item
        }
        return copy
    }
}

extension Rect {
    var transposed: Rect { Rect(x: minY, y: minX, width: height, height: width) }
}

extension RectEdge {
    static let swap: [RectEdge: RectEdge] = [.top: .leading, .leading: .top, .bottom: .trailing, .trailing: .bottom]

    static func transposed(_ edges: Set<RectEdge>) -> Set<RectEdge> { Set(edges.map { swap[$0]! }) }
}

extension LayoutAnchor {
    var transposed: LayoutAnchor {
        let swap = RectEdge.swap
        let moved: Offset
        switch offset {
        case .fractional(let x, let y): moved = .fractional(x: y, y: x)
        case .absolute(let x, let y): moved = .absolute(x: y, y: x)
        }
        return LayoutAnchor(edges: Set(edges.map { swap[$0]! }), offset: moved)
    }
}

extension ItemSupplementaryDescription {
    var transposed: ItemSupplementaryDescription {
        ItemSupplementaryDescription(
            elementKind: elementKind, size: size.transposed, containerAnchor: containerAnchor.transposed,
            itemAnchor: itemAnchor?.transposed, zIndex: zIndex, contentInsets: contentInsets.transposed)
    }
}
