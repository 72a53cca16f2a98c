import CollectionLayout

/// A small JSON writer for the command's output: numbers as short as they can be exactly.
enum JSON {
    /// `8` for 8.0, `1234.5`, `86.66666412353516`.
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.isFinite ? "\(value)" : "null"
    }

    /// `{"x":..,"y":..,"width":..,"height":..}`.
    static func rect(_ r: Rect) -> String {
        "{\"x\":\(number(r.minX)),\"y\":\(number(r.minY)),\"width\":\(number(r.width)),\"height\":\(number(r.height))}"
    }

    /// The elements as an array, one a line: category, kind, section, item, frame and zIndex, as
    /// `cvsim layout` prints them and layout dumps hold them.
    static func elements(_ elements: [LayoutAttributes]) -> String {
        var out = "["
        for (i, e) in elements.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            let kind = e.kind.map { string($0.rawValue) } ?? "null"
            out += "{\"category\":\"\(e.category.rawValue)\",\"kind\":\(kind),\"section\":\(e.indexPath.section),\"item\":\(e.indexPath.item),"
            out += "\"frame\":\(rect(e.frame)),\"zIndex\":\(e.zIndex)}"
        }
        return out + (elements.isEmpty ? "]" : "\n]")
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
