import Testing
import TerminalCore
@testable import TerminalRecording

/// A small screen with what a screenshot must show: a focused (double) and a plain (light) box,
/// a heavy bar, a rounded bezel corner, colours, bold, reverse, a wide character.
func sampleScreen() -> CellBuffer {
    var b = CellBuffer(width: 24, height: 6)
    let blue = Style(foreground: .rgb(0x64, 0xB5, 0xF6))
    b.write("╭──────────────────────╮", x: 0, y: 0, style: .plain)
    b.write("│╔════╗┌────┐  ┏━━┓   │", x: 0, y: 1, style: .plain)
    b.write("║Fig ║", x: 1, y: 2, style: Style(foreground: .rgb(0xE5, 0x73, 0x73), attributes: [.bold]))
    b.write("│Kale│", x: 7, y: 2, style: blue)
    b.write("│", x: 0, y: 2, style: .plain)
    b.write("│", x: 23, y: 2, style: .plain)
    b.write("│╚════╝└────┘  界 & <x>│", x: 0, y: 3, style: .plain)
    b.write("╰──────────━━━─────────╯", x: 0, y: 4, style: .plain)
    b.fill(x: 0, y: 5, width: 24, height: 1, style: Style(background: .rgb(0x20, 0x30, 0x50)))
    b.write(" flow │ focus [0, 1]", x: 0, y: 5, style: Style(foreground: .rgb(255, 255, 255), background: .rgb(0x20, 0x30, 0x50)))
    b.write("R", x: 22, y: 5, style: Style(attributes: [.reverse]))
    return b
}

struct ScreenshotTests {
    @Test func textIsTheScreensRowsWithoutTrailingSpaces() {
        var b = CellBuffer(width: 6, height: 3)
        b.write("ab", x: 0, y: 0, style: .plain)
        b.write("界x", x: 2, y: 2, style: .plain)
        #expect(Screenshot.text(b) == "ab\n\n  界x\n")
    }

    @Test func theFormatFollowsTheExtension() {
        #expect(Screenshot.Format(path: "a/b.TXT") == .text)
        #expect(Screenshot.Format(path: "shot.svg") == .svg)
        #expect(Screenshot.Format(path: "shot") == .svg)
    }

    @Test func svgOfASampleScreenIsTheGoldenFile() {
        assertGolden(Screenshot.svg(sampleScreen()), named: "sample-screen.svg")
    }

    @Test func theSameScreenGivesTheSameBytes() {
        #expect(Screenshot.bytes(of: sampleScreen(), format: .svg) == Screenshot.bytes(of: sampleScreen(), format: .svg))
    }

    @Test func boxCharactersAreLinesAndNotText() {
        let svg = Screenshot.svg(sampleScreen())
        let texts = svg.split(separator: "\n").filter { $0.hasPrefix("<text") }
        for glyph in ["─", "│", "╔", "═", "┏", "━", "╭"] {
            #expect(!texts.contains { $0.contains(glyph) }, "\(glyph) drawn as text")
        }
        #expect(svg.contains("stroke-width=\"3\""), "the heavy bar")
        #expect(texts.contains { $0.contains(">Fig</text>") && $0.contains("font-weight=\"bold\"") && $0.contains("#e57373") })
        #expect(texts.contains { $0.contains("界 &amp; &lt;x&gt;") })
        // Reverse video swaps the terminal's colours: a light cell behind dark text.
        #expect(svg.contains("fill=\"\(Screenshot.defaultForeground)\"/>"))
    }

    @Test func aDoubleCornerJoinsItsLinesInsideTheCell() {
        // ╔ in the cell at 0,0: the outer lines meet at (3, 8), the inner ones at (7, 12).
        let d = Screenshot.boxPath(BoxLines.of("╔")!, x: 0, y: 0).map(\.1).joined()
        #expect(d.contains("M3 8L10 8") && d.contains("M7 12L10 12"), "\(d)")
        #expect(d.contains("M3 8L3 20") && d.contains("M7 12L7 20"), "\(d)")
    }
}
