/// An index over the frames of a `FrameStore` that answers rect queries in
/// O(L·log n + k) for k results, where L is the number of lanes (small: the column count of a
/// waterfall, at most the items of one line of a flow layout).
///
/// Elements are partitioned into *lanes*: sequences along which both the start and the end on the
/// scroll axis never decrease. A waterfall column is one lane; so is a row of a flow layout's
/// grid. Within a lane, the elements meeting an interval `[lo, hi)` are a contiguous run found by
/// one binary search, so no element outside the answer is visited except those that meet the
/// interval on the scroll axis but not the rect on the cross axis. Unlike a list sorted by minY,
/// one tall element cannot make every query scan everything before it.
///
/// Elements are inserted in increasing id order; the newest can be removed (for appends that
/// re-lay a tail).
struct RectIndex: Sendable {
    /// Element ids per lane, increasing.
    private(set) var lanes: [[Int32]] = []
    /// The scroll-axis start and end of each lane's last element, as stored: `insert` compares
    /// against these without reaching into the lanes and the store.
    private var lastStart: [Double] = []
    private var lastEnd: [Double] = []
    /// Per lane, the cross-axis bounds of each complete block of `blockSize` elements (the lane's
    /// elements `blockSize·b ..< blockSize·(b+1)`), so that a thinned query can pass over a block
    /// that one screen cell shows whole (see `RectIndex+Thinning.swift`).
    private(set) var blocks: [[CrossBounds]] = []

    /// Elements per block of `blocks`.
    static let blockSize = 32

    /// The cross-axis bounds of a block of elements, as their frames give them.
    struct CrossBounds: Sendable {
        /// The least and the greatest cross-axis start, and the greatest cross-axis end.
        var minStart: Double
        var maxStart: Double
        var maxEnd: Double
    }

    init() {}

    /// Adds element `id` (greater than every id already present).
    ///
    /// Chooses, among the lanes whose last element starts and ends no later than this one, the
    /// one whose last element ends latest (the tightest fit); opens a new lane when none fits.
    ///
    /// - Complexity: O(L)
    mutating func insert(_ id: Int, in store: FrameStore) {
        let lane = insert(id, start: store.mainMin[id], end: store.mainMax(id))
        completeBlocks(ofLane: lane, in: store)
    }

    /// Adds element `id` (greater than every id already present), whose stored frame starts at
    /// `lo` and ends at `hi` on the scroll axis, and returns its lane.
    ///
    /// - Complexity: O(L)
    private mutating func insert(_ id: Int, start lo: Double, end hi: Double) -> Int {
        var best = -1
        var bestEnd = -Double.infinity
        lastStart.withUnsafeBufferPointer { starts in
            lastEnd.withUnsafeBufferPointer { ends in
                for lane in 0..<ends.count {
                    let end = ends[lane]
                    if starts[lane] <= lo && end <= hi && end > bestEnd {
                        best = lane
                        bestEnd = end
                    }
                }
            }
        }
        if best < 0 {
            lanes.append([Int32(id)])
            blocks.append([])
            lastStart.append(lo)
            lastEnd.append(hi)
            return lanes.count - 1
        }
        lanes[best].append(Int32(id))
        lastStart[best] = lo
        lastEnd[best] = hi
        return best
    }

    /// Records the bounds of every block of `lane` completed since the last call.
    ///
    /// - Complexity: O(elements of the new blocks)
    private mutating func completeBlocks(ofLane lane: Int, in store: FrameStore) {
        let size = Self.blockSize
        let complete = lanes[lane].count / size
        guard blocks[lane].count < complete else { return }
        lanes[lane].withUnsafeBufferPointer { ids in
            for b in blocks[lane].count..<complete {
                var bounds = CrossBounds(minStart: .infinity, maxStart: -.infinity, maxEnd: -.infinity)
                for position in (b * size)..<((b + 1) * size) {
                    let (start, end) = store.crossEdges(Int(ids[position]))
                    bounds.minStart = Swift.min(bounds.minStart, start)
                    bounds.maxStart = Swift.max(bounds.maxStart, start)
                    bounds.maxEnd = Swift.max(bounds.maxEnd, end)
                }
                blocks[lane].append(bounds)
            }
        }
    }

    private mutating func removeLanesElements(from id: Int) {
        for lane in lanes.indices {
            while let last = lanes[lane].last, Int(last) >= id { lanes[lane].removeLast() }
            let complete = lanes[lane].count / Self.blockSize
            if blocks[lane].count > complete { blocks[lane].removeSubrange(complete...) }
        }
        blocks = zip(blocks, lanes).filter { !$0.1.isEmpty }.map(\.0)
        lanes.removeAll { $0.isEmpty }
    }

