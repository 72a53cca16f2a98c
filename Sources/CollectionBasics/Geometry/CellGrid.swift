/// The grid of screen cells a view draws the content into: which column and row each point
/// falls in, so that a layout can leave out elements the screen could not tell apart.
///
/// A frame covers the columns `column(minX)..<column(maxX)` and the rows `row(minY)..<row(maxY)`;
/// one narrower (shorter) than that still shows in the cell its left (top) edge rounds to. Edges
/// are rounded to the nearest cell boundary, halves down: cell `c` holds the points whose scaled
/// position is in `[c − 0.5, c + 0.5)`, as frames hold `[min, max)`.
public struct CellGrid: Hashable, Sendable {
    /// Columns per point and rows per point.
    public var columnsPerPoint: Double
    public var rowsPerPoint: Double
    /// The scaled position of the content offset, rounded to a cell boundary: column 0 and row 0.
    public var originColumn: Double
    public var originRow: Double

    /// A grid of `columnsPerPoint` × `rowsPerPoint` whose column 0 and row 0 start at `offset`
    /// (rounded to the nearest cell boundary, so that scrolling shifts everything by whole cells).
    // (Inlinable, as the rest: the view computes cells for every element a frame looks at, from
    // other modules.)
    @inlinable
    public init(columnsPerPoint: Double, rowsPerPoint: Double, offset: Point) {
        self.columnsPerPoint = columnsPerPoint
        self.rowsPerPoint = rowsPerPoint
        originColumn = Double(Self.edge(offset.x * columnsPerPoint))
        originRow = Double(Self.edge(offset.y * rowsPerPoint))
    }

    /// The column boundary nearest the vertical edge at `x`.
    @inlinable @inline(__always)
    public func column(_ x: Double) -> Int { Self.edge(x * columnsPerPoint - originColumn) }

    /// The row boundary nearest the horizontal edge at `y`.
    @inlinable @inline(__always)
    public func row(_ y: Double) -> Int { Self.edge(y * rowsPerPoint - originRow) }

    /// Rounds a scaled edge to the nearest cell boundary, halves down, saturating instead of
    /// trapping far off screen.
    @inlinable @inline(__always)
    public static func edge(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? 1 << 40 : -(1 << 40) }
        // The ceiling of `value - 0.5`, clamped, without a call into the C library (this runs
        // for every element a frame looks at): truncation toward zero, plus one above a positive
        // fraction. ±10¹² are whole, so clamping before rounding is clamping after.
        let t = Swift.max(-1e12, Swift.min(1e12, value - 0.5))
        let truncated = Int(t)
        return Double(truncated) < t ? truncated + 1 : truncated
    }
}
