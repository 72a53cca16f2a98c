/// JSON text written by hand (layout files, `cvsim layout`'s documents), one escaper for all.
public enum JSONText {
    /// A JSON string literal of `text`: quotes, backslashes and control characters escaped,
    /// everything else as it is (UTF-8 text stays readable).
    ///
    /// - Complexity: O(`text.unicodeScalars.count`).
    public static func quoted(_ text: String) -> String {
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
