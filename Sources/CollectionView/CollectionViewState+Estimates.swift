import CollectionLayout

extension CollectionViewState {
    /// Lays out what the visible rect needs and, when a lazy layout corrected an estimate under it
    /// (a run detached by a far jump met the items before it), moves the content offset by the
    /// same amount, so that nothing on screen moves (UIKit's `contentOffsetAdjustment`).
    func anchorEstimatedLayout() {
        for _ in 0..<4 {
            let visible = viewport.visibleRect
            let vertical = layout.scrollDirection == .vertical
            let screen = vertical ? visible.height : visible.width
            // The query the render makes, and a screen past it.
            let lo = vertical ? visible.minY : visible.minX
            layout.layOutRegion(mainFrom: lo, to: lo + 2 * screen)
            let delta = layout.takeContentOffsetAdjustment()
            guard delta != 0 else { return }
            viewport.offset = vertical
                ? Point(x: viewport.offset.x, y: viewport.offset.y + delta) : Point(x: viewport.offset.x + delta, y: viewport.offset.y)
            viewport.clampOffset(contentSize: layout.contentSize, extra: footerExtra)
            layout.updateBounds(viewport.bounds)
        }
    }
}
