/// An edge of a rectangle, as `NSDirectionalRectEdge`'s members (leading and trailing are left
/// and right: no right-to-left layouts).
public enum RectEdge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
}

/// Where a supplementary item is attached, as `NSCollectionLayoutAnchor`: a point of a rectangle
/// chosen by its edges (the middle on an axis neither of whose edges is given), moved by an
/// offset.
public struct LayoutAnchor: Hashable, Sendable {
    /// How far the anchored element moves from where its edges put it.
    public enum Offset: Hashable, Sendable {
        /// Fractions of the anchored element's own width and height (`fractionalOffset`).
        case fractional(x: Double, y: Double)
        /// Points (`absoluteOffset`).
        case absolute(x: Double, y: Double)
    }

    public var edges: Set<RectEdge>
    public var offset: Offset

    public init(edges: Set<RectEdge>, offset: Offset = .absolute(x: 0, y: 0)) {
        self.edges = edges
        self.offset = offset
    }

    /// The anchor's point on `rect`, before the offset: each axis at the given edge, or the
    /// middle when neither (or both) of its edges is given.
    public func point(on rect: Rect) -> Point {
        let x = edges.contains(.leading) == edges.contains(.trailing) ? rect.midX : edges.contains(.leading) ? rect.minX : rect.maxX
        let y = edges.contains(.top) == edges.contains(.bottom) ? rect.midY : edges.contains(.top) ? rect.minY : rect.maxY
        return Point(x: x, y: y)
    }

    /// The offset in points for an anchored element of `size`.
    public func displacement(for size: Size) -> Point {
        switch offset {
        case .fractional(let x, let y): return Point(x: x * size.width, y: y * size.height)
        case .absolute(let x, let y): return Point(x: x, y: y)
        }
    }
}

/// A supplementary view attached to an item (a badge), as `NSCollectionLayoutSupplementaryItem`.
///
/// Placed on its item's frame: the point `itemAnchor` names on the supplementary (by default
/// the same edges as `containerAnchor`, with no offset) meets the point `containerAnchor` names
/// on the item, each moved by its own offset (a fractional offset is of the supplementary's
/// size). Apple's badge — edges top and trailing, `fractionalOffset` (0.3, −0.3) — sits in the
/// item's top-trailing corner moved 30 % of its size out each way.
public struct ItemSupplementaryDescription: Hashable, Sendable {
    public var elementKind: ElementKind
    /// Its size: a fraction is of the item's frame.
    public var size: LayoutSize
    public var containerAnchor: LayoutAnchor
    public var itemAnchor: LayoutAnchor?
    public var zIndex: Int
    /// Shrink its frame after it is anchored (`NSCollectionLayoutItem.contentInsets`, which it
    /// inherits); never below nothing.
    public var contentInsets: DirectionalInsets

    public init(
        elementKind: ElementKind, size: LayoutSize, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor? = nil,
        zIndex: Int = ZIndex.supplementary, contentInsets: DirectionalInsets = .zero
    ) {
        self.elementKind = elementKind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }

    /// Its frame on an item whose frame is `item`.
    ///
    /// - Complexity: O(1)
    public func frame(on item: Rect) -> Rect {
        let size = self.size.resolved(in: item.size)
        let target = containerAnchor.point(on: item)
        let move = containerAnchor.displacement(for: size)
        let own = itemAnchor ?? LayoutAnchor(edges: containerAnchor.edges)
        // Where its own anchor point lies from its origin, and that anchor's offset.
        let local = own.point(on: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let back = own.displacement(for: size)
        let placed = Rect(
            x: target.x + move.x - back.x - local.x, y: target.y + move.y - back.y - local.y, width: size.width, height: size.height)
        guard contentInsets != .zero else { return placed }
        var shown = contentInsets.shrinking(placed, sizedBy: self.size)
        shown.size = Size(width: Swift.max(0, shown.width), height: Swift.max(0, shown.height))
        return shown
    }

    /// How far, at most, it reaches outside an item of any size: its own size plus its offsets
    /// (its anchor point lies on the item's frame).
    func reach(onItemOfAtMost item: Size) -> Double {
        let size = self.size.resolved(in: item)
        let a = containerAnchor.displacement(for: size)
        let b = (itemAnchor ?? LayoutAnchor(edges: [])).displacement(for: size)
        return Swift.max(size.width, size.height) + Swift.abs(a.x) + Swift.abs(a.y) + Swift.abs(b.x) + Swift.abs(b.y)
    }
}
