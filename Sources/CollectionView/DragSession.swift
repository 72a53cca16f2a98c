import CollectionLayout

/// A keyboard or mouse drag of one item.
public struct DragSession: Hashable {
    /// Where the item was lifted from.
    public var origin: IndexPath
    /// Where the item is now in the data (the layout's proposed target so far).
    public var current: IndexPath
    /// The item's identity.
    public var itemID: AnyHashable
    /// The centre of the lifted cell, in points.
    public var position: Point
    /// The lifted cell's size, in points.
    public var size: Size
    /// The target the item left on its last move, which a move across the scroll axis does not
    /// take back at once.
    public var left: IndexPath?

    /// The lifted cell's frame.
    public var frame: Rect {
        Rect(x: position.x - size.width / 2, y: position.y - size.height / 2, width: size.width, height: size.height)
    }
}

/// The UI-independent core of the terminal collection view: it owns the data, the current
/// layout, the viewport, the focus, a drag, animations and the paging state, turns input events
/// into changes, and renders a frame into a `CellBuffer`.
///
/// Each frame draws only the elements that the layout's rect query returns for the visible
/// rectangle, so its cost does not grow with the number of items. Time is passed in (seconds
/// on any monotonic clock), so tests use a fake clock.
