import CollectionLayout
import TerminalCore

extension CollectionViewState {
    /// Shows or hides the inspector (`I`; Esc also hides it).
    public func toggleInspector() {
        showsInspector.toggle()
        needsRedraw = true
    }

    /// What the inspector shows: the focused element's attributes as the layout computed them
    /// (as Xcode's view debugger does), and where they land on the terminal.
    ///
    /// - Complexity: one attributes lookup of the focused item.
    public func inspectorLines() -> [String] {
        guard let focus else { return ["no focused item"] }
        guard let attributes = focusedAttributesAsLaidOut() else {
            return ["index path  \(focus)", "not laid out: far from the screen (Enter or Tab shows it)"]
        }
        let f = attributes.frame
        let cells = viewport.cellRect(for: f)
        let section = focus.section
        let n = { (value: Double) in Self.format((value * 100).rounded() / 100) }
        var lines = [
            "index path  \(attributes.indexPath)",
            "kind        \(attributes.category.rawValue)\(attributes.kind.map { " (\($0.rawValue))" } ?? "")",
            "section     \(section) of \(data.numberOfSections), \"\(data.sectionTitle(section))\"",
            "item        \(focus.item + 1) of \(data.numberOfItems(inSection: section))",
            "frame       x \(n(f.minX))  y \(n(f.minY)) pt",
            "            w \(n(f.width))  h \(n(f.height)) pt",
        ]
        lines += comparisonLines(attributes)
        lines += [
            "zIndex      \(attributes.zIndex)",
            "alpha       \(n(attributes.alpha))\(attributes.isHidden ? ", hidden" : "")",
            "title       \(data.content(at: focus).title)",
            "on screen   \(cells.width)×\(cells.height) cells at \(cells.x),\(cells.y)",
            "layout      \(choices[layoutIndex].name)",
        ]
        if layout.configuration.pinHeaders { lines.append("headers     pinned") }
        lines += chromeInspectorLines()
        return lines
    }

    /// The focused item's attributes, without laying anything out: a lazy layout that has not
    /// laid the item out (it is far from the screen) would otherwise jump to it while drawing.
    func focusedAttributesAsLaidOut() -> LayoutAttributes? {
        guard let focus else { return nil }
        if let stored = layout as? any StoredLayout { return stored.laidOutAttributesForItem(at: focus) }
        return layout.layoutAttributesForItem(at: focus)
    }

    /// The inspector box's title, on its top border.
    static let inspectorTitle = " Inspector (I closes) "

    /// The inspector box, on the side of the screen away from the focused cell.
    func drawInspector(into buffer: inout CellBuffer) {
        let lines = inspectorLines().map { asciiOnly ? Self.asciiFallback($0) : $0 }
        let textWidth = lines.map { CharacterWidth.of($0) }.max() ?? 0
        // As wide as the title too, whatever the lines: "no focused item" is shorter than it.
        let width = min(buffer.width, max(textWidth, CharacterWidth.of(Self.inspectorTitle)) + 4)
        let height = min(buffer.height - 1, lines.count + 2)
        guard width >= 8, height >= 3 else { return }
        var left = buffer.width - width
        if let frame = focusedAttributesAsLaidOut()?.frame {
            let cells = viewport.cellRect(for: frame)
            if cells.x + cells.width / 2 + deviceFrame.screen.x > buffer.width / 2 { left = 0 }
        }
        let box = CellRect(x: left, y: 0, width: width, height: height)
        let style = Style(foreground: .rgb(255, 255, 255), background: .rgb(0x30, 0x20, 0x40))
        buffer.fill(x: box.x, y: box.y, width: box.width, height: box.height, style: style)
        buffer.drawBox(box, glyphs: asciiOnly ? .asciiLight : .light, style: style)
        let titleStyle = Style(foreground: .rgb(255, 255, 255), background: style.background, attributes: [.bold])
        buffer.write(Self.inspectorTitle, x: box.x + 2, y: box.y, style: titleStyle, limit: box.maxX - 1)
        for (i, line) in lines.prefix(height - 2).enumerated() {
            buffer.write(line, x: box.x + 2, y: box.y + 1 + i, style: style, limit: box.maxX - 1)
        }
    }
}
