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
public final class WaterfallLayout: LazyLayout, SelfSizingLayout, LazyEditableLayout, DetachableLayout {
    public let name = "waterfall"
    public let configuration: LayoutConfiguration
    public var bounds: Rect
    public private(set) var store = LayoutStore(direction: .vertical)

    private var pending: Invalidation = .everything
    /// The open section's columns.
    private var tail = Tail()
    /// Self-sizing: measured heights, by index path.
    private var actual = ActualSizeCache()
    /// The first item to lay out again at the next `prepare` (an edit, a measured size).
    private var pendingFrom: IndexPath?
    /// Whether a section has a background (an open one is closed before a query meeting it is
    /// answered), kept for the last section asked.
    private var backgroundOf = (section: -1, has: false)
    /// How far the items are laid out.
    var progress = LazyProgress<Tail>()
    var contentOffsetAdjustment = 0.0

    struct Tail {
        var columnHeights: [Double] = []
        var columnWidth: Double = 0
        var itemsTop: Double = 0
        var headerFrame: Rect = .zero
        var sectionTop: Double = 0
        /// The section's line spacing (a footer may start this far above the shortest column).
        var lineSpacing: Double = 0
        /// The section's left inset and the pitch of its columns.
        var left: Double = 0
        var pitch: Double = 0
    }
    /// The width the prefix was laid out for.
    private var laidOutWidth = 0.0

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

    func invalidateEditedItems(from path: IndexPath) {
        pendingFrom = pendingFrom.map { min($0, path) } ?? path
        actual.removeItems(from: path)
    }

    /// Records what `invalidate` asked for and lays out the items in the bounds (and at least
    /// the first `LazyProgress.eagerItems`); queries lay out the rest as they need it.
    ///
    /// - Throws: `LayoutError` for a bad configuration, bad data or bounds too narrow for the
    ///   columns. The layout is then empty and stays invalid, so the next `prepare` tries again.
    /// - Complexity: O(sections) plus the items laid out: those in the bounds, and after an
    ///   edit or a measured size at most a run of `LazyProgress.run` items before its first item.
    public func prepare(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        do throws(LayoutError) {
            if pending == .none, pendingFrom == nil { return }
            try validate(dataSource)
            let counts = try dataSource.validatedItemCounts()
            let appended = pending == .appendedItems && Self.onlyAppended(progress.counts, counts)
            if pending == .everything || (pending == .appendedItems && !appended) || bounds.width != laidOutWidth {
                store.removeAll()
                tail = Tail()
                progress.restart(counts: counts, source: dataSource)
            } else {
                var from = pendingFrom
                if appended, let last = progress.counts.indices.last {
                    let old = IndexPath(section: last, item: progress.counts[last])
                    from = from.map { min($0, old) } ?? old
                }
                try takeEdit(from: from, counts: counts, source: dataSource) { truncate(to: $0) }
            }
            pending = .none
            pendingFrom = nil
            laidOutWidth = bounds.width
            try layOutForPrepare(mainFrom: bounds.minY, to: bounds.maxY)
        } catch {
            store.removeAll()
            tail = Tail()
            progress = LazyProgress(tuning: progress.tuning)
            pending = .everything
            throw error
        }
        #if CVSIM_INTERNAL_CHECKS
        store.checkInvariants()
        #endif
    }

    /// Whether `new` differs from `old` only by items added to the last section.
    static func onlyAppended(_ old: [Int], _ new: [Int]) -> Bool {
        guard !old.isEmpty, old.count == new.count else { return false }
        return old.dropLast() == new.dropLast() && new[new.count - 1] >= old[old.count - 1]
    }

    /// Moves the prefix back to the last checkpoint at or before `path`.
    private func truncate(to path: IndexPath) {
        // From a section's first item on, its header may change too (a section inserted there).
        if path.item <= 0 {
            guard store.contains(section: path.section),
                progress.truncate(beforeSection: path.section, start: store.sectionExtent(path.section).min)
            else { return }
            store.truncate(beforeSection: path.section)
            return
        }
        guard let kept = progress.truncate(to: path) else { return }
        store.truncate(toSection: kept.section, keepingItems: kept.item)
        tail = kept.state
        markOpen()
    }

