/// How many columns a character takes in a terminal, and how many ems it advances in the virtual
/// system font (`VirtualFont`): one table serves both, so what is measured is what is drawn.
///
/// 0 for control characters, combining marks, format characters and zero-width spaces; 2 for
/// East Asian wide and fullwidth characters (CJK ideographs, kana, Hangul, fullwidth forms) and
/// emoji shown as pictures; 1 for everything else.
public enum EastAsianWidth {
    /// The ranges of wide scalars, sorted and disjoint (a compact subset of Unicode's
    /// EastAsianWidth.txt W and F classes, plus the emoji blocks).
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x231A...0x231B,  // watch, hourglass
        0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE,
        0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4,
        0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD,
        0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E,
        0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF,
        0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed, compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,
        0x16FE0...0x18CFF,  // Tangut, Khitan
        0x1B000...0x1B2FF,  // kana supplement, Nushu
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F251,  // enclosed ideographic supplement
        0x1F300...0x1F64F,  // pictographs, emoticons
        0x1F680...0x1F6FF,  // transport and map
        0x1F7E0...0x1F7EB,
        0x1F900...0x1F9FF,  // supplemental symbols and pictographs
        0x1FA70...0x1FAFF,  // symbols and pictographs extended A
        0x20000...0x3FFFD,  // CJK extensions B and later
    ]

    /// The columns `scalar` takes: 0, 1 or 2.
    ///
    /// - Complexity: O(1) below U+0300; O(log ranges) otherwise.
    public static func columns(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if v < 0x300 { return 1 }
        // Box drawing, block elements and most geometric shapes (card borders, the bezel, the
        // focus's double lines): every frame draws hundreds of them, and none is wide or a mark.
        if v >= 0x2500, v <= 0x25FC { return 1 }
        return tableColumns(scalar)
    }

    /// The columns `scalar` takes, from the general category and the wide ranges alone: what
    /// `columns` answers, without its shortcuts (the tests compare the two for every scalar).
    static func tableColumns(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if v == 0x200B || (0xFE00...0xFE0F).contains(v) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        var low = 0, high = wideRanges.count
        while low < high {
            let mid = (low + high) >> 1
            if wideRanges[mid].upperBound < v { low = mid + 1 } else { high = mid }
        }
        return low < wideRanges.count && wideRanges[low].contains(v) ? 2 : 1
    }

    /// The columns a grapheme cluster takes: the widest of its scalars (so a letter with
    /// combining marks is 1, an emoji ZWJ sequence 2, a cluster of marks alone 0). Looks at no
    /// more than the first 32 scalars, so a pathological cluster costs no more than a short one.
    public static func columns(_ character: Character) -> Int {
        var widest = 0
        for (n, scalar) in character.unicodeScalars.enumerated() {
            if n == 32 { break }
            widest = max(widest, columns(scalar))
            if widest == 2 { break }
        }
        return widest
    }
}
