import CollectionLayout
import CollectionView
import Testing

@testable import TerminalCore
@testable import TerminalUI

/// The bytes `ScreenWriter` sends, replayed on a model terminal (`ModelTerminal`): the screen
/// they leave is the frame, cell for cell, over many frames; and a one-row scroll step of the
/// viewer costs what the benchmark's target allows.
@Suite struct ScreenWriterTests {
    /// xterm-256color (`ECH`, `bce`, `ESC ( 0` for the line-drawing set), tmux-256color (no
    /// `ECH`, no `bce`, SO/SI with G1 set to line drawing), and the other colour modes.
    static let terminals: [ScreenWriter.Terminal] = [
        xterm,
        ScreenWriter.Terminal(
            colorMode: .palette256, utf8: true, erasesCharacters: false, erasesWithBackground: false,
            enableLineDrawing: Array("\u{1B}(B\u{1B})0".utf8), enterLineDrawing: [0x0E], exitLineDrawing: [0x0F]),
        ScreenWriter.Terminal(colorMode: .trueColor, utf8: true, erasesCharacters: true, erasesWithBackground: false),
        ScreenWriter.Terminal(
            colorMode: .palette8, utf8: true, erasesCharacters: true, erasesWithBackground: true,
            enterLineDrawing: Array("\u{1B}(0".utf8), exitLineDrawing: Array("\u{1B}(B".utf8)),
        ScreenWriter.Terminal(
            colorMode: .monochrome, utf8: true, erasesCharacters: true, erasesWithBackground: true,
            enterLineDrawing: Array("\u{1B}(0".utf8), exitLineDrawing: Array("\u{1B}(B".utf8)),
    ]

    static let xterm = ScreenWriter.Terminal(
        colorMode: .palette256, utf8: true, erasesCharacters: true, erasesWithBackground: true,
        enterLineDrawing: Array("\u{1B}(0".utf8), exitLineDrawing: Array("\u{1B}(B".utf8))

    /// Writes `frames` in turn (the first as a repaint) and checks the model terminal after each.
    /// Returns the bytes of each frame.
    @discardableResult
    static func replay(_ frames: [CellBuffer], on terminal: ScreenWriter.Terminal, _ label: String) -> [[UInt8]] {
        guard let first = frames.first else { return [] }
        var writer = ScreenWriter(terminal: terminal)
        var model = ModelTerminal(width: first.width, height: first.height)
        var sent: [[UInt8]] = []
        var old: CellBuffer?
        for (k, frame) in frames.enumerated() {
            let damage = FrameDamage.between(
                old: old, new: frame, oldRows: old.map(RowShift.fingerprints) ?? [], newRows: RowShift.fingerprints(of: frame))
            if old == nil { writer.repaint(frame, damage: damage) } else { writer.update(to: frame, damage: damage) }
            let bytes = writer.take()
            model.feed(bytes)
            sent.append(bytes)
            #expect(model.unknown.isEmpty, "\(label), frame \(k): \(model.unknown.prefix(3))")
            let expected = ModelTerminal.expected(frame, colorMode: terminal.colorMode)
            if model.visibleCells != expected {
                let row = (0..<frame.height).first { y in
                    model.visibleCells[y * frame.width..<(y + 1) * frame.width] != expected[y * frame.width..<(y + 1) * frame.width]
                }!
                Issue.record("\(label), frame \(k): row \(row) is\n\(model.lines[row])\nnot\n\(frame.line(row))\n\(Self.escaped(bytes))")
                return sent
            }
            old = frame
        }
        return sent
    }

    /// Bytes with escapes and control characters spelled out.
    static func escaped(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map { scalar -> String in
            switch scalar.value {
            case 0x1B: return "⎋"
            case 0x0D: return "␍"
            case 0x0E: return "␎"
            case 0x0F: return "␏"
            default: return String(scalar)
            }
        }.joined()
    }

