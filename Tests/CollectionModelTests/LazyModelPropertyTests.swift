import CollectionLayout
import Testing

@testable import CollectionModel
import TestSupport

/// The lazy model: a section's slots as runs (`SlotList`), and `CollectionData` over huge
/// generated feeds, against plain arrays.
@Suite struct LazyModelPropertyTests {
    /// A random slot: often one that continues or precedes a neighbour's generated offset (so runs
    /// grow and merge), sometimes a far generated offset, sometimes a payload.
    private func randomSlot(near list: [Slot], at i: Int, _ rng: inout SplitMix64) -> Slot {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0 where i > 0:
            if let o = list[i - 1].offset, o < UInt32(Slot.maximumOffset - 1) { return Slot(offset: o + 1) }
        case 1 where i < list.count:
            if let o = list[i].offset, o > 0 { return Slot(offset: o - 1) }
        case 2: return Slot(payload: Int.random(in: 0..<1_000, using: &rng))
        default: break
        }
        return Slot(offset: UInt32.random(in: 0..<3_000_000, using: &rng))
    }

    @Test func slotListEditsAgreeWithAnArray() {
        for seed in 0..<2_000 {
            var rng = SplitMix64(seed: UInt64(seed))
            // Start from generated runs (some long, some short), sometimes with payloads between.
            var reference: [Slot] = []
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                let first = UInt32.random(in: 0..<2_000_000, using: &rng)
                let n = Int.random(in: 0...(Bool.random(using: &rng) ? 20_000 : 40), using: &rng)
                reference += (0..<n).map { Slot(offset: first + UInt32($0)) }
                if Bool.random(using: &rng) { reference.append(Slot(payload: Int.random(in: 0..<9, using: &rng))) }
            }
            var list = SlotList(reference)
            #expect(list.array == reference, "seed \(seed): built from slots")
            let edits = Int.random(in: 1...40, using: &rng)
            for step in 0..<edits {
                switch Int.random(in: 0..<3, using: &rng) {
                case 0:
                    let i = Int.random(in: 0...reference.count, using: &rng)
                    let slot = randomSlot(near: reference, at: i, &rng)
                    reference.insert(slot, at: i)
                    list.insert(slot, at: i)
                case 1 where !reference.isEmpty:
                    let i = Int.random(in: 0..<reference.count, using: &rng)
                    #expect(list.remove(at: i) == reference.remove(at: i), "seed \(seed) step \(step)")
                case _ where !reference.isEmpty:
                    let i = Int.random(in: 0..<reference.count, using: &rng)
                    let slot = randomSlot(near: reference, at: i, &rng)
                    reference[i] = slot
                    list[i] = slot
                default:
                    continue
                }
                list.checkRuns()
                #expect(list.count == reference.count, "seed \(seed) step \(step)")
                if !reference.isEmpty {
                    let probe = Int.random(in: 0..<reference.count, using: &rng)
                    #expect(list[probe] == reference[probe], "seed \(seed) step \(step) at \(probe)")
                }
            }
            #expect(list.array == reference, "seed \(seed)")
            #expect(list == SlotList(reference), "seed \(seed): equal however cut")
            // Each edit splits at most one run in three (and merging only lowers the count).
            #expect(list.runs.count <= SlotList(reference).runs.count + 2 * edits + 3, "seed \(seed)")
            if let slot = reference.randomElement(using: &rng) {
                #expect(list.firstIndex(of: slot) == reference.firstIndex(of: slot), "seed \(seed)")
            }
            var visited: [Slot] = []
            let lo = Int.random(in: 0...reference.count, using: &rng)
            let hi = Int.random(in: lo...reference.count, using: &rng)
            list.forEach(in: lo..<hi) { position, slot in
                #expect(position == lo + visited.count)
                visited.append(slot)
            }
            #expect(visited == Array(reference[lo..<hi]), "seed \(seed): forEach(in: \(lo)..<\(hi))")
        }
    }

    @Test(arguments: [1_000_000, 1_000_000_000])
    func untouchedFeedCostsConstantMemory(count: Int) {
        let data = CollectionData(generatedCounts: [count, count / 2], seed: 1)
        #expect(data.totalItems == count + count / 2)
        #expect(data.estimatedMemoryBytes < 1_024, "\(data.estimatedMemoryBytes) bytes for \(count) items")
        let first = GeneratedPageSource(seed: 1).firstIndex
        #expect(data.item(at: IndexPath(section: 0, item: count - 1)) == Item.generated(first + UInt64(count - 1)))
        #expect(data.item(at: IndexPath(section: 1, item: 0)) == Item.generated(first + UInt64(count)))
        #expect(data.indexPath(of: .generated(first + UInt64(count) + 7)) == IndexPath(section: 1, item: 7))
    }

    /// Random edits in a window of a huge generated section, against the naive reference applied to
    /// the window alone: inside the window the model must hold what the reference holds, before it
    /// the untouched feed, after it the rest of the feed shifted by what the edits added or removed.
    @Test(arguments: [1_000_000, 1_000_000_000])
    func editsOnAHugeFeedAgreeWithTheNaiveReferenceOnAWindow(count: Int) throws {
        let firstIndex = GeneratedPageSource(seed: 3).firstIndex
        let windowSize = 48
        for seed in 0..<300 {
            var rng = SplitMix64(seed: UInt64(seed) &+ 1_000)
            // The window: at the top, in the middle or at the very end of the feed.
            let start: Int = [0, count / 2 + Int.random(in: 0..<1_000, using: &rng), count - windowSize][seed % 3]
            let original = CollectionData(generatedCounts: [count], seed: 3)
            var data = original
            var window = [Section(title: "Section 1", items: (0..<windowSize).map { Item.generated(firstIndex + UInt64(start + $0)) })]
            var undo: [BatchUpdate] = []
            var counter = 0
            for step in 0..<12 {
                // Edits stay clear of the window's last 8 items, so a place valid in the feed is
                // valid in the window too (the feed goes on past the window; the window does not).
                let n = window[0].items.count - 8
                guard n > 0 else { break }
                var local = BatchUpdate(removesEmptiedSections: false)
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    switch Int.random(in: 0..<5, using: &rng) {
                    case 0: local.deletedItems.append(IndexPath(section: 0, item: Int.random(in: 0..<n, using: &rng)))
                    case 1:
                        counter += 1
                        let item = Bool.random(using: &rng)
                            ? Item.generated(firstIndex + UInt64(count) + UInt64(counter))
                            : item("x\(counter)")
                        local.insertedItems.append(.init(IndexPath(section: 0, item: Int.random(in: 0...n, using: &rng)), item))
                    case 2:
                        local.movedItems.append(
                            .init(
                                from: IndexPath(section: 0, item: Int.random(in: 0..<n, using: &rng)),
                                to: IndexPath(section: 0, item: Int.random(in: 0..<n, using: &rng))))
                    case 3:
                        counter += 1
                        let p = IndexPath(section: 0, item: Int.random(in: 0..<n, using: &rng))
                        local.reloadedItems.append(.init(p, item(window[0].items[p.item].id.rawValue, "edited \(counter)")))
                    default:
                        // Bring back a generated item deleted before, at its old place if it is free.
                        if let back = undo.last?.insertedItems.first, back.indexPath.item - start < n,
                            back.indexPath.item >= start
                        {
                            local.insertedItems.append(.init(IndexPath(section: 0, item: back.indexPath.item - start), back.item))
                        }
                    }
                }
                // The same batch in the feed's coordinates.
                func shifted(_ p: IndexPath) -> IndexPath { IndexPath(section: 0, item: p.item + start) }
                var global = local
                global.deletedItems = local.deletedItems.map(shifted)
                global.insertedItems = local.insertedItems.map { .init(shifted($0.indexPath), $0.item) }
                global.movedItems = local.movedItems.map { .init(from: shifted($0.from), to: shifted($0.to)) }
                global.reloadedItems = local.reloadedItems.map { .init(shifted($0.indexPath), $0.item) }
                let expected = naiveApply(local, to: window)
                do {
                    let applied = try data.apply(global)
                    guard let expected else {
                        Issue.record("seed \(seed) step \(step): the model accepted a batch the reference rejects: \(local) on \(ids(window))")
                        break
                    }
                    window = expected
                    undo.append(applied.inverse)
                } catch {
                    #expect(expected == nil, "seed \(seed) step \(step): the model rejected a valid batch: \(error)")
                    // An id already elsewhere in the feed makes the model refuse what the window allows.
                    continue
                }
                let inWindow = window[0].items.count
                #expect(data.totalItems == count - windowSize + inWindow, "seed \(seed) step \(step)")
                for (k, expectedItem) in window[0].items.enumerated() {
                    #expect(data.item(at: IndexPath(section: 0, item: start + k)) == expectedItem, "seed \(seed) step \(step) at \(k)")
                }
                if start > 0 {
                    #expect(data.item(at: IndexPath(section: 0, item: start - 1)) == Item.generated(firstIndex + UInt64(start - 1)))
                }
                let after = start + inWindow
                if after < data.totalItems {
                    #expect(data.item(at: IndexPath(section: 0, item: after)) == Item.generated(firstIndex + UInt64(start + windowSize)))
                    let last = IndexPath(section: 0, item: data.totalItems - 1)
                    #expect(data.item(at: last) == Item.generated(firstIndex + UInt64(count - 1)))
                }
                // Sizes are read in runs across the edited stretch.
                var hints: [SizeHint] = []
                let lo = max(0, start - 3)
                data.sizeHints(inSection: 0, items: lo..<(after + 3), into: &hints)
                for (k, hint) in hints.enumerated() {
                    #expect(hint == data.sizeHint(forItemAt: IndexPath(section: 0, item: lo + k)), "seed \(seed) at \(lo + k)")
                }
                // Edits cost by what they touched, not by the feed's length.
                #expect(data.estimatedMemoryBytes < 64 * 1_024, "seed \(seed): \(data.estimatedMemoryBytes) bytes")
            }
            for inverse in undo.reversed() { try data.apply(inverse) }
            #expect(data == original, "seed \(seed): undoing every edit restores the feed")
        }
    }
}
