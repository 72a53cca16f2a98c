/// The computed geometry of a layout: every cell's frame, each section's header, footer and
/// background, and the indexes that answer rect queries without scanning.
///
/// The built-in layouts fill a store section by section in `prepare` and answer every query from
/// it (see `StoredLayout`). Sections must follow one another along the scroll axis without
/// overlapping, and cells must be added in index-path order.
public struct LayoutStore: Sendable {
    public let direction: ScrollDirection
    var cells: FrameStore
    var index = RectIndex()
    /// Global cell index of each section's first item.
    private(set) var sectionStart: [Int] = []
    /// Each section's extent on the scroll axis (union of its header, items, footer, background).
    private(set) var extentMin: [Double] = []
    private(set) var extentMax: [Double] = []
    private(set) var headers: [Rect] = []
    private(set) var footers: [Rect] = []
    private(set) var backgrounds: [Rect] = []
    /// The size of the whole content (of what is laid out, in a lazy layout).
    public var contentSize: Size = .zero
    /// The last section, when a lazy layout has laid out only part of it: its footer is not
    /// placed and its extent ends where its items laid out so far end.
    var openSection: Int?
    /// The first item the store holds: a lazy layout's run may start far into the data (an
    /// estimated, detached run; see `LazyProgress`). Sections before `base.section` and the items
    /// of `base.section` before `base.item` are not in the store, and its section `base.section`
    /// has no header of its own. Section and item numbers in the store's API are the data's; cell
    /// ids are the store's own (0 for the item at `base`).
    private(set) var base = IndexPath(section: 0, item: 0)

    /// Where the last section laid out ends on the scroll axis (`startTop` without sections).
    var end: Double { extentMax.last ?? startTop }

    /// Where the store's first section starts when a run begins at a section's start far into the
    /// data (0 for the data's first section).
    var startTop = 0.0

    /// Where a section added now starts: `spacing` after the last one, or at `startTop`.
    func nextSectionStart(spacing: Double) -> Double { extentMax.last.map { $0 + spacing } ?? startTop }

    /// Whether `section` is only partly laid out.
    func isOpen(_ section: Int) -> Bool { section == openSection }

    /// Whether `section` is (partly) in the store.
    public func contains(section: Int) -> Bool { section >= base.section && section < numberOfSections }

    public init(direction: ScrollDirection) {
        self.direction = direction
        self.cells = FrameStore(direction: direction)
    }

    /// One past the last section laid out (sections before `base.section` are not in the store).
    public var numberOfSections: Int { base.section + sectionStart.count }
    /// The number of cells laid out.
    public var numberOfCells: Int { cells.count }

