/// How far a lazy layout has laid out its data: the valid prefix of a built-in layout.
///
/// A built-in layout lays out its items in index-path order, and every item's frame depends only
/// on the items before it. So it keeps a laid-out *prefix* — sections `0..<section` closed and
/// items `0..<item` of `section` placed — with the state needed to continue it (`State`: the
/// columns of a waterfall, the open line of a flow layout), and extends it only as far as a query
/// needs. An edit truncates the prefix at its first changed item; `prepare` does no work
/// proportional to the items.
///
/// `checkpoints` keep the layout's state at the start of each section and every run of items, so
/// that truncating at an item re-lays at most one run before it.
struct LazyProgress<State> {
    /// A state to continue the layout from: items `item...` of `section`, which is open.
    struct Checkpoint {
        var section: Int
        var item: Int
        var state: State
    }

    /// The data being laid out, kept from the last `prepare` to extend the prefix later.
    var source: (any LayoutDataSource)? { didSet { hasSource = source != nil } }
    /// `source != nil`, kept: asking the optional copies the existential, several times a frame.
    /// (An initializer that sets `source` must set this too: `didSet` does not run there.)
    private(set) var hasSource = false
    /// Item counts per section at the last `prepare`.
    var counts: [Int] = []
    /// The sum of `counts`.
    var totalItems = 0
    /// The section open (or the next to open, when `isOpen` is false).
    var section = 0
    /// The next item of `section` to lay out.
    var item = 0
    /// Whether `section` has begun in the store (its header placed).
    var isOpen = false
    /// Where the next section starts on the scroll axis, when none is open.
    var nextStart = 0.0
    /// The error that stopped the prefix, found while extending it after `prepare`.
    var error: LayoutError?
    private(set) var checkpoints: [Checkpoint] = []

    // MARK: Detached runs

    /// Where the run starts when it is *detached*: seeded far into the data at an estimated
    /// position and state (a far jump), rather than the exact prefix from the first item; `nil`
    /// for the prefix. A detached run starts either inside its section (`origin.item > 0`: the
    /// section is open, without its header) or at a section's start.
    var origin: IndexPath?
    /// Where the detached run starts on the scroll axis (the seed's top).
    var originTop = 0.0
    /// The ordinal (items before, over all sections) of each section's first item, and the total last.
    private(set) var sectionOrdinals: [Int] = [0]
    /// *Seams*: where a run grown backwards meets the run it grew from. Reaching `ordinal`, the
    /// layout takes `state` (the old run's seed), so the items after it keep the frames they had.
    var seams: [Seam] = []
    /// The mean scroll-axis length per item used for the estimated stretches outside the run,
    /// fixed when the run first detaches, so that estimated positions hold still.
    var estimatedPerItem: Double?

    struct Seam {
        var ordinal: Int
        var state: State
    }

    /// Whether the run is the exact prefix: started at the first item, without seams.
    var isExact: Bool { origin == nil && seams.isEmpty }

    init(tuning: LazyTuning = LazyTuning()) {
        self.tuning = tuning
    }

    /// How many items a run lays out, and how many `prepare` lays out at least.
    var tuning = LazyTuning()

    /// Whether every section is laid out (or an error stopped the layout).
    var isComplete: Bool { section >= counts.count || error != nil }

    /// Starts over with `counts`: nothing laid out.
    mutating func restart(counts: [Int], source: any LayoutDataSource) {
        self = LazyProgress(tuning: tuning)
        self.counts = counts
        self.source = source
        countOrdinals()
    }

    /// Takes the new counts and data after an edit that changed nothing before the prefix's end.
    mutating func update(counts: [Int], source: any LayoutDataSource) {
        self.counts = counts
        self.source = source
        countOrdinals()
        error = nil
    }

    /// - Complexity: O(sections)
    private mutating func countOrdinals() {
        sectionOrdinals.removeAll(keepingCapacity: true)
        sectionOrdinals.reserveCapacity(counts.count + 1)
        var total = 0
        sectionOrdinals.append(0)
        for count in counts {
            total += count
            sectionOrdinals.append(total)
        }
        totalItems = total
    }

