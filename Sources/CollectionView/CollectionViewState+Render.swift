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
        if let transition, transition.isFinished(at: now, duration: options.animationDuration) { self.transition = nil }
        chrome.spinnerPhase = Self.spinnerPhase(at: now)
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
        chrome.helpScroll = pass.helpScroll
        return result
    }

    /// The items, and every element of the layout, as the status line counts them.
    ///
    /// - Complexity: O(1), or O(sections) after a change.
    func countedTotals() -> (items: Int, elements: Int) { withRenderPass { $0.countedTotals() } }
}
