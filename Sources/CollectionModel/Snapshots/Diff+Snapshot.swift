import CollectionBasics

extension Diff {
    /// The changeset UIKit stages when `new` is applied over `old`: Heckel's passes by identity, as
    /// `batch(from:to:)`, with sections and items matched by identifier (items across sections).
    ///
    /// A matched section moves unless it is the first of the old ones not yet placed; a matched
    /// item likewise, or, where it moves fewer items in its section, unless it is the last of the
    /// old ones not yet placed, reading from the end: so the ones that stay keep their relative
    /// order, and one item taken to the front or to the back is one move (not a shift of all the
    /// others). Marks (`reloadSections`, `reloadItems`,
    /// `reconfigureItems`) become reloads and reconfigures of what is in both snapshots; a reloaded
    /// section that also moves is deleted and inserted, as a batch cannot reload and move one
    /// section. Applying the result to `old` in batch-update order (deletes, then inserts and moves
    /// at their final places) gives `new`.
    ///
    /// - Throws: `SnapshotException` naming an identifier that appears twice in either snapshot.
    /// - Complexity: O(n) expected for n items and sections: two probes of an `IdentityTable` an item.
    public static func staged(from old: DiffableSnapshot, to new: DiffableSnapshot) throws(SnapshotException) -> SnapshotChangeset {
        var changes = SnapshotChangeset()
        let sections = try SectionMatch(old: old.sectionIdentifiers, new: new.sectionIdentifiers)
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers

        // Sections: the untracked rule over the matched ones; reload marks.
        let reloadMarks = Set(new.reloadedSectionIdentifiers)
        var sectionPlaced = sections.newOfOld.map { $0 < 0 }
        var nextSection = 0
        var oldGone = sectionPlaced  // deleted or reloaded: their items go with them
        var newFresh = [Bool](repeating: false, count: newSections.count)  // inserted or reloaded
        var deletedSections: [Int] = []
        for (s, t) in sections.newOfOld.enumerated() where t < 0 { deletedSections.append(s) }
        for t in newSections.indices {
            let s = sections.oldOfNew[t]
            guard s >= 0 else {
                newFresh[t] = true
                changes.insertedSections.append(.init(id: newSections[t], from: nil, to: t))
                continue
            }
            while nextSection < sectionPlaced.count, sectionPlaced[nextSection] { nextSection += 1 }
            let moved = s != nextSection
            sectionPlaced[s] = true
            if !reloadMarks.isEmpty, reloadMarks.contains(newSections[t]) {
                newFresh[t] = true
                oldGone[s] = true
                if moved {
                    deletedSections.append(s)
                    changes.insertedSections.append(.init(id: newSections[t], from: nil, to: t))
                } else {
                    changes.reloadedSections.append(.init(id: newSections[t], from: s, to: t))
                }
            } else if moved {
                changes.movedSections.append(.init(id: newSections[t], from: s, to: t))
            }
        }
        changes.deletedSections = deletedSections.sorted().map { .init(id: oldSections[$0], from: $0, to: nil) }

        // Items: one table of identities, both sides' partners as flat indices.
        let oldFlat = FlatSections(old.itemIdentifiers), newFlat = FlatSections(new.itemIdentifiers)
        var table = IdentityTable(old: old.itemIdentifiers, new: new.itemIdentifiers, capacity: oldFlat.count + newFlat.count)
        for (s, items) in old.itemIdentifiers.enumerated() {
            var i = Int32(oldFlat.start[s])
            for j in items.indices {
                if !table.insertOld(section: s, item: j, at: i) { throw duplicate(items[j]) }
                i += 1
            }
        }
        var oldPartner = [Int32](repeating: -1, count: oldFlat.count)
        var newPartner = [Int32](repeating: -1, count: newFlat.count)
        for (t, items) in new.itemIdentifiers.enumerated() {
            var f = Int32(newFlat.start[t])
            for k in items.indices {
                let before = table.claimNew(section: t, item: k, at: f)
                if before.new >= 0 { throw duplicate(items[k]) }
                if before.old >= 0 {
                    newPartner[Int(f)] = before.old
                    oldPartner[Int(before.old)] = f
                }
                f += 1
            }
        }

        // A pair counts between a surviving old section and a new section that is not fresh.
        func paired(old i: Int) -> Int? {
            let p = Int(oldPartner[i])
            guard p >= 0, !oldGone[oldFlat.section[i]], !newFresh[newFlat.section[p]] else { return nil }
            return p
        }
        // Deletes, and the items leaving for another section, which the untracked rule skips.
        var placed = [Bool](repeating: false, count: oldFlat.count)
        for s in oldSections.indices where !oldGone[s] {
            for i in oldFlat.start[s]..<oldFlat.start[s + 1] {
                guard let p = paired(old: i) else {
                    placed[i] = true
                    changes.deletedItems.append(.init(id: old.itemIdentifiers[s][i - oldFlat.start[s]], from: oldFlat.path(i), to: nil))
                    continue
                }
                if newFlat.section[p] != sections.newOfOld[s] { placed[i] = true }
            }
        }
        // Which matched items stay, per section: the untracked rule read forwards (an item stays when
        // it is the first old one not yet placed) and backwards (the last one), whichever moves fewer;
        // so one item taken to the front or to the back is one move either way.
        var stays = [Bool](repeating: false, count: newFlat.count)
        var forward = [Bool](repeating: false, count: newFlat.count)
        var placedBackward = placed
        for t in newSections.indices where !newFresh[t] {
            let s = sections.oldOfNew[t]
            let range = newFlat.start[t]..<newFlat.start[t + 1]
            func sameSection(_ f: Int) -> Int? {
                let p = Int(newPartner[f])
                return p >= 0 && oldFlat.section[p] == s && !oldGone[s] ? p : nil
            }
            var next = oldFlat.start[s], movesForward = 0
            for f in range {
                guard let p = sameSection(f) else { continue }
                while next < oldFlat.start[s + 1], placed[next] { next += 1 }
                if p == next { forward[f] = true } else { movesForward += 1 }
                placed[p] = true
            }
            var last = oldFlat.start[s + 1] - 1, movesBackward = 0
            for f in range.reversed() {
                guard let p = sameSection(f) else { continue }
                while last >= oldFlat.start[s], placedBackward[last] { last -= 1 }
                if p == last { stays[f] = true } else { movesBackward += 1 }
                placedBackward[p] = true
            }
            if movesForward <= movesBackward {
                for f in range { stays[f] = forward[f] }
            }
        }
        // Inserts and moves, in the order of the new snapshot.
        for t in newSections.indices where !newFresh[t] {
            for f in newFlat.start[t]..<newFlat.start[t + 1] {
                let p = Int(newPartner[f])
                let id = new.itemIdentifiers[t][f - newFlat.start[t]]
                guard p >= 0, !oldGone[oldFlat.section[p]] else {
                    changes.insertedItems.append(.init(id: id, from: nil, to: newFlat.path(f)))
                    continue
                }
                if !stays[f] { changes.movedItems.append(.init(id: id, from: oldFlat.path(p), to: newFlat.path(f))) }
            }
        }

        // Marks: what is in both snapshots, in the new order.
        func marked(_ ids: [String]) -> [SnapshotChangeset.ItemChange] {
            ids.compactMap { id -> (Int, SnapshotChangeset.ItemChange)? in
                guard let partners = table.places(of: id), partners.old >= 0, let p = paired(old: Int(partners.old)) else { return nil }
                return (p, .init(id: id, from: oldFlat.path(Int(partners.old)), to: newFlat.path(p)))
            }.sorted { $0.0 < $1.0 }.map(\.1)
        }
        if !new.reloadedItemIdentifiers.isEmpty { changes.reloadedItems = marked(new.reloadedItemIdentifiers) }
        if !new.reconfiguredItemIdentifiers.isEmpty { changes.reconfiguredItems = marked(new.reconfiguredItemIdentifiers) }
        return changes
    }

