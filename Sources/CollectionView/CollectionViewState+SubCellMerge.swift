import CollectionLayout

extension CollectionViewState {
    /// Starts a frame's merge of small elements over a screen of `columns` × `rows` cells.
    func beginMerge(columns: Int, rows: Int) {
        let count = max(0, columns) * max(0, rows)
        if mergeGrid.count != count {
            mergeGrid = Array(repeating: -1, count: count)
        }
        merged.removeAll(keepingCapacity: true)
        mergeColumns = columns
        mergeRows = rows
    }

    /// Takes one element the visible-rect query returned: one larger than a cell is kept for
    /// drawing; one of at most one cell competes for its cell with the others there, and only
    /// the one that would be drawn on top (the focused item first) is kept.
    ///
    /// So a frame draws at most one small element per cell: items of 0.01 pt, hundreds of
    /// thousands on screen, cost a pass over them rather than a sort and a draw of each.
    ///
    /// - Complexity: O(1).
    func considerForDrawing(_ element: LayoutAttributes) {
        let rect = viewport.cellRect(for: element.frame)
        guard rect.width <= 1, rect.height <= 1 else {
            scratch.append(element)
            return
        }
        guard rect.x >= 0, rect.x < mergeColumns, rect.y >= 0, rect.y < mergeRows else { return }
        let cell = rect.y * mergeColumns + rect.x
        let slot = Int(mergeGrid[cell])
        if slot < 0 {
            mergeGrid[cell] = Int32(merged.count)
            merged.append(element)
        } else if drawsAbove(element, merged[slot]) {
            merged[slot] = element
        }
    }

    /// Hands the kept small elements to the frame's list and clears the grid for the next frame.
    ///
    /// - Complexity: O(kept elements).
    func endMerge() {
        for element in merged {
            let rect = viewport.cellRect(for: element.frame)
            mergeGrid[rect.y * mergeColumns + rect.x] = -1
            scratch.append(element)
        }
        merged.removeAll(keepingCapacity: true)
    }

    /// Whether `a` would be drawn over `b` (the drawing order of `drawContent`), the focused item
    /// over anything.
    func drawsAbove(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.category == .cell, a.indexPath == focus { return true }
        if b.category == .cell, b.indexPath == focus { return false }
        if a.zIndex != b.zIndex { return a.zIndex > b.zIndex }
        if a.category != b.category { return a.category.order > b.category.order }
        return a.indexPath > b.indexPath
    }
}
