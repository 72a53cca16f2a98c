import CollectionBasics
import CollectionLayout
import CollectionModel
import Testing
@testable import CollectionView
import TerminalCore

/// The renderer's sort into drawing order and its cache of cell contents, each against the
/// plain thing it replaces.
@Suite struct DrawingOrderTests {
    /// Elements with many ties: few zIndexes, categories, index paths and kinds.
    static func elements(_ random: inout SplitMix64) -> [LayoutAttributes] {
        let kinds: [ElementKind?] = [nil, .header, .footer, .background, "badge", "a-much-longer-kind-than-inline-strings"]
        let categories: [ElementCategory] = [.cell, .supplementary, .decoration]
        return (0..<Int(random.next() % 60)).map { n in
            LayoutAttributes(
                category: categories[Int(random.next() % 3)], kind: kinds[Int(random.next() % UInt64(kinds.count))],
                indexPath: IndexPath(section: Int(random.next() % 3), item: Int(random.next() % 6)),
                // The frame tells equal keys apart: the sort must keep their order (stable).
                frame: Rect(x: Double(n), y: 0, width: 1, height: 1), zIndex: Int(random.next() % 3) - 1)
        }
    }

    @Test func sortingByPositionsEqualsAStableSortOfTheElements() {
        var random = SplitMix64(seed: 51)
        var keys: [RenderPass.DrawingKey] = []
        for _ in 0..<3_000 {
            var elements = Self.elements(&random)
            // The reference: a stable sort by the drawing order, written out as insertion.
            var expected: [LayoutAttributes] = []
            for element in elements {
                let place = expected.lastIndex { !drawnBefore(element, $0) }.map { $0 + 1 } ?? 0
                expected.insert(element, at: place)
            }
            RenderPass.sortInDrawingOrder(&elements, keys: &keys)
            #expect(elements == expected)
        }
    }

    @Test func theContentCacheAnswersWhatWasLastStoredOrNothing() {
        var random = SplitMix64(seed: 52)
        var cache = ContentCache()
        var reference: [IndexPath: CellContent] = [:]
        var answered = 0
        for step in 0..<40_000 {
            // Index paths far apart and close, so that slots are shared.
            let path = IndexPath(section: Int(random.next() % 4), item: Int(random.next() % 3_000))
            switch random.next() % 10 {
            case 0..<5:
                let content = CellContent(title: "t\(step)", color: .rgb(UInt8(step % 256), 0, 0))
                cache.store(content, for: path)
                reference[path] = content
                // What was just stored is there.
                #expect(cache[path] == content)
            case 5:
                if random.next() % 50 == 0 {
                    cache.removeAll()
                    reference.removeAll()
                }
            default:
                if let hit = cache[path] {
                    #expect(hit == reference[path])
                    answered += 1
                }
            }
        }
        // (A cache may forget; the draws above also ask for paths stored long ago.)
        #expect(answered > 0)
    }
}
