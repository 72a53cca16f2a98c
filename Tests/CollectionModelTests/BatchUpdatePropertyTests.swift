import CollectionLayout
import Testing

@testable import CollectionModel
import TestSupport

/// A random batch for `old`: built valid, then sometimes broken in one random way.
func randomBatch(_ old: [Section], _ rng: inout SplitMix64, counter: inout Int) -> BatchUpdate {
    var u = BatchUpdate()
    u.removesEmptiedSections = Int.random(in: 0..<4, using: &rng) != 0
    let S = old.count
    func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &rng) == 0 }
    func newItem() -> Item {
        counter += 1
        if chance(8), let any = old.flatMap(\.items).randomElement(using: &rng) { return any }  // maybe a duplicate
        return chance(2) ? Item.generated(UInt64(1_000_000 + counter)) : item("n\(counter)")
    }
    // Sections.
    var role = Array(repeating: 0, count: S)  // 0 kept, 1 deleted, 2 reloaded, 3 moved
    for s in 0..<S {
        if chance(8) { role[s] = 1 } else if chance(10) { role[s] = 2 } else if chance(8) { role[s] = 3 }
    }
    let inserted = chance(5) ? Int.random(in: 1...2, using: &rng) : 0
    let F = S - role.filter { $0 == 1 }.count + inserted
    var freePlaces = Array(0..<F).shuffled(using: &rng)
    var finalOrigin = Array(repeating: -2, count: F)  // -1 inserted, else old section
    for s in 0..<S where role[s] == 3 {
        let t = freePlaces.removeLast()
        u.movedSections.append(.init(from: s, to: t))
        finalOrigin[t] = s
    }
    for _ in 0..<inserted {
        let t = freePlaces.removeLast()
        counter += 1
        u.insertedSections.append(.init(t, Section(title: "new\(counter)", items: chance(2) ? [] : [newItem()])))
        finalOrigin[t] = -1
    }
    var cursor = 0
    for s in 0..<S where role[s] == 0 || role[s] == 2 {
        while finalOrigin[cursor] != -2 { cursor += 1 }
        finalOrigin[cursor] = s
    }
    for s in 0..<S {
        if role[s] == 1 { u.deletedSections.append(s) }
        if role[s] == 2 {
            counter += 1
            u.reloadedSections.append(.init(s, Section(title: "re\(counter)", items: chance(2) ? [] : [newItem()])))
        }
    }
    let keptFinals = (0..<F).filter { finalOrigin[$0] >= 0 && role[finalOrigin[$0]] != 2 }
    // Items.
    var survivors = Array(repeating: 0, count: F)
    var arriving: [[Any]] = Array(repeating: [], count: F)  // IndexPath (move) or Item (insert)
    for f in keptFinals {
        let s = finalOrigin[f]
        for j in old[s].items.indices {
            let p = IndexPath(section: s, item: j)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1: u.deletedItems.append(p)
            case 2:
                u.reloadedItems.append(.init(p, chance(2) ? item(old[s].items[j].id.rawValue, "edited") : newItem()))
                survivors[f] += 1
            case 3, 4:
                if let t = keptFinals.randomElement(using: &rng) { arriving[t].append(p) } else { survivors[f] += 1 }
            default: survivors[f] += 1
            }
        }
        if chance(2) { for _ in 0..<Int.random(in: 1...3, using: &rng) { arriving[f].append(newItem()) } }
    }
    for f in keptFinals {
        let count = survivors[f] + arriving[f].count
        var places = Array(0..<count).shuffled(using: &rng)
        for a in arriving[f] {
            let to = IndexPath(section: f, item: places.removeLast())
            if let from = a as? IndexPath { u.movedItems.append(.init(from: from, to: to)) }
            if let it = a as? Item { u.insertedItems.append(.init(to, it)) }
        }
    }
    // Break it, sometimes.
    if chance(3) {
        switch Int.random(in: 0..<9, using: &rng) {
        case 0:
            u.deletedItems.append(
                IndexPath(section: Int.random(in: -1...S, using: &rng), item: Int.random(in: -1...6, using: &rng)))
        case 1:
            if let m = u.movedItems.first { u.movedItems[0].to.item = m.to.item + Int.random(in: -1...1, using: &rng) }
        case 2: if let r = u.insertedItems.first { u.insertedItems[0].indexPath.item = r.indexPath.item + 1 }
        case 3: if let m = u.movedItems.first { u.deletedItems.append(m.from) }
        case 4: u.insertedSections.append(.init(Int.random(in: 0...F, using: &rng), Section(title: "x")))
        case 5: u.deletedSections.append(Int.random(in: 0...S, using: &rng))
        case 6: if let m = u.movedItems.first { u.insertedItems.append(.init(m.to, newItem())) }
        case 7:
            if S > 0 {
                u.movedSections.append(
                    .init(from: Int.random(in: 0..<S, using: &rng), to: Int.random(in: 0..<max(1, F), using: &rng)))
            }
        default:
            u.insertedItems.append(
                .init(
                    IndexPath(section: Int.random(in: 0...F, using: &rng), item: Int.random(in: 0...7, using: &rng)),
                    newItem()))
        }
    }
    return u
}

