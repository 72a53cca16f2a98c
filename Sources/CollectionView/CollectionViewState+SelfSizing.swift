import CollectionLayout

extension CollectionViewState {
    /// The text size cells are measured and drawn at.
    public var contentSizeCategory: ContentSizeCategory { sizing.category }

    /// How many cells' text has been laid out to measure them (cache hits not counted).
    public var measuredCellCount: Int { sizing.measuredCount }
    /// How many times measuring made the layout lay out again (from the first changed item).
    public var selfSizingRelayoutCount: Int { sizing.relayoutCount }

    /// The current layout, when its items size themselves.
    var selfSizingLayout: (any CollectionLayout)? {
        guard layout.selfSizesItems else { return nil }
        return layout
    }

    /// Sets the text size: cells are measured again, and the focused (or first visible) cell
    /// keeps its screen row.
    public func setContentSizeCategory(_ category: ContentSizeCategory) {
        guard category != sizing.category else { return }
        let anchor = currentAnchor()
        let sideways = scrolledOrthogonalGeometry()
        let chipShown = focusedChipIsShown()
        sizing.takeCategory(category)
        let provided = layout.updateTraits(contentSizeCategory: category)
        if selfSizingLayout != nil || provided {
            layout.invalidate(.everything)
            prepareLayout()
            resnapOrthogonalSections(from: sideways)
            restore(anchor)
            if chipShown { revealFocusedChip() }
        }
        settle()
        setStatus("text size \(category.shortName) (\(Self.format(category.bodyPointSize)) pt)", replacing: "text")
    }

    /// Steps the text size by `steps` categories (`>`: 1, `<`: −1).
    public func stepContentSizeCategory(by steps: Int) {
        let next = sizing.category.stepped(by: steps)
        if next == sizing.category {
            return setStatus("text size \(next.shortName) is the \(steps > 0 ? "largest" : "smallest")")
        }
        setContentSizeCategory(next)
    }

    // MARK: - Measuring

    /// Measures the cells near the visible rectangle (a screen above and below it), and
    /// `measuringLookahead` items before and after them in data order, that the
    /// layout does not know the size of, reports them to the layout, lays out again from the
    /// first that changed, and keeps the anchored cell on its screen row. Then remembers the
    /// anchor for the next change.
    ///
    /// - Complexity: one rect query per pass and the text of the cells not cached; nothing
    ///   proportional to the number of items but the layout's own relayout from the first
    ///   changed item.
    func measureCellsNearVisibleRect(keeping chosen: SelfSizing.Anchor? = nil) {
        guard let sizer = selfSizingLayout, layouts.error == nil else { return rememberAnchor() }
        // One anchor for every pass: in a waterfall another cell may become the topmost one.
        var anchor = chosen
        var chose = chosen != nil
        let chipShown = focusedChipIsShown()
        for _ in 0..<SelfSizing.maximumMeasuringPasses {
            // Across the scroll axis the whole screen's width (height), not only what a zoom shows:
            // a cell beside the shown ones (a flow line's neighbour) moves them when it is measured.
            let visible = viewport.visibleRect, bounds = viewport.bounds
            let nearRect = layout.scrollDirection == .vertical
                ? Rect(x: min(visible.minX, bounds.minX), y: visible.minY - visible.height,
                       width: max(visible.maxX, bounds.maxX) - min(visible.minX, bounds.minX), height: 3 * visible.height)
                : Rect(x: visible.minX - visible.width, y: min(visible.minY, bounds.minY),
                       width: 3 * visible.width, height: max(visible.maxY, bounds.maxY) - min(visible.minY, bounds.minY))
            // Cells in the rect decide whether to lay out again: one that changed height, or whose
            // frame still has its estimate (measured ahead earlier, not laid out yet).
            var near = InvalidationContext(), ahead = InvalidationContext()
            func report(_ element: LayoutAttributes, into context: inout InvalidationContext) {
                // Items of fixed height (a compositional section without estimated heights).
                guard sizer.sizesItself(at: element.indexPath) else { return }
                var preferred = element
                let dimension = sizer.measuredDimension(at: element.indexPath)
                let byWidth = dimension == .width
                let length = preferredLength(of: element, dimension)
                if byWidth { preferred.frame.size.width = length } else { preferred.frame.size.height = length }
                if let change = sizer.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: element) {
                    context.formUnion(change)
                } else if abs((byWidth ? element.frame.width : element.frame.height) - length) > 1e-3 {
                    context.formUnion(InvalidationContext(invalidatedItemsFrom: element.indexPath))
                }
            }
            // The items in the rect as shown (a section scrolled sideways measures the items it
            // shows), by section: their range in data order.
            var spans: [Int: ClosedRange<Int>] = [:]
            forEachShownElement(in: nearRect) { element in
                guard element.category == .cell else { return }
                report(element, into: &near)
                let item = element.indexPath.item
                spans[element.indexPath.section] = spans[element.indexPath.section].map { min($0.lowerBound, item)...max($0.upperBound, item) } ?? item...item
            }
            // Items on each side in data order: measured now, laid out with the next relayout the
            // rect needs, so that scrolling measures in batches and relayouts rarely.
            for (section, span) in spans {
                let count = data.numberOfItems(inSection: section)
                let extra = SelfSizing.measuringLookahead
                for item in Swift.max(0, span.lowerBound - extra)..<span.lowerBound {
                    if let element = layout.layoutAttributesForItem(at: IndexPath(section: section, item: item)) { report(element, into: &ahead) }
                }
                for item in (span.upperBound + 1)..<Swift.min(count, span.upperBound + 1 + extra) {
                    if let element = layout.layoutAttributesForItem(at: IndexPath(section: section, item: item)) { report(element, into: &ahead) }
                }
            }
            sizing.pending.formUnion(ahead)
            guard near.invalidatedItemsFrom != nil else { break }
            var context = near
            context.formUnion(sizing.pending)
            sizing.pending = InvalidationContext()
            if !chose {
                anchor = currentAnchor()
                chose = true
            }
            sizer.invalidate(with: context)
            prepareLayout()
            sizing.relayoutCount += 1
            restore(anchor)
            if chipShown { revealFocusedChip() }
        }
        rememberAnchor()
    }

    /// Whether the focused item is a chip (an item of measured width in a section that scrolls
    /// sideways) shown on screen.
    func focusedChipIsShown() -> Bool {
        guard let focus = interaction.focus, let sizer = selfSizingLayout, sizer.measuredDimension(at: focus) == .width,
            orthogonalLayout?.orthogonalSection(focus.section) != nil, let frame = shownFrame(of: focus)
        else { return false }
        return frame.intersects(viewport.visibleRect)
    }

    /// Scrolls the focused chip's section so that the chip shows again after the widths before it
    /// changed (a text size step, measured neighbours), resting as the section's behaviour says:
    /// the focus stays where the user looks.
    func revealFocusedChip() {
        guard let focus = interaction.focus else { return }
        revealAlongOrthogonalSection(focus)
    }

    /// The length of the cell `element` that its text decides (`SelfSizing`), on the device's
    /// pixel grid.
    func preferredLength(of element: LayoutAttributes, _ dimension: MeasuredDimension) -> Double {
        sizing.preferredLength(
            of: element, dimension, data: data, layout: layout, maximumWidth: viewport.bounds.width, scale: options.device.scale)
    }
}

