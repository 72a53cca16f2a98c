/// A `--keys` script: key names separated by commas, each optionally repeated (`Down*5`), and
/// pauses (`wait:300`, in milliseconds).
///
/// `"Down*5,Tab,i,Enter,Escape"` is five Downs, a Tab, `i`, Enter and Escape. The comma key is
/// written `Comma`.
public enum KeyScript {
    /// Why a script could not be read: one line naming the bad part.
    public struct Error: Swift.Error, Hashable, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The steps of `text`.
    ///
    /// - Throws: `KeyScript.Error` for an unknown key name, a bad count or a bad pause.
    public static func parse(_ text: String) throws(Error) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        for raw in text.split(separator: ",", omittingEmptySubsequences: false) {
            let part = String(raw).trimmingSpaces()
            guard !part.isEmpty else { throw Error(description: "--keys '\(text)': an empty key name (write Comma for the comma key)") }
            if part.lowercased().hasPrefix("wait:") {
                guard let ms = Int(part.dropFirst(5)), (0...600_000).contains(ms) else {
                    throw Error(description: "--keys: '\(part)' must be wait:N with N from 0 to 600000 milliseconds")
                }
                steps.append(.wait(milliseconds: ms))
                continue
            }
            var name = part
            var count = 1
            if let star = part.lastIndex(of: "*"), star != part.startIndex {
                guard let n = Int(part[part.index(after: star)...]), (1...10_000).contains(n) else {
                    throw Error(description: "--keys: '\(part)': the count after * must be from 1 to 10000")
                }
                name = String(part[..<star])
                count = n
            }
            guard let key = Key(name: name) else {
                throw Error(description: "--keys: unknown key '\(name)' (names as in the viewer's ? help: Down, PgDn, S-Tab, Enter, Esc, Space, Ctrl-R, i, …)")
            }
            steps += Array(repeating: .event(.key(key)), count: count)
        }
        return steps
    }
}
