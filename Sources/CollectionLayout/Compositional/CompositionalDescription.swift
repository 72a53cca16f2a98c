/// A compositional layout as plain values, in the shape of UIKit's `NSCollectionLayoutSize`,
/// `…Item`, `…Group`, `…Section` and `UICollectionViewCompositionalLayout`: built once (from a
/// layout file, say) and resolved by `CompositionalLayout` for a container size and item counts.
///
/// Data section `s` uses `sections[s % sections.count]`, as a section provider would.
public struct CompositionalDescription: Hashable, Sendable {
    public var scrollDirection: ScrollDirection
    /// Gap between one section's end and the next one's start (not after the last).
    public var interSectionSpacing: Double
    public var sections: [SectionDescription]
    /// What sections' content insets are measured from (`configuration.contentInsetsReference`);
    /// `automatic` is the safe area.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// What boundary supplementary items' insets are measured from
    /// (`supplementaryContentInsetsReference`); `automatic` follows `contentInsetsReference`.
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// The whole layout's boundary items (`configuration.boundarySupplementaryItems`): those
    /// aligned to the top come before the first section, those to the bottom after the last,
    /// pinned (`pinToVisibleBounds`) over the whole content as a section's are over the section.
    public var boundarySupplementaryItems: [BoundaryItemDescription] = []

    public init(scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0, sections: [SectionDescription]) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.sections = sections
    }

    /// A layout whose every section is the list `list`, as
    /// `UICollectionViewCompositionalLayout.list(using:)`.
    public init(list: ListConfiguration) {
        self.init(sections: [SectionDescription(list: list)])
    }

    /// The description data section `section` uses.
    public func section(_ section: Int) -> SectionDescription { sections[section % sections.count] }
}

/// One dimension of a size, as `NSCollectionLayoutDimension`.
public enum LayoutDimension: Hashable, Sendable {
    /// A fraction (0 < f ≤ 1) of the container's width.
    case fractionalWidth(Double)
    /// A fraction (0 < f ≤ 1) of the container's height.
    case fractionalHeight(Double)
    /// Points.
    case absolute(Double)
    /// Points, an estimate: used as given until the cell is measured.
    case estimated(Double)

    var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The dimension in points for a container of `container` (its content box).
    ///
    /// This is the one place an `estimated` dimension becomes points: a measured size would
    /// replace `value` here.
    public func resolved(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let points), .estimated(let points): return points
        }
    }
}

/// A width and a height, as `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    public var width: LayoutDimension
    public var height: LayoutDimension

    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    public func resolved(in container: Size) -> Size {
        Size(width: width.resolved(in: container), height: height.resolved(in: container))
    }
}

/// Insets by leading and trailing edges (left and right here: no right-to-left layouts), as
/// `NSDirectionalEdgeInsets`.
public struct DirectionalInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalInsets()

    var horizontal: Double { leading + trailing }
    var vertical: Double { top + bottom }

    /// `frame` shrunk by these insets, as a supplementary item's `contentInsets` shrink it after it
    /// is placed: not on an axis whose dimension in `size` is estimated (UIKit ignores them there).
    ///
    /// - Complexity: O(1)
    func shrinking(_ frame: Rect, sizedBy size: LayoutSize) -> Rect {
        var r = frame
        if !size.width.isEstimated {
            r.origin.x += leading
            r.size.width -= horizontal
        }
        if !size.height.isEstimated {
            r.origin.y += top
            r.size.height -= vertical
        }
        return r
    }
}

/// Spacing between the subitems of a group, as `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; the leftover length is shared evenly between the gaps.
    case flexible(Double)

    public var minimum: Double {
        switch self {
        case .fixed(let p), .flexible(let p): return p
        }
    }
}

