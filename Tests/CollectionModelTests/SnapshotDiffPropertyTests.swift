import CollectionLayout
import Testing

@testable import CollectionModel

/// A random snapshot: some of the section pool in random order, the item pool's identifiers (each
/// at most once) spread over them, and random marks among what is there.
private func randomSnapshot(_ rng: inout SplitMix64, sections pool: Int = 5, items itemPool: Int = 24) -> DiffableSnapshot {
    let sections = (0..<pool).map { "S\($0)" }.shuffled(using: &rng).filter { _ in rng.next() % 4 != 0 }
    var items = sections.map { _ in [String]() }
    if !sections.isEmpty {
        for k in (0..<itemPool).shuffled(using: &rng) where rng.next() % 3 != 0 {
            items[Int(rng.next() % UInt64(sections.count))].append("i\(k)")
        }
    }
    var snapshot = DiffableSnapshot(sections: sections, items: items)
    let all = items.flatMap { $0 }
    snapshot.reloadedItemIdentifiers = all.filter { _ in rng.next() % 8 == 0 }
    snapshot.reconfiguredItemIdentifiers = all.filter { _ in rng.next() % 8 == 0 }
    snapshot.reloadedSectionIdentifiers = sections.filter { _ in rng.next() % 6 == 0 }
    return snapshot
}

/// The brute-force reference: applies a changeset to `old` by identifiers, in batch-update order
/// (deletes and the sources of moves leave; inserts and moves land at their final places, in
/// increasing order; what stays fills the rest in its old order). Fresh sections (inserted or
/// reloaded) bring their items from `payload`, as a batch's section insert carries them.
private func naiveApply(_ c: SnapshotChangeset, to old: DiffableSnapshot, payload: DiffableSnapshot) -> [[String]] {
    // Sections: (id, source old index or nil for fresh).
    let leaving = Set(c.deletedSections.map { $0.from! } + c.movedSections.map { $0.from! })
    var staying: [(String, Int?)] = old.sectionIdentifiers.enumerated().filter { !leaving.contains($0.offset) }.map { ($0.element, $0.offset) }
    let reloaded = Set(c.reloadedSections.map { $0.from! })
    staying = staying.map { reloaded.contains($0.1!) ? ($0.0, nil) : $0 }
    let landing = (c.insertedSections.map { ($0.to!, $0.id, Int?.none) } + c.movedSections.map { ($0.to!, $0.id, $0.from) })
        .sorted { $0.0 < $1.0 }
    var result: [(String, Int?)?] = Array(repeating: nil, count: staying.count + landing.count)
    for (to, id, from) in landing { result[to] = (id, from) }
    var rest = staying.makeIterator()
    for t in result.indices where result[t] == nil { result[t] = rest.next() }
    // Items.
    let itemsLeaving = Set(c.deletedItems.map(\.id) + c.movedItems.map(\.id))
    return result.enumerated().map { t, entry -> [String] in
        let (id, source) = entry!
        guard let s = source else { return payload.itemIdentifiers[payload.sectionIdentifiers.firstIndex(of: id)!] }
        let kept = old.itemIdentifiers[s].filter { !itemsLeaving.contains($0) }
        let arriving = (c.insertedItems + c.movedItems).filter { $0.to!.section == t }.sorted { $0.to!.item < $1.to!.item }
        var list: [String?] = Array(repeating: nil, count: kept.count + arriving.count)
        for change in arriving where change.to!.item < list.count { list[change.to!.item] = change.id }
        var keptIterator = kept.makeIterator()
        for i in list.indices where list[i] == nil { list[i] = keptIterator.next() }
        return list.map { $0 ?? "<hole>" }
    }
}

