import TerminalCore
/// The JSON of asciicast lines: a small strict reader and the string writer.
enum CastJSON: Equatable {
    case object([String: CastJSON])
    case array([CastJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    struct SyntaxError: Error {}

    /// Parses one JSON document.
    static func parse(_ text: String) throws(SyntaxError) -> CastJSON {
        var reader = Reader(bytes: Array(text.utf8))
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == reader.bytes.count else { throw SyntaxError() }
        return value
    }

    /// A JSON string literal of `text`.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> CastJSON {
            guard depth < 64 else { throw SyntaxError() }
            skipSpace()
            guard position < bytes.count else { throw SyntaxError() }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [String: CastJSON] = [:]
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard case .string(let key) = try value(depth: depth + 1) else { throw SyntaxError() }
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw SyntaxError() }
                    position += 1
                    members[key] = try value(depth: depth + 1)
                    skipSpace()
                    guard position < bytes.count else { throw SyntaxError() }
                    position += 1
                    if bytes[position - 1] == UInt8(ascii: "}") { return .object(members) }
                    guard bytes[position - 1] == UInt8(ascii: ",") else { throw SyntaxError() }
                }
            case UInt8(ascii: "["):
                position += 1
                var elements: [CastJSON] = []
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
                while true {
                    elements.append(try value(depth: depth + 1))
                    skipSpace()
                    guard position < bytes.count else { throw SyntaxError() }
                    position += 1
                    if bytes[position - 1] == UInt8(ascii: "]") { return .array(elements) }
                    guard bytes[position - 1] == UInt8(ascii: ",") else { throw SyntaxError() }
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default:
                let start = position
                while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
                guard let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)), number.isFinite else {
                    throw SyntaxError()
                }
                return .number(number)
            }
        }

        mutating func literal(_ word: String, _ value: CastJSON) throws(SyntaxError) -> CastJSON {
            let w = Array(word.utf8)
            guard position + w.count <= bytes.count, Array(bytes[position..<position + w.count]) == w else { throw SyntaxError() }
            position += w.count
            return value
        }

        mutating func string() throws(SyntaxError) -> String {
            position += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while position < bytes.count {
                let b = bytes[position]
                position += 1
                switch b {
                case UInt8(ascii: "\""):
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard position < bytes.count else { throw SyntaxError() }
                    let e = bytes[position]
                    position += 1
                    switch e {
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "u"):
                        var value = try hex4()
                        if (0xD800..<0xDC00).contains(value), position + 6 <= bytes.count,
                            bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                        {
                            position += 2
                            let low = try hex4()
                            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        }
                        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    default: scalars.append(Unicode.Scalar(e))
                    }
                default:
                    guard b >= 0x20 else { throw SyntaxError() }
                    raw.append(b)
                }
            }
            throw SyntaxError()
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            guard position + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
            else { throw SyntaxError() }
            position += 4
            return v
        }
    }
}
