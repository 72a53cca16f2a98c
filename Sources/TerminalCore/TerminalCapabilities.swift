/// What the terminal can show, for the view to choose its drawing.
public struct TerminalCapabilities: Hashable, Sendable {
    public var colorMode: ColorMode
    /// The locale's encoding is UTF-8: box-drawing characters and CJK can be shown. Without it
    /// the view draws ASCII boxes.
    public var unicode: Bool
    /// Mouse events are reported.
    public var mouse: Bool

    public init(colorMode: ColorMode, unicode: Bool, mouse: Bool) {
        self.colorMode = colorMode
        self.unicode = unicode
        self.mouse = mouse
    }
}