@Suite struct BatchUpdatePropertyTests {
    @Test func randomBatchesAgreeWithNaiveReference() throws {
        var valid = 0
        var invalid = 0
        for seed in 0..<4_000 {
            var rng = SplitMix64(seed: UInt64(seed))
            var counter = 0
            let old = randomSections(&rng, counter: &counter)
            let batch = randomBatch(old, &rng, counter: &counter)
            let original = try CollectionData(sections: old)
            var data = original
            let expected = naiveApply(batch, to: old)
            do {
                let applied = try data.apply(batch)
                valid += 1
                guard let expected else {
                    Issue.record("seed \(seed): model accepted a batch the reference rejects: \(batch)")
                    continue
                }
                #expect(data.sections == expected, "seed \(seed)")
                #expect(data.totalItems == expected.reduce(0) { $0 + $1.items.count })
                #expect(applied.newCounts == expected.map(\.items.count), "seed \(seed)")
                // Every surviving item is where finalIndexPath says.
                for (s, section) in old.enumerated() {
                    for j in section.items.indices {
                        let p = IndexPath(section: s, item: j)
                        if let q = applied.finalIndexPath(forItemAt: p) {
                            let id = batch.reloadedItems.first { $0.indexPath == p }?.item.id ?? section.items[j].id
                            #expect(data.itemID(at: q) == id, "seed \(seed): \(p) → \(q)")
                        } else {
                            let id = section.items[j].id
                            let stillThere = data.indexPath(of: id)
                            // Gone, or came back as a new item (a reload or reinsert with its id).
                            if let there = stillThere {
                                #expect(
                                    applied.insertedIndexPaths.contains(there)
                                        || applied.update.reloadedItems.contains { $0.item.id == id },
                                    "seed \(seed): \(p) survives at \(there) but has no final index path")
                            }
                        }
                    }
                }
                // Undo restores exactly.
                var undone = data
                try undone.apply(applied.inverse)
                #expect(undone == original, "seed \(seed): undo \(applied.inverse)")
                #expect(undone.sections == old, "seed \(seed)")
            } catch {
                invalid += 1
                #expect(expected == nil, "seed \(seed): model rejected a valid batch: \(error)\n\(batch)")
                #expect(data == original, "seed \(seed): data changed by a rejected batch")
            }
        }
        #expect(valid > 1_000)
        #expect(invalid > 500)
    }

    @Test func appendOnlyIsDetectedExactly() throws {
        for seed in 0..<2_000 {
            var rng = SplitMix64(seed: UInt64(seed) &+ 77)
            var counter = 0
            let old = randomSections(&rng, counter: &counter)
            let batch = randomBatch(old, &rng, counter: &counter)
            var data = try CollectionData(sections: old)
            guard let applied = try? data.apply(batch) else { continue }
            let last = old.count - 1
            let expectAppend =
                !batch.insertedItems.isEmpty && last >= 0
                && batch.deletedItems.isEmpty && batch.movedItems.isEmpty && batch.reloadedItems.isEmpty
                && batch.deletedSections.isEmpty && batch.insertedSections.isEmpty && batch.movedSections.isEmpty
                && batch.reloadedSections.isEmpty
                && batch.insertedItems.allSatisfy {
                    $0.indexPath.section == last && $0.indexPath.item >= old[last].items.count
                }
            #expect(applied.isAppendOnly == expectAppend, "seed \(seed)")
            #expect(applied.invalidation == (expectAppend ? .appendedItems : .everything))
        }
    }
}
