/// What a flow layout asks its code's delegate, when it has one that answers: UIKit's
/// `UICollectionViewDelegateFlowLayout` (`collectionView(_:layout:sizeForItemAt:)`,
/// `insetForSectionAt`, `minimumLineSpacingForSectionAt`, `minimumInteritemSpacingForSectionAt`).
///
/// The flow layout asks for an item's size once per item it places, in index-path order (again
/// for the items it places again after an invalidation), and for a section's values when it opens
/// the section; an answer replaces the data's size hint and the layout's own values alike (a width
/// over the usable width is clamped to it, as any item's).
public protocol FlowLayoutDelegate: AnyObject {
    /// The size of the item at `indexPath` in a collection view showing `bounds`; nil: the
    /// layout's own (the delegate does not size items).
    ///
    /// - Throws: `LayoutError.invalidValue`, one line saying why there is no answer.
    func itemSize(at indexPath: IndexPath, bounds: Rect) throws(LayoutError) -> Size?

    /// What the delegate says of `section` (its inset, line and inter-item spacing), each field
    /// nil where it says nothing.
    ///
    /// - Throws: `LayoutError.invalidValue`, one line saying why there is no answer.
    func sectionOptions(_ section: Int, bounds: Rect) throws(LayoutError) -> FlowOptions.Section
}

extension LazyStoredLayout where Engine == FlowEngine {
    /// A flow layout with `options` whose `delegate` answers for its items and sections, for a view
    /// showing `bounds`.
    public convenience init(options: FlowOptions, delegate: any FlowLayoutDelegate, bounds: Rect) {
        self.init(engine: FlowEngine(options: options, delegate: delegate), bounds: bounds)
    }
}
