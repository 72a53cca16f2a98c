import CollectionBasics

/// One terminal cell: a character and its style.
///
/// A wide character (CJK, most emoji) occupies two cells: the first holds it with `width` 2, the
/// second is a continuation with `width` 0 that draws nothing.
///
/// A cell is 12 bytes with no padding — the character, its width and the attributes packed in
/// one word, then the two colours — so that two rows of equal cells have equal bytes: the
/// terminal layer compares and hashes rows as memory, and every pass over a frame moves three
/// quarters of what 16-byte cells took.
public struct Cell: Hashable, Sendable {
    /// The scalar (21 bits), the width (2 bits from bit 21), the attributes (8 bits from bit 23).
    private var packed: UInt32
    private var foreground: Color
    private var background: Color

    public init(_ character: Unicode.Scalar = " ", width: UInt8 = 1, style: Style = .plain) {
        packed = Self.pack(character.value, width: width, attributes: style.attributes)
        foreground = style.foreground
        background = style.background
    }

    @inline(__always)
    private static func pack(_ scalar: UInt32, width: UInt8, attributes: TextAttributes) -> UInt32 {
        scalar | UInt32(width & 3) << 21 | UInt32(attributes.rawValue) << 23
    }

    public var character: Unicode.Scalar {
        // (Only valid scalars are ever packed.)
        get { Unicode.Scalar(packed & 0x1F_FFFF) ?? " " }
        set { packed = Self.pack(newValue.value, width: width, attributes: attributes) }
    }

    public var width: UInt8 {
        get { UInt8(packed >> 21 & 3) }
        set { packed = Self.pack(packed & 0x1F_FFFF, width: newValue, attributes: attributes) }
    }

    private var attributes: TextAttributes { TextAttributes(rawValue: UInt8(truncatingIfNeeded: packed >> 23)) }

    public var style: Style {
        get { Style(foreground: foreground, background: background, attributes: attributes) }
        set {
            packed = Self.pack(packed & 0x1F_FFFF, width: width, attributes: newValue.attributes)
            foreground = newValue.foreground
            background = newValue.background
        }
    }

    public static let blank = Cell()
    static let continuation = Cell(" ", width: 0)
}

