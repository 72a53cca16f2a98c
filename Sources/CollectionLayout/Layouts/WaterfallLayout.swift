/// The Pinterest-style waterfall of seeds 000 and 002: each section is split into columns of equal
/// width and every item goes to the shortest column (the leftmost on a tie).
///
/// Per section, top to bottom: header, `sectionInset.top`, the columns, `sectionInset.bottom`,
/// footer, then `sectionSpacing` before the next section. Column width is
/// `(width − inset.left − inset.right − interitemSpacing·(columns−1)) / columns`; the gap between
/// items of a column is `lineSpacing`. An item is `height` high, or, when its size hint also has
/// a `width`, its height scaled to the column width.
///
/// Appending items to the last section lays out only the new items.
public final class WaterfallLayout: StoredLayout, SelfSizingLayout {
    public let name = "waterfall"
    public let configuration: LayoutConfiguration
    public var bounds: Rect
    public private(set) var store = LayoutStore(direction: .vertical)

    private var pending: Invalidation = .everything
    /// Where the last section's columns end, to continue them when items are appended.
    private var tail = Tail()
    /// Self-sizing: measured heights, by index path.
    private var actual = ActualSizeCache()
    /// Self-sizing: the first item to lay out again at the next `prepare`.
    private var pendingFrom: IndexPath?

    private struct Tail {
        var columnHeights: [Double] = []
        var columnWidth: Double = 0
        var itemsTop: Double = 0
        var headerFrame: Rect = .zero
        var sectionTop: Double = 0
    }

    /// The height of an item whose data gives none.
    public static let defaultItemHeight: Double = 100

    public init(configuration: LayoutConfiguration = LayoutConfiguration(), bounds: Rect) {
        self.configuration = configuration
        self.bounds = bounds
    }

    public func invalidate(_ invalidation: Invalidation) {
        pending = max(pending, invalidation)
        // Index paths may name other items now, or the width changed: measure again.
        if invalidation == .everything { actual.removeAll() }
    }

    /// Lays out what `invalidate` asked for.
    ///
    /// - Throws: `LayoutError` for a bad configuration, bad data or bounds too narrow for the
    ///   columns. The layout is then empty and stays invalid, so the next `prepare` tries again.
    /// - Complexity: O(n·c) for a full layout of n items in c columns; O(sections + k·c) after
    ///   `.appendedItems` for k new items.
    public func prepare(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        if let from = pendingFrom {
            pendingFrom = nil
            if pending < .everything, canRelayout(from: from, dataSource) {
                do throws(LayoutError) {
                    try relayout(from: from, dataSource)
                } catch {
                    store.removeAll()
                    tail = Tail()
                    pending = .everything
                    throw error
                }
                pending = .none
                #if CVSIM_INTERNAL_CHECKS
                store.checkInvariants()
                #endif
                return
            }
            pending = .everything
        }
        try performPendingWork(
            &pending, canAppend: store.differsOnlyByAppendedItems(dataSource),
            append: { () throws(LayoutError) in
                let (section, first) = try store.reopenForAppendedItems(dataSource)
                try layOutItems(of: section, from: first, dataSource)
            },
            everything: { () throws(LayoutError) in try layOutEverything(dataSource) },
            reset: {
                store.removeAll()
                tail = Tail()
            })
        #if CVSIM_INTERNAL_CHECKS
        store.checkInvariants()
        #endif
    }

    private func layOutEverything(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        try validate(dataSource)
        let counts = try dataSource.validatedItemCounts()
        store.removeAll(reservingCapacity: counts.reduce(0, +))
        tail = Tail()
        try layOutSections(from: 0, top: 0, dataSource)
    }

    /// Lays out sections `first...`, the first starting at `top`.
    private func layOutSections(from first: Int, top start: Double, _ dataSource: any LayoutDataSource) throws(LayoutError) {
        let sections = dataSource.numberOfSections
        var top = start
        for section in first..<max(first, sections) {
            store.beginSection(section)
            try openSection(section, top: top, dataSource)
            try layOutItems(of: section, from: 0, dataSource)
            top = store.sectionExtent(section).max + (section < sections - 1 ? configuration.sectionSpacing : 0)
        }
    }

