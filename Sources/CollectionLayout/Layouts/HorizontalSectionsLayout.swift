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
/// The header row is `options.headerHeight` for every section (the data source's
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
public typealias HorizontalSectionsLayout = LazyStoredLayout<HorizontalSectionsEngine>

extension LazyStoredLayout where Engine == HorizontalSectionsEngine {
    /// The number of items a column holds for these options and `bounds.height`.
    ///
    /// - Throws: `LayoutError.invalidValue` for bad options or a height above 10 000 000;
    ///   `LayoutError.boundsTooSmall` for a height that is not positive or cannot hold one item.
    /// - Complexity: O(1)
    public func itemsPerColumn() throws(LayoutError) -> Int { try engine.itemsPerColumn(section: 0, bounds: bounds) }

    /// The number of items a column of `section` holds, with the section's own options (the
    /// header row stays the layout's `headerHeight`: it is shared).
    public func itemsPerColumn(section: Int) throws(LayoutError) -> Int { try engine.itemsPerColumn(section: section, bounds: bounds) }
}

/// The sideways sections' placement rule (see `HorizontalSectionsLayout`): columns of items by
/// arithmetic, so its far jumps land exactly and its content width is known before its items
/// are laid out.
public struct HorizontalSectionsEngine: LazyLayoutEngine {
    public let options: HorizontalOptions

    /// The open section's state.
    public struct State {
        /// Items per column.
        var perColumn = 1
        /// The top of each row, computed forward (`rowTops[r + 1] = rowTops[r] + itemHeight + lineSpacing`).
        var rowTops: [Double] = []
        var sectionLeft: Double = 0
        /// The section's header (spanning all its columns) and where the section ends.
        var header: Rect = .zero
        var end: Double = 0
        /// The section's background, under its header down to the bottom of the bounds.
        var background: Rect = .zero
        /// The options of the open section.
        var options = HorizontalOptions()
    }

    public static let name = "horizontal"
    public static var emptyState: State { State() }

    public init(options: HorizontalOptions) {
        self.options = options
    }

    public var scrollDirection: ScrollDirection { .horizontal }
    public var placesBackgroundsWhenOpening: Bool { true }

