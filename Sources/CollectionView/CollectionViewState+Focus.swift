import CollectionLayout

// The focus follows the screen, as a list cursor does in less or htop: a scroll that leaves the
// focused cell out of view moves the focus to the nearest item on screen, and a relayout (another
// layout, a rotation, a reloaded layout file) keeps the focused item where it was on screen.

extension CollectionViewState {
    /// Where an item was on screen before a relayout: its index path and how far its frame's start
    /// lay past the visible rect's start along the scroll axis, in points.
    struct ScreenAnchor {
        var path: IndexPath
        var lead: Double
        /// The screen showed the content's start: it still does when the item shows there.
        var atStart: Bool
    }

    /// Moves the focus to the nearest item on screen when the focused cell meets the visible rect
    /// no more: the item shown nearest the edge the focus left by (its start when the focus is
    /// above or before the screen, its end when after), a cell shown whole before one cut by the
    /// edge, then the one nearest the old focus across the scroll axis. Nothing while dragging,
    /// nor during a burst of scroll steps (`ScrollBurst`), which calls it when it ends.
    ///
    /// Never lays out the old focus: a focus far away (after a far jump) is only compared in data
    /// order with what the screen shows.
    ///
    /// - Complexity: a lookup of the focused cell as laid out; when it left the screen, a few rect
    ///   queries of strips of the screen.
    func keepFocusOnScreen() {
        guard !interaction.isDragging, scroll.burst == nil, let focus = interaction.focus, data.exists(focus), layouts.error == nil else { return }
        let visible = unobscuredRect
        guard !visible.isEmpty else { return }
        let old = focusedAttributesAsLaidOut().map { shown($0.frame, section: focus.section) }
        if let old, old.intersects(visible) { return }
        let vertical = layout.scrollDirection == .vertical
        let cross = old.map { vertical ? $0.midX : $0.midY }
        var fromEnd: Bool
        if let old {
            fromEnd = vertical ? old.minY >= visible.maxY || (old.maxY > visible.minY && old.minX >= visible.maxX)
                : old.minX >= visible.maxX || (old.maxX > visible.minX && old.minY >= visible.maxY)
        } else {
            // Far away and not laid out: after the items shown, or before them, in data order.
            fromEnd = itemOnScreen(fromEnd: false, cross: nil).map { focus > $0 } ?? false
        }
        guard let next = itemOnScreen(fromEnd: fromEnd, cross: cross) ?? itemOnScreen(fromEnd: !fromEnd, cross: cross) else { return }
        self.interaction.focus = next
        needsRedraw = true
    }

    /// The item shown nearest the start (or end) of the screen along the scroll axis: a cell whose
    /// leading edge is on screen first, then the one nearest the edge by whole rows (columns), then
    /// the nearest to `cross` across the axis (the first across when `nil`).
    ///
    /// - Complexity: rect queries of strips of a quarter screen, from that edge until one holds
    ///   such a cell.
    func itemOnScreen(fromEnd: Bool, cross: Double?) -> IndexPath? {
        let visible = unobscuredRect
        let vertical = layout.scrollDirection == .vertical
        let length = vertical ? visible.height : visible.width
        let unit = vertical ? viewport.rowPoints : viewport.columnPoints
        let step = max(length / 4, unit, 1e-9)
        let (start, end) = vertical ? (visible.minY, visible.maxY) : (visible.minX, visible.maxX)
        typealias Rank = (whole: Bool, edge: Double, cross: Double, path: IndexPath)
        func better(_ a: Rank, than b: Rank) -> Bool {
            if a.whole != b.whole { return a.whole }
            if a.edge != b.edge { return a.edge < b.edge }
            if a.cross != b.cross { return a.cross < b.cross }
            return a.path < b.path
        }
        var best: Rank?
        var done = 0.0
        while done < length, best?.whole != true {
            let lo = fromEnd ? max(start, end - done - step) : start + done
            let hi = fromEnd ? end - done : min(end, start + done + step)
            let strip = vertical
                ? Rect(x: visible.minX, y: lo, width: visible.width, height: hi - lo)
                : Rect(x: lo, y: visible.minY, width: hi - lo, height: visible.height)
            forEachShownElement(in: strip) { element in
                let f = element.frame
                guard element.category == .cell, f.intersects(visible), data.exists(element.indexPath) else { return }
                let (a, b) = vertical ? (f.minY, f.maxY) : (f.minX, f.maxX)
                let (c0, c1) = vertical ? (f.minX, f.maxX) : (f.minY, f.maxY)
                let (v0, v1) = vertical ? (visible.minX, visible.maxX) : (visible.minY, visible.maxY)
                let whole = (fromEnd ? b <= end + 1e-9 : a >= start - 1e-9) && c0 >= v0 - 1e-9 && c1 <= v1 + 1e-9
                let edge = ((fromEnd ? end - b : a - start) / unit).rounded(.down)
                let rank: Rank = (whole, edge, cross.map { abs((c0 + c1) / 2 - $0) } ?? c0, element.indexPath)
                if best == nil || better(rank, than: best!) { best = rank }
            }
            done += step
        }
        return best?.path
    }

    /// The item to keep still through a relayout: the focused one when on screen, else the one
    /// shown nearest the screen's start.
    func screenAnchor() -> ScreenAnchor? {
        let visible = viewport.visibleRect
        let vertical = layout.scrollDirection == .vertical
        let atStart = vertical ? viewport.offset.y <= viewport.minimumOffset.y : viewport.offset.x <= viewport.minimumOffset.x
        if let focus = interaction.focus, let attributes = focusedAttributesAsLaidOut() {
            let frame = shown(attributes.frame, section: focus.section)
            if frame.intersects(visible) {
                return ScreenAnchor(path: focus, lead: vertical ? frame.minY - visible.minY : frame.minX - visible.minX, atStart: atStart)
            }
        }
        guard let path = itemOnScreen(fromEnd: false, cross: nil), let frame = shownFrame(of: path) else { return nil }
        return ScreenAnchor(path: path, lead: vertical ? frame.minY - visible.minY : frame.minX - visible.minX, atStart: atStart)
    }

