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
    /// The kinds of the whole layout's supplementary views (a compositional layout's
    /// configuration header and footer, at index path 0.n), which belong to no section. None by default.
    var layoutSupplementaryKinds: Set<ElementKind> { get }
    /// Whether `section`'s header stays on screen while its section is (a pinned header covers
    /// what scrolls under it, so the view reveals an item below it). `false` by default.
    func pinsHeaders(inSection section: Int) -> Bool
    /// How many headers, footers and backgrounds `section` has by the layout's options, known
    /// without laying the section out (the view counts the elements of sections a lazy layout has
    /// not reached yet). 0 by default.
    func sectionElementCount(inSection section: Int) -> Int

    // MARK: - Capabilities
    // What a layout can do beyond UIKit's questions. Every layout answers them; the defaults
    // (`CollectionLayout+Capabilities.swift`) are those of a layout that lays out everything in
    // `prepare`, keeps no store, sizes no item itself and has no orthogonal sections, so the view
    // asks any layout the same way.

    /// Marks the items from `path` on (in index-path order) as changed by an edit of the data:
    /// the items before it must be unchanged. Default: `invalidate(.everything)`.
    func invalidateItems(from path: IndexPath)
    /// Whether the content size is an estimate because items remain to be laid out. Default: false.
    var hasEstimatedContentSize: Bool { get }
    /// Lays out every item not laid out yet, exactly, from the first. Default: nothing to do.
    ///
    /// - Throws: the `LayoutError` an item past what was laid out raised.
    func layOutCompletely() throws(LayoutError)
    /// Lays out the last items, jumping near them (at an estimated position) when many items lie
    /// between what is laid out and them: what End shows. Default: nothing to do.
    func layOutToEnd()
    /// Lays out what a rect query for `[lo, hi)` on the scroll axis needs (a lazy layout may jump
    /// there). Default: nothing to do.
    func layOut(mainFrom lo: Double, to hi: Double)
    /// What the view must add to its content offset (along the scroll axis) so that what it shows
    /// stays still after an estimate was corrected; reading it resets it. Default: 0.
    func takeContentOffsetAdjustment() -> Double
    /// The store the layout keeps its geometry in, when it keeps one (`StoredLayout`). Default: nil.
    var layoutStore: LayoutStore? { get }
    /// The attributes of the item at `indexPath` as far as they are laid out, never laying
    /// anything out (nor jumping to a far item). Default: `layoutAttributesForItem(at:)`.
    func laidOutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// Calls `body` with the attributes of every element whose frame intersects `rect`. Default:
    /// `layoutAttributesForElements(in:)`.
    func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void)
    /// The same elements less the cells a screen of `grid`'s cells cannot show; the item at
    /// `focus` is always passed. Default: every element (`forEachElement(in:_:)`).
    func forEachElement(
        in rect: Rect, thinningTo grid: CellGrid, keeping focus: IndexPath?, _ body: (LayoutAttributes) -> Void)

    /// Every element as the layout rests before any scrolling: what `cvsim layout` prints.
    /// Default: `allLayoutAttributes()`; a compositional layout shows its orthogonal sections
    /// whole, at offset 0.
    func allLayoutAttributesAtRest() -> [LayoutAttributes]

    // Self-sizing (see `SelfSizingLayout`).

    /// Whether items size themselves (else the self-sizing methods do nothing). Default: false.
    var selfSizesItems: Bool { get }
    /// Whether an item's width comes from its size hint (a flow layout's `sizeForItemAt`), so a
    /// measured height keeps the hint's width; else a measured item's hint is its height alone (a
    /// waterfall would scale a measured height by a width). Default: false.
    var takesItemWidthsFromHints: Bool { get }
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
    /// Which of item `indexPath`'s lengths its content decides, the other being the layout's:
    /// its height (a cell as wide as its column, as tall as its text), or its width (a chip in a
    /// row, as wide as its text). Default: the height.
    func measuredDimension(at indexPath: IndexPath) -> MeasuredDimension

    // Orthogonal sections (see `OrthogonalScrollingLayout`).

    /// Whether sections of this layout may scroll across its scroll axis (the view then keeps
    /// their offsets and snaps them). Default: false.
    var supportsOrthogonalScrolling: Bool { get }
    /// The geometry of `section` when it scrolls on its own, or nil (the default).
    func orthogonalSection(_ section: Int) -> OrthogonalSectionGeometry?
    /// Calls `body` with every element meeting `rect` when orthogonal section `s` is scrolled by
    /// `offset(s)`: frames as shown, moved back by that offset. Default: `forEachElement(in:_:)`.
    func forEachElement(in rect: Rect, orthogonalOffset offset: (Int) -> Double, _ body: (LayoutAttributes) -> Void)
    /// The same elements, less the cells a screen of `grid`'s cells could not show (see
    /// `forEachElement(in:thinningTo:keeping:_:)`, the default); the item at `focus` is passed.
    func forEachElement(
        in rect: Rect, orthogonalOffset offset: (Int) -> Double, thinningTo grid: CellGrid, keeping focus: IndexPath?,
        _ body: (LayoutAttributes) -> Void)
}

/// What every layout gets from its lifecycle (the defaults of the requirements are in
/// `CollectionLayout+Capabilities.swift`).
extension CollectionLayout {
    /// Moves or resizes the visible bounds, invalidating the layout when it asks for it; true
    /// when it did (the layout must then be prepared again, as UIKit prepares it).
    @discardableResult
    public func updateBounds(_ newBounds: Rect) -> Bool {
        let invalidates = shouldInvalidateLayout(forBoundsChange: newBounds)
        if invalidates { invalidate(.everything) }
        bounds = newBounds
        return invalidates
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
