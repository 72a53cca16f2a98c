extension LayoutDataSource {
    /// The item count of every section, checked: 0 or more sections and items, no more than
    /// `LayoutLimits.maximumSectionCount` sections (the layouts keep arrays per section) and
    /// `limit` items in all (so that sums of counts never overflow).
    ///
    /// - Throws: `LayoutError.invalidValue` naming the section.
    /// - Complexity: O(sections)
    public func validatedItemCounts(limit: Int = LayoutLimits.maximumItemCount) throws(LayoutError) -> [Int] {
        let sections = numberOfSections
        guard sections >= 0 else { throw .invalidValue("the data source has \(sections) sections; it needs 0 or more") }
        let sectionLimit = min(limit, LayoutLimits.maximumSectionCount)
        guard sections <= sectionLimit else {
            throw .invalidValue("the data source has \(sections) sections; at most \(sectionLimit) can be laid out")
        }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        var total = 0
        for section in 0..<sections {
            let count = numberOfItems(inSection: section)
            guard count >= 0 else { throw .invalidValue("section \(section) has \(count) items; it needs 0 or more") }
            guard count <= limit - total else {
                throw .invalidValue("section \(section) has \(count) items, which takes the layout past its maximum of \(limit) items")
            }
            counts.append(count)
            total += count
        }
        return counts
    }
}

/// How much data a layout takes.
public enum LayoutLimits {
    /// The most items (and sections) a layout lays out: a lazy layout's store holds only what was
    /// visited since its last far jump (with 32-bit store-local cell ids), so the data may hold
    /// far more than fits in memory; a data source claiming more is taken for a bad one, and sums
    /// of counts stay far from overflowing.
    public static let maximumItemCount = 1_000_000_000_000
    /// The most sections a layout lays out (it keeps a few values per section).
    public static let maximumSectionCount = 100_000_000
}
