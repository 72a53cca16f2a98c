import CollectionLayout

/// One frame's merge of thin elements: at most one element per screen cell is drawn.
///
/// An element wider and taller than a cell is kept for drawing as it is. A thin one — at most
/// one cell wide or tall, as items of 0.01 pt are — competes for each cell it covers with the
/// others there; only elements on top (the focused item first) in at least one cell are kept. So
/// hundreds of thousands of tiny items on screen cost one pass over them rather than a sort and a
/// draw of each. A value, used as a local during the pass (no exclusivity checks per element).
struct SubCellMerge {
    /// Per screen cell, the index in `candidates` of the element on top there, or -1.
    private var grid: [Int32] = []
    private var candidates: [LayoutAttributes] = []
    private var columns = 0
    private var rows = 0
    private var cells = CellGrid(columnsPerPoint: 1, rowsPerPoint: 1, offset: .zero)
    private var focus: IndexPath?

    /// Starts a frame over a screen of `columns` × `rows` cells.
    mutating func begin(columns: Int, rows: Int, viewport: Viewport, focus: IndexPath?) {
        let count = max(0, columns) * max(0, rows)
        if grid.count != count { grid = Array(repeating: -1, count: count) }
        candidates.removeAll(keepingCapacity: true)
        self.columns = columns
        self.rows = rows
        cells = viewport.cellGrid
        self.focus = focus
    }

    /// Takes one element of the visible-rect query; a large one goes straight to `list`.
    ///
    /// - Complexity: O(cells the element covers).
    mutating func consider(_ element: LayoutAttributes, into list: inout [LayoutAttributes]) {
        let rect = cells.cellRect(for: element.frame)
        guard rect.width <= 1 || rect.height <= 1 else {
            list.append(element)
            return
        }
        let x0 = max(0, rect.x), x1 = min(columns, rect.x + max(1, rect.width))
        let y0 = max(0, rect.y), y1 = min(rows, rect.y + max(1, rect.height))
        guard x0 < x1, y0 < y1 else { return }
        var slot = -1
        for y in y0..<y1 {
            for x in x0..<x1 {
                let cell = y * columns + x
                let current = Int(grid[cell])
                if current < 0 || drawsAbove(element, candidates[current]) {
                    if slot < 0 {
                        slot = candidates.count
                        candidates.append(element)
                    }
                    grid[cell] = Int32(slot)
                }
            }
        }
    }

    /// Appends the elements on top in some cell to `list` (each once) and clears the grid.
    ///
    /// - Complexity: O(cells + candidates).
    mutating func end(into list: inout [LayoutAttributes]) {
        guard !candidates.isEmpty else { return }
        var kept = [Bool](repeating: false, count: candidates.count)
        for cell in grid.indices where grid[cell] >= 0 {
            let slot = Int(grid[cell])
            grid[cell] = -1
            if !kept[slot] {
                kept[slot] = true
                list.append(candidates[slot])
            }
        }
        candidates.removeAll(keepingCapacity: true)
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
