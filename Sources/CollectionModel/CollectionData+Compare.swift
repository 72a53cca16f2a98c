extension CollectionData {
    /// Whether `other` holds the same sections (titles, headers, footers) and the same items, in
    /// the same order: what a file written from either would say, however each was edited to get
    /// there (an insert and its delete leave the data as it was).
    ///
    /// - Complexity: O(sections) when the counts differ; else O(n), stopping at the first
    ///   difference (no item is built for a generated slot).
    public func hasSameContent(as other: CollectionData) -> Bool {
        guard storage.count == other.storage.count, totalItems == other.totalItems else { return false }
        for (a, b) in zip(storage, other.storage) {
            guard a.slots.count == b.slots.count, a.title == b.title, a.header == b.header, a.footer == b.footer else {
                return false
            }
        }
        for (a, b) in zip(storage, other.storage) where !a.slots.isEmpty {
            if a.slots == b.slots, payloads.isEmpty, other.payloads.isEmpty, generatedBase == other.generatedBase {
                continue
            }
            let mine = a.slots.array, theirs = b.slots.array
            for (x, y) in zip(mine, theirs) {
                switch (generatedIndex(x), other.generatedIndex(y)) {
                case (let i?, let j?): if i != j { return false }
                case (nil, nil): if payloads[x.payloadIndex] != other.payloads[y.payloadIndex] { return false }
                default: if resolve(x) != other.resolve(y) { return false }
                }
            }
        }
        return true
    }
}
