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
}
