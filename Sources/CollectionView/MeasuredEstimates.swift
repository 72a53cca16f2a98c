import CollectionLayout

/// Measured heights by index path, sorted per section, so a run of size hints is patched with a
/// binary search and a walk over the measured items in it.
struct MeasuredEstimates {
    private var bySection: [Int: [Int: Double]] = [:]
    private var sortedCache: [Int: [(item: Int, height: Double)]] = [:]

    var isEmpty: Bool { bySection.isEmpty }

    mutating func set(_ height: Double, at path: IndexPath) {
        bySection[path.section, default: [:]][path.item] = height
        sortedCache[path.section] = nil
    }

    func height(at path: IndexPath) -> Double? { bySection[path.section]?[path.item] }

    /// Puts the measured heights of items `items` of `section` in `hints` (keeping their widths).
    ///
    /// - Complexity: O(log m + k) for m measured items in the section, k of them in the run,
    ///   once the section's sorted list is built (O(m log m), after each change).
    mutating func apply(section: Int, items: Range<Int>, to hints: inout [SizeHint], keepingWidths: Bool) {
        guard let measured = bySection[section] else { return }
        if sortedCache[section] == nil { sortedCache[section] = measured.map { ($0.key, $0.value) }.sorted { $0.item < $1.item } }
        let list = sortedCache[section]!
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) >> 1
            if list[mid].item < items.lowerBound { low = mid + 1 } else { high = mid }
        }
        while low < list.count, list[low].item < items.upperBound {
            let k = list[low].item - items.lowerBound
            hints[k] = SizeHint(width: keepingWidths ? hints[k].width : nil, height: list[low].height)
            low += 1
        }
    }
}
