import CollectionLayout
import TerminalCore

/// One frame being drawn: a pure function of its `RenderInput` — the layout's elements for the
/// visible rect, the scroll state, the focus and drag, the chrome's state, read only — into a
/// `CellBuffer`, keeping only what drawing keeps between frames (`ViewRenderer`: buffers,
/// scratch space, the counts the status line shows). It knows no view.
///
/// The content (cells, supplementaries, backgrounds, ghosts of an animation, the lifted cell,
/// the paging footer) is drawn into a buffer of the device screen's size placed inside the
/// bezel; the chrome widgets (bezel, bars, status line, inspector, help) around and over it.
struct RenderPass {
    /// What the frame draws; read only.
    let input: RenderInput
    /// The caches and counts: the view's, shared.
    let renderer: ViewRenderer

    init(input: RenderInput, renderer: ViewRenderer) {
        self.input = input
        self.renderer = renderer
    }
}

extension RenderPass {
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
    mutating func render(into buffer: inout CellBuffer, now: Double) {
        if buffer.width != input.scroll.terminalWidth || buffer.height != input.scroll.terminalHeight {
            buffer.resize(width: input.scroll.terminalWidth, height: input.scroll.terminalHeight)
        }
        renderer.drawnCount = 0
        renderer.mismatchesDrawn = 0
        renderer.frameNumber &+= 1
        renderer.keptShift = nil
        renderer.statusDrawn = nil
        var barRows: [Range<Int>] = []
        if input.scroll.isTooSmall {
            renderer.lastRows = nil
            buffer.clear()
            drawTooSmall(into: &buffer)
            return
        }
        if let layoutError = input.layouts.error {
            buffer.clear()
            drawMessage(["The layout cannot show this data:", layoutError], into: &buffer)
        } else {
            // Blanks and the bezel, the content over them.
            paintBackground(into: &buffer)
            // The content is drawn into a buffer of the device screen's size, placed inside the bezel.
            let screen = input.scroll.deviceFrame.screen
            // (The renderer's buffers are drawn in place: it is a class, each buffer a property
            // of its own, so their storage is never copied.)
            let renderer = self.renderer
            if renderer.content.fit(width: screen.width, height: screen.height) { renderer.layer = nil }
            drawContent(into: &renderer.content, now: now)
            renderer.content.copy(into: &buffer, x: screen.x, y: screen.y)
            if let bars = navigationChrome() {
                // The bars go over a copy of the rows they cover: the content stays as drawn for
                // the next frame, and its other rows are the screen's as they are.
                let viewport = input.viewport
                var rows = renderer.spareBarRows
                renderer.spareBarRows = []
                bars.rowsDrawn(height: screen.height, rowsPerPoint: viewport.rowScale, into: &rows)
                barRows = rows
                if renderer.screenBuffer.width != screen.width || renderer.screenBuffer.height != screen.height {
                    renderer.screenBuffer.resize(width: screen.width, height: screen.height)
                }
                for band in rows { renderer.content.copy(rows: band, into: &renderer.screenBuffer, x: 0, y: 0) }
                bars.draw(into: &renderer.screenBuffer, screen: viewport.device, rowsPerPoint: viewport.rowScale, columnsPerPoint: viewport.scale)
                for band in rows { buffer.copy(renderer.screenBuffer, rows: band, x: screen.x, y: screen.y) }
                #if CVSIM_INTERNAL_CHECKS
                var whole = renderer.content.inOrder
                bars.draw(into: &whole, screen: viewport.device, rowsPerPoint: viewport.rowScale, columnsPerPoint: viewport.scale)
                var expected = buffer
                expected.copy(whole, x: screen.x, y: screen.y)
                precondition(expected == buffer, "the bars drew outside the rows they report (NavigationChrome.rowsDrawn)")
                #endif
            }
        }
        drawStatusLine(into: &buffer, now: now)
        if input.chrome.showsInspector { drawInspector(into: &buffer) }
        if input.chrome.showsHelp { drawHelp(into: &buffer) }
        // The screen's cells and the status line's row are all this frame drew over the background.
        if input.layouts.error == nil, !input.chrome.showsInspector, !input.chrome.showsHelp {
            markBackground(of: &buffer)
            // (Last: any change to the cells clears it.)
            buffer.lineage = lineage(width: buffer.width, height: buffer.height, backgroundMark: buffer.mark, bars: barRows)
        } else {
            renderer.lastRows = nil
        }
    }

