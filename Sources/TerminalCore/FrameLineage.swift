/// What the drawer of a frame knows of its rows against the frame it drew just before: which
/// rows hold exactly the cells of one of that frame's rows (a row the content scrolled, a row
/// of the bezel left as it was). The terminal layer takes those rows as equal without comparing
/// their cells (`RowShift.fingerprints`), when the frame it shows is that earlier frame.
///
/// A claim the terminal layer trusts: builds with internal checks compare every row claimed
/// (`TerminalSession`, `TestBackend`).
public struct FrameLineage: Hashable, Sendable {
    /// The frame's number in its drawer's sequence (from 1).
    public var frame: UInt64
    /// For each row, a row of frame `frame - 1` whose cells it holds, or -1 (not known).
    public var sameRows: [Int]

    public init(frame: UInt64, sameRows: [Int]) {
        self.frame = frame
        self.sameRows = sameRows
    }

    /// The rows claimed equal in `buffer` (the frame this lineage is `buffer`'s) and in `earlier`
    /// (frame `frame - 1`) that are not: empty when the claim holds.
    public func falseClaims(in buffer: CellBuffer, earlier: CellBuffer) -> [Int] {
        guard earlier.width == buffer.width, earlier.height == buffer.height, sameRows.count == buffer.height else {
            return sameRows.indices.filter { sameRows[$0] >= 0 }
        }
        return sameRows.indices.filter { y in
            let source = sameRows[y]
            guard source >= 0 else { return false }
            return source >= buffer.height || (0..<buffer.width).contains { buffer[$0, y] != earlier[$0, source] }
        }
    }
}
