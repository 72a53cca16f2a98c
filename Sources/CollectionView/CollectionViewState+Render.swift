import CollectionLayout
import TerminalCore

extension CollectionViewState {
    /// Draws the whole screen for time `now` into `buffer`, resizing it to the terminal (a
    /// `RenderPass` over the view's parts).
    ///
    /// - Complexity: one rect query of the visible rectangle and O(k log k + columns·rows) for
    ///   the k elements it returns, independent of the number of items.
    public func render(into buffer: inout CellBuffer, now: Double) {
        needsRedraw = false
        if let transition, transition.isFinished(at: now, duration: animationDuration) { self.transition = nil }
        spinnerPhase = Self.spinnerPhase(at: now)
        withRenderPass { $0.render(into: &buffer, now: now) }
    }

    /// Runs `body` with a render pass holding the renderer's caches (taken out of the view for
    /// the pass, so its buffers are never copied), then takes them and the help's clamped
    /// scroll back.
    func withRenderPass<T>(_ body: (inout RenderPass) -> T) -> T {
        var pass = RenderPass(view: self, renderer: ViewRenderer())
        swap(&pass.renderer, &renderer)
        let result = body(&pass)
        swap(&pass.renderer, &renderer)
        helpScroll = pass.helpScroll
        return result
    }

    /// The items, and every element of the layout, as the status line counts them.
    ///
    /// - Complexity: O(1), or O(sections) after a change.
    func countedTotals() -> (items: Int, elements: Int) { withRenderPass { $0.countedTotals() } }

    /// The keys, as the help overlay lists them, for layouts named `layoutNames` on keys 1, 2, ...
    public static func helpLines(layoutNames: [String]) -> [String] { KeyMap.helpLines(layoutNames: layoutNames) }

    /// Text for a terminal that cannot show Unicode (`RenderPass.asciiFallback`).
    static func asciiFallback(_ text: String) -> String { RenderPass.asciiFallback(text) }

    /// `text` cut to `width` columns with `…` (`RenderPass.fitted`).
    static func fitted(_ text: String, width: Int, keepingEnd end: String = "") -> String {
        RenderPass.fitted(text, width: width, keepingEnd: end)
    }

    /// `text` wrapped at `columns` terminal columns, at most `lines` lines (`RenderPass.wrapInColumns`).
    static func wrapInColumns(_ text: String, columns: Int, lines: Int) -> WrappedText {
        RenderPass.wrapInColumns(text, columns: columns, lines: lines)
    }

    /// The mark on an element whose frame differs from the compared dump's.
    static var mismatchStyle: Style { RenderPass.mismatchStyle }

    /// The colours of a list.
    typealias ListPalette = RenderPass.ListPalette
}
