/// Every default of `CollectionLayout`'s requirements, in one place: the answers of a layout that
/// lays out everything in `prepare`, keeps no store, sizes no item itself, has no orthogonal,
/// list or pinned sections and no section elements. Stored, lazy, self-sizing and orthogonal
/// layouts answer for themselves (`StoredLayout`, `LazyStoredLayout`, `CompositionalLayout`).
extension CollectionLayout {
    // MARK: - The view's questions

    public func listConfiguration(forSection section: Int) -> ListConfiguration? { nil }
    public func itemSupplementaryCount(inSection section: Int) -> Int { 0 }
    public func itemSupplementaryKinds(inSection section: Int) -> Set<ElementKind> { [] }
    public var layoutSupplementaryKinds: Set<ElementKind> { [] }
    public func updateTraits(contentSizeCategory: ContentSizeCategory) -> Bool { false }
    public func pinsHeaders(inSection section: Int) -> Bool { false }
    public func sectionElementCount(inSection section: Int) -> Int { 0 }
    public func updateLayoutGuides(_ guides: LayoutGuides) -> Bool { false }

    // MARK: - Capabilities

    public func invalidateItems(from path: IndexPath) { invalidate(.everything) }
    public var hasEstimatedContentSize: Bool { false }
    public func layOutCompletely() throws(LayoutError) {}
    public func layOutToEnd() {}
    public func layOut(mainFrom lo: Double, to hi: Double) {}
    public func takeContentOffsetAdjustment() -> Double { 0 }
    public var layoutStore: LayoutStore? { nil }
    public func laidOutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { layoutAttributesForItem(at: indexPath) }

    public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        for element in layoutAttributesForElements(in: rect) { body(element) }
    }

    public func forEachElement(
        in rect: Rect, thinningTo grid: CellGrid, keeping focus: IndexPath?, _ body: (LayoutAttributes) -> Void
    ) {
        forEachElement(in: rect, body)
    }

    public var selfSizesItems: Bool { false }
    public var takesItemWidthsFromHints: Bool { false }
    public func allLayoutAttributesAtRest() -> [LayoutAttributes] { allLayoutAttributes() }
    public func actualSize(forItemAt indexPath: IndexPath) -> Size? { nil }
    public var actualSizeCount: Int { 0 }
    public func invalidationContext(
        forPreferredLayoutAttributes preferred: LayoutAttributes, withOriginalAttributes original: LayoutAttributes
    ) -> InvalidationContext? { nil }
    public func invalidate(with context: InvalidationContext) {}
    public func sizesItself(at indexPath: IndexPath) -> Bool { selfSizesItems }
    public var measurableItemCount: Int { layoutStore?.numberOfCells ?? 0 }
    public func measuredDimension(at indexPath: IndexPath) -> MeasuredDimension { .height }

    public var supportsOrthogonalScrolling: Bool { false }
    public func orthogonalSection(_ section: Int) -> OrthogonalSectionGeometry? { nil }

    public func forEachElement(in rect: Rect, orthogonalOffset offset: (Int) -> Double, _ body: (LayoutAttributes) -> Void) {
        forEachElement(in: rect, body)
    }

    public func forEachElement(
        in rect: Rect, orthogonalOffset offset: (Int) -> Double, thinningTo grid: CellGrid, keeping focus: IndexPath?,
        _ body: (LayoutAttributes) -> Void
    ) {
        forEachElement(in: rect, thinningTo: grid, keeping: focus, body)
    }

    /// Lays out every remaining item of a lazy layout, so that its content size is exact.
    public func layOutRemainder() { try? layOutCompletely() }

    /// Lays out the last items of a lazy layout (jumping to them when far), so that the content
    /// size ends where they end.
    public func layOutEnd() { layOutToEnd() }

    /// Lays out what a rect query for `[lo, hi)` on the scroll axis needs (a stored layout may
    /// jump there: see `layOut(mainFrom:to:)`).
    public func layOutRegion(mainFrom lo: Double, to hi: Double) { layOut(mainFrom: lo, to: hi) }

    /// Whether the content size is still partly made of estimates (items not measured yet).
    public var hasEstimatedItems: Bool {
        guard selfSizesItems else { return false }
        return actualSizeCount < measurableItemCount
    }
}
