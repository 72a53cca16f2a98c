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
/// sections get backgrounds when the options ask (see `StoredLayout`).
///
/// Appending items to the last section lays out only the new items, continuing the tile.
public typealias MosaicLayout = LazyStoredLayout<MosaicEngine>

extension LazyStoredLayout where Engine == MosaicEngine {
    /// Items per tile: a tile's slots repeat every this many items.
    public static var itemsPerTile: Int { MosaicEngine.itemsPerTile }
}

/// The mosaic's placement rule (see `MosaicLayout`): tiles of eight items, by arithmetic, so its
/// far jumps land exactly.
public struct MosaicEngine: LazyLayoutEngine {
    public let options: MosaicOptions

    /// The open section's state.
    public struct State {
        /// The tile of the next item to place.
        var tile = Tile(top: 0, left: 0, width: 0)
        var itemsTop: Double = 0
        var itemsBottom: Double = 0
        var headerFrame: Rect = .zero
        var sectionTop: Double = 0
    }

    /// Items per tile: a tile's slots repeat every this many items.
    public static let itemsPerTile = 8
    public static let name = "mosaic"
    public static var emptyState: State { State() }

    public init(options: MosaicOptions) {
        self.options = options
    }

    public var scrollDirection: ScrollDirection { .vertical }

    public func validate(bounds: Rect, _ dataSource: any LayoutDataSource) throws(LayoutError) {
        try self.options.validate()
        let width = bounds.width
        guard width.isFinite, width > 0 else { throw .boundsTooSmall("the viewport width must be a positive number, not \(width)") }
        guard width <= 1e7 else { throw .invalidValue("the viewport width of \(width) pt is too large (at most 10000000)") }
        for section in 0..<max(1, self.options.sections.count) {
            let inset = self.options.forSection(section).sectionInset
            guard width - inset.horizontal > 0 else {
            throw .boundsTooSmall(
                "a viewport width of \(width.wholeOrDecimalText) pt leaves no room for the mosaic between insets of \(inset.left.wholeOrDecimalText) and \(inset.right.wholeOrDecimalText) pt")
            }
        }
    }

    public func openSection(_ section: Int, at start: Double, in context: LazyLayoutContext) throws(LayoutError) -> State {
        let dataSource = context.dataSource
        let width = context.bounds.width
        let inset = try self.options.forSection(section, asking: dataSource).sectionInset
        guard width - inset.horizontal > 0 else {
            throw .boundsTooSmall(
                "a viewport width of \(width.wholeOrDecimalText) pt leaves no room for the mosaic of section \(section) between insets of \(inset.left.wholeOrDecimalText) and \(inset.right.wholeOrDecimalText) pt")
        }
        let headerHeight = try height(dataSource.headerHeight(inSection: section), "header", section)
        var state = State()
        state.sectionTop = start
        state.headerFrame = Rect(x: 0, y: start, width: width, height: headerHeight)
        state.itemsTop = start + headerHeight + inset.top
        state.itemsBottom = state.itemsTop
        state.tile = Tile(top: state.itemsTop, left: inset.left, width: width - inset.horizontal)
        return state
    }

    /// The tile starting at `top`, no header.
    public func seedState(section: Int, item: Int, top: Double, in context: LazyLayoutContext) throws(LayoutError) -> State? {
        let width = context.bounds.width
        let inset = try self.options.forSection(section, asking: context.dataSource).sectionInset
        var state = State()
        state.sectionTop = top
        state.headerFrame = Rect(x: 0, y: top, width: width, height: 0)
        state.itemsTop = top
        state.itemsBottom = top
        state.tile = Tile(top: top, left: inset.left, width: width - inset.horizontal)
        return state
    }

    /// Places items `first..<min(count, stopAfter, breakAt)`, tile by tile.
    public func placeItems(
        _ run: LazyItemRun, state: inout State, into store: inout LayoutStore, in context: LazyLayoutContext
    ) throws(LayoutError) -> Int {
        let first = run.first, end = run.end
        let perTile = Self.itemsPerTile
        // `state.tile` is the tile of item `first`: a new tile starts at each multiple of 8.
        var tile = state.tile
        var itemsBottom = state.itemsBottom
        store.appendCells(count: max(first, end) - first) { k in
            let item = first + k
            let slot = item % perTile
            if slot == 0 && item != first { tile = tile.next() }
            let frame = tile.frame(slot)
            itemsBottom = max(itemsBottom, frame.maxY)
            return frame
        }
        state.tile = tile
        state.itemsBottom = itemsBottom
        if end > first && end % perTile == 0 { state.tile = state.tile.next() }
        return end
    }