/// A headless screen: a grid of cells that the view renders into and the terminal layer flushes.
///
/// Drawing clips to the buffer; a wide character that would be cut at the right edge, or that
/// would overwrite half of another wide character, leaves no half-character behind.
public struct CellBuffer: Hashable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    /// Any change to a cell clears `mark`.
    public internal(set) var cells: [Cell] {
        didSet {
            mark = 0
            lineage = nil
        }
    }
    /// A number its drawer may set to recognise the buffer's cells when it gets the buffer back
    /// (0: none). Every change to the cells, and a resize, sets it to 0, so a mark that is still
    /// there says the cells are as the drawer left them. Not part of equality.
    public var mark: UInt64 = 0
    /// What its drawer knows of its rows against the frame drawn before it (nil: nothing). Every
    /// change to the cells, and a resize, clears it. Not part of equality.
    public var lineage: FrameLineage?
    /// The rows `fill` and `write` change (nil: every row): a drawer that will use only these rows
    /// of what it draws skips the others' cells. Within them, every cell is as drawing without
    /// it makes it (a fill or a write never reads another row), and `write` returns the same
    /// column. The subscript and the copies ignore it. Not part of equality.
    public var clipRows: Range<Int>?

    /// Whether drawing on row `y` changes cells (`clipRows`): a drawer may skip composing what
    /// it would write on a row that does not.
    @inlinable public func drawsRow(_ y: Int) -> Bool { clipRows?.contains(y) ?? true }

    public static func == (a: CellBuffer, b: CellBuffer) -> Bool {
        a.width == b.width && a.height == b.height && a.cells == b.cells
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(cells)
    }

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Blanks every cell with `style`.
    public mutating func clear(style: Style = .plain) {
        let blank = Cell(" ", style: style)
        cells.withUnsafeMutableBufferPointer { Self.set($0, to: blank) }
    }

    /// Sets every cell of `run` to `cell`, as the cell's bytes in one 8-byte and one 4-byte
    /// store (a cell has no padding): where storing its fields takes several times more.
    @inline(__always)
    static func set(_ run: UnsafeMutableBufferPointer<Cell>, to cell: Cell) {
        guard let base = run.baseAddress, MemoryLayout<Cell>.stride == 12, MemoryLayout<Cell>.size == 12 else {
            run.update(repeating: cell)
            return
        }
        let (low, high) = withUnsafeBytes(of: cell) {
            ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
        }
        let raw = UnsafeMutableRawPointer(base)
        for offset in stride(from: 0, to: run.count &* 12, by: 12) {
            raw.storeBytes(of: low, toByteOffset: offset, as: UInt64.self)
            raw.storeBytes(of: high, toByteOffset: offset &+ 8, as: UInt32.self)
        }
    }

    /// Resizes to `width`×`height`, blank.
    public mutating func resize(width: Int, height: Int) {
        self = CellBuffer(width: width, height: height)
    }

    /// Fills the cells of a rectangle (clipped) with `character` in `style`.
    ///
    /// The same as putting the cells one by one from the left: only a run's two ends can split a
    /// wide character that reaches outside it, so they are repaired and the run is written whole.
    ///
    /// - Complexity: O(width × height), one block write a row.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, character: Unicode.Scalar = " ", style: Style) {
        var y0 = max(0, y), y1 = min(height, y + h)
        if let clipRows {
            y0 = max(y0, clipRows.lowerBound)
            y1 = min(y1, clipRows.upperBound)
        }
        let x0 = max(0, x), x1 = min(width, x + w)
        guard x0 < x1, y0 < y1 else { return }
        let cell = Cell(character, style: style)
        let width = width
        cells.withUnsafeMutableBufferPointer { cells in
            for row in y0..<y1 {
                let start = row * width
                // A wide character left of the run loses its second half: it becomes a blank.
                if x0 > 0, cells[start + x0].width == 0, cells[start + x0 - 1].width == 2 {
                    cells[start + x0 - 1] = Cell(" ", style: cells[start + x0 - 1].style)
                }
                // A wide character at the run's end loses its second half right of the run.
                if x1 < width, cells[start + x1 - 1].width == 2 {
                    cells[start + x1] = Cell(" ", style: cells[start + x1].style)
                }
                Self.set(UnsafeMutableBufferPointer(rebasing: cells[(start + x0)..<(start + x1)]), to: cell)
            }
        }
    }

    /// Writes `text` from column `x` of row `y`, clipped to `[x, limit)` and to the buffer, and
    /// returns the column after the last cell written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style, limit: Int? = nil) -> Int {
        write(scalars: text.unicodeScalars, x: x, y: y, style: style, limit: limit)
    }

    /// `write(_:x:y:style:limit:)` for text given as ASCII bytes, which the caller composes
    /// without making a string (a frame writes an index path on every card).
    @discardableResult
    public mutating func writeASCII(_ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: Style, limit: Int? = nil) -> Int {
        write(scalars: bytes.lazy.map(Unicode.Scalar.init), x: x, y: y, style: style, limit: limit)
    }

    private mutating func write<S: Sequence<Unicode.Scalar>>(scalars: S, x: Int, y: Int, style: Style, limit: Int?) -> Int {
        guard y >= 0, y < height else { return x }
        let end = min(width, limit ?? width)
        var column = x
        if let clipRows, !clipRows.contains(y) {
            // Outside the rows drawn: only the column the text ends at.
            for scalar in scalars {
                let w = Self.columns(of: scalar)
                if w == 0 { continue }
                if column + w > end { break }
                column += w
            }
            return column
        }
        // The row's cells written in place: one uniqueness check and one change of the cells for
        // the whole text, not one a character.
        let width = width
        cells.withUnsafeMutableBufferPointer { cells in
            let row = UnsafeMutableBufferPointer(rebasing: cells[(y * width)..<((y + 1) * width)])
            for scalar in scalars {
                let w = Self.columns(of: scalar)
                if w == 0 { continue }
                if column + w > end { break }
                if column >= 0 {
                    Self.put(Cell(scalar, width: UInt8(w), style: style), x: column, in: row)
                    if w == 2 { Self.put(Cell(" ", width: 0, style: style), x: column + 1, in: row) }
                }
                column += w
            }
        }
        return column
    }

    /// The columns `scalar` takes (printable ASCII without the width table).
    @inline(__always)
    private static func columns(of scalar: Unicode.Scalar) -> Int {
        scalar.value >= 0x20 && scalar.value < 0x7F ? 1 : CharacterWidth.of(scalar)
    }

    /// Puts one cell at `x` of `row`, repairing any wide character it splits.
    @inline(__always)
    private static func put(_ cell: Cell, x: Int, in row: UnsafeMutableBufferPointer<Cell>) {
        guard x >= 0, x < row.count else { return }
        let old = row[x]
        // (A continuation put here belongs to the wide character just put to its left.)
        if old.width == 0, cell.width != 0, x > 0, row[x - 1].width == 2 {
            row[x - 1] = Cell(" ", style: row[x - 1].style)
        }
        if old.width == 2, x + 1 < row.count, cell.width != 2 {
            row[x + 1] = Cell(" ", style: row[x + 1].style)
        }
        row[x] = cell
    }

    /// The characters of row `y` (continuation cells omitted), trailing spaces kept.
    public func line(_ y: Int) -> String {
        var result = String.UnicodeScalarView()
        for x in 0..<width where self[x, y].width != 0 { result.append(self[x, y].character) }
        return String(result)
    }

    /// The whole screen as text, one line a row.
    public var text: String { (0..<height).map(line).joined(separator: "\n") }
}

/// Display widths of characters in a terminal (the subset of `wcwidth` that matters here).
public enum CharacterWidth {
    /// 0 for combining and control characters, 2 for East Asian wide and fullwidth ones and most
    /// emoji, 1 otherwise.
    /// (The table is `EastAsianWidth`'s, which the virtual font measures with too.)
    public static func of(_ scalar: Unicode.Scalar) -> Int { EastAsianWidth.columns(scalar) }

    /// The display width of `text`.
    public static func of(_ text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + of($1) } }
}
