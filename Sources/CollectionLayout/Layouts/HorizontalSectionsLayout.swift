/// The sideways-scrolling sections of seed 004 (`HorizontalLayout`): a row of section headers at
/// the top, and under each header its section's items in columns, filled top to bottom.
///
///     ┌───────────────┐  ┌──────────────────────┐
///     │   header 0    │  │       header 1       │   headerHeight
///     └───────────────┘  └──────────────────────┘
///      ┌───┐  ┌───┐       ┌───┐  ┌───┐  ┌───┐      sectionInset.top
///      │ 0 │  │ 3 │       │ 0 │  │ 3 │  │ 6 │
///      └───┘  └───┘       └───┘  └───┘  └───┘
///      ┌───┐  ┌───┐       ┌───┐  ┌───┐             lineSpacing between rows
///      │ 1 │  │ 4 │       │ 1 │  │ 4 │
///      └───┘  └───┘       └───┘  └───┘
///      ┌───┐              ┌───┐  ┌───┐
///      │ 2 │              │ 2 │  │ 5 │
///      └───┘              └───┘  └───┘             sectionInset.bottom
///          interitemSpacing      sectionSpacing
///
/// Every item is `itemSize` (size hints do not apply). A column holds as many items as fit in
/// `bounds.height − headerHeight − sectionInset.top − sectionInset.bottom` with `lineSpacing`
/// between them; columns are `interitemSpacing` apart; each section starts a new column
/// `sectionSpacing` after the previous section's last one. A header spans exactly its section's
/// columns: `columns·itemWidth + (columns − 1)·interitemSpacing` wide. An empty section keeps one
/// item's width (its header is one item wide; it has no items), so that it still shows.
///
/// The header row is `configuration.headerHeight` for every section (the data source's
/// per-section heights do not apply: the row is shared). Footers, `columns`, and the left and
/// right insets do not apply; `pinHeaders` changes only the headers' zIndex, since a header already
/// spans its section. `sectionBackgrounds` puts a background under each header, across the
/// section's columns, down to the bottom of the bounds.
///
/// The content is `bounds.height` high and ends at the right edge of the last section. The
/// layout relayouts when the bounds' height changes, not their width or offset. Column `c` of a
/// section starts `c·(itemWidth + interitemSpacing)` after the section's left edge, so a header's
/// width is known before its items are laid out: items are laid out lazily, as queries reach them
/// (see `LazyProgress`), and appending items lays out only the new ones (and widens the header).
public final class HorizontalSectionsLayout: LazyLayout, LazyEditableLayout, DetachableLayout {
    public let name = "horizontal"
    public let configuration: LayoutConfiguration
    public var bounds: Rect
    public private(set) var store = LayoutStore(direction: .horizontal)

    private var pending: Invalidation = .everything
    /// The first item to lay out again at the next `prepare` (an edit).
    private var pendingFrom: IndexPath?
    /// The open section's state.
    private var tail = Tail()
    /// How far the items are laid out.
    var progress = LazyProgress<Tail>()
    var contentOffsetAdjustment = 0.0
    /// The height the prefix was laid out for.
    private var laidOutHeight = 0.0

    struct Tail {
        /// Items per column.
        var perColumn = 1
        /// The top of each row, computed forward (`rowTops[r + 1] = rowTops[r] + itemHeight + lineSpacing`).
        var rowTops: [Double] = []
        var sectionLeft: Double = 0
        /// The section's header (spanning all its columns) and where the section ends.
        var header: Rect = .zero
        var end: Double = 0
        /// The options of the open section.
        var options = LayoutConfiguration()
    }

    public init(configuration: LayoutConfiguration = LayoutConfiguration(), bounds: Rect) {
        self.configuration = configuration
        self.bounds = bounds
    }

    public func invalidate(_ invalidation: Invalidation) {
        pending = max(pending, invalidation)
    }

    func invalidateEditedItems(from path: IndexPath) {
        pendingFrom = pendingFrom.map { min($0, path) } ?? path
    }

    /// The number of items a column holds for this configuration and `bounds.height`.
    ///
    /// - Throws: `LayoutError.invalidValue` for a bad configuration or a height above 10 000 000;
    ///   `LayoutError.boundsTooSmall` for a height that is not positive or cannot hold one item.
    /// - Complexity: O(1)
    public func itemsPerColumn() throws(LayoutError) -> Int { try itemsPerColumn(section: 0) }