    /// Property, over random sequences of keys on the viewer (scrolls of every size both ways,
    /// focus moves, zoom, rotation, the help and the inspector, layout switches, edits, ASCII or
    /// not, several terminal sizes), on every kind of terminal: the screen is the frame after
    /// every frame.
    /// The writer's numbers are their decimal digits, as `String(n)` spells them: every number
    /// below 20 000, and 20 000 seeded ones up to `Int.max` and below zero.
    @Test func numbersAreWrittenAsTheirDigits() {
        var random = SplitMix(seed: 41)
        let numbers = Array(0..<20_000) + (0..<20_000).map { _ in Int(truncatingIfNeeded: random.next()) >> Int(random.next() % 64) } + [Int.max, Int.min, -1]
        for n in numbers {
            var bytes: [UInt8] = [0x3B]
            ScreenWriter.appendDecimal(n, to: &bytes)
            #expect(bytes == [0x3B] + Array(String(n).utf8), "\(n)")
        }
    }

    @Test func viewerFramesReplayExactly() throws {
        let keys: [InputEvent] = [
            .key(.down), .key(.down), .key(.down), .key(.up), .key(.up), .key(.pageDown), .key(.pageUp),
            .key(.character("j")), .key(.character("k")), .key(.character("l")), .key(.character("h")),
            .key(.character("+")), .key(.character("-")), .key(.character("r")), .key(.character("?")),
            .key(.character("I")), .key(.character("2")), .key(.character("3")), .key(.character("1")),
            .key(.character("i")), .key(.character("d")), .key(.character("u")), .key(.end), .key(.home),
            .key(.tab), .key(.escape),
        ]
        var random = SplitMix(seed: 91)
        for run in 0..<10 {
            let sizes = [(120, 40), (100, 30), (80, 24), (60, 50)]
            let (width, height) = sizes[run % sizes.count]
            let view = try FrameDamageTests.view(items: run % 3 == 0 ? 60 : 100_000, width: width, height: height, ascii: run % 5 == 4)
            var frames = [FrameDamageTests.frame(view)]
            for _ in 0..<80 {
                _ = view.handle(keys[Int(random.next() % UInt64(keys.count))], now: 0)
                if view.chrome.showsHelp, random.next() % 3 == 0 { _ = view.handle(.key(.escape), now: 0) }
                frames.append(FrameDamageTests.frame(view))
            }
            let terminal = Self.terminals[run % Self.terminals.count]
            Self.replay(frames, on: terminal, "run \(run), \(terminal.colorMode)")
        }
    }

    /// Property, over random frames that no viewer draws: every style (colours, bold, dim,
    /// reverse, underline), wide characters, control characters, box drawing, blank runs, and
    /// bands of rows shifted both ways between frames.
    @Test func randomFramesReplayExactly() {
        var random = SplitMix(seed: 7)
        let characters: [Unicode.Scalar] = ["a", "Z", "0", "~", "_", "`", " ", " ", " ", "─", "─", "┌", "┐", "│", "é", "\u{1}", "\u{9B}"]
        let wide: [Unicode.Scalar] = ["漢", "字", "가"]
        let colors: [Color] = [.default, .rgb(0, 0, 0), .rgb(255, 255, 255), .rgb(200, 30, 40), .rgb(20, 90, 220)]
        func style() -> Style {
            Style(
                foreground: colors[Int(random.next() % 5)], background: colors[Int(random.next() % 5)],
                attributes: TextAttributes(rawValue: UInt8(random.next() % 16) & (random.next() % 3 == 0 ? 0xF : 0)))
        }
        for run in 0..<60 {
            let width = 8 + Int(random.next() % 30), height = 4 + Int(random.next() % 12)
            var frame = CellBuffer(width: width, height: height)
            var frames: [CellBuffer] = []
            for _ in 0..<12 {
                // A band shifted, then some runs of cells changed.
                if random.next() % 2 == 0 {
                    let top = Int(random.next() % UInt64(height - 2))
                    let bottom = top + 1 + Int(random.next() % UInt64(height - top - 1))
                    let distance = Int(random.next() % 3) + 1
                    let up = random.next() % 2 == 0
                    let old = frame
                    for y in top...bottom {
                        let source = up ? y + distance : y - distance
                        for x in 0..<width { frame[x, y] = (top...bottom).contains(source) ? old[x, source] : .blank }
                    }
                }
                for _ in 0..<Int(random.next() % 8) {
                    let y = Int(random.next() % UInt64(height))
                    var x = Int(random.next() % UInt64(width))
                    let s = style()
                    for _ in 0..<Int(random.next() % 12) where x < width {
                        // Through `write`, which keeps wide characters whole as the view's drawing does.
                        let character = random.next() % 8 == 0 ? wide[Int(random.next() % 3)] : characters[Int(random.next() % UInt64(characters.count))]
                        x += max(1, frame.write(String(character), x: x, y: y, style: s))
                    }
                }
                frames.append(frame)
            }
            let terminal = Self.terminals[run % Self.terminals.count]
            Self.replay(frames, on: terminal, "run \(run), \(terminal.colorMode)")
        }
    }

