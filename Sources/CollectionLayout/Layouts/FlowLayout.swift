/// `UICollectionViewFlowLayout`: items flow into lines across the view, lines stack along the
/// scroll axis, sections follow one another.
///
/// Described here for the vertical scroll direction; the horizontal one is the same with the axes
/// swapped (lines are columns filled top to bottom, a header sits left of its section at full
/// height and is `headerHeight` wide, insets `top`/`bottom` bound the columns, `left`/`right`
/// separate them from the header and footer, sections follow one another to the right).
///
/// - An item is `(hint.width ?? itemSize.width) × (hint.height ?? itemSize.height)`; an item wider
///   than the usable width (`width − inset.left − inset.right`) is clamped to it.
/// - Lines fill greedily: an item joins the line when it fits with `interitemSpacing` before it.
///   Lines are `lineSpacing` apart; the items of a line are centred on its tallest item.
/// - A full line (every line but the section's last) is justified: first item at `inset.left`,
///   last one ending at `width − inset.right`, the leftover spread evenly between them. A full
///   line of one item is centred.
/// - The last line sits on the columns of a full line when all the section's items share one
///   size (on the columns a full line *would* have when the section has only one line), and is
///   left-aligned at `interitemSpacing` otherwise. This rule wins over centring: a last line of
///   one item is at `inset.left` unless the grid has a single column (which is centred).
/// - Per section: header (full width at x = 0), `inset.top`, lines, `inset.bottom`, footer, then
///   `sectionSpacing` before the next section.
///
/// Items are laid out lazily, line by line, as queries reach them (see `LazyProgress`); appending
/// items to the last section re-lays only its last line and the new items.
public final class FlowLayout: LazyLayout, SelfSizingLayout, LazyEditableLayout, DetachableLayout {
    public let name = "flow"
    public let configuration: LayoutConfiguration
    public var bounds: Rect
    public private(set) var store: LayoutStore

    private var pending: Invalidation = .everything
    /// Self-sizing: measured heights, by index path.
    private var actual = ActualSizeCache()
    /// The first item to lay out again at the next `prepare` (an edit, a measured size).
    private var pendingFrom: IndexPath?
    /// Where the open section's lines stand.
    private var tail: Tail?
    /// Whether a section has a background (an open one is closed before a query meeting it is
    /// answered), kept for the last section asked.
    private var backgroundOf = (section: -1, has: false)
    /// How far the items are laid out; checkpoints at line starts.
    var progress = LazyProgress<Tail>()
    var contentOffsetAdjustment = 0.0
    /// The bounds' cross length the prefix was laid out for.
    private var laidOutCross = 0.0

    /// The lengths a layout pass works with, along the scroll axis (main) and across it (cross).
    struct Metrics: Equatable {
        var direction: ScrollDirection
        /// The bounds' width (vertical) or height (horizontal).
        var crossLength: Double
        /// Where lines start across the view: `inset.left` (vertical) or `inset.top`.
        var crossStart: Double
        /// The room for a line: `crossLength` less both cross-axis insets.
        var usable: Double
        var insetBefore: Double
        var insetAfter: Double
        var lineSpacing: Double
        var interitemSpacing: Double
        /// The item size when the data gives none.
        var itemSize: Size
    }

    /// An item's size along the scroll axis (main) and across it (cross).
    struct ItemSize: Equatable {
        var main: Double
        var cross: Double
    }

    /// Whether the items seen so far share one size.
    enum Shape: Equatable {
        case empty
        case uniform(ItemSize)
        case mixed

        mutating func add(_ size: ItemSize) {
            switch self {
            case .empty: self = .uniform(size)
            case .uniform(let common) where common != size: self = .mixed
            default: break
            }
        }
    }

    /// The columns of a full line of a uniform section: how many items, and the gap between them.
    struct Grid {
        var count: Int
        var gap: Double
    }

