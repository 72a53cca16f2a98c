import TerminalCore
import CollectionLayout

/// Drawing list sections (`ListConfiguration`) in their appearance's style, iOS's dark
/// appearance: rows without borders, their text at the layout margin; separators between rows
/// from the separator inset (none under a section's last row); an inset-grouped section's block
/// with rounded corners (`◢ ◣ ◥ ◤` where the terminal shows Unicode, notched otherwise); a
/// sidebar's focused row as a rounded tinted shape; headers and footers in the appearance's
/// style; a first item styled as the header when the list says so.
extension RenderPass {
    /// The colours of a list, iOS's dark system colours.
    enum ListPalette {
        /// A grouped list's rows (`secondarySystemGroupedBackground`).
        static let groupedRow = Color.rgb(0x1C, 0x1C, 0x1E)
        /// A focused (selected) row (`systemGray4`).
        static let selected = Color.rgb(0x3A, 0x3A, 0x3C)
        /// A sidebar's selected row (the tint, `systemBlue`).
        static let tint = Color.rgb(0x0A, 0x84, 0xFF)
        static let separator = Color.rgb(0x54, 0x54, 0x58)
        static let label = Color.rgb(0xFF, 0xFF, 0xFF)
        /// Headers', footers' and subtitles' text (`secondaryLabel`).
        static let secondaryLabel = Color.rgb(0x8E, 0x8E, 0x93)
        /// A plain list's header (`secondarySystemBackground`).
        static let plainHeader = Color.rgb(0x1C, 0x1C, 0x1E)
    }

    /// Draws the cell `element` (shown at `frame`) of a section that is `list`.
    func drawListRow(
        _ element: LayoutAttributes, frame: Rect, list: ListConfiguration, focused: Bool, alpha: Double,
        into buffer: inout CellBuffer
    ) {
        let rect = input.viewport.cellRect(for: frame)
        guard !rect.isEmpty, rect.y < input.viewport.rows else { return }
        let path = element.indexPath
        let count = input.data.numberOfItems(inSection: path.section)
        let content = input.data.content(at: path)
        let metrics = list.metrics(containerWidth: input.layout.bounds.width)
        if path.item == 0, list.headerMode == .firstItemInSection {
            return drawListHeaderRow(content.title, frame: frame, list: list, metrics: metrics, focused: focused, into: &buffer)
        }
        let appearance = list.appearance
        var background: Color = appearance == .grouped || appearance == .insetGrouped ? ListPalette.groupedRow : .default
        var attributes: TextAttributes = alpha < 0.999 ? [.dim] : []
        if focused {
            background = appearance.isSidebar ? ListPalette.tint : ListPalette.selected
            attributes.insert(.bold)
        }
        let foreground: Color = background == .default ? .default : ListPalette.label
        let style = Style(foreground: foreground, background: background, attributes: attributes)
        buffer.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, style: style)

        // Rounded shapes: an inset-grouped section's block (its first and last rows' outer
        // corners), and a sidebar's selected row.
        let first = list.headerMode == .firstItemInSection ? 1 : 0
        if appearance == .insetGrouped {
            roundCorners(of: rect, top: path.item == first, bottom: path.item == count - 1, fill: background, into: &buffer)
        } else if appearance == .sidebar, focused {
            roundCorners(of: rect, top: true, bottom: true, fill: background, into: &buffer)
        }

