
/// The key of one character: pure, so the mapping reads as a table. (Escape sequences are
/// `InputDecoder`'s.)
package enum KeyDecoder {
    /// The key for a character, or `nil` for one that is no key (a lone NUL, a C1 control).
    ///
    /// Tab, Enter (CR or LF), Esc, Backspace (DEL or Ctrl-H) have their own keys; other control
    /// characters are Ctrl plus the lowercase letter (Ctrl-A is `.ctrl("a")`).
    package static func key(character value: UInt32) -> Key? {
        switch value {
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x1B: return .escape
        case 0x7F, 0x08: return .backspace
        case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(UInt8(value) + 0x60)))
        case 0x1C...0x1F: return .ctrl(Character(Unicode.Scalar(UInt8(value) + 0x40)))
        case 0, 0x80..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }
}
