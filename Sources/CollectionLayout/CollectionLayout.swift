/// What a layout needs to recompute at its next `prepare`.
public enum Invalidation: Int, Comparable, Sendable {
    /// Nothing: the cached geometry is current.
    case none
    /// Items were appended to the end of the last section; nothing else changed.
    case appendedItems
    /// Anything may have changed.
    case everything

    public static func < (lhs: Invalidation, rhs: Invalidation) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Why a layout cannot lay out its data.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bounds are too small for the layout (say, a horizontal layout shorter than one item).
    case boundsTooSmall(String)
    /// The configuration or the data source gives a value the layout cannot use.
    case invalidValue(String)

    public var description: String {
        switch self {
        case .boundsTooSmall(let message), .invalidValue(let message): return message
        }
    }
}

/// A layout of a collection view, with the lifecycle of `UICollectionViewLayout`: invalidate,
/// prepare, then answer queries about content size and element attributes.
///
/// Layouts are reference types, as in UIKit: the view that owns one moves its `bounds` and asks
/// it questions; the layout keeps its cache between them.
public protocol CollectionLayout: AnyObject {
    /// A short name: `flow`, `waterfall`, `mosaic`, `horizontal`.
    var name: String { get }
    /// The options this layout was made with.
    var configuration: LayoutConfiguration { get }
    /// The visible rectangle, in content coordinates: its origin is the content offset. Set it
    /// with `updateBounds(_:)` so the layout can invalidate itself when it must.
    var bounds: Rect { get set }
    /// The scroll direction of the content.
    var scrollDirection: ScrollDirection { get }

    /// Marks the layout as needing work at the next `prepare`.
    func invalidate(_ invalidation: Invalidation)
    /// Does whatever invalidation is pending, reading the data from `dataSource`.
    ///
    /// - Throws: `LayoutError` when the data or the bounds cannot be laid out; the layout is
    ///   then empty.
    func prepare(_ dataSource: any LayoutDataSource) throws(LayoutError)

    /// The size of the whole content.
    var contentSize: Size { get }
    /// The attributes of every element whose frame intersects `rect`, in no particular order.
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]
    /// The attributes of the cell at `indexPath`, or `nil` when there is none.
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// The attributes of the supplementary element of `kind` for `indexPath.section`.
    func layoutAttributesForSupplementaryElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?
    /// The attributes of the decoration element of `kind` for `indexPath.section`.
    func layoutAttributesForDecorationElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?
    /// Whether moving the bounds to `newBounds` needs a new layout.
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool
    /// Where an item being dragged, with its centre at `position`, would land.
    func targetIndexPath(forInteractivelyMovingItem indexPath: IndexPath, withPosition position: Point) -> IndexPath
    /// Where an item that is being inserted starts its animation from.
    func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// Where an item that is being deleted ends its animation, given its last attributes.
    func finalLayoutAttributes(forDisappearingItem attributes: LayoutAttributes) -> LayoutAttributes
    /// Tells the layout the text size of its trait environment; returns whether it must be
    /// prepared again (a section provider reads it). The default ignores it.
    func updateTraits(contentSizeCategory: ContentSizeCategory) -> Bool
    /// Tells the layout the screen's guides (safe area) its insets may reference; returns
    /// whether it must be prepared again. The default ignores them.
    func updateLayoutGuides(_ guides: LayoutGuides) -> Bool
    /// The list `section` is, when it is one (a compositional layout's list section): the view
    /// draws its rows, separators, headers and footers in the list's style and measures its rows
    /// with the list's margins. `nil` by default.
    func listConfiguration(forSection section: Int) -> ListConfiguration?
    /// How many supplementary views attached to items (badges) `section` has; their kinds are
    /// `itemSupplementaryKinds(inSection:)`. 0 and none by default.
    func itemSupplementaryCount(inSection section: Int) -> Int
    func itemSupplementaryKinds(inSection section: Int) -> Set<ElementKind>
}

extension CollectionLayout {
    public func listConfiguration(forSection section: Int) -> ListConfiguration? { nil }
    public func itemSupplementaryCount(inSection section: Int) -> Int { 0 }
    public func itemSupplementaryKinds(inSection section: Int) -> Set<ElementKind> { [] }
    public func updateTraits(contentSizeCategory: ContentSizeCategory) -> Bool { false }
    public func updateLayoutGuides(_ guides: LayoutGuides) -> Bool { false }

    /// Moves or resizes the visible bounds, invalidating the layout when it asks for it.
    public func updateBounds(_ newBounds: Rect) {
        if shouldInvalidateLayout(forBoundsChange: newBounds) { invalidate(.everything) }
        bounds = newBounds
    }

    /// Every element of the layout (the rect query over the whole content), laying out all of a
    /// lazy layout first so that the content size is exact.
    public func allLayoutAttributes() -> [LayoutAttributes] {
        layOutRemainder()
        let size = contentSize
        let everything = Rect(
            x: -1, y: -1, width: Swift.max(size.width, bounds.maxX) + 2, height: Swift.max(size.height, bounds.maxY) + 2)
        return layoutAttributesForElements(in: everything)
    }
}
