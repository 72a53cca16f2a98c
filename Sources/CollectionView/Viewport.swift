import CollectionLayout

/// A rectangle of terminal cells: columns `x..<x+width`, rows `y..<y+height`.
public struct CellRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the two share at least one cell.
    public func intersects(_ other: CellRect) -> Bool {
        !isEmpty && !other.isEmpty && x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }
}

/// The mapping between the layout's points and the terminal's cells.
///
/// The device width fits the terminal width (times `zoom`), so one point is `scale` columns; a
/// terminal cell is about twice as tall as wide, so one point is `scale / 2` rows and a square
/// item looks square. The visible rectangle starts at `offset` (the content offset) and covers
/// the terminal's content area. The layout's bounds are the device's screen at that offset.
public struct Viewport: Hashable, Sendable {
    /// The device screen size in points (the layout's bounds size).
    public var device: Size
    /// Magnification: 1 fits the device width to the terminal.
    public var zoom: Double
    /// Terminal columns and rows that show content.
    public var columns: Int
    public var rows: Int
    /// The content offset in points: the top-left of the visible rectangle.
    public var offset: Point
    /// When positive, the area (columns × rows) the whole device screen is fitted into at zoom
    /// 1, keeping its aspect ratio; `columns` and `rows` are then the part of the screen shown.
    /// When 0, the device width fills `columns` (the scale of the first version).
    public var fitColumns = 0
    public var fitRows = 0

    /// The zoom steps of `+` and `-`.
    public static let zoomSteps: [Double] = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4]

    public init(device: Size, columns: Int, rows: Int, zoom: Double = 1, offset: Point = .zero) {
        self.device = device
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.zoom = zoom
        self.offset = offset
    }

    /// Columns per point.
    public var scale: Double {
        guard device.width > 0, device.height > 0 else { return 1 }
        if fitColumns > 0, fitRows > 0 {
            return min(Double(fitColumns) / device.width, 2 * Double(fitRows) / device.height) * zoom
        }
        return Double(max(columns, 1)) / device.width * zoom
    }
    /// Rows per point (half the columns per point: cells are twice as tall as wide).
    public var rowScale: Double { scale / 2 }
    /// Points per terminal column.
    public var columnPoints: Double { 1 / scale }
    /// Points per terminal row.
    public var rowPoints: Double { 1 / rowScale }

    /// The part of the content the terminal shows, in points.
    public var visibleRect: Rect {
        Rect(x: offset.x, y: offset.y, width: Double(columns) / scale, height: Double(rows) / rowScale)
    }

    /// The layout's bounds: the device screen at the content offset.
    public var bounds: Rect { Rect(origin: offset, size: device) }

    /// The terminal cells of `frame`, relative to the top-left of the content area.
    ///
    /// Edges are rounded, not lengths, and the offset is rounded on its own: two frames that do
    /// not overlap map to cells that do not overlap, a gap of at least one column (row) in
    /// points stays at least one column (row) wide, and scrolling shifts everything by whole cells.
    public func cellRect(for frame: Rect) -> CellRect { cellGrid.cellRect(for: frame) }

    /// The cells of the content area as a grid over the content (what `cellRect(for:)` computes
    /// with), for a layout to leave out what one cell could not show.
    public var cellGrid: CellGrid { CellGrid(columnsPerPoint: scale, rowsPerPoint: rowScale, offset: offset) }

    /// The point, in content coordinates, that the cell at `column`, `row` of the content area
    /// stands for: a frame contains it exactly when the frame's cells include that cell.
    public func point(column: Int, row: Int) -> Point {
        let grid = cellGrid
        return Point(
            x: (Double(column) + 0.5 + grid.originColumn) / grid.columnsPerPoint,
            y: (Double(row) + 0.5 + grid.originRow) / grid.rowsPerPoint)
    }

    /// The scroll view's adjusted content inset: the offset goes from `-top` (`-left`) to the
    /// content's end plus `bottom` (`right`), as a scroll view's does.
    public var contentInset = EdgeInsets.zero

    /// The least offset: minus the content inset's top and left.
    public var minimumOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest offset that keeps the visible rectangle inside `contentSize` plus `extra`
    /// and the content inset.
    public func maximumOffset(contentSize: Size, extra: Size = .zero) -> Point {
        let visible = visibleRect
        let least = minimumOffset
        return Point(
            x: max(least.x, contentSize.width + extra.width + contentInset.right - visible.width),
            y: max(least.y, contentSize.height + extra.height + contentInset.bottom - visible.height))
    }

    /// Clamps the offset to `minimumOffset...maximumOffset`.
    public mutating func clampOffset(contentSize: Size, extra: Size = .zero) {
        let limit = maximumOffset(contentSize: contentSize, extra: extra)
        let least = minimumOffset
        offset = Point(x: min(max(least.x, offset.x), limit.x), y: min(max(least.y, offset.y), limit.y))
    }
}

extension CellGrid {
    /// The cells `frame` covers on this grid (`Viewport.cellRect(for:)`; a pass over many
    /// elements makes the grid once and asks it).
    @inline(__always)
    public func cellRect(for frame: Rect) -> CellRect {
        let x0 = column(frame.minX), x1 = column(frame.maxX)
        let y0 = row(frame.minY), y1 = row(frame.maxY)
        return CellRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
