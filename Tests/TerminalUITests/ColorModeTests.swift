import CollectionView
import Testing

@testable import TerminalCore
import TerminalUI

@Suite struct ColorModeTests {
    @Test(arguments: [
        (16_777_216, true, nil as String?, ColorMode.trueColor),
        (256, true, nil, .palette256),
        (88, true, nil, .palette8),
        (8, true, nil, .palette8),
        (2, true, nil, .monochrome),
        (256, false, nil, .monochrome),
        (256, true, "1", .monochrome),
        (256, true, "", .palette256),
    ])
    func modeFollowsTheTerminalAndNoColor(colors: Int, hasColors: Bool, noColor: String?, expected: ColorMode) {
        #expect(ColorMode.detect(colors: colors, hasColors: hasColors, noColor: noColor) == expected)
    }

    /// The xterm palette's colours, as terminals define them.
    static func xtermColor(_ index: Int) -> (Int, Int, Int) {
        if index >= 232 { let v = 8 + 10 * (index - 232); return (v, v, v) }
        let levels = [0, 95, 135, 175, 215, 255]
        let i = index - 16
        return (levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
    }

    /// Against a brute-force search of the 240 cube and grey entries: the chosen entry is as near
    /// as the nearest one.
    @Test func palette256PicksTheNearestEntry() {
        var random = SplitMix(seed: 7)
        for _ in 0..<5_000 {
            let (r, g, b) = (UInt8(random.next() & 255), UInt8(random.next() & 255), UInt8(random.next() & 255))
            func distance(_ index: Int) -> Int {
                let (cr, cg, cb) = Self.xtermColor(index)
                return (cr - Int(r)) * (cr - Int(r)) + (cg - Int(g)) * (cg - Int(g)) + (cb - Int(b)) * (cb - Int(b))
            }
            let chosen = ColorMode.xterm256Index(r, g, b)
            let best = (16...255).map(distance).min()!
            #expect((16...255).contains(chosen))
            #expect(distance(chosen) == best, "rgb \(r),\(g),\(b) → \(chosen)")
        }
    }

    @Test(arguments: [
        (Color.rgb(0, 0, 0), Int32(16), Int32(0)),
        (.rgb(255, 255, 255), 231, 7),
        (.rgb(255, 0, 0), 196, 1),
        (.rgb(0, 255, 0), 46, 2),
        (.rgb(0, 0, 255), 21, 4),
        (.rgb(128, 128, 128), 244, 0),
        (.rgb(230, 230, 0), 184, 3),
    ])
    func knownColoursMapToTheirEntries(color: Color, in256: Int32, in8: Int32) {
        #expect(ColorMode.palette256.colorNumber(for: color) == in256)
        #expect(ColorMode.palette8.colorNumber(for: color) == in8)
    }

    @Test func defaultStaysDefaultAndMonochromeHasNoColours() {
        for mode in ColorMode.allCases { #expect(mode.colorNumber(for: .default) == -1) }
        #expect(ColorMode.monochrome.colorNumber(for: .rgb(255, 0, 0)) == -1)
        #expect(ColorMode.trueColor.colorNumber(for: .rgb(0x12, 0x34, 0x56)) == 0x123456)
    }
}

/// A tiny seeded generator (SplitMix64) for the tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