    /// The state of the section being laid out, kept for the last one.
    struct Tail {
        var metrics: Metrics
        var sectionStart: Double
        var header: Rect
        var itemsStart: Double
        /// First item of the line being filled (the section's last line once it is done).
        var lineStart: Int
        /// Where that line starts on the scroll axis.
        var lineTop: Double
        /// The shape of the items before `lineStart`.
        var shapeBeforeLine: Shape
        /// The first full line's columns, once there is one.
        var grid: Grid?
    }

    /// Cells placed but not yet in the store: they go to it a run at a time (`flushPlaced`).
    private var placed: [Rect] = []

    /// The most items (and sections) a flow layout lays out: the rect index numbers cells with
    /// 32-bit ids, and a data source claiming more is taken for a bad one.
    public static let maximumItemCount = LayoutLimits.maximumItemCount

    /// A flow layout scrolling in `configuration.scrollDirection`, for a view showing `bounds`.
    /// Nothing is laid out until `prepare`.
    public init(configuration: LayoutConfiguration = LayoutConfiguration(), bounds: Rect) {
        self.configuration = configuration
        self.bounds = bounds
        self.store = LayoutStore(direction: configuration.scrollDirection)
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
    /// - Throws: `LayoutError` for a bad configuration, bad data or bounds leaving no room for a
    ///   line. The layout is then empty and stays invalid, so the next `prepare` tries again.
    /// - Complexity: O(sections) plus the items laid out: those in the bounds, and after an edit
    ///   or a measured size at most a run of `LazyProgress.run` items (whole lines) before it.
    public func prepare(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        do throws(LayoutError) {
            if pending == .none, pendingFrom == nil { return }
            try configuration.validate()
            let first = try metrics(0, dataSource)
            let counts = try dataSource.validatedItemCounts(limit: Self.maximumItemCount)
            let appended = pending == .appendedItems && WaterfallLayout.onlyAppended(progress.counts, counts)
            if pending == .everything || (pending == .appendedItems && !appended) || first.crossLength != laidOutCross {
                store.removeAll()
                placed.removeAll()
                tail = nil
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
            laidOutCross = first.crossLength
            store.contentSize = frame(main: 0, cross: 0, mainLength: 0, crossLength: first.crossLength, first).size
            try layOutForPrepare(mainFrom: bounds.mainMin(first.direction), to: bounds.mainMax(first.direction))
        } catch {
            store.removeAll()
            placed.removeAll()
            tail = nil
            progress = LazyProgress(tuning: progress.tuning)
            pending = .everything
            throw error
        }
        #if CVSIM_INTERNAL_CHECKS
        store.checkInvariants()
        #endif
    }

    /// Moves the run back to the last checkpoint at or before `from`.
    private func truncate(to from: IndexPath) {
        if from.item <= 0 {
            // From a section's first item on, its header may change too (a section inserted there).
            if store.contains(section: from.section),
                progress.truncate(beforeSection: from.section, start: store.sectionExtent(from.section).min)
            {
                store.truncate(beforeSection: from.section)
            }
        } else if let kept = progress.truncate(to: IndexPath(section: from.section, item: from.item - 1)) {
            // From the line before the item's: an edit at a line's start may let the line
            // before it take one more item.
            store.truncate(toSection: kept.section, keepingItems: kept.item)
            tail = kept.state
            markOpen()
        }
    }

    // MARK: - Laying out lazily

    public var contentSize: Size {
        guard progress.source != nil else { return store.contentSize }
        let end = progress.isOpen ? tail?.lineTop ?? 0 : store.end
        let length = progress.estimatedLength(
            end: end, laidOut: store.numberOfCells, exact: store.end)
        switch configuration.scrollDirection {
        case .vertical: return Size(width: laidOutCross, height: length)
        case .horizontal: return Size(width: length, height: laidOutCross)
        }
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

    var runFrontier: Double { progress.isOpen ? tail?.lineTop ?? 0 : store.end }
    var runReach: Double { runFrontier }

    /// Starts the run at `path` as a line's first item, the line at `top`.
    func startRun(at path: IndexPath, top: Double, seams: [LazyProgress<Tail>.Seam]) throws(LayoutError) {
        guard let dataSource = progress.source else { return }
        store.removeAll(startingAt: path, top: top)
        placed.removeAll()
        tail = nil
        guard path.item > 0 else { return progress.detach(at: path, top: top, state: nil, seams: seams) }
        let metrics = try metrics(path.section, dataSource)
        store.beginSection(path.section)
        let header = frame(main: top, cross: 0, mainLength: 0, crossLength: metrics.crossLength, metrics)
        tail = Tail(
            metrics: metrics, sectionStart: top, header: header, itemsStart: top, lineStart: path.item, lineTop: top,
            shapeBeforeLine: .mixed, grid: nil)
        markOpen()
        progress.detach(at: path, top: top, state: tail, seams: seams)
    }

    func startPrefix(seams: [LazyProgress<Tail>.Seam]) {
        store.removeAll()
        placed.removeAll()
        tail = nil
        progress.attach()
        progress.seams = seams
    }

    func shifted(_ state: Tail, by delta: Double) -> Tail {
        var s = state
        s.lineTop += delta
        s.itemsStart += delta
        s.sectionStart += delta
        switch s.metrics.direction {
        case .vertical: s.header.origin.y += delta
        case .horizontal: s.header.origin.x += delta
        }
        return s
    }

    func top(of state: Tail) -> Double { state.lineTop }

    func truncateRun(to path: IndexPath) { truncate(to: path) }

    /// Lays out runs of whole lines until the query is answered.
    func extend(toMain target: Double, through: IndexPath?, minItems: Int) throws(LayoutError) {
        guard let dataSource = progress.source else { return }
        let sections = progress.counts.count
        while !progress.isComplete {
            let section = progress.section
            // A background needs its section closed; not when that would lay out a great many items.
            let backgrounds = progress.isOpen && hasBackground(section)
                && (tail?.sectionStart ?? 0) < target && progress.counts[section] - progress.item <= 4 * progress.tuning.jump
            // Items not placed start at the open line's top or later.
            let frontier = progress.isOpen ? tail?.lineTop ?? 0 : store.end
            if !backgrounds && progress.satisfies(
                frontier: frontier, target: target, through: through, minItems: minItems, laidOut: store.numberOfCells)
            { return }
            guard dataSource.numberOfSections == sections,
                dataSource.numberOfItems(inSection: section) == progress.counts[section]
            else { return }
            // A seam: from here on, the state the run grown backwards started from.
            if progress.seamAtCursor() != nil {
                // (At the item the seam stands at now: an edit before it may have moved it.)
                tail = takeSeam()
                tail?.lineStart = progress.item
            }
            if !progress.isOpen {
                let metrics = try metrics(section, dataSource)
                let start = store.nextSectionStart(spacing: configuration.sectionSpacing)
                store.beginSection(section)
                let headerLength = try supplementaryLength(dataSource.headerHeight(inSection: section), "header", section)
                let header = frame(main: start, cross: 0, mainLength: headerLength, crossLength: metrics.crossLength, metrics)
                let itemsStart = start + headerLength + metrics.insetBefore
                tail = Tail(
                    metrics: metrics, sectionStart: start, header: header, itemsStart: itemsStart, lineStart: 0,
                    lineTop: itemsStart, shapeBeforeLine: .empty, grid: nil)
                progress.isOpen = true
                progress.item = 0
                markOpen()
                progress.checkpoint(tail!)
            }
            guard var state = tail else { return }
            let count = progress.counts[section]
            let finished = try layOutItems(
                of: section, count: count, stopAfter: progress.item + progress.tuning.run, breakAt: progress.nextSeamItem(),
                state: &state, dataSource)
            tail = state
            if finished {
                progress.isOpen = false
                progress.section += 1
                progress.item = 0
            } else {
                progress.item = state.lineStart
                markOpen()
                progress.checkpoint(state)
            }
        }
    }

    private func hasBackground(_ section: Int) -> Bool {
        if backgroundOf.section != section { backgroundOf = (section, configuration.forSection(section).sectionBackgrounds) }
        return backgroundOf.has
    }

    /// Closes the open section in the store provisionally: no footer, its extent up to its open line.
    private func markOpen() {
        guard let tail else { return }
        let end = max(tail.lineTop, tail.header.mainMax(tail.metrics.direction))
        store.endSection(header: tail.header, footer: .zero, background: .zero, extent: (tail.sectionStart, end))
        store.openSection = store.numberOfSections - 1
    }

    /// Places items `state.lineStart..<count` of `section` (the open section) line by line, up
    /// to the first line starting at or after item `stopAfter`; when all are placed, places the
    /// last line, footer and background, and closes the section.
    ///
    /// - Returns: whether the section is closed.
    private func layOutItems(
        of section: Int, count: Int, stopAfter: Int, breakAt: Int? = nil, state: inout Tail, _ dataSource: any LayoutDataSource
    ) throws(LayoutError) -> Bool {
        let m = state.metrics
        var line: [ItemSize] = []
        var lineCross = 0.0
        var shape = state.shapeBeforeLine
        var hints: [SizeHint] = []
        var run = state.lineStart..<state.lineStart
        for item in state.lineStart..<max(state.lineStart, count) {
            if item == run.upperBound {
                // Hints for the run asked for, and a little more for the line that crosses its end.
                let wanted = max(stopAfter - item, 0) + 32
                run = item..<(item + min(count - item, Self.hintRun, wanted))
                dataSource.sizeHints(inSection: section, items: run, into: &hints)
                precondition(hints.count == run.count, "sizeHints(inSection:items:into:) must give one hint per item")
                if configuration.selfSizing { actual.apply(section: section, items: run, to: &hints, keepingWidths: true) }
            }
            let size = try itemSize(hints[item - run.lowerBound], at: IndexPath(section: section, item: item), m)
            if item == breakAt, !line.isEmpty {
                // A seam: the line ends here, and the next one starts from the seam's state.
                let gap = placeFullLine(line, top: state.lineTop, m)
                if state.grid == nil { state.grid = Grid(count: line.count, gap: gap) }
                state.lineTop += Self.thickness(of: line) + m.lineSpacing
                state.lineStart = item
                state.shapeBeforeLine = shape
                flushPlaced()
                return false
            }
            if !line.isEmpty {
                let extended = lineCross + m.interitemSpacing + size.cross
                if extended <= m.usable {
                    line.append(size)
                    lineCross = extended
                    shape.add(size)
                    continue
                }
                let gap = placeFullLine(line, top: state.lineTop, m)
                if state.grid == nil { state.grid = Grid(count: line.count, gap: gap) }
                state.lineTop += Self.thickness(of: line) + m.lineSpacing
                state.lineStart = item
                state.shapeBeforeLine = shape
                line.removeAll(keepingCapacity: true)
                if item >= stopAfter {
                    flushPlaced()
                    return false
                }
            }
            line.append(size)
            lineCross = size.cross
            shape.add(size)
        }
        var itemsEnd = state.itemsStart
        if !line.isEmpty {
            placeLastLine(line, top: state.lineTop, shape: shape, grid: state.grid, m)
            itemsEnd = state.lineTop + Self.thickness(of: line)
        }
        let footerLength = try supplementaryLength(dataSource.footerHeight(inSection: section), "footer", section)
        let footerStart = itemsEnd + m.insetAfter
        let footer = frame(main: footerStart, cross: 0, mainLength: footerLength, crossLength: m.crossLength, m)
        let headerEnd = state.header.mainMax(m.direction)
        let background = configuration.forSection(section).sectionBackgrounds
            ? frame(main: headerEnd, cross: 0, mainLength: footerStart - headerEnd, crossLength: m.crossLength, m) : .zero
        let end = footerStart + footerLength
        flushPlaced()
        store.endSection(header: state.header, footer: footer, background: background, extent: (state.sectionStart, end))
        store.openSection = nil
        store.contentSize = frame(main: 0, cross: 0, mainLength: end, crossLength: m.crossLength, m).size
        return true
    }

    // MARK: - Lines

    /// Places a line that is not its section's last: justified, or centred when it holds one item.
    /// Returns the gap between its items.
    private func placeFullLine(_ line: [ItemSize], top: Double, _ m: Metrics) -> Double {
        guard line.count > 1 else {
            place(line, top: top, from: m.crossStart + (m.usable - line[0].cross) / 2, gap: 0, m)
            return 0
        }
        var total = 0.0
        for size in line { total += size.cross }
        let gap = (m.usable - total) / Double(line.count - 1)
        place(line, top: top, from: m.crossStart, gap: gap, m)
        return gap
    }

    /// Places a section's last line: on the grid's columns when the section is uniform, else
    /// left-aligned at the minimum spacing.
    private func placeLastLine(_ line: [ItemSize], top: Double, shape: Shape, grid: Grid?, _ m: Metrics) {
        guard case .uniform(let size) = shape else {
            return place(line, top: top, from: m.crossStart, gap: m.interitemSpacing, m)
        }
        let columns = grid ?? singleLineGrid(size, lineCount: line.count, m)
        if columns.count == 1 {
            place(line, top: top, from: m.crossStart + (m.usable - size.cross) / 2, gap: 0, m)
        } else {
            place(line, top: top, from: m.crossStart, gap: columns.gap, m)
        }
    }

    /// The columns a full line of items of `size` would have, for a section of a single line.
    private func singleLineGrid(_ size: ItemSize, lineCount: Int, _ m: Metrics) -> Grid {
        let w = size.cross, s = m.interitemSpacing
        // n items fit when n·w + (n−1)·s ≤ usable. Cap the estimate: tiny items must not overflow Int.
        let cap = 1_000_000_000_000
        var n = Int(min(((m.usable + s) / (w + s)).rounded(.down), Double(cap)))
        while n > 1 && Double(n) * w + Double(n - 1) * s > m.usable { n -= 1 }
        while n < cap && Double(n + 1) * w + Double(n) * s <= m.usable { n += 1 }
        n = max(n, lineCount, 1)
        guard n > 1 else { return Grid(count: 1, gap: 0) }
        return Grid(count: n, gap: (m.usable - Double(n) * w) / Double(n - 1))
    }

    /// Appends the cells of a line: each centred on the line's thickest item, the first at `from`
    /// across, each next one `gap` after the previous.
    private func place(_ line: [ItemSize], top: Double, from start: Double, gap: Double, _ m: Metrics) {
        let thickness = Self.thickness(of: line)
        var cross = start
        for size in line {
            placed.append(frame(main: top + (thickness - size.main) / 2, cross: cross, mainLength: size.main, crossLength: size.cross, m))
            cross = cross + size.cross + gap
        }
        if placed.count >= Self.hintRun { flushPlaced() }
    }

    /// Moves the cells placed so far to the store, in order.
    private func flushPlaced() {
        placed.withUnsafeBufferPointer { store.appendCells($0) }
        placed.removeAll(keepingCapacity: true)
    }

    /// A line's length along the scroll axis: its tallest item (widest, scrolling sideways).
    private static func thickness(of line: [ItemSize]) -> Double {
        var result = 0.0
        for size in line { result = max(result, size.main) }
        return result
    }

    // MARK: - Self-sizing

    public var selfSizesItems: Bool { configuration.selfSizing && configuration.scrollDirection == .vertical }

    public func actualSize(forItemAt indexPath: IndexPath) -> Size? {
        guard selfSizesItems, let height = actual.height(section: indexPath.section, item: indexPath.item),
            let frame = layoutAttributesForItem(at: indexPath)?.frame
        else { return nil }
        return Size(width: frame.width, height: height)
    }

    public var actualSizeCount: Int { actual.count }

    /// Keeps the preferred height (the width stays the layout's) and invalidates from the item
    /// on; the next `prepare` lays out again from the start of a line at or before it.
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

    // MARK: - Input

    /// The metrics of `section`, with its own options.
    private func metrics(_ section: Int, _ dataSource: any LayoutDataSource) throws(LayoutError) -> Metrics {
        let options = try configuration.forSection(section, asking: dataSource)
        let inset = options.sectionInset
        let direction = configuration.scrollDirection
        let crossLength: Double, crossStart: Double, crossEnd: Double, before: Double, after: Double
        switch direction {
        case .vertical:
            (crossLength, crossStart, crossEnd, before, after) = (bounds.width, inset.left, inset.right, inset.top, inset.bottom)
        case .horizontal:
            (crossLength, crossStart, crossEnd, before, after) = (bounds.height, inset.top, inset.bottom, inset.left, inset.right)
        }
        let dimension = direction == .vertical ? "width" : "height"
        guard crossLength.isFinite, crossLength <= 1e7 else {
            throw .boundsTooSmall("the viewport \(dimension) must be a finite number of at most 10000000 points, not \(crossLength)")
        }
        let usable = crossLength - crossStart - crossEnd
        guard usable > 0 else {
            throw .boundsTooSmall(
                "a viewport \(dimension) of \(crossLength) pt leaves no room for items between section insets of \(crossStart) and \(crossEnd)")
        }
        return Metrics(
            direction: direction, crossLength: crossLength, crossStart: crossStart, usable: usable, insetBefore: before,
            insetAfter: after, lineSpacing: options.lineSpacing, interitemSpacing: options.interitemSpacing,
            itemSize: options.itemSize)
    }

    /// The size of an item, across and along the scroll axis, clamped to the usable cross length.
    private func itemSize(_ hint: SizeHint, at indexPath: IndexPath, _ m: Metrics) throws(LayoutError) -> ItemSize {
        let width = hint.width ?? m.itemSize.width
        let height = hint.height ?? m.itemSize.height
        try Self.checkItemLength(width, "width", indexPath)
        try Self.checkItemLength(height, "height", indexPath)
        switch m.direction {
        case .vertical: return ItemSize(main: height, cross: min(width, m.usable))
        case .horizontal: return ItemSize(main: width, cross: min(height, m.usable))
        }
    }

    @inline(__always)
    private static func checkItemLength(_ value: Double, _ name: StaticString, _ indexPath: IndexPath) throws(LayoutError) {
        guard value.isFinite, value > 0, value <= 1e7 else {
            throw .invalidValue("item \(indexPath) has \(name) \(value); it must be a finite number greater than 0 and at most 10000000")
        }
    }

    /// How many size hints `layOutItems` asks the data source for at a time.
    private static let hintRun = 1024

    /// A header's or footer's length along the scroll axis: the data source's, else the configured one.
    private func supplementaryLength(_ given: Double?, _ name: String, _ section: Int) throws(LayoutError) -> Double {
        let options = configuration.forSection(section)
        let length = given ?? (name == "header" ? options.headerHeight : options.footerHeight)
        guard length.isFinite, length >= 0, length <= 1e7 else {
            throw .invalidValue("the \(name) of section \(section) has height \(length); it must be a finite number from 0 to 10000000")
        }
        return length
    }

    private func frame(main: Double, cross: Double, mainLength: Double, crossLength: Double, _ m: Metrics) -> Rect {
        switch m.direction {
        case .vertical: return Rect(x: cross, y: main, width: crossLength, height: mainLength)
        case .horizontal: return Rect(x: main, y: cross, width: mainLength, height: crossLength)
        }
    }
}
