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

    init() {}

    /// Adds element `id` (greater than every id already present).
    ///
    /// Chooses, among the lanes whose last element starts and ends no later than this one, the
    /// one whose last element ends latest (the tightest fit); opens a new lane when none fits.
    ///
    /// - Complexity: O(L)
    mutating func insert(_ id: Int, in store: FrameStore) {
        let lo = store.mainMin[id], hi = store.mainMax(id)
        var best = -1
        var bestEnd = -Double.infinity
        for lane in lanes.indices {
            let last = Int(lanes[lane][lanes[lane].count - 1])
            let end = store.mainMax(last)
            if store.mainMin[last] <= lo && end <= hi && end > bestEnd {
                best = lane
                bestEnd = end
            }
        }
        if best < 0 {
            lanes.append([Int32(id)])
        } else {
            lanes[best].append(Int32(id))
        }
    }

    /// Removes every element whose id is `id` or greater.
    ///
    /// - Complexity: O(L + removed)
    mutating func removeElements(from id: Int) {
        for lane in lanes.indices {
            while let last = lanes[lane].last, Int(last) >= id { lanes[lane].removeLast() }
        }
        lanes.removeAll { $0.isEmpty }
    }

    mutating func removeAll() {
        lanes.removeAll()
    }

    /// Calls `body` with the id of every element whose scroll-axis extent meets `[lo, hi)`.
    ///
    /// - Complexity: O(L·log n + k)
    func forEachCandidate(mainFrom lo: Double, to hi: Double, in store: FrameStore, _ body: (Int) -> Void) {
        for lane in lanes {
            // First element of the lane that ends after lo (ends are non-decreasing along a lane).
            var low = 0, high = lane.count
            while low < high {
                let mid = (low &+ high) >> 1
                if store.mainMax(Int(lane[mid])) > lo { high = mid } else { low = mid + 1 }
            }
            var position = low
            while position < lane.count {
                let id = Int(lane[position])
                if store.mainMin[id] >= hi { break }
                body(id)
                position += 1
            }
        }
    }

    /// Bytes held by the lanes' storage.
    var allocatedBytes: Int { lanes.reduce(0) { $0 + $1.capacity * 4 } }

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
    }
    #endif
}
