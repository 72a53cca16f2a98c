extension CellBuffer {
    /// Copies `other` into this buffer with its top-left at `x`, `y`, clipped to this buffer.
    ///
    /// - Complexity: O(other.width × other.height).
    public mutating func copy(_ other: CellBuffer, x: Int, y: Int) {
        for row in 0..<other.height where y + row >= 0 && y + row < height {
            for column in 0..<other.width where x + column >= 0 && x + column < width {
                self[x + column, y + row] = other[column, row]
            }
        }
    }
}
