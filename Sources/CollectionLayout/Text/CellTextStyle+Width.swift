// The width a cell's text takes when the cell sizes its width to it (a chip in a row of chips:
// UIKit's `.estimated` width measured by `preferredLayoutAttributesFitting`).

extension CellTextStyle {
    /// The width of a cell showing `title` and `body` on as few lines as they need (each line
    /// of the text as written, a newline starting the next), at most `maximumWidth`: the
    /// longest line, title in the title font and body in the body font, plus `horizontalPadding`
    /// on each side. Text longer than `maximumWidth` allows wraps there, and the cell is that wide.
    ///
    /// - Complexity: O(characters shown), as `height(title:body:width:)`.
    public func width(title: String, body: String, maximumWidth: Double) -> Double {
        let room = maximumWidth - 2 * horizontalPadding
        guard room > 0 else { return Swift.max(maximumWidth, 0) }
        let title = TextLayout.wrap(title, width: room, font: titleFont, maximumLines: Self.maximumTitleLines)
        let body = TextLayout.wrap(body, width: room, font: bodyFont, maximumLines: Self.maximumBodyLines)
        let longest = (title.lines + body.lines).reduce(0.0) { Swift.max($0, $1.width) }
        return Swift.min(maximumWidth, longest + 2 * horizontalPadding)
    }
}
