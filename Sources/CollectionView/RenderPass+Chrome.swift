import CollectionLayout
import TerminalCore

extension RenderPass {
    // MARK: - Chrome

    /// The bars (`--chrome`) as this frame draws them over the device screen's content; nil
    /// without bars.
    func navigationChrome() -> NavigationChrome? {
        guard input.options.bars != nil else { return nil }
        let title = input.options.title
        return NavigationChrome(
            insets: input.options.screenInsets(screen: input.viewport.device), offsetY: input.viewport.offset.y,
            title: title.isEmpty ? input.layoutName : title, ascii: input.options.asciiOnly)
    }

    mutating func drawStatusLine(into buffer: inout CellBuffer, now: Double) {
        let row = buffer.height - 1
        // In the terminal's own colours: the offset changes on every scroll step, and digits in
        // a coloured bar cost two colour changes each time (docs/terminal.md): a blank row in
        // plain style, the text written over it.
        //
        // During a burst of scroll steps the figures are composed again at most every
        // `ScrollBurst.statusInterval` (a held key would rewrite them at every step); the row's
        // cells are kept with the text.
        let key = ViewRenderer.HeldStatusLine.Key(
            width: buffer.width, message: input.chrome.statusMessage, problem: input.fileStatus.problem, dragging: input.interaction.isDragging, modified: input.isModified)
        if input.scroll.burst != nil, let held = renderer.statusLine, held.key == key,
            now - held.composedAt < ScrollBurst.statusInterval - 1e-9 {
            buffer.copy(held.cells, x: 0, y: row)
            renderer.statusDrawn = held.serial
            return
        }
        let text = composeStatusLine(width: buffer.width, now: now)
        var cells = CellBuffer(width: buffer.width, height: 1)
        cells.write(text, x: 0, y: 0, style: .plain)
        renderer.statusSerial &+= 1
        renderer.statusLine = ViewRenderer.HeldStatusLine(key: key, cells: cells, composedAt: now, serial: renderer.statusSerial)
        renderer.statusDrawn = renderer.statusSerial
        buffer.copy(cells, x: 0, y: row)
    }

    /// The status line's text for a terminal `width` columns wide.
    mutating func composeStatusLine(width: Int, now: Double) -> String {
        let offset = input.viewport.offset
        let counted = countedTotals()
        var parts = [input.layoutName]
        if input.isModified { parts.append("[+] modified") }
        if input.fileStatus.dataChangedOnDisk { parts.append("[!] changed on disk") }
        parts.append("focus \(input.interaction.focus.map(\.description) ?? "none")")
        parts.append("\(counted.items) \(counted.items == 1 ? "item" : "items")")
        parts.append("offset \(offset.x.rounded().wholeOrDecimalText),\(offset.y.rounded().wholeOrDecimalText) pt")
        if let bars = input.chromeStatus() { parts.append(bars) }
        if let text = input.selfSizingStatus() { parts.append(text) }
        if let text = input.estimatedSizeStatus() { parts.append(text) }
        if input.comparison != nil { parts.append("≠ \(renderer.mismatchesDrawn) shown differ from the dump") }
        parts.append("drawn \(renderer.drawnCount)/\(counted.elements) elements")
        parts.append("zoom \(input.viewport.zoom.wholeOrDecimalText)×")
        if let paging = pagingText(now: now, long: false) { parts.append(paging) }
        if let drag = input.interaction.drag { parts.insert("moving \(drag.origin)→\(drag.current): Enter drops, Esc puts back", at: 0) }
        if let statusMessage = input.chrome.statusMessage {
            // A message that gives a field's news stands in for it.
            if let field = input.chrome.statusMessageField { parts.removeAll { $0.hasPrefix(field + " ") } }
            parts.insert(statusMessage, at: 0)
        }
        if let error = input.fileStatus.problem { parts.insert(error, at: 0) }
        if input.options.asciiOnly { parts = parts.map(Self.asciiFallback) }
        let separator = input.options.asciiOnly ? " | " : " │ "
        // While a cell is lifted, its line says what ends the drag instead.
        let help = !input.interaction.isDragging ? "? help" : nil
        return Self.statusLine(parts, help: help, separator: separator, width: width)
    }

