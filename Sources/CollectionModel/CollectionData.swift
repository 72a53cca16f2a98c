import CollectionBasics

/// The data behind a collection view: sections of items with unique identities, edited only
/// through validated batch updates.
///
/// A value type. Items are stored compactly: a section's items are a `SlotList` of runs. A
/// generated item (`ItemID.generated(n)` whose content is exactly `Item.generated(n)`) is its
/// index alone, as an offset from the data's `generatedBase` (one feed's indices share their
/// high bits), and a stretch of consecutive generated items is one run, however long; any other
/// item (from a dataset, inserted or edited, or generated but too far from the base) keeps its
/// full `Item` in a side table and a 4-byte slot in an explicit run. A generated feed therefore
/// costs O(1) memory until it is edited — a billion items as little as twenty — and each edit
/// adds a run or two.
///
/// Identities are unique across the whole model: every way of building or changing it rejects
/// duplicates.
public struct CollectionData: Sendable {
    /// One section as stored: its texts and one slot per item.
    struct SectionStorage: Sendable {
        var title: String
        var header: String?
        var footer: String?
        var slots: SlotList
    }

    var storage: [SectionStorage] = []
    /// Items kept in full; a payload slot holds an index into this table.
    var payloads: [Item] = []
    /// Indices of `payloads` no longer referenced by any slot, to reuse.
    var freePayloads: [Int] = []
    /// Where each stored item lives in `payloads`: the identity index of non-generated items.
    var payloadIndex: [ItemID: Int] = [:]
    /// The indices of the generated slots: the identity index of generated items.
    var generatedIDs = IndexRunSet()
    /// What a generated slot's offset is counted from; set by the first generated item stored.
    var generatedBase: UInt64?
    public internal(set) var totalItems = 0

    /// Empty data: no sections.
    public init() {}

    /// Data holding `sections`.
    ///
    /// - Throws: `BatchUpdateError` with rule `.duplicateID` when an id appears twice.
    /// - Complexity: O(n) for n items.
    public init(sections: [Section]) throws(BatchUpdateError) {
        for (s, section) in sections.enumerated() {
            var slots: [Slot] = []
            slots.reserveCapacity(section.items.count)
            for (i, item) in section.items.enumerated() {
                guard !contains(item.id) else {
                    throw BatchUpdateError(
                        .duplicateID, at: IndexPath(section: s, item: i),
                        "item id \"\(item.id)\" appears more than once")
                }
                slots.append(store(item))
            }
            storage.append(
                SectionStorage(
                    title: section.title, header: section.header, footer: section.footer, slots: SlotList(slots)))
            totalItems += slots.count
        }
        checkInvariants()
    }

    /// Data of generated items: section `s` holds `counts[s]` items, numbered on from `firstIndex`.
    ///
    /// Negative counts count as 0; the total is cut at 2³¹ items (the offsets a slot holds), and
    /// `firstIndex` is lowered if the indices would pass 2⁶⁴.
    /// This is the compact way to hold a huge feed: one run per section, whatever its length.
    /// - Complexity: O(sections).
    public init(
        generatedCounts counts: [Int], firstIndex: UInt64 = 0, sectionTitle: (Int) -> String = { "Section \($0 + 1)" }
    ) {
        let total = counts.reduce(0) { $0 + min(max(0, $1), Int(Slot.maximumOffset)) }
        // Every index stays within the offsets a slot can hold from the base.
        var next = min(firstIndex, UInt64.max - UInt64(total))
        generatedBase = next
        for (s, count) in counts.enumerated() {
            let n = min(max(0, count), Int(Slot.maximumOffset) - Int(next - generatedBase!))
            let first = next - generatedBase!
            let slots = SlotList(generatedFrom: UInt32(first), count: n)
            if n > 0 { generatedIDs.insert(next..<(next + UInt64(n))) }
            next += UInt64(n)
            storage.append(SectionStorage(title: sectionTitle(s), slots: slots))
            totalItems += n
        }
        checkInvariants()
    }

    /// Data of generated items numbered as the feed of `GeneratedPageSource(seed:)`: section `s`
    /// holds `counts[s]` items, the same items that source would give, in order.
    ///
    /// - Complexity: O(sections).
    public init(generatedCounts counts: [Int], seed: UInt64, sectionTitle: (Int) -> String = { "Section \($0 + 1)" }) {
        self.init(
            generatedCounts: counts, firstIndex: GeneratedPageSource(seed: seed).firstIndex, sectionTitle: sectionTitle)
    }

    // MARK: - Queries

    /// The number of sections.
    public var numberOfSections: Int { storage.count }

    /// The number of items in `section`, or 0 when there is no such section.
    public func numberOfItems(inSection section: Int) -> Int {
        storage.indices.contains(section) ? storage[section].slots.count : 0
    }

    /// Whether `indexPath` names an item.
    public func isValid(_ indexPath: IndexPath) -> Bool {
        storage.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < storage[indexPath.section].slots.count
    }