    /// Adds the elements `ids` (each greater than every id already present), in order: the same
    /// lanes as inserting each in turn, each lane grown once for the run.
    ///
    /// - Complexity: O(`ids.count`·L)
    mutating func insert(_ ids: Range<Int>, in store: FrameStore) {
        guard !ids.isEmpty else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: ids.count) { laneOf in
            // The lane of each element, as `insert(_:start:end:)` would choose it.
            let n = ids.count
            var k = 0
            while k < n {
                // Until an element needs a new lane, the lanes' ends are updated in place.
                lastStart.withUnsafeMutableBufferPointer { starts in
                    lastEnd.withUnsafeMutableBufferPointer { ends in
                        while k < n {
                            let id = ids.lowerBound + k
                            let lo = store.mainMin[id], hi = store.mainMax(id)
                            var best = -1
                            var bestEnd = -Double.infinity
                            for lane in 0..<ends.count {
                                let end = ends[lane]
                                if starts[lane] <= lo && end <= hi && end > bestEnd {
                                    best = lane
                                    bestEnd = end
                                }
                            }
                            if best < 0 { return }
                            starts[best] = lo
                            ends[best] = hi
                            laneOf.initializeElement(at: k, to: best)
                            k += 1
                        }
                    }
                }
                if k < n {
                    let id = ids.lowerBound + k
                    laneOf.initializeElement(at: k, to: lastEnd.count)
                    lanes.append([])
                    blocks.append([])
                    lastStart.append(store.mainMin[id])
                    lastEnd.append(store.mainMax(id))
                    k += 1
                }
            }
            // Then each lane's new ids appended at once, in increasing order.
            var lane = laneOf[0]
            if laneOf.allSatisfy({ $0 == lane }) {
                lanes[lane].append(contentsOf: ids.lazy.map { Int32($0) })
                completeBlocks(ofLane: lane, in: store)
                return
            }
            var counts = [Int](repeating: 0, count: lanes.count)
            for k in laneOf.indices { counts[laneOf[k]] += 1 }
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: ids.count) { grouped in
                // `counts` become each lane's start in `grouped`, then its end.
                var start = 0
                for l in counts.indices {
                    let n = counts[l]
                    counts[l] = start
                    start += n
                }
                for (k, id) in ids.enumerated() {
                    lane = laneOf[k]
                    grouped.initializeElement(at: counts[lane], to: Int32(id))
                    counts[lane] += 1
                }
                start = 0
                for l in counts.indices where counts[l] > start {
                    lanes[l].append(contentsOf: UnsafeBufferPointer(rebasing: grouped[start..<counts[l]]))
                    start = counts[l]
                    completeBlocks(ofLane: l, in: store)
                }
            }
        }
    }

    /// Removes every element whose id is `id` or greater; `store` holds the frames of those that remain.
    ///
    /// - Complexity: O(L + removed)
    mutating func removeElements(from id: Int, in store: FrameStore) {
        removeLanesElements(from: id)
        lastStart = lanes.map { store.mainMin[Int($0[$0.count - 1])] }
        lastEnd = lanes.map { store.mainMax(Int($0[$0.count - 1])) }
    }

    mutating func removeAll() {
        lanes.removeAll()
        blocks.removeAll()
        lastStart.removeAll()
        lastEnd.removeAll()
    }

    /// Calls `body` with the id of every element whose scroll-axis extent meets `[lo, hi)`.
    ///
    /// - Complexity: O(L·log n + k)
    func forEachCandidate(mainFrom lo: Double, to hi: Double, in store: FrameStore, _ body: (Int) -> Void) {
        for lane in lanes {
            // First element of the lane that ends after lo (ends are non-decreasing along a lane).
            var position = Self.firstPosition(in: lane) { store.mainMax(Int($0)) > lo }
            while position < lane.count {
                let id = Int(lane[position])
                if store.mainMin[id] >= hi { break }
                body(id)
                position += 1
            }
        }
    }

    /// The first position in `lane` whose id satisfies `predicate`, which is false then true along it.
    ///
    /// - Complexity: O(log n)
    static func firstPosition(in lane: [Int32], where predicate: (Int32) -> Bool) -> Int {
        var low = 0, high = lane.count
        while low < high {
            let mid = (low &+ high) >> 1
            if predicate(lane[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Bytes held by the lanes' storage.
    var allocatedBytes: Int {
        lanes.reduce(0) { $0 + $1.capacity * 4 } + blocks.reduce(0) { $0 + $1.capacity * MemoryLayout<CrossBounds>.stride }
    }

    #if CVSIM_INTERNAL_CHECKS
    /// Every element in exactly one lane; starts and ends non-decreasing along each lane.
    func checkInvariants(count: Int, store: FrameStore) {
        var seen = [Bool](repeating: false, count: count)
        for lane in lanes {
            for (position, id) in lane.enumerated() {
                precondition(!seen[Int(id)], "element \(id) in two lanes")
                seen[Int(id)] = true
                if position > 0 {
                    let previous = Int(lane[position - 1])
                    precondition(store.mainMin[previous] <= store.mainMin[Int(id)])
                    precondition(store.mainMax(previous) <= store.mainMax(Int(id)))
                }
            }
        }
        precondition(!seen.contains(false), "element missing from the index")
        precondition(blocks.count == lanes.count, "a lane without its blocks")
        for (lane, bounds) in zip(lanes, blocks) {
            precondition(bounds.count == lane.count / Self.blockSize, "a block not recorded")
            for (b, box) in bounds.enumerated() {
                for id in lane[(b * Self.blockSize)..<((b + 1) * Self.blockSize)] {
                    let (start, end) = store.crossEdges(Int(id))
                    precondition(box.minStart <= start && start <= box.maxStart && end <= box.maxEnd, "a block's bounds miss an element")
                }
            }
        }
    }
    #endif
}
