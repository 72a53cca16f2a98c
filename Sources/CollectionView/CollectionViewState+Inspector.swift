import CollectionLayout
import TerminalCore

extension CollectionViewState {
    /// Shows or hides the inspector (`I`; Esc also hides it).
    public func toggleInspector() {
        chrome.showsInspector.toggle()
        needsRedraw = true
    }

    /// What the inspector shows: the focused element's attributes as the layout computed them
    /// (as Xcode's view debugger does), and where they land on the terminal.
    ///
    /// - Complexity: one attributes lookup of the focused item.
    public func inspectorLines() -> [String] {
        guard let focus = interaction.focus else { return ["no focused item"] }
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
            "layout      \(layouts.choices[layouts.index].name)",
        ]
        if layout.pinsHeaders(inSection: focus.section) { lines.append("headers     pinned") }
        lines += chromeInspectorLines()
        return lines
    }

    /// The focused item's attributes, without laying anything out: a lazy layout that has not
    /// laid the item out (it is far from the screen) would otherwise jump to it while drawing.
    func focusedAttributesAsLaidOut() -> LayoutAttributes? {
        guard let focus = interaction.focus else { return nil }
        return layout.laidOutAttributesForItem(at: focus)
    }

    /// The scroll axis when `element` is a supplementary item of a section that pins its headers
    /// (its place along the axis follows the offset: `FrameComparison.status(of:sliding:)`).
    func slidingAxis(of element: LayoutAttributes) -> ScrollDirection? {
        guard element.category == .supplementary, layout.pinsHeaders(inSection: element.indexPath.section) else { return nil }
        return layout.scrollDirection
    }

    /// The inspector's lines about the compared dump: the dump's frame of `attributes` and how
    /// far off the layout's is.
    func comparisonLines(_ attributes: LayoutAttributes) -> [String] {
        guard let comparison else { return [] }
        let n = { (value: Double) in Self.format((value * 100).rounded() / 100) }
        switch comparison.status(of: attributes, sliding: slidingAxis(of: attributes)) {
        case .extra:
            return ["dump        not in the dump"]
        case .match:
            return ["dump        the same (within \(n(comparison.tolerance)) pt)"]
        case .moved(let f, _):
            return [
                "dump frame  x \(n(f.minX))  y \(n(f.minY)) pt",
                "            w \(n(f.width))  h \(n(f.height)) pt",
                "off by      \(FrameComparison.offset(from: f, to: attributes.frame))",
            ]
        }
    }
}