    /// The item at `indexPath`, or `nil` when there is none.
    ///
    /// - Complexity: O(log r) for r runs in the section; builds the title string of a generated item.
    public func item(at indexPath: IndexPath) -> Item? {
        guard isValid(indexPath) else { return nil }
        return resolve(storage[indexPath.section].slots[indexPath.item])
    }

    /// The id of the item at `indexPath`, or `nil` when there is none.
    public func itemID(at indexPath: IndexPath) -> ItemID? {
        guard isValid(indexPath) else { return nil }
        let slot = storage[indexPath.section].slots[indexPath.item]
        if let index = generatedIndex(slot) { return .generated(index) }
        return payloads[slot.payloadIndex].id
    }

    /// The title of `section` ("" when there is no such section).
    public func sectionTitle(_ section: Int) -> String {
        storage.indices.contains(section) ? storage[section].title : ""
    }

    /// The header text of `section`, if any.
    public func sectionHeader(_ section: Int) -> String? {
        storage.indices.contains(section) ? storage[section].header : nil
    }

    /// The footer text of `section`, if any.
    public func sectionFooter(_ section: Int) -> String? {
        storage.indices.contains(section) ? storage[section].footer : nil
    }

    /// Section `index` as a plain value, with all its items.
    ///
    /// - Complexity: O(items in the section).
    public func section(_ index: Int) -> Section? {
        guard storage.indices.contains(index) else { return nil }
        let s = storage[index]
        return Section(title: s.title, header: s.header, footer: s.footer, items: s.slots.array.map(resolve))
    }

    /// Every section as plain values: a snapshot for diffing, saving or comparing.
    ///
    /// - Complexity: O(n); allocates every item.
    public var sections: [Section] { storage.indices.map { section($0)! } }

    /// Whether an item with `id` is present.
    ///
    /// - Complexity: O(1) on average (O(log r) for r runs of generated ids).
    public func contains(_ id: ItemID) -> Bool {
        if payloadIndex[id] != nil { return true }
        if let index = id.generatedIndex { return generatedIDs.contains(index) }
        return false
    }

    /// Where the item with `id` is, or `nil`.
    ///
    /// - Complexity: O(r) for a generated item and r runs (plus the slots of explicit runs); O(n)
    ///   at worst: no per-item index is kept, to stay compact.
    public func indexPath(of id: ItemID) -> IndexPath? {
        let target: Slot
        if let p = payloadIndex[id] {
            target = Slot(payload: p)
        } else if let g = id.generatedIndex, generatedIDs.contains(g), let slot = generatedSlot(g) {
            target = slot
        } else {
            return nil
        }
        for (s, section) in storage.enumerated() {
            if let i = section.slots.firstIndex(of: target) { return IndexPath(section: s, item: i) }
        }
        return nil
    }

    /// The index path of the last item, or `nil` when there are no items.
    public var lastIndexPath: IndexPath? {
        for s in storage.indices.reversed() where !storage[s].slots.isEmpty {
            return IndexPath(section: s, item: storage[s].slots.count - 1)
        }
        return nil
    }

    // MARK: - Slots

    func resolve(_ slot: Slot) -> Item {
        if let index = generatedIndex(slot) { return Item.generated(index) }
        return payloads[slot.payloadIndex]
    }

    /// The generated index a slot stands for, or `nil` for a payload slot.
    @inline(__always)
    func generatedIndex(_ slot: Slot) -> UInt64? {
        guard let offset = slot.offset, let base = generatedBase else { return nil }
        return base + UInt64(offset)
    }

    /// The slot of generated index `index`, or `nil` when it is too far from the base.
    func generatedSlot(_ index: UInt64) -> Slot? {
        guard let base = generatedBase, index >= base, index - base < Slot.maximumOffset else { return nil }
        return Slot(offset: UInt32(index - base))
    }

    /// Stores `item` (its id known to be absent) and returns its slot.
    mutating func store(_ item: Item) -> Slot {
        if let index = item.id.generatedIndex, item == Item.generated(index) {
            // The first generated item fixes the base: its block of 2³¹ indices.
            if generatedBase == nil { generatedBase = index & ~(Slot.maximumOffset - 1) }
            if let slot = generatedSlot(index) {
                generatedIDs.insert(index..<(index + 1))
                return slot
            }
        }
        let p: Int
        if let free = freePayloads.popLast() {
            p = free
            payloads[p] = item
        } else {
            p = payloads.count
            payloads.append(item)
        }
        payloadIndex[item.id] = p
        return Slot(payload: p)
    }

    /// Forgets every item of `slots` (they no longer appear anywhere).
    ///
    /// - Complexity: O(r) per generated run (whatever its length), O(1) per explicit slot.
    mutating func release(_ slots: SlotList) {
        for run in slots.runs {
            switch run {
            case .generated(let first, let count):
                guard let base = generatedBase else { continue }
                let lower = base + UInt64(first)
                generatedIDs.remove(lower..<(lower + UInt64(count)))
            case .explicit(let explicit):
                explicit.forEach { release($0) }
            }
        }
    }

