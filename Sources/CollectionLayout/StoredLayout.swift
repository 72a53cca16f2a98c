/// A layout that keeps its geometry in a `LayoutStore` and answers every query from it.
///
/// The built-in layouts conform; a conforming type lays out in `prepare` and gets rect queries,
/// per-element lookups, pinned headers, section backgrounds, move targets and animation
/// attributes from this extension.
public protocol StoredLayout: CollectionLayout {
    var store: LayoutStore { get }
    /// Extends what is laid out until every element starting before `main` on the scroll axis,
    /// and the item `through` (item `Int.max`: its whole section), are in `store`. Layouts that
    /// lay out everything in `prepare` have nothing to do (the default).
    func layOut(toMain main: Double, through: IndexPath?)
    /// How far below the bounds' leading edge pinned headers stop: the adjusted content inset on
    /// the scroll axis (0 by default).
    var pinningInset: Double { get }
}

extension StoredLayout {
    public func layOut(toMain main: Double, through: IndexPath?) {}
    public var pinningInset: Double { 0 }
    /// Lays out what a rect query for `[lo, hi)` on the scroll axis needs: by default the same as
    /// `layOut(toMain: hi, through: nil)` (a lazy layout may jump there instead).
    public func layOut(mainFrom lo: Double, to hi: Double) { layOut(toMain: hi, through: nil) }
    public var layoutStore: LayoutStore? { store }

    public var scrollDirection: ScrollDirection { store.direction }
    public var contentSize: Size { store.contentSize }

