import CollectionLayout

/// The bytes of an SVG document as it is written: numbers to the hundredth and escaped text
/// appended straight to a byte array, without a temporary string each.
struct SVGText {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A whole number.
    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(value.magnitude)
    }

    private mutating func digits(_ value: UInt) {
        if value >= 10 { digits(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// A number to the hundredth: `12`, `12.5`, `-0.25` (0 for NaN and infinities).
    mutating func number(_ value: Double) {
        guard value.isFinite, abs(value) < 1e15 else { return bytes.append(UInt8(ascii: "0")) }
        let hundredths = Int64((value * 100).rounded())
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = UInt(hundredths.magnitude)
        digits(magnitude / 100)
        let fraction = magnitude % 100
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// ` name="value"`.
    mutating func attribute(_ name: StaticString, _ value: Double) {
        bytes.append(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        number(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// ` x=".." y=".." width=".." height=".."` (negative lengths as 0).
    mutating func box(_ r: Rect) {
        attribute("x", r.minX)
        attribute("y", r.minY)
        attribute("width", max(0, r.width))
        attribute("height", max(0, r.height))
    }

    /// Text with the five XML specials escaped and control characters dropped.
    mutating func escaped<S: StringProtocol>(_ text: S) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": raw("&amp;")
            case "<": raw("&lt;")
            case ">": raw("&gt;")
            case "\"": raw("&quot;")
            case "'": raw("&apos;")
            default:
                if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { continue }
                if scalar.isASCII {
                    bytes.append(UInt8(scalar.value))
                } else {
                    bytes.append(contentsOf: String(Character(scalar)).utf8)
                }
            }
        }
    }
}
