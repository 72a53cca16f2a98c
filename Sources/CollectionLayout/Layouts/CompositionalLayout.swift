/// UIKit's compositional layout (`UICollectionViewCompositionalLayout`) driven by a
/// `CompositionalDescription`: items in groups in sections, some sections scrolling sideways.
///
/// `prepare` resolves each section description once for the bounds (its group's slots: every
/// group of a section has the same), then places each data section by arithmetic: group `g`
/// starts `g·pitch` after the first. Nothing per item is stored, so memory grows with the
/// sections, a rect query finds the groups it meets by division, and appending items re-places
/// only the last section.
///
/// A horizontal layout is resolved as the vertical layout of its transpose, whose frames are
/// transposed back.
///
/// Items whose height is estimated in a group of estimated height size themselves, and so do
/// items whose width is estimated in a group of estimated width in a section that scrolls
/// sideways (`SelfSizingLayout`, in `CompositionalLayout+SelfSizing.swift`): a section with
/// measured items keeps a `GroupTable` of its groups' starts up to the last measured one, and
/// places the groups after it by arithmetic again.
public final class CompositionalLayout: OrthogonalScrollingLayout {
    public let name: String
    /// The sections laid out: the description made with, or the provider's answers for the
    /// data's sections at the last `prepare`.
    public private(set) var description: CompositionalDescription
    public var bounds: Rect
    /// Asked for each data section's description when the environment or the section count changes.
    private let provider: (any SectionProvider)?
    /// The text size the environment reports to the provider.
    private var contentSizeCategory: ContentSizeCategory = .default
    /// What the provider was last asked for: its container, text size and section count, and the
    /// item counts when its answers read them.
    private var provided: (environment: LayoutEnvironment, sections: Int, counts: [Int]?)?

    private var pending: Invalidation = .everything
    /// The descriptions, transposed for a horizontal layout.
    private var resolvable: [SectionDescription]
    /// Shapes for the container size they were resolved for.
    private(set) var shapes: [SectionShape] = [] {
        didSet { supplementaryReach = shapes.reduce(0) { Swift.max($0, $1.supplementaryReach) } }
    }
    /// The farthest any item's supplementary reaches outside its item, over every section.
    private(set) var supplementaryReach = 0.0
    private var shapesContainer: Size?
    /// The screen's guides the sections' insets references measure from.
    public private(set) var guides = LayoutGuides.zero
    private(set) var placements: [SectionPlacement] = []
    /// The whole layout's boundary items, for the container the shapes were resolved for.
    private(set) var layoutBoundary = LayoutBoundaryPlacement()
    /// Their kinds (the description's, which a provider's answers do not change).
    public let layoutSupplementaryKinds: Set<ElementKind>
    /// Vertical-terms content size.
    private(set) var verticalContentSize: Size = .zero
    /// Measured heights of self-sizing items, by index path.
    var actual = ActualSizeCache()
    /// The first item to lay out again at the next `prepare` (measured heights changed).
    var pendingFrom: IndexPath?
    /// Per section, the first item whose measured height changed since the last `prepare`: the
    /// sections after `pendingFrom`'s rebuild their group tables from there only.
    var changedFrom: [Int: Int] = [:]
    /// Whether any section of the description measures its items.
    public private(set) var selfSizesItems: Bool

    public init(description: CompositionalDescription, name: String = "compositional", bounds: Rect) {
        self.name = name
        self.description = description
        self.layoutSupplementaryKinds = Set(description.boundarySupplementaryItems.map(\.elementKind))
        self.bounds = bounds
        self.provider = nil
        (resolvable, selfSizesItems) = Self.derived(from: description)
    }

    /// A layout whose sections `provider` gives, one per data section, for the bounds and the
    /// text size at each `prepare` that changes them: UIKit's `init(sectionProvider:configuration:)`.
    public convenience init(
        provider: any SectionProvider, scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
        name: String = "compositional", bounds: Rect
    ) {
        self.init(
            provider: provider, configuration: CompositionalDescription(scrollDirection: scrollDirection, interSectionSpacing: interSectionSpacing, sections: []),
            name: name, bounds: bounds)
    }

