import CollectionLayout
import TerminalCore

/// What a frame draws, as the view hands it to the renderer (`RenderPass`): the view's parts as
/// they are at the frame, read only, and the layout and the data that the frame queries.
///
/// Built for every frame by the view's `renderInput()`: the parts are values whose
/// storage is shared (copy on write), so making one copies no array and allocates nothing.
struct RenderInput {
    /// The layout shown (queried for the visible rect), the layouts on keys 1–9, the layout's error.
    let layouts: LayoutSlot
    let data: any CollectionViewDataSource
    /// Bounds, offset, inset, the screen on the terminal, orthogonal offsets, a burst under way.
    let scroll: ScrollState
    /// The text size cells are drawn at.
    let textSize: ContentSizeCategory
    /// Focus and drag.
    let interaction: Interaction
    /// Status message, help, inspector, the watched files, the spinner.
    let chrome: ChromeState
    let options: ViewOptions
    /// The animation in progress, if any.
    let transition: Transition?
    /// Frames of a dump to compare with (`--compare`).
    let comparison: FrameComparison?
    /// The data differs from its file (`[+] modified`).
    let isModified: Bool
    /// What the status line's totals are counted for.
    let totalsKey: ViewRenderer.TotalsKey

    var layout: any CollectionLayout { layouts.layout }
    var viewport: Viewport { scroll.viewport }
    var fileStatus: WatchedFileStatus { chrome.files }
    /// The layout's orthogonal sections, if it has any.
    var orthogonalLayout: (any CollectionLayout)? { layouts.orthogonalLayout }
    /// The current layout's name, as the status line and the inspector say it.
    var layoutName: String { layouts.name }

    /// The offset orthogonal section `section` is shown at (0 for any other section).
    func orthogonalOffset(_ section: Int) -> Double { scroll.orthogonalOffset(section, in: layout) }

    /// Calls `body` with every element meeting `rect` as shown (orthogonal sections at their offsets).
    func forEachShownElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        scroll.forEachShownElement(in: rect, of: layout, body)
    }

    /// The focused item's attributes as laid out (never laying out).
    func focusedAttributesAsLaidOut() -> LayoutAttributes? { interaction.focusedAttributes(in: layout) }

    /// The frame and alpha at which the cell `attributes` shows at `now`, mid-animation or not.
    func displayed(_ attributes: LayoutAttributes, now: Double) -> (frame: Rect, alpha: Double) {
        Transition.displayed(attributes, in: transition, data: data, now: now, duration: options.animationDuration)
    }

    /// The scroll axis when `element` is a supplementary item of a section that pins its headers
    /// (its place along the axis follows the offset: `FrameComparison.status(of:sliding:)`).
    func slidingAxis(of element: LayoutAttributes) -> ScrollDirection? {
        guard element.category == .supplementary, layout.pinsHeaders(inSection: element.indexPath.section) else { return nil }
        return layout.scrollDirection
    }

    /// The status line's note on text, when cells size themselves (`SelfSizing`).
    func selfSizingStatus() -> String? { SelfSizing.statusField(layout, category: textSize) }

    /// The status line's note on a lazy layout's estimated content size.
    func estimatedSizeStatus() -> String? { SelfSizing.estimateField(layout) }

    /// The status line's field for the bars.
    func chromeStatus() -> String? { options.screenChrome.statusField }

    /// What the inspector shows: the focused element's attributes as the layout computed them
    /// (as Xcode's view debugger does), and where they land on the terminal.
    ///
    /// - Complexity: one attributes lookup of the focused item.
    func inspectorLines() -> [String] {
        guard let focus = interaction.focus else { return ["no focused item"] }
        guard let attributes = focusedAttributesAsLaidOut() else {
            return ["index path  \(focus)", "not laid out: far from the screen (Enter or Tab shows it)"]
        }
        let f = attributes.frame
        let cells = viewport.cellRect(for: f)
        let section = focus.section
        let n = { (value: Double) in value.hundredthsText }
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
            "layout      \(layoutName)",
        ]
        if layout.pinsHeaders(inSection: focus.section) { lines.append("headers     pinned") }
        lines += options.screenChrome.inspectorLines(options.scrollInsets(viewport: viewport, contentSize: layout.contentSize))
        return lines
    }

    /// The inspector's lines about the compared dump: the dump's frame of `attributes` and how
    /// far off the layout's is.
    func comparisonLines(_ attributes: LayoutAttributes) -> [String] {
        guard let comparison else { return [] }
        let n = { (value: Double) in value.hundredthsText }
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
