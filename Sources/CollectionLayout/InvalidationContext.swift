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
///
/// The self-sizing questions are requirements of `CollectionLayout` (with the answers of a layout
/// that sizes nothing); a layout that sizes its items conforms here too.
public protocol SelfSizingLayout: CollectionLayout {}

/// The length of a self-sizing item that its content decides.
public enum MeasuredDimension: Hashable, Sendable {
    case height
    case width
}
