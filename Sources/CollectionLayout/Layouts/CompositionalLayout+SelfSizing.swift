// Self-sizing items in a compositional layout: UIKit's `NSCollectionLayoutDimension.estimated`
// heights (and widths, in sections that scroll sideways and in horizontal layouts), measured by
// the view and kept in the layout's actual-size cache.

extension CompositionalLayout: SelfSizingLayout {
    /// The measured size of the item, when it is measured (its width is its frame's).
    public func actualSize(forItemAt indexPath: IndexPath) -> Size? {
        guard actual.height(section: indexPath.section, item: indexPath.item) != nil,
            let frame = layoutAttributesForItem(at: indexPath)?.frame
        else { return nil }
        return frame.size
    }

    /// A width for an item of estimated width in a group of estimated width, in a section that
    /// scrolls sideways (a row of chips) or along a horizontal layout; else a height.
    ///
    /// - Complexity: O(1)
    public func measuredDimension(at indexPath: IndexPath) -> MeasuredDimension {
        guard indexPath.section >= 0, indexPath.section < placements.count else { return .height }
        return shapes[placements[indexPath.section].shape].measuresAcross != isTransposed ? .width : .height
    }

    public var actualSizeCount: Int { actual.count }

    /// Whether item `indexPath` takes its measured length: its height is estimated in a group of
    /// estimated height (its width, in a section that scrolls sideways; a horizontal layout is
    /// measured as its transpose).
    ///
    /// - Complexity: O(1)
    public func sizesItself(at indexPath: IndexPath) -> Bool {
        guard selfSizesItems, indexPath.section >= 0, indexPath.section < placements.count,
            indexPath.item >= 0, indexPath.item < placements[indexPath.section].count
        else { return false }
        return shapes[placements[indexPath.section].shape].measures(item: indexPath.item)
    }

    /// How many items take their measured height: the content size is an estimate until each is
    /// measured.
    ///
    /// - Complexity: O(sections)
    public var measurableItemCount: Int {
        var total = 0
        for p in placements {
            let shape = shapes[p.shape]
            guard shape.measuring != nil else { continue }
            let leaf = shape.slots.count
            let perGroup = shape.slotMeasured.reduce(0) { $0 + ($1 ? 1 : 0) }
            total += (p.count / leaf) * perGroup
            for j in 0..<(p.count % leaf) where shape.slotMeasured[j] { total += 1 }
        }
        return total
    }

    /// Keeps the preferred height of a self-sizing item and invalidates from it on; `nil` for an
    /// item that does not size itself or already has that height.
    ///
    /// - Complexity: amortized O(1)
    public func invalidationContext(
        forPreferredLayoutAttributes preferred: LayoutAttributes, withOriginalAttributes original: LayoutAttributes
    ) -> InvalidationContext? {
        let path = preferred.indexPath
        // The measured length, in vertical terms.
        let transposed = isTransposed
        let byWidth = measuredDimension(at: path) == .width
        let length = byWidth ? preferred.frame.width : preferred.frame.height
        guard preferred.category == .cell, length.isFinite, length > 0, length <= 1e7, sizesItself(at: path),
            let current = layoutAttributesForItem(at: path)?.frame
        else { return nil }
        actual.set(length, section: path.section, item: path.item)
        let was = byWidth ? current.width : current.height
        if abs(was - length) <= 1e-9 { return nil }
        changedFrom[path.section] = Swift.min(changedFrom[path.section] ?? path.item, path.item)
        // An item above (before) the visible bounds along the scroll axis moves what is shown.
        let along = byWidth == transposed
        let before = transposed ? current.maxX <= bounds.minX : current.maxY <= bounds.minY
        let shift = along && before ? length - was : 0
        return InvalidationContext(
            invalidatedItemsFrom: path,
            contentOffsetAdjustment: transposed ? Point(x: shift, y: 0) : Point(x: 0, y: shift))
    }

    public func invalidate(with context: InvalidationContext) {
        guard let from = context.invalidatedItemsFrom else { return }
        pendingFrom = pendingFrom.map { Swift.min($0, from) } ?? from
    }
}
