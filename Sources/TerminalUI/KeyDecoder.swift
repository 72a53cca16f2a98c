import CollectionView

/// Turns what `wget_wch` returns into keys: pure, so the mapping reads as a table.
enum KeyDecoder {
    /// Curses function-key codes (`KEY_*`, returned with `KEY_CODE_YES`) the view understands.
    struct Codes {
        var up: Int32, down: Int32, left: Int32, right: Int32
        var pageUp: Int32, pageDown: Int32, home: Int32, end: Int32
        var backTab: Int32, enter: Int32, backspace: Int32, delete: Int32

        /// ncurses' values (curses.h): stable across ncurses versions.
        static let ncurses = Codes(
            up: 0o403, down: 0o402, left: 0o404, right: 0o405,
            pageUp: 0o523, pageDown: 0o522, home: 0o406, end: 0o550,
            backTab: 0o541, enter: 0o527, backspace: 0o407, delete: 0o512)
    }

    /// The key for a function-key code, or `nil` for one the view has no use for.
    static func key(functionKey code: Int32, codes: Codes = .ncurses) -> Key? {
        switch code {
        case codes.up: return .up
        case codes.down: return .down
        case codes.left: return .left
        case codes.right: return .right
        case codes.pageUp: return .pageUp
        case codes.pageDown: return .pageDown
        case codes.home: return .home
        case codes.end: return .end
        case codes.backTab: return .backTab
        case codes.enter: return .enter
        case codes.backspace: return .backspace
        case codes.delete: return .delete
        // KEY_A1/KEY_C1 etc. of the keypad and KEY_FIND/KEY_SELECT that some terminals send for Home/End.
        case 0o552: return .home  // KEY_FIND
        case 0o601: return .end  // KEY_SELECT
        case 0o534: return .home  // KEY_A1
        case 0o537: return .end  // KEY_C1
        case 0o535: return .pageUp  // KEY_A3
        case 0o540: return .pageDown  // KEY_C3
        default: return nil
        }
    }

    /// The key for a character `wget_wch` read, or `nil` for one that is no key (a lone NUL).
    ///
    /// Tab, Enter (CR or LF), Esc, Backspace (DEL or Ctrl-H) have their own keys; other control
    /// characters are Ctrl plus the lowercase letter (Ctrl-A is `.ctrl("a")`).
    static func key(character value: UInt32) -> Key? {
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