    /// Forgets the item in `slot` (it no longer appears anywhere).
    mutating func release(_ slot: Slot) {
        if let index = generatedIndex(slot) {
            generatedIDs.remove(index..<(index + 1))
        } else {
            let p = slot.payloadIndex
            payloadIndex[payloads[p].id] = nil
            payloads[p] = Item(id: "", title: "")
            freePayloads.append(p)
        }
    }
}

/// One item's place in storage, 4 bytes: a generated item's offset from the data's
/// `generatedBase`, or (top bit set) an index into the payloads.
struct Slot: Hashable, Sendable {
    var raw: UInt32

    static let payloadBit: UInt32 = 1 << 31
    /// Offsets (and payload indices) are below 2³¹.
    static let maximumOffset: UInt64 = 1 << 31

    init(offset: UInt32) { raw = offset }
    init(payload index: Int) { raw = Slot.payloadBit | UInt32(index) }

    var offset: UInt32? { raw & Slot.payloadBit == 0 ? raw : nil }
    var payloadIndex: Int { Int(raw & ~Slot.payloadBit) }
}

// MARK: - Equality

extension CollectionData: Equatable {
    /// Equal when they hold the same sections with the same items in the same order.
    ///
    /// - Complexity: O(n).
    public static func == (lhs: CollectionData, rhs: CollectionData) -> Bool {
        guard lhs.storage.count == rhs.storage.count, lhs.totalItems == rhs.totalItems else { return false }
        for (a, b) in zip(lhs.storage, rhs.storage) {
            guard a.title == b.title, a.header == b.header, a.footer == b.footer, a.slots.count == b.slots.count else {
                return false
            }
            if !sameItems(lhs, a.slots, rhs, b.slots) { return false }
        }
        return true
    }
}

/// Whether `a` (slots of `lhs`) and `b` (slots of `rhs`) of equal counts hold the same items:
/// stretches of generated runs compared whole, other slots one by one.
///
/// - Complexity: O(runs + slots in explicit runs) of the two lists.
private func sameItems(_ lhs: CollectionData, _ a: SlotList, _ rhs: CollectionData, _ b: SlotList) -> Bool {
    var ra = 0, rb = 0  // current runs
    var ka = 0, kb = 0  // positions within them
    let lhsBase = lhs.generatedBase ?? 0, rhsBase = rhs.generatedBase ?? 0
    while ra < a.runs.count, rb < b.runs.count {
        let x = a.runs[ra], y = b.runs[rb]
        var step = 1
        if case .generated(let fx, let nx) = x, case .generated(let fy, let ny) = y {
            guard lhsBase + UInt64(fx) + UInt64(ka) == rhsBase + UInt64(fy) + UInt64(kb) else { return false }
            step = min(nx - ka, ny - kb)
        } else {
            let sx: Slot, sy: Slot
            switch x {
            case .generated(let f, _): sx = Slot(offset: f + UInt32(ka))
            case .explicit(let slots): sx = slots[ka]
            }
            switch y {
            case .generated(let f, _): sy = Slot(offset: f + UInt32(kb))
            case .explicit(let slots): sy = slots[kb]
            }
            if let gx = lhs.generatedIndex(sx), let gy = rhs.generatedIndex(sy) {
                if gx != gy { return false }
            } else if lhs.resolve(sx) != rhs.resolve(sy) {
                return false
            }
        }
        ka += step
        kb += step
        if ka == x.count { ra += 1; ka = 0 }
        if kb == y.count { rb += 1; kb = 0 }
    }
    return true
}

// MARK: - Layout data source

extension CollectionData: LayoutDataSource {
    /// The size hint of the item at `indexPath` (`.none` when there is no such item).
    ///
    /// - Complexity: O(1), no allocation.
    public func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint {
        guard isValid(indexPath) else { return .none }
        let slot = storage[indexPath.section].slots[indexPath.item]
        if let index = generatedIndex(slot) { return SizeHint(width: nil, height: Item.generatedHeight(index)) }
        return payloads[slot.payloadIndex].sizeHint
    }

    /// The size hints of items `items` of `section` (`.none` for those that do not exist).
    ///
    /// - Complexity: O(`items.count`), no allocation beyond `hints`' growth.
    public func sizeHints(inSection section: Int, items: Range<Int>, into hints: inout [SizeHint]) {
        hints.removeAll(keepingCapacity: true)
        guard storage.indices.contains(section) else {
            hints.append(contentsOf: repeatElement(.none, count: items.count))
            return
        }
        // Filled in place: one growth check for the run rather than one per item.
        hints.append(contentsOf: repeatElement(.none, count: items.count))
        let base = generatedBase ?? 0
        hints.withUnsafeMutableBufferPointer { hints in
            storage[section].slots.forEach(in: items) { item, slot in
                if let offset = slot.offset {
                    hints[item - items.lowerBound] = SizeHint(width: nil, height: Item.generatedHeight(base + UInt64(offset)))
                } else {
                    hints[item - items.lowerBound] = payloads[slot.payloadIndex].sizeHint
                }
            }
        }
    }
}
