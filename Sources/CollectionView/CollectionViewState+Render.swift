import CollectionLayout
import TerminalCore

extension CollectionViewState {
    /// The keys, as the help overlay lists them, for layouts named `layoutNames` on keys 1, 2, ...
    public static func helpLines(layoutNames: [String]) -> [String] { KeyMap.helpLines(layoutNames: layoutNames) }

    /// Text for a terminal that cannot show Unicode (not a UTF-8 locale, or `--ascii`): arrows
    /// as words, the rest as the nearest ASCII.
    static func asciiFallback(_ text: String) -> String {
        var result = text.replacingEvery("↑ ↓ ← →", with: "arrows ").replacingEvery("↑↓←→", with: "arrows")
        var out = ""
        for scalar in result.unicodeScalars {
            switch scalar {
            case "↑": out += "Up"
            case "↓": out += "Down"
            case "←": out += "Left"
            case "→": out += "->"
            case "│", "┃", "║": out += "|"
            case "×": out += "x"
            case "…": out += "..."
            case "—", "━", "─": out += "-"
            case "·": out += "."
            case "≠": out += "!="
            default: out.unicodeScalars.append(scalar.isASCII ? scalar : "?")
            }
        }
        result = out
        return result
    }

    static let spinnerFrames: [Unicode.Scalar] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let asciiSpinnerFrames: [Unicode.Scalar] = ["|", "/", "-", "\\"]

    /// Draws the whole screen for time `now` into `buffer`, resizing it to the terminal.
    ///
    /// - Complexity: one rect query of the visible rectangle and O(k log k + columns·rows) for
    ///   the k elements it returns, independent of the number of items.
    public func render(into buffer: inout CellBuffer, now: Double) {
        if buffer.width != terminalWidth || buffer.height != terminalHeight {
            buffer.resize(width: terminalWidth, height: terminalHeight)
        } else {
            buffer.clear()
        }
        needsRedraw = false
        drawnCount = 0
        mismatchesDrawn = 0
        if let transition, transition.isFinished(at: now, duration: animationDuration) { self.transition = nil }
        spinnerPhase = Self.spinnerPhase(at: now)
        if isTooSmall {
            drawTooSmall(into: &buffer)
            return
        }
        if let layoutError {
            drawMessage(["The layout cannot show this data:", layoutError], into: &buffer)
        } else {
            // The content is drawn into a buffer of the device screen's size, placed inside the bezel.
            let screen = deviceFrame.screen
            var content = screenBuffer
            screenBuffer = CellBuffer(width: 0, height: 0)
            if content.width != screen.width || content.height != screen.height {
                content.resize(width: screen.width, height: screen.height)
            } else {
                content.clear()
            }
            drawContent(into: &content, now: now)
            drawChrome(into: &content)
            buffer.copy(content, x: screen.x, y: screen.y)
            screenBuffer = content
            drawBezel(into: &buffer)
        }
        drawStatusLine(into: &buffer, now: now)
        if showsInspector { drawInspector(into: &buffer) }
        if showsHelp { drawHelp(into: &buffer) }
    }

    // MARK: - Content

