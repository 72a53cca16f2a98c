import CollectionBasics
import Testing
import TerminalCore

struct CellBufferTests {
    @Test func aWideCharacterWrittenOverAnotherInPlaceStaysWhole() {
        var b = CellBuffer(width: 4, height: 1)
        b.write("界", x: 1, y: 0, style: .plain)
        b.write("界", x: 1, y: 0, style: Style(attributes: [.bold]))
        #expect(b.line(0) == " 界 ")
        #expect(b[1, 0] == Cell("界", width: 2, style: Style(attributes: [.bold])))
        #expect(b[2, 0].width == 0)
    }

    @Test func aNarrowCharacterOverTheSecondHalfBlanksTheFirst() {
        var b = CellBuffer(width: 4, height: 1)
        b.write("界", x: 1, y: 0, style: .plain)
        b.write("x", x: 2, y: 0, style: .plain)
        #expect(b.line(0) == "  x ")
    }

    @Test func aStrayContinuationShowsAsABlank() {
        var b = CellBuffer(width: 3, height: 1)
        b[1, 0] = Cell(" ", width: 0, style: Style(attributes: [.bold]))
        #expect(b.asShown[1, 0] == Cell(" ", width: 1, style: Style(attributes: [.bold])))
    }

    /// The terminal layer compares rows with `memcmp` and hashes them as memory: a cell has no
    /// padding, and equal cells written by any of the buffer's ways have equal bytes.
    @Test func cellsHaveNoPaddingAndEqualCellsEqualBytes() {
        #expect(MemoryLayout<Cell>.size == 12)
        #expect(MemoryLayout<Cell>.stride == 12)
        let style = Style(foreground: .rgb(1, 2, 3), background: .default, attributes: [.bold])
        var a = CellBuffer(width: 8, height: 2), b = CellBuffer(width: 8, height: 2)
        a.fill(x: 0, y: 0, width: 8, height: 2, character: "x", style: .plain)
        a.clear(style: style)
        a.write("héllo─", x: 1, y: 1, style: style)
        b.fill(x: 0, y: 0, width: 8, height: 2, style: style)
        for (x, scalar) in "héllo─".unicodeScalars.enumerated() { b[x + 1, 1] = Cell(scalar, style: style) }
        #expect(a == b)
        let same = a.cells.withUnsafeBytes { x in b.cells.withUnsafeBytes { y in x.elementsEqual(y) } }
        #expect(same)
    }

    /// A cell gives back the character, width and style it was made with, and two cells are
    /// equal exactly when those are (its packed word against the three values) — 4 000 seeded
    /// cells, the largest scalar and every attribute among them; a field set later changes only
    /// itself.
    @Test func aCellKeepsWhatItWasMadeWith() {
        var random = SplitMix64(seed: 12)
        func color() -> Color {
            random.next() % 4 == 0 ? .default : .rgb(UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()))
        }
        func scalar() -> Unicode.Scalar {
            switch random.next() % 4 {
            case 0: return "\u{10FFFF}"
            case 1: return Unicode.Scalar(UInt32(random.next() % 128))!
            default: return Unicode.Scalar(UInt32(0xE000 + random.next() % 0x1000))!
            }
        }
        var made: [(Unicode.Scalar, UInt8, Style)] = []
        for _ in 0..<4_000 {
            let style = Style(foreground: color(), background: color(), attributes: TextAttributes(rawValue: UInt8(random.next() % 16)))
            let values = (scalar(), UInt8(random.next() % 3), style)
            var cell = Cell(values.0, width: values.1, style: values.2)
            #expect(cell.character == values.0 && cell.width == values.1 && cell.style == values.2)
            if let (c, w, s) = made.last {
                #expect((cell == Cell(c, width: w, style: s)) == (values.0 == c && values.1 == w && values.2 == s))
            }
            #expect(cell == Cell(values.0, width: values.1, style: values.2))
            made.append(values)
            let other = scalar(), width = UInt8(random.next() % 3)
            cell.character = other
            #expect(cell.character == other && cell.width == values.1 && cell.style == values.2)
            cell.width = width
            #expect(cell.character == other && cell.width == width && cell.style == values.2)
            cell.style = .plain
            #expect(cell.character == other && cell.width == width && cell.style == .plain)
        }
    }

    /// `writeASCII` writes what `write` writes for the same text: over wide characters, cut at
    /// either edge and at a limit, control characters skipped — 4 000 seeded cases.
    @Test func writingASCIIBytesEqualsWritingTheString() {
        var random = SplitMix64(seed: 7)
        let alphabet = Array("[], 0123456789abc\u{1}\u{7F}".utf8)
        for _ in 0..<4_000 {
            var a = CellBuffer(width: 12, height: 2)
            // Wide characters under the text, to be split or kept.
            for _ in 0..<Int(random.next() % 4) {
                a.write("界", x: Int(random.next() % 12), y: Int(random.next() % 2), style: Style(attributes: [.bold]))
            }
            var b = a
            let bytes = (0..<Int(random.next() % 14)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let x = Int(random.next() % 16) - 3, y = Int(random.next() % 3)
            let limit: Int? = random.next() % 2 == 0 ? nil : Int(random.next() % 14)
            let style = Style(foreground: .rgb(1, 2, 3))
            let end = a.write(String(decoding: bytes, as: UTF8.self), x: x, y: y, style: style, limit: limit)
            let endASCII = bytes.withUnsafeBufferPointer { b.writeASCII($0, x: x, y: y, style: style, limit: limit) }
            #expect(a == b)
            #expect(end == endASCII)
        }
    }
}
