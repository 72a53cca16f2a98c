import CollectionBasics

/// Turns one snapshot into another with a small batch: Heckel's algorithm by item identity, as
/// IGListKit's `ListDiff`.
///
/// IGListKit's example, items `[0…8]` → `[0, 2, 3, 4, 7, 6, 9, 5, 10]`, gives deletes {1, 8},
/// inserts {6, 8} and moves {5 → 7, 7 → 4}: a matched item moves when its new index differs
/// from its old index shifted by the deletes before it and the inserts before its new place.
public enum Diff {
    /// A batch that turns `old` into `new` when applied (to `CollectionData`, or with
    /// `Diff.apply(_:to:)` to plain sections).
    ///
    /// - Sections are matched by position. A section whose title, header or footer changed is
    ///   reloaded whole; sections beyond the shorter list are deleted or inserted with their items.
    /// - Items of the other sections are matched by id, across sections. With duplicate ids the
    ///   k-th occurrence in `old` (in reading order) matches the k-th in `new`; the rest are
    ///   deleted or inserted.
    /// - A matched item whose content changed is reloaded in place, or deleted and inserted when it
    ///   also moves (UIKit cannot reload and move one item).
    /// - The batch has `removesEmptiedSections == false`, so empty sections of `new` survive.
    ///
    /// - Complexity: O(n) expected for n items.
    public static func batch(from old: [Section], to new: [Section]) -> BatchUpdate {
        var update = BatchUpdate(removesEmptiedSections: false)
        let common = min(old.count, new.count)
        var kept: [Int] = []
        for i in 0..<common {
            if old[i].title != new[i].title || old[i].header != new[i].header || old[i].footer != new[i].footer {
                update.reloadedSections.append(.init(i, new[i]))
            } else {
                kept.append(i)
            }
        }
        if old.count > common { update.deletedSections = Array(common..<old.count) }
        if new.count > common { update.insertedSections = (common..<new.count).map { .init($0, new[$0]) } }

        // Pass 1-3 (Heckel): a table of identities; the k-th occurrence of an id is its own key.
        struct Key: Hashable {
            var id: ItemID
            var occurrence: Int
        }
        var oldPlaces: [Key: IndexPath] = [:]
        var occurrences: [ItemID: Int] = [:]
        for s in kept {
            for (j, item) in old[s].items.enumerated() {
                let n = occurrences[item.id, default: 0]
                occurrences[item.id] = n + 1
                oldPlaces[Key(id: item.id, occurrence: n)] = IndexPath(section: s, item: j)
            }
        }
        // Pass 4-5: match the new entries; record each side's partner.
        occurrences = [:]
        var oldPartner: [IndexPath: IndexPath] = [:]
        var newPartner: [IndexPath: IndexPath] = [:]
        for t in kept {
            for (k, item) in new[t].items.enumerated() {
                let n = occurrences[item.id, default: 0]
                occurrences[item.id] = n + 1
                if let from = oldPlaces[Key(id: item.id, occurrence: n)] {
                    let to = IndexPath(section: t, item: k)
                    oldPartner[from] = to
                    newPartner[to] = from
                }
            }
        }
        // Pass 6: deletes with their running offsets, per section.
        var deleteOffsets: [Int: [Int]] = [:]
        for s in kept {
            var running = 0
            var offsets: [Int] = []
            offsets.reserveCapacity(old[s].items.count)
            for j in old[s].items.indices {
                offsets.append(running)
                let p = IndexPath(section: s, item: j)
                if let partner = oldPartner[p] {
                    if partner.section != s { running += 1 }
                } else {
                    update.deletedItems.append(p)
                    running += 1
                }
            }
            deleteOffsets[s] = offsets
        }
        // Inserts, moves and reloads.
        for t in kept {
            var running = 0
            for (k, item) in new[t].items.enumerated() {
                let to = IndexPath(section: t, item: k)
                guard let from = newPartner[to] else {
                    update.insertedItems.append(.init(to, item))
                    running += 1
                    continue
                }
                let moved: Bool
                if from.section != t {
                    moved = true
                    running += 1
                } else {
                    moved = from.item - deleteOffsets[t]![from.item] + running != k
                }
                let changed = old[from.section].items[from.item] != item
                switch (moved, changed) {
                case (false, false): break
                case (false, true): update.reloadedItems.append(.init(from, item))
                case (true, false): update.movedItems.append(.init(from: from, to: to))
                case (true, true):
                    update.deletedItems.append(from)
                    update.insertedItems.append(.init(to, item))
                }
            }
        }
        return update
    }

    /// A batch that turns `old` into `new`.
    ///
    /// - Complexity: O(n) expected.
    public static func batch(from old: CollectionData, to new: CollectionData) -> BatchUpdate {
        batch(from: old.sections, to: new.sections)
    }

    /// Applies `update` to plain sections, with the same rules as `CollectionData.apply` except
    /// that ids need not be unique.
    ///
    /// - Throws: `BatchUpdateError` when the batch breaks a rule.
    public static func apply(_ update: BatchUpdate, to sections: [Section]) throws(BatchUpdateError) -> [Section] {
        let plan = try UpdatePlan(oldCounts: sections.map(\.items.count), update: update)
        var result: [Section] = []
        for (f, source) in plan.finalSources.enumerated() where plan.finalToResult[f] != nil {
            switch source {
            case .inserted(let k): result.append(update.insertedSections[k].section)
            case .reloaded(_, let k): result.append(update.reloadedSections[k].section)
            case .kept(let s):
                var section = sections[s]
                section.items = plan.buildSection(
                    final: f, old: s, oldElements: sections[s].items,
                    arrive: { arrival in
                        switch arrival {
                        case .inserted(let k): return update.insertedItems[k].item
                        case .moved(let from): return sections[from.section].items[from.item]
                        }
                    },
                    reload: { k, _ in update.reloadedItems[k].item })
                result.append(section)
            }
        }
        return result
    }
}