    // MARK: - Laying out lazily

    public var contentSize: Size {
        guard progress.source != nil else { return store.contentSize }
        let end = progress.isOpen ? tail.columnHeights.max() ?? tail.itemsTop : store.end
        let length = progress.estimatedLength(end: end, laidOut: store.numberOfCells, exact: store.end)
        return Size(width: bounds.width, height: length)
    }

    public var hasEstimatedContentSize: Bool { isEstimated }

    public func layOut(toMain main: Double, through: IndexPath?) {
        if main == -.infinity, let through { return windowLayOut(through: through) }
        guard !progress.isComplete else { return }
        do throws(LayoutError) {
            try extend(toMain: main, through: through, minItems: 0)
        } catch {
            progress.error = error
        }
    }

    public func layOut(mainFrom lo: Double, to hi: Double) { windowLayOut(mainFrom: lo, to: hi) }

    public func layOutCompletely() throws(LayoutError) { try windowLayOutExactly() }

    public func layOutToEnd() { windowLayOutEnd() }

    public func takeContentOffsetAdjustment() -> Double {
        defer { contentOffsetAdjustment = 0 }
        return contentOffsetAdjustment
    }

    // MARK: - Detached runs

    var runFrontier: Double { frontier }
    var runReach: Double { progress.isOpen ? tail.columnHeights.max() ?? tail.itemsTop : store.end }

    func startRun(at path: IndexPath, top: Double, seams: [LazyProgress<Tail>.Seam]) throws(LayoutError) {
        guard let dataSource = progress.source else { return }
        store.removeAll(startingAt: path, top: top)
        tail = Tail()
        guard path.item > 0 else { return progress.detach(at: path, top: top, state: nil, seams: seams) }
        // Inside its section: columns level at `top`, no header.
        store.beginSection(path.section)
        try openSection(path.section, top: top, dataSource)
        tail.headerFrame = Rect(x: 0, y: top, width: bounds.width, height: 0)
        tail.itemsTop = top
        tail.columnHeights = Array(repeating: top, count: tail.columnHeights.count)
        markOpen()
        progress.detach(at: path, top: top, state: tail, seams: seams)
    }

    func startPrefix(seams: [LazyProgress<Tail>.Seam]) {
        store.removeAll()
        tail = Tail()
        progress.attach()
        progress.seams = seams
    }

    func shifted(_ state: Tail, by delta: Double) -> Tail {
        var s = state
        s.columnHeights = s.columnHeights.map { $0 + delta }
        s.itemsTop += delta
        s.sectionTop += delta
        s.headerFrame.origin.y += delta
        return s
    }

    func top(of state: Tail) -> Double { state.columnHeights.min() ?? state.itemsTop }

    func truncateRun(to path: IndexPath) { truncate(to: path) }


    /// Where every element not laid out yet starts, at the earliest.
    private var frontier: Double {
        guard progress.isOpen else { return store.end }
        // A footer may start a line spacing above the shortest column's next item.
        return (tail.columnHeights.min() ?? tail.itemsTop) - tail.lineSpacing
    }

    /// Lays out runs of items until the query is answered: see `LazyLayout.layOut(toMain:through:)`.
    func extend(toMain target: Double, through: IndexPath?, minItems: Int) throws(LayoutError) {
        guard let dataSource = progress.source else { return }
        let sections = progress.counts.count
        while !progress.isComplete {
            let section = progress.section
            // A background needs its section closed; not when that would lay out a great many items.
            let backgrounds = progress.isOpen && hasBackground(section)
                && tail.sectionTop < target && progress.counts[section] - progress.item <= 4 * progress.tuning.jump
            if !backgrounds && progress.satisfies(
                frontier: frontier, target: target, through: through, minItems: minItems, laidOut: store.numberOfCells)
            { return }
            // The data may have changed under a layout kept for an animation: stop there.
            guard dataSource.numberOfSections == sections,
                dataSource.numberOfItems(inSection: section) == progress.counts[section]
            else { return }
            // A seam: from here on, the state the run grown backwards started from.
            if progress.seamAtCursor() != nil { tail = takeSeam() }
            if !progress.isOpen {
                let top = store.nextSectionStart(spacing: configuration.sectionSpacing)
                store.beginSection(section)
                try openSection(section, top: top, dataSource)
                progress.isOpen = true
                progress.item = 0
                progress.checkpoint(tail)
            }
            let count = progress.counts[section]
            let end = min(count, progress.item + progress.tuning.run, progress.nextSeamItem() ?? Int.max)
            try layOutItems(of: section, from: progress.item, to: end, dataSource)
            progress.item = end
            if end == count {
                try closeSection(section, dataSource)
                progress.isOpen = false
                progress.section += 1
                progress.item = 0
            } else {
                progress.checkpoint(tail)
                markOpen()
            }
        }
    }

