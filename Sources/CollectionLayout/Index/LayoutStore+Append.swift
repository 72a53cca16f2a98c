extension LayoutStore {
    /// Whether `dataSource` differs from what is laid out only by items added at the end of the
    /// last section (the shape of an infinite feed's next page).
    ///
    /// - Complexity: O(sections)
    public func differsOnlyByAppendedItems(_ dataSource: any LayoutDataSource) -> Bool {
        let sections = dataSource.numberOfSections
        guard sections > 0, sections == numberOfSections else { return false }
        for section in 0..<sections - 1 where dataSource.numberOfItems(inSection: section) != numberOfItems(inSection: section) {
            return false
        }
        return dataSource.numberOfItems(inSection: sections - 1) >= numberOfItems(inSection: sections - 1)
    }

    /// Re-opens the last section so that the items `dataSource` appended to it can be laid out,
    /// keeping those already laid out.
    ///
    /// - Returns: the section and the index of its first item still to lay out.
    /// - Throws: `LayoutError.invalidValue` when the new count passes the layout's maximum.
    public mutating func reopenForAppendedItems(_ dataSource: any LayoutDataSource) throws(LayoutError) -> (section: Int, first: Int) {
        let section = numberOfSections - 1
        let laidOut = numberOfItems(inSection: section)
        try checkAppendedCount(dataSource.numberOfItems(inSection: section))
        reopenLastSection(keepingItems: laidOut)
        return (section, laidOut)
    }

    /// Checks that `count` items in the last section keep the layout within `limit` items.
    ///
    /// - Throws: `LayoutError.invalidValue` naming the section.
    public func checkAppendedCount(_ count: Int, limit: Int = 100_000_000) throws(LayoutError) {
        let section = numberOfSections - 1
        let others = numberOfCells - numberOfItems(inSection: section)
        guard count <= limit - others else {
            throw .invalidValue("section \(section) has \(count) items, which takes the layout past its maximum of \(limit) items")
        }
    }
}

/// The shape every built-in layout's `prepare` shares.
///
/// Does the `pending` work: `append` when only items were appended and `canAppend` holds (the
/// layout's own geometry, such as its width, is unchanged), `everything` otherwise. When either
/// throws, `reset` empties the layout and everything stays pending, so the next `prepare` tries
/// again; otherwise nothing is pending afterwards.
func performPendingWork(
    _ pending: inout Invalidation, canAppend: @autoclosure () -> Bool, append: () throws(LayoutError) -> Void,
    everything: () throws(LayoutError) -> Void, reset: () -> Void
) throws(LayoutError) {
    let work = pending
    pending = .everything
    do throws(LayoutError) {
        switch work {
        case .none: break
        case .appendedItems where canAppend(): try append()
        default: try everything()
        }
    } catch {
        reset()
        throw error
    }
    pending = .none
}