    /// The number of items before `path` in index-path order (`path.item` may be the section's count).
    func ordinal(of path: IndexPath) -> Int {
        guard path.section < counts.count else { return totalItems }
        return sectionOrdinals[max(0, path.section)] + path.item
    }

    /// The item with `ordinal` items before it (clamped to the items there are): the first of the
    /// sections holding items at or after it.
    ///
    /// - Complexity: O(log(sections))
    func path(ofOrdinal ordinal: Int) -> IndexPath? {
        guard totalItems > 0 else { return nil }
        let o = min(max(0, ordinal), totalItems - 1)
        // The last section starting at or before `o` that holds items.
        var low = 0, high = counts.count
        while low < high {
            let mid = (low + high) >> 1
            if sectionOrdinals[mid + 1] <= o { low = mid + 1 } else { high = mid }
        }
        return IndexPath(section: low, item: o - sectionOrdinals[low])
    }

    /// The ordinal of the next item to lay out.
    var cursorOrdinal: Int {
        guard !isComplete else { return totalItems }
        if isOpen { return sectionOrdinals[section] + item }
        return sectionOrdinals[section] + (origin?.section == section ? origin!.item : 0)
    }

    /// The item a section begins at when it opens: its first, or the detached run's origin.
    func firstItem(opening section: Int) -> Int { origin?.section == section ? origin!.item : 0 }

    /// The ordinal of the run's first item.
    var originOrdinal: Int { origin.map { ordinal(of: $0) } ?? 0 }

    /// Starts a detached run at `path` with `state`: the section is open at `path.item` (> 0),
    /// or not begun (`path.item` 0) and starting at `top`.
    mutating func detach(at path: IndexPath, top: Double, state: State?, seams: [Seam]) {
        section = path.section
        item = path.item
        isOpen = state != nil
        nextStart = top
        error = nil
        origin = path
        originTop = top
        checkpoints.removeAll()
        if let state { checkpoints.append(Checkpoint(section: section, item: item, state: state)) }
        self.seams = seams
    }

    /// Back to the exact prefix, nothing laid out.
    mutating func attach() {
        section = 0
        item = 0
        isOpen = false
        nextStart = 0
        error = nil
        origin = nil
        originTop = 0
        checkpoints.removeAll()
        seams.removeAll()
    }

    /// Moves the seams at or after `edit` by `delta` items (an edit before them, the same items
    /// after it), dropping those that would move to or before it.
    mutating func shiftSeams(by delta: Int, after edit: Int) {
        guard delta != 0 else { return }
        seams = seams.compactMap { seam in
            guard seam.ordinal >= edit else { return seam }
            let moved = seam.ordinal + delta
            return moved > edit && moved < totalItems ? Seam(ordinal: moved, state: seam.state) : nil
        }
    }

    /// The seam the cursor stands at, if any.
    func seamAtCursor() -> Seam? {
        guard !seams.isEmpty, isOpen else { return nil }
        let o = cursorOrdinal
        return seams.first { $0.ordinal == o }
    }

    /// The item of the open section where the next seam after the cursor lies, if in it.
    func nextSeamItem() -> Int? {
        guard !seams.isEmpty else { return nil }
        let o = cursorOrdinal
        guard let next = seams.first(where: { $0.ordinal > o }), next.ordinal < sectionOrdinals[section + 1] else { return nil }
        return next.ordinal - sectionOrdinals[section]
    }

    /// Records `state` as the state to continue from at the cursor.
    mutating func checkpoint(_ state: State) {
        if let last = checkpoints.last, last.section == section, last.item == item {
            checkpoints[checkpoints.count - 1].state = state
        } else {
            checkpoints.append(Checkpoint(section: section, item: item, state: state))
        }
    }