    /// The number of items a column of `section` holds, with the section's own options (the
    /// header row stays the layout's `headerHeight`: it is shared).
    func itemsPerColumn(section: Int, bounds: Rect) throws(LayoutError) -> Int {
        try options.validate()
        // A section overrides no header height: the row is shared.
        let sectionOptions = options.forSection(section)
        let height = bounds.height
        guard height.isFinite, height > 0 else {
            throw .boundsTooSmall("the viewport height must be a positive number, not \(height)")
        }
        guard height <= 1e7 else { throw .invalidValue("the viewport height of \(height) pt is too large (at most 10000000)") }
        let inset = sectionOptions.sectionInset
        let item = sectionOptions.itemSize.height
        let spacing = sectionOptions.lineSpacing
        let available = height - sectionOptions.headerHeight - inset.vertical
        guard available >= item else {
            var message = "the viewport height of \(height.wholeOrDecimalText) pt cannot hold one \(item.wholeOrDecimalText)-pt item"
            if sectionOptions.headerHeight > 0 { message += " under a \(sectionOptions.headerHeight.wholeOrDecimalText)-pt header" }
            if inset.vertical > 0 { message += " with insets of \(inset.top.wholeOrDecimalText) and \(inset.bottom.wholeOrDecimalText) pt" }
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

    /// The options of every section given must fit the height, whether or not the data has that section.
    public func validate(bounds: Rect, _ dataSource: any LayoutDataSource) throws(LayoutError) {
        for section in 0..<max(1, options.sections.count) { _ = try itemsPerColumn(section: section, bounds: bounds) }
    }

    /// The section with its header spanning all its columns (an empty section keeps one item's width).
    public func openSection(_ section: Int, at start: Double, in context: LazyLayoutContext) throws(LayoutError) -> State {
        let count = context.counts[section]
        var state = State()
        state.sectionLeft = start
        state.perColumn = try itemsPerColumn(section: section, bounds: context.bounds)
        state.options = options.forSection(section)
        state.rowTops = [options.headerHeight + state.options.sectionInset.top]
        let right = columnLeft(max(0, count - 1) / state.perColumn, state) + state.options.itemSize.width
        let width = right - state.sectionLeft
        state.header = Rect(x: state.sectionLeft, y: 0, width: width, height: options.headerHeight)
        state.end = max(right, state.header.maxX)
        state.background = state.options.sectionBackgrounds
            ? Rect(x: state.sectionLeft, y: state.header.maxY, width: width, height: context.bounds.height - state.header.maxY) : .zero
        return state
    }

    /// A run inside a section opens the section at its start: its header spans the section.
    public func seedState(section: Int, item: Int, top: Double, in context: LazyLayoutContext) throws(LayoutError) -> State? { nil }

    /// Places the items of `run`.
    public func placeItems(
        _ run: LazyItemRun, state: inout State, into store: inout LayoutStore, in context: LazyLayoutContext
    ) throws(LayoutError) -> Int {
        let first = run.first, end = run.end
        let size = state.options.itemSize
        let perColumn = state.perColumn
        var s = state
        store.appendCells(count: end - first) { k in
            let item = first + k
            return Rect(x: columnLeft(item / perColumn, s), y: rowTop(item % perColumn, &s), width: size.width, height: size.height)
        }
        state = s
        return end
    }

    /// The section was ended whole when it opened: its content ends at its right edge.
    public func closeSection(
        _ section: Int, count: Int, state: State, into store: inout LayoutStore, in context: LazyLayoutContext
    ) throws(LayoutError) {
        store.contentSize = Size(width: state.end, height: context.bounds.height)
    }

    /// The whole section, known when it opens.
    public func openFrames(_ state: State) -> (header: Rect, background: Rect, extent: (min: Double, max: Double)) {
        (state.header, state.background, (state.sectionLeft, state.end))
    }

    /// Items not placed start at the next item's column or later. (As the reach too: the
    /// section's end is known ahead, and would make the mean length per item far too long.)
    public func frontier(of state: State, item: Int) -> Double { columnLeft(item / state.perColumn, state) }
    /// After a closed section, the next one starts a section spacing later.
    public func closedFrontier(_ store: LayoutStore) -> Double { store.nextSectionStart(spacing: options.sectionSpacing) }
    public func top(of state: State) -> Double { state.sectionLeft }
    public func shifted(_ state: State, by delta: Double) -> State { state }

    /// A run starts at a column's first item.
    public func runStart(for path: IndexPath, in context: LazyLayoutContext) throws(LayoutError) -> IndexPath {
        let perColumn = try itemsPerColumn(section: path.section, bounds: context.bounds)
        return IndexPath(section: path.section, item: path.item - path.item % perColumn)
    }

    /// Where the column holding `path` starts (its section's left edge for item 0).
    ///
    /// - Complexity: O(sections before `path`)
    public func exactTop(of path: IndexPath, in context: LazyLayoutContext) -> Double? {
        guard path.section < context.counts.count, let left = try? sectionLeft(path.section, context),
            let perColumn = try? itemsPerColumn(section: path.section, bounds: context.bounds)
        else { return nil }
        let options = options.forSection(path.section)
        return left + Double(path.item / perColumn) * (options.itemSize.width + options.interitemSpacing)
    }

    public var knowsExactContentLength: Bool { true }

    /// Column arithmetic gives the width before the items are laid out.
    public func exactContentLength(in context: LazyLayoutContext) -> Double? {
        guard let left = try? sectionLeft(context.counts.count, context) else { return nil }
        return left - (context.counts.isEmpty ? 0 : options.sectionSpacing)
    }

    /// An edit lays its section out again: the header spans the section's new columns.
    public func relayoutStart(for path: IndexPath) -> IndexPath? { nil }

    /// The left edge of `section`: the widths of the sections before it, each `sectionSpacing` apart.
    private func sectionLeft(_ section: Int, _ context: LazyLayoutContext) throws(LayoutError) -> Double {
        var left = 0.0
        for s in 0..<section {
            let options = options.forSection(s)
            let columns = max(0, context.counts[s] - 1) / (try itemsPerColumn(section: s, bounds: context.bounds)) + 1
            let width = Double(columns - 1) * (options.itemSize.width + options.interitemSpacing) + options.itemSize.width
            left += width + options.sectionSpacing
        }
        return left
    }

    /// The left edge of column `column` of the open section.
    private func columnLeft(_ column: Int, _ state: State) -> Double {
        state.sectionLeft + Double(column) * (state.options.itemSize.width + state.options.interitemSpacing)
    }

    /// The top of row `row`, extending the forward-computed row tops as needed.
    private func rowTop(_ row: Int, _ state: inout State) -> Double {
        while state.rowTops.count <= row {
            state.rowTops.append(state.rowTops[state.rowTops.count - 1] + state.options.itemSize.height + state.options.lineSpacing)
        }
        return state.rowTops[row]
    }
}
