import CollectionLayout
import CollectionModel

// Orthogonal sections (scrolling sideways on their own), as the view sees them.

extension CollectionViewState {
    /// The layout's orthogonal sections, if it has any.
    var orthogonalLayout: (any CollectionLayout)? { layout.supportsOrthogonalScrolling ? layout : nil }

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
    public func orthogonalOffset(_ section: Int) -> Double {
        guard let geometry = orthogonalLayout?.orthogonalSection(section) else { return 0 }
        return scroll.orthogonal.offset(section, geometry)
    }

    /// `frame` of an element of `section` as shown: moved back by its section's offset.
    func shown(_ frame: Rect, section: Int) -> Rect {
        let offset = orthogonalOffset(section)
        guard offset != 0 else { return frame }
        return layout.scrollDirection == .vertical ? frame.offsetBy(dx: -offset, dy: 0) : frame.offsetBy(dx: 0, dy: -offset)
    }

    /// Calls `body` with every element meeting `rect` as shown (orthogonal sections at their offsets).
    ///
    /// - Complexity: one rect query.
    func forEachShownElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        if let orthogonalLayout {
            orthogonalLayout.forEachElement(in: rect, orthogonalOffset: { orthogonalOffset($0) }, body)
        } else {
            layout.forEachElement(in: rect, body)
        }
    }

    /// The elements meeting `rect` as shown.
    func shownElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachShownElement(in: rect) { result.append($0) }
        return result
    }

    /// The frame of the item at `path` as shown.
    func shownFrame(of path: IndexPath) -> Rect? {
        layout.layoutAttributesForItem(at: path).map { shown($0.frame, section: path.section) }
    }

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