    /// Places the section's footer and background and ends it.
    public func closeSection(
        _ section: Int, count: Int, state: State, into store: inout LayoutStore, in context: LazyLayoutContext
    ) throws(LayoutError) {
        let dataSource = context.dataSource
        let options = try self.options.forSection(section, asking: dataSource)
        let inset = options.sectionInset
        let footerHeight = try height(dataSource.footerHeight(inSection: section), "footer", section)
        store.endSection(
            state.sectionTop, header: state.headerFrame, itemsBottom: state.itemsBottom + inset.bottom, footerHeight: footerHeight,
            background: options.sectionBackgrounds, width: context.bounds.width)
    }

    /// The open section as far as its items reach.
    public func openFrames(_ state: State) -> (header: Rect, background: Rect, extent: (min: Double, max: Double)) {
        (state.headerFrame, .zero, (state.sectionTop, max(state.itemsBottom, state.headerFrame.maxY)))
    }

    /// Items not placed start at the next tile's top or later (a footer, at the items' bottom).
    public func frontier(of state: State, item: Int) -> Double { state.tile.top }
    public func reach(of state: State, item: Int) -> Double { max(state.itemsBottom, state.tile.top) }
    public func top(of state: State) -> Double { state.tile.top }

    public func shifted(_ state: State, by delta: Double) -> State {
        var s = state
        s.tile = Tile(top: s.tile.top + delta, left: s.tile.left, width: s.tile.width)
        s.itemsTop += delta
        s.itemsBottom += delta
        s.sectionTop += delta
        s.headerFrame.origin.y += delta
        return s
    }

    /// A run starts at a tile's first item.
    public func runStart(for path: IndexPath, in context: LazyLayoutContext) throws(LayoutError) -> IndexPath {
        IndexPath(section: path.section, item: path.item - path.item % Self.itemsPerTile)
    }

    /// The tile arithmetic: where the tile holding `path` starts (its section's top for item 0),
    /// from the heights of the sections before it.
    ///
    /// - Complexity: O(sections before `path`)
    public func exactTop(of path: IndexPath, in context: LazyLayoutContext) -> Double? {
        let dataSource = context.dataSource
        guard path.section < context.counts.count else { return nil }
        let width = context.bounds.width
        var top = 0.0
        for section in 0...path.section {
            guard let header = try? height(dataSource.headerHeight(inSection: section), "header", section),
                let footer = try? height(dataSource.footerHeight(inSection: section), "footer", section),
                let options = try? self.options.forSection(section, asking: dataSource)
            else { return nil }
            let tile = Tile(top: 0, left: 0, width: width - options.sectionInset.horizontal)
            let itemsTop = top + header + options.sectionInset.top
            if section == path.section {
                guard path.item > 0 else { return top }
                return itemsTop + Double(path.item / Self.itemsPerTile) * tile.bottom
            }
            let count = context.counts[section]
            var items = Double(count / Self.itemsPerTile) * tile.bottom
            for slot in 0..<(count % Self.itemsPerTile) { items = max(items, Double(count / Self.itemsPerTile) * tile.bottom + tile.frame(slot).maxY) }
            top = itemsTop + items + options.sectionInset.bottom + footer + self.options.sectionSpacing
        }
        return top
    }

    private func height(_ given: Double?, _ what: String, _ section: Int) throws(LayoutError) -> Double {
        let options = self.options.forSection(section)
        guard let value = given else { return what == "header" ? options.headerHeight : options.footerHeight }
        guard value.isFinite, value >= 0, value <= 1e7 else {
            throw .invalidValue("section \(section) has a \(what) height of \(value); it must be between 0 and 10000000")
        }
        return value
    }
}

// MARK: - The tile

extension MosaicEngine {
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