    /// The status line's fields in `width` columns: `help` last, always; the others in order
    /// while they fit whole, a first field too long alone cut with `…`.
    static func statusLine(_ parts: [String], help: String?, separator: String, width: Int) -> String {
        guard let help else { return fitted(" " + parts.joined(separator: separator), width: width) }
        // A text's width is the sum of its scalars' widths: each part is measured once (the
        // line is composed again during a scroll, twice a second).
        let separatorWidth = CharacterWidth.of(separator)
        let endWidth = separatorWidth + CharacterWidth.of(help)
        var fitting = 0
        var used = 1  // the leading space
        for (index, part) in parts.enumerated() {
            let next = used + (index == 0 ? 0 : separatorWidth) + CharacterWidth.of(part)
            if next + endWidth > width { break }
            used = next
            fitting += 1
        }
        let end = separator + help
        if fitting == parts.count { return fitted(" " + (parts + [help]).joined(separator: separator), width: width) }
        if fitting == 0 { return fitted(" " + parts[0] + end, width: width, keepingEnd: end) }
        // (Joined by hand: `joined` on a slice of the fields is not specialised here.)
        var line = " "
        for index in 0..<fitting {
            if index > 0 { line += separator }
            line += parts[index]
        }
        return line + end
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
    mutating func countedTotals() -> (items: Int, elements: Int) {
        let key = input.totalsKey
        if let totals = renderer.totals, totals.key == key { return (totals.items, totals.elements) }
        var items = 0, total = 0
        // A lazy layout has placed the sections before its open one; the others are counted from
        // the layout's options, rather than laid out to be counted.
        let closed = input.layout.hasEstimatedContentSize ? max(0, (input.layout.layoutStore?.numberOfSections ?? 0) - 1) : Int.max
        for section in 0..<input.data.numberOfSections {
            let count = input.data.numberOfItems(inSection: section)
            items += count
            total += count
            if section >= closed {
                total += input.layout.sectionElementCount(inSection: section)
                continue
            }
            let path = IndexPath(section: section, item: 0)
            if input.layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: path) != nil { total += 1 }
            if input.layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: path) != nil { total += 1 }
            if input.layout.layoutAttributesForDecorationElement(ofKind: .background, at: path) != nil { total += 1 }
            total += input.layout.itemSupplementaryCount(inSection: section)
        }
        renderer.totals = (key, items, total)
        return (items, total)
    }

    func drawTooSmall(into buffer: inout CellBuffer) {
        let (w, h) = ScrollState.minimumSize
        let lines = input.scroll.terminalWidth >= 18
            ? ["Terminal too small", "need \(w)×\(h)", "have \(input.scroll.terminalWidth)×\(input.scroll.terminalHeight)"]
            : ["too small", "need \(w)×\(h)"]
        drawMessage(input.options.asciiOnly ? lines.map(Self.asciiFallback) : lines, into: &buffer)
    }

    /// Centred lines of text, cut to the width.
    func drawMessage(_ lines: [String], into buffer: inout CellBuffer) {
        let top = max(0, (buffer.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < buffer.height {
            let width = CharacterWidth.of(line)
            buffer.write(line, x: max(0, (buffer.width - width) / 2), y: top + i, style: Style(attributes: [.bold]))
        }
    }

    func drawHelp(into buffer: inout CellBuffer) {
        var lines = KeyMap.helpLines(layoutNames: input.layouts.choices.map(\.name))
        if input.options.asciiOnly { lines = lines.map(Self.asciiFallback) }
        let textWidth = lines.map { CharacterWidth.of($0) }.max() ?? 0
        let width = min(buffer.width, textWidth + 4)
        let height = min(buffer.height - 1, lines.count + 2)
        guard width >= 4, height >= 3 else { return }
        let box = CellRect(x: (buffer.width - width) / 2, y: max(0, (buffer.height - 1 - height) / 2), width: width, height: height)
        let style = Style(foreground: .rgb(255, 255, 255), background: .rgb(0x20, 0x30, 0x50))
        buffer.fill(x: box.x, y: box.y, width: box.width, height: box.height, style: style)
        buffer.drawBox(box, glyphs: plainGlyphs, style: style)
        // A help taller than the box scrolls with ↑ ↓ (`ChromeState.takeHelpKey`, which keeps the
        // box full; clamped here too for a terminal that has shrunk since).
        let shown = height - 2
        let helpScroll = max(0, min(input.chrome.helpScroll, lines.count - shown))
        let more = lines.count > shown
        var title = more ? " Keys \(helpScroll + 1)-\(helpScroll + shown)/\(lines.count), ↑↓ scroll " : " Keys "
        if input.options.asciiOnly { title = Self.asciiFallback(title) }
        buffer.write(title, x: box.x + 2, y: box.y, style: Style(foreground: .rgb(255, 255, 255), background: style.background, attributes: [.bold]), limit: box.maxX - 1)
        for (i, line) in lines.dropFirst(helpScroll).prefix(shown).enumerated() {
            buffer.write(line, x: box.x + 2, y: box.y + 1 + i, style: style, limit: box.maxX - 1)
        }
    }
}
