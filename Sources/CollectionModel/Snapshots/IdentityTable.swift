/// The two places of one item identifier (flat indices, -1 for none).
struct Partners {
    var old: Int32
    var new: Int32
}

/// An open-addressing hash table from identifier to its places, for the snapshot diff: the
/// identifier's UTF-8 bytes hashed eight at a time (identifiers are often UUIDs of 36 bytes,
/// which `String`'s own hashing walks more slowly), linear probing, no deletions. A slot names
/// its identifier by place in the two snapshots' lists rather than holding a copy, so filling and
/// dropping the table retains and releases nothing.
struct IdentityTable {
    private let old: [[String]]
    private let new: [[String]]
    /// One slot: its identifier (section and item in `old`, `side` 0, or `new`, 1), its hash bits
    /// (0: empty) compared before the identifier itself, and its places; kept together so a probe
    /// touches one cache line rather than four arrays.
    private struct Slot {
        var tag: UInt32
        var keySection: Int32
        var keyItem: Int32
        var places: Partners
    }
    private var slots: [Slot]
    private let mask: Int

    /// A table for the identifiers of `old` and `new`, at most half full.
    init(old: [[String]], new: [[String]], capacity: Int) {
        self.old = old
        self.new = new
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: Slot(tag: 0, keySection: 0, keyItem: 0, places: Partners(old: -1, new: -1)), count: size)
        mask = size - 1
    }

    /// Records the identifier at `old[section][item]`, flat place `i`; `false` when it is there already.
    ///
    /// - Complexity: O(1) expected.
    mutating func insertOld(section: Int, item: Int, at i: Int32) -> Bool {
        let (slot, tag) = find(old[section][item])
        if slots[slot].tag != 0 { return false }
        slots[slot] = Slot(tag: tag, keySection: Int32(section) << 1, keyItem: Int32(item), places: Partners(old: i, new: -1))
        return true
    }

    /// Records the identifier at `new[section][item]`, flat place `f`, returning its places before
    /// (`new` ≥ 0: it came twice).
    ///
    /// - Complexity: O(1) expected.
    mutating func claimNew(section: Int, item: Int, at f: Int32) -> Partners {
        let (slot, tag) = find(new[section][item])
        if slots[slot].tag == 0 {
            slots[slot].tag = tag
            slots[slot].keySection = Int32(section) << 1 | 1
            slots[slot].keyItem = Int32(item)
        }
        let before = slots[slot].places
        slots[slot].places.new = f
        return before
    }

    /// The places of `id`, if it was recorded.
    func places(of id: String) -> Partners? {
        let slot = find(id).slot
        return slots[slot].tag == 0 ? nil : slots[slot].places
    }

    /// The slot holding `id`, or the empty one where it goes, and the tag of `id`.
    private func find(_ id: String) -> (slot: Int, tag: UInt32) {
        let hash = Self.hash(id)
        let tag = UInt32(truncatingIfNeeded: hash >> 32) | 1
        var slot = hash & mask
        while true {
            let t = slots[slot].tag
            if t == 0 { break }
            if t == tag, key(slot) == id { break }
            slot = (slot + 1) & mask
        }
        return (slot, tag)
    }

    private func key(_ slot: Int) -> String {
        let k = slots[slot]
        let s = Int(k.keySection >> 1), i = Int(k.keyItem)
        return k.keySection & 1 == 0 ? old[s][i] : new[s][i]
    }

    /// A 64-bit hash of the identifier's UTF-8 bytes (multiply and shift over 8-byte words).
    static func hash(_ id: String) -> Int {
        let fast = id.utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
            let raw = UnsafeRawBufferPointer(bytes)
            var offset = 0
            while offset + 8 <= raw.count {
                h = (h ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                h ^= h >> 32
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < raw.count {
                tail |= UInt64(raw[offset]) << shift
                shift += 8
                offset += 1
            }
            return h ^ tail
        }
        var h = fast ?? id.utf8.reduce(0x9E37_79B9_7F4A_7C15 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        h = (h ^ (h >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: h ^ (h >> 33))
    }
}
