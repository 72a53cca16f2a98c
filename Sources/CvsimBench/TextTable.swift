/// A text table of figures: left-aligned first columns, right-aligned numbers (the bench's
/// tables, `cvsim diff`'s).
public struct TextTable {
    public var header: [String]
    public var rows: [[String]]
    /// How many columns from the left are aligned left; the others are aligned right.
    public var leftAligned = 1

    public init(header: [String], rows: [[String]], leftAligned: Int = 1) {
        self.header = header
        self.rows = rows
        self.leftAligned = leftAligned
    }

    public func lines() -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func render(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column < leftAligned ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        return [render(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")] + rows.map(render)
    }
}

