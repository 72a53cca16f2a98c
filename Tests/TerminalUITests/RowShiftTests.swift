import CollectionView
import Testing

@testable import TerminalCore
import TerminalUI

@Suite struct RowShiftTests {
    /// Distinct rows: row `i` of a screen is `i`.
    static func rows(_ values: [Int]) -> [UInt64] { values.map(UInt64.init) }

    @Test func oneRowUpIsFoundWithItsBand() {
        // 10 rows: the last one is a status line that does not scroll.
        let old = Self.rows(Array(0..<9) + [100])
        let new = Self.rows(Array(1..<10) + [101])
        let shift = RowShift.detect(old: old, new: new)
        #expect(shift == RowShift(distance: 1, top: 0, bottom: 8))
        #expect(shift?.source(ofRow: 0) == 1)
        #expect(shift?.source(ofRow: 7) == 8)
        #expect(shift?.source(ofRow: 8) == nil, "scrolled in")
        #expect(shift?.source(ofRow: 9) == 9, "outside the band")
    }

    @Test func threeRowsDownIsFound() {
        let old = Self.rows(Array(10..<30))
        let new = Self.rows([7, 8, 9] + Array(10..<27))
        let shift = RowShift.detect(old: old, new: new)
        #expect(shift?.distance == -3)
        #expect(shift?.source(ofRow: 3) == 0)
        #expect(shift?.source(ofRow: 0) == nil)
    }

    @Test func noShiftWhenRowsStayOrAllChange() {
        let old = Self.rows(Array(0..<20))
        #expect(RowShift.detect(old: old, new: old) == nil)
        #expect(RowShift.detect(old: old, new: Self.rows(Array(100..<120))) == nil)
        #expect(RowShift.detect(old: old, new: Self.rows(Array(0..<19))) == nil, "other height")
    }

    /// Property, over random screens of distinct rows scrolled by 1...8 rows either way with a
    /// fixed status line: the shift found is exactly the scroll (whenever it pays), and every
    /// row of the band that does not scroll in names the old row that holds its content.
    @Test func scrollsOfDistinctRowsAreFoundExactly() {
        var random = SplitMix(seed: 11)
        for _ in 0..<2_000 {
            let height = 12 + Int(random.next() % 60)
            let old = (0..<height).map { _ in random.next() }
            let distance = (1 + Int(random.next() % 8)) * (random.next() % 2 == 0 ? 1 : -1)
            var new = (0..<height).map { y in
                let source = y + distance
                return source >= 0 && source < height - 1 ? old[source] : random.next()
            }
            new[height - 1] = old[height - 1]  // the status line stays
            let shift = RowShift.detect(old: old, new: new)
            // Found when it pays: the shifted rows beat the unshifted ones by a quarter screen.
            let gain = (height - 1 - abs(distance)) - 1
            if gain >= max(2, height / 4) {
                #expect(shift?.distance == distance, "height \(height), distance \(distance)")
            } else {
                #expect(shift == nil || shift?.distance == distance)
            }
            guard let shift else { continue }
            for y in 0..<height {
                if let source = shift.source(ofRow: y) {
                    #expect(new[y] == old[source] || !(shift.top...shift.bottom).contains(y))
                }
            }
            #expect(shift.source(ofRow: height - 1) == height - 1)
        }
    }

    /// The shift a brute force finds — every distance up to the largest tried, in the same
    /// order, the first with the most matching rows — and its band, written out plainly.
    static func bruteForce(old: [UInt64], new: [UInt64]) -> RowShift? {
        let rows = new.count
        guard old.count == rows, rows >= 4 else { return nil }
        func matches(_ d: Int) -> Int { (0..<rows).filter { y in y + d >= 0 && y + d < rows && new[y] == old[y + d] }.count }
        let unshifted = matches(0)
        var best = (distance: 0, matches: unshifted)
        for magnitude in 1...min(RowShift.maximumDistance, rows - 1) {
            for d in [magnitude, -magnitude] where matches(d) > best.matches { best = (d, matches(d)) }
        }
        guard best.distance != 0, best.matches - unshifted >= 2 else { return nil }
        let d = best.distance
        let inRange = { (y: Int) in y >= max(0, -d) && y < min(rows, rows - d) }
        let band = (0..<rows).filter { inRange($0) && new[$0] == old[$0 + d] && new[$0] != old[$0] }
        guard var first = band.first, var last = band.last else { return nil }
        while inRange(last + 1), new[last + 1] == old[last + 1 + d] { last += 1 }
        while inRange(first - 1), new[first - 1] == old[first - 1 + d] { first -= 1 }
        return RowShift(distance: d, top: d > 0 ? first : first + d, bottom: d > 0 ? last + d : last)
    }

