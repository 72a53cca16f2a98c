import CollectionLayout
import TerminalCore
import Testing
@testable import CollectionView

/// A card's index path is written from bytes composed on the stack: the same cells as writing
/// its `description`.
struct CardTextTests {
    @Test func anIndexPathIsWrittenAsItsDescription() {
        var random = SplitMix64(seed: 11)
        let numbers = [0, 1, 9, 10, 99, 100, 12_345, 999_999_999, Int.max, -1, -42]
        for _ in 0..<3_000 {
            let pick = { () -> Int in
                random.next() % 3 == 0 ? numbers[Int(random.next() % UInt64(numbers.count))] : Int(random.next() % 100_000)
            }
            let path = IndexPath(section: pick(), item: pick())
            var expected = CellBuffer(width: 16, height: 2)
            expected.write("界界界", x: Int(random.next() % 8), y: 1, style: .plain)
            var written = expected
            let x = Int(random.next() % 12) - 2, limit = Int(random.next() % 18)
            let style = Style(foreground: .rgb(9, 8, 7), attributes: [.dim])
            expected.write(path.description, x: x, y: 1, style: style, limit: limit)
            RenderPass.writeIndexPath(path, x: x, y: 1, style: style, limit: limit, into: &written)
            #expect(written == expected, "\(path) at \(x), limit \(limit)")
        }
    }
}
