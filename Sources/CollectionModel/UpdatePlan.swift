import CollectionBasics

/// A validated batch update, resolved against the item counts it applies to: where every
/// final section and item comes from. Building it checks every rule; executing it cannot fail.
struct UpdatePlan {
    /// Where a final section (before emptied sections are removed) comes from.
    enum FinalSource {
        /// An old section that stays (maybe moved), with its item changes.
        case kept(Int)
        /// `update.insertedSections[k]`.
        case inserted(Int)
        /// Old section `s` replaced by `update.reloadedSections[k]`.
        case reloaded(old: Int, Int)
    }

    /// Where a final item placed by the batch comes from.
    enum Arrival {
        /// `update.insertedItems[k]`.
        case inserted(Int)
        /// The item at this old index path.
        case moved(IndexPath)
    }

    let update: BatchUpdate
    let oldCounts: [Int]
    /// Per final section (pre-removal).
    var finalSources: [FinalSource] = []
    /// Per old section: its final index (pre-removal), or nil when deleted.
    var oldToFinal: [Int?] = []
    /// Per old section: sorted old item indices leaving its run (deleted or moved out).
    var departures: [[Int]] = []
    /// Per final section: final item index → arrival.
    var arrivals: [[Int: Arrival]] = []
    /// Per final section: item count (pre-removal).
    var newCounts: [Int] = []
    /// Old index path → index into `update.reloadedItems`.
    var reloads: [IndexPath: Int] = [:]
    /// Old index paths deleted by item deletes.
    var deleted: Set<IndexPath> = []
    /// Final sections (pre-removal) removed because the batch emptied them.
    var emptied: [Int] = []
    /// Pre-removal final section → post-removal final section (nil when removed).
    var finalToResult: [Int?] = []