/// A leaf of the tree: where one cell goes.
public struct ItemDescription: Hashable, Sendable {
    public var size: LayoutSize
    /// Shrink the item's frame after it is sized.
    public var contentInsets: DirectionalInsets
    /// Space around the item inside its group: offsets it and takes room like spacing.
    public var edgeSpacing: DirectionalInsets
    /// The edges of `edgeSpacing` that are flexible (`NSCollectionLayoutSpacing.flexible`): at
    /// least their points, and a share of the room the group has left.
    public var flexibleEdges: Set<RectEdge>
    /// Views attached to each of its cells (badges), drawn above them.
    public var supplementaryItems: [ItemSupplementaryDescription]

    public init(
        size: LayoutSize, contentInsets: DirectionalInsets = .zero, edgeSpacing: DirectionalInsets = .zero,
        flexibleEdges: Set<RectEdge> = [], supplementaryItems: [ItemSupplementaryDescription] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.flexibleEdges = flexibleEdges
        self.supplementaryItems = supplementaryItems
    }
}

/// The axis a group lays its subitems along.
public enum GroupAxis: String, Hashable, Sendable {
    case horizontal
    case vertical
}

/// A group of items and groups laid along one axis, as `NSCollectionLayoutGroup`.
public struct GroupDescription: Hashable, Sendable {
    public var axis: GroupAxis
    public var size: LayoutSize
    public var subitems: [LayoutElement]
    /// Subitems sized evenly along the axis, `count` of them (cycling through `subitems`).
    public var count: Int?
    public var interItemSpacing: LayoutSpacing
    public var contentInsets: DirectionalInsets
    public var edgeSpacing: DirectionalInsets
    /// The edges of `edgeSpacing` that are flexible.
    public var flexibleEdges: Set<RectEdge> = []
    /// A custom group's item frames (`NSCollectionLayoutGroup.custom`: what its item provider
    /// gave), relative to the group's origin, in item order; nil for a group of subitems. Items
    /// beyond the frames start the next group.
    public var customFrames: [Rect]?

    /// A custom group, as `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)` with the
    /// frames its provider gave.
    public init(size: LayoutSize, customFrames: [Rect]) {
        self.init(axis: .horizontal, size: size, subitems: [])
        self.customFrames = customFrames
    }

    public init(
        axis: GroupAxis, size: LayoutSize, subitems: [LayoutElement], count: Int? = nil,
        interItemSpacing: LayoutSpacing = .fixed(0), contentInsets: DirectionalInsets = .zero,
        edgeSpacing: DirectionalInsets = .zero
    ) {
        self.axis = axis
        self.size = size
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }
}

/// A subitem of a group: an item or a nested group.
public indirect enum LayoutElement: Hashable, Sendable {
    case item(ItemDescription)
    case group(GroupDescription)

    public var size: LayoutSize {
        switch self {
        case .item(let item): return item.size
        case .group(let group): return group.size
        }
    }

    public var edgeSpacing: DirectionalInsets {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }

    public var flexibleEdges: Set<RectEdge> {
        switch self {
        case .item(let item): return item.flexibleEdges
        case .group(let group): return group.flexibleEdges
        }
    }
}

/// How a section scrolls across the layout's scroll axis, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section does not scroll on its own: its groups follow one another along the scroll axis.
    case none
    case continuous
    /// Scrolling rests with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// A page is the section's width.
    case paging
    /// A page is one group.
    case groupPaging
    /// A page is one group, centred.
    case groupPagingCentered
}

/// Where a boundary supplementary item sits on its section, as
/// `NSRectAlignment`.
public enum BoundaryAlignment: String, Hashable, Sendable, CaseIterable {
    case top, topLeading, topTrailing
    case bottom, bottomLeading, bottomTrailing
    case leading, trailing

