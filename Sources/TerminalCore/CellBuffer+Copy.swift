extension CellBuffer {
    /// Copies `other` into this buffer with its top-left at `x`, `y`, clipped to this buffer.
    ///
    /// - Complexity: O(other.width × other.height), one block copy a row.
    public mutating func copy(_ other: CellBuffer, x: Int, y: Int) {
        let x0 = max(0, x), x1 = min(width, x + other.width)
        guard x0 < x1 else { return }
        let count = x1 - x0, width = width, height = height
        other.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeMutableBufferPointer { target in
                for row in 0..<other.height where y + row >= 0 && y + row < height {
                    let from = row * other.width + (x0 - x)
                    let to = (y + row) * width + x0
                    _ = UnsafeMutableBufferPointer(rebasing: target[to..<(to + count)])
                        .update(fromContentsOf: UnsafeBufferPointer(rebasing: source[from..<(from + count)]))
                }
            }
        }
    }
}
