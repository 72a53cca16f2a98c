import CollectionLayout

/// What keeps the screen still while self-sized cells settle: the anchor (the focused cell, else
/// the first shown) and where measured sizes go when the data changes; the status line's words
/// for sizes still estimated.
extension CollectionViewState {
    // MARK: - Anchoring

    /// The cell to keep still: the focused one when it is on screen, else the topmost visible
    /// one (the leftmost of equals). A focus not laid out is not on screen: it is never laid out
    /// here (a lazy layout would jump to it).
    func currentAnchor() -> TextState.Anchor? {
        let visible = viewport.visibleRect
        // Along the scroll axis: down a vertical layout, across a horizontal one (columns measured).
        let vertical = layout.scrollDirection == .vertical
        func anchor(_ path: IndexPath, _ frame: Rect) -> TextState.Anchor {
            let cells = viewport.cellRect(for: frame)
            return TextState.Anchor(
                id: data.itemID(at: path), indexPath: path,
                screenY: vertical ? frame.minY - viewport.offset.y : frame.minX - viewport.offset.x, row: vertical ? cells.y : cells.x)
        }
        if let focus = interaction.focus, let frame = focusedAttributesAsLaidOut()?.frame, frame.intersects(visible) {
            return anchor(focus, frame)
        }
        var best: LayoutAttributes?
        for element in layout.layoutAttributesForElements(in: visible) where element.category == .cell {
            guard let current = best else { best = element; continue }
            let a = element.frame, b = current.frame
            let (a0, a1, b0, b1) = vertical ? (a.minY, a.minX, b.minY, b.minX) : (a.minX, a.minY, b.minX, b.minY)
            if a0 < b0 || (a0 == b0 && (a1 < b1 || (a1 == b1 && element.indexPath < current.indexPath))) {
                best = element
            }
        }
        guard let best else { return nil }
        return anchor(best.indexPath, best.frame)
    }

    /// Scrolls so that `anchor`'s item (found by identity near its old index path) is at its old
    /// screen row again (its column, in a horizontal layout): at the same distance from the top
    /// (leading edge) in points, then moved by whole rows (columns) when rounding to cells would
    /// put it one off.
    func restore(_ anchor: TextState.Anchor?) {
        guard let anchor, let path = locate(anchor), let frame = layout.layoutAttributesForItem(at: path)?.frame else { return }
        if layout.scrollDirection == .vertical {
            viewport.offset = Point(x: viewport.offset.x, y: frame.minY - anchor.screenY)
            let off = viewport.cellRect(for: frame).y - anchor.row
            if off != 0 { viewport.offset.y += Double(off) * viewport.rowPoints }
        } else {
            viewport.offset = Point(x: frame.minX - anchor.screenY, y: viewport.offset.y)
            let off = viewport.cellRect(for: frame).x - anchor.row
            if off != 0 { viewport.offset.x += Double(off) * viewport.columnPoints }
        }
        scroll.clampOffset(contentSize: layout.contentSize, extra: footerExtra)
        layout.updateBounds(viewport.bounds)
    }

    /// Where the anchored item is now: its old index path when the identity still matches, else
    /// the nearest index path within 64 items of it in its section that holds it.
    func locate(_ anchor: TextState.Anchor) -> IndexPath? {
        MeasuredSizeCache.find(anchor.id, near: anchor.indexPath, in: data, reach: 64)
    }

    /// Records the anchor as it is now, for the next data change.
    func rememberAnchor() {
        guard selfSizingLayout != nil else { return }
        scroll.textState.anchor = currentAnchor()
    }

    /// After a data change: measures the cells now near the visible rect and puts the anchored
    /// cell back on its screen row (the sizes the layout cached by index path were dropped).
    func restoreAnchorAfterDataChange() {
        guard selfSizingLayout != nil, let anchor = scroll.textState.anchor else { return }
        restore(anchor)
        measureCellsNearVisibleRect(keeping: anchor)
    }

    /// Before a data change is laid out: finds the measured items at their new index paths, so
    /// their heights are the layout's estimates there.
    func relocateMeasuredSizes(_ invalidation: Invalidation) {
        // Index paths measured ahead may name other items now; they are measured again when near.
        scroll.textState.pending = InvalidationContext()
        guard selfSizingLayout != nil, invalidation == .everything, scroll.textState.measured.count > 0 else { return }
        scroll.textState.measured.relocate(in: data)
    }

    /// What the layout lays out: the data, with measured heights as estimates when cells size
    /// themselves.
    var layoutDataSource: any LayoutDataSource {
        guard selfSizingLayout != nil, !scroll.textState.measured.estimates.isEmpty else { return data }
        return EstimatingDataSource(base: data, estimates: scroll.textState.measured.estimates, keepsWidths: layout.takesItemWidthsFromHints)
    }

    /// The status line's note on a lazy layout's content size while it is an estimate (items
    /// remain to be laid out), in the same words as self-sizing's; `nil` once exact, or when the
    /// self-sizing note says it.
    func estimatedSizeStatus() -> String? {
        guard selfSizingLayout == nil, layout.hasEstimatedContentSize else { return nil }
        let size = layout.contentSize
        let length = layout.scrollDirection == .vertical ? size.height : size.width
        return "~\(Self.format(length.rounded())) pt est."
    }

    /// The status line's note on text: size category, and whether the content size is still an
    /// estimate. `nil` when cells do not size themselves.
    func selfSizingStatus() -> String? {
        guard let sizing = selfSizingLayout else { return nil }
        let height = Self.format(layout.contentSize.height.rounded())
        return sizing.hasEstimatedItems || layout.hasEstimatedContentSize
            ? "text \(scroll.textState.category.shortName) · ~\(height) pt est."
            : "text \(scroll.textState.category.shortName) · \(height) pt"
    }
}
