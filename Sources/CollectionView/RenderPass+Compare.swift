import TerminalCore
import CollectionLayout

extension RenderPass {
    /// The colour of the mark on an element whose frame differs from the compared dump's: a
    /// magenta no item colour has (generated colours stay within 60...230 a channel).
    static let mismatchStyle = Style(foreground: .rgb(0xFF, 0x00, 0xFF), background: .rgb(0, 0, 0), attributes: [.bold])

    /// Marks `element` when a dump is compared and its frame there differs (or it is not there):
    /// a dashed magenta border over its cells and `≠` in its top-left corner. Returns whether
    /// it marked it.
    func markIfDifferent(_ element: LayoutAttributes, into buffer: inout CellBuffer) -> Bool {
        guard let comparison = input.comparison, comparison.status(of: element, sliding: input.slidingAxis(of: element)) != .match else { return false }
        let rect = input.viewport.cellRect(for: element.frame).clipped(width: buffer.width, height: buffer.height)
        guard !rect.isEmpty else { return false }
        let style = Self.mismatchStyle
        if rect.width >= 3, rect.height >= 3 {
            // The focused cell keeps its double border, in the mark's colour.
            let focused = element.category == .cell && element.indexPath == input.interaction.focus
            let glyphs: BoxGlyphs = focused ? (input.options.asciiOnly ? .asciiDouble : .double) : (input.options.asciiOnly ? .asciiDashed : .dashed)
            buffer.drawBox(rect, glyphs: glyphs, style: style)
        }
        buffer.write(input.options.asciiOnly ? "!" : "≠", x: rect.x, y: rect.y, style: style, limit: rect.maxX)
        return true
    }
}

extension CellRect {
    /// The part inside a buffer of `width` × `height` cells.
    fileprivate func clipped(width: Int, height: Int) -> CellRect {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + self.width), y1 = min(height, y + self.height)
        return CellRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
