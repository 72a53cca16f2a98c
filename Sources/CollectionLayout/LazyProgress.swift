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
    var source: (any LayoutDataSource)?
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
        totalItems = counts.reduce(0, +)
    }

    /// Takes the new counts and data after an edit that changed nothing before the prefix's end.
    mutating func update(counts: [Int], source: any LayoutDataSource) {
        self.counts = counts
        self.source = source
        totalItems = counts.reduce(0, +)
        error = nil
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
        section > path.section || (section == path.section && isOpen && item > path.item)
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
        let remaining = max(0, totalItems - laidOut)
        let perItem = laidOut > 0 ? end / Double(laidOut) : 100
        return end + Double(remaining) * perItem
    }
}

/// The granularity of a lazy layout.
package struct LazyTuning: Sendable {
    /// How many items a run lays out between checkpoints (a flow layout: whole lines past it).
    package var run = 1024
    /// How many items `prepare` lays out at least, with those in the bounds: small layouts are
    /// laid out whole, so that `prepare` reports their errors.
    package var eagerItems = 1024

    package init(run: Int = 1024, eagerItems: Int = 1024) {
        self.run = max(1, run)
        self.eagerItems = max(0, eagerItems)
    }
}

/// A layout that lays out its items lazily, as far as its queries need (see `LazyProgress`).
public protocol LazyLayout: StoredLayout {
    /// Whether the content size is still an estimate (items remain to be laid out).
    var hasEstimatedContentSize: Bool { get }
    /// Lays out every item not laid out yet.
    ///
    /// - Throws: the `LayoutError` an item past the prefix raised.
    func layOutCompletely() throws(LayoutError)
}

extension CollectionLayout {
    /// Marks the items from `path` on (in index-path order) as changed by an edit of the data:
    /// the items before it must be unchanged. Layouts that cannot keep a prefix lay out everything.
    public func invalidateItems(from path: IndexPath) {
        if let lazy = self as? any LazyEditableLayout { lazy.invalidateEditedItems(from: path) } else { invalidate(.everything) }
    }

    /// Whether the content size is an estimate because items remain to be laid out.
    public var hasEstimatedContentSize: Bool { (self as? any LazyLayout)?.hasEstimatedContentSize ?? false }

    /// Lays out every remaining item of a lazy layout, so that its content size is exact.
    public func layOutRemainder() {
        (self as? any LazyLayout).map { try? $0.layOutCompletely() }
    }
}

/// A lazy layout that can keep its prefix up to an edited item.
protocol LazyEditableLayout: AnyObject {
    func invalidateEditedItems(from path: IndexPath)
}
