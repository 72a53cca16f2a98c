import CollectionBasics

/// A set of changes applied in one transaction, as `performBatchUpdates`: inserts, deletes,
/// moves and reloads of items and sections.
///
/// Coordinates follow UIKit: deletes, reloads and the source of a move name positions *before*
/// the update; inserts and the destination of a move name positions *after* it. The order in
/// which changes are listed does not matter. See docs/model.md for the validation rules.
public struct BatchUpdate: Hashable, Sendable {
    /// A section to insert at `index` (after the update), with its items.
    public struct SectionInsertion: Hashable, Sendable {
        public var index: Int
        public var section: Section
        public init(_ index: Int, _ section: Section) {
            self.index = index
            self.section = section
        }
    }

    /// A section to move from `from` (before) to `to` (after), with its items.
    public struct SectionMove: Hashable, Sendable {
        public var from: Int
        public var to: Int
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An item to insert at `indexPath` (after the update), or to reload at `indexPath` (before).
    public struct ItemInsertion: Hashable, Sendable {
        public var indexPath: IndexPath
        public var item: Item
        public init(_ indexPath: IndexPath, _ item: Item) {
            self.indexPath = indexPath
            self.item = item
        }
    }

    /// An item to move from `from` (before the update) to `to` (after it).
    public struct ItemMove: Hashable, Sendable {
        public var from: IndexPath
        public var to: IndexPath
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// Sections to delete, by index before the update, with their items.
    public var deletedSections: [Int] = []
    /// Sections to insert, by index after the update.
    public var insertedSections: [SectionInsertion] = []
    /// Sections whose texts and items are replaced wholesale, by index before the update. The
    /// section keeps its place (it moves only as other sections come and go).
    public var reloadedSections: [SectionInsertion] = []
    /// Sections to move.
    public var movedSections: [SectionMove] = []
    /// Items to delete, by index path before the update.
    public var deletedItems: [IndexPath] = []
    /// Items to insert, by index path after the update.
    public var insertedItems: [ItemInsertion] = []
    /// Items whose content is replaced, by index path before the update; they stay in place.
    public var reloadedItems: [ItemInsertion] = []
    /// Items to move.
    public var movedItems: [ItemMove] = []
    /// Whether a section that loses all its items to deletes and moves in this batch is removed
    /// in the same batch (the multi-section waterfall article's rule). Default `true`; diffs and undo batches turn it off.
    public var removesEmptiedSections = true

    public init(
        deletedSections: [Int] = [], insertedSections: [SectionInsertion] = [],
        reloadedSections: [SectionInsertion] = [], movedSections: [SectionMove] = [],
        deletedItems: [IndexPath] = [], insertedItems: [ItemInsertion] = [], reloadedItems: [ItemInsertion] = [],
        movedItems: [ItemMove] = [], removesEmptiedSections: Bool = true
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.reloadedSections = reloadedSections
        self.movedSections = movedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.reloadedItems = reloadedItems
        self.movedItems = movedItems
        self.removesEmptiedSections = removesEmptiedSections
    }

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    // MARK: - Builders

    /// A batch that inserts `item` at `indexPath`.
    public static func insert(_ item: Item, at indexPath: IndexPath) -> BatchUpdate {
        BatchUpdate(insertedItems: [ItemInsertion(indexPath, item)])
    }

    /// A batch that deletes the items at `indexPaths`.
    public static func delete(_ indexPaths: [IndexPath]) -> BatchUpdate {
        BatchUpdate(deletedItems: indexPaths)
    }

    /// A batch that moves one item.
    public static func move(from: IndexPath, to: IndexPath) -> BatchUpdate {
        BatchUpdate(movedItems: [ItemMove(from: from, to: to)])
    }

    /// A batch that replaces the item at `indexPath` with `item`.
    public static func reload(_ item: Item, at indexPath: IndexPath) -> BatchUpdate {
        BatchUpdate(reloadedItems: [ItemInsertion(indexPath, item)])
    }
}