    /// Sets `tail` for a section starting at `top`: its header, where its items start, its
    /// column width, and empty columns.
    private func openSection(_ section: Int, top: Double, _ dataSource: any LayoutDataSource) throws(LayoutError) {
        let options = try configuration.forSection(section, asking: dataSource)
        let inset = options.sectionInset
        let headerHeight = dataSource.headerHeight(inSection: section) ?? options.headerHeight
        let columns = dataSource.columnCount(inSection: section) ?? options.columns
        guard columns >= 1 else { throw .invalidValue("section \(section) has \(columns) columns; it needs at least 1") }
        let width = bounds.width
        tail.sectionTop = top
        tail.headerFrame = Rect(x: 0, y: top, width: width, height: max(0, headerHeight))
        tail.itemsTop = top + max(0, headerHeight) + inset.top
        let usable = width - inset.horizontal - options.interitemSpacing * Double(columns - 1)
        guard usable > 0 else {
            throw .boundsTooSmall("a width of \(width) pt leaves no room for \(columns) columns with these insets and spacing")
        }
        tail.columnWidth = usable / Double(columns)
        tail.columnHeights = Array(repeating: tail.itemsTop, count: columns)
    }

    /// Places items `first...` of `section` (the last section laid out) and closes the section.
    private func layOutItems(of section: Int, from first: Int, _ dataSource: any LayoutDataSource) throws(LayoutError) {
        let count = dataSource.numberOfItems(inSection: section)
        let options = try configuration.forSection(section, asking: dataSource)
        let inset = options.sectionInset
        let spacing = options.lineSpacing
        let columnWidth = tail.columnWidth
        let pitch = columnWidth + options.interitemSpacing
        var heights = tail.columnHeights
        var hints: [SizeHint] = []
        hints.reserveCapacity(Self.hintRun)
        var start = first
        while start < count {
            let end = start + min(count - start, Self.hintRun)
            dataSource.sizeHints(inSection: section, items: start..<end, into: &hints)
            precondition(hints.count == end - start, "sizeHints(inSection:items:into:) must give one hint per item")
            if configuration.selfSizing { actual.apply(section: section, items: start..<end, to: &hints) }
            let origin = Origin(section: section, item: start, left: inset.left, pitch: pitch)
            try Self.place(hints, origin, columnWidth: columnWidth, spacing: spacing, columns: &heights, into: &store)
            start = end
        }
        tail.columnHeights = heights
        // The columns end at the tallest column, less the spacing after its last item.
        let itemsBottom = count == 0 ? tail.itemsTop : (tail.columnHeights.max() ?? tail.itemsTop) - spacing
        let width = bounds.width
        let footerHeight = max(0, dataSource.footerHeight(inSection: section) ?? options.footerHeight)
        let footer = Rect(x: 0, y: itemsBottom + inset.bottom, width: width, height: footerHeight)
        let background = options.sectionBackgrounds
            ? Rect(x: 0, y: tail.headerFrame.maxY, width: width, height: footer.minY - tail.headerFrame.maxY) : .zero
        store.endSection(header: tail.headerFrame, footer: footer, background: background, extent: (tail.sectionTop, footer.maxY))
        store.contentSize = Size(width: width, height: footer.maxY)
    }

    /// Where a run of items starts and how its columns lie across.
    private struct Origin {
        var section: Int
        var item: Int
        var left: Double
        /// From one column's left edge to the next one's.
        var pitch: Double
    }

    /// Places the items of `hints` (items `origin.item...` of `origin.section`), each in the
    /// shortest column (the leftmost on a tie) of `columns`, whose bottoms it moves down.
    private static func place(
        _ hints: [SizeHint], _ origin: Origin, columnWidth: Double, spacing: Double, columns heights: inout [Double],
        into store: inout LayoutStore
    ) throws(LayoutError) {
        try heights.withUnsafeMutableBufferPointer { (columns) throws(LayoutError) in
            // The run's frames go to the store together: one growth check per array, not per item.
            try withUnsafeTemporaryAllocation(of: Rect.self, capacity: hints.count) { (frames) throws(LayoutError) in
                for (offset, hint) in hints.enumerated() {
                    let height = try itemHeight(
                        hint, columnWidth: columnWidth, at: IndexPath(section: origin.section, item: origin.item + offset))
                    var column = 0
                    var y = columns[0]
                    for candidate in 1..<columns.count where columns[candidate] < y {
                        column = candidate
                        y = columns[candidate]
                    }
                    let x = origin.left + Double(column) * origin.pitch
                    frames.initializeElement(at: offset, to: Rect(x: x, y: y, width: columnWidth, height: height))
                    columns[column] = y + height + spacing
                }
                store.appendCells(UnsafeBufferPointer(frames))
            }
        }
    }

    /// How many size hints `layOutItems` asks the data source for at a time.
    private static let hintRun = 1024