    /// A layout whose sections `provider` gives and whose layout-wide settings (scroll direction,
    /// spacing, insets references, boundary items) are `configuration`'s: UIKit's
    /// `init(sectionProvider:configuration:)`. `configuration.sections` are not used.
    public init(provider: any SectionProvider, configuration: CompositionalDescription, name: String = "compositional", bounds: Rect) {
        self.name = name
        var configuration = configuration
        configuration.sections = []
        self.description = configuration
        self.layoutSupplementaryKinds = Set(configuration.boundarySupplementaryItems.map(\.elementKind))
        self.bounds = bounds
        self.provider = provider
        (resolvable, selfSizesItems) = Self.derived(from: description)
    }

    private static func derived(from description: CompositionalDescription) -> ([SectionDescription], Bool) {
        let transposed = description.scrollDirection == .horizontal
        let resolvable = transposed ? description.sections.map(\.transposed) : description.sections
        return (resolvable, resolvable.contains { $0.measuring != nil })
    }

    /// New guides move every section whose insets reference them: the layout lays out again.
    /// A new adjusted content inset alone moves only pinned items: nothing is laid out again.
    public func updateLayoutGuides(_ newGuides: LayoutGuides) -> Bool {
        let moved = newGuides.safeArea != guides.safeArea
        guides = newGuides
        guard moved else { return false }
        shapesContainer = nil
        invalidate(.everything)
        return true
    }

    /// A provider's layout reads the text size: a new one makes it ask the provider again. The
    /// readable content guide's width follows the text size: sections whose insets reference it
    /// are resolved again.
    public func updateTraits(contentSizeCategory category: ContentSizeCategory) -> Bool {
        guard category != contentSizeCategory else { return false }
        contentSizeCategory = category
        guard provider != nil || referencesReadableContent else { return false }
        shapesContainer = nil
        invalidate(.everything)
        return true
    }

    /// Whether the layout or a section measures its insets from the readable content guide.
    private var referencesReadableContent: Bool {
        description.contentInsetsReference == .readableContent || description.supplementaryContentInsetsReference == .readableContent
            || description.sections.contains {
                $0.contentInsetsReference == .readableContent || $0.supplementaryContentInsetsReference == .readableContent
            }
    }

    /// Asks the provider for each data section's description when the container, the text size
    /// or the section count changed since it was last asked — or an item count, for a provider
    /// whose answers read them.
    ///
    /// - Complexity: O(sections) calls of the provider when anything changed, else O(1) (O(sections)
    ///   when it reads the counts).
    private func askProvider(counts: [Int]) throws(LayoutError) {
        guard let provider else { return }
        let environment = LayoutEnvironment(containerSize: bounds.size, contentSizeCategory: contentSizeCategory)
        if let provided, provided.environment == environment, provided.sections == counts.count, provided.counts.map({ $0 == counts }) ?? true {
            return
        }
        var sections: [SectionDescription] = []
        sections.reserveCapacity(counts.count)
        for s in counts.indices { sections.append(try provider.section(s, environment: environment, itemCounts: counts)) }
        description.sections = sections
        (resolvable, selfSizesItems) = Self.derived(from: description)
        shapesContainer = nil
        provided = (environment, counts.count, provider.readsItemCounts ? counts : nil)
    }

    public var scrollDirection: ScrollDirection { description.scrollDirection }

    /// - Complexity: O(items per group)
    public func itemSupplementaryCount(inSection section: Int) -> Int {
        guard section >= 0, section < placements.count else { return 0 }
        let p = placements[section]
        let shape = shapes[p.shape]
        guard !shape.slotSupplementaries.isEmpty else { return 0 }
        let leaf = shape.slots.count
        let perGroup = shape.slotSupplementaries.reduce(0) { $0 + $1.count }
        var total = (p.count / leaf) * perGroup
        for j in 0..<(p.count % leaf) { total += shape.slotSupplementaries[j].count }
        return total
    }

    public func itemSupplementaryKinds(inSection section: Int) -> Set<ElementKind> {
        guard section >= 0, section < placements.count else { return [] }
        return shapes[placements[section].shape].itemSupplementaryKinds
    }

    /// The list data section `section` is, in a vertical layout.
    ///
    /// - Complexity: O(1)
    public func listConfiguration(forSection section: Int) -> ListConfiguration? {
        guard !isTransposed, section >= 0, !description.sections.isEmpty else { return nil }
        return description.section(section).list
    }
    var isTransposed: Bool { description.scrollDirection == .horizontal }