    /// Scrolls so that `anchor`'s item is where it was on screen (along the scroll axis, as far as
    /// the content allows), and wholly on screen when it fits. A lazy layout lays out only around
    /// the item: a far one is reached by a jump.
    func restoreScreenAnchor(_ anchor: ScreenAnchor?) {
        guard let anchor, data.exists(anchor.path) else { return settle() }
        applyScreenInsets()
        revealAlongOrthogonalSection(anchor.path)
        guard let frame = shownFrame(of: anchor.path) else { return settle() }
        let visible = viewport.visibleRect
        let vertical = layout.scrollDirection == .vertical
        // The lead is kept only while the item still fits after it.
        let length = vertical ? visible.height : visible.width
        let size = vertical ? frame.height : frame.width
        // At the content's start, the screen stays there when the item shows (headers above it stay too).
        let least = viewport.minimumOffset
        let lead = anchor.atStart ? (vertical ? frame.minY - least.y : frame.minX - least.x) : min(max(0, anchor.lead), max(0, length - size))
        viewport.offset = vertical
            ? Point(x: viewport.offset.x, y: frame.minY - lead) : Point(x: frame.minX - lead, y: viewport.offset.y)
        scrollToVisible(rect: frame)
    }
}

extension CollectionViewState {
    // MARK: - Focus

    /// Focuses `path` and scrolls it into view.
    public func setFocus(_ path: IndexPath?) {
        interaction.focus = data.validFocus(path)
        if let focus = interaction.focus { scrollToVisible(focus) }
        needsRedraw = true
    }

    /// The nearest cell from the focused one in a direction (`dx`, `dy` each −1, 0 or 1): among the
    /// cells within two screens (or two of its lengths) beyond it that way and either side of it
    /// (up and down in a vertical layout: its whole width), the one of least gap plus twice the
    /// sideways gap plus a quarter of the centres' distance across, the first in data order on a
    /// tie.
    ///
    /// The reach along the scroll axis is what keeps `j` and `k` of a horizontal layout near the
    /// focused cell, as it keeps `h` and `l` of a vertical one: across the content's whole width
    /// they would lay out every item (a billion of them).
    ///
    /// - Complexity: one rect query of a few screens around the focused cell, whatever the number
    ///   of items.
    func neighbour(of path: IndexPath, dx: Int, dy: Int) -> IndexPath? {
        guard let from = shownFrame(of: path) else { return nil }
        let visible = viewport.visibleRect
        let size = layout.contentSize
        let reachY = max(visible.height, from.height) * 2, reachX = max(visible.width, from.width) * 2
        let tolerance = 0.5
        // Across an up or down move: the content's width, or two screens either side when it scrolls sideways.
        let along = layout.scrollDirection == .horizontal
        let left = along ? max(-1, from.minX - reachX) : -1, right = along ? min(size.width + 1, from.maxX + reachX) : size.width + 1
        let area: Rect
        switch (dx, dy) {
        case (0, 1): area = Rect(x: left, y: from.maxY - tolerance, width: max(0, right - left), height: reachY)
        case (0, -1): area = Rect(x: left, y: from.minY - reachY, width: max(0, right - left), height: reachY + tolerance)
        case (1, 0): area = Rect(x: from.maxX - tolerance, y: from.minY - reachY, width: reachX, height: from.height + 2 * reachY)
        default: area = Rect(x: from.minX - reachX, y: from.minY - reachY, width: reachX + tolerance, height: from.height + 2 * reachY)
        }
        var best: (score: Double, path: IndexPath)?
        for element in shownElements(in: area) where element.category == .cell && element.indexPath != path {
            let f = element.frame
            let primaryGap: Double, crossGap: Double, crossCentre: Double
            switch (dx, dy) {
            case (0, 1), (0, -1):
                guard dy > 0 ? f.minY >= from.maxY - tolerance : f.maxY <= from.minY + tolerance else { continue }
                primaryGap = dy > 0 ? f.minY - from.maxY : from.minY - f.maxY
                crossGap = max(0, max(f.minX - from.maxX, from.minX - f.maxX))
                crossCentre = abs(f.midX - from.midX)
            default:
                guard dx > 0 ? f.minX >= from.maxX - tolerance : f.maxX <= from.minX + tolerance else { continue }
                primaryGap = dx > 0 ? f.minX - from.maxX : from.minX - f.maxX
                crossGap = max(0, max(f.minY - from.maxY, from.minY - f.maxY))
                crossCentre = abs(f.midY - from.midY)
            }
            let score = max(0, primaryGap) + 2 * crossGap + 0.25 * crossCentre
            if best == nil || score < best!.score || (score == best!.score && element.indexPath < best!.path) {
                best = (score, element.indexPath)
            }
        }
        return best?.path
    }

    /// The cell whose frame contains `point`, if any.
    ///
    /// - Complexity: one rect query of one point.
    func cell(at point: Point) -> IndexPath? {
        let probe = Rect(x: point.x - 0.25, y: point.y - 0.25, width: 0.5, height: 0.5)
        var best: IndexPath?
        for element in shownElements(in: probe) where element.category == .cell && element.frame.contains(point) {
            if best == nil || element.indexPath < best! { best = element.indexPath }
        }
        return best
    }
}