    @inline(__always)
    private static func itemHeight(_ hint: SizeHint, columnWidth: Double, at indexPath: IndexPath) throws(LayoutError) -> Double {
        let height = hint.height ?? Self.defaultItemHeight
        guard height.isFinite, height > 0 else { throw .invalidValue("item \(indexPath) has height \(height); it must be positive") }
        if let width = hint.width {
            guard width.isFinite, width > 0 else { throw .invalidValue("item \(indexPath) has width \(width); it must be positive") }
            return height * columnWidth / width
        }
        return height
    }

    // MARK: - Self-sizing

    public var selfSizesItems: Bool { configuration.selfSizing }

    public func actualSize(forItemAt indexPath: IndexPath) -> Size? {
        guard selfSizesItems, let height = actual.height(section: indexPath.section, item: indexPath.item),
            let frame = layoutAttributesForItem(at: indexPath)?.frame
        else { return nil }
        return Size(width: frame.width, height: height)
    }

    public var actualSizeCount: Int { actual.count }

    /// Keeps the preferred height (the width stays the column's) and invalidates from the item on.
    ///
    /// - Complexity: amortized O(1)
    public func invalidationContext(
        forPreferredLayoutAttributes preferred: LayoutAttributes, withOriginalAttributes original: LayoutAttributes
    ) -> InvalidationContext? {
        let path = preferred.indexPath
        let height = preferred.frame.height
        guard selfSizesItems, preferred.category == .cell, height.isFinite, height > 0, height <= 1e7,
            let current = layoutAttributesForItem(at: path)?.frame
        else { return nil }
        actual.set(height, section: path.section, item: path.item)
        // The store keeps lengths rounded down to Float: compare as stored.
        if Float(current.height) == FrameStore.roundedDown(height) { return nil }
        let delta = height - current.height
        return InvalidationContext(
            invalidatedItemsFrom: path,
            contentOffsetAdjustment: Point(x: 0, y: current.maxY <= bounds.minY ? delta : 0))
    }

    public func invalidate(with context: InvalidationContext) {
        guard let from = context.invalidatedItemsFrom else { return }
        pendingFrom = pendingFrom.map { min($0, from) } ?? from
    }

    /// Whether the items before `from` are laid out for this data (only items appended since).
    private func canRelayout(from: IndexPath, _ dataSource: any LayoutDataSource) -> Bool {
        guard from.section >= 0, from.section < store.numberOfSections, from.item >= 0,
            from.item <= store.numberOfItems(inSection: from.section), bounds.width > 0
        else { return false }
        return store.differsOnlyByAppendedItems(dataSource)
    }

    /// Lays out again from item `from` on: the items before it keep their frames; the columns
    /// are rebuilt from the last item of each.
    ///
    /// - Complexity: O(items from `from` on · columns)
    private func relayout(from: IndexPath, _ dataSource: any LayoutDataSource) throws(LayoutError) {
        let section = from.section
        if section == store.numberOfSections - 1 {
            try store.checkAppendedCount(dataSource.numberOfItems(inSection: section))
        }
        let top = store.sectionExtent(section).min
        store.truncate(toSection: section, keepingItems: from.item)
        try openSection(section, top: top, dataSource)
        let options = try configuration.forSection(section, asking: dataSource)
        let inset = options.sectionInset
        let pitch = tail.columnWidth + options.interitemSpacing
        var missing = tail.columnHeights.count
        var found = Array(repeating: false, count: missing)
        var item = from.item - 1
        let first = store.firstCell(ofSection: section)
        while item >= 0, missing > 0 {
            let frame = store.cellFrame(section: section, item: item)
            let column = min(max(0, Int(((frame.minX - inset.left) / pitch).rounded())), found.count - 1)
            if !found[column] {
                found[column] = true
                missing -= 1
                // The exact bottom used when it was placed: its start (kept in double precision)
                // plus its height as computed then.
                let path = IndexPath(section: section, item: item)
                var hint = dataSource.sizeHint(forItemAt: path)
                if let h = actual.height(section: section, item: item) { hint = SizeHint(height: h) }
                let height = try Self.itemHeight(hint, columnWidth: tail.columnWidth, at: path)
                tail.columnHeights[column] = store.mainStart(ofCell: first + item) + height + options.lineSpacing
            }
            item -= 1
        }
        try layOutItems(of: section, from: from.item, dataSource)
        let sections = dataSource.numberOfSections
        let next = store.sectionExtent(section).max + (section < sections - 1 ? configuration.sectionSpacing : 0)
        try layOutSections(from: section + 1, top: next, dataSource)
    }

    private func validate(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        try configuration.validate()
        guard bounds.width.isFinite, bounds.width > 0 else { throw .boundsTooSmall("the viewport width must be positive") }
        guard bounds.width <= 10_000_000 else { throw .invalidValue("a viewport width of \(bounds.width) pt is too large (at most 10000000)") }
    }
}
