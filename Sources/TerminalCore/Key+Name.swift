extension Key {
    /// The key's name as the help and `--keys` write it: `Down`, `PgUp`, `S-Tab`, `Esc`,
    /// `Space`, `Comma` (commas separate `--keys`), `Ctrl-R`, `F5`, or the character itself.
    public var name: String {
        switch self {
        case .character(" "): return "Space"
        case .character(","): return "Comma"
        case .character(let c): return String(c)
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .tab: return "Tab"
        case .backTab: return "S-Tab"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .ctrl(let c): return "Ctrl-\(c.uppercased())"
        case .insert: return "Insert"
        case .function(let n): return "F\(n)"
        }
    }

    /// The key named `name` (any case for the named keys; a single character as itself), or nil.
    ///
    /// Takes the names `name` gives, the arrows as the help draws them (`↑ ↓ ← →`) and the usual
    /// other spellings: `Escape`, `Return`, `PageUp`, `PageDown`, `BTab`, `Shift-Tab`, `Del`,
    /// `C-r`.
    public init?(name: String) {
        if name.count == 1, let c = name.first {
            switch c {
            case "↑": self = .up
            case "↓": self = .down
            case "←": self = .left
            case "→": self = .right
            default:
                guard c.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return nil }
                self = .character(c)
            }
            return
        }
        let lower = name.lowercased()
        if let key = Key.named[lower] {
            self = key
            return
        }
        for prefix in ["ctrl-", "ctrl+", "c-", "^"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            guard rest.count == 1, let c = rest.first, c.isASCII, c.isLetter else { return nil }
            self = .ctrl(c)
            return
        }
        if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...20).contains(n) {
            self = .function(n)
            return
        }
        return nil
    }

    private static let named: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "home": .home, "end": .end, "tab": .tab,
        "s-tab": .backTab, "btab": .backTab, "backtab": .backTab, "shift-tab": .backTab,
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape,
        "backspace": .backspace, "bs": .backspace, "delete": .delete, "del": .delete,
        "insert": .insert, "ins": .insert, "space": .character(" "), "comma": .character(","),
    ]

    /// The bytes an xterm sends for the key (normal cursor-key mode; UTF-8 for characters).
    public var bytes: [UInt8] {
        switch self {
        case .character(let c): return Array(String(c).utf8)
        case .up: return Array("\u{1B}[A".utf8)
        case .down: return Array("\u{1B}[B".utf8)
        case .right: return Array("\u{1B}[C".utf8)
        case .left: return Array("\u{1B}[D".utf8)
        case .home: return Array("\u{1B}[H".utf8)
        case .end: return Array("\u{1B}[F".utf8)
        case .pageUp: return Array("\u{1B}[5~".utf8)
        case .pageDown: return Array("\u{1B}[6~".utf8)
        case .insert: return Array("\u{1B}[2~".utf8)
        case .delete: return Array("\u{1B}[3~".utf8)
        case .tab: return [0x09]
        case .backTab: return Array("\u{1B}[Z".utf8)
        case .enter: return [0x0D]
        case .escape: return [0x1B]
        case .backspace: return [0x7F]
        case .ctrl(let c): return [UInt8(c.asciiValue ?? 0x40) & 0x1F]
        case .function(let n):
            let codes = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29, 31, 32, 33, 34]
            if (1...4).contains(n) { return Array("\u{1B}O".utf8) + [UInt8(ascii: "P") + UInt8(n - 1)] }
            return Array("\u{1B}[\(codes[max(0, min(19, n - 1))])~".utf8)
        }
    }
}
