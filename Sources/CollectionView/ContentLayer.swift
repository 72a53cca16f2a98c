import CollectionLayout
import TerminalCore

/// The content as the last frame drew it, so that the next frame draws only the rows that
/// changed: a scroll step by whole rows moves the kept rows and draws the rows it brings in
/// (and those of any element whose cells changed), as a terminal scrolls its lines.
///
/// What a frame draws in a row depends only on the elements whose cells meet the row, in
/// drawing order, each with its cells, its alpha and whether it is focused — and on the data,
/// the layout and the options, which the `Key` names. So the rows where the element lists of the
/// two frames, matched in drawing order, agree (after the shift) are the same cells, and only
/// the others are drawn again, with every element that meets them, in order. The result is the
/// whole frame's, cell for cell: builds with internal checks draw every such frame whole too and
/// compare (`RenderPass.drawContent`), and `ContentLayerTests` compares over seeded scrolls.
struct ContentLayer {
    /// What the content's cells depend on besides the elements and the offset along y.
    struct Key: Equatable {
        /// The layout and the data source themselves, compared by identity (held, so that
        /// another object at a freed one's address is never taken for it).
        var layout: AnyObject
        var layoutIndex: Int
        var generation: Int
        var data: AnyObject
        var textSize: ContentSizeCategory
        var options: ViewOptions
        var columnsPerPoint: Double
        var rowsPerPoint: Double
        var originColumn: Double
        var device: Size
        var width: Int
        var height: Int

        static func == (a: Key, b: Key) -> Bool {
            a.layout === b.layout && a.data === b.data && a.layoutIndex == b.layoutIndex && a.generation == b.generation
                && a.textSize == b.textSize && a.columnsPerPoint == b.columnsPerPoint && a.rowsPerPoint == b.rowsPerPoint
                && a.originColumn == b.originColumn && a.device == b.device && a.width == b.width && a.height == b.height
                && a.options == b.options
        }
    }

    /// One element as a frame draws it: what decides its cells, given the key.
    struct Drawn: Equatable, DrawingOrdered {
        var category: ElementCategory
        var kind: ElementKind?
        var indexPath: IndexPath
        var zIndex: Int
        /// The cells it is drawn in (at least one wide and tall).
        var rect: CellRect
        var alpha: Double
        var isHidden: Bool
        var focused: Bool

        /// Whether `self` comes before `other` in drawing order.
        func precedes(_ other: Drawn) -> Bool {
            drawnBefore(self, other)
        }

        func isSameElement(as other: Drawn) -> Bool {
            withUnsafePointer(to: self) { a in withUnsafePointer(to: other) { b in Self.same(a, b) } }
        }

        /// Whether `other` draws what `self` drew, `shift` rows up: `self` moved by the scroll
        /// equals `other` (every field; compared without making the moved copy).
        func isDrawnAlike(_ other: Drawn, movedBy shift: Int) -> Bool {
            withUnsafePointer(to: self) { a in withUnsafePointer(to: other) { b in Self.alike(a, b, movedBy: shift) } }
        }

        /// `isSameElement` of the elements at two addresses, read in place.
        @inline(__always)
        static func same(_ a: UnsafePointer<Drawn>, _ b: UnsafePointer<Drawn>) -> Bool {
            a.pointee.category == b.pointee.category && a.pointee.indexPath == b.pointee.indexPath && a.pointee.zIndex == b.pointee.zIndex
                && a.pointee.kind == b.pointee.kind
        }

        /// `isDrawnAlike` of the elements at two addresses, read in place.
        @inline(__always)
        static func alike(_ a: UnsafePointer<Drawn>, _ b: UnsafePointer<Drawn>, movedBy shift: Int) -> Bool {
            let r = a.pointee.rect, s = b.pointee.rect
            return same(a, b) && r.x == s.x && r.y - shift == s.y && r.width == s.width && r.height == s.height
                && a.pointee.alpha == b.pointee.alpha && a.pointee.isHidden == b.pointee.isHidden && a.pointee.focused == b.pointee.focused
        }

        /// The rows it may write: its cells' rows and one more on each side (a drawing that
        /// reaches a row past its cells, as rounded list corners may, stays inside).
        var rows: Range<Int> { (rect.y - 1)..<(rect.y + rect.height + 1) }

        /// `rows` once the content scrolled `shift` rows up.
        func rows(movedBy shift: Int) -> Range<Int> { (rows.lowerBound - shift)..<(rows.upperBound - shift) }
    }

    var key: Key
    /// The grid's first row, in rows from the content's top (a whole number).
    var originRow: Double
    /// The elements drawn, in drawing order.
    var elements: [Drawn]

    /// The rows of a frame with `elements` at `originRow` that differ from this layer moved by
    /// the same offset, marked in `dirty` (one flag a row, all false on entry), and the shift:
    /// row `r` of the new frame shows row `r + shift` of this layer. Nil when nothing can be
    /// kept (another key, a shift of the whole height or more).
    ///
    /// - Complexity: O(old + new elements + rows they cover).
    func changedRows(key: Key, originRow: Double, elements new: [Drawn], dirty: inout [Bool]) -> Int? {
        guard key == self.key, originRow.rounded() == originRow, self.originRow.rounded() == self.originRow,
            abs(originRow - self.originRow) < Double(key.height)
        else { return nil }
        let shift = Int(originRow - self.originRow)
        let height = key.height
        func mark(_ rows: Range<Int>) {
            let lo = max(0, rows.lowerBound), hi = min(height, rows.upperBound)
            guard lo < hi else { return }
            for row in lo..<hi { dirty[row] = true }
        }
        // The rows that scroll in.
        if shift > 0 { mark((height - shift)..<height) } else if shift < 0 { mark(0..<(-shift)) }
        // Elements matched in drawing order; any that differ, come or go mark their rows.
        // (Read in place, by pointer, field by field: a copy of an element retains its kind.)
        elements.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                // (An empty side takes the other's address: it is never read.)
                guard let oldBase = old.baseAddress ?? new.baseAddress, let newBase = new.baseAddress ?? old.baseAddress else { return }
                var i = 0, j = 0
                while i < old.count || j < new.count {
                    let a = oldBase + i, b = newBase + j
                    if i < old.count, j < new.count, Drawn.same(a, b) {
                        if !Drawn.alike(a, b, movedBy: shift) {
                            mark(a.pointee.rows(movedBy: shift))
                            mark(b.pointee.rows)
                        }
                        i += 1
                        j += 1
                    } else if j == new.count || (i < old.count && a.pointee.precedes(b.pointee)) {
                        mark(a.pointee.rows(movedBy: shift))
                        i += 1
                    } else {
                        mark(b.pointee.rows)
                        j += 1
                    }
                }
            }
        }
        return shift
    }
}
