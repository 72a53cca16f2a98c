/// What a layout needs to recompute at its next `prepare`.
public enum Invalidation: Int, Comparable, Sendable {
    /// Nothing: the cached geometry is current.
    case none
    /// Items were appended to the end of the last section; nothing else changed.
    case appendedItems
    /// Anything may have changed.
    case everything

    public static func < (lhs: Invalidation, rhs: Invalidation) -> Bool { lhs.rawValue < rhs.rawValue }
}
