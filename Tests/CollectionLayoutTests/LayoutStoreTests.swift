@testable import CollectionLayout
import Testing

/// `appendCells` (a run at a time) must build exactly the store that `appendCell` (one by one)
/// builds: the same frames and the same rect-index lanes, whatever the frames' order.
@Test(arguments: 0..<20)
func appendingARunMatchesAppendingOneByOne(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for direction in [ScrollDirection.vertical, .horizontal] {
        var frames: [Rect] = []
        var top = 0.0
        for _ in 0..<600 {
            // Mostly growing along the scroll axis, with steps back, so that lanes interleave and new ones open.
            top = max(0, top + Double(Int(random.next() % 40)) - 12)
            let length = Double(1 + random.next() % 60) + 0.3
            let across = Double(random.next() % 300)
            frames.append(
                direction == .vertical
                    ? Rect(x: across, y: top, width: 40, height: length) : Rect(x: top, y: across, width: length, height: 40))
        }
        var single = LayoutStore(direction: direction)
        single.beginSection(0)
        for frame in frames { single.appendCell(frame) }

        var runs = LayoutStore(direction: direction)
        runs.beginSection(0)
        var start = 0
        while start < frames.count {
            let end = min(frames.count, start + 1 + Int(random.next() % 90))
            frames[start..<end].withUnsafeBufferPointer { runs.appendCells($0) }
            start = end
        }
        #expect(runs.cells.mainMin == single.cells.mainMin)
        #expect(runs.cells.mainLength == single.cells.mainLength)
        #expect(runs.cells.crossMin == single.cells.crossMin)
        #expect(runs.cells.crossMax == single.cells.crossMax)
        #expect(runs.index.lanes == single.index.lanes)
        #expect(runs.index.lanes.count > 2)
        #expect(runs.numberOfItems(inSection: 0) == frames.count)
    }
}
