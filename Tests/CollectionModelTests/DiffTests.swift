import CollectionLayout
import Testing

@testable import CollectionModel
import TestSupport

@Suite struct DiffTests {
    @Test func igListKitExample() throws {
        let old = [Section(title: "", items: (0...8).map { item("\($0)") })]
        let new = [Section(title: "", items: [0, 2, 3, 4, 7, 6, 9, 5, 10].map { item("\($0)") })]
        let batch = Diff.batch(from: old, to: new)
        #expect(batch.deletedItems.map(\.item).sorted() == [1, 8])
        #expect(batch.insertedItems.map(\.indexPath.item).sorted() == [6, 8])
        #expect(batch.movedItems.map { [$0.from.item, $0.to.item] }.sorted { $0[0] < $1[0] } == [[5, 7], [7, 4]])
        #expect(batch.reloadedItems.isEmpty && batch.deletedSections.isEmpty && batch.insertedSections.isEmpty)
        #expect(try Diff.apply(batch, to: old) == new)
        var data = try CollectionData(sections: old)
        try data.apply(batch)
        #expect(data.sections == new)
    }

    @Test func changedContentIsReloadedInPlaceOrReplacedWhenMoving() throws {
        let old = [Section(title: "", items: [item("a"), item("b"), item("c")])]
        let new = [Section(title: "", items: [item("a", "A!"), item("c", "C!"), item("b")])]
        let batch = Diff.batch(from: old, to: new)
        #expect(batch.reloadedItems == [.init(IndexPath(section: 0, item: 0), item("a", "A!"))])
        #expect(try Diff.apply(batch, to: old) == new)
    }

    @Test func sectionTitleChangeReloadsTheSection() throws {
        let old = [Section(title: "A", items: [item("a")]), Section(title: "B", items: [item("b")])]
        let new = [Section(title: "A", items: [item("b")]), Section(title: "B2", items: [item("a")])]
        let batch = Diff.batch(from: old, to: new)
        #expect(batch.reloadedSections.map(\.index) == [1])
        #expect(try Diff.apply(batch, to: old) == new)
    }

    @Test func duplicatesMatchInOrderOfOccurrence() throws {
        let old = [Section(title: "", items: [item("x", "1"), item("y"), item("x", "2")])]
        let new = [Section(title: "", items: [item("x", "1"), item("x", "2")])]
        let batch = Diff.batch(from: old, to: new)
        #expect(batch.deletedItems == [IndexPath(section: 0, item: 1)])
        #expect(batch.insertedItems.isEmpty && batch.movedItems.isEmpty && batch.reloadedItems.isEmpty)
        #expect(try Diff.apply(batch, to: old) == new)
    }

    @Test func roundTripWithDuplicatesAndEmptySections() throws {
        for seed in 0..<3_000 {
            var rng = SplitMix64(seed: UInt64(seed))
            var counter = 0
            let a = randomSections(&rng, maxSections: 4, maxItems: 7, duplicates: true, idPool: 6, counter: &counter)
            let b = randomSections(&rng, maxSections: 4, maxItems: 7, duplicates: true, idPool: 6, counter: &counter)
            let batch = Diff.batch(from: a, to: b)
            let result = try Diff.apply(batch, to: a)
            #expect(result == b, "seed \(seed): \(ids(a)) → \(ids(b)) gave \(ids(result))")
            #expect(naiveApply(batch, to: a, uniqueIDs: false) == b, "seed \(seed): reference disagrees")
        }
    }

    @Test func roundTripOnCollectionDataWithUniqueIDs() throws {
        for seed in 0..<3_000 {
            var rng = SplitMix64(seed: UInt64(seed) &+ 10_000)
            // Two snapshots drawn from one pool of unique items, so many are shared.
            let universe = (0..<12).map { Bool.random(using: &rng) ? Item.generated(UInt64($0)) : item("u\($0)") }
            func snapshot() -> [Section] {
                var left = universe.shuffled(using: &rng).prefix(Int.random(in: 0...12, using: &rng))
                return (0..<Int.random(in: 0...4, using: &rng)).map { s in
                    let n = Int.random(in: 0...left.count, using: &rng)
                    let items = Array(left.prefix(n))
                    left = left.dropFirst(n)
                    return Section(
                        title: "S\(s % 2)\(Int.random(in: 0..<6, using: &rng) == 0 ? "'" : "")", items: items)
                }
            }
            let a = snapshot()
            let b = snapshot()
            var data = try CollectionData(sections: a)
            let applied = try data.apply(Diff.batch(from: a, to: b))
            #expect(data.sections == b, "seed \(seed)")
            try data.apply(applied.inverse)
            #expect(data.sections == a, "seed \(seed): undo of a diff")
        }
    }
}
