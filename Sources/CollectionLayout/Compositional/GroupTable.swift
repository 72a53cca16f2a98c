/// Where the groups of a self-sizing section start when measured lengths make them differ:
/// each group's top (from the section's content top; across a section that scrolls sideways,
/// its left from the leading inset) and extent along the axis groups follow one another on, stored for the groups up to the
/// last one holding a measured item; the groups after it are all their estimated size and are
/// placed by arithmetic from the last stored one.
///
/// A section without measured items has an empty table and is placed as before, `g·pitch`.
struct GroupTable: Sendable {
    private(set) var tops: [Double] = []
    private(set) var extents: [Double] = []

    /// How many groups are stored.
    var count: Int { tops.count }

    /// The top of group `g` from the section's content top.
    ///
    /// - Complexity: O(1)
    @inline(__always)
    func top(_ g: Int, _ shape: SectionShape) -> Double {
        if g < tops.count { return tops[g] }
        guard let last = tops.indices.last else { return Double(g) * shape.pitch }
        return tops[last] + extents[last] + shape.description.interGroupSpacing + Double(g - tops.count) * shape.pitch
    }

    /// The extent of group `g` along the scroll axis.
    ///
    /// - Complexity: O(1)
    @inline(__always)
    func extent(_ g: Int, _ shape: SectionShape) -> Double {
        g < extents.count ? extents[g] : shape.groupLength
    }

    /// From the first group's top to the last one's end, for `groups` groups.
    func length(groups: Int, _ shape: SectionShape) -> Double {
        groups == 0 ? 0 : top(groups - 1, shape) + extent(groups - 1, shape)
    }

    /// The first of `groups` groups that ends after `distance` from the content top.
    ///
    /// - Complexity: O(log(count))
    func firstGroup(endingAfter distance: Double, groups: Int, _ shape: SectionShape) -> Int {
        if let last = tops.indices.last, tops[last] + extents[last] > distance {
            var low = 0, high = last
            while low < high {
                let mid = (low + high) >> 1
                if tops[mid] + extents[mid] > distance { high = mid } else { low = mid + 1 }
            }
            return low
        }
        let base = tops.isEmpty ? 0 : top(tops.count, shape)
        let g = ((distance - base - shape.groupLength) / shape.pitch).rounded(.down)
        let remaining = groups - tops.count
        guard !g.isNaN, g > 0 else { return Swift.min(tops.count, groups) }
        return g >= Double(remaining) ? groups : tops.count + Int(g)
    }

    /// Lays out again, from group `from` on, the groups of a section of `count` items up to the
    /// last one holding a measured item (`lastMeasured`, an item index, or nil for none).
    ///
    /// - Complexity: O(stored groups from `from` on × items per group)
    mutating func rebuild(from: Int, count: Int, lastMeasured: Int?, _ shape: SectionShape, length: (Int) -> Double?) {
        let leaf = shape.slots.count
        let needed = lastMeasured.map { Swift.min($0, count - 1) / leaf + 1 } ?? 0
        guard shape.measuring != nil, leaf > 0, count > 0, needed > 0 else {
            tops = []
            extents = []
            return
        }
        let keep = Swift.max(0, Swift.min(from, tops.count, needed))
        tops.removeSubrange(keep...)
        extents.removeSubrange(keep...)
        tops.reserveCapacity(needed)
        extents.reserveCapacity(needed)
        for g in keep..<needed {
            let top = g == 0 ? 0 : tops[g - 1] + extents[g - 1] + shape.description.interGroupSpacing
            tops.append(top)
            extents.append(shape.measuredGroup(g, count: count, length: length))
        }
    }
}