    /// Which rows of this frame hold the cells of a row of the last frame, as drawing made
    /// them: the background's rows left as they were (its mark unchanged), the content's rows
    /// it kept (`drawChangedRows`), moved by its shift, where no bar lies over them in either
    /// frame and the bezel beside them is the same, and the status line held through a burst.
    /// Nil when the last frame is not known (the first, one after help, the inspector or a
    /// message, one of another size).
    ///
    /// Only what is known from how the frame was drawn: no cell is compared.
    private mutating func lineage(width: Int, height: Int, backgroundMark mark: UInt64, bars: [Range<Int>]) -> FrameLineage? {
        let screen = input.scroll.deviceFrame.screen
        guard mark != 0 else {
            renderer.lastRows = nil
            return nil
        }
        let rows = ViewRenderer.FrameRows(frame: renderer.frameNumber, backgroundMark: mark, bars: bars, statusDrawn: renderer.statusDrawn)
        var last = renderer.lastRows
        renderer.lastRows = rows
        // (The last frame's bars go back for the next frame to fill, once read below.)
        defer {
            if let bars = last?.bars {
                last = nil
                renderer.spareBarRows = bars
            }
        }
        let statusRow = height - 1
        // (The same background, by its mark: the same terminal size and device frame.)
        guard let last, last.frame &+ 1 == rows.frame, last.backgroundMark == rows.backgroundMark, screen.x >= 0, screen.y >= 0,
            screen.x + screen.width <= width, screen.y + screen.height <= statusRow
        else { return nil }
        // The array of the frame before last, whose buffer this frame was drawn into (which
        // let it go when its cells changed): no allocation a frame.
        var same = renderer.lineageRows.older
        renderer.lineageRows.older = []
        same.removeAll(keepingCapacity: true)
        same.append(contentsOf: repeatElement(-1, count: height))
        defer { renderer.lineageRows = (same, renderer.lineageRows.newer) }
        let sides = renderer.keptShift == nil ? [] : sideRuns(mark: mark, screen: screen)
        let shift = renderer.keptShift, dirty = renderer.dirtyRows
        same.withUnsafeMutableBufferPointer { same in
            for y in 0..<statusRow where y < screen.y || y >= screen.y + screen.height { same[y] = y }
            if let status = rows.statusDrawn, status == last.statusDrawn { same[statusRow] = statusRow }
            guard let shift, dirty.count == screen.height, sides.count == height else { return }
            // (Plain loops: this runs every frame.)
            func covered(_ row: Int, by runs: [Range<Int>]) -> Bool {
                for run in runs where run.contains(row) { return true }
                return false
            }
            for row in max(0, -shift)..<min(screen.height, screen.height - shift) where !dirty[row] {
                let source = row + shift
                guard sides[screen.y + row] == sides[screen.y + source], !covered(row, by: bars), !covered(source, by: last.bars) else { continue }
                same[screen.y + row] = screen.y + source
            }
        }
        return FrameLineage(frame: rows.frame, sameRows: same)
    }

    /// For each row of `background`, a number that the rows above it share when their cells
    /// left and right of `screen` are the same as its own (kept with the background's mark).
    private mutating func sideRuns(mark: UInt64, screen: CellRect) -> [Int] {
        if let kept = renderer.sideRuns, kept.mark == mark { return kept.runs }
        guard let background = renderer.background?.buffer else { return [] }
        var runs = [Int](repeating: 0, count: background.height)
        let right = screen.x + screen.width
        for y in background.height > 0 ? 1..<background.height : 0..<0 {
            let same = (0..<background.width).allSatisfy { x in (x >= screen.x && x < right) || background[x, y] == background[x, y - 1] }
            runs[y] = same ? runs[y - 1] : runs[y - 1] + 1
        }
        renderer.sideRuns = (mark, runs)
        return runs
    }
}

/// What has a place in the drawing order: a layout's element, and an element as drawn
/// (`ContentLayer.Drawn`).
protocol DrawingOrdered {
    var zIndex: Int { get }
    var category: ElementCategory { get }
    var indexPath: IndexPath { get }
    var kind: ElementKind? { get }
}

extension LayoutAttributes: DrawingOrdered {}

/// Whether an element is drawn before another: by zIndex, then category, index path and kind.
/// The one drawing order: `drawContent` sorts by it, and `ContentLayer` matches two frames'
/// elements in it (`RenderPass.DrawingKey` is the same order in numbers). (The kinds, strings,
/// are read last: most elements differ before.)
func drawnBefore<Element: DrawingOrdered>(_ a: Element, _ b: Element) -> Bool {
    if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
    if a.category != b.category { return a.category.order < b.category.order }
    if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
    return (a.kind?.rawValue ?? "") < (b.kind?.rawValue ?? "")
}

extension RenderPass {
    /// An element's place in the drawing order as numbers — `drawnBefore`'s fields in its order,
    /// the kind as its rank among the kinds sorted — and its position before the sort; equal
    /// places keep their positions' order.
    struct DrawingKey: Comparable {
        var zIndex: Int
        var category: Int
        var section: Int
        var item: Int
        var kind: Int
        var index: Int

        static func < (a: DrawingKey, b: DrawingKey) -> Bool {
            (a.zIndex, a.category, a.section, a.item, a.kind, a.index) < (b.zIndex, b.category, b.section, b.item, b.kind, b.index)
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
