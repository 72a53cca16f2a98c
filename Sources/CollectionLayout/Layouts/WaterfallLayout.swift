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
        var itemCounts: [Int] = []
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
        do throws(LayoutError) {
            switch pending {
            case .none:
                return
            case .appendedItems where canAppend(dataSource):
                let section = dataSource.numberOfSections - 1
                let total = store.numberOfCells - store.numberOfItems(inSection: section)
                guard dataSource.numberOfItems(inSection: section) <= 100_000_000 - total else {
                    throw .invalidValue("section \(section) has too many items: the layout holds at most 100000000")
                }
                store.reopenLastSection(keepingItems: tail.itemCounts[section])
                try layOutItems(of: section, from: tail.itemCounts[section], dataSource)
            default:
                try layOutEverything(dataSource)
            }
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
    }

    /// Whether only items at the end of the last section were added since the last layout.
    private func canAppend(_ dataSource: any LayoutDataSource) -> Bool {
        let sections = dataSource.numberOfSections
        guard sections > 0, sections == tail.itemCounts.count, store.numberOfSections == sections else { return false }
        for section in 0..<sections - 1 where dataSource.numberOfItems(inSection: section) != tail.itemCounts[section] {
            return false
        }
        return dataSource.numberOfItems(inSection: sections - 1) >= tail.itemCounts[sections - 1]
    }

    private func layOutEverything(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        try validate(dataSource)
        let counts = try dataSource.validatedItemCounts()
        let sections = counts.count
        store.removeAll(reservingCapacity: counts.reduce(0, +))
        tail = Tail()
        tail.itemCounts = Array(repeating: 0, count: sections)
        var top = 0.0
        for section in 0..<sections {
            store.beginSection(section)
            let inset = configuration.sectionInset
            let headerHeight = dataSource.headerHeight(inSection: section) ?? configuration.headerHeight
            let columns = dataSource.columnCount(inSection: section) ?? configuration.columns
            guard columns >= 1 else { throw .invalidValue("section \(section) has \(columns) columns; it needs at least 1") }
            let width = bounds.width
            tail.sectionTop = top
            tail.headerFrame = Rect(x: 0, y: top, width: width, height: max(0, headerHeight))
            tail.itemsTop = top + max(0, headerHeight) + inset.top
            let usable = width - inset.horizontal - configuration.interitemSpacing * Double(columns - 1)
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
        let inset = configuration.sectionInset
        let spacing = configuration.lineSpacing
        for item in first..<max(first, count) {
            let hint = dataSource.sizeHint(forItemAt: IndexPath(section: section, item: item))
            let height = try itemHeight(hint, columnWidth: tail.columnWidth, at: IndexPath(section: section, item: item))
            var column = 0
            for candidate in 1..<tail.columnHeights.count where tail.columnHeights[candidate] < tail.columnHeights[column] {
                column = candidate
            }
            let x = inset.left + Double(column) * (tail.columnWidth + configuration.interitemSpacing)
            let y = tail.columnHeights[column]
            store.appendCell(Rect(x: x, y: y, width: tail.columnWidth, height: height))
            tail.columnHeights[column] = y + height + spacing
        }
        tail.itemCounts[section] = max(first, count)
        // The columns end at the tallest column, less the spacing after its last item.
        let itemsBottom = count == 0 ? tail.itemsTop : (tail.columnHeights.max() ?? tail.itemsTop) - spacing
        let width = bounds.width
        let footerHeight = max(0, dataSource.footerHeight(inSection: section) ?? configuration.footerHeight)
        let footer = Rect(x: 0, y: itemsBottom + inset.bottom, width: width, height: footerHeight)
        let background = configuration.sectionBackgrounds
            ? Rect(x: 0, y: tail.headerFrame.maxY, width: width, height: footer.minY - tail.headerFrame.maxY) : .zero
        store.endSection(header: tail.headerFrame, footer: footer, background: background, extent: (tail.sectionTop, footer.maxY))
        store.contentSize = Size(width: width, height: footer.maxY)
    }

    private func itemHeight(_ hint: SizeHint, columnWidth: Double, at indexPath: IndexPath) throws(LayoutError) -> Double {
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
