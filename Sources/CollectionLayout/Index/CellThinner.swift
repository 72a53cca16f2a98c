/// Thins a stream of cells, met in any order, to those a screen of `CellGrid` cells can
/// show: a thin cell (at most one column wide or one row tall) is passed only if, in some cell of
/// the rect's window, no later thin cell covers it. Other cells, and the kept one, pass at once.
///
/// The rule of `RectIndex.forEachThinnedCandidate`, for layouts that compute their frames rather
/// than store them (the compositional layout): a screen drawing in each cell the element on top
/// there shows the same from the thinned stream as from the whole one. Memory is per screen
/// cell, not per element: each window cell keeps the latest thin cell covering it.
struct CellThinner {
    let grid: CellGrid
    private let x0: Int, y0: Int, columns: Int, rows: Int
    let kept: IndexPath?
    /// Per window cell, the order number of the thin cell of greatest index path covering it
    /// (-1: none): an index into `merged`. Made at the first thin cell (most queries meet none),
    /// four bytes a window cell.
    private var order: [Int32] = []
    /// The thin cells merged, in order.
    private var merged: [LayoutAttributes] = []
    /// The thin cell not merged yet (a later one covering all its cells replaces it unmerged).
    private var pending: (attributes: LayoutAttributes, cells: (x0: Int, x1: Int, y0: Int, y1: Int))?

    /// A thinner of the cells meeting `rect`, or `nil` when `rect` covers more than 2¹⁶ cells of
    /// `grid` (the caller then passes everything).
    init?(rect: Rect, grid: CellGrid, keeping kept: IndexPath?) {
        x0 = grid.column(rect.minX) - 1
        y0 = grid.row(rect.minY) - 1
        columns = grid.column(rect.maxX) + 2 - x0
        rows = grid.row(rect.maxY) + 2 - y0
        guard columns > 0, rows > 0, columns <= 1 << 16, rows <= 1 << 16, columns * rows <= 1 << 16 else { return nil }
        self.grid = grid
        self.kept = kept
    }

    /// The cells of `frame` on the grid, at least one column and one row.
    @inline(__always)
    func cells(of frame: Rect) -> (x0: Int, x1: Int, y0: Int, y1: Int) {
        let cx0 = grid.column(frame.minX), cy0 = grid.row(frame.minY)
        return (cx0, Swift.max(cx0 + 1, grid.column(frame.maxX)), cy0, Swift.max(cy0 + 1, grid.row(frame.maxY)))
    }

    /// Whether every frame inside `box` whose origin is at most `lastStart` shows in the same
    /// one cell: their left (top) edges round to one column (row), their right (bottom) edges
    /// at most one further. (A frame narrower than a cell shows in the cell its left edge
    /// rounds to, so the box's own cells are not enough.)
    func coversOneCell(_ box: Rect, lastStart: Point) -> Bool {
        let x = grid.column(box.minX), y = grid.row(box.minY)
        return grid.column(lastStart.x) == x && grid.column(box.maxX) <= x + 1
            && grid.row(lastStart.y) == y && grid.row(box.maxY) <= y + 1
    }

    /// Whether the kept item is among `items` of `section`.
    func keeps(section: Int, items: Range<Int>) -> Bool {
        guard let kept else { return false }
        return kept.section == section && items.contains(kept.item)
    }

    /// Takes the next cell; passes it to `body` at once unless it is thin.
    mutating func add(_ attributes: LayoutAttributes, _ body: (LayoutAttributes) -> Void) {
        let c = cells(of: attributes.frame)
        guard attributes.indexPath != kept, c.x1 - c.x0 == 1 || c.y1 - c.y0 == 1 else {
            body(attributes)
            return
        }
        if let pending {
            let covers = c.x0 <= pending.cells.x0 && pending.cells.x1 <= c.x1 && c.y0 <= pending.cells.y0 && pending.cells.y1 <= c.y1
            // Cells come mostly in index-path order: a later one covering the pending one's cells
            // hides it; anything else merges the pending one.
            if !(covers && pending.attributes.indexPath < attributes.indexPath) { merge(pending.attributes, pending.cells) }
        }
        pending = (attributes, c)
    }

    private mutating func merge(_ attributes: LayoutAttributes, _ c: (x0: Int, x1: Int, y0: Int, y1: Int)) {
        let xa = Swift.max(c.x0 - x0, 0), xb = Swift.min(c.x1 - x0, columns)
        let ya = Swift.max(c.y0 - y0, 0), yb = Swift.min(c.y1 - y0, rows)
        guard xa < xb, ya < yb else { return }
        if order.isEmpty { order = Array(repeating: -1, count: columns * rows) }
        if merged.count >= 2 * order.count + 64 { compact() }
        let number = Int32(merged.count)
        merged.append(attributes)
        for y in ya..<yb {
            for x in xa..<xb {
                let latest = order[y * columns + x]
                if latest < 0 || merged[Int(latest)].indexPath < attributes.indexPath { order[y * columns + x] = number }
            }
        }
    }

    /// Keeps of `merged` only the cells still on top in some window cell (a query over many
    /// thin cells merges far more than the window has cells).
    private mutating func compact() {
        var renumbered = [Int32](repeating: -1, count: merged.count)
        var kept: [LayoutAttributes] = []
        for cell in order.indices where order[cell] >= 0 {
            let old = Int(order[cell])
            if renumbered[old] < 0 {
                renumbered[old] = Int32(kept.count)
                kept.append(merged[old])
            }
            order[cell] = renumbered[old]
        }
        merged = kept
    }

    /// Passes each thin cell on top in some window cell, once.
    mutating func finish(_ body: (LayoutAttributes) -> Void) {
        if let pending { merge(pending.attributes, pending.cells) }
        pending = nil
        var passed = Set<Int32>()
        for cell in order.indices where order[cell] >= 0 && passed.insert(order[cell]).inserted {
            body(merged[Int(order[cell])])
        }
    }
}