    /// The number of items a column of `section` holds, with the section's own options (the
    /// header row stays the layout's `headerHeight`: it is shared).
    public func itemsPerColumn(section: Int) throws(LayoutError) -> Int {
        try configuration.validate()
        var configuration = configuration.forSection(section)
        configuration.headerHeight = self.configuration.headerHeight
        let height = bounds.height
        guard height.isFinite, height > 0 else {
            throw .boundsTooSmall("the viewport height must be a positive number, not \(height)")
        }
        guard height <= 1e7 else { throw .invalidValue("the viewport height of \(height) pt is too large (at most 10000000)") }
        let inset = configuration.sectionInset
        let item = configuration.itemSize.height
        let spacing = configuration.lineSpacing
        let available = height - configuration.headerHeight - inset.vertical
        guard available >= item else {
            var message = "the viewport height of \(points(height)) pt cannot hold one \(points(item))-pt item"
            if configuration.headerHeight > 0 { message += " under a \(points(configuration.headerHeight))-pt header" }
            if inset.vertical > 0 { message += " with insets of \(points(inset.top)) and \(points(inset.bottom)) pt" }
            throw .boundsTooSmall(message)
        }
        // Largest n with n·item + (n − 1)·spacing ≤ available, capped so that it fits an Int
        // (an item can be as small as the smallest positive Double).
        let cap = Double(Int32.max)
        var n = min(((available + spacing) / (item + spacing)).rounded(.down), cap)
        while n > 1 && n * item + (n - 1) * spacing > available { n -= 1 }
        while n < cap && (n + 1) * item + n * spacing <= available { n += 1 }
        return max(1, Int(n))
    }

