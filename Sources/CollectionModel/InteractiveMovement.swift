import CollectionBasics

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
    /// A target out of range is clamped to the nearest valid place (an empty section takes the
    /// item at index 0). Live moves never remove a section, even one the drag empties.
    /// - Returns: the live move applied (to animate), or `nil` when the item is already there.
    /// - Complexity: O(items in the two sections).
    @discardableResult
    public mutating func updateInteractiveMovement(_ session: inout MovementSession, to target: IndexPath)
        -> AppliedUpdate?
    {
        guard resync(&session), numberOfSections > 0 else { return nil }
        let section = min(max(0, target.section), numberOfSections - 1)
        let limit = numberOfItems(inSection: section) - (section == session.current.section ? 1 : 0)
        let destination = IndexPath(section: section, item: min(max(0, target.item), max(0, limit)))
        guard destination != session.current else { return nil }
        let live = BatchUpdate(
            movedItems: [.init(from: session.current, to: destination)], removesEmptiedSections: false)
        guard let applied = try? apply(live) else { return nil }
        session.current = destination
        return applied
    }

    /// Ends the session where the item is: the data keeps the live order.
    ///
    /// - Returns: the whole drag as one move from the origin, relative to the data before the
    ///   session (its `inverse` undoes the drag), or `nil` when the item ended where it began.
    ///   The view has shown the live moves already. A section the drag emptied stays, empty
    ///   with its header and footer, as in UIKit (the multi-section waterfall article's rule of removing emptied sections
    ///   applies to explicit deletions, not to moves).
    @discardableResult
    public mutating func endInteractiveMovement(_ session: MovementSession) -> AppliedUpdate? {
        var session = session
        guard resync(&session), session.current != session.origin else { return nil }
        let back = BatchUpdate(
            movedItems: [.init(from: session.current, to: session.origin)], removesEmptiedSections: false)
        guard (try? apply(back)) != nil else { return nil }
        return try? apply(
            BatchUpdate(movedItems: [.init(from: session.origin, to: session.current)], removesEmptiedSections: false))
    }

    /// Cancels the session: the item goes back to its origin, leaving the order exactly as before.
    ///
    /// - Returns: the move that put it back (for animation), or `nil` when it had not moved.
    @discardableResult
    public mutating func cancelInteractiveMovement(_ session: MovementSession) -> AppliedUpdate? {
        var session = session
        guard resync(&session), session.current != session.origin else { return nil }
        let back = BatchUpdate(
            movedItems: [.init(from: session.current, to: session.origin)], removesEmptiedSections: false)
        return try? apply(back)
    }

    /// Finds the dragged item again if other edits (a page appended, say) shifted it.
    ///
    /// - Complexity: O(1) when it has not moved; O(n) otherwise.
    private func resync(_ session: inout MovementSession) -> Bool {
        if itemID(at: session.current) == session.itemID { return true }
        guard let found = indexPath(of: session.itemID) else { return false }
        session.current = found
        return true
    }
}
