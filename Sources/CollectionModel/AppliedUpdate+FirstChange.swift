import CollectionBasics

extension AppliedUpdate {
    /// The first index path whose item the update may have changed: the items before it (in
    /// index-path order) are the same, at the same index paths, before and after the update, so a
    /// layout can keep their frames (`CollectionLayout.invalidateItems(from:)`). `nil` when the
    /// update changed nothing.
    ///
    /// - Complexity: O(changed items + changed sections)
    public var firstChangedIndexPath: IndexPath? {
        var first: IndexPath?
        func take(_ path: IndexPath) { first = first.map { Swift.min($0, path) } ?? path }
        func take(section: Int) { take(IndexPath(section: section, item: 0)) }
        for path in update.deletedItems { take(path) }
        for path in insertedItemPaths { take(path) }
        for reload in update.reloadedItems { take(reload.indexPath) }
        for (from, to) in moves {
            take(from)
            take(to)
        }
        for section in replacedOldSections { take(section: section) }
        for section in removedSections + deletedSections + insertedSections + freshSections { take(section: section) }
        for move in update.movedSections { take(section: Swift.min(move.from, move.to)) }
        return first
    }
}
