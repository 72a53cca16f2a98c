/// The actual (measured) heights a self-sizing layout keeps, by index path: seed 002's
/// `actualItemSizes`, which keeps the layout and the view agreeing about sizes so measuring
/// converges instead of looping.
///
/// Dense per section (NaN for "not measured"), grown only as far as the last item measured: a
/// lookup is an array read, so a layout pass over a million items pays nothing for it.
struct ActualSizeCache: Sendable {
    private var heights: [[Double]] = []
    /// How many items have a height.
    private(set) var count = 0

    /// The actual height of item `item` of `section`, if measured.
    ///
    /// - Complexity: O(1)
    @inline(__always)
    func height(section: Int, item: Int) -> Double? {
        guard section < heights.count, item < heights[section].count else { return nil }
        let h = heights[section][item]
        return h.isNaN ? nil : h
    }

    /// The last item of `section` with a height, if any (an upper bound: measured items are not
    /// forgotten one by one).
    ///
    /// - Complexity: O(1)
    func lastItem(section: Int) -> Int? {
        guard section < heights.count, !heights[section].isEmpty else { return nil }
        return heights[section].count - 1
    }

    /// Records `height` for the item.
    ///
    /// - Complexity: amortized O(1); O(item) the first time a section grows that far.
    mutating func set(_ height: Double, section: Int, item: Int) {
        if section >= heights.count { heights.append(contentsOf: repeatElement([], count: section + 1 - heights.count)) }
        if item >= heights[section].count {
            heights[section].append(contentsOf: repeatElement(.nan, count: item + 1 - heights[section].count))
        }
        if heights[section][item].isNaN { count += 1 }
        heights[section][item] = height
    }

    /// Forgets the heights of `path` and every item after it (an edit moved them).
    ///
    /// - Complexity: O(forgotten items + sections)
    mutating func removeItems(from path: IndexPath) {
        guard path.section < heights.count else { return }
        for section in path.section..<heights.count {
            let first = section == path.section ? max(0, path.item) : 0
            guard first < heights[section].count else { continue }
            for h in heights[section][first...] where !h.isNaN { count -= 1 }
            heights[section].removeSubrange(first...)
        }
    }

    /// Forgets every height.
    mutating func removeAll() {
        heights = []
        count = 0
    }

    /// Puts the actual heights of items `items` of `section` in place of the estimates in `hints`,
    /// keeping each hint's width when `keepingWidths` (flow), dropping it otherwise (a waterfall
    /// would scale the height by it).
    ///
    /// - Complexity: O(`items.count`) when the section has measured items, else O(1).
    func apply(section: Int, items: Range<Int>, to hints: inout [SizeHint], keepingWidths: Bool = false) {
        guard section < heights.count else { return }
        let measured = heights[section]
        let upper = min(items.upperBound, measured.count)
        guard items.lowerBound < upper else { return }
        for item in items.lowerBound..<upper where !measured[item].isNaN {
            let k = item - items.lowerBound
            hints[k] = SizeHint(width: keepingWidths ? hints[k].width : nil, height: measured[item])
        }
    }

    /// Records the height a cell reported (`preferred`) for a layout whose items keep their
    /// width and take their cell's measured height (waterfall, flow), and says what moved: `nil`
    /// when the height is unusable or the frame laid out now (`current`) already has it. A cell
    /// above the visible rect (`bounds`) moves what follows it, so the offset moves by as much.
    ///
    /// - Complexity: amortized O(1)
    mutating func record(_ preferred: LayoutAttributes, current: Rect?, bounds: Rect) -> InvalidationContext? {
        let path = preferred.indexPath
        let height = preferred.frame.height
        guard preferred.category == .cell, height.isFinite, height > 0, height <= 1e7, let current else { return nil }
        set(height, section: path.section, item: path.item)
        // The store keeps lengths rounded down to Float: compare as stored.
        if Float(current.height) == FrameStore.roundedDown(height) { return nil }
        return InvalidationContext(
            invalidatedItemsFrom: path,
            contentOffsetAdjustment: Point(x: 0, y: current.maxY <= bounds.minY ? height - current.height : 0))
    }
}
