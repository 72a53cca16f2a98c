@testable import CollectionLayout
import Testing
import TestSupport

/// The thinned rect query (`forEachElement(in:thinningTo:keeping:_:)`) against the full one: a
/// screen that draws, in each of its cells, the element on top there shows the same from both,
/// over thousands of seeded layouts, item sizes from a hundredth of a point up, grids and rects.
@Suite struct ThinnedQueryPropertyTests {
    /// Draw order: z-index, then category, then index path, then kind; the focused cell first.
    static func drawsAbove(_ a: LayoutAttributes, _ b: LayoutAttributes, focus: IndexPath?) -> Bool {
        if a.category == .cell, a.indexPath == focus { return true }
        if b.category == .cell, b.indexPath == focus { return false }
        return (a.zIndex, a.category.rawValue, a.indexPath, a.kind?.rawValue ?? "")
            > (b.zIndex, b.category.rawValue, b.indexPath, b.kind?.rawValue ?? "")
    }

    /// Per cell of `grid` inside `window` (columns × rows, row by row), the index in `elements`
    /// of the element drawn on top there, or -1: each element covers the cells its edges round
    /// to, at least one column and one row.
    static func topElements(
        _ elements: [LayoutAttributes], grid: CellGrid, window: (x: Range<Int>, y: Range<Int>), focus: IndexPath?
    ) -> [Int] {
        var top = [Int](repeating: -1, count: window.x.count * window.y.count)
        for (index, element) in elements.enumerated() {
            let f = element.frame
            let x0 = grid.column(f.minX), y0 = grid.row(f.minY)
            let x1 = max(x0 + 1, grid.column(f.maxX)), y1 = max(y0 + 1, grid.row(f.maxY))
            let xs = max(x0, window.x.lowerBound)..<max(max(x0, window.x.lowerBound), min(x1, window.x.upperBound))
            let ys = max(y0, window.y.lowerBound)..<max(max(y0, window.y.lowerBound), min(y1, window.y.upperBound))
            for y in ys {
                for x in xs {
                    let cell = (y - window.y.lowerBound) * window.x.count + (x - window.x.lowerBound)
                    if top[cell] >= 0, !drawsAbove(element, elements[top[cell]], focus: focus) { continue }
                    top[cell] = index
                }
            }
        }
        return top
    }

    @Test(arguments: BuiltInLayout.allCases)
    func aScreenShowsTheSameFromTheThinnedQuery(kind: BuiltInLayout) async throws {
        var thinnedOut = 0, total = 0
        for seed in 0..<UInt64(300) {
            // Give the cooperative pool back now and then: the end-to-end tests poll on it.
            if seed % 10 == 0 { await Task.yield() }
            let (dropped, all) = try check(kind, seed: seed)
            thinnedOut += dropped
            total += all
        }
        // Not vacuous: a good share of the elements met are left out.
        #expect(thinnedOut * 30 > total, "\(kind): \(thinnedOut) of \(total) left out")
    }

