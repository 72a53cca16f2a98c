/// A section description resolved for one container size, in vertical terms (a horizontal
/// layout resolves its transpose): the group's size and slots, and the boundary items' sizes.
/// Data sections that use the same description share one shape.
struct SectionShape: Sendable {
    var description: SectionDescription
    var orthogonal: Bool
    /// The section's content insets, measured from the container's edges (its
    /// `contentInsetsReference` added).
    var insets: DirectionalInsets
    /// Where boundary items' leading and trailing edges lie: the section's insets measured from
    /// its `supplementaryContentInsetsReference`.
    var boundaryInsets: DirectionalInsets
    var groupSize: Size
    /// The frames of one group's items, relative to the group's origin, in item order.
    var slots: [Rect]
    /// How far from the group's origin its items reach: its size, or more where an item
    /// overflows its group (a fraction above 1, a subitem wider than what is left).
    var reach: Size
    /// From one group's start to the next one's: down the section, or across an orthogonal one.
    var pitch: Double
    /// Each boundary item's size and whether it comes before the content.
    var boundary: [(size: Size, before: Bool)]
    /// How measured lengths change a group; nil when the section's items are not measured.
    var measuring: MeasuringRule?
    /// Whether the length measured is across the scroll axis (a width in vertical terms: the
    /// items of a section that scrolls sideways), else along it (a height).
    var measuresAcross = false
    /// Per slot, whether its item takes its measured length (that length is estimated).
    var slotMeasured: [Bool] = []
    /// Per slot, its item's supplementary items (badges); empty when no item has any.
    var slotSupplementaries: [[ItemSupplementaryDescription]] = []
    /// How far, at most, an item's supplementary reaches outside its item (0 when none): a rect
    /// query looks that much further for the items whose badges meet it.
    var supplementaryReach = 0.0
    /// The kinds of the items' supplementaries.
    var itemSupplementaryKinds: Set<ElementKind> = []

    /// The group length along the axis groups repeat on.
    var groupLength: Double { orthogonal ? groupSize.width : groupSize.height }

    /// Resolves `description` (the file's `sections[index]`) for a container of `container`.
    ///
    /// - Throws: `LayoutError.invalidValue` whose message starts with the JSON path of the problem.
    ///
    /// `references` are the edges (leading, trailing, in vertical terms) the section's content
    /// insets and its boundary items' insets are measured from (`contentInsetsReference`,
    /// `supplementaryContentInsetsReference`); zero: the container's edges.
    init(
        _ description: SectionDescription, index: Int, container: Size, transposed: Bool,
        references: ReferenceEdges = ReferenceEdges()
    ) throws(LayoutError) {
        let path = "sections[\(index)]"
        // A list's margins follow the container's width.
        let description = (transposed ? nil : description.list).map { $0.section(containerWidth: container.width) } ?? description
        var insets = description.contentInsets
        var boundaryInsets = description.supplementariesFollowContentInsets ? insets : DirectionalInsets(top: insets.top, bottom: insets.bottom)
        insets.leading += references.content.leading
        insets.trailing += references.content.trailing
        boundaryInsets.leading += references.supplementary.leading
        boundaryInsets.trailing += references.supplementary.trailing
        self.boundaryInsets = boundaryInsets
        self.description = description
        self.insets = insets
        self.orthogonal = description.orthogonalScrollingBehavior != .none
        let width = container.width - insets.horizontal
        let height = container.height - insets.vertical
        guard width > 0 else {
            throw .invalidValue("\(path).contentInsets: leave no room in a section \(pointText(container.width)) pt wide")
        }
        // An orthogonal section's groups lie in a scroller as wide as the section: its insets only offset them.
        let groupContainer = Size(width: orthogonal ? container.width : width, height: Swift.max(height, 0))
        let size = description.group.size.resolved(in: groupContainer)
        let (wName, hName) = transposed ? ("height", "width") : ("width", "height")
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            let which = size.width > 0 && size.width.isFinite ? hName : wName
            throw .invalidValue("\(path).group.size.\(which): resolves to no room in a section of \(pointText(width))×\(pointText(height)) pt")
        }
        // A group wider than its section overflows it, as in UIKit: its items keep their frames
        // and the screen clips them (the content is no wider than the layout).
        self.groupSize = size
        let resolved = try GroupResolver.resolved(description.group, size: size, path: "\(path).group", transposed: transposed)
        self.slots = resolved.slots
        if resolved.items.contains(where: { !$0.supplementaryItems.isEmpty }) {
            slotSupplementaries = resolved.items.map(\.supplementaryItems)
            for (slot, badges) in zip(resolved.slots, slotSupplementaries) {
                for badge in badges {
                    supplementaryReach = Swift.max(supplementaryReach, badge.reach(onItemOfAtMost: slot.size))
                    itemSupplementaryKinds.insert(badge.elementKind)
                }
            }
        }
        self.reach = slots.reduce(size) { Size(width: Swift.max($0.width, $1.maxX), height: Swift.max($0.height, $1.maxY)) }
        self.pitch = (orthogonal ? size.width : size.height) + description.interGroupSpacing
        if let (rule, measured, across) = description.measuring {
            // The slots of a group of items are its subitems in order, repeated.
            measuring = rule
            measuresAcross = across
            slotMeasured = slots.indices.map { measured[$0 % measured.count] }
        }
        let followed = Size(width: Swift.max(0, container.width - boundaryInsets.horizontal), height: Swift.max(height, 0))
        var boundary: [(size: Size, before: Bool)] = []
        for (i, item) in description.boundarySupplementaryItems.enumerated() {
            boundary.append(
                try Self.boundaryItem(
                    item, path: "\(path).boundarySupplementaryItems[\(i)]", in: followed, transposed: transposed,
                    room: "a section of \(pointText(width)) pt"))
        }
        self.boundary = boundary
    }

    /// A boundary item's size in `followed` (the room its insets leave, vertical terms) and
    /// whether it comes before the content; `room` names that room in a message.
    ///
    /// - Throws: `LayoutError.invalidValue` starting with `path`.
    static func boundaryItem(
        _ item: BoundaryItemDescription, path: String, in followed: Size, transposed: Bool, room: String
    ) throws(LayoutError) -> (size: Size, before: Bool) {
        guard let before = item.alignment.isBefore(.vertical) else {
            let name = transposed ? item.alignment.transposed.rawValue : item.alignment.rawValue
            throw .invalidValue(
                "\(path).alignment: \"\(name)\" needs a \(transposed ? "vertical" : "horizontal") layout; use \(transposed ? "\"leading\" or \"trailing\"" : "\"top\" or \"bottom\"")")
        }
        let s = item.size.resolved(in: followed)
        guard s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite else {
            throw .invalidValue("\(path).size.\(transposed ? "height" : "width"): resolves to no room in \(room)")
        }
        let shown = item.contentInsets.shrinking(Rect(origin: .zero, size: s), sizedBy: item.size)
        guard shown.width > 0, shown.height > 0 else {
            let (w, h) = transposed ? (s.height, s.width) : (s.width, s.height)
            throw .invalidValue("\(path).contentInsets: leave no room in a boundary item of \(pointText(w))×\(pointText(h)) pt")
        }
        return (s, before)
    }

    /// How many groups `count` items fill (the last one may be part full).
    func groupCount(items count: Int) -> Int { slots.isEmpty ? 0 : (count + slots.count - 1) / slots.count }

    /// The origin of group `g` of a section whose content starts at `contentTop` and whose
    /// measured groups are in `table`.
    @inline(__always)
    func groupOrigin(_ g: Int, contentTop: Double, table: GroupTable = GroupTable()) -> Point {
        orthogonal
            ? Point(x: insets.leading + table.top(g, self), y: contentTop)
            : Point(x: insets.leading, y: contentTop + table.top(g, self))
    }
}

