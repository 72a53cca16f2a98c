import CollectionBasics

/// An edit of the viewer's data as a store keeps it: by identity and final place, so the store
/// can write it without knowing the data's indices before the edit.
public struct PersistableEdit: Hashable, Sendable {
    /// Ids of the items the edit removed (from deleted items and deleted sections).
    public var deletedIDs: [ItemID]
    /// Old indices of the sections the edit deleted, or removed because it emptied them; sorted.
    public var deletedSections: [Int]
    /// Final indices of the sections the edit inserted; sorted.
    public var insertedSections: [Int]
    /// Final index paths of the items the edit inserted or moved; sorted.
    public var placed: [IndexPath]

    public init(deletedIDs: [ItemID], deletedSections: [Int], insertedSections: [Int], placed: [IndexPath]) {
        self.deletedIDs = deletedIDs
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.placed = placed
    }

    /// The edit `applied` made, given the ids it deleted (read before it was applied).
    ///
    /// - Complexity: O(k log k) for k changes (moves, inserts, items of inserted sections).
    public init(_ applied: AppliedUpdate, deletedIDs: [ItemID]) {
        self.deletedIDs = deletedIDs
        deletedSections = applied.deletedSections
        insertedSections = applied.insertedSections
        placed = Array(Set(applied.insertedIndexPaths + applied.movedIndexPaths.map(\.to))).sorted()
    }

    /// The ids of the items `update` deletes from `data` (items, and all items of deleted sections).
    public static func deletedIDs(by update: BatchUpdate, in data: CollectionData) -> [ItemID] {
        var ids = update.deletedItems.compactMap { data.itemID(at: $0) }
        for s in update.deletedSections {
            ids += (0..<data.numberOfItems(inSection: s)).compactMap { data.itemID(at: IndexPath(section: s, item: $0)) }
        }
        return ids
    }
}

/// Keeps the viewer's edits somewhere durable as they happen (write-through), as a database does.
///
/// The data source applies each edit in memory, then calls `persist`; when that throws, it undoes
/// the edit in memory, so what the viewer shows is always what was kept.
public protocol EditPersistence: AnyObject {
    /// Why edits are refused (a read-only database), or `nil` when they are kept.
    var refusal: String? { get }
    /// Writes `edit`, already applied to `data`, in one transaction: all of it or nothing.
    ///
    /// - Throws: when it could not be written (the database is locked, the disk is full).
    func persist(_ edit: PersistableEdit, in data: CollectionData) throws
    /// Tries again to keep edits when they are refused for a reason that may have passed
    /// (another process held the database locked). The default does nothing.
    ///
    /// - Returns: a message for the status line when edits are kept again, else `nil`.
    func retryWritable() -> String?
}

extension EditPersistence {
    public func retryWritable() -> String? { nil }
}

/// An edit refused by the store (`EditPersistence.refusal`).
public struct EditRefused: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
