import CollectionLayout
import Testing
@testable import CollectionView

/// The cache of measured heights against a naive reference: each item's latest measured height,
/// whatever width it was measured at, is its estimate where the item is now — before an edit and
/// after one, when the cache finds the items again by identity.
@Suite struct MeasuredSizeCacheTests {
    /// Random measurements at a few widths (a rotation measures the same items at another
    /// width), inserts and deletes, each edit followed by `relocate`, over 3 000 seeded runs;
    /// after every step the estimates of every item equal the reference's. Before `relocate`
    /// kept the latest entry it took whichever width's height the dictionary listed last, which
    /// Swift's per-process hash seeds change from run to run.
    @Test func anEstimateIsTheItemsLatestMeasuredHeightThroughEdits() throws {
        let widths = [120.0, 187.5, 262.0]
        let text = TextFingerprint(title: "", body: "")
        for seed in 0..<3_000 {
            var rng = SplitMix64(seed: UInt64(seed))
            var nextID = 0
            let data = SimpleCollectionData(sections: (0..<Int.random(in: 1...3, using: &rng)).map { s in
                SimpleSection(title: "S\(s)", items: (0..<Int.random(in: 0...24, using: &rng)).map { _ in
                    nextID += 1
                    return SimpleItem(id: nextID, title: "\(nextID)", color: .rgb(1, 2, 3))
                })
            })
            var cache = MeasuredSizeCache()
            var latest: [Int: Double] = [:]
            var failure: String?
            func randomPath() -> IndexPath? {
                let filled = data.sections.indices.filter { !data.sections[$0].items.isEmpty }
                guard let section = filled.randomElement(using: &rng) else { return nil }
                return IndexPath(section: section, item: Int.random(in: 0..<data.sections[section].items.count, using: &rng))
            }
            for step in 0..<Int.random(in: 1...40, using: &rng) {
                switch Int.random(in: 0..<5, using: &rng) {
                case 0, 1, 2:
                    guard let path = randomPath() else { continue }
                    let id = data.sections[path.section].items[path.item].id
                    let height = Double(Int.random(in: 20...400, using: &rng))
                    cache.record(height, id: id, width: widths.randomElement(using: &rng)!, text: text, at: path)
                    latest[id] = height
                case 3:
                    _ = try data.insertItem(after: randomPath())
                    cache.relocate(in: data)
                default:
                    guard let path = randomPath() else { continue }
                    latest[data.sections[path.section].items[path.item].id] = nil
                    try data.deleteItem(at: path)
                    cache.relocate(in: data)
                }
                for (s, section) in data.sections.enumerated() where failure == nil {
                    for (i, item) in section.items.enumerated() where cache.estimates.height(at: IndexPath(section: s, item: i)) != latest[item.id] {
                        failure = "seed \(seed), step \(step): item \(item.id) at [\(s), \(i)] has \(String(describing: cache.estimates.height(at: IndexPath(section: s, item: i)))), latest \(String(describing: latest[item.id]))"
                        break
                    }
                }
            }
            #expect(failure == nil)
        }
    }
}
