import CollectionLayout

/// Why an interactive movement cannot start.
public enum MovementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// There is no item at the index path.
    case noItem(IndexPath)
    /// The item refuses to move (`canMove == false`).
    case notMovable(IndexPath, ItemID)

    public var description: String {
        switch self {
        case .noItem(let path): return "cannot move: no item at \(path)"
        case .notMovable(let path, let id): return "cannot move: item \"\(id)\" at \(path) is not movable"
        }
    }
}

/// An item being dragged, as `beginInteractiveMovementForItem(at:)`: the data shows the live
/// order while the session runs; ending commits one move, cancelling restores the order exactly.
public struct MovementSession: Hashable, Sendable {
    /// Where the item was when the session began.
    public let origin: IndexPath
    /// Where the item is now in the live order.
    public internal(set) var current: IndexPath
    /// The dragged item's id.
    public let itemID: ItemID
}

extension CollectionData {
    /// Starts dragging the item at `indexPath`.
    ///
    /// - Throws: `MovementError` when there is no item there or it cannot move.
    public func beginInteractiveMovement(at indexPath: IndexPath) throws(MovementError) -> MovementSession {
        guard let item = item(at: indexPath) else { throw .noItem(indexPath) }
        guard item.canMove else { throw .notMovable(indexPath, item.id) }
        return MovementSession(origin: indexPath, current: indexPath, itemID: item.id)
    }

    /// Moves the dragged item to `target` (the layout's `targetIndexPath`) in the live order.
    ///
    /// A target out of range is clamped to the nearest valid place; an empty section accepts the
    /// item at index 0.
    /// - Returns: the live move applied, or `nil` when the item is already there.
    @discardableResult
    public mutating func updateInteractiveMovement(_ session: inout MovementSession, to target: IndexPath) -> AppliedUpdate? {
        nil
    }

    /// Ends the session where the item is: the data keeps the live order.
    ///
    /// - Returns: the whole drag as one move from the origin (its `inverse` undoes it), or `nil`
    ///   when the item ended where it began.
    @discardableResult
    public mutating func endInteractiveMovement(_ session: MovementSession) -> AppliedUpdate? {
        nil
    }

    /// Cancels the session: the item goes back to its origin, leaving the order exactly as before.
    ///
    /// - Returns: the move that put it back (for animation), or `nil` when it had not moved.
    @discardableResult
    public mutating func cancelInteractiveMovement(_ session: MovementSession) -> AppliedUpdate? {
        nil
    }
}