    /// One-row scroll steps (↓) of `cvsim run --items 1000000 --layout waterfall` at 120×40, in
    /// the bezel with 256 colours, as the benchmark drives them. A step the focus stays on is at
    /// most the 103–108 B ncurses' own scrolling sends for the plain waterfall, on average (107
    /// here): the index
    /// at the region's last row (the region stays set), the row that came in, the status line's
    /// changed digits. A step that scrolls the focused cell out of view also redraws the border of
    /// the cell the focus moves to (and of the old one where it still shows).
    @Test func oneRowStepCostsLessThanCurses() throws {
        let view = try FrameDamageTests.view()
        var frames = [FrameDamageTests.frame(view)]
        var focusMoved: [Bool] = [false]
        for _ in 0..<200 {
            let focus = view.interaction.focus
            _ = view.handle(.key(.down), now: 0)
            frames.append(FrameDamageTests.frame(view))
            focusMoved.append(view.interaction.focus != focus)
        }
        let sent = Self.replay(frames, on: Self.xterm, "steps")
        // The first step sets the scroll region.
        let steps = Array(sent.indices.dropFirst(2))
        let plain = steps.filter { !focusMoved[$0] }
        let plainAverage = Double(plain.map { sent[$0].count }.reduce(0, +)) / Double(plain.count)
        let average = Double(steps.map { sent[$0].count }.reduce(0, +)) / Double(steps.count)
        #expect(plain.count > 150)
        #expect(plainAverage <= 108, "\(plainAverage) B a step without a focus move")
        #expect(average <= 150, "\(average) B a step")
        // The third step: to the region's last row at the bezel's left side, index, the bezel
        // side, a card's title row (its colours, the bold title), the next card's blank row (the
        // background only, its blanks erased), the bezel side in the default colours, the
        // offset's last two digits.
        #expect(
            Self.escaped(sent[3])
                == "⎋[38;42H⎋D│ ⎋[38;5;16;48;5;185m│⎋[1mPale Valley 14⎋[22m│⎋[48;5;79m│⎋[14X⎋[14C│⎋[m  │⎋[40;54H68")
        #expect(sent[3].count == 106)
    }

    /// terminfo's delays (`$<2>` in vt220's `smacs`) are not sent as text: they showed as `$<2>`
    /// on the screen, shifting the rest of the row.
    @Test func delaysAreLeftOutOfCapabilities() {
        #expect(TerminalSession.unpadded("\u{1B}(0$<2>") == "\u{1B}(0")
        #expect(TerminalSession.unpadded("a$<4/>b$<5*>c") == "abc")
        #expect(TerminalSession.unpadded("\u{1B}(B") == "\u{1B}(B")
    }
}
