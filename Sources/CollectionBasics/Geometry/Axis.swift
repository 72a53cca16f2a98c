/// The direction in which a layout's content scrolls.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    case vertical
    case horizontal
}

extension Rect {
    /// The rectangle's start along the scroll axis (minY for vertical, minX for horizontal).
    @inlinable
    public func mainMin(_ direction: ScrollDirection) -> Double { direction == .vertical ? origin.y : origin.x }
    /// The rectangle's end along the scroll axis.
    @inlinable
    public func mainMax(_ direction: ScrollDirection) -> Double {
        direction == .vertical ? origin.y + size.height : origin.x + size.width
    }
}
