/// How an orthogonal section lies across the scroll axis: what a view needs to scroll it
/// sideways on its own and to snap as its behaviour says. Lengths are along the section's own
/// scroll axis (x in a vertical layout, y in a horizontal one), at offset 0.
public struct OrthogonalSectionGeometry: Hashable, Sendable {
    public var behavior: OrthogonalScrollingBehavior
    /// Where the first group starts (the section's leading inset).
    public var leadingInset: Double
    /// One group's length.
    public var groupLength: Double
    /// From one group's start to the next one's.
    public var pitch: Double
    /// How many groups the section's items fill.
    public var groupCount: Int
    /// Items per group.
    public var itemsPerGroup: Int
    /// The section's whole length: its groups plus its leading and trailing insets.
    public var contentLength: Double
    /// The visible length: the section's width (height in a horizontal layout).
    public var containerLength: Double

    public init(
        behavior: OrthogonalScrollingBehavior, leadingInset: Double, groupLength: Double, pitch: Double, groupCount: Int,
        itemsPerGroup: Int, contentLength: Double, containerLength: Double
    ) {
        self.behavior = behavior
        self.leadingInset = leadingInset
        self.groupLength = groupLength
        self.pitch = pitch
        self.groupCount = groupCount
        self.itemsPerGroup = itemsPerGroup
        self.contentLength = contentLength
        self.containerLength = containerLength
    }

    /// Where the groups start, from the leading inset, up to the last one holding an item of
    /// measured width; empty when the groups are all `groupLength` long. Groups after them
    /// follow at `pitch`.
    public var measuredStarts: [Double] = []
    /// The lengths of the groups of `measuredStarts`.
    public var measuredLengths: [Double] = []

    /// Where group `g` starts.
    ///
    /// - Complexity: O(1)
    public func groupStart(_ g: Int) -> Double { leadingInset + groupOffset(g) }

    /// The offset that puts group `g` at the leading inset: its start less the leading inset.
    ///
    /// - Complexity: O(1)
    public func groupOffset(_ g: Int) -> Double {
        if g < measuredStarts.count { return measuredStarts[Swift.max(0, g)] }
        guard let last = measuredStarts.indices.last else { return Double(g) * pitch }
        let spacing = pitch - groupLength
        return measuredStarts[last] + measuredLengths[last] + spacing + Double(g - measuredStarts.count) * pitch
    }

    /// The length of group `g`: measured, or `groupLength`.
    public func length(ofGroup g: Int) -> Double {
        g >= 0 && g < measuredLengths.count ? measuredLengths[g] : groupLength
    }

    /// Whether the groups differ in length (their items' widths are measured).
    public var hasMeasuredGroups: Bool { !measuredStarts.isEmpty }

    /// The first group whose `groupOffset` is at least `offset` (`groupCount` when none is).
    ///
    /// - Complexity: O(log(measured groups))
    public func firstGroup(offsetAtLeast offset: Double) -> Int {
        var low = 0, high = measuredStarts.count
        while low < high {
            let mid = (low + high) >> 1
            if measuredStarts[mid] >= offset - 1e-9 { high = mid } else { low = mid + 1 }
        }
        if low < measuredStarts.count { return low }
        let base = measuredStarts.isEmpty ? 0 : groupOffset(measuredStarts.count)
        let k = ((offset - base - 1e-9) / pitch).rounded(.up)
        guard !k.isNaN, k > 0 else { return Swift.min(measuredStarts.count, groupCount) }
        return k >= Double(groupCount - measuredStarts.count) ? groupCount : measuredStarts.count + Int(k)
    }

    /// The largest offset that scrolls the content's end to the container's (0 when it fits).
    public var maximumOffset: Double { Swift.max(0, contentLength - containerLength) }
}

/// A layout with sections that scroll across its scroll axis (UIKit's
/// `orthogonalScrollingBehavior`). Its plain queries show every such section at offset 0; the
/// view keeps each one's offset and asks with them.
///
/// The questions are requirements of `CollectionLayout` (`orthogonalSection(_:)`,
/// `forEachElement(in:orthogonalOffset:_:)`), answered for a layout without such sections by
/// default; a layout that has them conforms here, which sets `supportsOrthogonalScrolling`.
public protocol OrthogonalScrollingLayout: CollectionLayout {}

extension OrthogonalScrollingLayout {
    public var supportsOrthogonalScrolling: Bool { true }
}
