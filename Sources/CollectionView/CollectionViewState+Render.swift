import CollectionLayout

extension CollectionViewState {
    /// The keys, as the help overlay lists them, for layouts named `layoutNames` on keys 1, 2, ...
    public static func helpLines(layoutNames: [String]) -> [String] {
        var lines = keyLines
        lines[5] = "\((1...max(1, min(9, layoutNames.count))).map(String.init).joined(separator: " "))".padding(12) + layoutNames.prefix(9).joined(separator: " / ")
        return lines
    }

    static let keyLines: [String] = [
        "↑ ↓ ← →     scroll one row / column",
        "PgUp PgDn   scroll one screen",
        "Home End    go to the start / end",
        "Tab S-Tab   focus next / previous item",
        "h j k l     focus the nearest item left/down/up/right",
        "1 2 3 4     waterfall / flow / mosaic / horizontal",
        "i           insert an item after the focus",
        "d Delete    delete the focused item",
        "u           undo the last edit",
        "Space m     lift the focused item to move it",
        "  ↑↓←→      move it; Enter drops, Esc puts back",
        "+ -         zoom in / out",
        "r           rotate the device",
        "R           retry a page that failed to load",
        "Ctrl-R      reload outside changes (--db)",
        "w           save the data (--data)",
        "mouse       wheel scrolls, click focuses, drag moves",
        "?           this help (any key closes it)",
        "Ctrl-L      repaint the screen",
        "q           quit",
    ]

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
        if let transition, transition.isFinished(at: now, duration: animationDuration) { self.transition = nil }
        spinnerPhase = Self.spinnerPhase(at: now)
        if isTooSmall {
            drawTooSmall(into: &buffer)
            return
        }
        if let layoutError {
            drawMessage(["The layout cannot show this data:", layoutError], into: &buffer)
        } else {
            drawContent(into: &buffer, now: now)
        }
        drawStatusLine(into: &buffer, now: now)
        if showsHelp { drawHelp(into: &buffer) }
    }

    // MARK: - Content

    private func drawContent(into buffer: inout CellBuffer, now: Double) {
        let visible = viewport.visibleRect
        scratch.removeAll(keepingCapacity: true)
        if let stored = layout as? any StoredLayout {
            stored.forEachElement(in: visible) { scratch.append($0) }
        } else {
            scratch.append(contentsOf: layout.layoutAttributesForElements(in: visible))
        }
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
            case .supplementary: drawSupplementary(element, into: &buffer)
            case .cell:
                if let drag, element.indexPath == drag.current { continue }
                let shown = displayed(element, now: now)
                drawCell(
                    viewport.cellRect(for: shown.frame), content: data.content(at: element.indexPath),
                    indexPath: element.indexPath, glyphs: element.indexPath == focus ? focusGlyphs : plainGlyphs,
                    alpha: shown.alpha, into: &buffer)
            }
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
        let title = data.sectionTitle(section)
        let text = isHeader ? title : "\(title) · \(data.numberOfItems(inSection: section)) items"
        let row = rect.y + (rect.height - 1) / 2
        buffer.write(text, x: rect.x + 1, y: row, style: style, limit: rect.maxX - 1)
    }

    private func drawBackground(_ element: LayoutAttributes, into buffer: inout CellBuffer) {
        let rect = viewport.cellRect(for: element.frame)
        let style = Style(foreground: .rgb(0x50, 0x50, 0x50), background: .rgb(0x18, 0x18, 0x18))
        buffer.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, character: asciiOnly ? "." : "·", style: style)
    }

    /// The row after the content (vertical layouts that page): a spinner, "end", or the error.
    private func drawPagingFooter(into buffer: inout CellBuffer, now: Double) {
        guard layout.scrollDirection == .vertical, let text = pagingText(now: now, long: true) else { return }
        let size = layout.contentSize
        let row = viewport.cellRect(for: Rect(x: 0, y: size.height, width: max(size.width, 1), height: viewport.rowPoints)).y
        guard row >= 0, row < viewport.rows else { return }
        buffer.fill(x: 0, y: row, width: buffer.width, height: 1, style: .plain)
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
        case .failed(let message): return long ? "! \(message) (R retries)" : "failed: R retries"
        case .exhausted: return long ? "— end —" : "end"
        }
    }

    // MARK: - Chrome

    private func drawStatusLine(into buffer: inout CellBuffer, now: Double) {
        let row = buffer.height - 1
        let style = Style(foreground: .rgb(0, 0, 0), background: .rgb(0xC0, 0xC0, 0xC0))
        buffer.fill(x: 0, y: row, width: buffer.width, height: 1, style: style)
        let offset = viewport.offset
        let counted = countedTotals()
        var parts = [
            choices[layoutIndex].name,
            "\(Self.format(offset.x.rounded())),\(Self.format(offset.y.rounded()))",
            "drawn \(drawnCount)/\(counted.elements)",
            "\(counted.items) items",
        ]
        if let paging = pagingText(now: now, long: false) { parts.append(paging) }
        if let drag { parts.insert("moving \(drag.origin)→\(drag.current)", at: 0) }
        if let statusMessage { parts.insert(statusMessage, at: 0) } else { parts.append("? help") }
        buffer.write(" " + parts.joined(separator: " │ "), x: 0, y: row, style: style)
    }

    /// The items, and every element of the layout (items plus section headers, footers and
    /// backgrounds), counted again only after the data or the layout changed.
    ///
    /// - Complexity: O(1), or O(sections) after a change.
    func countedTotals() -> (items: Int, elements: Int) {
        let key = totalsKey
        if let totals, totals.key == key { return (totals.items, totals.elements) }
        var items = 0, total = 0
        for section in 0..<data.numberOfSections {
            let count = data.numberOfItems(inSection: section)
            items += count
            total += count
            let path = IndexPath(section: section, item: 0)
            if layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: path) != nil { total += 1 }
            if layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: path) != nil { total += 1 }
            if layout.layoutAttributesForDecorationElement(ofKind: .background, at: path) != nil { total += 1 }
        }
        totals = (key, items, total)
        return (items, total)
    }

    private func drawTooSmall(into buffer: inout CellBuffer) {
        let (w, h) = Self.minimumSize
        let lines = terminalWidth >= 18
            ? ["Terminal too small", "need \(w)×\(h)", "have \(terminalWidth)×\(terminalHeight)"]
            : ["too small", "need \(w)×\(h)"]
        drawMessage(lines, into: &buffer)
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
        let lines = Self.helpLines(layoutNames: choices.map(\.name))
        let textWidth = lines.map { CharacterWidth.of($0) }.max() ?? 0
        let width = min(buffer.width, textWidth + 4)
        let height = min(buffer.height - 1, lines.count + 2)
        guard width >= 4, height >= 3 else { return }
        let box = CellRect(x: (buffer.width - width) / 2, y: max(0, (buffer.height - 1 - height) / 2), width: width, height: height)
        let style = Style(foreground: .rgb(255, 255, 255), background: .rgb(0x20, 0x30, 0x50))
        buffer.fill(x: box.x, y: box.y, width: box.width, height: box.height, style: style)
        buffer.drawBox(box, glyphs: plainGlyphs, style: style)
        buffer.write(" Keys ", x: box.x + 2, y: box.y, style: Style(foreground: .rgb(255, 255, 255), background: style.background, attributes: [.bold]), limit: box.maxX - 1)
        for (i, line) in lines.prefix(height - 2).enumerated() {
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
    /// The string padded with spaces to `width` columns.
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - CharacterWidth.of(self)))
    }
}
