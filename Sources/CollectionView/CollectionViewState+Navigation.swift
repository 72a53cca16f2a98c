import CollectionLayout

extension CollectionViewState {
    // MARK: - Focus

    func exists(_ path: IndexPath) -> Bool {
        path.section >= 0 && path.section < data.numberOfSections && path.item >= 0
            && path.item < data.numberOfItems(inSection: path.section)
    }

    func firstItem() -> IndexPath? {
        for section in 0..<data.numberOfSections where data.numberOfItems(inSection: section) > 0 {
            return IndexPath(section: section, item: 0)
        }
        return nil
    }

    /// The item after `path` in data order.
    func item(after path: IndexPath) -> IndexPath? {
        var section = path.section, item = path.item + 1
        while section < data.numberOfSections {
            if item < data.numberOfItems(inSection: section) { return IndexPath(section: section, item: item) }
            section += 1
            item = 0
        }
        return nil
    }

    /// The item before `path` in data order.
    func item(before path: IndexPath) -> IndexPath? {
        var section = min(path.section, data.numberOfSections - 1)
        var item = section == path.section ? path.item - 1 : Int.max
        while section >= 0 {
            let count = data.numberOfItems(inSection: section)
            if count > 0, item >= 0 { return IndexPath(section: section, item: min(item, count - 1)) }
            section -= 1
            item = Int.max
        }
        return nil
    }

    /// `path` if it exists, else the nearest item before it, else the first item.
    func validFocus(_ path: IndexPath?) -> IndexPath? {
        guard let path else { return firstItem() }
        if exists(path) { return path }
        if path.section >= 0, path.section < data.numberOfSections, data.numberOfItems(inSection: path.section) > 0 {
            return IndexPath(section: path.section, item: min(max(0, path.item), data.numberOfItems(inSection: path.section) - 1))
        }
        return item(before: path) ?? firstItem()
    }

    /// Focuses `path` and scrolls it into view.
    public func setFocus(_ path: IndexPath?) {
        interaction.focus = validFocus(path)
        if let focus = interaction.focus { scrollToVisible(focus) }
        needsRedraw = true
    }

    /// The nearest cell from the focused one in a direction (`dx`, `dy` each −1, 0 or 1).
    ///
    /// - Complexity: one rect query of about two screens beyond the focused cell.
    func neighbour(of path: IndexPath, dx: Int, dy: Int) -> IndexPath? {
        guard let from = shownFrame(of: path) else { return nil }
        let visible = viewport.visibleRect
        let size = layout.contentSize
        let reachY = max(visible.height, from.height) * 2, reachX = max(visible.width, from.width) * 2
        let tolerance = 0.5
        let area: Rect
        switch (dx, dy) {
        case (0, 1): area = Rect(x: -1, y: from.maxY - tolerance, width: size.width + 2, height: reachY)
        case (0, -1): area = Rect(x: -1, y: from.minY - reachY, width: size.width + 2, height: reachY + tolerance)
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
