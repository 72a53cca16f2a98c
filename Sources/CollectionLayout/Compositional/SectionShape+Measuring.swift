/// How measured heights change a group of a self-sizing section (UIKit's estimated item heights
/// in a group of estimated height).
enum MeasuringRule: Sendable {
    /// A horizontal group (a row): each item keeps its own measured height, top-aligned in its
    /// slot, and the group grows (or shrinks) by as much as its most grown item.
    case row
    /// A vertical group without `count` (a stack): each item's change moves the items after it,
    /// and the group changes by the sum of its items' changes.
    case stack
}

extension SectionDescription {
    /// The rule by which this section's groups follow their items' measured heights, and which
    /// subitems are measured; `nil` when no item of the section is measured.
    ///
    /// A section is measured when it scrolls with the layout (not orthogonally), its group's
    /// height is estimated, its subitems are items (not groups) and at least one of them has an
    /// estimated height — UIKit's list shape (`.estimated` on the group and the item). A vertical
    /// group with `count` sizes its items evenly, so it is not measured. Measured in vertical
    /// terms: a horizontal layout's sections are not measured.
    var measuring: (rule: MeasuringRule, measured: [Bool])? {
        guard orthogonalScrollingBehavior == .none, case .estimated = group.size.height else { return nil }
        var measured: [Bool] = []
        for element in group.subitems {
            guard case .item(let item) = element else { return nil }
            if case .estimated = item.size.height { measured.append(true) } else { measured.append(false) }
        }
        guard measured.contains(true) else { return nil }
        switch group.axis {
        case .horizontal: return (.row, measured)
        case .vertical: return group.count == nil ? (.stack, measured) : nil
        }
    }
}

extension SectionShape {
    /// Whether item `item` of a section using this shape takes its measured height.
    ///
    /// - Complexity: O(1)
    func measures(item: Int) -> Bool {
        guard measuring != nil, !slots.isEmpty else { return false }
        return slotMeasured[item % slots.count]
    }

    /// Calls `body` with each item of group `g` (of a section of `count` items) and its frame
    /// relative to the group's origin, the measured heights (`height(item)`, nil while estimated)
    /// in place of the estimates, and returns the group's extent along the scroll axis.
    ///
    /// - Complexity: O(items per group)
    @discardableResult
    func measuredGroup(
        _ g: Int, count: Int, height: (Int) -> Double?, _ body: (Int, Rect) -> Void = { _, _ in }
    ) -> Double {
        let leaf = slots.count
        let first = g * leaf
        guard let rule = measuring else {
            for j in 0..<Swift.min(leaf, count - first) { body(first + j, slots[j]) }
            return groupSize.height
        }
        var grow = -Double.infinity, shift = 0.0
        for j in 0..<Swift.min(leaf, count - first) {
            let item = first + j
            var frame = slots[j]
            let h = slotMeasured[j] ? height(item) ?? frame.height : frame.height
            let change = h - frame.height
            frame.size.height = h
            switch rule {
            case .row:
                grow = Swift.max(grow, change)
            case .stack:
                frame.origin.y += shift
                shift += change
            }
            body(item, frame)
        }
        switch rule {
        case .row: return groupSize.height + (grow.isFinite ? grow : 0)
        case .stack: return groupSize.height + shift
        }
    }

    /// The frame of item `item` relative to its group's origin, measured heights in place of
    /// the estimates: a row's item alone decides its frame; a stack's items before it move it.
    ///
    /// - Complexity: O(1) in a row; O(its place in the group) in a stack.
    func measuredSlot(item: Int, height: (Int) -> Double?) -> Rect {
        let leaf = slots.count
        let j = item % leaf
        var frame = slots[j]
        guard let rule = measuring else { return frame }
        if slotMeasured[j], let h = height(item) { frame.size.height = h }
        if rule == .stack {
            // Summed in `measuredGroup`'s order, so that the lookup and the rect query agree to the bit.
            let first = item - j
            var shift = 0.0
            for k in 0..<j {
                let h = slotMeasured[k] ? height(first + k) ?? slots[k].height : slots[k].height
                shift += h - slots[k].height
            }
            frame.origin.y += shift
        }
        return frame
    }
}
