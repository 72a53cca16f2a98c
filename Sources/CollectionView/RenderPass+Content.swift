import CollectionLayout
import TerminalCore

extension RenderPass {

    // MARK: - Content

    /// Draws the content (no bars) into `content`, which holds the last frame's content: only the
    /// rows that changed when the last frame can be kept (`ContentLayer`), else every row.
    mutating func drawContent(into content: inout ContentRows, now: Double) {
        queryElements()
        let footerShown = pagingFooterRow() != nil
        // An animation, a drag, a comparison and the footer are drawn by whole frames only.
        let keepable = renderer.keepsRows && input.transition == nil && !input.interaction.isDragging && input.comparison == nil && !footerShown
        let grid = input.viewport.cellGrid
        let key = layerKey(width: content.width, height: content.height, grid: grid)
        describeElements()
        // (Moved out, not copied: a copy of the layer retains its key's objects and strings.)
        let last = renderer.layer.take()
        if keepable, let layer = last, drawChangedRows(of: layer, key: key, originRow: grid.originRow, into: &content, now: now) {
            #if CVSIM_INTERNAL_CHECKS
            let buffer = content.inOrder
            var whole = CellBuffer(width: buffer.width, height: buffer.height)
            _ = drawElements(into: &whole, now: now, rows: nil)
            precondition(
                whole == buffer,
                "rows kept from the last frame differ from the frame drawn whole: "
                    + (0..<buffer.height).filter { y in (0..<buffer.width).contains { whole[$0, y] != buffer[$0, y] } }.map {
                        "\n\($0): \(buffer.line($0))\n\($0)= \(whole.line($0))"
                    }.joined())
            #endif
        } else {
            content.drawWhole { buffer in
                buffer.clear()
                // (The animation's ghosts among the elements, by their zIndex.)
                count(drawElements(into: &buffer, now: now, rows: nil))
                drawPagingFooter(into: &buffer, now: now)
                if let drag = input.interaction.drag {
                    drawCell(
                        input.viewport.cellRect(for: drag.frame), content: input.data.content(at: drag.current), indexPath: drag.current,
                        glyphs: input.options.asciiOnly ? .asciiHeavy : .heavy, alpha: 1, into: &buffer, bold: true)
                    renderer.drawnCount += 1
                }
            }
        }
        if keepable {
            var elements = last?.elements ?? []
            swap(&elements, &renderer.drawnElements)
            renderer.layer = ContentLayer(key: key, originRow: grid.originRow, elements: elements)
        }
    }

    /// The elements of the visible rect, merged and in drawing order, into `renderer.scratch`.
    private mutating func queryElements() {
        let visible = input.viewport.visibleRect
        renderer.scratch.removeAll(keepingCapacity: true)
        // Elements of at most one cell are merged per cell, so no more are drawn than there
        // are cells, whatever the item size (`SubCellMerge`).
        var merge = renderer.cellMerge
        var list = renderer.scratch
        renderer.cellMerge = SubCellMerge()
        renderer.scratch = []
        let screen = input.scroll.deviceFrame.screen
        merge.begin(columns: screen.width, rows: screen.height, viewport: input.viewport, focus: input.interaction.focus)
        if renderer.thinsQueries, let orthogonalLayout = input.orthogonalLayout {
            // Cells the screen could not tell apart are left out by the query itself.
            orthogonalLayout.forEachElement(
                in: visible, orthogonalOffset: { input.orthogonalOffset($0) }, thinningTo: input.viewport.cellGrid, keeping: input.interaction.focus
            ) { merge.consider($0, into: &list) }
        } else if renderer.thinsQueries {
            input.layout.forEachElement(in: visible, thinningTo: input.viewport.cellGrid, keeping: input.interaction.focus) { merge.consider($0, into: &list) }
        } else {
            input.forEachShownElement(in: visible) { merge.consider($0, into: &list) }
        }
        merge.end(into: &list)
        renderer.cellMerge = merge
        Self.sortInDrawingOrder(&list, keys: &renderer.drawingKeys)
        renderer.scratch = list
    }

