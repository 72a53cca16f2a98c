import CollectionLayout
import Testing

/// Every element of `layout` whose frame intersects `rect`, found by scanning all of them: the
/// reference the rect index is checked against.
func bruteForce(_ layout: some CollectionLayout, _ everything: [LayoutAttributes], _ rect: Rect) -> [LayoutAttributes] {
    everything.filter { $0.frame.intersects(rect) }
}

/// Elements in a canonical order, for comparing answers given in any order.
func sorted(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
    elements.sorted {
        ($0.category.rawValue, $0.kind?.rawValue ?? "", $0.indexPath) < ($1.category.rawValue, $1.kind?.rawValue ?? "", $1.indexPath)
    }
}

/// Every element of a prepared layout, gathered per element (not through the rect query).
func everyElement(_ layout: some CollectionLayout, _ data: any LayoutDataSource) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    for section in 0..<data.numberOfSections {
        for item in 0..<data.numberOfItems(inSection: section) {
            if let a = layout.layoutAttributesForItem(at: IndexPath(section: section, item: item)) { result.append(a) }
        }
        let path = IndexPath(section: section, item: 0)
        for kind in [ElementKind.header, .footer] {
            if let a = layout.layoutAttributesForSupplementaryElement(ofKind: kind, at: path) { result.append(a) }
        }
        if let a = layout.layoutAttributesForDecorationElement(ofKind: .background, at: path) { result.append(a) }
    }
    return result
}

/// Random sections of random size hints.
func randomData(_ rng: inout SplitMix64, maxSections: Int = 4, maxItems: Int = 40, withWidths: Bool = true) -> StaticDataSource {
    let sections = Int.random(in: 0...maxSections, using: &rng)
    return StaticDataSource(sections: (0..<sections).map { _ in
        (0..<Int.random(in: 0...maxItems, using: &rng)).map { _ in
            let height = Double(Int.random(in: 20...200, using: &rng))
            let width: Double? = withWidths && Bool.random(using: &rng) ? Double(Int.random(in: 20...300, using: &rng)) : nil
            return SizeHint(width: width, height: height)
        }
    })
}

/// A random rectangle around (and sometimes beyond) the content.
func randomRect(_ rng: inout SplitMix64, in size: Size) -> Rect {
    let w = max(size.width, 1), h = max(size.height, 1)
    return Rect(
        x: Double.random(in: -20...w, using: &rng), y: Double.random(in: -20...h, using: &rng),
        width: Double.random(in: 0...w, using: &rng), height: Double.random(in: 0...(h / 2 + 50), using: &rng))
}

/// Checks the invariants every layout must keep on `data`: rect queries equal a brute-force
/// scan, frames lie inside the content size, cells of a section do not overlap.
func checkLayoutInvariants(
    _ layout: some CollectionLayout, _ data: any LayoutDataSource, rng: inout SplitMix64, queries: Int = 20,
    cellsMayOverlap: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
) {
    let all = everyElement(layout, data)
    let size = layout.contentSize
    let slack = 1e-6
    for element in all where !element.frame.isEmpty {
        let f = element.frame
        #expect(
            f.minX >= -slack && f.minY >= -slack && f.maxX <= size.width + slack && f.maxY <= size.height + slack,
            "\(element.category) \(element.kind?.rawValue ?? "") \(element.indexPath) \(f) outside content \(size)",
            sourceLocation: sourceLocation)
    }
    if !cellsMayOverlap {
        var bySection: [Int: [Rect]] = [:]
        for element in all where element.category == .cell { bySection[element.indexPath.section, default: []].append(element.frame) }
        for (section, frames) in bySection {
            let ordered = frames.sorted { $0.minY < $1.minY }
            for i in ordered.indices {
                var j = i + 1
                while j < ordered.count && ordered[j].minY < ordered[i].maxY {
                    #expect(!ordered[i].intersects(ordered[j]), "section \(section): \(ordered[i]) overlaps \(ordered[j])", sourceLocation: sourceLocation)
                    j += 1
                }
            }
        }
    }
    for _ in 0..<queries {
        let rect = randomRect(&rng, in: size)
        let expected = sorted(bruteForce(layout, all, rect))
        let actual = sorted(layout.layoutAttributesForElements(in: rect))
        #expect(actual == expected, "rect \(rect): \(actual.count) elements, brute force \(expected.count)", sourceLocation: sourceLocation)
        if actual != expected { return }
    }
}

/// Appends 1–3 pages made by `page` to the last section of `data` (which gets one if it has
/// none), laying out each as `.appendedItems`, then checks that the result equals a fresh layout
/// of the whole, and the usual invariants. Returns whether they were equal.
@discardableResult
func checkAppendsEqualFreshLayout(
    _ make: () -> any CollectionLayout, _ data: StaticDataSource, rng: inout SplitMix64, seed: Int,
    page: (inout SplitMix64) -> [SizeHint], sourceLocation: SourceLocation = #_sourceLocation
) throws -> Bool {
    var data = data
    if data.sections.isEmpty { data.sections = [[]] }
    let layout = make()
    try layout.prepare(data)
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
        data.sections[data.sections.count - 1] += page(&rng)
        layout.invalidate(.appendedItems)
        try layout.prepare(data)
    }
    let fresh = make()
    try fresh.prepare(data)
    let appended = sorted(everyElement(layout, data)), expected = sorted(everyElement(fresh, data))
    #expect(appended == expected, "seed \(seed): appending differs from a fresh layout", sourceLocation: sourceLocation)
    #expect(layout.contentSize == fresh.contentSize, "seed \(seed)", sourceLocation: sourceLocation)
    guard appended == expected else { return false }
    checkLayoutInvariants(layout, data, rng: &rng, queries: 5, sourceLocation: sourceLocation)
    return true
}
