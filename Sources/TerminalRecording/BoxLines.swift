/// The lines of a box-drawing character as four arms from the cell's centre, for drawing it as
/// geometry rather than as a glyph of some font (which rarely joins its neighbours).
struct BoxLines: Hashable {
    enum Weight: Int, Hashable { case none, light, heavy, double }

    var up: Weight, right: Weight, down: Weight, left: Weight
    /// A rounded corner (`╭ ╮ ╰ ╯`): its two arms join in a curve.
    var rounded = false

    /// The arms of `scalar`, or nil when it is not a box-drawing character drawn as lines.
    static func of(_ scalar: Unicode.Scalar) -> BoxLines? { table[scalar] }

    private static let table: [Unicode.Scalar: BoxLines] = {
        let n = Weight.none, l = Weight.light, h = Weight.heavy, d = Weight.double
        var t: [Unicode.Scalar: BoxLines] = [:]
        func add(_ s: Unicode.Scalar, _ up: Weight, _ right: Weight, _ down: Weight, _ left: Weight, rounded: Bool = false) {
            t[s] = BoxLines(up: up, right: right, down: down, left: left, rounded: rounded)
        }
        add("─", n, l, n, l); add("│", l, n, l, n)
        add("┌", n, l, l, n); add("┐", n, n, l, l); add("└", l, l, n, n); add("┘", l, n, n, l)
        add("├", l, l, l, n); add("┤", l, n, l, l); add("┬", n, l, l, l); add("┴", l, l, n, l); add("┼", l, l, l, l)
        add("━", n, h, n, h); add("┃", h, n, h, n)
        add("┏", n, h, h, n); add("┓", n, n, h, h); add("┗", h, h, n, n); add("┛", h, n, n, h)
        add("┣", h, h, h, n); add("┫", h, n, h, h); add("┳", n, h, h, h); add("┻", h, h, n, h); add("╋", h, h, h, h)
        add("═", n, d, n, d); add("║", d, n, d, n)
        add("╔", n, d, d, n); add("╗", n, n, d, d); add("╚", d, d, n, n); add("╝", d, n, n, d)
        add("╠", d, d, d, n); add("╣", d, n, d, d); add("╦", n, d, d, d); add("╩", d, d, n, d); add("╬", d, d, d, d)
        add("╭", n, l, l, n, rounded: true); add("╮", n, n, l, l, rounded: true)
        add("╰", l, l, n, n, rounded: true); add("╯", l, n, n, l, rounded: true)
        add("╴", n, n, n, l); add("╵", l, n, n, n); add("╶", n, l, n, n); add("╷", n, n, l, n)
        return t
    }()
}
