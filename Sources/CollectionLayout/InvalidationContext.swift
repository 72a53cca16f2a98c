/// What a change invalidates, in the vocabulary of `UICollectionViewLayoutInvalidationContext`:
/// which items must be laid out again, and how the content offset and size move so that what
/// the user looks at stays still.
public struct InvalidationContext: Hashable, Sendable {
    /// The first item whose frame may change: it and every item after it (in index-path order)
    /// are laid out again; items before it keep their frames. `nil`: no item.
    public var invalidatedItemsFrom: IndexPath?
    /// Added to the content offset in the same frame (UIKit's `contentOffsetAdjustment`): the
    /// change in height of the items invalidated above the visible top.
    public var contentOffsetAdjustment: Point = .zero
    /// Added to the content size (UIKit's `contentSizeAdjustment`), as far as the layout can tell
    /// before it lays out again.
    public var contentSizeAdjustment: Size = .zero

    public init(invalidatedItemsFrom: IndexPath? = nil, contentOffsetAdjustment: Point = .zero, contentSizeAdjustment: Size = .zero) {
        self.invalidatedItemsFrom = invalidatedItemsFrom
        self.contentOffsetAdjustment = contentOffsetAdjustment
        self.contentSizeAdjustment = contentSizeAdjustment
    }

    /// Whether the context asks for nothing.
    public var isEmpty: Bool { invalidatedItemsFrom == nil && contentOffsetAdjustment == .zero && contentSizeAdjustment == .zero }

    /// Adds `other`'s invalidation to this one: items from the earlier of the two, adjustments summed.
    public mutating func formUnion(_ other: InvalidationContext) {
        if let from = other.invalidatedItemsFrom {
            invalidatedItemsFrom = invalidatedItemsFrom.map { Swift.min($0, from) } ?? from
        }
        contentOffsetAdjustment = Point(
            x: contentOffsetAdjustment.x + other.contentOffsetAdjustment.x,
            y: contentOffsetAdjustment.y + other.contentOffsetAdjustment.y)
        contentSizeAdjustment = Size(
            width: contentSizeAdjustment.width + other.contentSizeAdjustment.width,
            height: contentSizeAdjustment.height + other.contentSizeAdjustment.height)
    }
}

/// A layout whose items can size themselves (UIKit's `estimatedItemSize` mode), as the multi-section waterfall article (`JHListViewFlowLayout`)
/// describes it:
///
/// 1. the layout places every item at the estimate its data source gives (`sizeHint`);
/// 2. the view measures the cells it is about to show (their width is the layout's) and reports
///    each one's preferred attributes with `invalidationContext(forPreferredLayoutAttributes:
///    withOriginalAttributes:)`, which records the preferred size in the layout's actual-size
///    cache and says what moved;
/// 3. the view applies the contexts with `invalidate(with:)` and calls `prepare`, which lays out
///    again from the first invalidated item only, with cached actual sizes in place of estimates.
///
/// The cache is by index path, as the seed's: a data change that invalidates `.everything` (an
/// insert, a delete, a move, a new width) empties it, and the view reports the cells it shows
/// again (from its own cache by item identity, without measuring again).
public protocol SelfSizingLayout: CollectionLayout {
    /// Whether items size themselves (else the protocol's methods do nothing).
    var selfSizesItems: Bool { get }
    /// The size the layout keeps for the item (its actual size), or `nil` while it is estimated.
    func actualSize(forItemAt indexPath: IndexPath) -> Size?
    /// How many items have an actual size; the content size is an estimate until every item has one.
    var actualSizeCount: Int { get }
    /// Records `preferred`'s size as the actual size of its item and says what must be laid out
    /// again; `nil` when the item is laid out at that size already (so measuring converges).
    func invalidationContext(
        forPreferredLayoutAttributes preferred: LayoutAttributes, withOriginalAttributes original: LayoutAttributes
    ) -> InvalidationContext?
    /// Schedules the work `context` asks for at the next `prepare`.
    func invalidate(with context: InvalidationContext)
    /// Whether item `indexPath` takes its measured height (a compositional layout measures only
    /// its items of estimated height). Default: every item, when `selfSizesItems`.
    func sizesItself(at indexPath: IndexPath) -> Bool
    /// How many items take their measured height. Default: every item laid out.
    var measurableItemCount: Int { get }
}

extension SelfSizingLayout {
    public func sizesItself(at indexPath: IndexPath) -> Bool { selfSizesItems }
    public var measurableItemCount: Int { allItemCount }
}

extension SelfSizingLayout {
    /// Whether the content size is still partly made of estimates.
    public var hasEstimatedItems: Bool {
        guard selfSizesItems else { return false }
        return actualSizeCount < measurableItemCount
    }
}

extension CollectionLayout {
    /// Every item laid out (cells of a stored layout).
    var allItemCount: Int { (self as? any StoredLayout)?.store.numberOfCells ?? 0 }
}
