/// A colour of the cell buffer: the terminal's default, or a 24-bit colour that the terminal layer
/// degrades to what the terminal has (true colour, 256 or 8 colours, or none).
public enum Color: Hashable, Sendable {
    case `default`
    case rgb(UInt8, UInt8, UInt8)

    /// Parses `#rrggbb` (or `rrggbb`); `nil` when malformed.
    public init?(hex: String) {
        // Read as bytes: every drawn frame parses the colours of the items it shows.
        var utf8 = Substring(hex).utf8
        if utf8.first == UInt8(ascii: "#") { utf8 = utf8.dropFirst() }
        guard utf8.count == 6 else { return nil }
        var value: UInt32 = 0
        for byte in utf8 {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        self = .rgb(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    /// `#rrggbb`, or `default`.
    public var hex: String {
        guard case let .rgb(r, g, b) = self else { return "default" }
        let digits = Array("0123456789abcdef")
        return "#" + String([r >> 4, r & 15, g >> 4, g & 15, b >> 4, b & 15].map { digits[Int($0)] })
    }

    /// Perceived brightness 0...1 (default counts as dark).
    public var luminance: Double {
        guard case let .rgb(r, g, b) = self else { return 0 }
        return (0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b)) / 255
    }
}

/// Text attributes of a cell.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
}

/// How a cell looks: foreground, background and attributes.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: TextAttributes

    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()
}
