import CollectionBasics

/// What UIKit stages to animate when a diffable data source applies a snapshot: the sections and
/// items deleted, inserted, moved, reloaded and reconfigured, by identifier with their places.
///
/// Places follow batch updates (`BatchUpdate`): deletes and the source of a move or a reload name
/// positions before the apply, inserts and destinations positions after it. Items of a deleted or
/// reloaded section go with it and items of an inserted or reloaded section come with it: they are
/// not listed as items.
public struct SnapshotChangeset: Hashable, Sendable {
    /// A section and where it is before (`from`) and after (`to`) the apply.
    public struct SectionChange: Hashable, Sendable {
        public var id: String
        public var from: Int?
        public var to: Int?
    }

    /// An item and where it is before (`from`) and after (`to`) the apply.
    public struct ItemChange: Hashable, Sendable {
        public var id: String
        public var from: IndexPath?
        public var to: IndexPath?
    }

    /// In the order of the snapshot before.
    public var deletedSections: [SectionChange] = []
    /// In the order of the snapshot after (as are the rest).
    public var insertedSections: [SectionChange] = []
    public var movedSections: [SectionChange] = []
    public var reloadedSections: [SectionChange] = []
    /// In the order of the snapshot before.
    public var deletedItems: [ItemChange] = []
    public var insertedItems: [ItemChange] = []
    public var movedItems: [ItemChange] = []
    public var reloadedItems: [ItemChange] = []
    public var reconfiguredItems: [ItemChange] = []

    public init() {}

    /// The number of changes, counted as DifferenceKit counts a staged changeset's: each section or
    /// item deleted, inserted, moved or reloaded once (reconfigures count as reloads).
    public var changeCount: Int {
        deletedSections.count + insertedSections.count + movedSections.count + reloadedSections.count
            + deletedItems.count + insertedItems.count + movedItems.count + reloadedItems.count
            + reconfiguredItems.count
    }

    /// Whether applying changes nothing on screen.
    public var isEmpty: Bool { changeCount == 0 }
}
