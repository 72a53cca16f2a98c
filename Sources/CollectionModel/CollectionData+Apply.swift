import CollectionBasics

extension CollectionData {
    /// Validates `update` with UIKit's rules, then applies it whole; an invalid batch changes nothing.
    ///
    /// Deletes apply in descending order and inserts in ascending order, as UIKit does: deletes
    /// and reloads name old positions, inserts and move destinations name final ones. With
    /// `update.removesEmptiedSections` (the default), a section that had items and has none after
    /// the batch is removed in the same batch (the multi-section waterfall article's rule); the batch's own final index paths
    /// are counted before that removal, the returned `AppliedUpdate` after it.
    ///
    /// - Returns: what changed, with the inverse batch for undo.
    /// - Throws: `BatchUpdateError` naming the first broken rule and the element.
    /// - Complexity: O(m + k log k) for k changes and m items in the sections they touch; a
    ///   pure append is O(k).
    @discardableResult
    public mutating func apply(_ update: BatchUpdate) throws(BatchUpdateError) -> AppliedUpdate {
        let plan = try UpdatePlan(oldCounts: storage.map(\.slots.count), update: update)
        try checkIdentities(plan)
        let inverse = plan.inverse(oldItem: { item(at: $0)! }, oldSection: { section($0)! })
        let applied = AppliedUpdate(plan: plan, inverse: inverse)
        execute(plan)
        checkInvariants()
        return applied
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
    public mutating func append(_ items: [Item], sectionTitle: String = "Feed") throws(BatchUpdateError)
        -> AppliedUpdate
    {
        if storage.isEmpty {
            return try apply(BatchUpdate(insertedSections: [.init(0, Section(title: sectionTitle, items: items))]))
        }
        let s = storage.count - 1
        let base = storage[s].slots.count
        return try apply(
            BatchUpdate(
                insertedItems: items.enumerated().map {
                    .init(IndexPath(section: s, item: base + $0.offset), $0.element)
                }))
    }

    /// Appends a page: its items before its first section start to the last section (created
    /// titled `sectionTitle` when there is none), then each section it starts, with its items.
    ///
    /// - Throws: `BatchUpdateError` with rule `.duplicateID` when an id is already present or
    ///   repeated; nothing is appended then.
    /// - Complexity: O(k) for k items.
    @discardableResult
    public mutating func append(_ page: Page, sectionTitle: String = "Feed") throws(BatchUpdateError) -> AppliedUpdate {
        guard !page.sectionStarts.isEmpty else { return try append(page.items, sectionTitle: sectionTitle) }
        let firstStart = min(page.sectionStarts[0].index, page.items.count)
        var update = BatchUpdate(removesEmptiedSections: false)
        var sectionCount = storage.count
        if firstStart > 0, storage.isEmpty {
            update.insertedSections.append(.init(0, Section(title: sectionTitle, items: Array(page.items[..<firstStart]))))
            sectionCount = 1
        } else if firstStart > 0 {
            let s = sectionCount - 1
            let base = numberOfItems(inSection: s)
            update.insertedItems = page.items[..<firstStart].enumerated().map {
                .init(IndexPath(section: s, item: base + $0.offset), $0.element)
            }
        }
        for (k, start) in page.sectionStarts.enumerated() {
            let from = min(max(start.index, firstStart), page.items.count)
            let to = k + 1 < page.sectionStarts.count ? min(max(page.sectionStarts[k + 1].index, from), page.items.count) : page.items.count
            var section = start.section.withoutItems
            section.items = Array(page.items[from..<to])
            update.insertedSections.append(.init(sectionCount, section))
            sectionCount += 1
        }
        return try apply(update)
    }

    // MARK: - Identities

    /// An id no item has yet: `prefix-1`, `prefix-2`, ... (the first free one), for new items.
    ///
    /// - Complexity: O(k) lookups for the k ids with that prefix already taken.
    public func unusedID(prefix: String = "new") -> ItemID {
        var n = 1
        while contains(ItemID("\(prefix)-\(n)")) { n += 1 }
        return ItemID("\(prefix)-\(n)")
    }

    /// Rejects a batch whose result would hold an id twice.
    private func checkIdentities(_ plan: UpdatePlan) throws(BatchUpdateError) {
        let update = plan.update
        var incoming: [(ItemID, IndexPath, String)] = []
        for r in update.insertedItems { incoming.append((r.item.id, r.indexPath, "inserted at")) }
        for r in update.reloadedItems { incoming.append((r.item.id, r.indexPath, "reloaded at")) }
        for r in update.insertedSections {
            for (i, item) in r.section.items.enumerated() {
                incoming.append((item.id, IndexPath(section: r.index, item: i), "in inserted section at"))
            }
        }
        for r in update.reloadedSections {
            for (i, item) in r.section.items.enumerated() {
                incoming.append((item.id, IndexPath(section: r.index, item: i), "in reloaded section at"))
            }
        }
        guard !incoming.isEmpty else { return }
        let reloadedIDs = Set(update.reloadedItems.compactMap { itemID(at: $0.indexPath) })
        // The ids that leave with this batch, gathered only when an incoming id is already present.
        var leaving: Set<ItemID>?
        var seen = Set<ItemID>()
        for (id, path, role) in incoming {
            guard seen.insert(id).inserted else {
                throw BatchUpdateError(
                    .duplicateID, at: path, "item id \"\(id)\" \(role) \(path) appears twice in the batch")
            }
            guard contains(id), !reloadedIDs.contains(id) else { continue }
            if leaving == nil {
                var ids = Set(plan.deleted.compactMap { itemID(at: $0) })
                for s in update.deletedSections + update.reloadedSections.map(\.index) {
                    for i in 0..<numberOfItems(inSection: s) {
                        if let gone = itemID(at: IndexPath(section: s, item: i)) { ids.insert(gone) }
                    }
                }
                leaving = ids
            }
            if leaving!.contains(id) { continue }
            let place = indexPath(of: id).map { " is already at \($0)" } ?? " is already present"
            throw BatchUpdateError(.duplicateID, at: path, "item id \"\(id)\" \(role) \(path)\(place)")
        }
    }

    // MARK: - Execution

    /// Carries out a validated plan.
    private mutating func execute(_ plan: UpdatePlan) {
        let update = plan.update
        if plan.isAppendOnly {
            let s = storage.count - 1
            for r in update.insertedItems.sorted(by: { $0.indexPath.item < $1.indexPath.item }) {
                storage[s].slots.append(store(r.item))
            }
            totalItems += update.insertedItems.count
            return
        }
        // Read what moves and what leaves before anything changes.
        var movedSlots: [IndexPath: Slot] = [:]
        for m in update.movedItems { movedSlots[m.from] = storage[m.from.section].slots[m.from.item] }
        // Release what leaves, before storing what arrives: an id may leave and come back.
        for p in plan.deleted { release(storage[p.section].slots[p.item]) }
        for s in update.deletedSections { release(storage[s].slots) }
        for r in update.reloadedSections { release(storage[r.index].slots) }
        for r in update.reloadedItems { release(storage[r.indexPath.section].slots[r.indexPath.item]) }
        // Take the sections out so each slot array is uniquely referenced and edits happen in place.
        var old: [SectionStorage] = []
        swap(&old, &storage)

        var result: [SectionStorage] = []
        result.reserveCapacity(plan.finalSources.count)
        for (f, source) in plan.finalSources.enumerated() where plan.finalToResult[f] != nil {
            switch source {
            case .inserted(let k):
                let section = update.insertedSections[k].section
                result.append(
                    SectionStorage(
                        title: section.title, header: section.header, footer: section.footer,
                        slots: SlotList(section.items.map { store($0) })))
            case .reloaded(_, let k):
                let section = update.reloadedSections[k].section
                result.append(
                    SectionStorage(
                        title: section.title, header: section.header, footer: section.footer,
                        slots: SlotList(section.items.map { store($0) })))
            case .kept(let s):
                var section = old[s]
                old[s].slots = SlotList()
                let arrivals = plan.arrivals[f]
                func arrive(_ arrival: UpdatePlan.Arrival) -> Slot {
                    switch arrival {
                    case .inserted(let k): return store(update.insertedItems[k].item)
                    case .moved(let from): return movedSlots[from]!
                    }
                }
                for r in update.reloadedItems where r.indexPath.section == s {
                    section.slots[r.indexPath.item] = store(r.item)
                }
                let changes = plan.departures[s].count + arrivals.count
                if changes <= 32 || changes * changes <= section.slots.count {
                    // Few changes for the section's size: edit in place (each O(runs), whatever the
                    // section's length), deletes descending, inserts ascending.
                    for i in plan.departures[s].reversed() { section.slots.remove(at: i) }
                    for (i, arrival) in arrivals.sorted(by: { $0.key < $1.key }) {
                        section.slots.insert(arrive(arrival), at: i)
                    }
                } else {
                    let taken = section.slots.array
                    section.slots = SlotList()
                    section.slots = SlotList(
                        plan.buildSection(
                            final: f, old: s, oldElements: taken, arrive: arrive, reload: { _, slot in slot }))
                }
                result.append(section)
            }
        }
        // Sections emptied and removed hold no slots: nothing to release.
        storage = result
        totalItems = storage.reduce(0) { $0 + $1.slots.count }
    }
}

// MARK: - Inverse

extension UpdatePlan {
    /// The batch that undoes this one, applied to the data after it; `oldItem` and `oldSection`
    /// read the data before it.
    func inverse(oldItem: (IndexPath) -> Item, oldSection: (Int) -> Section) -> BatchUpdate {
        var inverse = BatchUpdate(removesEmptiedSections: false)
        let result = finalToResult
        func after(_ p: IndexPath) -> IndexPath { IndexPath(section: result[p.section]!, item: p.item) }
        var removedOld = Set<Int>()
        var movedOld = Set(update.movedSections.map(\.from))
        for (f, source) in finalSources.enumerated() {
            switch source {
            case .inserted:
                inverse.deletedSections.append(result[f]!)
            case .reloaded(let s, _):
                inverse.reloadedSections.append(.init(result[f]!, oldSection(s)))
            case .kept(let s):
                if let r = result[f] {
                    if movedOld.contains(s) { inverse.movedSections.append(.init(from: r, to: s)) }
                } else {
                    removedOld.insert(s)
                    movedOld.remove(s)
                    inverse.insertedSections.append(.init(s, oldSection(s)))
                }
            }
        }
        for s in update.deletedSections { inverse.insertedSections.append(.init(s, oldSection(s))) }
        for p in update.deletedItems where !removedOld.contains(p.section) {
            inverse.insertedItems.append(.init(p, oldItem(p)))
        }
        for r in update.insertedItems { inverse.deletedItems.append(after(r.indexPath)) }
        for m in update.movedItems {
            if removedOld.contains(m.from.section) {
                inverse.deletedItems.append(after(m.to))
            } else {
                inverse.movedItems.append(.init(from: after(m.to), to: m.from))
            }
        }
        if !update.reloadedItems.isEmpty {
            let applied = AppliedUpdate(plan: self, inverse: BatchUpdate())
            for r in update.reloadedItems {
                if let q = applied.finalIndexPath(forItemAt: r.indexPath) {
                    inverse.reloadedItems.append(.init(q, oldItem(r.indexPath)))
                }
            }
        }
        return inverse
    }
}
