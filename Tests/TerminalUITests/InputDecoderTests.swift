import CollectionLayout
import CollectionView
import Testing

@testable import TerminalCore
import TerminalUI

@Suite struct InputDecoderTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Home, End, PgUp, PgDn, Insert, Delete as xterm, VT220 / Linux console / tmux / screen,
    /// and rxvt send them, with and without modifiers.
    @Test(arguments: [
        ("\u{1B}[H", Key.home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[1;5H", .home),
        ("\u{1B}[7^", .home), ("\u{1B}[7$", .home), ("\u{1B}[7@", .home),
        ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}[1;2F", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[5;5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[6^", .pageDown),
        ("\u{1B}[2~", .insert), ("\u{1B}[2$", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[3;2~", .delete),
        ("\u{1B}[A", .up), ("\u{1B}OA", .up), ("\u{1B}[1;3A", .up), ("\u{1B}[a", .up), ("\u{1B}Oa", .up),
        ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left), ("\u{1B}OD", .left), ("\u{1B}[Z", .backTab),
        ("\u{1B}OP", .function(1)), ("\u{1B}[11~", .function(1)), ("\u{1B}[[A", .function(1)), ("\u{1B}[[E", .function(5)),
        ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)), ("\u{1B}[24~", .function(12)), ("\u{1B}[1;2P", .function(1)),
        ("\u{1B}OM", .enter), ("\u{1B}Op", .character("0")), ("\u{1B}Oy", .character("9")),
    ])
    func keySequences(sequence: String, key: Key) {
        // Followed by `q`: the sequence is one key and nothing of it leaks.
        #expect(InputDecoder.events(in: Self.bytes(sequence + "q")) == [.key(key), .key(.character("q"))])
    }

    @Test(arguments: [
        "\u{1B}[?1;2c", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[99~", "\u{1B}[12;40R", "\u{1B}[I", "\u{1B}[O",
        "\u{1B}[>0;276;0c", "\u{1B}[1;2;3;4;5;6;7;8x", "\u{1B}O5z", "\u{1B}[ q", "\u{1B}[[Z",
    ])
    func unknownSequencesAreSwallowedWhole(sequence: String) {
        #expect(InputDecoder.events(in: Self.bytes(sequence + "q")) == [.key(.character("q"))])
    }

    @Test(arguments: [
        [0xFF] as [UInt8], [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF5],
        [0xE9],  // Latin-1 é, as a C locale terminal sends it
    ])
    func invalidUTF8IsDroppedWithoutWaiting(invalid: [UInt8]) {
        // The next key comes through at once, without `final`.
        var decoder = InputDecoder()
        decoder.feed(invalid + Self.bytes("q"))
        var events: [InputEvent] = []
        loop: while true {
            switch decoder.next() {
            case .event(let e): events.append(e)
            case .skipped: continue
            case .incomplete, .empty: break loop
            }
        }
        #expect(events == [.key(.character("q"))])
    }

    @Test func validUTF8AndControlCharacters() {
        #expect(InputDecoder.events(in: Self.bytes("é中😀\t\r\u{7F}\u{0C}")) == [
            .key(.character("é")), .key(.character("中")), .key(.character("😀")), .key(.tab), .key(.enter),
            .key(.backspace), .key(.ctrl("l")),
        ])
    }

    @Test func aSequenceCutShortWaitsThenResolves() {
        var decoder = InputDecoder()
        decoder.feed([0x1B])
        #expect(decoder.next() == .incomplete)
        decoder.feed(Self.bytes("[4"))
        #expect(decoder.next() == .incomplete)
        decoder.feed(Self.bytes("~"))
        #expect(decoder.next() == .event(.key(.end)))
        decoder.feed([0x1B])
        #expect(decoder.next(final: true) == .event(.key(.escape)), "a lone ESC is Escape once nothing more comes")
        decoder.feed(Self.bytes("\u{1B}[12;"))
        #expect(decoder.next(final: true) == .skipped, "a cut sequence is dropped")
        #expect(decoder.next(final: true) == .empty)
        decoder.feed([0xE4, 0xB8])
        #expect(decoder.next() == .incomplete)
        decoder.feed([0xAD])
        #expect(decoder.next() == .event(.key(.character("中"))))
    }

    @Test func escapeBeforeAnotherKeyIsEscapeThenTheKey() {
        #expect(InputDecoder.events(in: Self.bytes("\u{1B}q\u{1B}\u{1B}")) == [
            .key(.escape), .key(.character("q")), .key(.escape), .key(.escape),
        ])
    }

    @Test func mouseReportsInSGRAndX10Forms() {
        #expect(InputDecoder.events(in: Self.bytes("\u{1B}[<0;5;3M\u{1B}[<32;6;3M\u{1B}[<0;6;3m\u{1B}[<64;1;1M\u{1B}[<65;1;1M")) == [
            .mousePress(x: 4, y: 2), .mouseDrag(x: 5, y: 2), .mouseRelease(x: 5, y: 2),
            .wheel(delta: -1, x: 0, y: 0), .wheel(delta: 1, x: 0, y: 0),
        ])
        #expect(InputDecoder.events(in: [0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2, 0x1B, 0x5B, 0x4D, 35, 33 + 4, 33 + 2]) == [
            .mousePress(x: 4, y: 2), .mouseRelease(x: 4, y: 2),
        ])
    }

    /// Random bytes never make the decoder stall or trap, and a `q` after them (once they are
    /// resolved) is always read as `q`: thousands of seeded cases.
    @Test func randomBytesThenQ() {
        for seed in 0..<3_000 {
            var rng = SplitMix64(seed: UInt64(seed))
            let count = Int(rng.next() % 64)
            let noise = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            var decoder = InputDecoder()
            decoder.feed(noise)
            var steps = 0
            while decoder.next(final: true) != .empty { steps += 1; #expect(steps <= noise.count) }
            decoder.feed(Self.bytes("q"))
            #expect(decoder.next() == .event(.key(.character("q"))), "seed \(seed)")
        }
    }
}
