/// One line of wrapped text: the part of the text it shows and how wide that is.
public struct TextLine: Hashable, Sendable {
    /// The characters of the line: a slice of the text wrapped (or of a copy of its start, when
    /// the text was longer than the lines kept could show).
    public var text: Substring
    /// The advance of the line's characters, in points (trailing break spaces excluded).
    public var width: Double
}

/// Text wrapped to a width: its lines, and whether text was left over after the last one.
public struct WrappedText: Hashable, Sendable {
    public var lines: [TextLine]
    /// Whether the text did not fit in the lines allowed (an ellipsis belongs at the end).
    public var isTruncated: Bool
}

/// Greedy line breaking in the virtual font, in points.
///
/// Rules, in order: a newline (`\n`, `\r\n`, `\r`, U+2028, U+2029) ends a line; a line breaks at
/// the last space that lets it fit, the space itself dropped; before or after a wide character
/// (CJK has no spaces between words); and otherwise between two characters (a word longer than
/// the line). A line holds at least one character, so a character wider than the line stands
/// alone. Grapheme clusters (Swift's `Character`) are never split. Right-to-left text is laid
/// out in logical order.
public enum TextLayout {
    /// Zero-width scalars in a row read before the text is cut (a cluster of more is pathological).
    public static let maximumZeroWidthRun = 32

    /// Wraps `text` to `width` points in `font`, keeping at most `maximumLines` lines.
    ///
    /// A width of 0 or less, or `maximumLines` of 0, gives no lines (truncated when there is text).
    ///
    /// - Complexity: O(characters of the lines kept): the work stops at the last line kept, and
    ///   reads at most `4·(width / half an em + 2)` scalars a line kept and at most
    ///   `maximumZeroWidthRun` zero-width scalars in a row, so a megabyte of text (or a grapheme
    ///   cluster of a megabyte of combining marks) costs no more than the lines shown.
    public static func wrap(_ text: String, width: Double, font: VirtualFont, maximumLines: Int) -> WrappedText {
        var result = WrappedText(lines: [], isTruncated: false)
        guard !text.isEmpty else { return result }
        guard width > 0, width.isFinite, maximumLines > 0 else {
            result.isTruncated = true
            return result
        }
        let limit = width + 1e-9
        // Read no more of the text than the lines kept can show — at most four scalars for each
        // narrow character that fits — so a megabyte body costs what the lines do; and stop at
        // the 33rd zero-width scalar in a row (combining marks piled on one letter), so one
        // grapheme cluster of a hundred thousand marks does not either.
        let perLine = min(Double(1 << 20), (width / font.halfEm).rounded(.down)) + 2
        let budget = Int(min(Double(Int.max / 8), Double(maximumLines) * perLine * 4 + 64))
        var cut = false
        var source = text[...]
        let scalars = text.unicodeScalars
        var at = scalars.startIndex
        var read = 0, zeroRun = 0
        while at < scalars.endIndex {
            if read == budget {
                cut = true
                break
            }
            let scalar = scalars[at]
            if scalar.value >= 0x20, EastAsianWidth.columns(scalar) == 0 {
                zeroRun += 1
                if zeroRun > Self.maximumZeroWidthRun {
                    cut = true
                    break
                }
            } else {
                zeroRun = 0
            }
            read += 1
            at = scalars.index(after: at)
        }
        // A copy of the part read: characters of a substring would be found by reading the
        // whole cluster in the text it comes from.
        if cut { source = Substring(String(text[..<at])) }
        let text = source
        let end = text.endIndex
        var lineStart = text.startIndex
        var lineWidth = 0.0
        // The last place the line may end, where the next would start, and the widths there.
        var breakAt: String.Index?
        var resumeAt = lineStart
        var widthAtBreak = 0.0, widthAtResume = 0.0

        /// Adds a line; false when the line allowed are used up and text remains.
        func emit(_ range: Range<String.Index>, _ lineWidth: Double, next: String.Index) -> Bool {
            guard result.lines.count < maximumLines else {
                result.isTruncated = true
                return false
            }
            result.lines.append(TextLine(text: text[range], width: lineWidth))
            if result.lines.count == maximumLines, next < end {
                result.isTruncated = true
                return false
            }
            return true
        }

        var i = lineStart
        while i < end {
            let character = text[i]
            let next = text.index(after: i)
            if character.isNewline {
                guard emit(lineStart..<i, lineWidth, next: next) else { return result }
                lineStart = next
                lineWidth = 0
                breakAt = nil
                i = next
                continue
            }
            let isSpace = character == " " || character == "\t" || character == "\u{3000}"
            let advance = character == "\t" ? font.halfEm : font.advance(character)
            if lineWidth > 0, lineWidth + advance > limit {
                if isSpace {
                    // The space that does not fit ends the line and is dropped.
                    guard emit(lineStart..<i, lineWidth, next: next) else { return result }
                    lineStart = next
                    lineWidth = 0
                    breakAt = nil
                    i = next
                    continue
                }
                if let b = breakAt {
                    guard emit(lineStart..<b, widthAtBreak, next: resumeAt) else { return result }
                    lineStart = resumeAt
                    lineWidth -= widthAtResume
                    breakAt = nil
                    continue  // the same character again, on the new line
                }
                guard emit(lineStart..<i, lineWidth, next: i) else { return result }
                lineStart = i
                lineWidth = 0
                breakAt = nil
            }
            let isWide = advance > font.halfEm
            if isSpace {
                (breakAt, resumeAt, widthAtBreak, widthAtResume) = (i, next, lineWidth, lineWidth + advance)
            } else if isWide, lineWidth > 0 {
                (breakAt, resumeAt, widthAtBreak, widthAtResume) = (i, i, lineWidth, lineWidth)
            }
            lineWidth += advance
            if isWide { (breakAt, resumeAt, widthAtBreak, widthAtResume) = (next, next, lineWidth, lineWidth) }
            i = next
        }
        if lineStart < end { _ = emit(lineStart..<end, lineWidth, next: end) }
        if cut { result.isTruncated = true }
        return result
    }
}