    /// Whether data section `section`'s description pins a header to the visible bounds.
    ///
    /// - Complexity: O(boundary items of the section)
    public func pinsHeaders(inSection section: Int) -> Bool {
        guard section >= 0, !description.sections.isEmpty else { return false }
        return description.section(section).boundarySupplementaryItems.contains { $0.elementKind == .header && $0.pinToVisibleBounds }
    }

    public var contentSize: Size { isTransposed ? verticalContentSize.transposed : verticalContentSize }

    public func invalidate(_ invalidation: Invalidation) {
        pending = max(pending, invalidation)
        if invalidation == .everything {
            // Index paths or widths change: measured heights are void (the view reports them again).
            actual.removeAll()
            pendingFrom = nil
            changedFrom = [:]
        }
    }

    /// Any change of the bounds' size: fractional dimensions follow both.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != bounds.size
    }

    /// The container in vertical terms.
    var container: Size { isTransposed ? bounds.size.transposed : bounds.size }

    /// Resolves the sections for the bounds and places the data's sections.
    ///
    /// - Throws: `LayoutError`: `.invalidValue` starting with the JSON path of a description
    ///   that does not fit these bounds, `.boundsTooSmall` for empty bounds. The layout is then
    ///   empty and stays invalid.
    /// - Complexity: O(slots of every description + sections); after `.appendedItems`, O(1)
    ///   for the last section.
    public func prepare(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        let work = pending
        pending = .everything
        let from = pendingFrom
        let changed = changedFrom
        pendingFrom = nil
        changedFrom = [:]
        do throws(LayoutError) {
            switch work {
            case .none: break
            case .appendedItems where canAppend(dataSource): try placeLastSection(dataSource)
            default:
                // New data or a new size: index paths and widths changed, measured heights are void.
                actual.removeAll()
                try placeEverything(dataSource)
            }
            if work != .everything, let from, from.section >= 0, from.section < placements.count {
                try relayout(from: from, changed: changed)
            }
        } catch {
            placements = []
            shapes = []
            shapesContainer = nil
            provided = nil
            verticalContentSize = .zero
            layoutBoundary = LayoutBoundaryPlacement()
            throw error
        }
        pending = .none
        #if CVSIM_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }

    private func canAppend(_ dataSource: any LayoutDataSource) -> Bool {
        // A provider that reads the counts answers again for the new count.
        if provider?.readsItemCounts == true { return false }
        let sections = dataSource.numberOfSections
        guard sections > 0, sections == placements.count, shapesContainer == container else { return false }
        for s in 0..<sections - 1 where dataSource.numberOfItems(inSection: s) != placements[s].count { return false }
        return dataSource.numberOfItems(inSection: sections - 1) >= placements[sections - 1].count
    }

    private func resolveShapes() throws(LayoutError) {
        let size = container
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .boundsTooSmall("the viewport must have a positive size")
        }
        if shapesContainer == size { return }
        var resolved: [SectionShape] = []
        let across = isTransposed ? guides.transposed : guides
        for (i, section) in resolvable.enumerated() {
            let content = section.contentInsetsReference == .automatic ? description.contentInsetsReference : section.contentInsetsReference
            var supplementary = section.supplementaryContentInsetsReference == .automatic
                ? description.supplementaryContentInsetsReference : section.supplementaryContentInsetsReference
            if supplementary == .automatic { supplementary = content }
            let references = ReferenceEdges(
                content: across.edges(content, width: size.width, category: contentSizeCategory),
                supplementary: across.edges(supplementary, width: size.width, category: contentSizeCategory))
            resolved.append(try SectionShape(section, index: i, container: size, transposed: isTransposed, references: references))
        }
        let edges = across.edges(
            description.supplementaryContentInsetsReference == .automatic ? description.contentInsetsReference : description.supplementaryContentInsetsReference,
            width: size.width, category: contentSizeCategory)
        layoutBoundary = try LayoutBoundaryPlacement(
            isTransposed ? description.boundarySupplementaryItems.map(\.transposed) : description.boundarySupplementaryItems,
            container: size, edges: edges, transposed: isTransposed)
        shapes = resolved
        shapesContainer = size
    }

    private func placeEverything(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        placements = []
        let counts = try dataSource.validatedItemCounts()
        try askProvider(counts: counts)
        try resolveShapes()
        placements.reserveCapacity(counts.count)
        var top = layoutBoundary.contentStart
        for (s, count) in counts.enumerated() {
            if s > 0 { top = placements[s - 1].end + description.interSectionSpacing }
            let k = s % shapes.count
            placements.append(SectionPlacement(shape: k, shapes[k], count: count, top: top, width: container.width))
        }
        if let first = placements.first, let (i, kind) = layoutBoundary.clash(with: shapes[first.shape]) {
            throw .invalidValue(
                "boundarySupplementaryItems[\(i)].elementKind: \"\(kind.rawValue)\" is also a kind of section 0's supplementary items, whose index paths the layout's would share; give the layout's item a kind of its own")
        }
        try finish()
    }

    private func placeLastSection(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        let s = placements.count - 1
        let count = dataSource.numberOfItems(inSection: s)
        let others = placements.dropLast().reduce(0) { $0 + $1.count }
        guard count <= 100_000_000 - others else {
            throw .invalidValue("section \(s) has \(count) items, which takes the layout past its maximum of 100000000 items")
        }
        let old = placements[s]
        let shape = shapes[old.shape]
        var table = old.table
        // The old last group may gain items: its extent is laid out again.
        if !shape.slots.isEmpty { rebuild(&table, section: s, fromGroup: Swift.max(0, old.count - 1) / shape.slots.count, count: count) }
        placements[s] = SectionPlacement(shape: old.shape, shape, count: count, top: old.start, width: container.width, table: table)
        try finish()
    }

    /// Lays out again from item `from` on (measured heights changed): its section's groups from
    /// the one holding it, a later section's from its first changed item (`changed`), and the
    /// sections after it moved.
    ///
    /// - Complexity: O(stored groups after the changed ones + sections after `from`'s)
    private func relayout(from: IndexPath, changed: [Int: Int]) throws(LayoutError) {
        var top = placements[from.section].start
        for s in from.section..<placements.count {
            let old = placements[s]
            let shape = shapes[old.shape]
            var table = old.table
            let first = s == from.section ? Swift.min(from.item, changed[s] ?? from.item) : changed[s]
            if let first, !shape.slots.isEmpty {
                rebuild(&table, section: s, fromGroup: Swift.max(0, first) / shape.slots.count, count: old.count)
            }
            if s > from.section { top = placements[s - 1].end + description.interSectionSpacing }
            placements[s] = SectionPlacement(shape: old.shape, shape, count: old.count, top: top, width: container.width, table: table)
        }
        try finish()
    }

    private func rebuild(_ table: inout GroupTable, section s: Int, fromGroup g: Int, count: Int) {
        let shape = shapes[placements[s].shape]
        guard shape.measuring != nil else { return }
        let cache = actual
        table.rebuild(from: g, count: count, lastMeasured: cache.lastItem(section: s), shape) { cache.height(section: s, item: $0) }
    }

    private func finish() throws(LayoutError) {
        layoutBoundary.placeAfter(sectionsEnd: placements.last?.end ?? layoutBoundary.contentStart)
        let end = layoutBoundary.end
        guard end.isFinite, end <= 1e13 else { throw .invalidValue("the content would be \(end) pt long, too long to lay out") }
        verticalContentSize = Size(width: container.width, height: end)
    }

    #if CVSIM_INTERNAL_CHECKS
    /// Sections in order without overlap; group tables in order; every slot inside its group.
    func checkInvariants() {
        for s in placements.indices.dropFirst() {
            precondition(placements[s].start >= placements[s - 1].end - 1e-9, "section \(s) overlaps its predecessor")
        }
        for p in placements {
            let table = p.table
            let shape = shapes[p.shape]
            precondition(table.count <= shape.groupCount(items: p.count), "a group table longer than its section")
            for g in 0..<table.count {
                precondition(table.extent(g, shape) > 0, "group \(g) has no extent")
                if g > 0 {
                    let expected = table.top(g - 1, shape) + table.extent(g - 1, shape) + shape.description.interGroupSpacing
                    precondition(abs(table.top(g, shape) - expected) <= 1e-6 * Swift.max(1, expected), "group \(g) does not follow group \(g - 1)")
                }
            }
        }
        for shape in shapes {
            // Slots start inside their group and end within its reach (they may overflow it).
            let reach = Rect(x: 0, y: 0, width: shape.reach.width, height: shape.reach.height)
            for slot in shape.slots {
                precondition(slot.minX >= -1e-6 && slot.minY >= -1e-6 && slot.maxX <= reach.maxX + 1e-3 && slot.maxY <= reach.maxY + 1e-3, "slot \(slot) outside its group's reach \(reach)")
            }
        }
    }
    #endif
}
