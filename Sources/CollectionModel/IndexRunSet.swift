/// A set of `UInt64` kept as sorted, disjoint, non-adjacent ranges: tiny for the long runs of
/// consecutive generated ids a feed holds.
struct IndexRunSet: Sendable, Hashable {
    private(set) var runs: [Range<UInt64>] = []

    /// The position of the first run whose upper bound is above `value`.
    private func firstRun(endingAbove value: UInt64) -> Int {
        var lo = 0
        var hi = runs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runs[mid].upperBound > value { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// - Complexity: O(log r) for r runs.
    func contains(_ value: UInt64) -> Bool {
        let i = firstRun(endingAbove: value)
        return i < runs.count && runs[i].lowerBound <= value
    }

    /// Adds every value of `range`, merging runs that touch.
    ///
    /// - Complexity: O(r) worst case; O(1) amortised when appending above every run.
    mutating func insert(_ range: Range<UInt64>) {
        guard !range.isEmpty else { return }
        if let last = runs.last, last.upperBound <= range.lowerBound {
            if last.upperBound == range.lowerBound {
                runs[runs.count - 1] = last.lowerBound..<range.upperBound
            } else {
                runs.append(range)
            }
            return
        }
        // Runs that overlap or touch `range` are merged into one.
        var start = firstRun(endingAbove: range.lowerBound)
        if start > 0, runs[start - 1].upperBound == range.lowerBound { start -= 1 }
        var end = start
        var lower = range.lowerBound
        var upper = range.upperBound
        while end < runs.count, runs[end].lowerBound <= range.upperBound {
            lower = min(lower, runs[end].lowerBound)
            upper = max(upper, runs[end].upperBound)
            end += 1
        }
        runs.replaceSubrange(start..<end, with: [lower..<upper])
    }

    /// Removes every value of `range` that is present.
    ///
    /// - Complexity: O(r) worst case.
    mutating func remove(_ range: Range<UInt64>) {
        guard !range.isEmpty else { return }
        let start = firstRun(endingAbove: range.lowerBound)
        var end = start
        while end < runs.count, runs[end].lowerBound < range.upperBound { end += 1 }
        guard start < end else { return }
        var pieces: [Range<UInt64>] = []
        if runs[start].lowerBound < range.lowerBound { pieces.append(runs[start].lowerBound..<range.lowerBound) }
        if runs[end - 1].upperBound > range.upperBound { pieces.append(range.upperBound..<runs[end - 1].upperBound) }
        runs.replaceSubrange(start..<end, with: pieces)
    }

    /// The number of values in the set.
    var count: UInt64 { runs.reduce(0) { $0 + UInt64($1.count) } }
}
