/// What a flow layout asks for each item's size when its code has a delegate that answers:
/// UIKit's `UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)`.
///
/// The flow layout asks it once per item it places, in index-path order, and again for the items
/// it places again after an invalidation; an answer replaces the data's size hint and the
/// layout's `itemSize` alike (a width over the usable width is clamped to it, as any item's).
public protocol FlowItemSizeDelegate: AnyObject {
    /// The size of the item at `indexPath` in a collection view showing `bounds`.
    ///
    /// - Throws: `LayoutError.invalidValue`, one line saying why there is no answer.
    func itemSize(at indexPath: IndexPath, bounds: Rect) throws(LayoutError) -> Size
}

extension LazyStoredLayout where Engine == FlowEngine {
    /// A flow layout with `options` whose item sizes `itemSizes` gives, for a view showing `bounds`.
    public convenience init(options: FlowOptions, itemSizes: any FlowItemSizeDelegate, bounds: Rect) {
        self.init(engine: FlowEngine(options: options, itemSizes: itemSizes), bounds: bounds)
    }
}
