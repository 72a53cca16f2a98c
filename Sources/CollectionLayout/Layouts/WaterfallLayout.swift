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
public typealias WaterfallLayout = LazyStoredLayout<WaterfallEngine>

extension LazyStoredLayout where Engine == WaterfallEngine {
    /// The height of an item whose data gives none.
    public static var defaultItemHeight: Double { WaterfallEngine.defaultItemHeight }
}

/// The waterfall's placement rule (see `WaterfallLayout`): items of a section go to the
/// shortest of its columns.
public struct WaterfallEngine: LazyLayoutEngine {
    public let options: WaterfallOptions

    /// The open section's columns.
    public struct State {
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

    /// The height of an item whose data gives none.
    public static let defaultItemHeight: Double = 100
    public static let name = "waterfall"
    public static var emptyState: State { State() }

    public init(options: WaterfallOptions) {
        self.options = options
    }

    public var scrollDirection: ScrollDirection { .vertical }
    public var selfSizesItems: Bool { self.options.selfSizing }

    public func validate(bounds: Rect, _ dataSource: any LayoutDataSource) throws(LayoutError) {
        try self.options.validate()
        guard bounds.width.isFinite, bounds.width > 0 else { throw .boundsTooSmall("the viewport width must be positive") }
        guard bounds.width <= 10_000_000 else { throw .invalidValue("a viewport width of \(bounds.width) pt is too large (at most 10000000)") }
    }

    /// A section starting at `start`: its header, where its items start, its column width, and
    /// empty columns.
    public func openSection(_ section: Int, at start: Double, in context: LazyLayoutContext) throws(LayoutError) -> State {
        let dataSource = context.dataSource
        let options = try self.options.forSection(section, asking: dataSource)
        let inset = options.sectionInset
        let headerHeight = dataSource.headerHeight(inSection: section) ?? options.headerHeight
        let columns = dataSource.columnCount(inSection: section) ?? options.columns
        guard columns >= 1 else { throw .invalidValue("section \(section) has \(columns) columns; it needs at least 1") }
        let width = context.bounds.width
        var state = State()
        state.sectionTop = start
        state.headerFrame = Rect(x: 0, y: start, width: width, height: max(0, headerHeight))
        state.itemsTop = start + max(0, headerHeight) + inset.top
        let usable = width - inset.horizontal - options.interitemSpacing * Double(columns - 1)
        guard usable > 0 else {
            throw .boundsTooSmall("a width of \(width) pt leaves no room for \(columns) columns with these insets and spacing")
        }
        state.columnWidth = usable / Double(columns)
        state.columnHeights = Array(repeating: state.itemsTop, count: columns)
        state.lineSpacing = options.lineSpacing
        state.left = inset.left
        state.pitch = state.columnWidth + options.interitemSpacing
        return state
    }

    /// Inside its section: columns level at `top`, no header.
    public func seedState(section: Int, item: Int, top: Double, in context: LazyLayoutContext) throws(LayoutError) -> State? {
        var state = try openSection(section, at: top, in: context)
        state.headerFrame = Rect(x: 0, y: top, width: context.bounds.width, height: 0)
        state.itemsTop = top
        state.columnHeights = Array(repeating: top, count: state.columnHeights.count)
        return state
    }

    /// Places items `first..<min(count, stopAfter, breakAt)`.
    public func placeItems(
        _ run: LazyItemRun, state: inout State, into store: inout LayoutStore, in context: LazyLayoutContext
    ) throws(LayoutError) -> Int {
        let section = run.section, first = run.first, end = run.end
        let dataSource = context.dataSource
        let spacing = state.lineSpacing
        let columnWidth = state.columnWidth
        var heights = state.columnHeights
        var hints: [SizeHint] = []
        hints.reserveCapacity(min(end - first, Self.hintRun))
        var start = first
        while start < end {
            let stop = start + min(end - start, Self.hintRun)
            dataSource.sizeHints(inSection: section, items: start..<stop, into: &hints)
            precondition(hints.count == stop - start, "sizeHints(inSection:items:into:) must give one hint per item")
            if self.options.selfSizing { context.measured.apply(section: section, items: start..<stop, to: &hints) }
            let origin = Origin(section: section, item: start, left: state.left, pitch: state.pitch)
            try Self.place(hints, origin, columnWidth: columnWidth, spacing: spacing, columns: &heights, into: &store)
            start = stop
        }
        state.columnHeights = heights
        return end
    }

    /// Places the section's footer and background and ends it.
    public func closeSection(
        _ section: Int, count: Int, state: State, into store: inout LayoutStore, in context: LazyLayoutContext
    ) throws(LayoutError) {
        let options = try self.options.forSection(section, asking: context.dataSource)
        // The columns end at the tallest column, less the spacing after its last item.
        let itemsBottom = count == 0 ? state.itemsTop : (state.columnHeights.max() ?? state.itemsTop) - options.lineSpacing
        let footerHeight = max(0, context.dataSource.footerHeight(inSection: section) ?? options.footerHeight)
        store.endSection(
            state.sectionTop, header: state.headerFrame, itemsBottom: itemsBottom + options.sectionInset.bottom,
            footerHeight: footerHeight, background: options.sectionBackgrounds, width: context.bounds.width)
    }

    /// The open section as far as its columns reach.
    public func openFrames(_ state: State) -> (header: Rect, background: Rect, extent: (min: Double, max: Double)) {
        let end = max(state.columnHeights.max() ?? state.itemsTop, state.headerFrame.maxY)
        return (state.headerFrame, .zero, (state.sectionTop, end))
    }

    /// A footer may start a line spacing above the shortest column's next item.
    public func frontier(of state: State, item: Int) -> Double { (state.columnHeights.min() ?? state.itemsTop) - state.lineSpacing }
    public func reach(of state: State, item: Int) -> Double { state.columnHeights.max() ?? state.itemsTop }
    public func top(of state: State) -> Double { state.columnHeights.min() ?? state.itemsTop }

    public func shifted(_ state: State, by delta: Double) -> State {
        var s = state
        s.columnHeights = s.columnHeights.map { $0 + delta }
        s.itemsTop += delta
        s.sectionTop += delta
        s.headerFrame.origin.y += delta
        return s
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

    /// How many size hints `placeItems` asks the data source for at a time.
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

}
