import Testing
import TerminalCore
@testable import TerminalRecording

struct AsciicastTests {
    /// A screen of random characters (wide ones among them) in random styles.
    static func randomScreen(seed: UInt64, width: Int, height: Int) -> CellBuffer {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ n: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(n))
        }
        let glyphs: [String] = ["a", "Z", " ", "─", "║", "界", "é", "…", "⠋", "x"]
        let colors: [Color] = [.default, .rgb(1, 2, 3), .rgb(255, 128, 0), .rgb(0x20, 0x30, 0x50)]
        var b = CellBuffer(width: width, height: height)
        for _ in 0..<(width * height / 2) {
            let style = Style(
                foreground: colors[next(4)], background: colors[next(4)], attributes: TextAttributes(rawValue: UInt8(next(16))))
            b.write(glyphs[next(glyphs.count)], x: next(width), y: next(height), style: style)
        }
        return b
    }

    @Test func framesReadBackAsTheScreensTheyDraw() {
        for seed in UInt64(1)...200 {
            let width = 5 + Int(seed % 13), height = 2 + Int(seed % 7)
            var screen = AnsiScreen(width: width, height: height)
            var previous: CellBuffer?
            for step in 0..<4 {
                let frame = Self.randomScreen(seed: seed * 10 + UInt64(step), width: width, height: height)
                screen.feed(AnsiFrames.encode(from: previous, to: frame))
                let expected = frame.asShown
                let wrong = (0..<expected.cells.count).filter { screen.buffer.cells[$0] != expected.cells[$0] }
                #expect(wrong.isEmpty, "seed \(seed) step \(step): cells \(wrong.prefix(5)) differ:\n\(screen.buffer.text)\n\(expected.text)")
                previous = frame
            }
        }
    }

    @Test func anUnchangedFrameWritesNothing() {
        let frame = Self.randomScreen(seed: 3, width: 10, height: 4)
        #expect(AnsiFrames.encode(from: frame, to: frame) == "")
    }

    @Test func aCastReadsBackWithItsHeaderEventsAndFinalScreen() throws {
        var a = CellBuffer(width: 8, height: 2)
        a.write("hello", x: 0, y: 0, style: Style(attributes: [.bold]))
        var b = a
        b.write("界!", x: 2, y: 1, style: Style(foreground: .rgb(9, 8, 7)))
        let text = [
            Asciicast.headerLine(width: 8, height: 2, command: "cvsim run --seed 3", term: "xterm", timestamp: 5),
            Asciicast.eventLine(time: 0, kind: "o", data: AnsiFrames.encode(from: nil, to: a)),
            Asciicast.eventLine(time: 0.25, kind: "i", data: "\u{1B}[B"),
            Asciicast.eventLine(time: 0.5, kind: "m", data: "a marker"),
            Asciicast.eventLine(time: 0.75, kind: "x", data: "an unknown kind, skipped"),
            Asciicast.eventLine(time: 1.0000004, kind: "o", data: AnsiFrames.encode(from: a, to: b)),
        ].joined(separator: "\n") + "\n"
        let cast = try Asciicast.parse(text)
        #expect(cast.header == Asciicast.Header(width: 8, height: 2, command: "cvsim run --seed 3", term: "xterm"))
        #expect(cast.events.count == 4)
        #expect(cast.events[1] == .input(time: 0.25, bytes: [0x1B, 0x5B, 0x42]))
        #expect(cast.events[2] == .marker(time: 0.5, label: "a marker"))
        #expect(cast.finalScreen == b)
        #expect(text.contains("[1.000000, \"o\""))
    }

    @Test(arguments: [
        ("", "c: empty, not an asciicast"),
        ("{\"version\": 1, \"width\": 80, \"height\": 24}\n", "c: line 1 is not an asciicast v2 header (version 2, width, height)"),
        ("{\"version\": 2, \"width\": 80, \"height\": 24}\n[0.1, \"o\"]\n", "c: line 2 is not an event [time, kind, data]"),
        ("{\"version\": 2, \"width\": 80, \"height\": 24}\n[0.1, \"r\", \"80by24\"]\n", "c: line 2: a resize must be COLSxROWS, not '80by24'"),
    ])
    func aBadCastIsOneLine(text: String, message: String) {
        #expect(throws: Asciicast.Error(description: message)) { try Asciicast.parse(text, name: "c") }
    }
}