    /// - Complexity: O(L·log n + log(sections) + k) for k returned elements.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(64)
        forEachElement(in: rect) { result.append($0) }
        return result
    }

    /// Calls `body` with the attributes of every element whose frame intersects `rect`.
    ///
    /// - Complexity: O(L·log n + log(sections) + k) for k elements.
    public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard !rect.isEmpty else { return }
        layOutForQuery(rect)
        // One copy of the store (a reference count), not one per element through the protocol's getter.
        let store = self.store
        let direction = store.direction
        let lo = rect.mainMin(direction), hi = rect.mainMax(direction)
        store.index.forEachCandidate(mainFrom: lo, to: hi, in: store.cells) { id in
            let frame = store.cells.frame(at: id)
            if frame.intersects(rect) {
                body(.cell(store.indexPath(ofCell: id), frame: frame))
            }
        }
        forEachSectionElement(in: rect, body)
    }

    /// Calls `body` with the elements meeting `rect` that a screen of `grid`'s cells can show:
    /// every one but cells that lie within one grid cell under a later cell there (see
    /// `RectIndex.forEachThinnedCandidate`). The item at `focus` is always passed. A screen that
    /// draws, in each cell, the element on top there (z-index, then category, then index path)
    /// shows the same from this query as from `forEachElement(in:_:)`.
    ///
    /// - Complexity: O(L·log n + log(sections) + k / 32 + boundary elements) for k elements: a
    ///   million items of a hundredth of a point cost about what the screen's cells do.
    // (Specialised for the built-in layouts: every frame asks this behind the layout protocol.)
    @_specialize(where Self == WaterfallLayout)
    @_specialize(where Self == FlowLayout)
    @_specialize(where Self == MosaicLayout)
    @_specialize(where Self == HorizontalSectionsLayout)
    public func forEachElement(
        in rect: Rect, thinningTo grid: CellGrid, keeping focus: IndexPath?, _ body: (LayoutAttributes) -> Void
    ) {
        guard !rect.isEmpty else { return }
        layOutForQuery(rect)
        let store = self.store
        let kept = focus.flatMap { store.cellID(section: $0.section, item: $0.item) }
        store.index.forEachThinnedCandidate(in: rect, grid: grid, keeping: kept, store: store.cells) { id in
            body(.cell(store.indexPath(ofCell: id), frame: store.cells.frame(at: id)))
        }
        forEachSectionElement(in: rect, body)
    }

    /// Lays out what a query of `rect` needs (a lazy layout may jump there: see
    /// `layOut(mainFrom:to:)`): a screen past the visible rect too, so that a pinned header knows
    /// its section goes on.
    private func layOutForQuery(_ rect: Rect) {
        let direction = store.direction
        let screen = bounds.mainMax(direction) - bounds.mainMin(direction)
        layOut(mainFrom: rect.mainMin(direction), to: Swift.max(rect.mainMax(direction), bounds.mainMax(direction) + screen))
    }

    /// The headers, footers and backgrounds meeting `rect`.
    private func forEachSectionElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        let direction = store.direction
        for section in store.sections(meeting: rect.mainMin(direction), rect.mainMax(direction)) {
            forEachSectionElement(section) { attributes in
                if attributes.frame.intersects(rect) { body(attributes) }
            }
        }
    }

    /// The header, footer and background of `section`, as currently shown (headers pinned), as
    /// far as they are laid out.
    func forEachSectionElement(_ section: Int, _ body: (LayoutAttributes) -> Void) {
        if let header = storedSupplementaryElement(ofKind: .header, section: section) { body(header) }
        if let footer = storedSupplementaryElement(ofKind: .footer, section: section) { body(footer) }
        if let background = storedBackground(section: section) { body(background) }
    }

    /// The attributes of the item at `indexPath` when it is laid out already; `nil` otherwise.
    /// Unlike `layoutAttributesForItem(at:)`, never lays anything out (nor jumps to a far item):
    /// for what a frame shows about an item that may be far away (the inspector).
    public func laidOutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard store.cellID(section: indexPath.section, item: indexPath.item) != nil else { return nil }
        return .cell(indexPath, frame: store.cellFrame(section: indexPath.section, item: indexPath.item))
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.item >= 0 else { return nil }
        layOut(toMain: -.infinity, through: indexPath)
        guard store.contains(section: indexPath.section, item: indexPath.item) else { return nil }
        return .cell(indexPath, frame: store.cellFrame(section: indexPath.section, item: indexPath.item))
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0 else { return nil }
        // A header is placed when its section begins; a footer when it ends.
        layOut(toMain: -.infinity, through: IndexPath(section: indexPath.section, item: kind == .header ? -1 : Int.max))
        return storedSupplementaryElement(ofKind: kind, section: indexPath.section)
    }

    func storedSupplementaryElement(ofKind kind: ElementKind, section: Int) -> LayoutAttributes? {
        guard store.contains(section: section) else { return nil }
        let path = IndexPath(section: section, item: 0)
        switch kind {
        case .header:
            guard let frame = store.headerFrame(section) else { return nil }
            if pinsHeaders(inSection: section) {
                return LayoutAttributes(
                    category: .supplementary, kind: .header, indexPath: path,
                    frame: pinnedHeaderFrame(frame, section: section), zIndex: ZIndex.pinnedHeader)
            }
            return LayoutAttributes(category: .supplementary, kind: .header, indexPath: path, frame: frame, zIndex: ZIndex.supplementary)
        case .footer:
            guard let frame = store.footerFrame(section) else { return nil }
            return LayoutAttributes(category: .supplementary, kind: .footer, indexPath: path, frame: frame, zIndex: ZIndex.supplementary)
        default:
            return nil
        }
    }

    public func layoutAttributesForDecorationElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == .background, indexPath.section >= 0 else { return nil }
        layOut(toMain: -.infinity, through: IndexPath(section: indexPath.section, item: Int.max))
        return storedBackground(section: indexPath.section)
    }

    func storedBackground(section: Int) -> LayoutAttributes? {
        guard store.contains(section: section),
            let frame = store.backgroundFrame(section)
        else { return nil }
        return LayoutAttributes(
            category: .decoration, kind: .background, indexPath: IndexPath(section: section, item: 0), frame: frame,
            zIndex: ZIndex.background)
    }

    /// Where a pinned header shows: at its place until the visible top (below the adjusted content
    /// inset) passes it, then there, until its bottom meets the top of the section's footer (or
    /// the section's end).
    func pinnedHeaderFrame(_ frame: Rect, section: Int) -> Rect {
        let direction = store.direction
        let top = bounds.mainMin(direction) + pinningInset
        let length = frame.mainMax(direction) - frame.mainMin(direction)
        if store.isOpen(section) { layOut(toMain: top + length, through: nil) }
        // An open section ends past the prefix, whose frontier is past `top + length` (see `forEachElement`).
        let limit = store.isOpen(section) ? .infinity : store.footerFrame(section)?.mainMin(direction) ?? store.sectionExtent(section).max
        let start = Swift.max(frame.mainMin(direction), Swift.min(top, limit - length))
        switch direction {
        case .vertical: return Rect(x: frame.minX, y: start, width: frame.width, height: frame.height)
        case .horizontal: return Rect(x: start, y: frame.minY, width: frame.width, height: frame.height)
        }
    }

    /// A vertical layout relayouts when the width changes; a horizontal one when the height does.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        // (`scrollDirection`, not `store.direction`: a lazy layout answers it without a copy of
        // the store, on every scroll step.)
        switch scrollDirection {
        case .vertical: return newBounds.width != bounds.width
        case .horizontal: return newBounds.height != bounds.height
        }
    }

    /// The item under `position`; otherwise the item whose centre is nearest within a screen;
    /// otherwise `indexPath` itself.
    public func targetIndexPath(forInteractivelyMovingItem indexPath: IndexPath, withPosition position: Point) -> IndexPath {
        let reach = Swift.max(bounds.width, bounds.height, 1)
        let area = Rect(x: position.x - reach / 2, y: position.y - reach / 2, width: reach, height: reach)
        var best: IndexPath?
        var bestDistance = Double.infinity
        forEachElement(in: area) { attributes in
            guard attributes.category == .cell else { return }
            let frame = attributes.frame
            let distance: Double
            if frame.contains(position) {
                distance = -1
            } else {
                let dx = frame.midX - position.x, dy = frame.midY - position.y
                distance = dx * dx + dy * dy
            }
            // `best == nil` first: a distance can overflow to infinity, which is not below the initial one.
            if best == nil || distance < bestDistance || (distance == bestDistance && attributes.indexPath < best!) {
                best = attributes.indexPath
                bestDistance = distance
            }
        }
        return best ?? indexPath
    }

    /// The item's own frame, shrunk to half size about its centre, transparent.
    public func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard var attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        let frame = attributes.frame
        attributes.frame = Rect(x: frame.midX - frame.width / 4, y: frame.midY - frame.height / 4, width: frame.width / 2, height: frame.height / 2)
        attributes.alpha = 0
        return attributes
    }

    /// The item's last frame, shrunk to half size about its centre, transparent.
    public func finalLayoutAttributes(forDisappearingItem attributes: LayoutAttributes) -> LayoutAttributes {
        var result = attributes
        let frame = attributes.frame
        result.frame = Rect(x: frame.midX - frame.width / 4, y: frame.midY - frame.height / 4, width: frame.width / 2, height: frame.height / 2)
        result.alpha = 0
        return result
    }
}
