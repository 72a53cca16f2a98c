/// Turns a group of a known size into the frames of its leaf items (its *slots*), relative to the
/// group's origin: the part of the compositional rules that does not depend on the items.
///
/// Every group of a section has the same slots, so a section resolves its group once and places
/// each group by arithmetic.
enum GroupResolver {
    /// The most leaf items one group may hold.
    static let maximumSlots = 100_000

    /// The slots of `group` when it is `size`, in item order.
    ///
    /// - Parameter path: the group's place in the layout file (`sections[0].group`), which
    ///   starts every error message.
    ///   Subitems that do not fit overflow the group, as in UIKit: the first pass over them is
    ///   placed whole, and slots may reach past the group's size.
    /// - Throws: `LayoutError.invalidValue` naming the place of a subitem of no size, of insets,
    ///   spacing or a `count` that leave no room, or of a group of too many items.
    /// - Complexity: O(slots).
    ///   `transposed` says the group is the transpose of the file's (a horizontal layout), so
    ///   that messages name the file's width where they mean this group's height.
    static func slots(of group: GroupDescription, size: Size, path: String, transposed: Bool = false) throws(LayoutError) -> [Rect] {
        try resolved(group, size: size, path: path, transposed: transposed).slots
    }

    /// The slots of `group` when it is `size`, and the item each slot holds, in item order.
    static func resolved(
        _ group: GroupDescription, size: Size, path: String, transposed: Bool = false
    ) throws(LayoutError) -> (slots: [Rect], items: [ItemDescription]) {
        var slots: [Rect] = []
        var items: [ItemDescription] = []
        try resolve(group, origin: Point(x: 0, y: 0), size: size, path: path, transposed: transposed, into: &slots, items: &items)
        return (slots, items)
    }