    private static func duplicate(_ id: String) -> SnapshotException {
        SnapshotException("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(id))}")
    }
}

/// Sections matched by identifier.
private struct SectionMatch {
    /// For each old section its new index, or -1; for each new section its old index, or -1.
    var newOfOld: [Int]
    var oldOfNew: [Int]

    init(old: [String], new: [String]) throws(SnapshotException) {
        var index = [String: Int](minimumCapacity: old.count)
        for (s, id) in old.enumerated() where index.updateValue(s, forKey: id) != nil {
            throw Self.duplicate(id)
        }
        newOfOld = [Int](repeating: -1, count: old.count)
        oldOfNew = [Int](repeating: -1, count: new.count)
        var seen = Set<String>(minimumCapacity: new.count)
        for (t, id) in new.enumerated() {
            guard seen.insert(id).inserted else { throw Self.duplicate(id) }
            if let s = index[id] {
                newOfOld[s] = t
                oldOfNew[t] = s
            }
        }
    }

    static func duplicate(_ id: String) -> SnapshotException {
        SnapshotException("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(id))}")
    }
}

/// Sections' items numbered in reading order.
private struct FlatSections {
    /// Where each section starts; one more entry, the total.
    var start: [Int]
    /// The section of each flat index.
    var section: [Int]
    var count: Int { start.last! }

    init(_ items: [[String]]) {
        start = [0]
        start.reserveCapacity(items.count + 1)
        for list in items { start.append(start.last! + list.count) }
        section = []
        section.reserveCapacity(start.last!)
        for (s, list) in items.enumerated() { section.append(contentsOf: repeatElement(s, count: list.count)) }
    }

    func path(_ flat: Int) -> IndexPath {
        let s = section[flat]
        return IndexPath(section: s, item: flat - start[s])
    }
}
