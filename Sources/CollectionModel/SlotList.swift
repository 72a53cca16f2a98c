/// One section's item slots, stored as runs: a *generated run* is a stretch of consecutive
/// generated offsets (`first`, `first + 1`, …) and costs 16 bytes however long it is; an
/// *explicit run* holds its slots one by one (the stretches that edits touched, and items kept
/// in full).
///
/// A generated feed of N items is one run until it is edited, so it costs O(1) memory; an edit
/// splits a run at most in three. Reads find their run by binary search over the runs' ends.
/// Equality is by content: two lists holding the same slots are equal however they are cut.
struct SlotList: Sendable {
    enum Run: Sendable, Equatable {
        /// Offsets `first ..< first + count` in order.
        case generated(first: UInt32, count: Int)
        /// Slots one by one (never empty).
        case explicit([Slot])

        var count: Int {
            switch self {
            case .generated(_, let count): return count
            case .explicit(let slots): return slots.count
            }
        }
    }

    /// The runs in order, none empty.
    private(set) var runs: [Run] = []
    /// `ends[r]`: the number of slots in runs `0...r`.
    private(set) var ends: [Int] = []

    /// An explicit run never grows past this many slots, so an insert or remove in one moves at
    /// most this many.
    static let explicitLimit = 4096
    /// Consecutive generated slots at least this long become a generated run when a list is built
    /// from slots.
    static let generatedMinimum = 32

    /// No slots.
    init() {}

    /// Generated offsets `first ..< first + count`, as one run.
    ///
    /// - Complexity: O(1).
    init(generatedFrom first: UInt32, count: Int) {
        if count > 0 { append(run: .generated(first: first, count: count)) }
    }

    /// `slots`, with long stretches of consecutive generated offsets as generated runs.
    ///
    /// - Complexity: O(`slots.count`).
    init<S: Sequence<Slot>>(_ slots: S) {
        var pending: [Slot] = []
        var stretch: (first: UInt32, count: Int)?
        func flushPending() {
            var start = 0
            while start < pending.count {
                let end = min(pending.count, start + Self.explicitLimit)
                append(run: .explicit(Array(pending[start..<end])))
                start = end
            }
            pending.removeAll(keepingCapacity: true)
        }
        func closeStretch() {
            guard let s = stretch else { return }
            stretch = nil
            if s.count >= Self.generatedMinimum {
                flushPending()
                append(run: .generated(first: s.first, count: s.count))
            } else {
                for k in 0..<s.count { pending.append(Slot(offset: s.first + UInt32(k))) }
            }
        }
        for slot in slots {
            if let offset = slot.offset {
                if let s = stretch, UInt64(s.first) + UInt64(s.count) == UInt64(offset) {
                    stretch = (s.first, s.count + 1)
                    continue
                }
                closeStretch()
                stretch = (offset, 1)
            } else {
                closeStretch()
                pending.append(slot)
            }
        }
        closeStretch()
        flushPending()
    }

    // MARK: - Reading

    /// The number of slots.
    var count: Int { ends.last ?? 0 }

    var isEmpty: Bool { ends.isEmpty }

    /// The run holding position `i` (0 ≤ i < count).
    ///
    /// - Complexity: O(log r) for r runs.
    private func run(holding i: Int) -> Int {
        var lo = 0
        var hi = ends.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] > i { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    private func start(of r: Int) -> Int { r == 0 ? 0 : ends[r - 1] }

    /// The slot at position `i` (0 ≤ i < count).
    ///
    /// - Complexity: O(log r).
    subscript(i: Int) -> Slot {
        get {
            let r = run(holding: i)
            let k = i - start(of: r)
            switch runs[r] {
            case .generated(let first, _): return Slot(offset: first + UInt32(k))
            case .explicit(let slots): return slots[k]
            }
        }
        set { replace(at: i, with: newValue) }
    }

    /// Calls `body` with each position of `range` (clamped to the list) and its slot, in order.
    ///
    /// - Complexity: O(log r + `range.count`).
    func forEach(in range: Range<Int>, _ body: (Int, Slot) -> Void) {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return }
        var r = run(holding: range.lowerBound)
        var i = range.lowerBound
        while i < range.upperBound {
            let runStart = start(of: r)
            let runEnd = min(ends[r], range.upperBound)
            switch runs[r] {
            case .generated(let first, _):
                for position in i..<runEnd { body(position, Slot(offset: first + UInt32(position - runStart))) }
            case .explicit(let slots):
                slots.withUnsafeBufferPointer { slots in
                    for position in i..<runEnd { body(position, slots[position - runStart]) }
                }
            }
            i = runEnd
            r += 1
        }
    }

    /// Every slot in order.
    ///
    /// - Complexity: O(count).
    func forEach(_ body: (Slot) -> Void) {
        forEach(in: 0..<count) { body($1) }
    }

