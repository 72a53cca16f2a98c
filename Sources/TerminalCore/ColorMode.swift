/// How many colours the terminal can show, best first.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
    /// 24-bit colour: a terminfo with direct colour (`COLORS` ≥ 2²⁴, e.g. `TERM=xterm-direct`).
    case trueColor
    /// The xterm 256-colour palette: 16 system colours, a 6×6×6 cube and 24 greys.
    case palette256
    /// The eight ANSI colours.
    case palette8
    /// No colours: attributes only (also what `NO_COLOR` asks for).
    case monochrome

    /// The mode for a terminal reporting `colors` colours (curses' `COLORS`), with the user's
    /// environment: `NO_COLOR` set to anything non-empty forces monochrome.
    public static func detect(colors: Int, hasColors: Bool, noColor: String?) -> ColorMode {
        if let noColor, !noColor.isEmpty { return .monochrome }
        guard hasColors else { return .monochrome }
        if colors >= 1 << 24 { return .trueColor }
        if colors >= 256 { return .palette256 }
        if colors >= 8 { return .palette8 }
        return .monochrome
    }

    /// The curses colour number for `color` in this mode: -1 for the terminal's default colour
    /// (and for every colour in monochrome).
    ///
    /// - Complexity: O(1).
    public func colorNumber(for color: Color) -> Int32 {
        guard case let .rgb(r, g, b) = color else { return -1 }
        switch self {
        case .trueColor: return Int32(r) << 16 | Int32(g) << 8 | Int32(b)
        case .palette256: return Int32(ColorMode.xterm256Index(r, g, b))
        case .palette8: return Int32(ColorMode.ansi8Index(r, g, b))
        case .monochrome: return -1
        }
    }

    /// The nearest entry of the xterm 256-colour cube (16...231) or grey ramp (232...255).
    ///
    /// The cube's levels are 0, 95, 135, 175, 215, 255; the ramp's 8, 18, ..., 238. The nearer
    /// of the best cube colour and the best grey (squared RGB distance) wins.
    public static func xterm256Index(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func cubeStep(_ v: Int) -> Int {
            // Midpoints between levels: 47.5, 115, 155, 195, 235.
            if v < 48 { return 0 }
            if v < 115 { return 1 }
            return min(5, (v - 35) / 40)
        }
        let (ri, gi, bi) = (cubeStep(Int(r)), cubeStep(Int(g)), cubeStep(Int(b)))
        let cube = (levels[ri], levels[gi], levels[bi])
        func distance(_ a: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (a.0 - Int(r), a.1 - Int(g), a.2 - Int(b))
            return dr * dr + dg * dg + db * db
        }
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 8 + 10 * greyStep
        let cubeIndex = 16 + 36 * ri + 6 * gi + bi
        return distance((grey, grey, grey)) < distance(cube) ? 232 + greyStep : cubeIndex
    }

    /// The nearest of the eight ANSI colours (black, red, green, yellow, blue, magenta, cyan,
    /// white), each channel thresholded at half intensity relative to the brightest channel.
    public static func ansi8Index(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let top = max(r, g, b)
        guard top >= 64 else { return 0 }
        let threshold = Int(top) / 2 + 1
        let bits = (Int(r) >= threshold ? 1 : 0) | (Int(g) >= threshold ? 2 : 0) | (Int(b) >= threshold ? 4 : 0)
        // A saturated colour all channels of which pass is white only when it is light.
        if bits == 7 && top < 160 { return 0 }
        return bits
    }
}
