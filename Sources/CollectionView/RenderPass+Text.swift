import CollectionLayout
import TerminalCore

/// Drawing cells' and supplementaries' text.
///
/// A cell's size is measured in points with the virtual font (`CellTextStyle`), as the device
/// would measure it. Its text is drawn for the terminal: the title (bold) and then the body,
/// wrapped again at the cell's inner width in columns — one column a narrow character, two a
/// wide one, never split — one line a row from the cell's first inner row, so every row the cell
/// has on screen shows text and none is lost to the coarser grid. The cell's size never depends
/// on the terminal (points are points): what does not fit in its rows at this zoom is cut, with
/// `…` at the end of the last line shown, and `+` zooms in to read it. When a cell has fewer rows
/// than its title and body need, the title gives up its lines first, so the body keeps at least
/// one. Right-to-left text is drawn in logical order.
extension RenderPass {
    /// Whether a cell's text is laid out and wrapped: when cells size themselves, or when the
    /// cell has a body. (Otherwise a cell shows its title and its index path.)
    func drawsWrappedText(_ content: CellContent) -> Bool {
        input.layout.selfSizesItems || !content.body.isEmpty
    }

    /// Draws `content`'s title (bold) and body in the cell at `rect` (`inner`: inside its
    /// border), wrapped at the inner width in columns.
    ///
    /// - Complexity: O(characters of the lines that fit): a huge body costs what the cell shows.
    func drawWrappedText(
        _ content: CellContent, indexPath: IndexPath, rect: CellRect, inner: CellRect, style: Style, titleStyle: Style,
        into buffer: inout CellBuffer
    ) {
        guard !inner.isEmpty else { return }
        let text = Self.wrapCellText(content, columns: inner.width, rows: inner.height)
        drawCellLines(text, body: content.body, x: inner.x, y: inner.y, limit: inner.maxX, titleStyle: titleStyle, bodyStyle: style, into: &buffer)
    }

    /// A cell's title and body wrapped at `columns` terminal columns in at most `rows` rows: the
    /// title in at most `CellTextStyle.maximumTitleLines`, giving up its lines first so that a body
    /// keeps a row when the cell has two or more; the body in the rows left.
    static func wrapCellText(_ content: CellContent, columns: Int, rows: Int) -> (title: WrappedText, body: WrappedText) {
        let titleRows = content.body.isEmpty || rows < 2 ? rows : rows - 1
        let title = wrapInColumns(content.title, columns: columns, lines: min(CellTextStyle.maximumTitleLines, titleRows))
        let body = wrapInColumns(content.body, columns: columns, lines: rows - title.lines.count)
        return (title, body)
    }

    /// Draws `text`'s lines one a row from (`x`, `y`), cut at `limit`: `…` ends a title cut short
    /// and the last line when the body (`body`, as given) does not all show.
    func drawCellLines(
        _ text: (title: WrappedText, body: WrappedText), body: String, x: Int, y: Int, limit: Int, titleStyle: Style, bodyStyle: Style,
        into buffer: inout CellBuffer
    ) {
        let (title, wrapped) = text
        let lines = title.lines.map { ($0.text, titleStyle) } + wrapped.lines.map { ($0.text, bodyStyle) }
        for (k, line) in lines.enumerated() {
            let titleCut = k == title.lines.count - 1 && title.isTruncated
            let bodyCut = k == lines.count - 1 && (wrapped.isTruncated || (wrapped.lines.isEmpty && !body.isEmpty))
            drawLine(line.0, x: x, y: y + k, limit: limit, ellipsis: titleCut || bodyCut, style: line.1, into: &buffer)
        }
    }

    /// `text` wrapped at `columns` terminal columns (a font whose half em is one column), at most
    /// `lines` lines.
    static func wrapInColumns(_ text: String, columns: Int, lines: Int) -> WrappedText {
        let font = VirtualFont(pointSize: 2)
        return TextLayout.wrap(text, width: Double(columns) * font.halfEm, font: font, maximumLines: max(0, lines))
    }

    /// One line of text from column `x`, cut at `limit`; `…` replaces its last column when it is
    /// cut there or when `ellipsis` says text follows.
    func drawLine(_ text: Substring, x: Int, y: Int, limit: Int, ellipsis: Bool, style: Style, into buffer: inout CellBuffer) {
        guard x < limit else { return }
        let mark: Unicode.Scalar = input.options.asciiOnly ? "~" : "…"
        var column = x
        var cut = ellipsis
        for character in text {
            let width = EastAsianWidth.columns(character)
            guard width > 0, let scalar = character.unicodeScalars.first(where: { EastAsianWidth.columns($0) > 0 }) else { continue }
            if column + width > limit {
                cut = true
                break
            }
            buffer.write(String(scalar), x: column, y: y, style: style, limit: limit)
            column += width
        }
        if cut {
            // The ellipsis takes the last column, or follows the text when there is room.
            let at = column < limit ? column : limit - 1
            if at >= x {
                buffer.write(String(mark), x: at, y: y, style: style, limit: limit)
            }
        }
    }

    /// A header's or footer's own text, wrapped at its width in terminal columns (its height is
    /// fixed, not measured) and centred vertically; `false` when the data source gives none (the caller draws the title).
    func drawSupplementaryText(_ element: LayoutAttributes, rect: CellRect, style: Style, into buffer: inout CellBuffer) -> Bool {
        guard let kind = element.kind, let text = input.data.supplementaryText(ofKind: kind, inSection: element.indexPath.section),
            !text.isEmpty, rect.width > 2, rect.height > 0
        else { return false }
        let wrapped = Self.wrapInColumns(text, columns: rect.width - 2, lines: rect.height)
        let top = rect.y + max(0, (rect.height - wrapped.lines.count) / 2)
        for (k, line) in wrapped.lines.enumerated() {
            let last = k == wrapped.lines.count - 1
            drawLine(line.text, x: rect.x + 1, y: top + k, limit: rect.maxX - 1, ellipsis: last && wrapped.isTruncated, style: style, into: &buffer)
        }
        return true
    }
}