    /// Every slot in order, as an array.
    ///
    /// - Complexity: O(count) time and memory.
    var array: [Slot] {
        var out: [Slot] = []
        out.reserveCapacity(count)
        forEach { out.append($0) }
        return out
    }

    /// The position of `slot`, or `nil`.
    ///
    /// - Complexity: O(r) for a generated slot (plus the explicit runs' slots); O(count) at worst.
    func firstIndex(of slot: Slot) -> Int? {
        let offset = slot.offset
        for (r, run) in runs.enumerated() {
            switch run {
            case .generated(let first, let count):
                if let offset, offset >= first, UInt64(offset) < UInt64(first) + UInt64(count) {
                    return start(of: r) + Int(offset - first)
                }
            case .explicit(let slots):
                if let k = slots.firstIndex(of: slot) { return start(of: r) + k }
            }
        }
        return nil
    }

    /// Bytes held by the runs (slot arrays at their capacity).
    var allocatedBytes: Int {
        var bytes = runs.capacity * MemoryLayout<Run>.stride + ends.capacity * MemoryLayout<Int>.stride
        for case .explicit(let slots) in runs { bytes += slots.capacity * MemoryLayout<Slot>.stride }
        return bytes
    }

    // MARK: - Editing

    /// Adds `slot` at the end.
    ///
    /// - Complexity: O(1) amortised.
    mutating func append(_ slot: Slot) {
        insert(slot, at: count)
    }

    /// Inserts `slot` at position `i` (0 ≤ i ≤ count).
    ///
    /// - Complexity: O(r + `explicitLimit`).
    mutating func insert(_ slot: Slot, at i: Int) {
        precondition(i >= 0 && i <= count, "insert position \(i) outside 0...\(count)")
        if runs.isEmpty {
            append(run: single(slot))
            return
        }
        // At a run boundary, the generated run ending here or starting here may just grow.
        let r = i == count ? runs.count - 1 : run(holding: i)
        let offsetInRun = i - start(of: r)
        if let offset = slot.offset {
            if offsetInRun == 0, r > 0, case .generated(let first, let n) = runs[r - 1], UInt64(first) + UInt64(n) == UInt64(offset) {
                runs[r - 1] = .generated(first: first, count: n + 1)
                return shiftEnds(from: r - 1, by: 1)
            }
            if offsetInRun == runs[r].count, case .generated(let first, let n) = runs[r], UInt64(first) + UInt64(n) == UInt64(offset) {
                runs[r] = .generated(first: first, count: n + 1)
                return shiftEnds(from: r, by: 1)
            }
            if offsetInRun == 0, case .generated(let first, let n) = runs[r], first > 0, first - 1 == offset {
                runs[r] = .generated(first: offset, count: n + 1)
                return shiftEnds(from: r, by: 1)
            }
        }
        switch runs[r] {
        case .explicit(var slots) where slots.count < Self.explicitLimit:
            runs[r] = .explicit([])
            slots.insert(slot, at: offsetInRun)
            runs[r] = .explicit(slots)
            shiftEnds(from: r, by: 1)
        case .explicit(var slots):
            // Full: split in two halves and insert into the one that holds the position.
            runs[r] = .explicit([])
            let half = slots.count / 2
            var second = Array(slots[half...])
            slots.removeSubrange(half...)
            if offsetInRun <= half { slots.insert(slot, at: offsetInRun) } else { second.insert(slot, at: offsetInRun - half) }
            replaceRuns(r..<(r + 1), with: [.explicit(slots), .explicit(second)])
        case .generated(let first, let n):
            if offsetInRun == 0, r > 0, case .explicit(var before) = runs[r - 1], before.count < Self.explicitLimit {
                runs[r - 1] = .explicit([])
                before.append(slot)
                runs[r - 1] = .explicit(before)
                return shiftEnds(from: r - 1, by: 1)
            }
            var pieces: [Run] = []
            if offsetInRun > 0 { pieces.append(.generated(first: first, count: offsetInRun)) }
            pieces.append(single(slot))
            if offsetInRun < n { pieces.append(.generated(first: first + UInt32(offsetInRun), count: n - offsetInRun)) }
            replaceRuns(r..<(r + 1), with: pieces)
        }
    }

    /// Removes and returns the slot at position `i` (0 ≤ i < count).
    ///
    /// - Complexity: O(r + `explicitLimit`).
    @discardableResult
    mutating func remove(at i: Int) -> Slot {
        precondition(i >= 0 && i < count, "remove position \(i) outside 0..<\(count)")
        let r = run(holding: i)
        let k = i - start(of: r)
        switch runs[r] {
        case .generated(let first, let n):
            var pieces: [Run] = []
            if k > 0 { pieces.append(.generated(first: first, count: k)) }
            if k + 1 < n { pieces.append(.generated(first: first + UInt32(k + 1), count: n - k - 1)) }
            if pieces.count == 1 {
                runs[r] = pieces[0]
                shiftEnds(from: r, by: -1)
            } else {
                replaceRuns(r..<(r + 1), with: pieces)
            }
            return Slot(offset: first + UInt32(k))
        case .explicit(var slots):
            runs[r] = .explicit([])
            let removed = slots.remove(at: k)
            if slots.isEmpty {
                replaceRuns(r..<(r + 1), with: [])
            } else {
                runs[r] = .explicit(slots)
                shiftEnds(from: r, by: -1)
            }
            return removed
        }
    }

