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
    /// The rule by which this section's groups follow their items' measured lengths, which
    /// subitems are measured, and whether the length measured is across the scroll axis (a
    /// width, in vertical terms); `nil` when no item of the section is measured.
    ///
    /// A section that scrolls with the layout is measured along the scroll axis: its group's
    /// height is estimated, its subitems are items (not groups) and at least one of them has an
    /// estimated height — UIKit's list shape (`.estimated` on the group and the item). A section
    /// that scrolls sideways (orthogonal) is measured across, the same way with widths: its
    /// group's width is estimated and so is at least one of its items' — a row of chips. A
    /// group with `count` sizes its items evenly along its axis, so it is not measured along it.
    /// In vertical terms: a horizontal layout is measured as its transpose.
    var measuring: (rule: MeasuringRule, measured: [Bool], across: Bool)? {
        let across = orthogonalScrollingBehavior != .none
        guard case .estimated = across ? group.size.width : group.size.height else { return nil }
        var measured: [Bool] = []
        for element in group.subitems {
            guard case .item(let item) = element else { return nil }
            if case .estimated = across ? item.size.width : item.size.height { measured.append(true) } else { measured.append(false) }
        }
        guard measured.contains(true) else { return nil }
        // Items side by side across the measured axis make a row; along it, a stack.
        let alongMeasured = (group.axis == .vertical) != across
        if !alongMeasured { return (.row, measured, across) }
        return group.count == nil ? (.stack, measured, across) : nil
    }
}

extension SectionShape {
    /// Whether item `item` of a section using this shape takes its measured length.
    ///
    /// - Complexity: O(1)
    func measures(item: Int) -> Bool {
        guard measuring != nil, !slots.isEmpty else { return false }
        return slotMeasured[item % slots.count]
    }

    /// The length of `frame` on the measured axis (its width when measured across).
    @inline(__always)
    func measuredLength(_ frame: Rect) -> Double { measuresAcross ? frame.width : frame.height }

    /// `frame` with length `length` on the measured axis, moved `shift` along it.
    @inline(__always)
    func resized(_ frame: Rect, length: Double, shift: Double) -> Rect {
        measuresAcross
            ? Rect(x: frame.minX + shift, y: frame.minY, width: length, height: frame.height)
            : Rect(x: frame.minX, y: frame.minY + shift, width: frame.width, height: length)
    }

    /// Calls `body` with each item of group `g` (of a section of `count` items) and its frame
    /// relative to the group's origin, the measured lengths (`length(item)`, nil while
    /// estimated) in place of the estimates, and returns the group's extent along the axis its
    /// groups follow one another on.
    ///
    /// - Complexity: O(items per group)
    @discardableResult
    func measuredGroup(
        _ g: Int, count: Int, length: (Int) -> Double?, _ body: (Int, Rect) -> Void = { _, _ in }
    ) -> Double {
        let leaf = slots.count
        let first = g * leaf
        guard let rule = measuring else {
            for j in 0..<Swift.min(leaf, count - first) { body(first + j, slots[j]) }
            return groupLength
        }
        var grow = -Double.infinity, shift = 0.0
        for j in 0..<Swift.min(leaf, count - first) {
            let item = first + j
            let estimate = measuredLength(slots[j])
            let h = slotMeasured[j] ? length(item) ?? estimate : estimate
            let change = h - estimate
            switch rule {
            case .row:
                grow = Swift.max(grow, change)
                body(item, resized(slots[j], length: h, shift: 0))
            case .stack:
                body(item, resized(slots[j], length: h, shift: shift))
                shift += change
            }
        }
        switch rule {
        case .row: return groupLength + (grow.isFinite ? grow : 0)
        case .stack: return groupLength + shift
        }
    }

    /// The frame of item `item` relative to its group's origin, measured lengths in place of
    /// the estimates: a row's item alone decides its frame; a stack's items before it move it.
    ///
    /// - Complexity: O(1) in a row; O(its place in the group) in a stack.
    func measuredSlot(item: Int, length: (Int) -> Double?) -> Rect {
        let leaf = slots.count
        let j = item % leaf
        guard let rule = measuring else { return slots[j] }
        let h = slotMeasured[j] ? length(item) ?? measuredLength(slots[j]) : measuredLength(slots[j])
        var shift = 0.0
        if rule == .stack {
            // Summed in `measuredGroup`'s order, so that the lookup and the rect query agree to the bit.
            let first = item - j
            for k in 0..<j {
                let estimate = measuredLength(slots[k])
                let m = slotMeasured[k] ? length(first + k) ?? estimate : estimate
                shift += m - estimate
            }
        }
        return resized(slots[j], length: h, shift: shift)
    }
}