    /// Whether the item `path` is laid out.
    func hasLaidOut(_ path: IndexPath) -> Bool {
        if let origin, path < origin { return false }
        return section > path.section || (section == path.section && isOpen && item > path.item)
    }

    /// Moves the cursor back to the last checkpoint at or before `path`, and returns it; `nil`
    /// when `path` is not laid out yet (nothing to undo).
    ///
    /// - Complexity: O(log(checkpoints) + removed checkpoints)
    mutating func truncate(to path: IndexPath) -> Checkpoint? {
        let laidOutBefore = path.section < section || (path.section == section && isOpen && path.item < item)
        guard laidOutBefore else { return nil }
        // The last checkpoint not after `path`.
        var low = 0, high = checkpoints.count
        while low < high {
            let mid = (low + high) >> 1
            let c = checkpoints[mid]
            if (c.section, c.item) <= (path.section, path.item) { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let kept = checkpoints[low - 1]
        checkpoints.removeSubrange(low...)
        section = kept.section
        item = kept.item
        isOpen = true
        error = nil
        return kept
    }

    /// Moves the cursor back to the start of `section` (not begun), which starts at `start`,
    /// when it was begun.
    ///
    /// - Returns: whether the cursor moved.
    mutating func truncate(beforeSection section: Int, start: Double) -> Bool {
        guard section < self.section || (section == self.section && isOpen) else { return false }
        self.section = section
        item = 0
        isOpen = false
        nextStart = start
        error = nil
        if let k = checkpoints.firstIndex(where: { $0.section >= section }) { checkpoints.removeSubrange(k...) }
        return true
    }

    /// Whether a prefix whose not-yet-laid-out elements all start at or after `frontier` answers
    /// a query reaching `target` on the scroll axis and asking for item `through` (item
    /// `Int.max`: the whole section, closed), with at least `minItems` cells laid out.
    func satisfies(frontier: Double, target: Double, through: IndexPath?, minItems: Int, laidOut: Int) -> Bool {
        guard frontier >= target, laidOut >= minItems else { return false }
        guard let through else { return true }
        return hasLaidOut(through)
    }

    /// The scroll-axis length of the content: exact once complete, else the prefix's `end` plus
    /// the items not laid out at the prefix's mean length per item.
    func estimatedLength(end: Double, laidOut: Int, exact: Double) -> Double {
        guard !isComplete else { return exact }
        let remaining = max(0, totalItems - cursorOrdinal)
        return end + Double(remaining) * perItem(end: end, laidOut: laidOut)
    }

    /// The mean length per item for estimates: the one fixed at detaching, else the prefix's.
    func perItem(end: Double, laidOut: Int) -> Double {
        if let estimatedPerItem { return estimatedPerItem }
        return laidOut > 0 && end > 0 ? end / Double(laidOut) : 100
    }
}

/// The granularity of a lazy layout.
package struct LazyTuning: Sendable {
    /// How many items a run lays out between checkpoints (a flow layout: whole lines past it).
    package var run = 1024
    /// How many items `prepare` lays out at least, with those in the bounds: small layouts are
    /// laid out whole, so that `prepare` reports their errors.
    package var eagerItems = 1024
    /// How many items past the run (by the estimate) a query may ask for before the run
    /// detaches and starts there at an estimated position instead (a far jump), and how many
    /// items End lays out before the last.
    package var jump = 16_384

    package init(run: Int = 1024, eagerItems: Int = 1024, jump: Int = 16_384) {
        self.run = max(1, run)
        self.eagerItems = max(0, eagerItems)
        self.jump = max(1, jump)
    }
}

/// A stored layout that lays out its items lazily, as far as its queries need (see
/// `LazyProgress` and `LazyStoredLayout`): its `hasEstimatedContentSize`, `layOutCompletely()`,
/// `layOutToEnd()` and `takeContentOffsetAdjustment()` are its own, not the defaults of
/// `CollectionLayout`.
public protocol LazyLayout: StoredLayout {}