    private func hasBackground(_ section: Int) -> Bool {
        if backgroundOf.section != section { backgroundOf = (section, configuration.forSection(section).sectionBackgrounds) }
        return backgroundOf.has
    }

    /// Closes the open section in the store provisionally: no footer, its extent as far as its
    /// columns reach.
    private func markOpen() {
        let end = max(tail.columnHeights.max() ?? tail.itemsTop, tail.headerFrame.maxY)
        store.endSection(header: tail.headerFrame, footer: .zero, background: .zero, extent: (tail.sectionTop, end))
        store.openSection = store.numberOfSections - 1
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
        tail.lineSpacing = options.lineSpacing
        tail.left = inset.left
        tail.pitch = tail.columnWidth + options.interitemSpacing
        markOpen()
    }

    /// Places items `first..<end` of `section` (the open section).
    private func layOutItems(of section: Int, from first: Int, to end: Int, _ dataSource: any LayoutDataSource) throws(LayoutError) {
        let spacing = tail.lineSpacing
        let columnWidth = tail.columnWidth
        var heights = tail.columnHeights
        var hints: [SizeHint] = []
        hints.reserveCapacity(min(end - first, Self.hintRun))
        var start = first
        while start < end {
            let stop = start + min(end - start, Self.hintRun)
            dataSource.sizeHints(inSection: section, items: start..<stop, into: &hints)
            precondition(hints.count == stop - start, "sizeHints(inSection:items:into:) must give one hint per item")
            if configuration.selfSizing { actual.apply(section: section, items: start..<stop, to: &hints) }
            let origin = Origin(section: section, item: start, left: tail.left, pitch: tail.pitch)
            try Self.place(hints, origin, columnWidth: columnWidth, spacing: spacing, columns: &heights, into: &store)
            start = stop
        }
        tail.columnHeights = heights
    }

    /// Places the open section's footer and background and closes it.
    private func closeSection(_ section: Int, _ dataSource: any LayoutDataSource) throws(LayoutError) {
        let options = try configuration.forSection(section, asking: dataSource)
        let inset = options.sectionInset
        let spacing = options.lineSpacing
        // The columns end at the tallest column, less the spacing after its last item.
        let itemsBottom = progress.counts[section] == 0 ? tail.itemsTop : (tail.columnHeights.max() ?? tail.itemsTop) - spacing
        let width = bounds.width
        let footerHeight = max(0, dataSource.footerHeight(inSection: section) ?? options.footerHeight)
        let footer = Rect(x: 0, y: itemsBottom + inset.bottom, width: width, height: footerHeight)
        let background = options.sectionBackgrounds
            ? Rect(x: 0, y: tail.headerFrame.maxY, width: width, height: footer.minY - tail.headerFrame.maxY) : .zero
        store.endSection(header: tail.headerFrame, footer: footer, background: background, extent: (tail.sectionTop, footer.maxY))
        store.openSection = nil
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
        guard selfSizesItems, preferred.category == .cell else { return nil }
        return actual.record(preferred, current: layoutAttributesForItem(at: preferred.indexPath)?.frame, bounds: bounds)
    }

    public func invalidate(with context: InvalidationContext) {
        guard let from = context.invalidatedItemsFrom else { return }
        pendingFrom = pendingFrom.map { min($0, from) } ?? from
    }

    private func validate(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        try configuration.validate()
        guard bounds.width.isFinite, bounds.width > 0 else { throw .boundsTooSmall("the viewport width must be positive") }
        guard bounds.width <= 10_000_000 else { throw .invalidValue("a viewport width of \(bounds.width) pt is too large (at most 10000000)") }
    }
}