/// What keeps the screen still while self-sized cells settle: the anchor (the focused cell, else
/// the first shown) and where measured sizes go when the data changes; the status line's words
/// for sizes still estimated.
extension CollectionViewState {
    // MARK: - Anchoring

    /// The cell to keep still: the focused one when it is on screen, else the topmost visible
    /// one (the leftmost of equals). A focus not laid out is not on screen: it is never laid out
    /// here (a lazy layout would jump to it).
    func currentAnchor() -> SelfSizing.Anchor? {
        let visible = viewport.visibleRect
        // Along the scroll axis: down a vertical layout, across a horizontal one (columns measured).
        let vertical = layout.scrollDirection == .vertical
        func anchor(_ path: IndexPath, _ frame: Rect) -> SelfSizing.Anchor {
            let cells = viewport.cellRect(for: frame)
            return SelfSizing.Anchor(
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
    func restore(_ anchor: SelfSizing.Anchor?) {
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
    func locate(_ anchor: SelfSizing.Anchor) -> IndexPath? {
        MeasuredSizeCache.find(anchor.id, near: anchor.indexPath, in: data, reach: 64)
    }

    /// Records the anchor as it is now, for the next data change.
    func rememberAnchor() {
        guard selfSizingLayout != nil else { return }
        sizing.anchor = currentAnchor()
    }

    /// After a data change: measures the cells now near the visible rect and puts the anchored
    /// cell back on its screen row (the sizes the layout cached by index path were dropped).
    func restoreAnchorAfterDataChange() {
        guard selfSizingLayout != nil, let anchor = sizing.anchor else { return }
        restore(anchor)
        measureCellsNearVisibleRect(keeping: anchor)
    }

    /// Before a data change is laid out: finds the measured items at their new index paths, so
    /// their heights are the layout's estimates there.
    func relocateMeasuredSizes(_ invalidation: Invalidation) {
        sizing.relocate(invalidation, in: data, sizesItems: selfSizingLayout != nil)
    }

    /// What the layout lays out: the data, with measured heights as estimates when cells size
    /// themselves.
    var layoutDataSource: any LayoutDataSource { sizing.layoutDataSource(data, for: layout) }
}
