import CollectionLayout

/// Heights of self-sizing cells the view has measured, by item identity: an entry survives
/// inserts, deletes and moves (index paths change, identities do not), and is used again only
/// for the same width and the same text. The view empties it when the text size changes.
///
/// Bounded: past `capacity` entries it starts again empty, so scrolling through a million items
/// does not keep a million entries (and finding the entries again after an edit stays cheap).
struct MeasuredSizeCache {
    struct Key: Hashable {
        var id: AnyHashable
        var width: Double
    }

    struct Entry {
        var text: TextFingerprint
        var height: Double
        /// Where the item was when last seen, to find it again after a data change.
        var indexPath: IndexPath
    }

    private var entries: [Key: Entry] = [:]
    static let capacity = 20_000
    /// The latest height measured for each item, at whatever width, by where the item is now:
    /// what the layout is given as the item's estimate (`estimates`).
    private(set) var estimates = MeasuredEstimates()

    var count: Int { entries.count }

    /// The height measured for item `id` at `width`, if its text is still `text`.
    func height(id: AnyHashable, width: Double, text: TextFingerprint) -> Double? {
        guard let entry = entries[Key(id: id, width: width)], entry.text == text else { return nil }
        return entry.height
    }

    mutating func record(_ height: Double, id: AnyHashable, width: Double, text: TextFingerprint, at indexPath: IndexPath) {
        if entries.count >= Self.capacity { removeAll() }
        entries[Key(id: id, width: width)] = Entry(text: text, height: height, indexPath: indexPath)
        estimates.set(height, at: indexPath)
    }

    mutating func removeAll() {
        entries.removeAll()
        estimates = MeasuredEstimates()
    }

    /// After a data change: finds each measured item again by identity (at its old index path,
    /// else within `reach` items of it in its section) and rebuilds `estimates` at the places
    /// found. Items not found are forgotten as estimates (measured again when they come near).
    ///
    /// - Complexity: O(entries · reach) identity lookups at worst; nothing proportional to the
    ///   number of items.
    mutating func relocate(in data: any CollectionViewDataSource, reach: Int = 64) {
        var found = MeasuredEstimates()
        for (key, var entry) in entries {
            guard let path = Self.find(key.id, near: entry.indexPath, in: data, reach: reach) else { continue }
            entry.indexPath = path
            entries[key] = entry
            found.set(entry.height, at: path)
        }
        estimates = found
    }

    static func find(_ id: AnyHashable, near old: IndexPath, in data: any CollectionViewDataSource, reach: Int) -> IndexPath? {
        guard old.section >= 0, old.section < data.numberOfSections else { return nil }
        let count = data.numberOfItems(inSection: old.section)
        if old.item >= 0, old.item < count, data.itemID(at: old) == id { return old }
        for distance in 1...max(1, reach) {
            for item in [old.item - distance, old.item + distance] where item >= 0 && item < count {
                let path = IndexPath(section: old.section, item: item)
                if data.itemID(at: path) == id { return path }
            }
        }
        return nil
    }
}

/// Measured heights by index path, sorted per section, so a run of size hints is patched with a
/// binary search and a walk over the measured items in it.
struct MeasuredEstimates {
    private var bySection: [Int: [Int: Double]] = [:]
    private var sortedCache: [Int: [(item: Int, height: Double)]] = [:]

    var isEmpty: Bool { bySection.isEmpty }

    mutating func set(_ height: Double, at path: IndexPath) {
        bySection[path.section, default: [:]][path.item] = height
        sortedCache[path.section] = nil
    }

    func height(at path: IndexPath) -> Double? { bySection[path.section]?[path.item] }

    /// Puts the measured heights of items `items` of `section` in `hints` (keeping their widths).
    ///
    /// - Complexity: O(log m + k) for m measured items in the section, k of them in the run,
    ///   once the section's sorted list is built (O(m log m), after each change).
    mutating func apply(section: Int, items: Range<Int>, to hints: inout [SizeHint], keepingWidths: Bool) {
        guard let measured = bySection[section] else { return }
        if sortedCache[section] == nil { sortedCache[section] = measured.map { ($0.key, $0.value) }.sorted { $0.item < $1.item } }
        let list = sortedCache[section]!
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) >> 1
            if list[mid].item < items.lowerBound { low = mid + 1 } else { high = mid }
        }
        while low < list.count, list[low].item < items.upperBound {
            let k = list[low].item - items.lowerBound
            hints[k] = SizeHint(width: keepingWidths ? hints[k].width : nil, height: list[low].height)
            low += 1
        }
    }
}

/// The data source the view gives a self-sizing layout: the model's, with the heights measured
/// before (by item identity) as the items' estimates, so a relayout after a data change puts
/// measured items where they were.
final class EstimatingDataSource: LayoutDataSource {
    let base: any CollectionViewDataSource
    var estimates: MeasuredEstimates
    /// Whether the layout takes an item's width from its hint (flow). A waterfall would scale a
    /// measured height by it, so its hints lose the width where a height was measured.
    let keepsWidths: Bool

    init(base: any CollectionViewDataSource, estimates: MeasuredEstimates, keepsWidths: Bool) {
        self.base = base
        self.estimates = estimates
        self.keepsWidths = keepsWidths
    }

    var numberOfSections: Int { base.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
    func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint {
        var hint = base.sizeHint(forItemAt: indexPath)
        if let height = estimates.height(at: indexPath) { hint = SizeHint(width: keepsWidths ? hint.width : nil, height: height) }
        return hint
    }
    func sizeHints(inSection section: Int, items: Range<Int>, into hints: inout [SizeHint]) {
        base.sizeHints(inSection: section, items: items, into: &hints)
        estimates.apply(section: section, items: items, to: &hints, keepingWidths: keepsWidths)
    }
    func headerHeight(inSection section: Int) -> Double? { base.headerHeight(inSection: section) }
    func footerHeight(inSection section: Int) -> Double? { base.footerHeight(inSection: section) }
    func columnCount(inSection section: Int) -> Int? { base.columnCount(inSection: section) }
}

/// A cheap identity of a cell's text: lengths and a hash of both ends, so that a megabyte body
/// is not hashed whole every frame. (Texts that differ only in their middle, at equal lengths,
/// compare equal: the model has no in-place text edits, so items change text only by being
/// replaced.)
struct TextFingerprint: Hashable {
    var titleLength: Int
    var bodyLength: Int
    var digest: Int

    init(title: String, body: String) {
        titleLength = title.utf8.count
        bodyLength = body.utf8.count
        var hasher = Hasher()
        hasher.combine(title)
        let utf8 = body.utf8
        if utf8.count <= 512 {
            hasher.combine(body)
        } else {
            for byte in utf8.prefix(256) { hasher.combine(byte) }
            for byte in utf8.suffix(256) { hasher.combine(byte) }
        }
        digest = hasher.finalize()
    }
}