    private func drawContent(into buffer: inout CellBuffer, now: Double) {
        let visible = viewport.visibleRect
        scratch.removeAll(keepingCapacity: true)
        // Elements of at most one cell are merged per cell, so no more are drawn than there
        // are cells, whatever the item size (`SubCellMerge`).
        var merge = cellMerge
        var list = scratch
        cellMerge = SubCellMerge()
        scratch = []
        merge.begin(columns: buffer.width, rows: buffer.height, viewport: viewport, focus: focus)
        if thinsQueries, let orthogonalLayout {
            // Cells the screen could not tell apart are left out by the query itself.
            orthogonalLayout.forEachElement(
                in: visible, orthogonalOffset: { orthogonalOffset($0) }, thinningTo: viewport.cellGrid, keeping: focus
            ) { merge.consider($0, into: &list) }
        } else if thinsQueries, let stored = layout as? any StoredLayout {
            stored.forEachElement(in: visible, thinningTo: viewport.cellGrid, keeping: focus) { merge.consider($0, into: &list) }
        } else {
            forEachShownElement(in: visible) { merge.consider($0, into: &list) }
        }
        merge.end(into: &list)
        cellMerge = merge
        scratch = list
        scratch.sort { a, b in
            if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
            if a.category != b.category { return a.category.order < b.category.order }
            if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
            return (a.kind?.rawValue ?? "") < (b.kind?.rawValue ?? "")
        }
        let ghosts = transition?.ghosts ?? []
        var ghostsDrawn = false
        for element in scratch where !element.isHidden {
            if element.zIndex > ZIndex.cell, !ghostsDrawn {
                drawGhosts(ghosts, into: &buffer, now: now)
                ghostsDrawn = true
            }
            switch element.category {
            case .decoration: drawBackground(element, into: &buffer)
            case .supplementary:
                if let kind = element.kind, layout.itemSupplementaryKinds(inSection: element.indexPath.section).contains(kind) {
                    drawBadge(element, into: &buffer)
                } else if let list = layout.listConfiguration(forSection: element.indexPath.section) {
                    drawListSupplementary(element, list: list, into: &buffer)
                } else {
                    drawSupplementary(element, into: &buffer)
                }
            case .cell:
                if let drag, element.indexPath == drag.current { continue }
                let shown = displayed(element, now: now)
                if let list = layout.listConfiguration(forSection: element.indexPath.section) {
                    drawListRow(element, frame: shown.frame, list: list, focused: element.indexPath == focus, alpha: shown.alpha, into: &buffer)
                    drawnCount += 1
                    continue
                }
                var rect = viewport.cellRect(for: shown.frame)
                // A merged element thinner than a cell shows at least one cell wide and tall.
                if rect.isEmpty, rect.width <= 1 || rect.height <= 1 {
                    rect.width = max(1, rect.width)
                    rect.height = max(1, rect.height)
                }
                drawCell(
                    rect, content: data.content(at: element.indexPath),
                    indexPath: element.indexPath, glyphs: element.indexPath == focus ? focusGlyphs : plainGlyphs,
                    alpha: shown.alpha, into: &buffer)
            }
            if comparison != nil { markIfDifferent(element, into: &buffer) }
            drawnCount += 1
        }
        if !ghostsDrawn { drawGhosts(ghosts, into: &buffer, now: now) }
        drawPagingFooter(into: &buffer, now: now)
        if let drag {
            drawCell(
                viewport.cellRect(for: drag.frame), content: data.content(at: drag.current), indexPath: drag.current,
                glyphs: asciiOnly ? .asciiHeavy : .heavy, alpha: 1, into: &buffer, bold: true)
            drawnCount += 1
        }
    }

    private var plainGlyphs: BoxGlyphs { asciiOnly ? .asciiLight : .light }
    private var focusGlyphs: BoxGlyphs { asciiOnly ? .asciiDouble : .double }

    private func drawGhosts(_ ghosts: [Transition.Ghost], into buffer: inout CellBuffer, now: Double) {
        guard let transition else { return }
        let t = transition.progress(at: now, duration: animationDuration)
        for ghost in ghosts {
            let frame = Transition.interpolate(ghost.from, ghost.to, t)
            let alpha = ghost.fromAlpha + (ghost.toAlpha - ghost.fromAlpha) * t
            drawCell(viewport.cellRect(for: frame), content: ghost.content, indexPath: ghost.indexPath, glyphs: plainGlyphs, alpha: alpha, into: &buffer)
            drawnCount += 1
        }
    }

