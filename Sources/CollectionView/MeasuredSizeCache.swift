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
        /// When it was recorded (`records` then): of an item's entries at several widths (a
        /// rotation), the latest is its estimate.
        var order: Int
    }

    private var entries: [Key: Entry] = [:]
    /// Entries recorded so far: each new one's `order`.
    private var records = 0
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
        entries[Key(id: id, width: width)] = Entry(text: text, height: height, indexPath: indexPath, order: records)
        records += 1
        estimates.set(height, at: indexPath)
    }

    mutating func removeAll() {
        entries.removeAll()
        estimates = MeasuredEstimates()
    }

    /// After a data change: finds each measured item again by identity (at its old index path,
    /// else within `reach` items of it in its section) and rebuilds `estimates` at the places
    /// found, each item's latest height as it was before the change. Items not found are
    /// forgotten as estimates (measured again when they come near).
    ///
    /// The entries are visited in the dictionary's order, which Swift seeds anew in each process
    /// (and for each table): the result must not depend on it, so an item measured at several
    /// widths takes the height recorded last, not the one visited last.
    ///
    /// - Complexity: O(entries · reach) identity lookups at worst; nothing proportional to the
    ///   number of items.
    mutating func relocate(in data: any CollectionViewDataSource, reach: Int = 64) {
        var latest: [IndexPath: Entry] = [:]
        for (key, var entry) in entries {
            guard let path = Self.find(key.id, near: entry.indexPath, in: data, reach: reach) else { continue }
            entry.indexPath = path
            entries[key] = entry
            if let kept = latest[path], kept.order > entry.order { continue }
            latest[path] = entry
        }
        var found = MeasuredEstimates()
        for (path, entry) in latest { found.set(entry.height, at: path) }
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
