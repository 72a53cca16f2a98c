import Platform

/// A vertical shift of screen rows between two frames: what a one-row scroll produces.
///
/// Finding it lets the flush path move curses' window lines (`wscrl`) and hand curses only the
/// cells that still differ (the rows that scrolled in, the status line), instead of nearly
/// every cell. What the terminal receives does not depend on it (curses finds the scroll itself
/// when it compares its screens); the CPU time of a frame does.
package struct RowShift: Equatable {
    /// Rows move up by `distance` (content scrolled toward the end) when positive, down when
    /// negative: new row `y` shows old row `y + distance`.
    package var distance: Int
    /// The window rows that scroll (both ends included).
    package var top: Int
    package var bottom: Int

    /// The old row that new row `y` shows after the shift, or nil for a row that scrolled in.
    package func source(ofRow y: Int) -> Int? {
        guard y >= top, y <= bottom else { return y }
        let source = y + distance
        return source >= top && source <= bottom ? source : nil
    }

    /// The largest shift tried, in rows.
    package static let maximumDistance = 8

    /// The shift under which the most rows of `new` equal rows of `old` (by fingerprint), if it
    /// beats no shift at all by at least two rows (a scroll costs a few bytes, a rewritten row
    /// far more; screens of bordered cards have many equal rows, so that a one-row scroll may
    /// match only a few more rows than no scroll at all).
    ///
    /// - Complexity: O(rows × `maximumDistance`); O(rows) when a shift matches every row
    ///   but those it brings in.
    package static func detect(old: [UInt64], new: [UInt64]) -> RowShift? {
        guard old.count == new.count, new.count >= 4 else { return nil }
        return old.withUnsafeBufferPointer { old in new.withUnsafeBufferPointer { new in detect(old: old, new: new) } }
    }

    private static func detect(old: UnsafeBufferPointer<UInt64>, new: UnsafeBufferPointer<UInt64>) -> RowShift? {
        let rows = new.count
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return nil }
        /// How many of the `count` rows from new row `first` equal the old rows `distance` on.
        /// (By pointer, without a check or a closure per row: it runs over every row, three
        /// times a frame.)
        @inline(__always) func matches(distance: Int, first: Int, count: Int) -> Int {
            var n = 0
            let a = newBase + first, b = oldBase + first + distance
            for y in 0..<count where a[y] == b[y] { n &+= 1 }
            return n
        }
        let unshifted = matches(distance: 0, first: 0, count: rows)
        var best: (distance: Int, matches: Int) = (0, unshifted)
        let limit = min(maximumDistance, rows - 1)
        for magnitude in 1...limit {
            // A shift of this size matches at most `rows - magnitude` rows, and only more than
            // the best so far would do: once it cannot, no larger one can (a scroll step stops
            // here after ±1).
            if rows - magnitude <= best.matches { break }
            let up = matches(distance: magnitude, first: 0, count: rows - magnitude)
            if up > best.matches { best = (magnitude, up) }
            let down = matches(distance: -magnitude, first: magnitude, count: rows - magnitude)
            if down > best.matches { best = (-magnitude, down) }
        }
        guard best.distance != 0, best.matches - unshifted >= 2 else { return nil }
        // The band of rows that match under the shift, in new coordinates.
        let d = best.distance
        var first = rows, last = -1
        for y in max(0, -d)..<min(rows, rows - d) where new[y] == old[y + d] && new[y] != old[y] {
            first = min(first, y)
            last = max(last, y)
        }
        guard first <= last else { return nil }
        // Rows at the band's ends that match under the shift as well as without it (the same
        // card interior on both, say) move with it: the band ends where the match ends, so the
        // row that scrolls in is the one at its edge.
        while last + 1 < min(rows, rows - d), new[last + 1] == old[last + 1 + d] { last += 1 }
        while first - 1 >= max(0, -d), new[first - 1] == old[first - 1 + d] { first -= 1 }
        // Window rows that scroll: the band and the rows its content comes from.
        let top = d > 0 ? first : first + d
        let bottom = d > 0 ? last + d : last
        return RowShift(distance: d, top: top, bottom: bottom)
    }

    /// A fingerprint of each row of `buffer` (equal rows, equal fingerprints, as long as equal
    /// cells have equal bytes).
    ///
    /// A cell is hashed as its bytes, its first and last 8 of 12 (`Cell` has no padding). Equal
    /// cells whose bytes differ (a colour without a payload could leave its payload bytes
    /// unspecified; they are zero in practice) would only cost speed: their rows would be
    /// compared cell by cell (`FrameDamage`), never taken as equal when they are not.
    ///
    /// - Complexity: O(width × height), one multiplication a cell.
    package static func fingerprints(of buffer: CellBuffer) -> [UInt64] {
        var result: [UInt64] = []
        fingerprints(of: buffer, into: &result)
        return result
    }

    /// `fingerprints(of:)` into `result`, reusing its storage (the flush path's, every frame).
    package static func fingerprints(of buffer: CellBuffer, into result: inout [UInt64]) {
        if result.count != buffer.height { result = [UInt64](repeating: 0, count: buffer.height) }
        let width = buffer.width
        buffer.cells.withUnsafeBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for y in 0..<buffer.height { result[y] = fingerprint(ofRow: base + y * width, width: width) }
        }
    }

    /// `fingerprints(of:into:)` for the frame after `old` (whose fingerprints are `oldRows`):
    /// a row whose bytes equal those of an old row takes that row's fingerprint instead of
    /// hashing its cells, and `equalRows[y]` records that old row (-1: none found). A row that
    /// `known` gives an old row of (`FrameLineage.sameRows`, when `buffer` descends from `old`)
    /// is that row's, unread; for the others, the old row tried first is the one
    /// `likelyDistance` rows on (the last frame's shift: a held key scrolls by the same rows
    /// each step), then the same row.
    ///
    /// The fingerprints are exactly those `fingerprints(of:into:)` computes (equal bytes, equal
    /// fingerprint); comparing a row's bytes costs a fraction of hashing them, and
    /// `FrameDamage.compute` need not compare the rows found equal again.
    package static func fingerprints(
        of buffer: CellBuffer, into result: inout [UInt64], after old: CellBuffer, oldRows: [UInt64], likelyDistance: Int,
        known: [Int]? = nil, equalRows: inout [Int]
    ) {
        let height = buffer.height, width = buffer.width
        guard old.width == width, old.height == height, oldRows.count == height else {
            fingerprints(of: buffer, into: &result)
            equalRows = [Int](repeating: -1, count: height)
            return
        }
        if result.count != height { result = [UInt64](repeating: 0, count: height) }
        if equalRows.count != height { equalRows = [Int](repeating: -1, count: height) }
        let bytes = width * MemoryLayout<Cell>.stride
        buffer.cells.withUnsafeBufferPointer { cells in
            old.cells.withUnsafeBufferPointer { oldCells in
                guard let base = cells.baseAddress, let oldBase = oldCells.baseAddress else { return }
                for y in 0..<height {
                    let row = base + y * width
                    func equals(_ source: Int) -> Bool {
                        source >= 0 && source < height && memcmp(row, oldBase + source * width, bytes) == 0
                    }
                    if let known, known.count == height, known[y] >= 0, known[y] < height {
                        #if CVSIM_INTERNAL_CHECKS
                        precondition(equals(known[y]), "row \(y) is not row \(known[y]) of the frame before, as its lineage says")
                        #endif
                        equalRows[y] = known[y]
                        result[y] = oldRows[known[y]]
                        continue
                    }
                    let shifted = y + likelyDistance
                    let equal = likelyDistance != 0 && equals(shifted) ? shifted : equals(y) ? y : -1
                    equalRows[y] = equal
                    result[y] = equal >= 0 ? oldRows[equal] : fingerprint(ofRow: row, width: width)
                }
            }
        }
    }

    /// The hash of one row of `width` cells at `row`: four cells in turn feed four chains,
    /// combined at the row's end, so that the chains do not wait on one another's
    /// multiplications.
    @inline(__always)
    private static func fingerprint(ofRow row: UnsafePointer<Cell>, width: Int) -> UInt64 {
        let stride = MemoryLayout<Cell>.stride
        let tail = MemoryLayout<Cell>.size - 8
        @inline(__always) func mix(_ hash: UInt64, _ cell: UnsafeRawPointer) -> UInt64 {
            let head = cell.loadUnaligned(as: UInt64.self)
            let rest = (cell + tail).loadUnaligned(as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15
            return (hash ^ head ^ (rest >> 29 | rest << 35)) &* 0x0000_0100_0000_01b3
        }
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4, 0x9ce4_8422_2325_cbf2, 0x2325_cbf2_9ce4_8422)
        var cell = UnsafeRawPointer(row)
        let quads = width / 4
        for _ in 0..<quads {
            lanes.0 = mix(lanes.0, cell)
            lanes.1 = mix(lanes.1, cell + stride)
            lanes.2 = mix(lanes.2, cell + 2 * stride)
            lanes.3 = mix(lanes.3, cell + 3 * stride)
            cell += 4 * stride
        }
        for _ in quads * 4..<width {
            lanes.0 = mix(lanes.0, cell)
            cell += stride
        }
        var hash = lanes.0
        hash = (hash ^ lanes.1) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ lanes.2) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ lanes.3) &* 0x9E37_79B9_7F4A_7C15
        return hash ^ (hash >> 32)
    }
}
