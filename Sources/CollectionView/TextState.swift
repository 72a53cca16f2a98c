import CollectionLayout

/// The view's part of self-sizing and Dynamic Type: the text size, the cache of measured heights
/// by item identity, and the item whose screen row stays put while sizes change.
struct TextState {
    /// The text size cells are measured and drawn at.
    var category: ContentSizeCategory = .default
    /// Heights measured, by item identity.
    var measured = MeasuredSizeCache()
    /// Widths measured (chips), by item identity: keyed by the cell's height where `measured`
    /// keys by its width.
    var measuredWidths = MeasuredSizeCache()
    /// Where the anchored item was on screen at the end of the last settle.
    var anchor: Anchor?
    /// Cells measured (text laid out, not found in the cache) since the view was made.
    var measuredCount = 0
    /// Relayouts that measuring asked for since the view was made.
    var relayoutCount = 0
    /// Items measured ahead of the rect, to lay out again with the next relayout.
    var pending = InvalidationContext()

    struct Anchor {
        var id: AnyHashable
        var indexPath: IndexPath
        /// Its frame's top less the content offset, in points (its leading edge, in a horizontal
        /// layout).
        var screenY: Double
        /// Its first terminal row (what must not move; its first column, in a horizontal layout).
        var row: Int
    }
}
