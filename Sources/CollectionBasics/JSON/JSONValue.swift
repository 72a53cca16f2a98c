/// A parsed JSON value: objects keep their keys in order (the one JSON reader of layout files,
/// datasets, snapshots, feed pages, dumps and asciicasts).
package enum JSONValue: Equatable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        case (.array(let a), .array(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }

    /// The value of `key` in an object (the last one, if repeated).
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// A word for error messages: "a string", "an array", ...
    package var kindName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// Why JSON text could not be parsed, with the place (1-based line and column).
package struct JSONSyntaxError: Error {
    package var message: String
    package var line: Int
    package var column: Int
    package var truncated: Bool
}

/// A small strict JSON parser (RFC 8259) over UTF-8 bytes that reports where it stopped.
package struct JSONParser {
    private let bytes: [UInt8]
    /// Where the parser is, in bytes.
    package private(set) var position = 0
    private var depth = 0
    static let maximumDepth = 256

    /// A parser at the start of a document's first value (after a UTF-8 byte order mark, which
    /// is tolerated, and white space).
    package init(document bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
    }

    /// Parses a whole document.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(document: bytes)
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.position < bytes.count { throw parser.error("unexpected text after the end of the document") }
        return value
    }

    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var column = 1
        // Columns count characters, not bytes (continuation bytes are skipped).
        for byte in bytes[..<min(position, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(message: message, line: line, column: column, truncated: position >= bytes.count)
    }

    package mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    /// The byte at `position`, nil at the end.
    package var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The value at `position`, which the parser then passes.
    package mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character \(describe(byte)), expected a value")
        }
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(hex2(Int(byte)))"
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        for expected in word.utf8 {
            guard let byte = current else { throw error("unexpected end of input inside '\(word)'") }
            guard byte == expected else { throw error("unexpected character \(describe(byte)), expected '\(word)'") }
            position += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        func digits(_ parser: inout JSONParser) -> Int {
            var n = 0
            while let b = parser.current, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
                parser.position += 1
                n += 1
            }
            return n
        }
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if digits(&self) == 0 {
            throw error(current == nil ? "unexpected end of input inside a number" : "invalid number")
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw error("invalid number: expected digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw error("invalid number: expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number \(text)") }
        return .number(value)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flush(_ parser: JSONParser, _ end: Int, into scalars: inout String.UnicodeScalarView)
            throws(JSONSyntaxError)
        {
            guard runStart < end else { return }
            guard let text = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
                throw parser.error("invalid UTF-8 in a string")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard let byte = current else { throw error("unexpected end of input inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                try flush(self, position, into: &scalars)
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush(self, position, into: &scalars)
                position += 1
                guard let escape = current else { throw error("unexpected end of input inside a string") }
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
                            bytes[position + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired surrogate in \\u escape") }
                        position += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default:
                    position -= 1
                    throw error("invalid escape \\\(Character(Unicode.Scalar(escape)))")
                }
                runStart = position
            case 0..<0x20:
                throw error("control character \(describe(byte)) inside a string (escape it)")
            default:
                position += 1
            }
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("unexpected end of input inside a \\u escape") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid hex digit \(describe(byte)) in a \\u escape")
            }
            value = value * 16 + UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard let byte = current else {
                throw error("unexpected end of input inside an array, expected ',' or ']'")
            }
            position += 1
            if byte == UInt8(ascii: "]") { return .array(elements) }
            guard byte == UInt8(ascii: ",") else {
                position -= 1
                throw error("unexpected character \(describe(byte)), expected ',' or ']'")
            }
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard let byte = current else { throw error("unexpected end of input inside an object, expected a key") }
            guard byte == UInt8(ascii: "\"") else {
                throw error("unexpected character \(describe(byte)), expected a quoted key")
            }
            let key = try parseString()
            skipWhitespace()
            guard let colon = current else { throw error("unexpected end of input inside an object, expected ':'") }
            guard colon == UInt8(ascii: ":") else {
                throw error("unexpected character \(describe(colon)), expected ':'")
            }
            position += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            guard let next = current else {
                throw error("unexpected end of input inside an object, expected ',' or '}'")
            }
            position += 1
            if next == UInt8(ascii: "}") { return .object(members) }
            guard next == UInt8(ascii: ",") else {
                position -= 1
                throw error("unexpected character \(describe(next)), expected ',' or '}'")
            }
        }
    }

    /// Calls `body` at the start of each member's value of the object at the current position
    /// (which must read the value); ends after the closing brace.
    package mutating func forEachMember(_ body: (inout JSONParser, String) throws(JSONSyntaxError) -> Void)
        throws(JSONSyntaxError)
    {
        try enter()
        defer { depth -= 1 }
        position += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            skipWhitespace()
            try body(&self, key)
            skipWhitespace()
            guard let next = current else { throw error("unexpected end of input inside an object") }
            position += 1
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else { throw error("expected ',' or '}'") }
        }
    }

    /// Calls `body` at the start of each element of the array at the current position (which
    /// must read the element); ends after the closing bracket.
    package mutating func forEachElement(_ body: (inout JSONParser) throws(JSONSyntaxError) -> Void)
        throws(JSONSyntaxError)
    {
        try enter()
        defer { depth -= 1 }
        position += 1
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            try body(&self)
            skipWhitespace()
            guard let next = current else { throw error("unexpected end of input inside an array") }
            position += 1
            if next == UInt8(ascii: "]") { return }
            guard next == UInt8(ascii: ",") else { throw error("expected ',' or ']'") }
        }
    }
}
