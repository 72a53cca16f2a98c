/// The actual (measured) heights a self-sizing layout keeps, by index path: the multi-section waterfall article's
/// `actualItemSizes`, which keeps the layout and the view agreeing about sizes so measuring
/// converges instead of looping.
///
/// Dense per section (NaN for "not measured") as far as the measured items go without a long
/// gap, so a lookup is an array read and a layout pass over a million items pays nothing for it;
/// an item measured further on (after a far jump: item 999 999 990 of a billion) is kept apart,
/// by item, so the cache never holds a slot for every item before it.
struct ActualSizeCache: Sendable {
    private var heights: [[Double]] = []
    /// Per section, the heights of items past the dense part by more than `denseGap`.
    private var far: [[Int: Double]] = []
    /// How many items have a height.
    private(set) var count = 0

    /// How far past a section's dense part an item may be and still grow it.
    static let denseGap = 65_536

    /// The actual height of item `item` of `section`, if measured.
    ///
    /// - Complexity: O(1)
    @inline(__always)
    func height(section: Int, item: Int) -> Double? {
        guard section < heights.count else { return nil }
        if item < heights[section].count {
            let h = heights[section][item]
            return h.isNaN ? nil : h
        }
        return far[section].isEmpty ? nil : far[section][item]
    }

    /// The last item of `section` with a height, if any (an upper bound: measured items are not
    /// forgotten one by one).
    ///
    /// - Complexity: O(1), or O(items kept apart)
    func lastItem(section: Int) -> Int? {
        guard section < heights.count else { return nil }
        if let last = far[section].keys.max() { return last }
        return heights[section].isEmpty ? nil : heights[section].count - 1
    }

    /// Records `height` for the item.
    ///
    /// - Complexity: amortized O(1); O(item − dense part) the first time a section grows that far
    ///   (at most `denseGap`, and the items kept apart that it then takes in).
    mutating func set(_ height: Double, section: Int, item: Int) {
        if section >= heights.count {
            heights.append(contentsOf: repeatElement([], count: section + 1 - heights.count))
            far.append(contentsOf: repeatElement([:], count: section + 1 - far.count))
        }
        let dense = heights[section].count
        if item >= dense + Self.denseGap {
            if far[section].updateValue(height, forKey: item) == nil { count += 1 }
            return
        }
        if item >= dense {
            heights[section].append(contentsOf: repeatElement(.nan, count: item + 1 - dense))
            // Items kept apart that the dense part now reaches move into it.
            if !far[section].isEmpty {
                for (k, h) in far[section] where k < heights[section].count {
                    heights[section][k] = h
                    far[section][k] = nil
                }
            }
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
            let before = far[section].count
            far[section] = far[section].filter { $0.key < first }
            count -= before - far[section].count
            guard first < heights[section].count else { continue }
            for h in heights[section][first...] where !h.isNaN { count -= 1 }
            heights[section].removeSubrange(first...)
        }
    }

    /// Forgets every height.
    mutating func removeAll() {
        heights = []
        far = []
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
        if items.lowerBound < upper {
            for item in items.lowerBound..<upper where !measured[item].isNaN {
                let k = item - items.lowerBound
                hints[k] = SizeHint(width: keepingWidths ? hints[k].width : nil, height: measured[item])
            }
        }
        let apart = far[section]
        guard !apart.isEmpty else { return }
        if apart.count < items.count {
            for (item, height) in apart where items.contains(item) {
                let k = item - items.lowerBound
                hints[k] = SizeHint(width: keepingWidths ? hints[k].width : nil, height: height)
            }
        } else {
            for item in items {
                guard let height = apart[item] else { continue }
                let k = item - items.lowerBound
                hints[k] = SizeHint(width: keepingWidths ? hints[k].width : nil, height: height)
            }
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
