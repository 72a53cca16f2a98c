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
/// layout relayouts when the bounds' height changes, not their width or offset. Appending items
/// to the last section lays out only the new items (and widens its header).
public final class HorizontalSectionsLayout: StoredLayout {
    public let name = "horizontal"
    public let configuration: LayoutConfiguration
    public var bounds: Rect
    public private(set) var store = LayoutStore(direction: .horizontal)

    private var pending: Invalidation = .everything
    /// Where the last section stands, to continue its columns when items are appended.
    private var tail = Tail()

    private struct Tail {
        /// The height the layout was computed for.
        var height: Double = 0
        /// Items per column.
        var perColumn = 1
        /// The top of each row, computed forward (`rowTops[r + 1] = rowTops[r] + itemHeight + lineSpacing`),
        /// as far as it was needed.
        var rowTops: [Double] = []
        var sectionLeft: Double = 0
        /// The left edge of the column holding the last item laid out (of the first column when none).
        var columnLeft: Double = 0
        /// The options of the last section.
        var options = LayoutConfiguration()
    }

    public init(configuration: LayoutConfiguration = LayoutConfiguration(), bounds: Rect) {
        self.configuration = configuration
        self.bounds = bounds
    }

    public func invalidate(_ invalidation: Invalidation) {
        pending = max(pending, invalidation)
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

    /// Lays out what the pending invalidation asks for.
    ///
    /// - Throws: `LayoutError` for a bad configuration or counts, or a height that cannot hold
    ///   one item; the layout is then empty and the next `prepare` starts over.
    /// - Complexity: O(n) for everything, O(k) for k appended items.
    public func prepare(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        try performPendingWork(
            &pending, canAppend: bounds.height == tail.height && store.differsOnlyByAppendedItems(dataSource),
            append: { () throws(LayoutError) in
                let (section, first) = try store.reopenForAppendedItems(dataSource)
                layOutItems(of: section, from: first, dataSource)
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
        // The options of every section given must fit the height, whether or not the data has that section.
        for section in 0..<max(1, configuration.sections.count) { _ = try itemsPerColumn(section: section) }
        let counts = try dataSource.validatedItemCounts()
        let sections = counts.count
        store.removeAll(reservingCapacity: counts.reduce(0, +))
        tail = Tail()
        tail.height = bounds.height
        store.contentSize = Size(width: 0, height: bounds.height)
        var left = 0.0
        for section in 0..<sections {
            store.beginSection(section)
            tail.sectionLeft = left
            tail.columnLeft = left
            tail.perColumn = try itemsPerColumn(section: section)
            tail.options = configuration.forSection(section)
            tail.rowTops = [configuration.headerHeight + tail.options.sectionInset.top]
            layOutItems(of: section, from: 0, dataSource)
            left = store.sectionExtent(section).max + configuration.sectionSpacing
        }
    }

    /// Places items `first...` of `section` (the last section laid out) and closes the section.
    private func layOutItems(of section: Int, from first: Int, _ dataSource: any LayoutDataSource) {
        let count = max(first, dataSource.numberOfItems(inSection: section))
        let size = tail.options.itemSize
        let perColumn = tail.perColumn
        let spacing = tail.options.interitemSpacing
        var columnLeft = tail.columnLeft
        store.appendCells(count: count - first) { k in
            let item = first + k
            let row = item % perColumn
            // A new column at each multiple of perColumn, but the first column starts at the section's left.
            if row == 0 && item > 0 { columnLeft = columnLeft + size.width + spacing }
            return Rect(x: columnLeft, y: rowTop(row), width: size.width, height: size.height)
        }
        tail.columnLeft = columnLeft

        // An empty section keeps one item's width.
        let right = tail.columnLeft + size.width
        let width = right - tail.sectionLeft
        let header = Rect(x: tail.sectionLeft, y: 0, width: width, height: configuration.headerHeight)
        let background = tail.options.sectionBackgrounds
            ? Rect(x: tail.sectionLeft, y: header.maxY, width: width, height: bounds.height - header.maxY) : .zero
        let end = max(right, header.maxX)
        store.endSection(header: header, footer: .zero, background: background, extent: (tail.sectionLeft, end))
        store.contentSize = Size(width: end, height: tail.height)
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
