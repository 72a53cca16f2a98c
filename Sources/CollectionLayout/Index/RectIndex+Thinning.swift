extension RectIndex {
    /// Calls `body` with the id of the elements meeting `rect` that a screen of `grid`'s cells
    /// could show: every element but thin ones (at most one column wide or one row tall, in
    /// `grid`) that are, in every cell they cover, under a thin element of greater id.
    ///
    /// Ids are index-path order, and the index holds cells of one z-index, so a screen that
    /// draws in each cell the element on top there shows, in every cell that meets `rect`, the
    /// same from this query as from all the elements meeting `rect`. `kept` is always passed.
    ///
    /// The thin elements are merged per cell, by id, in a grid of the cells `rect` covers
    /// before any is passed; a block of `blockSize` elements of a lane whose last element covers
    /// the cells of all the others is merged as that one element without reading the others. So
    /// a hundred thousand items of a hundredth of a point cost a few thousand visits, and the
    /// caller receives about one element a cell.
    ///
    /// - Complexity: O(L·log n + k / blockSize + m + cells) for k elements meeting `rect` on the
    ///   scroll axis, m of them outside blocks that merge whole; or that of `forEachCandidate`
    ///   when `rect` covers more than 2²⁰ cells of `grid`.
    func forEachThinnedCandidate(
        in rect: Rect, grid: CellGrid, keeping kept: Int?, store: FrameStore, _ body: (Int) -> Void
    ) {
        let direction = store.direction
        let lo = rect.mainMin(direction), hi = rect.mainMax(direction)
        // The cells of `rect`, with a margin of one.
        let x0 = grid.column(rect.minX) - 1, y0 = grid.row(rect.minY) - 1
        let columns = grid.column(rect.maxX) + 2 - x0, rows = grid.row(rect.maxY) + 2 - y0
        guard columns > 0, rows > 0, columns <= 1 << 20, rows <= 1 << 20, columns * rows <= 1 << 20 else {
            forEachCandidate(mainFrom: lo, to: hi, in: store) { id in
                if store.frame(at: id).intersects(rect) { body(id) }
            }
            return
        }
        // The grid is made at the first thin element: a screen of cards larger than a cell (the
        // usual case) merges none and costs neither an allocation nor a pass over the cells.
        // (Its address is kept in a slot on the stack, `cells`, not in a local variable: one captured by
        // `merge`, passed on as a function, is checked for exclusive access at run time.)
        let cellCount = columns * rows
        withUnsafeTemporaryAllocation(of: UnsafeMutablePointer<Int32>?.self, capacity: 1) { cells in
            cells.initialize(repeating: nil)
            defer { cells[0]?.deallocate() }
            /// Merges the thin element `id`, covering columns `cx0..<cx1` and rows `cy0..<cy1`.
            func merge(_ id: Int, _ cx0: Int, _ cx1: Int, _ cy0: Int, _ cy1: Int) {
                let xa = Swift.max(cx0 - x0, 0), xb = Swift.min(cx1 - x0, columns)
                let ya = Swift.max(cy0 - y0, 0), yb = Swift.min(cy1 - y0, rows)
                guard xa < xb, ya < yb else { return }
                let top: UnsafeMutablePointer<Int32>
                if let made = cells[0] {
                    top = made
                } else {
                    top = .allocate(capacity: cellCount)
                    top.initialize(repeating: -1, count: cellCount)
                    cells[0] = top
                }
                let value = Int32(truncatingIfNeeded: id)
                for y in ya..<yb {
                    for x in xa..<xb where top[y * columns + x] < value { top[y * columns + x] = value }
                }
            }
            /// Merges the element `id` when it is thin and not kept, else passes it.
            func consider(_ id: Int, _ frame: Rect) {
                let cx0 = grid.column(frame.minX), cx1 = Swift.max(cx0 + 1, grid.column(frame.maxX))
                let cy0 = grid.row(frame.minY), cy1 = Swift.max(cy0 + 1, grid.row(frame.maxY))
                if id != kept, cx1 - cx0 == 1 || cy1 - cy0 == 1 { merge(id, cx0, cx1, cy0, cy1) } else { body(id) }
            }
            // Lanes that interleave (a flow layout of mixed heights puts each line's items in
            // many lanes) are read in id order instead, which keeps the frames' reads sequential,
            // when the ids between the first and the last candidate are mostly candidates.
            var candidates = 0, activeLanes = 0, firstId = Int.max, lastId = -1
            for lane in lanes {
                let start = Self.firstPosition(in: lane) { store.mainMax(Int($0)) > lo }
                let end = Self.firstPosition(in: lane) { store.mainMin[Int($0)] >= hi }
                guard start < end else { continue }
                candidates += end - start
                activeLanes += 1
                firstId = Swift.min(firstId, Int(lane[start]))
                lastId = Swift.max(lastId, Int(lane[end - 1]))
            }
            if activeLanes > 8, lastId - firstId < 2 * candidates + 64 {
                Self.forEachThinnedInIdOrder(firstId...lastId, in: rect, grid: grid, keeping: kept, store: store, merge: merge, body: body)
            } else {
                forEachLaneThinned(in: rect, grid: grid, keeping: kept, store: store, merge: merge, consider: consider)
            }
            guard let top = cells[0] else { return }
            // Each element on top in some cell, once: ids in increasing order.
            var ids = UnsafeBufferPointer(start: top, count: cellCount).filter { $0 >= 0 }
            ids.sort()
            var previous: Int32 = -1
            for id in ids where id != previous {
                body(Int(id))
                previous = id
            }
        }
    }

    /// The elements `ids` meeting `rect`, in id order: each thin one merged when the next one
    /// does not cover all its cells (then the next one is merged in its place, or later).
    private static func forEachThinnedInIdOrder(
        _ ids: ClosedRange<Int>, in rect: Rect, grid: CellGrid, keeping kept: Int?, store: FrameStore,
        merge: (Int, Int, Int, Int, Int) -> Void, body: (Int) -> Void
    ) {
        let vertical = store.direction == .vertical
        let lo = rect.mainMin(store.direction), hi = rect.mainMax(store.direction)
        let crossLo = vertical ? rect.minX : rect.minY, crossHi = vertical ? rect.maxX : rect.maxY
        // The thin element not merged yet, and its cells.
        var pending = -1
        var p = (x0: 0, x1: 0, y0: 0, y1: 0)
        store.mainMin.withUnsafeBufferPointer { mainMin in
            store.mainLength.withUnsafeBufferPointer { mainLength in
                store.crossMin.withUnsafeBufferPointer { crossMin in
                    store.crossMax.withUnsafeBufferPointer { crossMax in
                        for id in ids {
                            let m0 = mainMin[id], m1 = m0 + Double(mainLength[id])
                            let c0 = Double(crossMin[id]), c1 = c0 + (Double(crossMax[id]) - c0)
                            // `Rect.intersects` of the stored frame, as `frame(at:)` gives it.
                            guard m0 < hi, lo < m1, c0 < crossHi, crossLo < c1 else { continue }
                            let (x0, y0) = vertical ? (grid.column(c0), grid.row(m0)) : (grid.column(m0), grid.row(c0))
                            let x1 = Swift.max(x0 + 1, vertical ? grid.column(c1) : grid.column(m1))
                            let y1 = Swift.max(y0 + 1, vertical ? grid.row(m1) : grid.row(c1))
                            guard id != kept, x1 - x0 == 1 || y1 - y0 == 1 else {
                                body(id)
                                continue
                            }
                            if pending >= 0, !(x0 <= p.x0 && p.x1 <= x1 && y0 <= p.y0 && p.y1 <= y1) {
                                merge(pending, p.x0, p.x1, p.y0, p.y1)
                            }
                            pending = id
                            p = (x0, x1, y0, y1)
                        }
                    }
                }
            }
        }
        if pending >= 0 { merge(pending, p.x0, p.x1, p.y0, p.y1) }
    }

    /// The lanes' elements meeting `rect` in lane order, a block that merges whole at a time.
    private func forEachLaneThinned(
        in rect: Rect, grid: CellGrid, keeping kept: Int?, store: FrameStore,
        merge: (Int, Int, Int, Int, Int) -> Void, consider: (Int, Rect) -> Void
    ) {
        let direction = store.direction
        let lo = rect.mainMin(direction), hi = rect.mainMax(direction)
        let size = Self.blockSize
        let vertical = direction == .vertical
        for (lane, laneBlocks) in zip(lanes, blocks) {
            let start = Self.firstPosition(in: lane) { store.mainMax(Int($0)) > lo }
            lane.withUnsafeBufferPointer { ids in
                var position = start
                while position < ids.count {
                    if position % size == 0, position / size < laneBlocks.count {
                        let first = Int(ids[position]), last = Int(ids[position + size - 1])
                        let frame = store.frame(at: last)
                        if store.mainMin[last] < hi, kept.map({ $0 < first || $0 > last }) ?? true, frame.intersects(rect) {
                            // Every element starts in the cell `last` starts in; `last` ends
                            // last on the scroll axis (a lane's ends never decrease), and,
                            // when its cross end rounds as far as the block's, it covers
                            // every other element's cells.
                            let box = laneBlocks[position / size]
                            let c = vertical ? grid.column(box.minStart) : grid.row(box.minStart)
                            let m = vertical ? grid.row(store.mainMin[first]) : grid.column(store.mainMin[first])
                            let cx0 = grid.column(frame.minX), cx1 = Swift.max(cx0 + 1, grid.column(frame.maxX))
                            let cy0 = grid.row(frame.minY), cy1 = Swift.max(cy0 + 1, grid.row(frame.maxY))
                            let crossStart = vertical ? cx0 : cy0, mainStart = vertical ? cy0 : cx0
                            let crossEnd = vertical ? cx1 : cy1
                            let blockCrossEnd = Swift.max(c + 1, vertical ? grid.column(box.maxEnd) : grid.row(box.maxEnd))
                            let maxStart = vertical ? grid.column(box.maxStart) : grid.row(box.maxStart)
                            if c == crossStart, maxStart == c, m == mainStart, blockCrossEnd <= crossEnd,
                                cx1 - cx0 == 1 || cy1 - cy0 == 1
                            {
                                merge(last, cx0, cx1, cy0, cy1)
                                position += size
                                continue
                            }
                        }
                    }
                    let id = Int(ids[position])
                    if store.mainMin[id] >= hi { break }
                    let frame = store.frame(at: id)
                    if frame.intersects(rect) { consider(id, frame) }
                    position += 1
                }
            }
        }
    }
}
