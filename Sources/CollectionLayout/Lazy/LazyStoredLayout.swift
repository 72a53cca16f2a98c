/// The one lazy stored layout: the built-in layouts are this class with their engine
/// (`WaterfallLayout` is `LazyStoredLayout<WaterfallEngine>`, and so on).
///
/// It owns what every lazy layout shares: the `LayoutStore`, the laid-out prefix and its
/// checkpoints (`LazyProgress`), the pending invalidation, the measured sizes of self-sizing
/// items, far jumps to detached runs with their seams and the content offset adjustment they ask
/// the view for (`LazyStoredLayout+Run.swift`). The engine supplies only the placement rule:
/// open a section, place a run of items, close it, and where the open section stands.
///
/// Every query first lays out as far as it needs (`StoredLayout`), so `prepare` does work
/// proportional to the sections and the items in the bounds, and an edit re-lays only from its
/// first changed item (back to a checkpoint).
public final class LazyStoredLayout<Engine: LazyLayoutEngine>: LazyLayout, SelfSizingLayout {
    // (Its stored properties carry no dynamic exclusivity check: the layout is used from one
    // thread, by short accesses that never overlap, and the checks were some 40 runtime calls a
    // scroll step, for the content size alone asked five times.)
    // (Its origin moves at every scroll step; no size is computed from it.)
    @exclusivity(unchecked) public var bounds: Rect { didSet { if bounds.size != oldValue.size { generation &+= 1 } } }
    @exclusivity(unchecked) public internal(set) var store: LayoutStore { didSet { generation &+= 1 } }

    /// The placement rule; it changes only when the screen's guides do (`updateLayoutGuides`).
    @exclusivity(unchecked) private(set) var engine: Engine { didSet { selfSizesItems = engine.selfSizesItems } }
    /// How far the items are laid out, with the state to continue (see `LazyProgress`).
    @exclusivity(unchecked) var progress = LazyProgress<Engine.State>() { didSet { generation &+= 1 } }
    /// The open section's state.
    @exclusivity(unchecked) var state = Engine.emptyState { didSet { generation &+= 1 } }
    /// Counts the changes to what the content size is computed from (the four above, the bounds'
    /// size and the measured sizes), so that it is computed once between two changes: the view
    /// asks for it several times a scroll step.
    @exclusivity(unchecked) private var generation = 0
    @exclusivity(unchecked) private var estimatedSize: (generation: Int, size: Size)?
    /// What the view must add to its content offset to keep what it shows still (accumulated).
    @exclusivity(unchecked) var contentOffsetAdjustment = 0.0

    @exclusivity(unchecked) private var pending: Invalidation = .everything
    /// The first item to lay out again at the next `prepare` (an edit, a measured size).
    @exclusivity(unchecked) private var pendingFrom: IndexPath?
    /// Self-sizing: measured heights, by index path.
    @exclusivity(unchecked) private var measured = ActualSizeCache() { didSet { generation &+= 1 } }
    /// The bounds' length across the scroll axis the prefix was laid out for.
    @exclusivity(unchecked) private var laidOutCross = 0.0
    /// Whether a section has a background (an open one is closed before a query meeting it is
    /// answered), kept for the last section asked.
    @exclusivity(unchecked) private var backgroundOf = (section: -1, has: false)

    /// The adjusted content inset at the start of the scroll axis (top, or left sideways): pinned
    /// headers stay below it, under the bars and the notch, as UIKit pins them.
    @exclusivity(unchecked) public private(set) var pinningInset = 0.0

    /// Takes the adjusted content inset pinned headers stay clear of, and gives the engine the
    /// guides its insets may be measured from (a flow layout's `sectionInsetReference`): when they
    /// move its items, everything is laid out again.
    public func updateLayoutGuides(_ guides: LayoutGuides) -> Bool {
        let inset = guides.adjustedContentInset
        pinningInset = store.direction == .vertical ? inset.top : inset.left
        guard engine.updateLayoutGuides(guides) else { return false }
        invalidate(.everything)
        return true
    }