    /// Puts `slot` in place of the slot at position `i`.
    ///
    /// - Complexity: O(log r) in an explicit run; O(r) when it splits a generated run.
    private mutating func replace(at i: Int, with slot: Slot) {
        let r = run(holding: i)
        let k = i - start(of: r)
        switch runs[r] {
        case .explicit(var slots):
            runs[r] = .explicit([])
            slots[k] = slot
            runs[r] = .explicit(slots)
        case .generated(let first, let n):
            if slot.offset == first + UInt32(k) { return }
            var pieces: [Run] = []
            if k > 0 { pieces.append(.generated(first: first, count: k)) }
            pieces.append(single(slot))
            if k + 1 < n { pieces.append(.generated(first: first + UInt32(k + 1), count: n - k - 1)) }
            replaceRuns(r..<(r + 1), with: pieces)
        }
    }

    // MARK: - Runs

    private func single(_ slot: Slot) -> Run {
        slot.offset.map { .generated(first: $0, count: 1) } ?? .explicit([slot])
    }

    private mutating func append(run: Run) {
        ends.append(count + run.count)
        runs.append(run)
    }

    private mutating func shiftEnds(from r: Int, by delta: Int) {
        ends.withUnsafeMutableBufferPointer { ends in
            for j in r..<ends.count { ends[j] += delta }
        }
    }

    /// Replaces runs `range` with `pieces` (none empty), merges the pieces with their neighbours
    /// where they join up, and recounts the ends from there.
    private mutating func replaceRuns(_ range: Range<Int>, with pieces: [Run]) {
        runs.replaceSubrange(range, with: pieces)
        // Merge around the replaced stretch: from the run before it to the run after it.
        var lo = max(0, range.lowerBound - 1)
        var hi = min(runs.count, range.lowerBound + pieces.count + 1)
        var j = lo
        while j + 1 < hi {
            if let merged = Self.merge(runs[j], runs[j + 1]) {
                runs[j] = merged
                runs.remove(at: j + 1)
                hi -= 1
            } else {
                j += 1
            }
        }
        // Recount ends from the first run that changed.
        lo = min(lo, runs.count)
        ends.removeSubrange(min(lo, ends.count)...)
        var total = lo == 0 ? 0 : ends[lo - 1]
        ends.reserveCapacity(runs.count)
        for run in runs[lo...] {
            total += run.count
            ends.append(total)
        }
    }

    /// Two neighbouring runs as one, when they join up: generated runs that continue one another,
    /// explicit runs (or a short generated one beside an explicit one) that fit in one explicit run.
    private static func merge(_ a: Run, _ b: Run) -> Run? {
        switch (a, b) {
        case (.generated(let f1, let n1), .generated(let f2, let n2)) where UInt64(f1) + UInt64(n1) == UInt64(f2):
            return .generated(first: f1, count: n1 + n2)
        case (.explicit(let x), .explicit(let y)) where x.count + y.count <= explicitLimit:
            return .explicit(x + y)
        case (.explicit(let x), .generated(let f, let n)) where n < generatedMinimum && x.count + n <= explicitLimit:
            return .explicit(x + (0..<n).map { Slot(offset: f + UInt32($0)) })
        case (.generated(let f, let n), .explicit(let y)) where n < generatedMinimum && y.count + n <= explicitLimit:
            return .explicit((0..<n).map { Slot(offset: f + UInt32($0)) } + y)
        default:
            return nil
        }
    }
}

extension SlotList: Equatable {
    /// Equal when they hold the same slots in the same order, however they are cut into runs.
    ///
    /// - Complexity: O(r) when cut the same way into generated runs; O(count) otherwise.
    static func == (lhs: SlotList, rhs: SlotList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.runs == rhs.runs { return true }
        var equal = true
        var position = 0
        let right = rhs
        lhs.forEach { slot in
            if equal, right[position] != slot { equal = false }
            position += 1
        }
        return equal
    }
}

#if CVSIM_INTERNAL_CHECKS
extension SlotList {
    /// No run is empty, explicit runs stay within their limit and the ends add up.
    func checkRuns() {
        precondition(runs.count == ends.count, "runs and ends disagree")
        var total = 0
        for (r, run) in runs.enumerated() {
            precondition(run.count > 0, "empty run \(r)")
            if case .explicit(let slots) = run { precondition(slots.count <= Self.explicitLimit, "explicit run \(r) too long") }
            total += run.count
            precondition(ends[r] == total, "end of run \(r) is \(ends[r]), not \(total)")
        }
    }
}
#endif