    /// A cell: its colour as background, a border when it has room, its title and index path.
    func drawCell(
        _ rect: CellRect, content: CellContent, indexPath: IndexPath, glyphs: BoxGlyphs, alpha: Double,
        into buffer: inout CellBuffer, bold: Bool = false
    ) {
        guard !rect.isEmpty, rect.y < viewport.rows else { return }
        let foreground: Color = content.color.luminance > 0.55 ? .rgb(0, 0, 0) : .rgb(255, 255, 255)
        var attributes: TextAttributes = alpha < 0.999 ? [.dim] : []
        if bold { attributes.insert(.bold) }
        // A focused cell too small for its double border shows in inverse video instead.
        if glyphs == focusGlyphs, rect.width < 3 || rect.height < 3 { attributes.insert(.reverse) }
        let style = Style(foreground: foreground, background: content.color, attributes: attributes)
        buffer.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, style: style)
        var inner = rect
        if rect.width >= 3, rect.height >= 3 {
            var border = style
            if glyphs == focusGlyphs { border.attributes.insert(.bold) }
            buffer.drawBox(rect, glyphs: glyphs, style: border)
            inner = CellRect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
        }
        var titleStyle = style
        titleStyle.attributes.insert(.bold)
        if drawsWrappedText(content) {
            return drawWrappedText(content, indexPath: indexPath, rect: rect, inner: inner, style: style, titleStyle: titleStyle, into: &buffer)
        }
        buffer.write(content.title, x: inner.x, y: inner.y, style: titleStyle, limit: inner.maxX)
        if inner.height >= 2 {
            buffer.write(indexPath.description, x: inner.x, y: inner.y + 1, style: style, limit: inner.maxX)
        }
    }

    private func drawSupplementary(_ element: LayoutAttributes, into buffer: inout CellBuffer) {
        let rect = viewport.cellRect(for: element.frame)
        guard !rect.isEmpty, element.indexPath.section < data.numberOfSections else { return }
        let section = element.indexPath.section
        let isHeader = element.kind == .header
        let style = isHeader
            ? Style(foreground: .rgb(255, 255, 255), background: .rgb(0x30, 0x36, 0x4A), attributes: [.bold])
            : Style(foreground: .rgb(0xB0, 0xB0, 0xB0), background: .rgb(0x20, 0x20, 0x20), attributes: [.dim])
        buffer.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, style: style)
        if drawSupplementaryText(element, rect: rect, style: style, into: &buffer) { return }
        let title = data.sectionTitle(section)
        let count = data.numberOfItems(inSection: section)
        let text = isHeader ? title : "\(title) \(asciiOnly ? "-" : "·") \(count) \(count == 1 ? "item" : "items")"
        let row = rect.y + (rect.height - 1) / 2
        buffer.write(text, x: rect.x + 1, y: row, style: style, limit: rect.maxX - 1)
    }

    /// A supplementary attached to an item (a badge, UIKit's sample): a red pill with a count — a
    /// stand-in for the app's, from the item's title (1 to 9) — or a red dot when it has less
    /// than three columns.
    private func drawBadge(_ element: LayoutAttributes, into buffer: inout CellBuffer) {
        var rect = viewport.cellRect(for: element.frame)
        rect.width = max(1, rect.width)
        rect.height = max(1, rect.height)
        let red = Color.rgb(0xFF, 0x3B, 0x30)
        guard rect.width >= 3 else {
            buffer.write(asciiOnly ? "*" : "●", x: rect.x, y: rect.y + (rect.height - 1) / 2, style: Style(foreground: red, attributes: [.bold]))
            return
        }
        let style = Style(foreground: .rgb(255, 255, 255), background: red, attributes: [.bold])
        buffer.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, style: style)
        let path = element.indexPath
        let count = path.item < data.numberOfItems(inSection: path.section) ? data.content(at: path).title.unicodeScalars.count % 9 + 1 : 0
        let row = rect.y + (rect.height - 1) / 2
        buffer.write("\(count)", x: rect.x + (rect.width - 1) / 2, y: row, style: style, limit: rect.maxX)
        if !asciiOnly, rect.height == 1 {
            // Rounded ends, as UIKit's badge is a circle.
            buffer.write("◖", x: rect.x, y: row, style: Style(foreground: red))
            buffer.write("◗", x: rect.maxX - 1, y: row, style: Style(foreground: red))
        }
    }

    private func drawBackground(_ element: LayoutAttributes, into buffer: inout CellBuffer) {
        let rect = viewport.cellRect(for: element.frame)
        let style = Style(foreground: .rgb(0x50, 0x50, 0x50), background: .rgb(0x18, 0x18, 0x18))
        buffer.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, character: asciiOnly ? "." : "·", style: style)
    }

    /// The row after the content (vertical layouts that page): a spinner, "end", or the error.
    private func drawPagingFooter(into buffer: inout CellBuffer, now: Double) {
        guard layout.scrollDirection == .vertical, var text = pagingText(now: now, long: true) else { return }
        if asciiOnly { text = Self.asciiFallback(text) }
        let size = layout.contentSize
        let row = viewport.cellRect(for: Rect(x: 0, y: size.height, width: max(size.width, 1), height: viewport.rowPoints)).y
        guard row >= 0, row < viewport.rows else { return }
        buffer.fill(x: 0, y: row, width: buffer.width, height: 1, style: .plain)
        if case .failed = data.pagination { text = Self.fitted(text, width: buffer.width, keepingEnd: Self.retryHint) }
        let width = CharacterWidth.of(text)
        let style = data.pagination == .exhausted ? Style(attributes: [.dim]) : Style(attributes: [.bold])
        buffer.write(text, x: max(0, (buffer.width - width) / 2), y: row, style: style)
    }

    private func pagingText(now: Double, long: Bool) -> String? {
        switch data.pagination {
        case .none: return nil
        case .idle: return long ? nil : "idle"
        case .loading:
            let frames = asciiOnly ? Self.asciiSpinnerFrames : Self.spinnerFrames
            let phase = Self.spinnerPhase(at: now) % frames.count
            return long ? "\(frames[phase]) loading more…" : "loading \(frames[phase])"
        case .failed(let message): return long ? "! \(message)\(Self.retryHint)" : "failed: R retries"
        case .exhausted: return long ? "— end —" : "end"
        }
    }

    // MARK: - Chrome

    private func drawStatusLine(into buffer: inout CellBuffer, now: Double) {
        let row = buffer.height - 1
        // In the terminal's own colours: the offset changes on every scroll step, and digits in
        // a coloured bar cost two colour changes each time (docs/terminal.md).
        let style = Style.plain
        buffer.fill(x: 0, y: row, width: buffer.width, height: 1, style: style)
        let offset = viewport.offset
        let counted = countedTotals()
        var parts = [choices[layoutIndex].name]
        if isModified { parts.append("[+] modified") }
        if dataFile?.changedOnDisk == true { parts.append("[!] changed on disk") }
        parts.append("focus \(focus.map(\.description) ?? "none")")
        parts.append("\(counted.items) \(counted.items == 1 ? "item" : "items")")
        parts.append("offset \(Self.format(offset.x.rounded())),\(Self.format(offset.y.rounded())) pt")
        if let bars = chromeStatus() { parts.append(bars) }
        if let text = selfSizingStatus() { parts.append(text) }
        if let text = estimatedSizeStatus() { parts.append(text) }
        if comparison != nil { parts.append("≠ \(mismatchesDrawn) shown differ from the dump") }
        parts.append("drawn \(drawnCount)/\(counted.elements) elements")
        parts.append("zoom \(Self.format(viewport.zoom))×")
        if let paging = pagingText(now: now, long: false) { parts.append(paging) }
        if let drag { parts.insert("moving \(drag.origin)→\(drag.current): Enter drops, Esc puts back", at: 0) }
        if let statusMessage {
            // A message that gives a field's news stands in for it.
            if let field = statusMessageField { parts.removeAll { $0.hasPrefix(field + " ") } }
            parts.insert(statusMessage, at: 0)
        }
        if let error = layoutFile?.error { parts.insert(error, at: 0) }
        if asciiOnly { parts = parts.map(Self.asciiFallback) }
        let separator = asciiOnly ? " | " : " │ "
        // While a cell is lifted, its line says what ends the drag instead.
        let help = drag == nil ? "? help" : nil
        buffer.write(Self.statusLine(parts, help: help, separator: separator, width: buffer.width), x: 0, y: row, style: style)
    }

    /// The status line's fields in `width` columns: `help` last, always; the others in order
    /// while they fit whole, a first field too long alone cut with `…`.
    static func statusLine(_ parts: [String], help: String?, separator: String, width: Int) -> String {
        guard let help else { return fitted(" " + parts.joined(separator: separator), width: width) }
        let line = " " + (parts + [help]).joined(separator: separator)
        guard CharacterWidth.of(line) > width, !parts.isEmpty else { return fitted(line, width: width) }
        let end = separator + help
        var kept = ""
        for part in parts {
            let next = kept.isEmpty ? " " + part : kept + separator + part
            if CharacterWidth.of(next + end) > width { break }
            kept = next
        }
        if kept.isEmpty { return fitted(" " + parts[0] + end, width: width, keepingEnd: end) }
        return kept + end
    }

    /// The end of the failed-page footer, which a narrow screen must not cut.
    static let retryHint = " (R retries)"

    /// `text` cut to `width` columns, with `…` where it is cut, keeping its suffix `end` whole
    /// when there is room for it.
    static func fitted(_ text: String, width: Int, keepingEnd end: String = "") -> String {
        guard CharacterWidth.of(text) > width else { return text }
        let endWidth = CharacterWidth.of(end)
        let keep = endWidth + 1 <= width && text.hasSuffix(end) ? end : ""
        let head = keep.isEmpty ? text : String(text.dropLast(end.count))
        var out = ""
        var used = 0
        let room = width - CharacterWidth.of(keep) - 1
        for character in head {
            let w = CharacterWidth.of(String(character))
            if used + w > room { break }
            out.append(character)
            used += w
        }
        while out.last == " " { out.removeLast() }
        return out + "…" + keep
    }

    /// The items, and every element of the layout (items plus section headers, footers and
    /// backgrounds), counted again only after the data or the layout changed.
    ///
    /// - Complexity: O(1), or O(sections) after a change.
    func countedTotals() -> (items: Int, elements: Int) {
        let key = totalsKey
        if let totals, totals.key == key { return (totals.items, totals.elements) }
        var items = 0, total = 0
        // A lazy layout has placed the sections before its open one; the others are counted from
        // the configuration, rather than laid out to be counted.
        let closed = (layout as? any LazyLayout).map { $0.hasEstimatedContentSize ? max(0, $0.store.numberOfSections - 1) : Int.max } ?? Int.max
        for section in 0..<data.numberOfSections {
            let count = data.numberOfItems(inSection: section)
            items += count
            total += count
            if section >= closed {
                let options = layout.configuration.forSection(section)
                let vertical = layout.scrollDirection == .vertical
                if options.headerHeight > 0 { total += 1 }
                if options.footerHeight > 0 && (vertical || layout is FlowLayout) { total += 1 }
                if options.sectionBackgrounds { total += 1 }
                continue
            }
            let path = IndexPath(section: section, item: 0)
            if layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: path) != nil { total += 1 }
            if layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: path) != nil { total += 1 }
            if layout.layoutAttributesForDecorationElement(ofKind: .background, at: path) != nil { total += 1 }
            total += layout.itemSupplementaryCount(inSection: section)
        }
        totals = (key, items, total)
        return (items, total)
    }

    private func drawTooSmall(into buffer: inout CellBuffer) {
        let (w, h) = Self.minimumSize
        let lines = terminalWidth >= 18
            ? ["Terminal too small", "need \(w)×\(h)", "have \(terminalWidth)×\(terminalHeight)"]
            : ["too small", "need \(w)×\(h)"]
        drawMessage(asciiOnly ? lines.map(Self.asciiFallback) : lines, into: &buffer)
    }

    /// Centred lines of text, cut to the width.
    private func drawMessage(_ lines: [String], into buffer: inout CellBuffer) {
        let top = max(0, (buffer.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < buffer.height {
            let width = CharacterWidth.of(line)
            buffer.write(line, x: max(0, (buffer.width - width) / 2), y: top + i, style: Style(attributes: [.bold]))
        }
    }

    private func drawHelp(into buffer: inout CellBuffer) {
        var lines = Self.helpLines(layoutNames: choices.map(\.name))
        if asciiOnly { lines = lines.map(Self.asciiFallback) }
        let textWidth = lines.map { CharacterWidth.of($0) }.max() ?? 0
        let width = min(buffer.width, textWidth + 4)
        let height = min(buffer.height - 1, lines.count + 2)
        guard width >= 4, height >= 3 else { return }
        let box = CellRect(x: (buffer.width - width) / 2, y: max(0, (buffer.height - 1 - height) / 2), width: width, height: height)
        let style = Style(foreground: .rgb(255, 255, 255), background: .rgb(0x20, 0x30, 0x50))
        buffer.fill(x: box.x, y: box.y, width: box.width, height: box.height, style: style)
        buffer.drawBox(box, glyphs: plainGlyphs, style: style)
        // A help taller than the box scrolls with ↑ ↓ (clamped here, where the box's size is known).
        let shown = height - 2
        helpScroll = max(0, min(helpScroll, lines.count - shown))
        let more = lines.count > shown
        var title = more ? " Keys \(helpScroll + 1)-\(helpScroll + shown)/\(lines.count), ↑↓ scroll " : " Keys "
        if asciiOnly { title = Self.asciiFallback(title) }
        buffer.write(title, x: box.x + 2, y: box.y, style: Style(foreground: .rgb(255, 255, 255), background: style.background, attributes: [.bold]), limit: box.maxX - 1)
        for (i, line) in lines.dropFirst(helpScroll).prefix(shown).enumerated() {
            buffer.write(line, x: box.x + 2, y: box.y + 1 + i, style: style, limit: box.maxX - 1)
        }
    }
}

extension ElementCategory {
    /// Drawing order among elements of one zIndex.
    var order: Int {
        switch self {
        case .decoration: return 0
        case .cell: return 1
        case .supplementary: return 2
        }
    }
}

extension String {
    /// The string with every `target` replaced by `replacement`.
    fileprivate func replacingEvery(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// The string padded with spaces to `width` columns.
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - CharacterWidth.of(self)))
    }
}