    /// Property, over 6 000 seeded screens drawn from a few kinds of row (card borders, card
    /// interiors, blanks: many rows alike, as on a screen of cards) — unchanged, scrolled by up to
    /// 10 rows either way, or redrawn with some rows changed —: `detect` gives exactly what the
    /// brute force gives (it stops trying larger shifts once none could win).
    @Test func detectEqualsABruteForceOverEveryDistance() {
        var random = SplitMix(seed: 30)
        for _ in 0..<6_000 {
            let height = 4 + Int(random.next() % 50)
            let kinds = 1 + random.next() % 6
            let old = (0..<height).map { _ in random.next() % 4 == 0 ? random.next() : random.next() % kinds }
            let distance = Int(random.next() % 21) - 10
            var new = (0..<height).map { y in
                let source = y + distance
                return source >= 0 && source < height ? old[source] : random.next() % (kinds + 2)
            }
            for _ in 0..<Int(random.next() % 4) { new[Int(random.next() % UInt64(height))] = random.next() % (kinds + 3) }
            #expect(RowShift.detect(old: old, new: new) == Self.bruteForce(old: old, new: new), "\(old) → \(new)")
        }
    }

    @Test func fingerprintsSeparateRowsThatDiffer() {
        var buffer = CellBuffer(width: 10, height: 3)
        buffer.write("abc", x: 0, y: 0, style: .plain)
        buffer.write("abc", x: 0, y: 1, style: .plain)
        buffer.write("abc", x: 0, y: 2, style: Style(foreground: .rgb(1, 2, 3)))
        let rows = RowShift.fingerprints(of: buffer)
        #expect(rows[0] == rows[1])
        #expect(rows[0] != rows[2], "same characters, other colour")
    }

    /// Property, over random rows drawn by different routes (written, filled, copied, cleared
    /// with a style, a wide character, a default colour against an explicit one): two rows
    /// have the same fingerprint exactly when their cells are equal.
    @Test func fingerprintsAreEqualExactlyForEqualRows() {
        var random = SplitMix(seed: 29)
        let colors: [Color] = [.default, .rgb(0, 0, 0), .rgb(255, 255, 255), .rgb(1, 2, 3), .rgb(3, 2, 1)]
        let attributes: [TextAttributes] = [[], [.bold], [.dim], [.reverse, .underline]]
        let texts = ["", "a", "ab", "ba", "語", "│x", " "]
        func style() -> Style {
            Style(
                foreground: colors[Int(random.next() % 5)], background: colors[Int(random.next() % 5)],
                attributes: attributes[Int(random.next() % 4)])
        }
        for _ in 0..<3_000 {
            // Row 0 drawn into a cleared buffer; row 1 drawn the same way or not, into a filled
            // buffer that is then copied into place.
            var buffer = CellBuffer(width: 6, height: 2)
            buffer.clear(style: random.next() % 2 == 0 ? .plain : style())
            let base = style(), text = texts[Int(random.next() % 7)], x = Int(random.next() % 6)
            buffer.fill(x: 0, y: 0, width: 6, height: 1, style: base)
            buffer.write(text, x: x, y: 0, style: base)
            var other = CellBuffer(width: 6, height: 1)
            other.fill(x: 0, y: 0, width: 6, height: 1, character: "q", style: style())
            other.fill(x: 0, y: 0, width: 6, height: 1, style: base)
            if random.next() % 3 == 0 {
                other.write(texts[Int(random.next() % 7)], x: Int(random.next() % 6), y: 0, style: random.next() % 2 == 0 ? base : style())
            } else {
                other.write(text, x: x, y: 0, style: base)
            }
            buffer.copy(other, x: 0, y: 1)
            let equal = (0..<6).allSatisfy { buffer[$0, 0] == buffer[$0, 1] }
            let rows = RowShift.fingerprints(of: buffer)
            #expect((rows[0] == rows[1]) == equal, "\(buffer.line(0)) / \(buffer.line(1))")
        }
    }
}
