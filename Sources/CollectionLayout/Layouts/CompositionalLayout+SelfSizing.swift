// Self-sizing items in a compositional layout: UIKit's `NSCollectionLayoutDimension.estimated`
// heights, measured by the view and kept in the layout's actual-size cache.

extension CompositionalLayout: SelfSizingLayout {
    /// The measured size of the item, when it is measured (its width is its frame's).
    public func actualSize(forItemAt indexPath: IndexPath) -> Size? {
        guard let height = actual.height(section: indexPath.section, item: indexPath.item),
            let frame = layoutAttributesForItem(at: indexPath)?.frame
        else { return nil }
        return Size(width: frame.width, height: height)
    }

    public var actualSizeCount: Int { actual.count }

    /// Whether item `indexPath` takes its measured height: its height is estimated in a group of
    /// estimated height (vertical layout, a section that does not scroll sideways).
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
        let height = preferred.frame.height
        guard preferred.category == .cell, height.isFinite, height > 0, height <= 1e7, sizesItself(at: path),
            let current = layoutAttributesForItem(at: path)?.frame
        else { return nil }
        actual.set(height, section: path.section, item: path.item)
        if abs(current.height - height) <= 1e-9 { return nil }
        changedFrom[path.section] = Swift.min(changedFrom[path.section] ?? path.item, path.item)
        return InvalidationContext(
            invalidatedItemsFrom: path,
            contentOffsetAdjustment: Point(x: 0, y: current.maxY <= bounds.minY ? height - current.height : 0))
    }

    public func invalidate(with context: InvalidationContext) {
        guard let from = context.invalidatedItemsFrom else { return }
        pendingFrom = pendingFrom.map { Swift.min($0, from) } ?? from
    }
}
