/// The virtual system font cells are measured with: fixed advances per character class, so a
/// layout is the same on every terminal and every machine.
///
/// - A narrow character (Latin, Greek, Cyrillic, Arabic, Hebrew, digits, punctuation, space)
///   advances half an em (`pointSize / 2`).
/// - A wide one (CJK, kana, Hangul, fullwidth forms, emoji; `EastAsianWidth` says 2) advances
///   one em.
/// - Combining marks, control and format characters advance 0 (a grapheme cluster advances as
///   its widest scalar).
/// - A line is 1.2 em high.
public struct VirtualFont: Hashable, Sendable {
    /// The em size in points.
    public var pointSize: Double

    public init(pointSize: Double) {
        self.pointSize = pointSize
    }

    /// The body font at `category` (UIKit's `preferredFont(forTextStyle: .body)`).
    public static func body(_ category: ContentSizeCategory) -> VirtualFont {
        VirtualFont(pointSize: category.bodyPointSize)
    }

    /// Half an em: what one terminal column's worth of character advances.
    public var halfEm: Double { pointSize / 2 }

    /// The height of one line of text.
    public var lineHeight: Double { pointSize * 1.2 }

    /// How far `character` advances, in points.
    @inline(__always)
    public func advance(_ character: Character) -> Double {
        Double(EastAsianWidth.columns(character)) * halfEm
    }
}
