/// The mosaic of seed 001 (`CustomCollectionViewLayout`): a repeating tile of eight items of three
/// sizes, all derived from the usable width.
///
/// With `W = bounds.width − sectionInset.left − sectionInset.right`, one tile (items `8k…8k+7`)
/// is, from its top:
///
///     ┌─────────┬─────────┐  0, 1: W/2 × W/2
///     │    0    │    1    │
///     ├─────────┴───┬─────┤  2: 2W/3 × 4W/9;  3, 4: W/3 × 2W/9 stacked at its right
///     │             │  3  │
///     │      2      ├─────┤
///     │             │  4  │
///     ├─────┬───────┴─────┤  5, 6: W/3 × 2W/9 stacked at the left;  7: 2W/3 × 4W/9
///     │  5  │             │
///     ├─────┤      7      │
///     │  6  │             │
///     └─────┴─────────────┘  tile height W/2 + 8W/9
///
/// Items are offset by `sectionInset.left`. There is no spacing between items, as in the
/// original: `lineSpacing`, `interitemSpacing`, `itemSize`, `columns` and size hints do not apply.
///
/// Per section, top to bottom: header (the data source's height, else `headerHeight`),
/// `sectionInset.top`, the tiles (restarting at slot 0), `sectionInset.bottom`, footer, then
/// `sectionSpacing` before the next section. A partial last tile ends at its lowest item, so
/// every item lies inside the content (the original cut the last row off). Headers pin and
/// sections get backgrounds when the configuration asks (see `StoredLayout`).
///
/// Appending items to the last section lays out only the new items, continuing the tile.
public final class MosaicLayout: StoredLayout {
    public let name = "mosaic"
    public let configuration: LayoutConfiguration
    public var bounds: Rect
    public private(set) var store = LayoutStore(direction: .vertical)

    private var pending: Invalidation = .everything
    /// Where the last section stands, to continue its tiles when items are appended.
    private var tail = Tail()

    private struct Tail {
        /// The width the layout was computed for.
        var width: Double = 0
        var tile = Tile(top: 0, left: 0, width: 0)
        var itemsTop: Double = 0
        /// The bottom of the lowest item laid out in the last section (`itemsTop` when none).
        var itemsBottom: Double = 0
        var headerFrame: Rect = .zero
        var sectionTop: Double = 0
    }

    /// The number of items in one tile.
    public static let itemsPerTile = 8

    public init(configuration: LayoutConfiguration = LayoutConfiguration(), bounds: Rect) {
        self.configuration = configuration
        self.bounds = bounds
    }

    public func invalidate(_ invalidation: Invalidation) {
        pending = max(pending, invalidation)
    }

