import CollectionLayout
import CollectionModel

/// How far the first visible item moves on screen when a snapshot is applied with the content
/// offset kept, as UIKit keeps it (clamped only where the new content is too short for it).
struct VisibleShift: Equatable {
    /// The item measured: the first (topmost, then leftmost) item visible before that is still
    /// there after.
    var item: String
    /// Its move on screen in points; positive = down.
    var points: Double

    /// The shift of `apply`, laid out with the command line's layout, device and offset; `nil`
    /// when no item visible before is still there after.
    static func measure(_ apply: SnapshotScript.Apply, setup: HeadlessOptions) throws -> VisibleShift? {
        let oldData = try apply.before.collectionData(), newData = try apply.after.withoutMarks.collectionData()
        guard oldData.totalItems > 0, newData.totalItems > 0 else { return nil }
        let before = try setup.make(data: oldData)
        let after = try setup.make(data: newData)
        var newPlaces: [String: IndexPath] = [:]
        for (s, items) in apply.after.itemIdentifiers.enumerated() {
            for (i, id) in items.enumerated() { newPlaces[id] = IndexPath(section: s, item: i) }
        }
        // The offset kept: the old one, clamped to the new content's range.
        let bounds = before.layout.bounds
        let top = min(after.layout.bounds.minY, -after.scrollInsets.adjusted.top)
        let bottom = max(top, after.layout.contentSize.height + after.scrollInsets.adjusted.bottom - bounds.height)
        let keptY = min(max(bounds.minY, top), bottom)
        after.layout.updateBounds(Rect(origin: Point(x: bounds.minX, y: keptY), size: bounds.size))
        let visible = before.layout.layoutAttributesForElements(in: bounds)
            .filter { $0.category == .cell }
            .sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        for element in visible {
            guard let id = oldData.itemID(at: element.indexPath)?.rawValue, let place = newPlaces[id],
                let frame = after.layout.layoutAttributesForItem(at: place)?.frame
            else { continue }
            let shift = (frame.minY - keptY) - (element.frame.minY - bounds.minY)
            return VisibleShift(item: id, points: shift)
        }
        return nil
    }
}
