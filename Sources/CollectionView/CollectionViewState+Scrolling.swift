import CollectionLayout
import CollectionModel
import TerminalCore

extension CollectionViewState {
    // MARK: - Scrolling

    /// Scrolls by `dx`, `dy` points, clamped to the content.
    public func scroll(dx: Double, dy: Double) {
        viewport.offset = Point(x: viewport.offset.x + dx, y: viewport.offset.y + dy)
        settle()
    }

    /// Moves the content offset to `offset`, clamped.
    public func setOffset(_ offset: Point) {
        viewport.offset = offset
        settle()
    }

    /// Scrolls as little as possible to show `rect` (its top-left when it is larger than the
    /// screen).
    func scrollToVisible(rect: Rect) {
        viewport.offset = scroll.offset(showing: rect, in: unobscuredRect)
        settle()
    }

    /// Scrolls to show the item at `indexPath`, below its section's header when headers are
    /// pinned (a pinned header would otherwise cover an item scrolled to the top).
    func scrollToVisible(_ indexPath: IndexPath) {
        revealAlongOrthogonalSection(indexPath)
        guard var frame = shownFrame(of: indexPath) else { return settle() }
        if layout.pinsHeaders(inSection: indexPath.section),
            let header = layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: indexPath.section, item: 0))
        {
            switch layout.scrollDirection {
            case .vertical:
                frame = Rect(x: frame.minX, y: frame.minY - header.frame.height, width: frame.width, height: frame.maxY - frame.minY + header.frame.height)
            case .horizontal:
                frame = Rect(x: frame.minX - header.frame.width, y: frame.minY, width: frame.maxX - frame.minX + header.frame.width, height: frame.height)
            }
        }
        scrollToVisible(rect: frame)
    }

    // MARK: - Terminal

    /// Adopts a new terminal size: re-scales without a relayout.
    public func resize(width: Int, height: Int) {
        scroll.terminalWidth = max(0, width)
        scroll.terminalHeight = max(0, height)
        chrome.clampHelpScroll(terminalHeight: scroll.terminalHeight)
        placeScreen()
        settle()
    }

    /// Places the device's screen on the terminal (after a resize, a zoom or a rotation) and
    /// gives the viewport that screen's cells.
    func placeScreen() { scroll.placeScreen(showsDevice: options.showsDevice) }

    // MARK: - Zoom and rotation

    /// Moves `steps` along `Viewport.zoomSteps`, keeping the top-left content point in place.
    public func zoom(by steps: Int) {
        let table = Viewport.zoomSteps
        let current = table.indices.min(by: { abs(table[$0] - viewport.zoom) < abs(table[$1] - viewport.zoom) }) ?? 2
        let next = min(max(0, current + steps), table.count - 1)
        viewport.zoom = table[next]
        placeScreen()
        if let focus = interaction.focus { scrollToVisible(focus) } else { settle() }
        // Said first (a narrow status line may have no room for its zoom field), in place of the field.
        let limit = table[next] == table[current] && steps != 0 ? " is the \(steps > 0 ? "largest" : "smallest")" : ""
        setStatus("zoom \(Self.format(viewport.zoom))×\(limit)", replacing: "zoom")
    }

    /// Back to zoom 1× (`=` and `0`), as `zoom(by:)` moves, keeping the top-left content point.
    public func resetZoom() {
        let steps = Viewport.zoomSteps
        let current = steps.indices.min(by: { abs(steps[$0] - viewport.zoom) < abs(steps[$1] - viewport.zoom) }) ?? 2
        let one = steps.firstIndex(of: 1) ?? 2
        zoom(by: one - current)
    }

    /// Swaps the device's width and height: a bounds change, after which the layout decides
    /// whether to lay out again.
    public func rotate(now: Double) {
        let anchor = screenAnchor()
        let sideways = scrolledOrthogonalGeometry()
        animateChange(now: now) {
            viewport.device = viewport.device.transposed
            placeScreen()
            layout.updateBounds(viewport.bounds)
            _ = layout.updateLayoutGuides(screenInsets.guides())
            prepareLayout()
            resnapOrthogonalSections(from: sideways)
            restoreScreenAnchor(anchor)
        }
        setStatus("device \(Self.format(viewport.device.width))×\(Self.format(viewport.device.height)) pt")
    }

    static func format(_ value: Double) -> String {
        value.wholeOrDecimalText
    }
}

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

// MARK: - Orthogonal sections (scrolling sideways on their own), as the view sees them

extension CollectionViewState {
    /// The layout's orthogonal sections, if it has any.
    var orthogonalLayout: (any CollectionLayout)? { layouts.orthogonalLayout }

    /// The geometry of each orthogonal section scrolled, to snap them again after a
    /// relayout (`resnapOrthogonalSections(from:)`).
    func scrolledOrthogonalGeometry() -> [Int: OrthogonalSectionGeometry] {
        guard let orthogonalLayout else { return [:] }
        var result: [Int: OrthogonalSectionGeometry] = [:]
        for section in scroll.orthogonal.sections { result[section] = orthogonalLayout.orthogonalSection(section) }
        return result
    }

    /// After a relayout: each scrolled orthogonal section rests on the group (page) it rested on,
    /// in its new geometry.
    func resnapOrthogonalSections(from old: [Int: OrthogonalSectionGeometry]) {
        guard !scroll.orthogonal.sections.isEmpty else { return }
        let layout = orthogonalLayout
        scroll.orthogonal.resnap(from: old) { layout?.orthogonalSection($0) }
    }

    /// The offset orthogonal section `section` is shown at (0 for any other section).
    public func orthogonalOffset(_ section: Int) -> Double { scroll.orthogonalOffset(section, in: layout) }

