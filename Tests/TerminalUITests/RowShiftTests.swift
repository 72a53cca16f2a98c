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