    init(oldCounts: [Int], update: BatchUpdate) throws(BatchUpdateError) {
        self.update = update
        self.oldCounts = oldCounts
        let oldSections = oldCounts.count

        // MARK: Negative indices
        for s in update.deletedSections where s < 0 {
            throw BatchUpdateError(.negativeIndex, section: s, "section \(s) to delete is negative")
        }
        for r in update.insertedSections where r.index < 0 {
            throw BatchUpdateError(.negativeIndex, section: r.index, "section \(r.index) to insert is negative")
        }
        for r in update.reloadedSections where r.index < 0 {
            throw BatchUpdateError(.negativeIndex, section: r.index, "section \(r.index) to reload is negative")
        }
        for m in update.movedSections where m.from < 0 || m.to < 0 {
            throw BatchUpdateError(
                .negativeIndex, section: min(m.from, m.to), "section move \(m.from) → \(m.to) has a negative index")
        }
        func checkPath(_ p: IndexPath, _ what: String) throws(BatchUpdateError) {
            if p.section < 0 || p.item < 0 {
                throw BatchUpdateError(.negativeIndex, at: p, "item \(p) to \(what) has a negative index")
            }
        }
        for p in update.deletedItems { try checkPath(p, "delete") }
        for r in update.insertedItems { try checkPath(r.indexPath, "insert") }
        for r in update.reloadedItems { try checkPath(r.indexPath, "reload") }
        for m in update.movedItems {
            try checkPath(m.from, "move")
            try checkPath(m.to, "move to")
        }

        // MARK: Sections, before the update
        enum OldStatus {
            case kept, deleted
            case reloaded(Int)
            case moved(Int)
        }
        var status = Array(repeating: OldStatus.kept, count: oldSections)
        for s in update.deletedSections {
            guard s < oldSections else {
                throw BatchUpdateError(
                    .sectionOutOfRange, section: s,
                    "section \(s) to delete does not exist: there are \(oldSections) sections before the update")
            }
            guard case .kept = status[s] else {
                throw BatchUpdateError(.conflictingChanges, section: s, "section \(s) is deleted twice")
            }
            status[s] = .deleted
        }
        for (k, r) in update.reloadedSections.enumerated() {
            let s = r.index
            guard s < oldSections else {
                throw BatchUpdateError(
                    .sectionOutOfRange, section: s,
                    "section \(s) to reload does not exist: there are \(oldSections) sections before the update")
            }
            guard case .kept = status[s] else {
                throw BatchUpdateError(
                    .conflictingChanges, section: s, "section \(s) is reloaded and also deleted or reloaded again")
            }
            status[s] = .reloaded(k)
        }
        for (k, m) in update.movedSections.enumerated() {
            guard m.from < oldSections else {
                throw BatchUpdateError(
                    .sectionOutOfRange, section: m.from,
                    "section \(m.from) to move does not exist: there are \(oldSections) sections before the update")
            }
            guard case .kept = status[m.from] else {
                throw BatchUpdateError(
                    .conflictingChanges, section: m.from,
                    "section \(m.from) is moved and also deleted, reloaded or moved again")
            }
            status[m.from] = .moved(k)
        }

        // MARK: Sections, after the update
        let finalSections = oldSections - update.deletedSections.count + update.insertedSections.count
        var placed: [FinalSource?] = Array(repeating: nil, count: max(0, finalSections))
        oldToFinal = Array(repeating: nil, count: oldSections)
        for (k, r) in update.insertedSections.enumerated() {
            guard r.index < finalSections else {
                throw BatchUpdateError(
                    .finalSectionOutOfRange, section: r.index,
                    "section \(r.index) to insert is beyond the \(finalSections) sections after the update")
            }
            guard placed[r.index] == nil else {
                throw BatchUpdateError(
                    .duplicateDestination, section: r.index, "two sections are inserted or moved to section \(r.index)")
            }
            placed[r.index] = .inserted(k)
        }
        for m in update.movedSections {
            guard m.to < finalSections else {
                throw BatchUpdateError(
                    .finalSectionOutOfRange, section: m.to,
                    "section \(m.from) is moved to \(m.to), beyond the \(finalSections) sections after the update")
            }
            guard placed[m.to] == nil else {
                throw BatchUpdateError(
                    .duplicateDestination, section: m.to, "two sections are inserted or moved to section \(m.to)")
            }
            placed[m.to] = .kept(m.from)
            oldToFinal[m.from] = m.to
        }
        // The other surviving sections keep their order and fill the free places.
        var cursor = 0
        for s in 0..<oldSections {
            let source: FinalSource
            switch status[s] {
            case .deleted, .moved: continue
            case .kept: source = .kept(s)
            case .reloaded(let k): source = .reloaded(old: s, k)
            }
            while cursor < placed.count, placed[cursor] != nil { cursor += 1 }
            // Counts guarantee a free place; guard anyway so nothing can trap.
            guard cursor < placed.count else {
                throw BatchUpdateError(
                    .finalSectionOutOfRange, section: s, "section \(s) has no place after the update")
            }
            placed[cursor] = source
            oldToFinal[s] = cursor
        }
        finalSources = placed.map { $0 ?? .inserted(0) }

        // MARK: Items, before the update
        var leaving: Set<IndexPath> = []
        func checkOld(_ p: IndexPath, _ what: String) throws(BatchUpdateError) {
            guard p.section < oldSections else {
                throw BatchUpdateError(
                    .itemOutOfRange, at: p,
                    "item \(p) to \(what) is in a section that does not exist: there are \(oldSections) sections before the update"
                )
            }
            guard p.item < oldCounts[p.section] else {
                throw BatchUpdateError(
                    .itemOutOfRange, at: p,
                    "item \(p) to \(what) does not exist: section \(p.section) has \(oldCounts[p.section]) items before the update"
                )
            }
            switch status[p.section] {
            case .deleted:
                throw BatchUpdateError(
                    .itemInChangedSection, at: p, "item \(p) to \(what) is in section \(p.section), which is deleted")
            case .reloaded:
                throw BatchUpdateError(
                    .itemInChangedSection, at: p, "item \(p) to \(what) is in section \(p.section), which is reloaded")
            default: break
            }
            guard leaving.insert(p).inserted else {
                throw BatchUpdateError(
                    .conflictingChanges, at: p,
                    "item \(p) is changed twice (\(what) and another delete, move or reload)")
            }
        }
        departures = Array(repeating: [], count: oldSections)
        for p in update.deletedItems {
            try checkOld(p, "delete")
            deleted.insert(p)
            departures[p.section].append(p.item)
        }
        for (k, r) in update.reloadedItems.enumerated() {
            try checkOld(r.indexPath, "reload")
            reloads[r.indexPath] = k
        }
        for m in update.movedItems {
            try checkOld(m.from, "move")
            departures[m.from.section].append(m.from.item)
        }
        for s in departures.indices { departures[s].sort() }

        // MARK: Items, after the update
        arrivals = Array(repeating: [:], count: finalSections)
        func checkNew(_ p: IndexPath, _ what: String, _ arrival: Arrival) throws(BatchUpdateError) {
            guard p.section < finalSections else {
                throw BatchUpdateError(
                    .finalSectionOutOfRange, at: p,
                    "\(what) \(p) is in a section beyond the \(finalSections) sections after the update")
            }
            switch finalSources[p.section] {
            case .inserted:
                throw BatchUpdateError(
                    .itemIntoInsertedSection, at: p,
                    "\(what) \(p) goes into section \(p.section), which is inserted with its items")
            case .reloaded:
                throw BatchUpdateError(
                    .itemInChangedSection, at: p, "\(what) \(p) goes into section \(p.section), which is reloaded")
            case .kept:
                break
            }
            guard arrivals[p.section][p.item] == nil else {
                throw BatchUpdateError(.duplicateDestination, at: p, "two items are inserted or moved to \(p)")
            }
            arrivals[p.section][p.item] = arrival
        }
        for (k, r) in update.insertedItems.enumerated() { try checkNew(r.indexPath, "item to insert at", .inserted(k)) }
        for m in update.movedItems { try checkNew(m.to, "item moved from \(m.from) to", .moved(m.from)) }

        // MARK: Counts equation
        newCounts = Array(repeating: 0, count: finalSections)
        for f in 0..<finalSections {
            switch finalSources[f] {
            case .inserted(let k): newCounts[f] = update.insertedSections[k].section.items.count
            case .reloaded(_, let k): newCounts[f] = update.reloadedSections[k].section.items.count
            case .kept(let s):
                let count = oldCounts[s] - departures[s].count + arrivals[f].count
                newCounts[f] = count
                for (index, _) in arrivals[f] where index >= count {
                    let p = IndexPath(section: f, item: index)
                    throw BatchUpdateError(
                        .finalItemOutOfRange, at: p,
                        "item \(p) is beyond the end of section \(f), which has \(count) items after the update (\(oldCounts[s]) before − \(departures[s].count) deleted or moved out + \(arrivals[f].count) inserted or moved in)"
                    )
                }
            }
        }

        // MARK: Emptied sections (the multi-section waterfall article's rule)
        finalToResult = Array(repeating: nil, count: finalSections)
        var next = 0
        for f in 0..<finalSections {
            if update.removesEmptiedSections, case .kept(let s) = finalSources[f], oldCounts[s] > 0, newCounts[f] == 0 {
                emptied.append(f)
            } else {
                finalToResult[f] = next
                next += 1
            }
        }
    }