    /// A layout placing items by `engine`, for a view showing `bounds`. Nothing is laid out until
    /// `prepare`.
    public init(engine: Engine, bounds: Rect) {
        self.engine = engine
        self.selfSizesItems = engine.selfSizesItems
        self.bounds = bounds
        self.store = LayoutStore(direction: engine.scrollDirection)
    }

    /// A layout with `options`, for a view showing `bounds` (`WaterfallLayout(options:bounds:)`
    /// and the others). Nothing is laid out until `prepare`.
    public convenience init(options: Engine.Options = Engine.Options(), bounds: Rect) {
        self.init(engine: Engine(options: options), bounds: bounds)
    }

    public var name: String { Engine.name }
    /// (The store's own, read without copying the store as the protocol's default does.)
    public var scrollDirection: ScrollDirection { store.direction }
    /// The options the layout was made with.
    public var options: Engine.Options { engine.options }

    // MARK: - Invalidation

    public func invalidate(_ invalidation: Invalidation) {
        pending = max(pending, invalidation)
        // Index paths may name other items now, or the width changed: measure again.
        if invalidation == .everything { measured.removeAll() }
    }

    public func invalidateItems(from path: IndexPath) {
        pendingFrom = pendingFrom.map { min($0, path) } ?? path
        measured.removeItems(from: path)
    }

    /// Records what `invalidate` asked for and lays out the items in the bounds (and at least
    /// the first `LazyTuning.eagerItems`); queries lay out the rest as they need it.
    ///
    /// - Throws: `LayoutError` for bad options, bad data or bounds the layout cannot use.
    ///   The layout is then empty and stays invalid, so the next `prepare` tries again.
    /// - Complexity: O(sections) plus the items laid out: those in the bounds, and after an edit
    ///   or a measured size at most a run of `LazyTuning.run` items before its first item.
    public func prepare(_ dataSource: any LayoutDataSource) throws(LayoutError) {
        do throws(LayoutError) {
            if pending == .none, pendingFrom == nil { return }
            try engine.validate(bounds: bounds, dataSource)
            let counts = try dataSource.validatedItemCounts()
            let cross = crossLength
            let appended = pending == .appendedItems && Self.onlyAppended(progress.counts, counts)
            if pending == .everything || (pending == .appendedItems && !appended) || cross != laidOutCross {
                store.removeAll()
                state = Engine.emptyState
                progress.restart(counts: counts, source: dataSource)
            } else {
                var from = pendingFrom
                if appended, let last = progress.counts.indices.last {
                    let old = IndexPath(section: last, item: progress.counts[last])
                    from = from.map { min($0, old) } ?? old
                }
                try takeEdit(from: from, counts: counts, source: dataSource)
            }
            pending = .none
            pendingFrom = nil
            laidOutCross = cross
            store.contentSize = size(main: 0, cross: cross)
            try layOutForPrepare(mainFrom: bounds.mainMin(store.direction), to: bounds.mainMax(store.direction))
        } catch {
            store.removeAll()
            state = Engine.emptyState
            progress = LazyProgress(tuning: progress.tuning)
            pending = .everything
            throw error
        }
        #if CVSIM_INTERNAL_CHECKS
        store.checkInvariants()
        #endif
    }

    /// Whether `new` differs from `old` only by items added to the last section.
    static func onlyAppended(_ old: [Int], _ new: [Int]) -> Bool {
        guard !old.isEmpty, old.count == new.count else { return false }
        return old.dropLast() == new.dropLast() && new[new.count - 1] >= old[old.count - 1]
    }

