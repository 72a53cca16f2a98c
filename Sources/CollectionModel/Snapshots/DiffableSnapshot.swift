import CollectionBasics

/// The state a diffable data source is given, as `NSDiffableDataSourceSnapshot`: sections named by
/// identifiers, each with its items named by identifiers, and the reloads and reconfigures asked
/// since the last apply.
///
/// Section and item identifiers are two namespaces: a section may be called what an item is called.
/// Within each, identifiers are unique; `SnapshotEditor` keeps them so, and the diff refuses a
/// snapshot that breaks it (`Diff.staged(from:to:)`).
public struct DiffableSnapshot: Hashable, Sendable {
    /// The section identifiers, in order.
    public internal(set) var sectionIdentifiers: [String]
    /// The item identifiers of each section, in order (parallel to `sectionIdentifiers`).
    public internal(set) var itemIdentifiers: [[String]]
    /// Sections asked to reload since the last apply (`reloadSections`), in the order first asked.
    public internal(set) var reloadedSectionIdentifiers: [String] = []
    /// Items asked to reload since the last apply (`reloadItems`).
    public internal(set) var reloadedItemIdentifiers: [String] = []
    /// Items asked to reconfigure since the last apply (`reconfigureItems`).
    public internal(set) var reconfiguredItemIdentifiers: [String] = []

    /// An empty snapshot, as `NSDiffableDataSourceSnapshot()`.
    public init() {
        sectionIdentifiers = []
        itemIdentifiers = []
    }

    /// A snapshot of these sections and items, with nothing marked for reload; uniqueness is
    /// checked by the diff, not here.
    ///
    /// - Complexity: O(1) (the arrays are shared).
    public init(sections: [String], items: [[String]]) {
        precondition(sections.count == items.count, "one item list per section")
        sectionIdentifiers = sections
        itemIdentifiers = items
    }

    /// The number of items in all sections.
    public var numberOfItems: Int { itemIdentifiers.reduce(0) { $0 + $1.count } }

    /// The same snapshot with no reload or reconfigure marks (what `dataSource.snapshot()` gives
    /// after an apply).
    public var withoutMarks: DiffableSnapshot { DiffableSnapshot(sections: sectionIdentifiers, items: itemIdentifiers) }

    /// The snapshot as plain sections for the view: a section's title is its identifier, an
    /// item's id and title are its identifier.
    public var sections: [Section] {
        zip(sectionIdentifiers, itemIdentifiers).map { id, items in
            Section(title: id, items: items.map(Self.item))
        }
    }

    /// The item shown for `identifier`.
    public static func item(_ identifier: String) -> Item { Item(id: ItemID(identifier), title: identifier) }

    /// The snapshot as the view's data.
    ///
    /// - Throws: `BatchUpdateError` when an item identifier appears twice (never for a snapshot an
    ///   editor built).
    public func collectionData() throws(BatchUpdateError) -> CollectionData {
        try CollectionData(sections: sections)
    }
}