    /// Whether the batch only appends items at the end of the last old section, which stays last.
    var isAppendOnly: Bool {
        let u = update
        guard u.deletedSections.isEmpty, u.insertedSections.isEmpty, u.reloadedSections.isEmpty,
            u.movedSections.isEmpty,
            u.deletedItems.isEmpty, u.reloadedItems.isEmpty, u.movedItems.isEmpty, !u.insertedItems.isEmpty,
            let last = oldCounts.indices.last
        else { return false }
        return u.insertedItems.allSatisfy { $0.indexPath.section == last && $0.indexPath.item >= oldCounts[last] }
    }

    /// Whether old section `s` (kept) has any item change.
    func isUntouched(old s: Int, final f: Int) -> Bool {
        departures[s].isEmpty && arrivals[f].isEmpty
    }

    /// The items of kept final section `f` (from old section `s`): survivors in order, arrivals at
    /// their places. `old` gives an old item, `arrive` the element for an arrival, `reload` the
    /// element replacing a reloaded survivor.
    func buildSection<E>(
        final f: Int, old s: Int, oldElements: [E], arrive: (Arrival) -> E, reload: (Int, E) -> E
    ) -> [E] {
        var result: [E] = []
        result.reserveCapacity(newCounts[f])
        let gone = departures[s]
        var goneCursor = 0
        var oldCursor = 0
        for position in 0..<newCounts[f] {
            if let arrival = arrivals[f][position] {
                result.append(arrive(arrival))
                continue
            }
            while goneCursor < gone.count, gone[goneCursor] == oldCursor {
                goneCursor += 1
                oldCursor += 1
            }
            let element = oldElements[oldCursor]
            if let k = reloads[IndexPath(section: s, item: oldCursor)] {
                result.append(reload(k, element))
            } else {
                result.append(element)
            }
            oldCursor += 1
        }
        return result
    }
}
