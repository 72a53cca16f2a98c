/// The VT100 line-drawing set (terminfo's `smacs`/`rmacs`, letters from `acsc`), which both the
/// curses session and the ANSI writer use for runs of light box-drawing characters.
package enum LineDrawingSet {
    /// The letter of the VT100 line-drawing set (terminfo's `acsc`) that draws `scalar`, for the
    /// light box-drawing characters of horizontal runs. Not `│`: alone between other characters,
    /// switching to the set and back costs more than its three bytes.
    package static func letter(for scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "─": return UInt8(ascii: "q")
        case "┌": return UInt8(ascii: "l")
        case "┐": return UInt8(ascii: "k")
        case "└": return UInt8(ascii: "m")
        case "┘": return UInt8(ascii: "j")
        case "├": return UInt8(ascii: "t")
        case "┤": return UInt8(ascii: "u")
        case "┬": return UInt8(ascii: "w")
        case "┴": return UInt8(ascii: "v")
        case "┼": return UInt8(ascii: "n")
        default: return nil
        }
    }
}
