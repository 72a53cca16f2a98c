import CollectionLayout

extension CollectionViewState {
    /// The most measuring passes one settle makes: a pass can bring new, unmeasured cells into
    /// the rect, but cached heights make every pass after the first cheap and the loop converges.
    static let maximumMeasuringPasses = 8
    /// This many items before and after those near the screen (in data order) are measured
    /// along with them.
    static let measuringLookahead = 64

    /// The text size cells are measured and drawn at.
    public var contentSizeCategory: ContentSizeCategory { scroll.textState.category }

    /// How many cells' text has been laid out to measure them (cache hits not counted).
    public var measuredCellCount: Int { scroll.textState.measuredCount }
    /// How many times measuring made the layout lay out again (from the first changed item).
    public var selfSizingRelayoutCount: Int { scroll.textState.relayoutCount }

    /// The current layout, when its items size themselves.
    var selfSizingLayout: (any CollectionLayout)? {
        guard layout.selfSizesItems else { return nil }
        return layout
    }

    /// Sets the text size: cells are measured again, and the focused (or first visible) cell
    /// keeps its screen row.
    public func setContentSizeCategory(_ category: ContentSizeCategory) {
        guard category != scroll.textState.category else { return }
        let anchor = currentAnchor()
        let sideways = scrolledOrthogonalGeometry()
        let chipShown = focusedChipIsShown()
        scroll.textState.category = category
        scroll.textState.measured.removeAll()
        scroll.textState.measuredWidths.removeAll()
        scroll.textState.pending = InvalidationContext()
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
        let next = scroll.textState.category.stepped(by: steps)
        if next == scroll.textState.category {
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
    func measureCellsNearVisibleRect(keeping chosen: TextState.Anchor? = nil) {
        guard let sizing = selfSizingLayout, layouts.error == nil else { return rememberAnchor() }
        // One anchor for every pass: in a waterfall another cell may become the topmost one.
        var anchor = chosen
        var chose = chosen != nil
        let chipShown = focusedChipIsShown()
        for _ in 0..<Self.maximumMeasuringPasses {
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
                guard sizing.sizesItself(at: element.indexPath) else { return }
                var preferred = element
                let dimension = sizing.measuredDimension(at: element.indexPath)
                let byWidth = dimension == .width
                let length = preferredLength(of: element, dimension)
                if byWidth { preferred.frame.size.width = length } else { preferred.frame.size.height = length }
                if let change = sizing.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: element) {
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
                let extra = Self.measuringLookahead
                for item in Swift.max(0, span.lowerBound - extra)..<span.lowerBound {
                    if let element = layout.layoutAttributesForItem(at: IndexPath(section: section, item: item)) { report(element, into: &ahead) }
                }
                for item in (span.upperBound + 1)..<Swift.min(count, span.upperBound + 1 + extra) {
                    if let element = layout.layoutAttributesForItem(at: IndexPath(section: section, item: item)) { report(element, into: &ahead) }
                }
            }
            scroll.textState.pending.formUnion(ahead)
            guard near.invalidatedItemsFrom != nil else { break }
            var context = near
            context.formUnion(scroll.textState.pending)
            scroll.textState.pending = InvalidationContext()
            if !chose {
                anchor = currentAnchor()
                chose = true
            }
            sizing.invalidate(with: context)
            prepareLayout()
            scroll.textState.relayoutCount += 1
            restore(anchor)
            if chipShown { revealFocusedChip() }
        }
        rememberAnchor()
    }

    /// Whether the focused item is a chip (an item of measured width in a section that scrolls
    /// sideways) shown on screen.
    func focusedChipIsShown() -> Bool {
        guard let focus = interaction.focus, let sizing = selfSizingLayout, sizing.measuredDimension(at: focus) == .width,
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

    /// The length of the cell `element` that its text decides (`dimension`), fitted at its other
    /// length: from the cache by identity, else measured as the device measures it — with the
    /// virtual font at the text size, in points, whatever the terminal: a height is the text's
    /// at the cell's width, a width (a chip) the text's at the text size, at most the view's
    /// width — rounded up to the device's pixels. The terminal shows what fits of it (`drawWrappedText`).
    func preferredLength(of element: LayoutAttributes, _ dimension: MeasuredDimension) -> Double {
        let path = element.indexPath
        let content = data.content(at: path)
        let text = TextFingerprint(title: content.title, body: content.body)
        let id = data.itemID(at: path)
        let cache: WritableKeyPath<TextState, MeasuredSizeCache> = dimension == .height ? \.measured : \.measuredWidths
        // The cache keys each length by the other one (named `width` there).
        let across = dimension == .height ? element.frame.width : element.frame.height
        if let length = scroll.textState[keyPath: cache].height(id: id, width: across, text: text) { return length }
        let style = layout.cellTextStyle(forSection: path.section, category: scroll.textState.category)
        // On the device's pixel grid, as UIKit's fitting sizes are (`PixelGrid`).
        let length = PixelGrid(scale: options.device.scale).ceil(
            style.length(title: content.title, body: content.body, dimension: dimension, across: across, maximumWidth: viewport.bounds.width))
        scroll.textState[keyPath: cache].record(length, id: id, width: across, text: text, at: path)
        scroll.textState.measuredCount += 1
        return length
    }
}
