import TerminalCore
/// The characters of a box's border.
public struct BoxGlyphs: Hashable, Sendable {
    public var topLeft: Unicode.Scalar
    public var topRight: Unicode.Scalar
    public var bottomLeft: Unicode.Scalar
    public var bottomRight: Unicode.Scalar
    public var horizontal: Unicode.Scalar
    public var vertical: Unicode.Scalar

    public init(
        _ topLeft: Unicode.Scalar, _ topRight: Unicode.Scalar, _ bottomLeft: Unicode.Scalar,
        _ bottomRight: Unicode.Scalar, _ horizontal: Unicode.Scalar, _ vertical: Unicode.Scalar
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// A plain cell.
    public static let light = BoxGlyphs("┌", "┐", "└", "┘", "─", "│")
    /// The focused cell.
    public static let double = BoxGlyphs("╔", "╗", "╚", "╝", "═", "║")
    /// The lifted cell of a drag.
    public static let heavy = BoxGlyphs("┏", "┓", "┗", "┛", "━", "┃")
    /// Dashed: an element whose frame differs from a compared dump's.
    public static let dashed = BoxGlyphs("┌", "┐", "└", "┘", "╌", "╎")
    public static let asciiLight = BoxGlyphs("+", "+", "+", "+", "-", "|")
    public static let asciiDouble = BoxGlyphs("#", "#", "#", "#", "=", "#")
    public static let asciiHeavy = BoxGlyphs("*", "*", "*", "*", "~", "*")
    public static let asciiDashed = BoxGlyphs("+", "+", "+", "+", ".", ":")
}

extension CellBuffer {
    /// Draws the border of `rect` (clipped) in `style`.
    mutating func drawBox(_ rect: CellRect, glyphs: BoxGlyphs, style: Style) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        fill(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1, character: glyphs.horizontal, style: style)
        fill(x: rect.x + 1, y: bottom, width: rect.width - 2, height: 1, character: glyphs.horizontal, style: style)
        fill(x: rect.x, y: rect.y + 1, width: 1, height: rect.height - 2, character: glyphs.vertical, style: style)
        fill(x: right, y: rect.y + 1, width: 1, height: rect.height - 2, character: glyphs.vertical, style: style)
        fill(x: rect.x, y: rect.y, width: 1, height: 1, character: glyphs.topLeft, style: style)
        fill(x: right, y: rect.y, width: 1, height: 1, character: glyphs.topRight, style: style)
        fill(x: rect.x, y: bottom, width: 1, height: 1, character: glyphs.bottomLeft, style: style)
        fill(x: right, y: bottom, width: 1, height: 1, character: glyphs.bottomRight, style: style)
    }
}
