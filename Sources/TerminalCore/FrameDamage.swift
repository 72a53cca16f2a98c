import Platform

/// What one frame hands curses after the last: the rows to scroll, then the cells that still
/// differ from what the window shows once they have scrolled.
///
/// For a one-row scroll step that is one scroll, the row that scrolled in and the status line's
/// changed digits, however many rows moved. Computing it is pure (no curses), so tests check it
/// on real frames: applied to the old frame (`applied(to:)`), it gives the new frame exactly.
package struct FrameDamage: Equatable {
    /// The rows that move (the window's lines scrolled instead of rewritten), if any.
    package var shift: RowShift?
    /// The cells to write, as `y * width + x`, row by row from the left. A wide character is one
    /// entry, at its first cell; a continuation cell left without its wide character is one
    /// entry too (written as a blank).
    package var cells: [Int]

    package init(shift: RowShift?, cells: [Int]) {
        self.shift = shift
        self.cells = cells
    }

    /// The damage from `old` (the frame curses shows; nil: nothing, every cell is written) to
    /// `new`, with the row fingerprints of both (`RowShift.fingerprints`).
    ///
    /// A row is compared with the old row it shows after the shift, by its cells' bytes: a row
    /// whose fingerprint and cells match its source row is skipped whole, a row that scrolled in
    /// is written but for its blank cells, any other row cell by cell.
    ///
    /// - Complexity: O(width × height) byte comparisons, fewer for rows that match whole.
    package static func between(old: CellBuffer?, new: CellBuffer, oldRows: [UInt64], newRows: [UInt64]) -> FrameDamage {
        var damage = FrameDamage(shift: nil, cells: [])
        damage.compute(old: old, new: new, oldRows: oldRows, newRows: newRows)
        return damage
    }

    /// As `between`, reusing this value's storage (a frame allocates nothing proportional to
    /// the screen). `equalRows[y]`, when given, is an old row whose bytes are known to equal new
    /// row `y`'s (-1: none known; `RowShift.fingerprints(of:into:after:…)`): that row is not
    /// compared again when it is the one the shift takes row `y` from.
    package mutating func compute(old: CellBuffer?, new: CellBuffer, oldRows: [UInt64], newRows: [UInt64], equalRows: [Int] = []) {
        cells.removeAll(keepingCapacity: true)
        shift = nil
        let w = new.width
        guard let old, old.width == w, old.height == new.height else {
            appendAll(of: new)
            return
        }
        if oldRows.count == newRows.count, newRows.count == new.height {
            shift = RowShift.detect(old: oldRows, new: newRows)
        }
        let shift = shift
        let blank = Cell.blank
        new.cells.withUnsafeBufferPointer { newCells in
            old.cells.withUnsafeBufferPointer { oldCells in
                guard let newBase = newCells.baseAddress, let oldBase = oldCells.baseAddress else { return }
                for y in 0..<new.height {
                    let source = shift.map { $0.source(ofRow: y) } ?? y
                    if let source, y < equalRows.count, equalRows[y] == source { continue }
                    if let source, y < newRows.count, source < oldRows.count, newRows[y] == oldRows[source],
                        Self.sameRow(newBase + y * w, oldBase + source * w, count: w)
                    {
                        continue
                    }
                    func same(_ x: Int) -> Bool {
                        // A row that scrolled in is blank in the window (curses fills it with its
                        // background: a plain space): only its other cells are written.
                        guard let source else { return newBase[y * w + x] == blank }
                        return Self.same(newBase + y * w + x, oldBase + source * w + x)
                    }
                    appendRow(y, of: new, unless: same)
                }
            }
        }
    }

    /// Whether two cells are equal: at once when their bytes are (a cell's first and last 8
    /// bytes, which overlap), else by value (a colour without a payload could leave its payload
    /// bytes unspecified; they are zero in practice).
    @inline(__always)
    package static func same(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>) -> Bool {
        let tail = MemoryLayout<Cell>.size - 8
        let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
        if x.loadUnaligned(as: UInt64.self) == y.loadUnaligned(as: UInt64.self),
            (x + tail).loadUnaligned(as: UInt64.self) == (y + tail).loadUnaligned(as: UInt64.self)
        {
            return true
        }
        return a.pointee == b.pointee
    }

    /// Whether two rows of `count` cells are equal: at once when their bytes are (one `memcmp`,
    /// as cells have no padding), else cell by cell.
    @inline(__always)
    package static func sameRow(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>, count: Int) -> Bool {
        if memcmp(a, b, count * MemoryLayout<Cell>.stride) == 0 { return true }
        return (0..<count).allSatisfy { same(a + $0, b + $0) }
    }

    private mutating func appendAll(of buffer: CellBuffer) {
        for y in 0..<buffer.height { appendRow(y, of: buffer) { _ in false } }
    }

    /// The cells of row `y` that `same` does not declare unchanged.
    // (Inlined with its closure: it runs for each cell of each row written.)
    @inline(__always)
    private mutating func appendRow(_ y: Int, of buffer: CellBuffer, unless same: (Int) -> Bool) {
        let w = buffer.width
        buffer.cells.withUnsafeBufferPointer { cells in
            var x = 0
            while x < w {
                let cell = cells[y * w + x]
                if cell.width == 0 {
                    // A continuation cell is drawn by its wide character; a stray one (the wide
                    // character was cut) is a blank.
                    if x == 0 || cells[y * w + x - 1].width != 2, !same(x) { self.cells.append(y * w + x) }
                    x += 1
                    continue
                }
                let wide = cell.width == 2 && x + 1 < w
                if !same(x) || (wide && !same(x + 1)) { self.cells.append(y * w + x) }
                x += wide ? 2 : 1
            }
        }
    }

    /// The rows with at least one cell to write.
    package func rows(width: Int) -> [Int] {
        var rows: [Int] = []
        for index in cells where rows.last != index / width { rows.append(index / width) }
        return rows
    }

    /// What curses' window holds after this damage is applied to `old`: the shifted rows moved
    /// (rows that scrolled in blank), then the cells written from `new` (a wide character with
    /// its continuation; a stray continuation as a blank). Equal to `new` when the damage is
    /// complete: what the tests check.
    package func applied(to old: CellBuffer?, new: CellBuffer) -> CellBuffer {
        let w = new.width
        var screen = CellBuffer(width: w, height: new.height)
        if let old, old.width == w, old.height == new.height {
            for y in 0..<new.height {
                guard let source = shift.map({ $0.source(ofRow: y) }) ?? y else { continue }
                for x in 0..<w { screen[x, y] = old[x, source] }
            }
        }
        for index in cells {
            let (y, x) = index.quotientAndRemainder(dividingBy: w)
            screen[x, y] = new[x, y]
            if new[x, y].width == 2, x + 1 < w { screen[x + 1, y] = new[x + 1, y] }
        }
        return screen
    }
}
