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
/// Appending items to the last section re-lays only its last line and the new items.
public final class FlowLayout: StoredLayout, SelfSizingLayout {
    public let name = "flow"
    public let configuration: LayoutConfiguration
    public var bounds: Rect
    public private(set) var store: LayoutStore

    private var pending: Invalidation = .everything
    /// Self-sizing: measured heights, by index path.
    private var actual = ActualSizeCache()
    /// Self-sizing: a measured item changed size, so lay out again (everything: a changed line
    /// thickness moves every later line).
    private var pendingMeasured = false
    /// Items per section at the last layout, to recognise appends.
    /// Where the last section's lines stand, to continue them when items are appended.
    private var tail: Tail?

    /// The lengths a layout pass works with, along the scroll axis (main) and across it (cross).
    private struct Metrics: Equatable {
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
    private struct ItemSize: Equatable {
        var main: Double
        var cross: Double
    }

    /// Whether the items seen so far share one size.
    private enum Shape: Equatable {
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
    private struct Grid {
        var count: Int
        var gap: Double
    }

    /// The state of the section being laid out, kept for the last one.
    private struct Tail {
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
    public static let maximumItemCount = 100_000_000

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

    /// Lays out what `invalidate` asked for.
    ///
    /// - Throws: `LayoutError` for a bad configuration, bad data or bounds leaving no room for a
    ///   line. The layout is then empty and stays invalid, so the next `prepare` tries again.
    /// - Complexity: O(n·L) for a full layout of n items, where L (the rect index's lanes) is at
    ///   most the items of a line; O(sections + (k + l)·L) after `.appendedItems`, for k new items
    ///   and l items on the last line.
    public func prepare(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        if pendingMeasured {
            pendingMeasured = false
            pending = .everything
        }
        try performPendingWork(
            &pending, canAppend: canAppend(dataSource),
            append: { () throws(LayoutError) in try layOutAppendedItems(dataSource) },
            everything: { () throws(LayoutError) in try layOutEverything(dataSource) },
            reset: {
                store.removeAll()
                placed.removeAll()
                tail = nil
            })
        #if CVSIM_INTERNAL_CHECKS
        store.checkInvariants()
        #endif
    }

    // MARK: - Layout passes

    /// Whether only items at the end of the last section were added since the last layout, with
    /// the same metrics.
    private func canAppend(_ dataSource: any LayoutDataSource) -> Bool {
        guard let tail, store.numberOfSections > 0, (try? metrics(store.numberOfSections - 1, dataSource)) == tail.metrics else { return false }
        return store.differsOnlyByAppendedItems(dataSource)
    }

    private func layOutAppendedItems(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        guard var state = tail else { return try layOutEverything(dataSource) }
        let section = store.numberOfSections - 1
        let count = dataSource.numberOfItems(inSection: section)
        try store.checkAppendedCount(count, limit: Self.maximumItemCount)
        // The old last line may now be full (justified) and the section's shape may change: re-lay
        // that line along with the new items.
        store.reopenLastSection(keepingItems: state.lineStart)
        try layOutItems(of: section, count: count, state: &state, dataSource)
        tail = state
    }

    private func layOutEverything(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        try configuration.validate()
        let first = try metrics(0, dataSource)
        let counts = try dataSource.validatedItemCounts(limit: Self.maximumItemCount)
        let sections = counts.count
        store.removeAll(reservingCapacity: counts.reduce(0, +))
        tail = nil
        store.contentSize = frame(main: 0, cross: 0, mainLength: 0, crossLength: first.crossLength, first).size
        var start = 0.0
        for section in 0..<sections {
            let metrics = try metrics(section, dataSource)
            store.beginSection(section)
            let headerLength = try supplementaryLength(dataSource.headerHeight(inSection: section), "header", section)
            let header = frame(main: start, cross: 0, mainLength: headerLength, crossLength: metrics.crossLength, metrics)
            let itemsStart = start + headerLength + metrics.insetBefore
            var state = Tail(
                metrics: metrics, sectionStart: start, header: header, itemsStart: itemsStart, lineStart: 0,
                lineTop: itemsStart, shapeBeforeLine: .empty, grid: nil)
            try layOutItems(of: section, count: counts[section], state: &state, dataSource)
            tail = state
            start = store.sectionExtent(section).max + (section < sections - 1 ? configuration.sectionSpacing : 0)
        }
    }

    /// Places items `state.lineStart..<count` of `section` (the last section begun) line by line,
    /// then its footer and background, and closes the section.
    private func layOutItems(
        of section: Int, count: Int, state: inout Tail, _ dataSource: any LayoutDataSource
    ) throws(LayoutError) {
        let m = state.metrics
        var line: [ItemSize] = []
        var lineCross = 0.0
        var shape = state.shapeBeforeLine
        var hints: [SizeHint] = []
        var run = state.lineStart..<state.lineStart
        for item in state.lineStart..<max(state.lineStart, count) {
            if item == run.upperBound {
                run = item..<(item + min(count - item, Self.hintRun))
                dataSource.sizeHints(inSection: section, items: run, into: &hints)
                precondition(hints.count == run.count, "sizeHints(inSection:items:into:) must give one hint per item")
                if configuration.selfSizing { actual.apply(section: section, items: run, to: &hints, keepingWidths: true) }
            }
            let size = try itemSize(hints[item - run.lowerBound], at: IndexPath(section: section, item: item), m)
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
        store.contentSize = frame(main: 0, cross: 0, mainLength: end, crossLength: m.crossLength, m).size
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
    /// on; the next `prepare` lays out the whole layout again, keeping the measured heights.
    public func invalidationContext(
        forPreferredLayoutAttributes preferred: LayoutAttributes, withOriginalAttributes original: LayoutAttributes
    ) -> InvalidationContext? {
        let path = preferred.indexPath
        let height = preferred.frame.height
        guard selfSizesItems, preferred.category == .cell, height.isFinite, height > 0, height <= 1e7,
            let current = layoutAttributesForItem(at: path)?.frame
        else { return nil }
        actual.set(height, section: path.section, item: path.item)
        if Float(current.height) == FrameStore.roundedDown(height) { return nil }
        return InvalidationContext(
            invalidatedItemsFrom: path,
            contentOffsetAdjustment: Point(x: 0, y: current.maxY <= bounds.minY ? height - current.height : 0))
    }

    public func invalidate(with context: InvalidationContext) {
        if context.invalidatedItemsFrom != nil { pendingMeasured = true }
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
