import CollectionLayout

/// What an applied batch did: enough for a view to animate it and to undo it.
public struct AppliedUpdate: Sendable {
    /// The batch as applied (as given; sections removed by the emptied-section rule are listed in
    /// `removedSections`).
    public let update: BatchUpdate
    /// A batch that, applied to the data after this update, restores the data before it exactly.
    public let inverse: BatchUpdate
    /// Sections removed because the batch took all their items (seed 002's rule), by old index.
    public let removedSections: [Int]
    /// Whether the batch only appended items at the end of the last section, which already
    /// existed: the layout can then be invalidated with `.appendedItems`.
    public let isAppendOnly: Bool
    /// Item counts per section before the update.
    public let oldCounts: [Int]
    /// Item counts per section after the update.
    public let newCounts: [Int]

    /// For each old section: where it is after the update, or `nil` when deleted or removed.
    let sectionMap: [Int?]
    /// Per old section: old item indices that left the section's run (deleted, moved out, or
    /// all items when the section was deleted or reloaded), sorted.
    let departures: [[Int]]
    /// Per new section: final item indices filled by inserts and moves in, sorted.
    let arrivals: [[Int]]
    /// Items moved: old index path → final index path.
    let moves: [IndexPath: IndexPath]
    /// New sections that are inserted or reloaded (their items are all new).
    let freshSections: Set<Int>

    /// How the layout should be invalidated for this update.
    public var invalidation: Invalidation { isAppendOnly ? .appendedItems : .everything }

    /// Where the item at `old` (before the update) is after it, or `nil` when it was deleted (or
    /// its section was deleted, removed or reloaded).
    ///
    /// - Complexity: O(log k + k) for k changes in the item's section.
    public func finalIndexPath(forItemAt old: IndexPath) -> IndexPath? {
        guard old.section >= 0, old.section < oldCounts.count, old.item >= 0, old.item < oldCounts[old.section] else {
            return nil
        }
        if let moved = moves[old] { return moved }
        guard let newSection = sectionMap[old.section] else { return nil }
        let gone = departures[old.section]
        if binarySearch(gone, old.item) { return nil }
        // Survivors keep their relative order and fill the places no insert or move took.
        let rank = old.item - lowerBound(gone, old.item)
        var position = rank
        for fixed in arrivals[newSection] {
            if fixed <= position { position += 1 } else { break }
        }
        return IndexPath(section: newSection, item: position)
    }

    /// Where section `old` is after the update, or `nil` when it was deleted or removed.
    public func finalSection(forSection old: Int) -> Int? {
        old >= 0 && old < sectionMap.count ? sectionMap[old] : nil
    }

    /// The final index paths of the items that appear with this update (inserted items, and every
    /// item of inserted and reloaded sections), sorted.
    public var insertedIndexPaths: [IndexPath] {
        var result: [IndexPath] = []
        for s in newCounts.indices {
            if freshSections.contains(s) {
                result += (0..<newCounts[s]).map { IndexPath(section: s, item: $0) }
            }
        }
        result += update.insertedItems.map(\.indexPath)
        return result.sorted()
    }

    /// The old index paths of the items that disappear with this update (deleted items, and every
    /// item of deleted, removed and reloaded sections), sorted.
    public var deletedIndexPaths: [IndexPath] {
        var result: [IndexPath] = []
        for s in oldCounts.indices {
            if sectionMap[s] == nil || update.reloadedSections.contains(where: { $0.index == s }) {
                result += (0..<oldCounts[s]).map { IndexPath(section: s, item: $0) }
            }
        }
        result += update.deletedItems.filter { sectionMap[$0.section] != nil }
        return Array(Set(result)).sorted()
    }

    /// The items moved, old index path → final index path, sorted by old index path.
    public var movedIndexPaths: [(from: IndexPath, to: IndexPath)] {
        moves.sorted { $0.key < $1.key }.map { (from: $0.key, to: $0.value) }
    }
}

func lowerBound(_ sorted: [Int], _ value: Int) -> Int {
    var lo = 0, hi = sorted.count
    while lo < hi {
        let mid = (lo + hi) / 2
        if sorted[mid] < value { lo = mid + 1 } else { hi = mid }
    }
    return lo
}

func binarySearch(_ sorted: [Int], _ value: Int) -> Bool {
    let i = lowerBound(sorted, value)
    return i < sorted.count && sorted[i] == value
}