    /// Sorts `elements` into drawing order (`drawnBefore`), stably, moving each element once:
    /// what is sorted is a key of numbers per element (the kinds, strings, as their rank among
    /// the kinds present), in `keys` (reused); sorting the elements themselves copied one at
    /// every step of the sort, references and all.
    static func sortInDrawingOrder(_ elements: inout [LayoutAttributes], keys: inout [DrawingKey]) {
        // The kinds present, in order ("" and none first, as `drawnBefore` has them).
        // (Fields read in place: iterating the elements would copy each.)
        var kinds: [String] = []
        keys.removeAll(keepingCapacity: true)
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                if let kind = elements[index].kind?.rawValue, !kind.isEmpty, !kinds.contains(kind) { kinds.append(kind) }
            }
            // (Not when empty: sorting the shared empty array allocates one of its own.)
            if kinds.count > 1 { kinds.sort() }
            for index in elements.indices {
                let kind = elements[index].kind.map { kind in kinds.firstIndex(of: kind.rawValue).map { $0 + 1 } ?? 0 } ?? 0
                keys.append(
                    DrawingKey(
                        zIndex: elements[index].zIndex, category: elements[index].category.order, section: elements[index].indexPath.section,
                        item: elements[index].indexPath.item, kind: kind, index: index))
            }
        }
        keys.sort()
        // Position `k` takes the element at `keys[k].index`: each cycle of the permutation is
        // walked by swaps, and a position done is marked by its own index.
        elements.withUnsafeMutableBufferPointer { elements in
            for start in keys.indices where keys[start].index != start {
                var k = start
                while keys[k].index != start {
                    let next = keys[k].index
                    elements.swapAt(k, next)
                    keys[k].index = k
                    k = next
                }
                keys[k].index = k
            }
        }
    }

    /// What the content's cells depend on besides its elements (`ContentLayer.Key`).
    private func layerKey(width: Int, height: Int, grid: CellGrid) -> ContentLayer.Key {
        ContentLayer.Key(
            layout: input.layout, layoutIndex: input.layouts.index, generation: input.layouts.generation,
            data: input.data, textSize: input.textSize, options: input.options,
            columnsPerPoint: grid.columnsPerPoint, rowsPerPoint: grid.rowsPerPoint, originColumn: grid.originColumn,
            device: input.viewport.device, width: width, height: height)
    }

    /// `renderer.scratch` as `ContentLayer` compares elements, into `renderer.drawnElements`.
    private mutating func describeElements() {
        var drawn = renderer.drawnElements
        renderer.drawnElements = []
        drawn.removeAll(keepingCapacity: true)
        let focus = input.interaction.focus
        let grid = input.viewport.cellGrid
        // (Fields read in place: iterating the elements would copy each, its kind retained.)
        let elements = renderer.scratch
        for i in elements.indices {
            var rect = grid.cellRect(for: elements[i].frame)
            rect.width = max(1, rect.width)
            rect.height = max(1, rect.height)
            let category = elements[i].category, indexPath = elements[i].indexPath
            drawn.append(
                ContentLayer.Drawn(
                    category: category, kind: elements[i].kind, indexPath: indexPath, zIndex: elements[i].zIndex, rect: rect,
                    alpha: elements[i].alpha, isHidden: elements[i].isHidden, focused: category == .cell && indexPath == focus))
        }
        renderer.drawnElements = drawn
    }

    /// Moves the rows `layer` (what `content` shows) keeps and draws the others again;
    /// false, leaving `content` as it was, when more than half the rows would be drawn.
    private mutating func drawChangedRows(of layer: ContentLayer, key: ContentLayer.Key, originRow: Double, into content: inout ContentRows, now: Double) -> Bool {
        var dirty = renderer.dirtyRows
        renderer.dirtyRows = []
        defer { renderer.dirtyRows = dirty }
        dirty.removeAll(keepingCapacity: true)
        dirty.append(contentsOf: repeatElement(false, count: content.height))
        guard let shift = layer.changedRows(key: key, originRow: originRow, elements: renderer.drawnElements, dirty: &dirty),
            dirty.lazy.filter({ $0 }).count * 2 <= content.height
        else { return false }
        content.shiftRows(by: shift)
        renderer.keptShift = shift
        var rows = renderer.rowsBuffer
        renderer.rowsBuffer = CellBuffer(width: 0, height: 0)
        if rows.width != content.width || rows.height != content.height { rows.resize(width: content.width, height: content.height) }
        Self.forEachRun(of: dirty) { rows.fill(x: 0, y: $0.lowerBound, width: rows.width, height: $0.count, style: .plain) }
        // Only the dirty rows are taken from what is drawn: the elements are drawn into them
        // alone (a one-row scroll fills and writes one row of each card it meets, not the card).
        if let first = dirty.firstIndex(of: true), let last = dirty.lastIndex(of: true) { rows.clipRows = first..<(last + 1) }
        count(drawElements(into: &rows, now: now, rows: dirty))
        rows.clipRows = nil
        Self.forEachRun(of: dirty) { content.copyRows($0, from: rows) }
        renderer.rowsBuffer = rows
        return true
    }

    /// Calls `body` with each run of consecutive rows flagged in `flags`, from the top.
    private static func forEachRun(of flags: [Bool], _ body: (Range<Int>) -> Void) {
        var row = 0
        while row < flags.count {
            guard flags[row] else {
                row += 1
                continue
            }
            var end = row
            while end < flags.count, flags[end] { end += 1 }
            body(row..<end)
            row = end
        }
    }

    /// Adds what `drawElements` drew to the frame's counts (the status line's).
    private mutating func count(_ drawn: (elements: Int, mismatches: Int)) {
        renderer.drawnCount += drawn.elements
        renderer.mismatchesDrawn += drawn.mismatches
    }

    /// Draws `renderer.scratch` (only the elements over `rows`, when given) into `buffer`, and
    /// says how many it drew and how many of those differ from a compared dump.
    ///
    /// (Not mutating: the elements are drawn by methods of a pass that stays as it is, which a
    /// mutating method would copy to call them, references and all.)
    private func drawElements(into buffer: inout CellBuffer, now: Double, rows: [Bool]?) -> (elements: Int, mismatches: Int) {
        var drawn = 0, mismatches = 0
        // Read once, not for each element.
        // (The drag's session only while dragging: reading it copies the interaction's phase.)
        let dragged = input.interaction.isDragging ? input.interaction.drag?.current : nil
        let focus = input.interaction.focus
        let comparing = input.comparison != nil
        let ghosts = input.transition?.ghosts ?? []
        var ghostsDrawn = ghosts.isEmpty
        let elements = renderer.scratch
        for index in elements.indices {
            // (Read in place: an element is copied, its kind retained, only when drawn.)
            guard !elements[index].isHidden else { continue }
            if elements[index].zIndex > ZIndex.cell, !ghostsDrawn {
                drawn += drawGhosts(ghosts, into: &buffer, now: now)
                ghostsDrawn = true
            }
            if elements[index].category == .cell, let dragged, elements[index].indexPath == dragged { continue }
            drawn += 1
            if let rows {
                let span = renderer.drawnElements[index].rows
                let lo = max(0, span.lowerBound), hi = min(rows.count, span.upperBound)
                guard lo < hi, rows[lo..<hi].contains(true) else { continue }
            }
            let element = elements[index]
            switch element.category {
            case .decoration: drawBackground(element, into: &buffer)
            case .supplementary:
                if let kind = element.kind, input.layout.itemSupplementaryKinds(inSection: element.indexPath.section).contains(kind) {
                    drawBadge(element, into: &buffer)
                } else if let list = input.layout.listConfiguration(forSection: element.indexPath.section),
                    !(element.kind.map(input.layout.layoutSupplementaryKinds.contains) ?? false)
                {
                    drawListSupplementary(element, list: list, into: &buffer)
                } else {
                    drawSupplementary(element, into: &buffer)
                }
            case .cell:
                let shown = input.displayed(element, now: now)
                if let list = input.layout.listConfiguration(forSection: element.indexPath.section) {
                    drawListRow(element, frame: shown.frame, list: list, focused: element.indexPath == focus, alpha: shown.alpha, into: &buffer)
                    continue
                }
                var rect = input.viewport.cellRect(for: shown.frame)
                // A merged element thinner than a cell shows at least one cell wide and tall.
                if rect.isEmpty, rect.width <= 1 || rect.height <= 1 {
                    rect.width = max(1, rect.width)
                    rect.height = max(1, rect.height)
                }
                drawCell(
                    rect, content: input.data.content(at: element.indexPath),
                    indexPath: element.indexPath, glyphs: element.indexPath == focus ? focusGlyphs : plainGlyphs,
                    alpha: shown.alpha, into: &buffer)
            }
            if comparing, markIfDifferent(element, into: &buffer) { mismatches += 1 }
        }
        if !ghostsDrawn { drawn += drawGhosts(ghosts, into: &buffer, now: now) }
        return (drawn, mismatches)
    }

    var plainGlyphs: BoxGlyphs { input.options.asciiOnly ? .asciiLight : .light }
    var focusGlyphs: BoxGlyphs { input.options.asciiOnly ? .asciiDouble : .double }

    /// Draws the animation's ghosts; returns how many.
    func drawGhosts(_ ghosts: [Transition.Ghost], into buffer: inout CellBuffer, now: Double) -> Int {
        guard let transition = input.transition else { return 0 }
        let t = transition.progress(at: now, duration: input.options.animationDuration)
        for ghost in ghosts {
            let frame = Transition.interpolate(ghost.from, ghost.to, t)
            let alpha = ghost.fromAlpha + (ghost.toAlpha - ghost.fromAlpha) * t
            drawCell(input.viewport.cellRect(for: frame), content: ghost.content, indexPath: ghost.indexPath, glyphs: plainGlyphs, alpha: alpha, into: &buffer)
        }
        return ghosts.count
    }

    /// A cell: its colour as background, a border when it has room, its title and index path.
    func drawCell(
        _ rect: CellRect, content: CellContent, indexPath: IndexPath, glyphs: BoxGlyphs, alpha: Double,
        into buffer: inout CellBuffer, bold: Bool = false
    ) {
        guard !rect.isEmpty, rect.y < input.viewport.rows else { return }
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
        if buffer.drawsRow(inner.y) { buffer.write(content.title, x: inner.x, y: inner.y, style: titleStyle, limit: inner.maxX) }
        if inner.height >= 2, buffer.drawsRow(inner.y + 1) {
            Self.writeIndexPath(indexPath, x: inner.x, y: inner.y + 1, style: style, limit: inner.maxX, into: &buffer)
        }
    }

    /// Writes `path` as its `description` reads (`[0, 12]`), composed as bytes on the stack
    /// rather than as a string: every card of every frame shows one.
    static func writeIndexPath(_ path: IndexPath, x: Int, y: Int, style: Style, limit: Int, into buffer: inout CellBuffer) {
        guard path.section >= 0, path.item >= 0 else {
            buffer.write(path.description, x: x, y: y, style: style, limit: limit)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { bytes in
            var count = 0
            func append(_ byte: UInt8) {
                bytes[count] = byte
                count += 1
            }
            func append(_ number: Int) {
                let start = count
                var n = number
                repeat {
                    append(UInt8(ascii: "0") + UInt8(n % 10))
                    n /= 10
                } while n > 0
                var (i, j) = (start, count - 1)
                while i < j {
                    bytes.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            append(UInt8(ascii: "["))
            append(path.section)
            append(UInt8(ascii: ","))
            append(UInt8(ascii: " "))
            append(path.item)
            append(UInt8(ascii: "]"))
            buffer.writeASCII(UnsafeBufferPointer(rebasing: bytes[0..<count]), x: x, y: y, style: style, limit: limit)
        }
    }

    func drawSupplementary(_ element: LayoutAttributes, into buffer: inout CellBuffer) {
        let rect = input.viewport.cellRect(for: element.frame)
        guard !rect.isEmpty, element.indexPath.section < input.data.numberOfSections else { return }
        let section = element.indexPath.section
        let isHeader = element.kind == .header
        let style = isHeader
            ? Style(foreground: .rgb(255, 255, 255), background: .rgb(0x30, 0x36, 0x4A), attributes: [.bold])
            : Style(foreground: .rgb(0xB0, 0xB0, 0xB0), background: .rgb(0x20, 0x20, 0x20), attributes: [.dim])
        buffer.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, style: style)
        if let kind = element.kind, input.layout.layoutSupplementaryKinds.contains(kind) {
            // The whole layout's header or footer: of no section, named by its kind.
            buffer.write(kind.rawValue, x: rect.x + 1, y: rect.y + (rect.height - 1) / 2, style: style, limit: rect.maxX - 1)
            return
        }
        if drawSupplementaryText(element, rect: rect, style: style, into: &buffer) { return }
        let title = input.data.sectionTitle(section)
        let count = input.data.numberOfItems(inSection: section)
        let text = isHeader ? title : "\(title) \(input.options.asciiOnly ? "-" : "·") \(count) \(count == 1 ? "item" : "items")"
        let row = rect.y + (rect.height - 1) / 2
        buffer.write(text, x: rect.x + 1, y: row, style: style, limit: rect.maxX - 1)
    }

    /// A supplementary attached to an item (a badge, UIKit's sample): a red pill with a count — a
    /// stand-in for the app's, from the item's title (1 to 9) — or a red dot when it has less
    /// than three columns.
    func drawBadge(_ element: LayoutAttributes, into buffer: inout CellBuffer) {
        var rect = input.viewport.cellRect(for: element.frame)
        rect.width = max(1, rect.width)
        rect.height = max(1, rect.height)
        let red = Color.rgb(0xFF, 0x3B, 0x30)
        guard rect.width >= 3 else {
            buffer.write(input.options.asciiOnly ? "*" : "●", x: rect.x, y: rect.y + (rect.height - 1) / 2, style: Style(foreground: red, attributes: [.bold]))
            return
        }
        let style = Style(foreground: .rgb(255, 255, 255), background: red, attributes: [.bold])
        buffer.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, style: style)
        let path = element.indexPath
        let count = path.item < input.data.numberOfItems(inSection: path.section) ? input.data.content(at: path).title.unicodeScalars.count % 9 + 1 : 0
        let row = rect.y + (rect.height - 1) / 2
        buffer.write("\(count)", x: rect.x + (rect.width - 1) / 2, y: row, style: style, limit: rect.maxX)
        if !input.options.asciiOnly, rect.height == 1 {
            // Rounded ends, as UIKit's badge is a circle.
            buffer.write("◖", x: rect.x, y: row, style: Style(foreground: red))
            buffer.write("◗", x: rect.maxX - 1, y: row, style: Style(foreground: red))
        }
    }

    func drawBackground(_ element: LayoutAttributes, into buffer: inout CellBuffer) {
        let rect = input.viewport.cellRect(for: element.frame)
        let style = Style(foreground: .rgb(0x50, 0x50, 0x50), background: .rgb(0x18, 0x18, 0x18))
        buffer.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, character: input.options.asciiOnly ? "." : "·", style: style)
    }

    /// The row after the content (vertical layouts that page): a spinner, "end", or the error.
    func drawPagingFooter(into buffer: inout CellBuffer, now: Double) {
        guard let row = pagingFooterRow(), var text = pagingText(now: now, long: true) else { return }
        if input.options.asciiOnly { text = Self.asciiFallback(text) }
        buffer.fill(x: 0, y: row, width: buffer.width, height: 1, style: .plain)
        if case .failed = input.data.pagination { text = Self.fitted(text, width: buffer.width, keepingEnd: Self.retryHint) }
        let width = CharacterWidth.of(text)
        let style = input.data.pagination == .exhausted ? Style(attributes: [.dim]) : Style(attributes: [.bold])
        buffer.write(text, x: max(0, (buffer.width - width) / 2), y: row, style: style)
    }

    /// The row of the paging footer, when the frame shows one.
    func pagingFooterRow() -> Int? {
        guard input.layout.scrollDirection == .vertical else { return nil }
        switch input.data.pagination {
        case .none, .idle: return nil
        case .loading, .failed, .exhausted: break
        }
        let size = input.layout.contentSize
        let row = input.viewport.cellRect(for: Rect(x: 0, y: size.height, width: max(size.width, 1), height: input.viewport.rowPoints)).y
        return row >= 0 && row < input.viewport.rows ? row : nil
    }

    func pagingText(now: Double, long: Bool) -> String? {
        switch input.data.pagination {
        case .none: return nil
        case .idle: return long ? nil : "idle"
        case .loading:
            let frames = input.options.asciiOnly ? Self.asciiSpinnerFrames : Self.spinnerFrames
            let phase = ChromeState.spinnerPhase(at: now) % frames.count
            return long ? "\(frames[phase]) loading more…" : "loading \(frames[phase])"
        case .failed(let message): return long ? "! \(message)\(Self.retryHint)" : "failed: R retries"
        case .exhausted: return long ? "— end —" : "end"
        }
    }

}