/// Where one data section lies (vertical terms): its extent, where its groups start, its item
/// count, and its boundary items' and decorations' frames before pinning.
struct SectionPlacement: Sendable {
    var shape: Int
    var start: Double
    var contentTop: Double
    var end: Double
    var count: Int
    var supplementaries: [Rect]
    var decorations: [Rect]
    /// Where its groups start when measured heights make them differ (empty: by arithmetic).
    var table: GroupTable

    /// Places a section of `count` items using `shape`, starting at `top`, in a container `width`
    /// wide, its groups where `table` says.
    init(shape index: Int, _ shape: SectionShape, count: Int, top: Double, width: Double, table: GroupTable = GroupTable()) {
        self.shape = index
        self.table = table
        self.start = top
        self.count = count
        let insets = shape.insets
        let edges = shape.boundaryInsets
        let boundaryWidth = width - edges.horizontal
        var supplementaries = [Rect](repeating: .zero, count: shape.boundary.count)
        func x(_ k: Int, _ w: Double) -> Double {
            shape.description.boundarySupplementaryItems[k].alignment.x(width: w, leading: edges.leading, room: boundaryWidth)
        }
        var y = top
        for (k, b) in shape.boundary.enumerated() where b.before {
            supplementaries[k] = Rect(x: x(k, b.size.width), y: y, width: b.size.width, height: b.size.height)
            if shape.description.boundarySupplementaryItems[k].extendsBoundary { y += b.size.height }
        }
        contentTop = y + insets.top
        let groups = shape.groupCount(items: count)
        let length = groups == 0 ? 0 : shape.orthogonal ? shape.groupSize.height : table.length(groups: groups, shape)
        y = contentTop + length + insets.bottom
        for (k, b) in shape.boundary.enumerated() where !b.before {
            if shape.description.boundarySupplementaryItems[k].extendsBoundary {
                supplementaries[k] = Rect(x: x(k, b.size.width), y: y, width: b.size.width, height: b.size.height)
                y += b.size.height
            } else {
                supplementaries[k] = Rect(x: x(k, b.size.width), y: Swift.max(top, y - b.size.height), width: b.size.width, height: b.size.height)
            }
        }
        end = y
        let whole = Rect(x: 0, y: top, width: width, height: end - top)
        decorations = shape.description.decorationItems.map { d in
            let c = d.contentInsets
            return Rect(x: whole.minX + c.leading, y: whole.minY + c.top, width: whole.width - c.horizontal, height: whole.height - c.vertical)
        }
        // A non-extending item taller than its section widens the extent (never before `top`).
        for r in supplementaries where !r.isEmpty { end = Swift.max(end, r.maxY) }
        self.supplementaries = supplementaries
    }
}

/// The leading and trailing edges, in vertical terms, that a section's insets are measured from.
struct ReferenceEdges: Hashable, Sendable {
    var content: (leading: Double, trailing: Double) = (0, 0)
    var supplementary: (leading: Double, trailing: Double) = (0, 0)

    static func == (a: ReferenceEdges, b: ReferenceEdges) -> Bool {
        a.content == b.content && a.supplementary == b.supplementary
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(content.leading)
        hasher.combine(content.trailing)
        hasher.combine(supplementary.leading)
        hasher.combine(supplementary.trailing)
    }
}
