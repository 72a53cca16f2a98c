// The whole layout's boundary items (`UICollectionViewCompositionalLayoutConfiguration
// .boundarySupplementaryItems`): a header before the first section, a footer after the last.

/// The layout's boundary items resolved for a container, in vertical terms: their frames
/// before pinning and where the sections start.
struct LayoutBoundaryPlacement: Sendable {
    /// The items, in vertical terms.
    var items: [BoundaryItemDescription] = []
    /// Per item, whether it comes before the sections.
    var before: [Bool] = []
    var frames: [Rect] = []
    /// Where the first section starts: after the items before it that take room.
    var contentStart = 0.0
    /// Where the content ends: after the items after the last section.
    var end = 0.0

    init() {}

    /// Resolves `items` (vertical terms) for `container`, leaving `edges` at the sides, and
    /// places those before the content from the top.
    ///
    /// - Throws: `LayoutError.invalidValue` starting with `boundarySupplementaryItems[i]`.
    init(_ items: [BoundaryItemDescription], container: Size, edges: (leading: Double, trailing: Double), transposed: Bool) throws(LayoutError) {
        self.items = items
        let room = Swift.max(0, container.width - edges.leading - edges.trailing)
        var y = 0.0
        for (i, item) in items.enumerated() {
            let (size, before) = try SectionShape.boundaryItem(
                item, path: "boundarySupplementaryItems[\(i)]", in: Size(width: room, height: container.height),
                transposed: transposed, room: "a layout of \(pointText(room)) pt")
            self.before.append(before)
            let x = item.alignment.x(width: size.width, leading: edges.leading, room: room)
            frames.append(Rect(x: x, y: before ? y : 0, width: size.width, height: size.height))
            if before, item.extendsBoundary { y += size.height }
        }
        contentStart = y
        end = y
    }

    /// Places the items after the content once the last section ends at `sectionsEnd` (or the
    /// content starts, with no section): stacked when they take room, else over its end.
    mutating func placeAfter(sectionsEnd: Double) {
        var y = sectionsEnd
        for k in items.indices where !before[k] {
            let h = frames[k].height
            if items[k].extendsBoundary {
                frames[k].origin.y = y
                y += h
            } else {
                frames[k].origin.y = Swift.max(0, sectionsEnd - h)
            }
        }
        end = frames.reduce(y) { Swift.max($0, $1.maxY) }
    }

    /// The kinds a section's boundary item or badge must not share with the layout's items: both
    /// would be the supplementary of that kind at index path (0, n).
    func clash(with shape: SectionShape) -> (index: Int, kind: ElementKind)? {
        let taken = Set(shape.description.boundarySupplementaryItems.map(\.elementKind)).union(shape.itemSupplementaryKinds)
        return items.enumerated().first { taken.contains($0.element.elementKind) }.map { ($0.offset, $0.element.elementKind) }
    }
}

extension CompositionalLayout {
    /// Where layout boundary item `k` shows, vertical terms: a pinned one follows the visible
    /// bounds over the whole content; its content insets shrink the room it takes.
    func layoutBoundaryFrame(_ k: Int) -> Rect {
        let b = layoutBoundary
        let item = b.items[k]
        var room = b.frames[k]
        if item.pinToVisibleBounds {
            var limit = b.end
            for j in b.items.indices where !b.before[j] { limit = Swift.min(limit, b.frames[j].minY) }
            room = Self.pinned(room, before: b.before[k], visible: visibleBoundsForPinning, start: 0, limit: limit)
        }
        return item.contentInsets.shrinking(room, sizedBy: item.size)
    }

    /// The attributes of layout boundary item `k` shown at `frame` (vertical terms): the
    /// supplementary of its kind at index path (0, n) for the n-th item of that kind, as a
    /// section's are at (section, n).
    func layoutBoundaryAttributes(_ k: Int, frame: Rect) -> LayoutAttributes {
        let items = layoutBoundary.items
        let item = items[k]
        let z = item.pinToVisibleBounds && item.zIndex == ZIndex.supplementary ? ZIndex.pinnedHeader : item.zIndex
        let n = items[..<k].reduce(0) { $0 + ($1.elementKind == item.elementKind ? 1 : 0) }
        return LayoutAttributes(
            category: .supplementary, kind: item.elementKind, indexPath: IndexPath(section: 0, item: n),
            frame: isTransposed ? frame.transposed : frame, zIndex: z)
    }

    /// The layout boundary item of `kind` at `indexPath`, if one is.
    ///
    /// - Complexity: O(layout boundary items)
    func layoutBoundaryItem(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0 else { return nil }
        var seen = 0
        for (k, item) in layoutBoundary.items.enumerated() where item.elementKind == kind {
            if seen == indexPath.item { return layoutBoundaryAttributes(k, frame: layoutBoundaryFrame(k)) }
            seen += 1
        }
        return nil
    }

    /// The visible bounds less the bars, vertical terms: what UIKit pins boundary items to.
    var visibleBoundsForPinning: Rect {
        let inset = (isTransposed ? guides.transposed : guides).adjustedContentInset
        let whole = isTransposed ? bounds.transposed : bounds
        return Rect(x: whole.minX, y: whole.minY + inset.top, width: whole.width, height: Swift.max(0, whole.height - inset.vertical))
    }

    /// A pinned boundary item's frame at rest `frame`: one before the content goes down with the
    /// visible top until it meets `limit`; one after goes up with the visible bottom until `start`.
    static func pinned(_ frame: Rect, before: Bool, visible b: Rect, start: Double, limit: Double) -> Rect {
        let h = frame.height
        let y = before ? Swift.max(frame.minY, Swift.min(b.minY, limit - h)) : Swift.min(frame.minY, Swift.max(b.maxY - h, start))
        return Rect(x: frame.minX, y: y, width: frame.width, height: h)
    }
}
