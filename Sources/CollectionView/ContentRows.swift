import TerminalCore

/// The screen's content as the last frame drew it, kept as a ring of rows: a scroll moves where
/// the first row is (`origin`) instead of moving every cell, and the rows that scrolled in are
/// written where the rows that scrolled out were.
///
/// Logical row `y` — what the screen shows at its row `y` — is the buffer's row
/// `(y + origin) mod height`. A frame drawn whole starts the ring again at 0.
struct ContentRows {
    private var buffer = CellBuffer(width: 0, height: 0)
    private var origin = 0

    var width: Int { buffer.width }
    var height: Int { buffer.height }

    /// The buffer's row that holds logical row `y` (both in `0..<height`).
    private func physical(_ y: Int) -> Int { (y + origin) % height }

    /// Resizes to `width`×`height` (blank), when not that size already; true when it did.
    mutating func fit(width: Int, height: Int) -> Bool {
        guard buffer.width != width || buffer.height != height else { return false }
        buffer.resize(width: width, height: height)
        origin = 0
        return true
    }

    /// Runs `draw` on the buffer to draw a whole frame into: the ring starts again at 0, and what
    /// the rows held is left for `draw` to clear.
    mutating func drawWhole(_ draw: (inout CellBuffer) -> Void) {
        origin = 0
        draw(&buffer)
    }

    /// Logical row `y` shows what logical row `y + shift` showed (a terminal's scroll); the
    /// rows the move leaves keep what they had, for the caller to write.
    ///
    /// - Complexity: O(1).
    mutating func shiftRows(by shift: Int) {
        guard height > 0, shift != 0, abs(shift) < height else { return }
        origin = ((origin + shift) % height + height) % height
    }

    /// Copies logical rows `rows` of `source` (a buffer of the same size, rows in order) into
    /// the same logical rows.
    mutating func copyRows(_ rows: Range<Int>, from source: CellBuffer) {
        for y in rows.clamped(to: 0..<height) {
            let row = physical(y)
            buffer.copy(source, rows: y..<(y + 1), x: 0, y: row - y)
        }
    }

    /// Copies logical rows `rows` (all when nil) into `target` with logical row 0 at `x`, `y`.
    ///
    /// - Complexity: O(width × rows), one block copy a row.
    func copy(rows: Range<Int>? = nil, into target: inout CellBuffer, x: Int, y: Int) {
        guard height > 0 else { return }
        let wanted = (rows ?? 0..<height).clamped(to: 0..<height)
        // The ring's two runs: logical rows from `height - origin` on sit at the buffer's top.
        let split = height - origin
        let first = wanted.clamped(to: 0..<split), second = wanted.clamped(to: split..<height)
        if !first.isEmpty {
            target.copy(buffer, rows: (first.lowerBound + origin)..<(first.upperBound + origin), x: x, y: y - origin)
        }
        if !second.isEmpty {
            target.copy(buffer, rows: (second.lowerBound - split)..<(second.upperBound - split), x: x, y: y + split)
        }
    }

    /// The content with its rows in order (for checks).
    var inOrder: CellBuffer {
        var result = CellBuffer(width: width, height: height)
        copy(into: &result, x: 0, y: 0)
        return result
    }
}
