import CollectionBasics

extension SnapshotChangeset {
    /// The changeset as a batch update of the view's data, from the sections of the snapshot
    /// before to `after.sections`: what the view animates for an apply.
    ///
    /// Reloads and reconfigures of items that stay in place are reloads; one that also moves is
    /// only moved (a batch cannot reload and move one item; the cell is drawn anew where it lands).
    /// `removesEmptiedSections` is off: a section the apply empties stays, as in the snapshot.
    ///
    /// - Complexity: O(changes + items of inserted and reloaded sections).
    public func batchUpdate(to after: DiffableSnapshot) -> BatchUpdate {
        func section(_ t: Int) -> Section {
            Section(title: after.sectionIdentifiers[t], items: after.itemIdentifiers[t].map(DiffableSnapshot.item))
        }
        var update = BatchUpdate(removesEmptiedSections: false)
        update.deletedSections = deletedSections.compactMap(\.from)
        update.insertedSections = insertedSections.compactMap { change in change.to.map { .init($0, section($0)) } }
        update.reloadedSections = reloadedSections.compactMap { change in
            guard let from = change.from, let to = change.to else { return nil }
            return .init(from, section(to))
        }
        update.movedSections = movedSections.compactMap { change in
            guard let from = change.from, let to = change.to else { return nil }
            return .init(from: from, to: to)
        }
        update.deletedItems = deletedItems.compactMap(\.from)
        update.insertedItems = insertedItems.compactMap { change in change.to.map { .init($0, DiffableSnapshot.item(change.id)) } }
        update.movedItems = movedItems.compactMap { change in
            guard let from = change.from, let to = change.to else { return nil }
            return .init(from: from, to: to)
        }
        let moved = Set(movedItems.map(\.id))
        var reloaded = Set<String>()
        for change in reloadedItems + reconfiguredItems where !moved.contains(change.id) && reloaded.insert(change.id).inserted {
            if let from = change.from { update.reloadedItems.append(.init(from, DiffableSnapshot.item(change.id))) }
        }
        return update
    }
}
