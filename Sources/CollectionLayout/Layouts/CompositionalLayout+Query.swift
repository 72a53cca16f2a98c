// The queries of `CompositionalLayout`: everything is computed in vertical terms from the
// section placements and their shapes' slots, then transposed back for a horizontal layout.

extension CompositionalLayout {
    /// The elements meeting `rect`, with every orthogonal section at offset 0.
    ///
    /// - Complexity: O(log(sections) + k·s) for the k groups met and s items per group.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachElement(in: rect, orthogonalOffset: { _ in 0 }) { result.append($0) }
        return result
    }

    /// Every element, orthogonal sections at offset 0 and shown whole (the rect query over the
    /// content and every orthogonal section's length): what `cvsim layout` prints.
    public func allLayoutAttributesAtRest() -> [LayoutAttributes] {
        var across = container.width
        for s in placements.indices {
            if let geometry = orthogonalSection(s) { across = Swift.max(across, geometry.contentLength) }
        }
        let along = Swift.max(verticalContentSize.height, isTransposed ? bounds.maxX : bounds.maxY)
        let everything = Rect(x: -1, y: -1, width: across + 2, height: along + 2)
        return layoutAttributesForElements(in: isTransposed ? everything.transposed : everything)
    }

    /// - Complexity: O(log(sections) + k·s) for the k groups met and s items per group.
    public func forEachElement(in rect: Rect, orthogonalOffset offset: (Int) -> Double, _ body: (LayoutAttributes) -> Void) {
        var none: CellThinner?
        forEachElement(in: rect, orthogonalOffset: offset, thinner: &none, body)
    }

    /// The elements meeting `rect` less the cells a screen of `grid`'s cells could not show:
    /// thin cells under a later thin cell in every cell they cover (`CellThinner`); a group that
    /// one screen cell shows whole is passed as its last item without placing the others.
    ///
    /// - Complexity: O(log(sections) + groups met + items of the groups wider than a cell + cells).
    public func forEachElement(
        in rect: Rect, orthogonalOffset offset: (Int) -> Double, thinningTo grid: CellGrid, keeping focus: IndexPath?,
        _ body: (LayoutAttributes) -> Void
    ) {
        var thinner = CellThinner(rect: rect, grid: grid, keeping: focus)
        forEachElement(in: rect, orthogonalOffset: offset, thinner: &thinner, body)
        thinner?.finish(body)
    }

    private func forEachElement(
        in rect: Rect, orthogonalOffset offset: (Int) -> Double, thinner: inout CellThinner?, _ body: (LayoutAttributes) -> Void
    ) {
        guard !rect.isEmpty, !shapes.isEmpty else { return }
        let r = isTransposed ? rect.transposed : rect
        let flip = isTransposed
        for k in layoutBoundary.items.indices {
            let frame = layoutBoundaryFrame(k)
            if frame.intersects(r) { body(layoutBoundaryAttributes(k, frame: frame)) }
        }
        // Badges may reach outside their sections: the sections within reach are searched.
        if supplementaryReach > 0 {
            for s in sections(meeting: r.minY - supplementaryReach, r.maxY + supplementaryReach) {
                let shape = shapes[placements[s].shape]
                if shape.supplementaryReach > 0 { forEachItemSupplementary(in: r, section: s, shift: shape.orthogonal ? offset(s) : 0, body) }
            }
        }
        for s in sections(meeting: r.minY, r.maxY) {
            let p = placements[s]
            let shape = shapes[p.shape]
            for (k, frame) in p.decorations.enumerated() where !frame.isEmpty && frame.intersects(r) {
                body(decoration(s, k, frame: flip ? frame.transposed : frame, shape))
            }
            for k in shape.boundary.indices {
                let frame = boundaryFrame(s, k)
                if frame.intersects(r) { body(supplementary(s, k, frame: flip ? frame.transposed : frame, shape)) }
            }
            let leaf = shape.slots.count
            let groups = shape.groupCount(items: p.count)
            guard groups > 0 else { continue }
            // Where a group's items reach, overflow included: a group is met when they are.
            let gw = shape.reach.width, gh = shape.reach.height
            // Cells go through the thinner when there is one.
            func cell(_ attributes: LayoutAttributes) {
                if thinner != nil { thinner!.add(attributes, body) } else { body(attributes) }
            }
            // For a one-row group at `x` (every slot at the same top and height): the slots that
            // end a run — the next slot has other cells across, or meets `r` otherwise across —
            // and those plus the slots more than one cell across (computed once a section).
            var runsCache: (flat: Bool, ends: [Int], endsOrWide: [Int])?
            func runEnds(_ x: Double) -> (flat: Bool, ends: [Int], endsOrWide: [Int]) {
                if let runsCache { return runsCache }
                let slots = shape.slots
                let flat = slots.allSatisfy { $0.minY == slots[0].minY && $0.maxY == slots[0].maxY }
                var ends: [Int] = [], endsOrWide: [Int] = []
                if flat, let grid = thinner?.grid {
                    func cells(_ j: Int) -> (Int, Int, Bool) {
                        let a = slots[j].minX + x, b = slots[j].maxX + x
                        let (c0, c1) = flip ? (grid.row(a), grid.row(b)) : (grid.column(a), grid.column(b))
                        return (c0, Swift.max(c0 + 1, c1), b > r.minX && a < r.maxX)
                    }
                    var here = cells(0)
                    for j in slots.indices {
                        let next = j + 1 < slots.count ? cells(j + 1) : nil
                        let end = next.map { $0 != here } ?? true
                        if end { ends.append(j) }
                        if end || here.1 - here.0 > 1 { endsOrWide.append(j) }
                        if let next { here = next }
                    }
                }
                runsCache = (flat, ends, endsOrWide)
                return runsCache!
            }
            // The union of the group's slots and their greatest starts, for thinning (computed
            // once a section, when needed).
            var slotsBox: (union: Rect, lastStart: Point)?
            func emit(_ g: Int, _ origin: Point, _ shift: Double) {
                let end = Swift.min(p.count, (g + 1) * leaf)
                if let t = thinner, end > g * leaf {
                    // A group whose items all start in one screen cell and end by its end: its
                    // last item covers every other one's cells.
                    if slotsBox == nil {
                        slotsBox = shape.slots.dropFirst().reduce((shape.slots[0], shape.slots[0].origin)) {
                            ($0.0.union($1), Point(x: Swift.max($0.1.x, $1.minX), y: Swift.max($0.1.y, $1.minY)))
                        }
                    }
                    // Widened by far more than the rounding of an item's own offset, so that every
                    // item is inside it.
                    let box = slotsBox!.union.offsetBy(dx: origin.x - shift, dy: origin.y)
                    let slack = (Swift.abs(box.maxX) + Swift.abs(box.maxY) + 1) * 1e-12
                    let lastStart = Point(x: slotsBox!.lastStart.x + origin.x - shift + slack, y: slotsBox!.lastStart.y + origin.y + slack)
                    let wide = Rect(x: box.minX - slack, y: box.minY - slack, width: box.width + 2 * slack, height: box.height + 2 * slack)
                    let last = IndexPath(section: s, item: end - 1)
                    var frame = shape.slots[end - 1 - g * leaf].offsetBy(dx: origin.x, dy: origin.y)
                    if shift != 0 { frame = frame.offsetBy(dx: -shift, dy: 0) }
                    if frame.intersects(r),
                        t.coversOneCell(flip ? wide.transposed : wide, lastStart: flip ? Point(x: lastStart.y, y: lastStart.x) : lastStart),
                        !t.keeps(section: s, items: (g * leaf)..<end)
                    {
                        if flip { frame = frame.transposed }
                        cell(.cell(last, frame: frame))
                        return
                    }
                }
                func place(_ j: Int) {
                    // Placed as at offset 0, then moved back: the same frame as the lookup's, shifted.
                    var frame = shape.slots[j].offsetBy(dx: origin.x, dy: origin.y)
                    if shift != 0 { frame = frame.offsetBy(dx: -shift, dy: 0) }
                    if frame.intersects(r) {
                        cell(.cell(IndexPath(section: s, item: g * leaf + j), frame: flip ? frame.transposed : frame))
                    }
                }
                // In a group of one row of items (every slot at the same top and height) of a
                // section that does not scroll sideways, an item with the same cells as the next
                // one is hidden by it: only the last of each run is placed.
                if let t = thinner, !shape.orthogonal, case let runs = runEnds(origin.x), runs.flat {
                    let top = shape.slots[0].minY + origin.y, bottom = shape.slots[0].maxY + origin.y
                    let (a0, a1) = flip ? (t.grid.column(top), t.grid.column(bottom)) : (t.grid.row(top), t.grid.row(bottom))
                    let placed = Swift.max(a0 + 1, a1) - a0 == 1 ? runs.ends : runs.endsOrWide
                    let count = end - g * leaf
                    var last = -1
                    for j in placed {
                        if j >= count { break }
                        place(j)
                        last = j
                    }
                    // A partial last group cuts its last run: its last item ends it.
                    if count - 1 > last { place(count - 1) }
                    if let kept = t.kept, kept.section == s, kept.item >= g * leaf, kept.item < end - 1 {
                        let j = kept.item - g * leaf
                        if !placed.contains(j) { place(j) }
                    }
                    return
                }
                for j in 0..<leaf {
                    if g * leaf + j >= p.count { break }
                    place(j)
                }
            }
            if shape.orthogonal, p.table.count > 0 {
                // Measured widths: groups found by binary search in the table, frames with measured widths.
                guard p.contentTop < r.maxY, p.contentTop + gh > r.minY else { continue }
                let shift = offset(s)
                let lo = r.minX + shift, hi = r.maxX + shift
                var g = p.table.firstGroup(endingAfter: lo - shape.insets.leading, groups: groups, shape)
                while g < groups {
                    let origin = shape.groupOrigin(g, contentTop: p.contentTop, table: p.table)
                    if origin.x >= hi { break }
                    if origin.x + p.table.extent(g, shape) > lo {
                        if g < p.table.count {
                            shape.measuredGroup(g, count: p.count, length: { actual.height(section: s, item: $0) }) { item, slot in
                                var frame = slot.offsetBy(dx: origin.x, dy: origin.y)
                                if shift != 0 { frame = frame.offsetBy(dx: -shift, dy: 0) }
                                if frame.intersects(r) {
                                    cell(.cell(IndexPath(section: s, item: item), frame: flip ? frame.transposed : frame))
                                }
                            }
                        } else {
                            emit(g, origin, shift)
                        }
                    }
                    g += 1
                }
            } else if shape.orthogonal {
                guard p.contentTop < r.maxY, p.contentTop + gh > r.minY else { continue }
                let shift = offset(s)
                let lo = r.minX + shift, hi = r.maxX + shift
                var g = Self.firstGroup(from: lo - shape.insets.leading - gw, pitch: shape.pitch, groups: groups)
                while g < groups {
                    let origin = shape.groupOrigin(g, contentTop: p.contentTop)
                    if origin.x >= hi { break }
                    if origin.x + gw > lo { emit(g, origin, shift) }
                    g += 1
                }
            } else if p.table.count > 0 {
                // Measured groups: found by binary search in the table, frames with measured heights.
                var g = p.table.firstGroup(endingAfter: r.minY - p.contentTop, groups: groups, shape)
                while g < groups {
                    let origin = shape.groupOrigin(g, contentTop: p.contentTop, table: p.table)
                    if origin.y >= r.maxY { break }
                    if origin.y + p.table.extent(g, shape) > r.minY {
                        if g < p.table.count {
                            shape.measuredGroup(g, count: p.count, length: { actual.height(section: s, item: $0) }) { item, slot in
                                let frame = slot.offsetBy(dx: origin.x, dy: origin.y)
                                if frame.intersects(r) {
                                    cell(.cell(IndexPath(section: s, item: item), frame: flip ? frame.transposed : frame))
                                }
                            }
                        } else {
                            emit(g, origin, 0)
                        }
                    }
                    g += 1
                }
            } else {
                var g = Self.firstGroup(from: r.minY - p.contentTop - gh, pitch: shape.pitch, groups: groups)
                while g < groups {
                    let origin = shape.groupOrigin(g, contentTop: p.contentTop)
                    if origin.y >= r.maxY { break }
                    if origin.y + gh > r.minY { emit(g, origin, 0) }
                    g += 1
                }
            }
        }
    }

    /// The supplementary items (badges) of section `s`'s items that meet `r` (vertical terms), an
    /// orthogonal section scrolled by `shift`: the items within the badges' reach of `r` are
    /// found as the cells are, and each badge is placed on its item's frame.
    ///
    /// - Complexity: O(log(groups) + items within reach of `r`)
    private func forEachItemSupplementary(in r: Rect, section s: Int, shift: Double, _ body: (LayoutAttributes) -> Void) {
        let p = placements[s]
        let shape = shapes[p.shape]
        let groups = shape.groupCount(items: p.count)
        guard groups > 0 else { return }
        let reach = shape.supplementaryReach
        let wide = Rect(x: r.minX - reach, y: r.minY - reach, width: r.width + 2 * reach, height: r.height + 2 * reach)
        let leaf = shape.slots.count
        var g: Int
        if shape.orthogonal {
            guard p.contentTop < wide.maxY, p.contentTop + shape.groupSize.height > wide.minY else { return }
            g = p.table.count > 0
                ? p.table.firstGroup(endingAfter: wide.minX + shift - shape.insets.leading, groups: groups, shape)
                : Self.firstGroup(from: wide.minX + shift - shape.insets.leading - shape.groupSize.width, pitch: shape.pitch, groups: groups)
        } else if p.table.count > 0 {
            g = p.table.firstGroup(endingAfter: wide.minY - p.contentTop, groups: groups, shape)
        } else {
            g = Self.firstGroup(from: wide.minY - p.contentTop - shape.groupSize.height, pitch: shape.pitch, groups: groups)
        }
        while g < groups {
            let origin = shape.groupOrigin(g, contentTop: p.contentTop, table: p.table)
            if shape.orthogonal ? origin.x - shift >= wide.maxX : origin.y >= wide.maxY { break }
            for item in (g * leaf)..<Swift.min(p.count, (g + 1) * leaf) {
                let badges = shape.slotSupplementaries[item - g * leaf]
                guard !badges.isEmpty else { continue }
                // Placed as at offset 0, then moved back: the same frame as the lookup's, shifted.
                let frame = verticalItemFrame(section: s, item: item)
                guard frame.offsetBy(dx: -shift, dy: 0).intersects(wide) else { continue }
                for badge in badges {
                    var f = badge.frame(on: frame)
                    if shift != 0 { f = f.offsetBy(dx: -shift, dy: 0) }
                    if f.intersects(r) { body(itemSupplementary(badge, IndexPath(section: s, item: item), frame: f)) }
                }
            }
            g += 1
        }
    }

    private func itemSupplementary(_ badge: ItemSupplementaryDescription, _ path: IndexPath, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(
            category: .supplementary, kind: badge.elementKind, indexPath: path, frame: isTransposed ? frame.transposed : frame,
            zIndex: badge.zIndex)
    }

    /// The frame of item `item` of section `s`, in vertical terms, orthogonal sections at offset 0.
    ///
    /// - Complexity: O(1); in a measured stack, O(the item's place in its group).
    func verticalItemFrame(section s: Int, item: Int) -> Rect {
        let p = placements[s]
        let shape = shapes[p.shape]
        let leaf = shape.slots.count
        let g = item / leaf
        let origin = shape.groupOrigin(g, contentTop: p.contentTop, table: p.table)
        var slot = shape.slots[item % leaf]
        if g < p.table.count { slot = shape.measuredSlot(item: item) { actual.height(section: s, item: $0) } }
        return slot.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The first group that may end after `distance` past the first one's start.
    private static func firstGroup(from distance: Double, pitch: Double, groups: Int) -> Int {
        let g = (distance / pitch).rounded(.down)
        guard !g.isNaN, g > 0 else { return 0 }
        return g >= Double(groups) ? groups : Int(g)
    }

    /// Sections whose extent meets `[lo, hi)` (vertical terms).
    ///
    /// - Complexity: O(log(sections) + returned)
    func sections(meeting lo: Double, _ hi: Double) -> Range<Int> {
        var low = 0, high = placements.count
        while low < high {
            let mid = (low + high) >> 1
            if placements[mid].end > lo { high = mid } else { low = mid + 1 }
        }
        var end = low
        while end < placements.count && placements[end].start < hi { end += 1 }
        return low..<end
    }

    /// Boundary item `k` of section `s` as shown (pinned ones follow the bounds; its content
    /// insets shrink the room it takes), vertical terms.
    func boundaryFrame(_ s: Int, _ k: Int) -> Rect {
        let item = shapes[placements[s].shape].description.boundarySupplementaryItems[k]
        return item.contentInsets.shrinking(boundaryRoom(s, k), sizedBy: item.size)
    }

    /// The room boundary item `k` of section `s` takes where it is shown, vertical terms.
    private func boundaryRoom(_ s: Int, _ k: Int) -> Rect {
        let p = placements[s]
        let shape = shapes[p.shape]
        let frame = p.supplementaries[k]
        let item = shape.description.boundarySupplementaryItems[k]
        guard item.pinToVisibleBounds else { return frame }
        // A header stops at the first item after the content (or the end).
        var limit = p.end
        for (j, after) in shape.boundary.enumerated() where !after.before { limit = Swift.min(limit, p.supplementaries[j].minY) }
        return Self.pinned(frame, before: shape.boundary[k].before, visible: visibleBoundsForPinning, start: p.start, limit: limit)
    }

    /// The index of boundary item `k` among its section's items of the same kind.
    private func ordinal<T>(_ k: Int, in items: [T], kind: (T) -> ElementKind) -> Int {
        let mine = kind(items[k])
        return items[..<k].reduce(0) { $0 + (kind($1) == mine ? 1 : 0) }
    }

    private func supplementary(_ s: Int, _ k: Int, frame: Rect, _ shape: SectionShape) -> LayoutAttributes {
        let items = shape.description.boundarySupplementaryItems
        let item = items[k]
        let z = item.pinToVisibleBounds && item.zIndex == ZIndex.supplementary ? ZIndex.pinnedHeader : item.zIndex
        return LayoutAttributes(
            category: .supplementary, kind: item.elementKind,
            indexPath: IndexPath(section: s, item: ordinal(k, in: items, kind: \.elementKind)), frame: frame, zIndex: z)
    }

    private func decoration(_ s: Int, _ k: Int, frame: Rect, _ shape: SectionShape) -> LayoutAttributes {
        let items = shape.description.decorationItems
        return LayoutAttributes(
            category: .decoration, kind: items[k].elementKind,
            indexPath: IndexPath(section: s, item: ordinal(k, in: items, kind: \.elementKind)), frame: frame,
            zIndex: items[k].zIndex)
    }

    // MARK: - Lookups

    /// - Complexity: O(1); in a measured stack, O(the item's place in its group).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let s = indexPath.section
        guard s >= 0, s < placements.count, indexPath.item >= 0, indexPath.item < placements[s].count else { return nil }
        let frame = verticalItemFrame(section: s, item: indexPath.item)
        return .cell(indexPath, frame: isTransposed ? frame.transposed : frame)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        if let global = layoutBoundaryItem(ofKind: kind, at: indexPath) { return global }
        let s = indexPath.section
        guard s >= 0, s < placements.count else { return nil }
        let shape = shapes[placements[s].shape]
        if shape.itemSupplementaryKinds.contains(kind) {
            // An item's supplementary: at the item's index path.
            guard indexPath.item >= 0, indexPath.item < placements[s].count,
                let badge = shape.slotSupplementaries[indexPath.item % shape.slots.count].first(where: { $0.elementKind == kind })
            else { return nil }
            return itemSupplementary(badge, indexPath, frame: badge.frame(on: verticalItemFrame(section: s, item: indexPath.item)))
        }
        var seen = 0
        for (k, item) in shape.description.boundarySupplementaryItems.enumerated() where item.elementKind == kind {
            if seen == indexPath.item {
                let frame = boundaryFrame(s, k)
                return supplementary(s, k, frame: isTransposed ? frame.transposed : frame, shape)
            }
            seen += 1
        }
        return nil
    }

    public func layoutAttributesForDecorationElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        let s = indexPath.section
        guard s >= 0, s < placements.count else { return nil }
        let p = placements[s]
        let shape = shapes[p.shape]
        var seen = 0
        for (k, item) in shape.description.decorationItems.enumerated() where item.elementKind == kind {
            if seen == indexPath.item {
                let frame = p.decorations[k]
                guard !frame.isEmpty else { return nil }
                return decoration(s, k, frame: isTransposed ? frame.transposed : frame, shape)
            }
            seen += 1
        }
        return nil
    }

    public func orthogonalSection(_ section: Int) -> OrthogonalSectionGeometry? {
        guard section >= 0, section < placements.count else { return nil }
        let p = placements[section]
        let shape = shapes[p.shape]
        guard shape.orthogonal else { return nil }
        let groups = shape.groupCount(items: p.count)
        let length = groups == 0 ? 0 : p.table.count > 0
            ? p.table.length(groups: groups, shape) : Double(groups) * shape.pitch - shape.description.interGroupSpacing
        var geometry = OrthogonalSectionGeometry(
            behavior: shape.description.orthogonalScrollingBehavior, leadingInset: shape.insets.leading,
            groupLength: shape.groupSize.width, pitch: shape.pitch, groupCount: groups, itemsPerGroup: shape.slots.count,
            contentLength: shape.insets.leading + length + shape.insets.trailing, containerLength: container.width)
        geometry.measuredStarts = p.table.tops
        geometry.measuredLengths = p.table.extents
        return geometry
    }

    // MARK: - Moves and animations

    /// The item under `position`; otherwise the item whose centre is nearest within a screen;
    /// otherwise `indexPath` itself.
    public func targetIndexPath(forInteractivelyMovingItem indexPath: IndexPath, withPosition position: Point) -> IndexPath {
        let reach = Swift.max(bounds.width, bounds.height, 1)
        let area = Rect(x: position.x - reach / 2, y: position.y - reach / 2, width: reach, height: reach)
        var best: IndexPath?
        var bestDistance = Double.infinity
        forEachElement(in: area, orthogonalOffset: { _ in 0 }) { attributes in
            guard attributes.category == .cell else { return }
            let frame = attributes.frame
            let dx = frame.midX - position.x, dy = frame.midY - position.y
            let distance = frame.contains(position) ? -1 : dx * dx + dy * dy
            if best == nil || distance < bestDistance || (distance == bestDistance && attributes.indexPath < best!) {
                best = attributes.indexPath
                bestDistance = distance
            }
        }
        return best ?? indexPath
    }

    public func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard var attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        attributes.frame = Self.halved(attributes.frame)
        attributes.alpha = 0
        return attributes
    }

    public func finalLayoutAttributes(forDisappearingItem attributes: LayoutAttributes) -> LayoutAttributes {
        var result = attributes
        result.frame = Self.halved(attributes.frame)
        result.alpha = 0
        return result
    }

    private static func halved(_ frame: Rect) -> Rect {
        Rect(x: frame.midX - frame.width / 4, y: frame.midY - frame.height / 4, width: frame.width / 2, height: frame.height / 2)
    }
}