        var textRows = rect
        if list.hasSeparator(belowItem: path.item, count: count), rect.height >= 2 {
            let line = input.viewport.cellRect(for: metrics.separatorFrame(below: frame))
            let y = rect.maxY - 1
            let glyph: Unicode.Scalar = input.options.asciiOnly ? "-" : "─"
            buffer.fill(x: max(rect.x, line.x), y: y, width: rect.maxX - max(rect.x, line.x), height: 1, character: glyph,
                        style: Style(foreground: ListPalette.separator, background: background))
            textRows.height -= 1
        }
        // The text: from the layout margin to the margin before the trailing edge, its lines
        // centred in the rows the row has on screen (the row's 11-pt padding is less than a
        // terminal row at most scales).
        let box = input.viewport.cellRect(for: Rect(x: frame.minX + metrics.layoutMargin, y: frame.minY, width: max(0, frame.width - 2 * metrics.layoutMargin), height: 0))
        let left = max(box.x, rect.x + 1), right = min(box.maxX, rect.maxX - 1)
        guard right > left, textRows.height > 0 else { return }
        let text = Self.wrapCellText(content, columns: right - left, rows: textRows.height)
        let used = max(1, text.title.lines.count + text.body.lines.count)
        // Centred in the whole row, separator included, but above the separator.
        let lead = max(0, min((rect.height - used) / 2, textRows.height - used))
        var titleStyle = style
        titleStyle.attributes.insert(.bold)
        var bodyStyle = style
        if !focused { bodyStyle.foreground = ListPalette.secondaryLabel }
        // A subtitle cell's title is bold (Mail's sender); a one-label cell's only when selected.
        let emphasised = focused || !content.body.isEmpty
        drawCellLines(
            text, body: content.body, x: left, y: textRows.y + lead, limit: right, titleStyle: emphasised ? titleStyle : style,
            bodyStyle: bodyStyle, into: &buffer)
    }

    /// Draws `rect`'s outer corners (top, bottom or both) as the corners of a rounded shape
    /// filled with `fill` on the list's background.
    private func roundCorners(of rect: CellRect, top: Bool, bottom: Bool, fill: Color, into buffer: inout CellBuffer) {
        guard rect.width >= 4, rect.height >= 1, top || bottom else { return }
        // A shape one row high has room for its top corners only.
        let bottom = bottom && (rect.height >= 2 || !top)
        let corner = Style(foreground: fill == .default ? ListPalette.separator : fill)
        func put(_ glyph: Unicode.Scalar, _ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < buffer.width, y < buffer.height else { return }
            // Without Unicode the corner is left out: a notch in the block.
            buffer[x, y] = Cell(input.options.asciiOnly ? " " : glyph, style: input.options.asciiOnly ? .plain : corner)
        }
        if top {
            put("◢", rect.x, rect.y)
            put("◣", rect.maxX - 1, rect.y)
        }
        if bottom {
            put("◥", rect.x, rect.maxY - 1)
            put("◤", rect.maxX - 1, rect.maxY - 1)
        }
    }

    /// A first item styled as its section's header: the header's text style, and for a sidebar
    /// an outline's disclosure chevron at the trailing edge.
    private func drawListHeaderRow(
        _ title: String, frame: Rect, list: ListConfiguration, metrics: ListMetrics, focused: Bool, into buffer: inout CellBuffer
    ) {
        let rect = input.viewport.cellRect(for: frame)
        var style = listHeaderStyle(list.appearance, kind: .header)
        if focused {
            style.background = ListPalette.selected
            style.attributes.insert(.bold)
        }
        buffer.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, style: style)
        let text = list.appearance.isGrouped && list.appearance != .sidebar ? title.uppercased() : title
        let x = input.viewport.cellRect(for: Rect(x: frame.minX + metrics.layoutMargin, y: frame.minY, width: 0, height: 0)).x
        let row = rect.y + (rect.height - 1) / 2
        var limit = rect.maxX - 1
        if list.appearance.isSidebar, rect.width >= 6 {
            buffer.write(input.options.asciiOnly ? "v" : "⌄", x: rect.maxX - 2, y: row, style: Style(foreground: ListPalette.tint, background: style.background, attributes: [.bold]))
            limit = rect.maxX - 3
        }
        drawLine(Substring(text), x: max(rect.x, x), y: row, limit: limit, ellipsis: false, style: style, into: &buffer)
    }

    /// A header's or footer's style in `appearance`.
    private func listHeaderStyle(_ appearance: ListConfiguration.Appearance, kind: ElementKind?) -> Style {
        switch (appearance, kind == .header) {
        case (.plain, true), (.sidebarPlain, true): return Style(foreground: ListPalette.label, background: ListPalette.plainHeader, attributes: [.bold])
        case (.sidebar, true): return Style(foreground: ListPalette.label, attributes: [.bold])
        default: return Style(foreground: ListPalette.secondaryLabel)
        }
    }

    /// Draws a header or footer of a section that is `list`: a grouped list's header is its
    /// text in capitals on its last row, a footer's text starts on its first row; a plain
    /// list's header is a bar; a sidebar's header bold. The text starts at the layout margin.
    func drawListSupplementary(_ element: LayoutAttributes, list: ListConfiguration, into buffer: inout CellBuffer) {
        let rect = input.viewport.cellRect(for: element.frame)
        guard !rect.isEmpty, element.indexPath.section < input.data.numberOfSections else { return }
        let section = element.indexPath.section
        let isHeader = element.kind == .header
        let style = listHeaderStyle(list.appearance, kind: element.kind)
        buffer.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, style: style)
        let metrics = list.metrics(containerWidth: input.layout.bounds.width)
        let own = element.kind.flatMap { input.data.supplementaryText(ofKind: $0, inSection: section) }
        // A footer without text of its own is empty space, as an empty footer view is.
        var text = own ?? (isHeader ? input.data.sectionTitle(section) : "")
        let grouped = list.appearance == .grouped || list.appearance == .insetGrouped
        if grouped, isHeader { text = text.uppercased() }
        let margin = input.viewport.cellRect(for: Rect(x: element.frame.minX + metrics.layoutMargin, y: element.frame.minY, width: 0, height: 0)).x
        let x = max(rect.x, min(margin, rect.maxX - 1))
        let wrapped = Self.wrapInColumns(text, columns: max(0, rect.maxX - 1 - x), lines: rect.height)
        // Grouped headers sit on the rows just above the section; footers hang below it.
        let top: Int
        if grouped { top = isHeader ? rect.maxY - wrapped.lines.count : rect.y } else { top = rect.y + max(0, (rect.height - wrapped.lines.count) / 2) }
        for (k, line) in wrapped.lines.enumerated() {
            let last = k == wrapped.lines.count - 1
            drawLine(line.text, x: x, y: top + k, limit: rect.maxX - 1, ellipsis: last && wrapped.isTruncated, style: style, into: &buffer)
        }
    }
}
