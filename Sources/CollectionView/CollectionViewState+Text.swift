import CollectionLayout

/// Drawing cells' and supplementaries' text.
///
/// The text is laid out in points, as measured (`CellTextStyle`), so the lines break where the
/// virtual device breaks them whatever the terminal. Each line is then drawn one terminal cell
/// per column of its characters (a wide character takes two and is never split), starting at
/// the row where the line starts in points, and never on the row of the line before it. What
/// does not fit in the cell — rows below its last inner row, columns right of its last inner
/// column — is cut, with `…` at the end of the last line shown. Right-to-left text is drawn in
/// logical order.
extension CollectionViewState {
    /// Whether a cell's text is laid out and wrapped: when cells size themselves, or when the
    /// cell has a body. (Otherwise a cell shows its title and its index path.)
    func drawsWrappedText(_ content: CellContent) -> Bool {
        selfSizingLayout != nil || !content.body.isEmpty
    }

    /// Draws `content`'s title (bold) and body in the cell at `rect` (`inner`: inside its border),
    /// wrapped at the width of the item's frame in points.
    ///
    /// - Complexity: O(characters of the lines that fit): a huge body costs what the cell shows.
    func drawWrappedText(
        _ content: CellContent, indexPath: IndexPath, rect: CellRect, inner: CellRect, style: Style, titleStyle: Style,
        into buffer: inout CellBuffer
    ) {
        guard !inner.isEmpty else { return }
        let width = layout.layoutAttributesForItem(at: indexPath)?.frame.width ?? Double(rect.width) * viewport.columnPoints
        let text = textState.style
        let rowsPerPoint = viewport.rowScale
        // Lines that could show: no more than the inner rows.
        let rows = inner.height
        let title = TextLayout.wrap(
            content.title, width: width - 2 * CellTextStyle.padding, font: text.titleFont,
            maximumLines: min(CellTextStyle.maximumTitleLines, rows))
        let titleHeight = Double(title.lines.count) * text.titleFont.lineHeight
        let bodyTop = CellTextStyle.padding + titleHeight + (title.lines.isEmpty ? 0 : CellTextStyle.titleBodySpacing)
        let body = TextLayout.wrap(
            content.body, width: width - 2 * CellTextStyle.padding, font: text.bodyFont,
            maximumLines: min(CellTextStyle.maximumBodyLines, max(0, rows - title.lines.count)))
        var lines: [(text: Substring, y: Double, style: Style)] = []
        for (i, line) in title.lines.enumerated() {
            lines.append((line.text, CellTextStyle.padding + Double(i) * text.titleFont.lineHeight, titleStyle))
        }
        for (i, line) in body.lines.enumerated() {
            lines.append((line.text, bodyTop + Double(i) * text.bodyFont.lineHeight, style))
        }
        let column = max(inner.x, rect.x + Int((CellTextStyle.padding * viewport.scale).rounded()))
        var row = inner.y - 1
        for (k, line) in lines.enumerated() {
            row = max(row + 1, rect.y + Int((line.y * rowsPerPoint).rounded(.down)))
            let isLastRow = row >= inner.maxY - 1 || k == lines.count - 1
            if row >= inner.maxY { break }
            let cut = isLastRow && (k < lines.count - 1 || body.isTruncated || (k < title.lines.count && title.isTruncated))
            drawLine(line.text, x: column, y: row, limit: inner.maxX, ellipsis: cut, style: line.style, into: &buffer)
            if isLastRow { break }
        }
    }

    /// One line of text from column `x`, cut at `limit`; `…` replaces its last column when it is
    /// cut there or when `ellipsis` says text follows.
    func drawLine(_ text: Substring, x: Int, y: Int, limit: Int, ellipsis: Bool, style: Style, into buffer: inout CellBuffer) {
        guard x < limit else { return }
        let mark: Unicode.Scalar = asciiOnly ? "~" : "…"
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
        guard let kind = element.kind, let text = data.supplementaryText(ofKind: kind, inSection: element.indexPath.section),
            !text.isEmpty, rect.width > 2, rect.height > 0
        else { return false }
        let wrapped = TextLayout.wrap(
            text, width: Double(rect.width - 2) * textState.style.bodyFont.halfEm, font: textState.style.bodyFont, maximumLines: rect.height)
        let top = rect.y + max(0, (rect.height - wrapped.lines.count) / 2)
        for (k, line) in wrapped.lines.enumerated() {
            let last = k == wrapped.lines.count - 1
            drawLine(line.text, x: rect.x + 1, y: top + k, limit: rect.maxX - 1, ellipsis: last && wrapped.isTruncated, style: style, into: &buffer)
        }
        return true
    }
}
