import CollectionBasics

/// What an applied batch did: enough for a view to animate it and to undo it.
///
/// Final index paths here count without the sections the batch emptied and removed.
public struct AppliedUpdate: Sendable {
    /// The batch as given.
    public let update: BatchUpdate
    /// A batch that, applied to the data after this update, restores the data before it exactly.
    public let inverse: BatchUpdate
    /// Sections removed because the batch took all their items (the multi-section waterfall article's rule), by old index.
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
    /// Old sections whose items all went (deleted, removed or reloaded sections).
    let replacedOldSections: Set<Int>
    /// Per old section: sorted old item indices that left the section's run (deleted, moved out).
    let departures: [[Int]]
    /// Per new section: sorted final item indices filled by inserts and moves in.
    let arrivals: [[Int]]
    /// Items moved: old index path → final index path.
    let moves: [IndexPath: IndexPath]
    /// Final index paths of inserted items.
    let insertedItemPaths: [IndexPath]
    /// Final sections that are inserted or reloaded (their items are all new).
    let freshSections: [Int]
    /// Final indices of inserted sections, sorted.
    public let insertedSections: [Int]
    /// Old indices of deleted sections and of sections removed because the batch emptied them, sorted.
    public let deletedSections: [Int]

    init(plan: UpdatePlan, inverse: BatchUpdate) {
        update = plan.update
        self.inverse = inverse
        isAppendOnly = plan.isAppendOnly
        oldCounts = plan.oldCounts
        let result = plan.finalToResult
        newCounts = plan.newCounts.indices.compactMap { result[$0] == nil ? nil : plan.newCounts[$0] }
        sectionMap = plan.oldToFinal.map { f in f.flatMap { result[$0] } }
        var removed: [Int] = []
        var replaced = Set<Int>()
        var fresh: [Int] = []
        var inserted: [Int] = []
        for (f, source) in plan.finalSources.enumerated() {
            switch source {
            case .kept(let s):
                if result[f] == nil {
                    removed.append(s)
                    replaced.insert(s)
                }
            case .reloaded(let s, _):
                replaced.insert(s)
                fresh.append(result[f]!)
            case .inserted:
                fresh.append(result[f]!)
                inserted.append(result[f]!)
            }
        }
        insertedSections = inserted.sorted()
        deletedSections = (plan.update.deletedSections + removed).sorted()
        for s in plan.update.deletedSections { replaced.insert(s) }
        removedSections = removed.sorted()
        replacedOldSections = replaced
        freshSections = fresh.sorted()
        departures = plan.departures
        var arrivals = Array(repeating: [Int](), count: newCounts.count)
        for (f, places) in plan.arrivals.enumerated() {
            if let r = result[f] { arrivals[r] = places.keys.sorted() }
        }
        self.arrivals = arrivals
        var moves: [IndexPath: IndexPath] = [:]
        for m in plan.update.movedItems {
            if let r = result[m.to.section] { moves[m.from] = IndexPath(section: r, item: m.to.item) }
        }
        self.moves = moves
        insertedItemPaths = plan.update.insertedItems.compactMap { r in
            result[r.indexPath.section].map { IndexPath(section: $0, item: r.indexPath.item) }
        }.sorted()
    }

    /// How the layout should be invalidated for this update.
    public var invalidation: Invalidation { isAppendOnly ? .appendedItems : .everything }

    /// Where the item at `old` (before the update) is after it, or `nil` when it was deleted (or
    /// its section was deleted, removed or reloaded). A reloaded item keeps its place.
    ///
    /// - Complexity: O(log k + k) for k changes in the item's section.
    public func finalIndexPath(forItemAt old: IndexPath) -> IndexPath? {
        guard old.section >= 0, old.section < oldCounts.count, old.item >= 0, old.item < oldCounts[old.section] else {
            return nil
        }
        if let moved = moves[old] { return moved }
        guard !replacedOldSections.contains(old.section), let newSection = sectionMap[old.section] else { return nil }
        let gone = departures[old.section]
        if binarySearch(gone, old.item) { return nil }
        // Survivors keep their relative order and fill the places no insert or move took.
        var position = old.item - lowerBound(gone, old.item)
        for fixed in arrivals[newSection] {
            if fixed <= position { position += 1 } else { break }
        }
        return IndexPath(section: newSection, item: position)
    }

    /// Where section `old` is after the update, or `nil` when it was deleted or removed.
    public func finalSection(forSection old: Int) -> Int? {
        old >= 0 && old < sectionMap.count ? sectionMap[old] : nil
    }

    /// The final index paths of the items that appear with this update: inserted items, and every
    /// item of inserted and reloaded sections; sorted.
    ///
    /// - Complexity: O(k log k) for k such items.
    public var insertedIndexPaths: [IndexPath] {
        var result = insertedItemPaths
        for s in freshSections { result += (0..<newCounts[s]).map { IndexPath(section: s, item: $0) } }
        return result.sorted()
    }

    /// The old index paths of the items that disappear with this update: deleted items, and every
    /// item of deleted, removed and reloaded sections; sorted.
    public var deletedIndexPaths: [IndexPath] {
        var result = update.deletedItems.filter { !replacedOldSections.contains($0.section) }
        for s in replacedOldSections { result += (0..<oldCounts[s]).map { IndexPath(section: s, item: $0) } }
        return result.sorted()
    }

    /// The items moved, old index path → final index path, sorted by old index path.
    public var movedIndexPaths: [(from: IndexPath, to: IndexPath)] {
        moves.sorted { $0.key < $1.key }.map { (from: $0.key, to: $0.value) }
    }

    /// The old index paths of reloaded items (they keep their place: see `finalIndexPath`).
    public var reloadedIndexPaths: [IndexPath] { update.reloadedItems.map(\.indexPath).sorted() }
}

func lowerBound(_ sorted: [Int], _ value: Int) -> Int {
    var lo = 0
    var hi = sorted.count
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
