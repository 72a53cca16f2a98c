import CollectionBasics
import TerminalCore
import Testing

@testable import CollectionView

/// The content kept as a ring of rows against a plain buffer that moves its cells: over 3 000
/// seeded runs of scrolls, rows written, whole frames and copies out (at any place, clipped),
/// the ring shows exactly what the plain buffer shows — in every row but those a scroll left and
/// nothing wrote since, which neither defines (the renderer draws them: `ContentLayer`).
struct ContentRowsTests {
    static func randomBuffer(width: Int, height: Int, _ random: inout SplitMix64) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        for y in 0..<height {
            let text = String((0..<width).map { _ in Character(Unicode.Scalar(UInt8(97 + random.next() % 26))) })
            buffer.write(text, x: 0, y: y, style: Style(foreground: .rgb(UInt8(y), 0, UInt8(random.next() % 256))))
        }
        return buffer
    }

    @Test func theRingShowsWhatABufferMovingItsCellsShows() {
        var random = SplitMix64(seed: 44)
        for _ in 0..<3_000 {
            let width = 1 + Int(random.next() % 9), height = 1 + Int(random.next() % 12)
            var ring = ContentRows()
            let resized = ring.fit(width: width, height: height), again = ring.fit(width: width, height: height)
            #expect(resized && !again, "made that size once")
            var plain = CellBuffer(width: width, height: height)
            var defined = [Bool](repeating: true, count: height)
            func rowsEqual(_ a: CellBuffer, _ b: CellBuffer) -> Bool {
                (0..<height).allSatisfy { y in !defined[y] || (0..<width).allSatisfy { a[$0, y] == b[$0, y] } }
            }
            for _ in 0..<Int(random.next() % 12) {
                switch random.next() % 4 {
                case 0:
                    let whole = Self.randomBuffer(width: width, height: height, &random)
                    ring.drawWhole { $0.clear(); $0.copy(whole, x: 0, y: 0) }
                    plain = whole
                    defined = [Bool](repeating: true, count: height)
                case 1, 2:
                    let shift = Int(random.next() % UInt64(2 * height + 1)) - height
                    ring.shiftRows(by: shift)
                    plain.shiftRows(by: shift)
                    if abs(shift) < height {
                        defined = (0..<height).map { y in y + shift >= 0 && y + shift < height && defined[y + shift] }
                    }
                default:
                    let source = Self.randomBuffer(width: width, height: height, &random)
                    let lo = Int(random.next() % UInt64(height + 1)), hi = lo + Int(random.next() % UInt64(height - lo + 1))
                    ring.copyRows(lo..<hi, from: source)
                    plain.copyRows(lo..<hi, from: source)
                    for y in lo..<hi { defined[y] = true }
                }
                #expect(rowsEqual(ring.inOrder, plain))
            }
            // Copied out, some rows or all, anywhere on a larger screen.
            let lo = Int(random.next() % UInt64(height + 1)), hi = lo + Int(random.next() % UInt64(height - lo + 1))
            let rows: Range<Int>? = random.next() % 3 == 0 ? nil : lo..<hi
            let x = Int(random.next() % 8) - 3, y = Int(random.next() % 10) - 4
            var a = CellBuffer(width: 12, height: 14), b = a
            ring.copy(rows: rows, into: &a, x: x, y: y)
            b.copy(plain, rows: rows, x: x, y: y)
            // (Compared where the content's defined rows land.)
            let landed = (0..<14).filter { row in
                let source = row - y
                return source < 0 || source >= height || defined[source] || !(rows ?? 0..<height).contains(source)
            }
            #expect(landed.allSatisfy { row in (0..<12).allSatisfy { a[$0, row] == b[$0, row] } })
        }
    }
}