    /// The number of items laid out in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        // Cells are added to the last section only, so a section ends where the next one starts.
        let s = section - base.section
        return (s + 1 < sectionStart.count ? sectionStart[s + 1] : cells.count) - sectionStart[s] + firstItem(s)
    }

    /// The data's item number of the store's first item of local section `s`.
    @inline(__always)
    private func firstItem(_ s: Int) -> Int { s == 0 ? base.item : 0 }

    // MARK: - Filling

    /// Forgets everything and prepares room for `cellCapacity` cells.
    public mutating func removeAll(reservingCapacity cellCapacity: Int = 0) {
        self = LayoutStore(direction: direction)
        cells.reserveCapacity(cellCapacity)
    }

    /// Forgets everything; the store then starts at item `base.item` of section `base.section`,
    /// which the next `beginSection` begins.
    mutating func removeAll(startingAt base: IndexPath, top: Double = 0) {
        self = LayoutStore(direction: direction)
        self.base = base
        startTop = top
    }

    /// Starts section `section` (which must be the next one, or the last one to re-open it: see
    /// `reopenLastSection(keepingItems:)`).
    public mutating func beginSection(_ section: Int) {
        precondition(section == numberOfSections, "sections must be added in order")
        sectionStart.append(cells.count)
        extentMin.append(0)
        extentMax.append(0)
        headers.append(.zero)
        footers.append(.zero)
        backgrounds.append(.zero)
    }

    /// Adds the next cell of the last section begun.
    ///
    /// - Complexity: amortized O(L)
    public mutating func appendCell(_ frame: Rect) {
        precondition(!sectionStart.isEmpty, "a cell needs a section")
        let id = cells.count
        cells.append(frame)
        index.insert(id, in: cells)
    }

    /// Adds `frames` as the next cells of the last section begun, in order: the same as
    /// `appendCell` for each, with the growth checks done once for the run.
    ///
    /// - Complexity: amortized O(`frames.count`·L)
    public mutating func appendCells(_ frames: UnsafeBufferPointer<Rect>) {
        precondition(!sectionStart.isEmpty, "a cell needs a section")
        let first = cells.count
        cells.append(contentsOf: frames)
        index.insert(first..<cells.count, in: cells)
    }

    /// Adds `count` cells to the last section begun, the `k`th with the frame `frame(k)`, called
    /// in order: the same as `appendCell` for each, a run of cells at a time.
    ///
    /// - Complexity: amortized O(`count`·L)
    public mutating func appendCells(count: Int, _ frame: (Int) -> Rect) {
        let run = 1024
        withUnsafeTemporaryAllocation(of: Rect.self, capacity: min(max(count, 0), run)) { frames in
            var start = 0
            while start < count {
                let n = min(count - start, run)
                for k in 0..<n { frames.initializeElement(at: k, to: frame(start + k)) }
                appendCells(UnsafeBufferPointer(rebasing: frames[..<n]))
                start += n
            }
        }
    }

    /// Sets the last section's header, footer and background (an empty rect means "none") and
    /// closes it: its extent is the union of these and its cells, plus `extra` for the layout's
    /// own margins.
    public mutating func endSection(header: Rect, footer: Rect, background: Rect, extent: (min: Double, max: Double)) {
        precondition(!sectionStart.isEmpty, "no section to end")
        let s = sectionStart.count - 1
        headers[s] = header
        footers[s] = footer
        backgrounds[s] = background
        extentMin[s] = extent.min
        extentMax[s] = extent.max
    }

    /// Re-opens the last section, keeping its first `keep` items, so that a layout can lay out
    /// appended items (or re-lay a tail) without touching the rest.
    ///
    /// - Complexity: O(L + removed)
    public mutating func reopenLastSection(keepingItems keep: Int) {
        let s = sectionStart.count - 1
        let first = sectionStart[s] + keep - firstItem(s)
        cells.removeSuffix(from: first)
        index.removeElements(from: first, in: cells)
    }

    /// Keeps sections up to `section` and that section's first `keep` items, so that a layout can
    /// lay out again from one item on (a self-sizing item measured); `section` stays open.
    ///
    /// - Complexity: O(L + removed)
    public mutating func truncate(toSection section: Int, keepingItems keep: Int) {
        let s = section - base.section
        let first = sectionStart[s] + keep - firstItem(s)
        cells.removeSuffix(from: first)
        index.removeElements(from: first, in: cells)
        let kept = s + 1
        sectionStart.removeSubrange(kept...)
        extentMin.removeSubrange(kept...)
        extentMax.removeSubrange(kept...)
        headers.removeSubrange(kept...)
        footers.removeSubrange(kept...)
        backgrounds.removeSubrange(kept...)
    }

    /// Keeps the sections before `section` only.
    ///
    /// - Complexity: O(L + removed)
    public mutating func truncate(beforeSection section: Int) {
        let s = section - base.section
        guard s < sectionStart.count else { return }
        guard s > 0 else {
            removeAll(startingAt: base, top: startTop)
            return
        }
        let first = sectionStart[s]
        cells.removeSuffix(from: first)
        index.removeElements(from: first, in: cells)
        sectionStart.removeSubrange(s...)
        extentMin.removeSubrange(s...)
        extentMax.removeSubrange(s...)
        headers.removeSubrange(s...)
        footers.removeSubrange(s...)
        backgrounds.removeSubrange(s...)
        if let open = openSection, open >= section { openSection = nil }
    }

    /// The start of cell `id` on the scroll axis, exactly as laid out (double precision).
    func mainStart(ofCell id: Int) -> Double { cells.mainMin[id] }

    /// The cell id of item 0 of `section` (of its first item in the store).
    func firstCell(ofSection section: Int) -> Int { sectionStart[section - base.section] }

    /// The header frame of `section` as laid out, even when empty (its origin says where it is).
    func rawHeaderFrame(_ section: Int) -> Rect { headers[section - base.section] }

    // MARK: - Reading

    /// Whether item `item` of `section` is in the store.
    public func contains(section: Int, item: Int) -> Bool {
        guard contains(section: section), item >= (section == base.section ? base.item : 0) else { return false }
        return item < numberOfItems(inSection: section)
    }

    /// The cell id of item `item` of `section`, when the store holds it.
    func cellID(section: Int, item: Int) -> Int? {
        guard contains(section: section, item: item) else { return nil }
        let s = section - base.section
        return sectionStart[s] + item - firstItem(s)
    }

    /// The stored frame of item `item` in `section` (which the store must hold).
    public func cellFrame(section: Int, item: Int) -> Rect {
        let s = section - base.section
        return cells.frame(at: sectionStart[s] + item - firstItem(s))
    }

    public func headerFrame(_ section: Int) -> Rect? {
        let h = headers[section - base.section]
        return h.isEmpty ? nil : h
    }
    public func footerFrame(_ section: Int) -> Rect? {
        let f = footers[section - base.section]
        return f.isEmpty ? nil : f
    }
    public func backgroundFrame(_ section: Int) -> Rect? {
        let b = backgrounds[section - base.section]
        return b.isEmpty ? nil : b
    }
    public func sectionExtent(_ section: Int) -> (min: Double, max: Double) {
        (extentMin[section - base.section], extentMax[section - base.section])
    }

    /// The index path of the cell stored at `id`.
    ///
    /// - Complexity: O(log(sections))
    func indexPath(ofCell id: Int) -> IndexPath {
        // The last section starting at or before `id` is the non-empty one holding it.
        var low = 0, high = sectionStart.count
        while low < high {
            let mid = (low + high) >> 1
            if sectionStart[mid] <= id { low = mid + 1 } else { high = mid }
        }
        let s = low - 1
        return IndexPath(section: base.section + s, item: id - sectionStart[s] + firstItem(s))
    }

    /// Bytes held by the cell frames and the rect index (the part that grows with the items).
    public var allocatedBytes: Int {
        cells.allocatedBytes + index.allocatedBytes
            + sectionStart.capacity * 8 + extentMin.capacity * 16 + headers.capacity * 32 * 3
    }

    /// Sections whose extent meets `[lo, hi)` on the scroll axis.
    ///
    /// - Complexity: O(log(sections) + returned)
    func sections(meeting lo: Double, _ hi: Double) -> Range<Int> {
        var low = 0, high = extentMax.count
        while low < high {
            let mid = (low + high) >> 1
            if extentMax[mid] > lo { high = mid } else { low = mid + 1 }
        }
        var end = low
        while end < extentMin.count && extentMin[end] < hi { end += 1 }
        return (base.section + low)..<(base.section + end)
    }

    #if CVSIM_INTERNAL_CHECKS
    func checkInvariants() {
        index.checkInvariants(count: cells.count, store: cells)
        for s in 1..<max(1, sectionStart.count) {
            precondition(extentMin[s] >= extentMax[s - 1] - 1e-9, "section \(s) overlaps its predecessor")
        }
    }
    #endif
}