    /// One seeded case; returns how many elements the thinned query left out, of how many.
    func check(_ kind: BuiltInLayout, seed: UInt64) throws -> (Int, Int) {
        var rng = SplitMix64(seed: seed &* 104_729 &+ UInt64(BuiltInLayout.allCases.firstIndex(of: kind)!))
        // Sizes from a hundredth of a point to tens of points.
        let scale = [0.01, 0.05, 0.3, 1, 4][Int.random(in: 0..<5, using: &rng)]
        var c = EveryLayoutOptions()
        c.columns = Int.random(in: 1...4, using: &rng)
        c.lineSpacing = Double(Int.random(in: 0...3, using: &rng)) * scale
        c.interitemSpacing = Double(Int.random(in: 0...3, using: &rng)) * scale
        c.sectionSpacing = Double(Int.random(in: 0...20, using: &rng))
        c.headerHeight = Double(Int.random(in: 0...30, using: &rng))
        c.footerHeight = Double(Int.random(in: 0...12, using: &rng))
        c.itemSize = Size(width: Double(Int.random(in: 1...60, using: &rng)) * scale, height: Double(Int.random(in: 1...60, using: &rng)) * scale)
        c.pinHeaders = Bool.random(using: &rng)
        c.sectionBackgrounds = Int.random(in: 0..<3, using: &rng) == 0
        if kind == .flow, Bool.random(using: &rng) { c.scrollDirection = .horizontal }
        let sections = Int.random(in: 1...3, using: &rng)
        let oneSize = Bool.random(using: &rng)
        let data = StaticDataSource(sections: (0..<sections).map { _ in
            (0..<Int.random(in: 0...(seed % 10 == 0 ? 1_500 : 300), using: &rng)).map { _ in
                oneSize ? SizeHint(width: c.itemSize.width, height: c.itemSize.height)
                    : SizeHint(
                        width: Bool.random(using: &rng) ? Double(Int.random(in: 1...40, using: &rng)) * scale : nil,
                        height: Double(Int.random(in: 1...40, using: &rng)) * scale)
            }
        })
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        let layout = c.make(kind, bounds: bounds)
        try layout.prepare(data)
        layout.layOutRemainder()
        let stored = layout
        let size = layout.contentSize
        var dropped = 0, total = 0
        for _ in 0..<4 {
            // A grid of up to 160 × 160 cells over a random rect, at a random offset.
            let rect = randomRect(&rng, in: size)
            guard !rect.isEmpty else { continue }
            // A third of the grids coarse: a few cells over the whole rect.
            let most = Int.random(in: 0..<3, using: &rng) == 0 ? 4 : 160
            let columns = Double(Int.random(in: 1...most, using: &rng)), rows = Double(Int.random(in: 1...most, using: &rng))
            let offset = Point(x: Double.random(in: -5...max(0, size.width), using: &rng), y: Double.random(in: -5...max(0, size.height), using: &rng))
            let grid = CellGrid(columnsPerPoint: columns / max(rect.width, 0.01), rowsPerPoint: rows / max(rect.height, 0.01), offset: offset)
            let window = (
                x: (grid.column(rect.minX) - 1)..<(grid.column(rect.maxX) + 2),
                y: (grid.row(rect.minY) - 1)..<(grid.row(rect.maxY) + 2))
            var full: [LayoutAttributes] = []
            stored.forEachElement(in: rect) { full.append($0) }
            let cells = full.filter { $0.category == .cell }
            let focus = cells.isEmpty || Bool.random(using: &rng) ? nil : cells[Int.random(in: 0..<cells.count, using: &rng)].indexPath
            var thin: [LayoutAttributes] = []
            stored.forEachElement(in: rect, thinningTo: grid, keeping: focus) { thin.append($0) }
            let context = "\(kind) seed \(seed) scale \(scale) rect \(rect) grid \(grid) focus \(String(describing: focus))"
            // Every element passed is one of the full query's, once.
            let fullSet = Set(full.map(Key.init)), thinKeys = thin.map(Key.init)
            #expect(Set(thinKeys).count == thinKeys.count, "\(context): an element passed twice")
            #expect(Set(thinKeys).isSubset(of: fullSet), "\(context): an element outside the query")
            // The focused item is never left out.
            if let focus { #expect(thin.contains { $0.category == .cell && $0.indexPath == focus }, "\(context): focus left out") }
            // What the screen shows is the same.
            let want = Self.topElements(full, grid: grid, window: window, focus: focus).map { $0 < 0 ? nil : Key(full[$0]) }
            let got = Self.topElements(thin, grid: grid, window: window, focus: focus).map { $0 < 0 ? nil : Key(thin[$0]) }
            #expect(want == got, "\(context): the screens differ")
            if want != got { break }
            dropped += full.count - thin.count
            total += full.count
        }
        return (dropped, total)
    }

    /// An element's identity and frame, hashable.
    struct Key: Hashable {
        var category: String
        var kind: String
        var indexPath: IndexPath
        var frame: [Double]

        init(_ a: LayoutAttributes) {
            category = a.category.rawValue
            kind = a.kind?.rawValue ?? ""
            indexPath = a.indexPath
            frame = [a.frame.minX, a.frame.minY, a.frame.width, a.frame.height]
        }
    }

    /// A hundred thousand items of a hundredth of a point in one screen: the thinned query passes
    /// about one element per cell, not one per item.
    @Test func tinyItemsCostAboutOneElementPerCell() throws {
        var c = EveryLayoutOptions()
        c.lineSpacing = 0
        c.interitemSpacing = 0
        let layout = FlowLayout(options: c.flow, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        try layout.prepare(StaticDataSource(counts: [100_000], hint: SizeHint(width: 0.01, height: 0.01)))
        // 120 × 40 cells over the screen.
        let grid = CellGrid(columnsPerPoint: 120 / 390, rowsPerPoint: 40 / 844, offset: .zero)
        var full = 0, thin = 0
        layout.forEachElement(in: layout.bounds) { _ in full += 1 }
        layout.forEachElement(in: layout.bounds, thinningTo: grid, keeping: nil) { _ in thin += 1 }
        #expect(full == 100_000)
        // 39 000 items a line, 3 lines, all within the first row of cells: 120 cells, each met
        // by a run per line (the line's items are one lane, in order).
        #expect(thin <= 3 * 120 + 3, "\(thin) elements passed")
    }

    /// Slivers a hundredth of a point wide and of mixed heights (each line's items spread over
    /// many lanes, read in id order): the same screen, from about one element per cell.
    @Test func slivers() throws {
        var rng = SplitMix64(seed: 42)
        var c = EveryLayoutOptions()
        c.lineSpacing = 0
        c.interitemSpacing = 0
        let layout = FlowLayout(options: c.flow, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let hints = (0..<100_000).map { _ in SizeHint(width: 0.01, height: Double(Int.random(in: 20...200, using: &rng))) }
        try layout.prepare(StaticDataSource(sections: [hints]))
        let grid = CellGrid(columnsPerPoint: 35 / 390, rowsPerPoint: 35 / 780, offset: .zero)
        let rect = layout.bounds
        var full: [LayoutAttributes] = [], thin: [LayoutAttributes] = []
        layout.forEachElement(in: rect) { full.append($0) }
        layout.forEachElement(in: rect, thinningTo: grid, keeping: nil) { thin.append($0) }
        let window = (x: (grid.column(rect.minX) - 1)..<(grid.column(rect.maxX) + 2), y: (grid.row(rect.minY) - 1)..<(grid.row(rect.maxY) + 2))
        let want = Self.topElements(full, grid: grid, window: window, focus: nil).map { $0 < 0 ? nil : Key(full[$0]) }
        let got = Self.topElements(thin, grid: grid, window: window, focus: nil).map { $0 < 0 ? nil : Key(thin[$0]) }
        #expect(want == got)
        #expect(full.count > 50_000)
        #expect(thin.count <= window.x.count * window.y.count, "\(thin.count) elements passed")
    }

    /// Random compositional descriptions (orthogonal sections at random offsets, nested groups,
    /// both directions): the thinned query shows the same screen as the full one.
    @Test func compositionalLayoutsShowTheSameScreen() async throws {
        var thinnedOut = 0, total = 0, checked = 0
        for seed in 0..<400 {
            if seed % 10 == 0 { await Task.yield() }
            var rng = SplitMix64(seed: UInt64(seed) &+ 77_000)
            let description = CompositionalPropertyTests.description(&rng)
            let layout = CompositionalLayout(description: description, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            let data = StaticDataSource(counts: (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...300, using: &rng) })
            do { try layout.prepare(data) } catch { continue }
            var offsets: [Int: Double] = [:]
            for s in 0..<data.numberOfSections where layout.orthogonalSection(s) != nil {
                offsets[s] = Double(Int.random(in: -50...800, using: &rng))
            }
            let offset = { (s: Int) in offsets[s] ?? 0 }
            let size = layout.contentSize
            for _ in 0..<4 {
                let rect = randomRect(&rng, in: Size(width: max(size.width, 400), height: max(size.height, 400)))
                guard !rect.isEmpty else { continue }
                let most = Int.random(in: 0..<2, using: &rng) == 0 ? 6 : 160
                let columns = Double(Int.random(in: 1...most, using: &rng)), rows = Double(Int.random(in: 1...most, using: &rng))
                let grid = CellGrid(
                    columnsPerPoint: columns / rect.width, rowsPerPoint: rows / rect.height,
                    offset: Point(x: Double.random(in: -5...400, using: &rng), y: Double.random(in: -5...400, using: &rng)))
                let window = (x: (grid.column(rect.minX) - 1)..<(grid.column(rect.maxX) + 2), y: (grid.row(rect.minY) - 1)..<(grid.row(rect.maxY) + 2))
                var full: [LayoutAttributes] = []
                layout.forEachElement(in: rect, orthogonalOffset: offset) { full.append($0) }
                let cells = full.filter { $0.category == .cell }
                let focus = cells.isEmpty || Bool.random(using: &rng) ? nil : cells[Int.random(in: 0..<cells.count, using: &rng)].indexPath
                var thin: [LayoutAttributes] = []
                layout.forEachElement(in: rect, orthogonalOffset: offset, thinningTo: grid, keeping: focus) { thin.append($0) }
                let context = "seed \(seed) rect \(rect) grid \(grid) focus \(String(describing: focus))"
                let thinKeys = thin.map(Key.init)
                #expect(Set(thinKeys).count == thinKeys.count, "\(context): an element passed twice")
                let outside = Set(thinKeys).subtracting(full.map(Key.init))
                #expect(outside.isEmpty, "\(context): elements outside the query: \(outside.prefix(3))")
                if let focus { #expect(thin.contains { $0.category == .cell && $0.indexPath == focus }, "\(context): focus left out") }
                let want = Self.topElements(full, grid: grid, window: window, focus: focus).map { $0 < 0 ? nil : Key(full[$0]) }
                let got = Self.topElements(thin, grid: grid, window: window, focus: focus).map { $0 < 0 ? nil : Key(thin[$0]) }
                let differing = zip(want, got).filter { $0 != $1 }.count
                #expect(differing == 0, "\(context): the screens differ in \(differing) cells: \(zip(want, got).filter { $0 != $1 }.prefix(2).map { "\($0.0.map { "\($0.indexPath) \($0.frame)" } ?? "nil") vs \($0.1.map { "\($0.indexPath) \($0.frame)" } ?? "nil")" })")
                if want != got { return }
                thinnedOut += full.count - thin.count
                total += full.count
                checked += 1
            }
        }
        #expect(checked > 1_000)
        #expect(thinnedOut * 10 > total, "\(thinnedOut) of \(total) left out")
    }
}