    /// Lays out what the pending invalidation asks for.
    ///
    /// - Throws: `LayoutError` for a bad configuration, a width that leaves no room between the
    ///   insets, or bad counts or header/footer heights from the data source; the layout is then
    ///   empty and the next `prepare` starts over.
    /// - Complexity: O(n) for everything, O(k) for k appended items.
    public func prepare(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        try performPendingWork(
            &pending, canAppend: bounds.width == tail.width && store.differsOnlyByAppendedItems(dataSource),
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
        try configuration.validate()
        let width = bounds.width
        guard width.isFinite, width > 0 else { throw .boundsTooSmall("the viewport width must be a positive number, not \(width)") }
        guard width <= 1e7 else { throw .invalidValue("the viewport width of \(width) pt is too large (at most 10000000)") }
        for section in 0..<max(1, configuration.sections.count) {
            let inset = configuration.forSection(section).sectionInset
            guard width - inset.horizontal > 0 else {
            throw .boundsTooSmall(
                "a viewport width of \(points(width)) pt leaves no room for the mosaic between insets of \(points(inset.left)) and \(points(inset.right)) pt")
            }
        }
        let counts = try dataSource.validatedItemCounts()
        let sections = counts.count
        store.removeAll(reservingCapacity: counts.reduce(0, +))
        tail = Tail()
        tail.width = width
        store.contentSize = Size(width: width, height: 0)
        var top = 0.0
        for section in 0..<sections {
            store.beginSection(section)
            let inset = try configuration.forSection(section, asking: dataSource).sectionInset
            guard width - inset.horizontal > 0 else {
                throw .boundsTooSmall(
                    "a viewport width of \(points(width)) pt leaves no room for the mosaic of section \(section) between insets of \(points(inset.left)) and \(points(inset.right)) pt")
            }
            let usable = width - inset.horizontal
            let headerHeight = try height(dataSource.headerHeight(inSection: section), "header", section)
            tail.sectionTop = top
            tail.headerFrame = Rect(x: 0, y: top, width: width, height: headerHeight)
            tail.itemsTop = top + headerHeight + inset.top
            tail.itemsBottom = tail.itemsTop
            tail.tile = Tile(top: tail.itemsTop, left: inset.left, width: usable)
            try layOutItems(of: section, from: 0, dataSource)
            top = store.sectionExtent(section).max + (section < sections - 1 ? configuration.sectionSpacing : 0)
        }
    }

    /// Places items `first...` of `section` (the last section laid out) and closes the section.
    private func layOutItems(of section: Int, from first: Int, _ dataSource: any LayoutDataSource) throws(LayoutError) {
        let count = dataSource.numberOfItems(inSection: section)
        let perTile = Self.itemsPerTile
        // `tail.tile` is the tile of item `first`: a new tile starts at each multiple of 8.
        var tile = tail.tile
        var itemsBottom = tail.itemsBottom
        store.appendCells(count: max(first, count) - first) { k in
            let item = first + k
            let slot = item % perTile
            if slot == 0 && item != first { tile = tile.next() }
            let frame = tile.frame(slot)
            itemsBottom = max(itemsBottom, frame.maxY)
            return frame
        }
        tail.tile = tile
        tail.itemsBottom = itemsBottom
        if count > first && count % perTile == 0 { tail.tile = tail.tile.next() }

        let options = try configuration.forSection(section, asking: dataSource)
        let inset = options.sectionInset
        let width = bounds.width
        let footerHeight = try height(dataSource.footerHeight(inSection: section), "footer", section)
        let footer = Rect(x: 0, y: tail.itemsBottom + inset.bottom, width: width, height: footerHeight)
        let header = tail.headerFrame
        let background = options.sectionBackgrounds
            ? Rect(x: 0, y: header.maxY, width: width, height: footer.minY - header.maxY) : .zero
        store.endSection(header: header, footer: footer, background: background, extent: (tail.sectionTop, footer.maxY))
        store.contentSize = Size(width: width, height: footer.maxY)
    }

    /// A header or footer height: the data source's, else the configuration's.
    private func height(_ given: Double?, _ what: String, _ section: Int) throws(LayoutError) -> Double {
        let options = configuration.forSection(section)
        guard let value = given else { return what == "header" ? options.headerHeight : options.footerHeight }
        guard value.isFinite, value >= 0, value <= 1e7 else {
            throw .invalidValue("section \(section) has a \(what) height of \(value); it must be between 0 and 10000000")
        }
        return value
    }
}

// MARK: - The tile

extension MosaicLayout {
    /// The geometry of one 8-item tile.
    ///
    /// Edges are computed forward, each from the one above or to its left, as the original's
    /// cursor does, so that neighbours touch exactly and never overlap by a rounding error.
    struct Tile {
        let top: Double
        let left: Double
        let width: Double
        let half: Double
        let third: Double
        let twoThirds: Double
        let large: Double
        let small: Double
        /// Bottom of the two squares: top of items 2, 3.
        let squaresBottom: Double
        /// Top of item 4.
        let fourTop: Double
        /// Bottom of items 2 and 4: top of items 5, 7.
        let middleBottom: Double
        /// Top of item 6.
        let sixTop: Double
        /// Bottom of the tile: top of the next one.
        let bottom: Double

        init(top: Double, left: Double, width: Double) {
            self.top = top
            self.left = left
            self.width = width
            half = width / 2
            third = width / 3
            twoThirds = width * 2 / 3
            large = twoThirds * 2 / 3
            small = third * 2 / 3
            squaresBottom = top + half
            fourTop = squaresBottom + small
            middleBottom = max(squaresBottom + large, fourTop + small)
            sixTop = middleBottom + small
            bottom = max(middleBottom + large, sixTop + small)
        }

        /// The tile below this one.
        func next() -> Tile {
            Tile(top: bottom, left: left, width: width)
        }

        /// The frame of the item in `slot` (0..<8).
        func frame(_ slot: Int) -> Rect {
            switch slot {
            case 0: return Rect(x: left, y: top, width: half, height: half)
            case 1: return Rect(x: left + half, y: top, width: half, height: half)
            case 2: return Rect(x: left, y: squaresBottom, width: twoThirds, height: large)
            case 3: return Rect(x: left + twoThirds, y: squaresBottom, width: third, height: small)
            case 4: return Rect(x: left + twoThirds, y: fourTop, width: third, height: small)
            case 5: return Rect(x: left, y: middleBottom, width: third, height: small)
            case 6: return Rect(x: left, y: sixTop, width: third, height: small)
            default: return Rect(x: left + third, y: middleBottom, width: twoThirds, height: large)
            }
        }
    }
}

/// A length for a message: `100` rather than `100.0`.
private func points(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