    /// Records what `invalidate` asked for and lays out the items in the bounds (and at least
    /// the first `LazyProgress.eagerItems`); queries lay out the rest as they need it.
    ///
    /// - Throws: `LayoutError` for a bad configuration or counts, or a height that cannot hold
    ///   one item; the layout is then empty and the next `prepare` starts over.
    /// - Complexity: O(sections) plus the items laid out.
    public func prepare(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        do throws(LayoutError) {
            if pending == .none, pendingFrom == nil { return }
            // The options of every section given must fit the height, whether or not the data has that section.
            for section in 0..<max(1, configuration.sections.count) { _ = try itemsPerColumn(section: section) }
            let counts = try dataSource.validatedItemCounts()
            let appended = pending == .appendedItems && WaterfallLayout.onlyAppended(progress.counts, counts)
            if pending == .everything || (pending == .appendedItems && !appended) || bounds.height != laidOutHeight {
                store.removeAll()
                tail = Tail()
                progress.restart(counts: counts, source: dataSource)
            } else {
                var from = pendingFrom
                if appended, let last = progress.counts.indices.last {
                    let old = IndexPath(section: last, item: progress.counts[last])
                    from = from.map { min($0, old) } ?? old
                }
                try takeEdit(from: from, counts: counts, source: dataSource) { from in
                    // The header of the section edited spans its new columns: begin it again.
                    guard store.contains(section: from.section) else { return }
                    let top = store.sectionExtent(from.section).min
                    store.truncate(beforeSection: from.section)
                    progress.section = from.section
                    progress.item = 0
                    progress.isOpen = false
                    progress.nextStart = top
                }
            }
            pending = .none
            pendingFrom = nil
            laidOutHeight = bounds.height
            store.contentSize = Size(width: 0, height: bounds.height)
            try layOutForPrepare(mainFrom: bounds.minX, to: bounds.maxX)
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

    // MARK: - Laying out lazily

    public var contentSize: Size {
        guard progress.source != nil else { return store.contentSize }
        // Column arithmetic gives the width before the items are laid out (exact once they are).
        guard progress.isComplete && progress.isExact else {
            let width = (try? sectionLeft(progress.counts.count)).map { $0 - (progress.counts.isEmpty ? 0 : configuration.sectionSpacing) }
            return Size(width: width ?? store.end, height: bounds.height)
        }
        return Size(width: store.end, height: bounds.height)
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

    var runFrontier: Double { progress.isOpen ? columnLeft(progress.item / tail.perColumn) : progress.nextStart }
    /// (The next column's left edge: the section's end is known ahead, and would make the mean
    /// length per item far too long.)
    var runReach: Double { runFrontier }

    /// Starts the run at the column holding `path`, in its section begun at its exact left edge
    /// (`top` is that of the column; the header spans the section as always).
    func startRun(at path: IndexPath, top: Double, seams: [LazyProgress<Tail>.Seam]) throws(LayoutError) {
        let perColumn = try itemsPerColumn(section: path.section)
        let start = IndexPath(section: path.section, item: path.item - path.item % perColumn)
        guard progress.ordinal(of: start) > 0 else { return startPrefix(seams: []) }
        let left = try sectionLeft(path.section)
        store.removeAll(startingAt: start, top: left)
        tail = Tail()
        progress.detach(at: start, top: exactTop(of: start) ?? top, state: nil, seams: [])
        progress.nextStart = left
    }

    func startPrefix(seams: [LazyProgress<Tail>.Seam]) {
        store.removeAll()
        tail = Tail()
        progress.attach()
    }

    func shifted(_ state: Tail, by delta: Double) -> Tail { state }

    func top(of state: Tail) -> Double { state.sectionLeft }

    func truncateRun(to path: IndexPath) {}

    /// Where the column holding `path` starts (its section's left edge for item 0).
    ///
    /// - Complexity: O(sections before `path`)
    func exactTop(of path: IndexPath) -> Double? {
        guard path.section < progress.counts.count, let left = try? sectionLeft(path.section),
            let perColumn = try? itemsPerColumn(section: path.section)
        else { return nil }
        let options = configuration.forSection(path.section)
        return left + Double(path.item / perColumn) * (options.itemSize.width + options.interitemSpacing)
    }

    /// The left edge of `section`: the widths of the sections before it, each `sectionSpacing` apart.
    private func sectionLeft(_ section: Int) throws(LayoutError) -> Double {
        var left = 0.0
        for s in 0..<section {
            let options = configuration.forSection(s)
            let columns = max(0, progress.counts[s] - 1) / (try itemsPerColumn(section: s)) + 1
            let width = Double(columns - 1) * (options.itemSize.width + options.interitemSpacing) + options.itemSize.width
            left += width + configuration.sectionSpacing
        }
        return left
    }

    /// The left edge of column `column` of the open section.
    private func columnLeft(_ column: Int) -> Double {
        tail.sectionLeft + Double(column) * (tail.options.itemSize.width + tail.options.interitemSpacing)
    }

    /// Lays out runs of items until the query is answered.
    func extend(toMain target: Double, through: IndexPath?, minItems: Int) throws(LayoutError) {
        guard let dataSource = progress.source else { return }
        let sections = progress.counts.count
        while !progress.isComplete {
            let section = progress.section
            // Items not placed start at the next item's column or later.
            let frontier = progress.isOpen ? columnLeft(progress.item / tail.perColumn) : progress.nextStart
            if progress.satisfies(frontier: frontier, target: target, through: through, minItems: minItems, laidOut: store.numberOfCells) {
                return
            }
            guard dataSource.numberOfSections == sections,
                dataSource.numberOfItems(inSection: section) == progress.counts[section]
            else { return }
            let count = progress.counts[section]
            if !progress.isOpen {
                store.beginSection(section)
                tail.sectionLeft = progress.nextStart
                tail.perColumn = try itemsPerColumn(section: section)
                tail.options = configuration.forSection(section)
                tail.rowTops = [configuration.headerHeight + tail.options.sectionInset.top]
                // An empty section keeps one item's width.
                let right = columnLeft(max(0, count - 1) / tail.perColumn) + tail.options.itemSize.width
                let width = right - tail.sectionLeft
                tail.header = Rect(x: tail.sectionLeft, y: 0, width: width, height: configuration.headerHeight)
                tail.end = max(right, tail.header.maxX)
                let background = tail.options.sectionBackgrounds
                    ? Rect(x: tail.sectionLeft, y: tail.header.maxY, width: width, height: bounds.height - tail.header.maxY) : .zero
                store.endSection(header: tail.header, footer: .zero, background: background, extent: (tail.sectionLeft, tail.end))
                store.openSection = section
                progress.isOpen = true
                progress.item = progress.firstItem(opening: section)
            }
            let end = min(count, progress.item + progress.tuning.run)
            layOutItems(from: progress.item, to: end)
            progress.item = end
            if end == count {
                store.openSection = nil
                store.contentSize = Size(width: tail.end, height: bounds.height)
                progress.isOpen = false
                progress.section += 1
                progress.item = 0
                progress.nextStart = tail.end + configuration.sectionSpacing
            }
        }
    }

    /// Places items `first..<end` of the open section.
    private func layOutItems(from first: Int, to end: Int) {
        let size = tail.options.itemSize
        let perColumn = tail.perColumn
        store.appendCells(count: end - first) { k in
            let item = first + k
            return Rect(x: columnLeft(item / perColumn), y: rowTop(item % perColumn), width: size.width, height: size.height)
        }
    }

    /// The top of row `row`, extending the forward-computed row tops as needed.
    private func rowTop(_ row: Int) -> Double {
        while tail.rowTops.count <= row {
            tail.rowTops.append(tail.rowTops[tail.rowTops.count - 1] + tail.options.itemSize.height + tail.options.lineSpacing)
        }
        return tail.rowTops[row]
    }
}

/// A length for a message: `100` rather than `100.0`.
private func points(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
