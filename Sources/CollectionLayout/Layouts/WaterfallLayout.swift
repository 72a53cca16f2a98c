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
public final class WaterfallLayout: StoredLayout {
    public let name = "waterfall"
    public let configuration: LayoutConfiguration
    public var bounds: Rect
    public private(set) var store = LayoutStore(direction: .vertical)

    private var pending: Invalidation = .everything
    /// Where the last section's columns end, to continue them when items are appended.
    private var tail = Tail()

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
    }

    /// Lays out what `invalidate` asked for.
    ///
    /// - Throws: `LayoutError` for a bad configuration, bad data or bounds too narrow for the
    ///   columns. The layout is then empty and stays invalid, so the next `prepare` tries again.
    /// - Complexity: O(n·c) for a full layout of n items in c columns; O(sections + k·c) after
    ///   `.appendedItems` for k new items.
    public func prepare(_ dataSource: any LayoutDataSource) throws(LayoutError) {
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
        let sections = counts.count
        store.removeAll(reservingCapacity: counts.reduce(0, +))
        tail = Tail()
        var top = 0.0
        for section in 0..<sections {
            store.beginSection(section)
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
            try layOutItems(of: section, from: 0, dataSource)
            top = store.sectionExtent(section).max + (section < sections - 1 ? configuration.sectionSpacing : 0)
        }
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

    private func validate(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        try configuration.validate()
        guard bounds.width.isFinite, bounds.width > 0 else { throw .boundsTooSmall("the viewport width must be positive") }
        guard bounds.width <= 10_000_000 else { throw .invalidValue("a viewport width of \(bounds.width) pt is too large (at most 10000000)") }
    }
}