    /// Moves the run back to the last checkpoint at or before where the engine lays out again
    /// for a change at `path`.
    func truncate(to path: IndexPath) {
        // From a section's first item on, its header may change too (a section inserted there).
        guard path.item > 0, let from = engine.relayoutStart(for: path) else {
            if store.contains(section: path.section),
                progress.truncate(beforeSection: path.section, start: store.sectionExtent(path.section).min)
            {
                store.truncate(beforeSection: path.section)
            }
            return
        }
        if let kept = progress.truncate(to: from) {
            store.truncate(toSection: kept.section, keepingItems: kept.item)
            state = kept.state
            markOpen()
        }
    }

    // MARK: - Geometry

    /// The bounds' length across the scroll axis.
    private var crossLength: Double { store.direction == .vertical ? bounds.width : bounds.height }

    private func size(main: Double, cross: Double) -> Size {
        store.direction == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    /// The content's size: exact once every item is laid out exactly (or when the engine's
    /// arithmetic knows it), else what is laid out plus the items left at the mean length per item.
    public var contentSize: Size { contentSizeNow() }

    /// (`contentSize`'s body, specialised for the built-in engines: it runs several times a
    /// frame behind the layout protocol, where generic code asks the runtime for its types.)
    @_specialize(where Engine == WaterfallEngine)
    @_specialize(where Engine == FlowEngine)
    @_specialize(where Engine == MosaicEngine)
    @_specialize(where Engine == HorizontalSectionsEngine)
    func contentSizeNow() -> Size {
        // (The cache first: every answer below is made of what `generation` counts.)
        if let estimatedSize, estimatedSize.generation == generation { return estimatedSize.size }
        let size: Size
        if !progress.hasSource {
            size = store.contentSize
        } else if engine.knowsExactContentLength, !(progress.isComplete && progress.isExact), let context,
            let length = engine.exactContentLength(in: context)
        {
            size = self.size(main: length, cross: crossLength)
        } else {
            let length = progress.estimatedLength(end: runReach, laidOut: store.numberOfCells, exact: store.end)
            size = self.size(main: length, cross: crossLength)
        }
        estimatedSize = (generation, size)
        return size
    }

    public var hasEstimatedContentSize: Bool { !progress.isComplete || !progress.isExact }

    /// What the engine reads, once data was prepared.
    var context: LazyLayoutContext? {
        guard let source = progress.source else { return nil }
        return LazyLayoutContext(bounds: bounds, dataSource: source, counts: progress.counts, measured: measured)
    }

    /// `progress.isComplete`, read field by field: a call on the stored progress (inlined or
    /// not) takes a copy of the whole struct first, a reference count on each of its arrays, and
    /// the scroll step asks it several times.
    var runIsComplete: Bool { progress.section >= progress.counts.count || progress.error != nil }

    /// Where not-yet-laid-out elements of the run start, at the earliest.
    var runFrontier: Double { progress.isOpen ? engine.frontier(of: state, item: progress.item) : engine.closedFrontier(store) }
    /// How far the run's laid-out elements reach (where its estimate continues).
    var runReach: Double { progress.isOpen ? engine.reach(of: state, item: progress.item) : engine.closedFrontier(store) }

    /// Closes the open section in the store provisionally: no footer, its extent as far as its
    /// items reach.
    func markOpen() {
        let open = engine.openFrames(state)
        store.endSection(header: open.header, footer: .zero, background: open.background, extent: open.extent)
        store.openSection = store.numberOfSections - 1
    }

    // MARK: - Laying out lazily

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

    public func layOutCompletely() throws(LayoutError) {
        if !progress.isExact { startPrefix(seams: []) }
        try extend(toMain: .infinity, through: nil, minItems: 0)
        if let error = progress.error { throw error }
    }

    public func layOutToEnd() { windowLayOutEnd() }

    public func takeContentOffsetAdjustment() -> Double {
        defer { contentOffsetAdjustment = 0 }
        return contentOffsetAdjustment
    }

    /// Lays out runs of items until every element starting before `target`, the item `through`
    /// (item `Int.max`: its whole section) and at least `minItems` cells are laid out.
    func extend(toMain target: Double, through: IndexPath?, minItems: Int) throws(LayoutError) {
        guard progress.hasSource else { return }
        // Made when there is something to lay out: most calls find the run far enough already,
        // and making it copies the data source and the measured sizes.
        var made: LazyLayoutContext?
        let sections = progress.counts.count
        while !runIsComplete {
            let section = progress.section
            // A background needs its section closed; not when that would lay out a great many items.
            let backgrounds = progress.isOpen && hasBackground(section)
                && store.sectionExtent(section).min < target && progress.counts[section] - progress.item <= 4 * progress.tuning.jump
            // (The arguments first, as `perItem` reads them.)
            let frontier = runFrontier, laidOut = store.numberOfCells
            if !backgrounds && progress.satisfies(frontier: frontier, target: target, through: through, minItems: minItems, laidOut: laidOut) {
                return
            }
            if made == nil { made = context }
            guard let context = made else { return }
            let dataSource = context.dataSource
            // The data may have changed under a layout kept for an animation: stop there.
            guard dataSource.numberOfSections == sections,
                dataSource.numberOfItems(inSection: section) == progress.counts[section]
            else { return }
            // A seam: from here on, the state the run grown backwards started from.
            if progress.seamAtCursor() != nil { state = engine.resumed(takeSeam(), at: progress.item) }
            if !progress.isOpen {
                let start = store.nextSectionStart(spacing: options.sectionSpacing)
                let opened = try engine.openSection(section, at: start, in: context)
                store.beginSection(section)
                state = opened
                progress.isOpen = true
                progress.item = progress.firstItem(opening: section)
                markOpen()
                progress.checkpoint(state)
            }
            let count = progress.counts[section]
            let run = LazyItemRun(
                section: section, first: progress.item, count: count, stopAfter: progress.item + progress.tuning.run,
                breakAt: progress.nextSeamItem())
            let next = try engine.placeItems(run, state: &state, into: &store, in: context)
            progress.item = next
            if next >= count {
                try engine.closeSection(section, count: count, state: state, into: &store, in: context)
                store.openSection = nil
                progress.isOpen = false
                progress.section += 1
                progress.item = 0
            } else {
                markOpen()
                progress.checkpoint(state)
            }
        }
    }

    private func hasBackground(_ section: Int) -> Bool {
        guard !engine.placesBackgroundsWhenOpening else { return false }
        if backgroundOf.section != section { backgroundOf = (section, options.forSection(section).sectionBackgrounds) }
        return backgroundOf.has
    }

    // MARK: - Self-sizing

    /// The engine's answer, kept with it: a frame asks it for each card it draws, and the
    /// engine's getter behind the generic class copies the engine to answer.
    @exclusivity(unchecked) public private(set) var selfSizesItems: Bool
    public var takesItemWidthsFromHints: Bool { engine.takesItemWidthsFromHints }

    public func actualSize(forItemAt indexPath: IndexPath) -> Size? {
        guard selfSizesItems, let height = measured.height(section: indexPath.section, item: indexPath.item),
            let frame = layoutAttributesForItem(at: indexPath)?.frame
        else { return nil }
        return Size(width: frame.width, height: height)
    }

    public var actualSizeCount: Int { measured.count }

    /// Keeps the preferred height (the width stays the layout's) and invalidates from the item
    /// on; the next `prepare` lays out again from a checkpoint at or before it.
    ///
    /// - Complexity: amortized O(1)
    public func invalidationContext(
        forPreferredLayoutAttributes preferred: LayoutAttributes, withOriginalAttributes original: LayoutAttributes
    ) -> InvalidationContext? {
        guard selfSizesItems, preferred.category == .cell else { return nil }
        return measured.record(preferred, current: layoutAttributesForItem(at: preferred.indexPath)?.frame, bounds: bounds)
    }

    public func invalidate(with context: InvalidationContext) {
        guard let from = context.invalidatedItemsFrom else { return }
        pendingFrom = pendingFrom.map { min($0, from) } ?? from
    }
}
