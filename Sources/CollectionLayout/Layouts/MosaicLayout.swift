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
public final class MosaicLayout: LazyLayout, LazyEditableLayout, DetachableLayout {
    public let name = "mosaic"
    public let configuration: LayoutConfiguration
    public var bounds: Rect
    public private(set) var store = LayoutStore(direction: .vertical)

    private var pending: Invalidation = .everything
    /// The first item to lay out again at the next `prepare` (an edit).
    private var pendingFrom: IndexPath?
    /// The open section's state.
    private var tail = Tail()
    /// Whether a section has a background (an open one is closed before a query meeting it is
    /// answered), kept for the last section asked.
    private var backgroundOf = (section: -1, has: false)
    /// How far the items are laid out.
    var progress = LazyProgress<Tail>()
    var contentOffsetAdjustment = 0.0

    struct Tail {
        var width: Double = 0
        /// The tile of the next item to place.
        var tile = Tile(top: 0, left: 0, width: 0)
        var itemsTop: Double = 0
        var itemsBottom: Double = 0
        var headerFrame: Rect = .zero
        var sectionTop: Double = 0
    }

    /// Items per tile: a tile's slots repeat every this many items.
    public static let itemsPerTile = 8

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

    /// Records what `invalidate` asked for and lays out the items in the bounds (and at least
    /// the first `LazyProgress.eagerItems`); queries lay out the rest as they need it.
    ///
    /// - Throws: `LayoutError` when the configuration is invalid, the width is not a positive
    ///   number or leaves no room between the insets, or the data is invalid.
    /// - Complexity: O(sections) plus the items laid out.
    public func prepare(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        do throws(LayoutError) {
            if pending == .none, pendingFrom == nil { return }
            try validate()
            let counts = try dataSource.validatedItemCounts()
            let appended = pending == .appendedItems && WaterfallLayout.onlyAppended(progress.counts, counts)
            if pending == .everything || (pending == .appendedItems && !appended) || bounds.width != tail.width {
                store.removeAll()
                tail = Tail()
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
            tail.width = bounds.width
            store.contentSize = Size(width: bounds.width, height: 0)
            try layOutForPrepare(mainFrom: bounds.minY, to: bounds.maxY)
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

    /// Moves the run back to the last checkpoint at or before `from`.
    private func truncate(to from: IndexPath) {
        if from.item <= 0 {
            // From a section's first item on, its header may change too (a section inserted there).
            if store.contains(section: from.section),
                progress.truncate(beforeSection: from.section, start: store.sectionExtent(from.section).min)
            {
                store.truncate(beforeSection: from.section)
            }
        } else if let kept = progress.truncate(to: from) {
            store.truncate(toSection: kept.section, keepingItems: kept.item)
            tail = kept.state
            markOpen()
        }
    }

    private func validate() throws(LayoutError) {
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
    }

    // MARK: - Laying out lazily

    public var contentSize: Size {
        guard progress.source != nil else { return store.contentSize }
        let end = progress.isOpen ? max(tail.itemsBottom, tail.headerFrame.maxY) : store.end
        let length = progress.estimatedLength(end: end, laidOut: store.numberOfCells, exact: store.end)
        return Size(width: bounds.width, height: length)
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

    var runFrontier: Double { progress.isOpen ? tail.tile.top : store.end }
    var runReach: Double { progress.isOpen ? max(tail.itemsBottom, tail.tile.top) : store.end }

    /// Starts the run at the tile holding `path` (a tile's first item), its top at `top`.
    func startRun(at path: IndexPath, top: Double, seams: [LazyProgress<Tail>.Seam]) throws(LayoutError) {
        guard let dataSource = progress.source else { return }
        let start = IndexPath(section: path.section, item: path.item - path.item % Self.itemsPerTile)
        guard progress.ordinal(of: start) > 0 else { return startPrefix(seams: []) }
        let top = exactTop(of: start) ?? top
        store.removeAll(startingAt: start, top: top)
        tail = Tail()
        tail.width = bounds.width
        guard start.item > 0 else { return progress.detach(at: start, top: top, state: nil, seams: seams) }
        store.beginSection(start.section)
        let inset = try configuration.forSection(start.section, asking: dataSource).sectionInset
        tail.sectionTop = top
        tail.headerFrame = Rect(x: 0, y: top, width: bounds.width, height: 0)
        tail.itemsTop = top
        tail.itemsBottom = top
        tail.tile = Tile(top: top, left: inset.left, width: bounds.width - inset.horizontal)
        markOpen()
        progress.detach(at: start, top: top, state: tail, seams: seams)
    }

    func startPrefix(seams: [LazyProgress<Tail>.Seam]) {
        store.removeAll()
        tail = Tail()
        tail.width = bounds.width
        progress.attach()
        progress.seams = seams
    }

    func shifted(_ state: Tail, by delta: Double) -> Tail {
        var s = state
        s.tile = Tile(top: s.tile.top + delta, left: s.tile.left, width: s.tile.width)
        s.itemsTop += delta
        s.itemsBottom += delta
        s.sectionTop += delta
        s.headerFrame.origin.y += delta
        return s
    }

    func top(of state: Tail) -> Double { state.tile.top }

    func truncateRun(to path: IndexPath) { truncate(to: path) }

    /// The tile arithmetic: where the tile holding `path` starts (its section's top for item 0),
    /// from the heights of the sections before it.
    ///
    /// - Complexity: O(sections before `path`)
    func exactTop(of path: IndexPath) -> Double? {
        guard let dataSource = progress.source, path.section < progress.counts.count else { return nil }
        let width = bounds.width
        var top = 0.0
        for section in 0...path.section {
            guard let header = try? height(dataSource.headerHeight(inSection: section), "header", section),
                let footer = try? height(dataSource.footerHeight(inSection: section), "footer", section),
                let options = try? configuration.forSection(section, asking: dataSource)
            else { return nil }
            let tile = Tile(top: 0, left: 0, width: width - options.sectionInset.horizontal)
            let itemsTop = top + header + options.sectionInset.top
            if section == path.section {
                guard path.item > 0 else { return top }
                return itemsTop + Double(path.item / Self.itemsPerTile) * tile.bottom
            }
            let count = progress.counts[section]
            var items = Double(count / Self.itemsPerTile) * tile.bottom
            for slot in 0..<(count % Self.itemsPerTile) { items = max(items, Double(count / Self.itemsPerTile) * tile.bottom + tile.frame(slot).maxY) }
            top = itemsTop + items + options.sectionInset.bottom + footer + configuration.sectionSpacing
        }
        return top
    }

    /// Lays out runs of items until the query is answered.
    func extend(toMain target: Double, through: IndexPath?, minItems: Int) throws(LayoutError) {
        guard let dataSource = progress.source else { return }
        let sections = progress.counts.count
        let width = bounds.width
        while !progress.isComplete {
            let section = progress.section
            // A background needs its section closed; not when that would lay out a great many items.
            let backgrounds = progress.isOpen && hasBackground(section) && tail.sectionTop < target
                && progress.counts[section] - progress.item <= 4 * progress.tuning.jump
            // Items not placed start at the next tile's top or later (a footer, at the items' bottom).
            let frontier = progress.isOpen ? tail.tile.top : store.end
            if !backgrounds && progress.satisfies(
                frontier: frontier, target: target, through: through, minItems: minItems, laidOut: store.numberOfCells)
            { return }
            guard dataSource.numberOfSections == sections,
                dataSource.numberOfItems(inSection: section) == progress.counts[section]
            else { return }
            // A seam: from here on, the state the run grown backwards started from.
            if progress.seamAtCursor() != nil { tail = takeSeam() }
            if !progress.isOpen {
                let top = store.nextSectionStart(spacing: configuration.sectionSpacing)
                store.beginSection(section)
                let inset = try configuration.forSection(section, asking: dataSource).sectionInset
                guard width - inset.horizontal > 0 else {
                    throw .boundsTooSmall(
                        "a viewport width of \(points(width)) pt leaves no room for the mosaic of section \(section) between insets of \(points(inset.left)) and \(points(inset.right)) pt")
                }
                let headerHeight = try height(dataSource.headerHeight(inSection: section), "header", section)
                tail.sectionTop = top
                tail.headerFrame = Rect(x: 0, y: top, width: width, height: headerHeight)
                tail.itemsTop = top + headerHeight + inset.top
                tail.itemsBottom = tail.itemsTop
                tail.tile = Tile(top: tail.itemsTop, left: inset.left, width: width - inset.horizontal)
                progress.isOpen = true
                progress.item = 0
                markOpen()
                progress.checkpoint(tail)
            }
            let count = progress.counts[section]
            let end = min(count, progress.item + progress.tuning.run, progress.nextSeamItem() ?? Int.max)
            layOutItems(from: progress.item, to: end)
            progress.item = end
            if end == count {
                try closeSection(section, dataSource)
                progress.isOpen = false
                progress.section += 1
                progress.item = 0
            } else {
                markOpen()
                progress.checkpoint(tail)
            }
        }
    }

    private func hasBackground(_ section: Int) -> Bool {
        if backgroundOf.section != section { backgroundOf = (section, configuration.forSection(section).sectionBackgrounds) }
        return backgroundOf.has
    }

    /// Closes the open section in the store provisionally: no footer, its extent as far as its
    /// items reach.
    private func markOpen() {
        let end = max(tail.itemsBottom, tail.headerFrame.maxY)
        store.endSection(header: tail.headerFrame, footer: .zero, background: .zero, extent: (tail.sectionTop, end))
        store.openSection = store.numberOfSections - 1
    }

    /// Places items `first..<end` of the open section, tile by tile.
    private func layOutItems(from first: Int, to end: Int) {
        let perTile = Self.itemsPerTile
        // `tail.tile` is the tile of item `first`: a new tile starts at each multiple of 8.
        var tile = tail.tile
        var itemsBottom = tail.itemsBottom
        store.appendCells(count: max(first, end) - first) { k in
            let item = first + k
            let slot = item % perTile
            if slot == 0 && item != first { tile = tile.next() }
            let frame = tile.frame(slot)
            itemsBottom = max(itemsBottom, frame.maxY)
            return frame
        }
        tail.tile = tile
        tail.itemsBottom = itemsBottom
        if end > first && end % perTile == 0 { tail.tile = tail.tile.next() }
    }

    /// Places the open section's footer and background and closes it.
    private func closeSection(_ section: Int, _ dataSource: any LayoutDataSource) throws(LayoutError) {
        let options = try configuration.forSection(section, asking: dataSource)
        let inset = options.sectionInset
        let width = bounds.width
        let footerHeight = try height(dataSource.footerHeight(inSection: section), "footer", section)
        let footer = Rect(x: 0, y: tail.itemsBottom + inset.bottom, width: width, height: footerHeight)
        let header = tail.headerFrame
        let background = options.sectionBackgrounds
            ? Rect(x: 0, y: header.maxY, width: width, height: footer.minY - header.maxY) : .zero
        store.endSection(header: header, footer: footer, background: background, extent: (tail.sectionTop, footer.maxY))
        store.openSection = nil
        store.contentSize = Size(width: width, height: footer.maxY)
    }

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