    private static func resolve(
        _ group: GroupDescription, origin: Point, size: Size, path: String, transposed: Bool, into slots: inout [Rect],
        items: inout [ItemDescription]
    ) throws(LayoutError) {
        if let frames = group.customFrames {
            // A custom group: the frames its item provider gave, each an item filling its frame.
            guard !frames.isEmpty else { throw .invalidValue("\(path): a custom group's item provider gave no items") }
            guard frames.count <= maximumSlots else { throw .invalidValue("\(path): more than \(maximumSlots) items fit in one group") }
            for (i, frame) in frames.enumerated() {
                guard frame.width > 0, frame.height > 0 else {
                    throw .invalidValue("\(path).customFrames[\(i)]: an item's frame must have a width and a height, got \(pointText(frame.width))×\(pointText(frame.height))")
                }
                slots.append(frame.offsetBy(dx: origin.x, dy: origin.y))
                items.append(ItemDescription(size: LayoutSize(width: .absolute(frame.width), height: .absolute(frame.height))))
            }
            return
        }
        let insets = group.contentInsets
        let box = Size(width: size.width - insets.horizontal, height: size.height - insets.vertical)
        guard box.width > 0, box.height > 0 else {
            throw .invalidValue("\(path).contentInsets: leave no room in a group of \(pointText(size.width))×\(pointText(size.height)) pt")
        }
        let horizontal = group.axis == .horizontal
        let boxMain = horizontal ? box.width : box.height
        let boxCross = horizontal ? box.height : box.width
        let tolerance = 1e-6 * Swift.max(1, boxMain)
        let n = group.subitems.count
        let axisName = horizontal != transposed ? "width" : "height"
        let crossName = horizontal != transposed ? "height" : "width"

        // Each placed subitem: its index in `subitems`, its size, and the length its slot takes
        // along the axis (its edge spacing included).
        var placed: [(index: Int, size: Size, slot: Double)] = []
        let spacing = group.interItemSpacing.minimum
        func edges(_ index: Int) -> (lead: Double, trail: Double, crossLead: Double, crossTrail: Double) {
            let e = group.subitems[index].edgeSpacing
            return horizontal ? (e.leading, e.trailing, e.top, e.bottom) : (e.top, e.bottom, e.leading, e.trailing)
        }
        // Which of a subitem's edges are flexible, in the same order.
        func flexible(_ index: Int) -> (lead: Bool, trail: Bool, crossLead: Bool, crossTrail: Bool) {
            let f = group.subitems[index].flexibleEdges
            guard !f.isEmpty else { return (false, false, false, false) }
            return horizontal
                ? (f.contains(.leading), f.contains(.trailing), f.contains(.top), f.contains(.bottom))
                : (f.contains(.top), f.contains(.bottom), f.contains(.leading), f.contains(.trailing))
        }
        if let count = group.count {
            let each = (boxMain - spacing * Double(count - 1)) / Double(count)
            guard each > tolerance else {
                throw .invalidValue(
                    "\(path).count: \(count) subitems \(pointText(spacing)) pt apart do not fit the group's \(pointText(boxMain)) pt")
            }
            for k in 0..<count {
                let index = k % n
                let e = edges(index)
                var resolved = group.subitems[index].size.resolved(in: box)
                let main = each - e.lead - e.trail
                guard main > 0 else {
                    throw .invalidValue("\(path).subitems[\(index)].edgeSpacing: leaves no room in a slot of \(pointText(each)) pt")
                }
                if horizontal { resolved.width = main } else { resolved.height = main }
                placed.append((index, resolved, each))
            }
        } else {
            var used = 0.0
            var k = 0
            while true {
                let index = k % n
                let e = edges(index)
                let resolved = group.subitems[index].size.resolved(in: box)
                let main = horizontal ? resolved.width : resolved.height
                let slot = main + e.lead + e.trail
                let needed = (k == 0 ? 0 : spacing) + slot
                // The first pass over the subitems is placed whole, as UIKit places it, even past
                // the group's end (the screen clips what overflows); the sequence repeats while
                // the next one fits.
                if used + needed > boxMain + tolerance, k >= n { break }
                guard main > 0, main.isFinite else {
                    throw .invalidValue("\(path).subitems[\(index)].size.\(axisName): resolves to no room (\(pointText(main)) pt)")
                }
                placed.append((index, resolved, slot))
                used += needed
                k += 1
                guard k <= maximumSlots else {
                    throw .invalidValue("\(path): more than \(maximumSlots) subitems fit in one group")
                }
            }
        }
        // Room across, and the gaps.
        var slotTotal = 0.0
        for p in placed {
            slotTotal += p.slot
            let cross = horizontal ? p.size.height : p.size.width
            // Taller (wider) than the group across is an overflow too, not an error.
            guard cross > 0, cross.isFinite else {
                throw .invalidValue("\(path).subitems[\(p.index)].size.\(crossName): resolves to no room (\(pointText(cross)) pt)")
            }
        }
        // The room left along the axis is shared evenly by every flexible spacing: the gaps when
        // `interItemSpacing` is flexible, and each flexible edge along the axis.
        var flexibleCount = 0
        if case .flexible = group.interItemSpacing { flexibleCount += placed.count - 1 }
        for p in placed {
            let f = flexible(p.index)
            flexibleCount += (f.lead ? 1 : 0) + (f.trail ? 1 : 0)
        }
        let leftover = boxMain - slotTotal - spacing * Double(placed.count - 1)
        let share = flexibleCount > 0 && leftover > 0 ? leftover / Double(flexibleCount) : 0
        var gap = spacing
        if case .flexible = group.interItemSpacing, placed.count > 1 { gap += share }
        var nested: [Int: (slots: [Rect], items: [ItemDescription])] = [:]
        var position = 0.0
        for (j, p) in placed.enumerated() {
            if j > 0 { position += gap }
            let e = edges(p.index)
            let f = flexible(p.index)
            let main = position + e.lead + (f.lead ? share : 0)
            // Across, the item's flexible edges share what its cross size leaves.
            var crossLead = e.crossLead
            if f.crossLead || f.crossTrail {
                let cross = horizontal ? p.size.height : p.size.width
                let room = Swift.max(0, boxCross - cross - e.crossLead - e.crossTrail)
                if f.crossLead { crossLead += f.crossTrail ? room / 2 : room }
            }
            let x = origin.x + insets.leading + (horizontal ? main : crossLead)
            let y = origin.y + insets.top + (horizontal ? crossLead : main)
            let subpath = "\(path).subitems[\(p.index)]"
            switch group.subitems[p.index] {
            case .item(let item):
                let c = item.contentInsets
                let frame = Rect(
                    x: x + c.leading, y: y + c.top, width: p.size.width - c.horizontal, height: p.size.height - c.vertical)
                guard frame.width > 0, frame.height > 0 else {
                    throw .invalidValue("\(subpath).contentInsets: leave no room in an item of \(pointText(p.size.width))×\(pointText(p.size.height)) pt")
                }
                slots.append(frame)
                items.append(item)
            case .group(let subgroup):
                if nested[p.index] == nil {
                    var inner: [Rect] = []
                    var innerItems: [ItemDescription] = []
                    try resolve(
                        subgroup, origin: Point(x: 0, y: 0), size: p.size, path: subpath, transposed: transposed, into: &inner,
                        items: &innerItems)
                    nested[p.index] = (inner, innerItems)
                }
                for r in nested[p.index]!.slots { slots.append(r.offsetBy(dx: x, dy: y)) }
                items.append(contentsOf: nested[p.index]!.items)
            }
            guard slots.count <= maximumSlots else {
                throw .invalidValue("\(path): more than \(maximumSlots) items fit in one group")
            }
            position += p.slot + (f.lead ? share : 0) + (f.trail ? share : 0)
        }
    }
}

/// A length for a message: `12`, `12.5`.
func pointText(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let rounded = (value * 100).rounded() / 100
    return "\(rounded)"
}
