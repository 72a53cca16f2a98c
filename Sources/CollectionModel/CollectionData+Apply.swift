import CollectionLayout

extension CollectionData {
    /// Validates `update` with UIKit's rules, then applies it whole; an invalid batch changes nothing.
    ///
    /// Deletes apply in descending order and inserts in ascending order, as UIKit does. With
    /// `update.removesEmptiedSections` (the default), a section that loses all its items to the
    /// batch's deletes and moves is removed in the same batch, and final index paths count
    /// without it.
    ///
    /// - Returns: what changed, with the inverse batch for undo.
    /// - Throws: `BatchUpdateError` naming the first broken rule and the element.
    /// - Complexity: O(n + k log k) for n items in the touched sections and k changes.
    @discardableResult
    public mutating func apply(_ update: BatchUpdate) throws(BatchUpdateError) -> AppliedUpdate {
        throw BatchUpdateError(.conflictingChanges, "not implemented yet")
    }

    /// Moves one item within or across sections (one batch with one move).
    ///
    /// - Throws: `BatchUpdateError` when a path is out of range.
    @discardableResult
    public mutating func move(from: IndexPath, to: IndexPath) throws(BatchUpdateError) -> AppliedUpdate {
        try apply(.move(from: from, to: to))
    }

    /// Appends `items` at the end of the last section (creating a section titled `sectionTitle`
    /// when there is none): the batch a page of a feed makes, append-only for the layout.
    ///
    /// - Throws: `BatchUpdateError` with rule `.duplicateID` when an id is already present or
    ///   repeated; nothing is appended then.
    @discardableResult
    public mutating func append(_ items: [Item], sectionTitle: String = "Feed") throws(BatchUpdateError) -> AppliedUpdate {
        if storage.isEmpty {
            return try apply(BatchUpdate(insertedSections: [.init(0, Section(title: sectionTitle, items: items))]))
        }
        let s = storage.count - 1
        let base = storage[s].slots.count
        return try apply(BatchUpdate(insertedItems: items.enumerated().map {
            .init(IndexPath(section: s, item: base + $0.offset), $0.element)
        }))
    }
}