@Suite struct SnapshotDiffPropertyTests {
    @Test func applyingTheChangesetToTheSourceGivesTheTarget() throws {
        for seed in 0..<4_000 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let old = randomSnapshot(&rng).withoutMarks
            let new = randomSnapshot(&rng)
            let c = try Diff.staged(from: old, to: new)
            let result = naiveApply(c, to: old, payload: new)
            #expect(result == new.itemIdentifiers, "seed \(seed)")
            // Sections land as in the target too.
            #expect(result.count == new.sectionIdentifiers.count, "seed \(seed)")
            // Nothing is both deleted and inserted; inserts are new, deletes gone.
            let oldIDs = Set(old.itemIdentifiers.joined()), newIDs = Set(new.itemIdentifiers.joined())
            #expect(Set(c.deletedItems.map(\.id)).isDisjoint(with: c.insertedItems.map(\.id)), "seed \(seed)")
            #expect(c.movedItems.allSatisfy { oldIDs.contains($0.id) && newIDs.contains($0.id) }, "seed \(seed)")
            // Marks become reloads only of what is in both.
            #expect(c.reloadedItems.allSatisfy { oldIDs.contains($0.id) && new.reloadedItemIdentifiers.contains($0.id) }, "seed \(seed)")
            // The batch the view animates, applied by the model's own validated batch updates, agrees.
            let batch = c.batchUpdate(to: new)
            #expect(try Diff.apply(batch, to: old.sections) == new.sections, "seed \(seed)")
            var data = try old.collectionData()
            try data.apply(batch)
            #expect(data.sections == new.sections, "seed \(seed)")
        }
    }

    @Test func oneItemTakenToTheFrontIsOneMove() throws {
        let ids = (0..<50).map { "i\($0)" }
        let old = DiffableSnapshot(sections: ["A"], items: [ids])
        let new = DiffableSnapshot(sections: ["A"], items: [[ids[40]] + ids.filter { $0 != "i40" }])
        let c = try Diff.staged(from: old, to: new)
        #expect(c.movedItems == [.init(id: "i40", from: IndexPath(section: 0, item: 40), to: IndexPath(section: 0, item: 0))])
        #expect(c.changeCount == 1)
    }

    @Test func oneItemTakenToTheBackIsOneMove() throws {
        let ids = (0..<50).map { "i\($0)" }
        let old = DiffableSnapshot(sections: ["A"], items: [ids])
        let new = DiffableSnapshot(sections: ["A"], items: [ids.filter { $0 != "i3" } + ["i3"]])
        let c = try Diff.staged(from: old, to: new)
        #expect(c.movedItems == [.init(id: "i3", from: IndexPath(section: 0, item: 3), to: IndexPath(section: 0, item: 49))])
        #expect(c.changeCount == 1)
    }

    @Test func flatListsOfThousandsAgainstTheReference() throws {
        for seed in 0..<200 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let n = Int(rng.next() % 3_000)
            var source = (0..<n).map { "u\($0)" }
            var target = source.filter { _ in rng.next() % 10 != 0 }
            target.insert(contentsOf: (0..<Int(rng.next() % 300)).map { "n\($0)" }, at: Int(rng.next() % UInt64(target.count + 1)))
            let shuffled = Int(rng.next() % UInt64(max(1, target.count / 10)))
            target[0..<shuffled].shuffle(using: &rng)
            source.swapAt(0, max(0, n - 1))
            let old = DiffableSnapshot(sections: ["main"], items: [source]), new = DiffableSnapshot(sections: ["main"], items: [target])
            let c = try Diff.staged(from: old, to: new)
            #expect(naiveApply(c, to: old, payload: new) == [target], "seed \(seed)")
            #expect(c.deletedItems.count == Set(source).subtracting(target).count, "seed \(seed)")
            #expect(c.insertedItems.count == Set(target).subtracting(source).count, "seed \(seed)")
        }
    }

    @Test func duplicatesAreRefused() {
        for seed in 0..<1_000 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            var old = randomSnapshot(&rng).withoutMarks
            var new = randomSnapshot(&rng).withoutMarks
            let intoOld = rng.next() % 2 == 0
            var target = intoOld ? old : new
            guard let s = target.itemIdentifiers.indices.first(where: { !target.itemIdentifiers[$0].isEmpty }) else { continue }
            let id = target.itemIdentifiers[s][0]
            let t = Int(rng.next() % UInt64(target.itemIdentifiers.count))
            target.itemIdentifiers[t].insert(id, at: Int(rng.next() % UInt64(target.itemIdentifiers[t].count + 1)))
            if intoOld { old = target } else { new = target }
            #expect(throws: SnapshotException("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(id))}"), "seed \(seed)") {
                try Diff.staged(from: old, to: new)
            }
        }
    }

    @Test func repeatedSectionsAreRefused() {
        let old = DiffableSnapshot(sections: ["A", "A"], items: [[], []])
        #expect(throws: SnapshotException("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(A)}")) {
            try Diff.staged(from: old, to: DiffableSnapshot())
        }
    }
}
