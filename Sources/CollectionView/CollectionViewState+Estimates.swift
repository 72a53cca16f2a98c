import CollectionLayout

extension CollectionViewState {
    /// Lays out what the visible rect needs and, when a lazy layout corrected an estimate under it
    /// (a run detached by a far jump met the items before it), moves the content offset by the
    /// same amount, so that nothing on screen moves (UIKit's `contentOffsetAdjustment`).
    func anchorEstimatedLayout() {
        for _ in 0..<4 {
            let visible = viewport.visibleRect
            let vertical = layout.scrollDirection == .vertical
            // The query the render makes, and a screen past it (a stored layout lays out a device
            // screen past its bounds for pinned headers: more than the visible rect when zoomed in).
            let screen = vertical ? max(visible.height, viewport.bounds.height) : max(visible.width, viewport.bounds.width)
            let lo = vertical ? visible.minY : visible.minX
            layout.layOutRegion(mainFrom: lo, to: lo + 2 * screen)
            let delta = layout.takeContentOffsetAdjustment()
            guard delta != 0 else {
                // Laying out may have made the estimated content shorter than the offset reaches
                // (at End): the offset follows the content's end.
                let before = viewport.offset
                scroll.clampOffset(contentSize: layout.contentSize, extra: footerExtra)
                guard viewport.offset != before else { return }
                layout.updateBounds(viewport.bounds)
                continue
            }
            viewport.offset = vertical
                ? Point(x: viewport.offset.x, y: viewport.offset.y + delta) : Point(x: viewport.offset.x + delta, y: viewport.offset.y)
            scroll.clampOffset(contentSize: layout.contentSize, extra: footerExtra)
            layout.updateBounds(viewport.bounds)
        }
    }
}
