import Platform

extension CellBuffer {
    /// Copies `other` (its rows `rows` only, when given) into this buffer with its top-left at
    /// `x`, `y`, clipped to this buffer.
    ///
    /// - Complexity: O(other.width × rows), one block copy a row.
    public mutating func copy(_ other: CellBuffer, rows: Range<Int>? = nil, x: Int, y: Int) {
        let x0 = max(0, x), x1 = min(width, x + other.width)
        guard x0 < x1 else { return }
        let count = x1 - x0, width = width, height = height
        other.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeMutableBufferPointer { target in
                for row in (rows ?? 0..<other.height).clamped(to: 0..<other.height) where y + row >= 0 && y + row < height {
                    let from = row * other.width + (x0 - x)
                    let to = (y + row) * width + x0
                    _ = UnsafeMutableBufferPointer(rebasing: target[to..<(to + count)])
                        .update(fromContentsOf: UnsafeBufferPointer(rebasing: source[from..<(from + count)]))
                }
            }
        }
    }

    /// Moves the rows so that row `r` shows what row `r + shift` showed (a terminal's scroll);
    /// the rows the move leaves keep what they had, for the caller to draw.
    ///
    /// - Complexity: one block move.
    public mutating func shiftRows(by shift: Int) {
        guard shift != 0, abs(shift) < height else { return }
        let width = width, count = (height - abs(shift)) * width
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            let (from, to) = shift > 0 ? (base + shift * width, base) : (base, base - shift * width)
            memmove(to, from, count * MemoryLayout<Cell>.stride)
        }
    }

    /// Copies rows `rows` of `other`, a buffer of the same size, into the same rows of this one.
    public mutating func copyRows(_ rows: Range<Int>, from other: CellBuffer) {
        guard other.width == width, other.height == height else { return }
        let lo = max(0, rows.lowerBound), hi = min(height, rows.upperBound)
        guard lo < hi else { return }
        let width = width
        other.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeMutableBufferPointer { target in
                _ = UnsafeMutableBufferPointer(rebasing: target[(lo * width)..<(hi * width)])
                    .update(fromContentsOf: UnsafeBufferPointer(rebasing: source[(lo * width)..<(hi * width)]))
            }
        }
    }
}