    /// Whether the element comes before the section's content on the given scroll axis (nil:
    /// the alignment does not apply to that axis, such as `leading` in a vertical layout).
    public func isBefore(_ direction: ScrollDirection) -> Bool? {
        switch (self, direction) {
        case (.top, .vertical), (.topLeading, .vertical), (.topTrailing, .vertical): return true
        case (.bottom, .vertical), (.bottomLeading, .vertical), (.bottomTrailing, .vertical): return false
        case (.leading, .horizontal), (.topLeading, .horizontal), (.bottomLeading, .horizontal): return true
        case (.trailing, .horizontal), (.topTrailing, .horizontal), (.bottomTrailing, .horizontal): return false
        default: return nil
        }
    }

    /// The leading edge (vertical terms) of an item `width` wide so aligned in a room starting at
    /// `leading`, `room` wide.
    func x(width: Double, leading: Double, room: Double) -> Double {
        switch self {
        case .topLeading, .bottomLeading, .leading: return leading
        case .topTrailing, .bottomTrailing, .trailing: return leading + room - width
        case .top, .bottom: return leading + (room - width) / 2
        }
    }
}

/// A header, footer or other supplementary element on a section's boundary, as
/// `NSCollectionLayoutBoundarySupplementaryItem`.
public struct BoundaryItemDescription: Hashable, Sendable {
    public var elementKind: ElementKind
    public var size: LayoutSize
    public var alignment: BoundaryAlignment
    /// Stays at the top of the visible bounds while its section is on screen.
    public var pinToVisibleBounds: Bool
    /// Takes room before (or after) the section's content instead of overlapping it.
    public var extendsBoundary: Bool
    public var zIndex: Int
    /// Shrink its frame after it is placed (`NSCollectionLayoutItem.contentInsets`, which it
    /// inherits): the room it takes stays `size`. Ignored on an axis whose dimension is estimated.
    public var contentInsets: DirectionalInsets

    public init(
        elementKind: ElementKind, size: LayoutSize, alignment: BoundaryAlignment, pinToVisibleBounds: Bool = false,
        extendsBoundary: Bool = true, zIndex: Int = ZIndex.supplementary, contentInsets: DirectionalInsets = .zero
    ) {
        self.elementKind = elementKind
        self.size = size
        self.alignment = alignment
        self.pinToVisibleBounds = pinToVisibleBounds
        self.extendsBoundary = extendsBoundary
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}

/// A decoration spanning its section (a background), as `NSCollectionLayoutDecorationItem`.
public struct DecorationItemDescription: Hashable, Sendable {
    public var elementKind: ElementKind
    public var contentInsets: DirectionalInsets
    public var zIndex: Int

    public init(elementKind: ElementKind = .background, contentInsets: DirectionalInsets = .zero, zIndex: Int = ZIndex.background) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}

/// One section's shape, as `NSCollectionLayoutSection`.
public struct SectionDescription: Hashable, Sendable {
    public var group: GroupDescription
    public var interGroupSpacing: Double
    public var contentInsets: DirectionalInsets
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    public var boundarySupplementaryItems: [BoundaryItemDescription]
    public var decorationItems: [DecorationItemDescription]
    /// The list this section is, when it is one: it is then resolved again for each container
    /// width (`ListConfiguration.section(containerWidth:)`) and drawn in the list's style.
    public var list: ListConfiguration?
    /// The section's own `contentInsetsReference`; `automatic` takes the layout's.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// The section's own `supplementaryContentInsetsReference`; `automatic` takes the layout's.
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// Whether the boundary items' leading and trailing edges follow the section's content
    /// insets (UIKit's `supplementariesFollowContentInsets`, on by default); off, they span the
    /// section from its `supplementaryContentInsetsReference`.
    public var supplementariesFollowContentInsets = true

    /// A list section, as `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: its
    /// groups, insets and boundary items are the list's at a 390-pt container until resolved for
    /// the real one.
    public init(list: ListConfiguration) {
        self = list.section(containerWidth: 390)
    }

    public init(
        group: GroupDescription, interGroupSpacing: Double = 0, contentInsets: DirectionalInsets = .zero,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        boundarySupplementaryItems: [BoundaryItemDescription] = [], decorationItems: [DecorationItemDescription] = []
    ) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
    }
}