    /// `frame` of an element of `section` as shown: moved back by its section's offset.
    func shown(_ frame: Rect, section: Int) -> Rect { scroll.shown(frame, section: section, in: layout) }

    /// Calls `body` with every element meeting `rect` as shown (orthogonal sections at their offsets).
    ///
    /// - Complexity: one rect query.
    func forEachShownElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        scroll.forEachShownElement(in: rect, of: layout, body)
    }

    /// The elements meeting `rect` as shown.
    func shownElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachShownElement(in: rect) { result.append($0) }
        return result
    }

    /// The frame of the item at `path` as shown.
    func shownFrame(of path: IndexPath) -> Rect? { scroll.shownFrame(of: path, in: layout) }

    /// Scrolls the orthogonal section holding `path` (if it is in one) so that the item shows,
    /// coming to rest as the section's behaviour says: an item focused with Tab, `h`/`l` or a
    /// click is never left off screen sideways.
    func revealAlongOrthogonalSection(_ path: IndexPath) {
        guard let orthogonalLayout, let geometry = orthogonalLayout.orthogonalSection(path.section),
            let frame = orthogonalLayout.layoutAttributesForItem(at: path)?.frame
        else { return }
        let vertical = layout.scrollDirection == .vertical
        let (start, end) = vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
        let group = geometry.itemsPerGroup > 0 ? path.item / geometry.itemsPerGroup : 0
        scroll.orthogonal[path.section] = OrthogonalOffsets.target(
            showing: start, end, group: group, current: orthogonalOffset(path.section), geometry)
    }

    /// Left/Right (Up/Down in a horizontal layout) with the focus in an orthogonal section: the
    /// focus moves to the nearest item that way in the section, which scrolls and snaps as its
    /// behaviour says. Returns false when the focus is in no such section.
    func moveAlongOrthogonalSection(by step: Int) -> Bool {
        guard let focus = interaction.focus, let orthogonalLayout, let geometry = orthogonalLayout.orthogonalSection(focus.section),
            let from = orthogonalLayout.layoutAttributesForItem(at: focus)?.frame
        else { return false }
        let vertical = layout.scrollDirection == .vertical
        // Along the section: x in a vertical layout, y in a horizontal one.
        func along(_ r: Rect) -> (Double, Double) { vertical ? (r.minX, r.maxX) : (r.minY, r.maxY) }
        func across(_ r: Rect) -> (Double, Double) { vertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }
        let (a0, a1) = along(from), (c0, c1) = across(from)
        let reach = geometry.containerLength * 2 + geometry.pitch
        let tolerance = 0.5
        let lo = step > 0 ? a1 - tolerance : a0 - reach, hi = step > 0 ? a1 + reach : a0 + tolerance
        let crossReach = Swift.max(c1 - c0, 1) * 4
        let area = vertical
            ? Rect(x: lo, y: c0 - crossReach, width: hi - lo, height: c1 - c0 + 2 * crossReach)
            : Rect(x: c0 - crossReach, y: lo, width: c1 - c0 + 2 * crossReach, height: hi - lo)
        var best: (score: Double, path: IndexPath)?
        orthogonalLayout.forEachElement(in: area, orthogonalOffset: { _ in 0 }) { element in
            guard element.category == .cell, element.indexPath.section == focus.section, element.indexPath != focus else { return }
            let (b0, b1) = along(element.frame), (d0, d1) = across(element.frame)
            guard step > 0 ? b0 >= a1 - tolerance : b1 <= a0 + tolerance else { return }
            let gap = step > 0 ? b0 - a1 : a0 - b1
            let crossGap = Swift.max(0, Swift.max(d0 - c1, c0 - d1))
            let score = Swift.max(0, gap) + 2 * crossGap + 0.25 * abs((d0 + d1) / 2 - (c0 + c1) / 2)
            if best == nil || score < best!.score || (score == best!.score && element.indexPath < best!.path) {
                best = (score, element.indexPath)
            }
        }
        guard let next = best?.path, let frame = orthogonalLayout.layoutAttributesForItem(at: next)?.frame else {
            needsRedraw = true
            return true
        }
        let (n0, n1) = along(frame)
        let group = geometry.itemsPerGroup > 0 ? next.item / geometry.itemsPerGroup : 0
        scroll.orthogonal[next.section] = OrthogonalOffsets.target(
            showing: n0, n1, group: group, current: orthogonalOffset(next.section), geometry)
        self.interaction.focus = next
        if let shownFrame = shownFrame(of: next) { scrollToVisible(rect: shownFrame) }
        needsRedraw = true
        return true
    }

    /// Where a lifted item with its centre at `position` (as shown) would land: the layout's
    /// answer, or, with orthogonal sections scrolled, the same rule (the cell under the position,
    /// else the nearest centre within a screen) over the cells as shown.
    func moveTarget(for path: IndexPath, at position: Point) -> IndexPath {
        guard orthogonalLayout != nil else {
            return layout.targetIndexPath(forInteractivelyMovingItem: path, withPosition: position)
        }
        let reach = Swift.max(viewport.bounds.width, viewport.bounds.height, 1)
        let area = Rect(x: position.x - reach / 2, y: position.y - reach / 2, width: reach, height: reach)
        var best: (distance: Double, path: IndexPath)?
        forEachShownElement(in: area) { element in
            guard element.category == .cell else { return }
            let f = element.frame
            let dx = f.midX - position.x, dy = f.midY - position.y
            let distance = f.contains(position) ? -1 : dx * dx + dy * dy
            if best == nil || distance < best!.distance || (distance == best!.distance && element.indexPath < best!.path) {
                best = (distance, element.indexPath)
            }
        }
        return best?.path ?? path
    }
}
