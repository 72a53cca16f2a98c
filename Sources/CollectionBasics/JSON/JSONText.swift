/// JSON text written by hand (layout files, datasets, `cvsim layout`'s documents, asciicasts):
/// one escaper for all.
public enum JSONText {
    /// A JSON string literal of `text`: quotes, backslashes and control characters escaped,
    /// everything else as it is (UTF-8 text stays readable).
    ///
    /// - Complexity: O(`text.utf8.count`).
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the JSON string literal of `text` (as `quoted(_:)` writes it) to `bytes`.
    ///
    /// - Complexity: O(`text.utf8.count`).
    public static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20: bytes += Array("\\u00".utf8) + [hexDigit(Int(byte) >> 4), hexDigit(Int(byte) & 15)]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// `value` (clamped to 0...255) as two lower-case hexadecimal digits.
package func hex2(_ value: Int) -> String {
    let v = max(0, min(255, value))
    return String(decoding: [hexDigit(v >> 4), hexDigit(v & 15)], as: UTF8.self)
}

/// The lower-case hexadecimal digit of `d` (0...15) as an ASCII byte.
@inline(__always)
package func hexDigit(_ d: Int) -> UInt8 { UInt8(truncatingIfNeeded: d < 10 ? 48 + d : 87 + d) }
