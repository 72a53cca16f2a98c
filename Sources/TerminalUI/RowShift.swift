import CollectionView

/// A vertical shift of screen rows between two frames: what a one-row scroll produces.
///
/// Finding it lets the flush path move curses' window lines (`wscrl`) and hand curses only the
/// cells that still differ (the rows that scrolled in, the status line), instead of nearly
/// every cell. What the terminal receives does not depend on it (curses finds the scroll itself
/// when it compares its screens); the CPU time of a frame does.
struct RowShift: Equatable {
    /// Rows move up by `distance` (content scrolled toward the end) when positive, down when
    /// negative: new row `y` shows old row `y + distance`.
    var distance: Int
    /// The window rows that scroll (both ends included).
    var top: Int
    var bottom: Int

    /// The old row that new row `y` shows after the shift, or nil for a row that scrolled in.
    func source(ofRow y: Int) -> Int? {
        guard y >= top, y <= bottom else { return y }
        let source = y + distance
        return source >= top && source <= bottom ? source : nil
    }

    /// The largest shift tried, in rows.
    static let maximumDistance = 8

    /// The shift under which the most rows of `new` equal rows of `old` (by fingerprint), if it
    /// beats no shift at all by at least two rows (a scroll costs a few bytes, a rewritten row
    /// far more; screens of bordered cards have many equal rows, so that a one-row scroll may
    /// match only a few more rows than no scroll at all).
    ///
    /// - Complexity: O(rows × `maximumDistance`).
    static func detect(old: [UInt64], new: [UInt64]) -> RowShift? {
        let rows = new.count
        guard old.count == rows, rows >= 4 else { return nil }
        var unshifted = 0
        for y in 0..<rows where new[y] == old[y] { unshifted += 1 }
        var best: (distance: Int, matches: Int) = (0, unshifted)
        let limit = min(maximumDistance, rows - 1)
        for magnitude in 1...limit {
            for distance in [magnitude, -magnitude] {
                var matches = 0
                for y in max(0, -distance)..<min(rows, rows - distance) where new[y] == old[y + distance] { matches += 1 }
                if matches > best.matches { best = (distance, matches) }
            }
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

    /// A fingerprint of each row of `buffer` (equal rows, equal fingerprints).
    ///
    /// Cells are hashed by value (a colour's code, not its bytes: an enum case without a
    /// payload leaves its payload bytes unspecified, so equal cells may differ in bytes).
    ///
    /// - Complexity: O(width × height).
    static func fingerprints(of buffer: CellBuffer) -> [UInt64] {
        var result = [UInt64](repeating: 0, count: buffer.height)
        let width = buffer.width
        buffer.cells.withUnsafeBufferPointer { cells in
            for y in 0..<buffer.height {
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                for x in 0..<width {
                    let cell = cells[y * width + x]
                    var word = UInt64(cell.character.value) | UInt64(cell.width) << 21 | UInt64(cell.style.attributes.rawValue) << 24
                    word |= UInt64(code(cell.style.foreground)) << 32
                    hash = (hash ^ word) &* 0x0000_0100_0000_01b3
                    hash = (hash ^ UInt64(code(cell.style.background))) &* 0x0000_0100_0000_01b3
                }
                result[y] = hash
            }
        }
        return result
    }

    private static func code(_ color: Color) -> UInt32 {
        guard case let .rgb(r, g, b) = color else { return 1 << 24 }
        return UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
}
