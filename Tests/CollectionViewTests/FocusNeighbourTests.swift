import CollectionFiles
import CollectionLayout
import CollectionModel
import struct Foundation.URL
import Testing
@testable import CollectionView
import TestSupport

/// `h` `j` `k` `l` (`neighbour(of:dx:dy:)`) against a scan of every cell, and their cost at a
/// billion items: the move looks only near the focused cell, in every layout and both directions.
@Suite struct FocusNeighbourTests {
    static let layoutFiles = [
        "grid.json", "horizontal-compositional.json", "orthogonal-sections.json", "nested-groups.json", "two-column.json",
        "section-headers-footers.json", "distinct-sections.json", "list.json", "waterfall-sections.json",
    ]

    static func layoutFile(_ name: String) throws -> LayoutDescription {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/layouts/\(name)").standardized.path
        return try LayoutFile.load(contentsOf: path)
    }

    /// The move as a scan of every cell's frame: the cells meeting the area beyond `from` (across an
    /// up or down move, two screens either side of it when `sideways`, else the content's whole
    /// width: the rule before the reach, and still the rule of a vertical layout), then the least
    /// score, the first in data order on a tie.
    static func expectedNeighbour(
        from: Rect, of path: IndexPath, dx: Int, dy: Int, cells: [(IndexPath, Rect)], visible: Rect, content: Size, sideways: Bool
    ) -> IndexPath? {
        let reachY = max(visible.height, from.height) * 2, reachX = max(visible.width, from.width) * 2
        let t = 0.5
        let left = sideways ? max(-1, from.minX - reachX) : -1, right = sideways ? min(content.width + 1, from.maxX + reachX) : content.width + 1
        let area: Rect
        switch (dx, dy) {
        case (0, 1): area = Rect(x: left, y: from.maxY - t, width: max(0, right - left), height: reachY)
        case (0, -1): area = Rect(x: left, y: from.minY - reachY, width: max(0, right - left), height: reachY + t)
        case (1, 0): area = Rect(x: from.maxX - t, y: from.minY - reachY, width: reachX, height: from.height + 2 * reachY)
        default: area = Rect(x: from.minX - reachX, y: from.minY - reachY, width: reachX + t, height: from.height + 2 * reachY)
        }
        func score(_ f: Rect) -> Double? {
            guard f.intersects(area) else { return nil }
            if dy != 0 {
                guard dy > 0 ? f.minY >= from.maxY - t : f.maxY <= from.minY + t else { return nil }
                let gap = dy > 0 ? f.minY - from.maxY : from.minY - f.maxY
                return max(0, gap) + 2 * max(0, max(f.minX - from.maxX, from.minX - f.maxX)) + 0.25 * abs(f.midX - from.midX)
            }
            guard dx > 0 ? f.minX >= from.maxX - t : f.maxX <= from.minX + t else { return nil }
            let gap = dx > 0 ? f.minX - from.maxX : from.minX - f.maxX
            return max(0, gap) + 2 * max(0, max(f.minY - from.maxY, from.minY - f.maxY)) + 0.25 * abs(f.midY - from.midY)
        }
        var best: (Double, IndexPath)?
        for (candidate, frame) in cells where candidate != path {
            guard let s = score(frame) else { continue }
            if best == nil || (s, candidate) < best! { best = (s, candidate) }
        }
        return best?.1
    }

    /// Seeded small layouts of every built-in kind (flow both ways) and of compositional files, in
    /// random terminals, each with random focused cells and directions: the move is the scan's, and
    /// the same as the whole-width rule of before wherever that one's cell lies within reach (in a
    /// vertical layout, always).
    @Test func moveMatchesAScanOfEveryCell() throws {
        let files = try Self.layoutFiles.map { ($0, try Self.layoutFile($0)) }
        let directions = [(0, 1), (0, -1), (1, 0), (-1, 0)]
        var rng = SplitMix64(seed: 28)
        var (moves, vertical, horizontal, beyondReach) = (0, 0, 0, 0)
        for seed in 0..<360 {
            let sections = Int.random(in: 1...3, using: &rng)
            let counts = (0..<sections).map { _ in Int.random(in: seed % 7 == 0 ? 0...3 : 1...90, using: &rng) }
            guard counts.contains(where: { $0 > 0 }) else { continue }
            let data = ModelDataSource(data: CollectionData(generatedCounts: counts, seed: UInt64(seed)))
            let choice: LayoutChoice
            if seed % 3 == 0 {
                let (name, file) = files[Int.random(in: 0..<files.count, using: &rng)]
                choice = LayoutChoice.file(name: name, file: file)
            } else {
                var c = EveryLayoutOptions()
                c.columns = Int.random(in: 1...4, using: &rng)
                c.itemSize = Size(width: Double(Int.random(in: 30...200, using: &rng)), height: Double(Int.random(in: 20...160, using: &rng)))
                c.lineSpacing = Double(Int.random(in: 0...12, using: &rng))
                c.interitemSpacing = Double(Int.random(in: 0...12, using: &rng))
                c.headerHeight = Bool.random(using: &rng) ? 30 : 0
                c.sectionInset = EdgeInsets(top: 5, left: 8, bottom: 5, right: 8)
                c.scrollDirection = Bool.random(using: &rng) ? .horizontal : .vertical
                let kind = BuiltInLayout.allCases[Int.random(in: 0..<BuiltInLayout.allCases.count, using: &rng)]
                choice = LayoutChoice(name: kind.rawValue) { c.make(kind, bounds: $0) }
            }
            let view = try makeView(data, width: Int.random(in: 30...100, using: &rng), height: Int.random(in: 12...40, using: &rng), choices: [choice])
            // Everything laid out first, so that the content's size is exact for both.
            let all = view.layout.allLayoutAttributesAtRest().filter { $0.category == .cell }
            let cells = all.compactMap { a in view.shownFrame(of: a.indexPath).map { (a.indexPath, $0) } }
            guard !cells.isEmpty else { continue }
            let isVertical = view.layout.scrollDirection == .vertical
            for _ in 0..<12 {
                let (path, from) = cells[Int.random(in: 0..<cells.count, using: &rng)]
                let (dx, dy) = directions[Int.random(in: 0..<4, using: &rng)]
                let visible = view.viewport.visibleRect, content = view.layout.contentSize
                let expected = Self.expectedNeighbour(from: from, of: path, dx: dx, dy: dy, cells: cells, visible: visible, content: content, sideways: !isVertical)
                let before = Self.expectedNeighbour(from: from, of: path, dx: dx, dy: dy, cells: cells, visible: visible, content: content, sideways: false)
                let actual = view.neighbour(of: path, dx: dx, dy: dy)
                #expect(actual == expected, "seed \(seed) \(view.layouts.name) from \(path) (\(dx), \(dy))")
                if isVertical {
                    #expect(actual == before, "seed \(seed) \(view.layouts.name) from \(path) (\(dx), \(dy)): as before")
                    vertical += 1
                } else {
                    horizontal += 1
                    let reachX = max(visible.width, from.width) * 2
                    let within = before.flatMap { p in cells.first { $0.0 == p }?.1 }.map { $0.maxX > from.minX - reachX && $0.minX < from.maxX + reachX } ?? false
                    if within { #expect(actual == before, "seed \(seed) \(view.layouts.name) from \(path) (\(dx), \(dy)): as before") }
                    if before != nil, !within { beyondReach += 1 }
                }
                moves += 1
            }
        }
        #expect(moves > 3_000)
        #expect(vertical > 1_000 && horizontal > 1_000, "\(vertical) vertical, \(horizontal) horizontal")
        #expect(beyondReach < moves / 50, "the whole-width rule chose a cell beyond reach in \(beyondReach) of \(moves) moves")
    }

    /// A horizontal layout whose only cells below the focused one lie more than two screens
    /// sideways (a section of one tall row, then a section of small cells): `j` keeps the focus,
    /// as `l` does in a vertical layout with nothing within two screens; the whole width would
    /// have found the small cells.
    @Test func downInAHorizontalLayoutLooksTwoScreensSideways() throws {
        let json = #"""
            {"layout": "compositional", "scrollDirection": "horizontal", "sections": [
              {"group": {"group": "vertical", "size": {"width": {"absolute": 200}, "height": {"fractionalHeight": 0.6}},
                         "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}},
              {"group": {"group": "vertical", "size": {"width": {"absolute": 40}, "height": {"fractionalHeight": 1}}, "count": 4,
                         "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.25}}}]}}
            ]}
            """#
        let file = try LayoutFile.decode(Array(json.utf8))
        let view = try makeView(
            ModelDataSource(data: CollectionData(generatedCounts: [12, 20], seed: 3)), width: 60, height: 30,
            choices: [LayoutChoice.file(name: "two rows", file: file)])
        let cells = view.layout.allLayoutAttributesAtRest().filter { $0.category == .cell }.map { ($0.indexPath, $0.frame) }
        let first = IndexPath(section: 0, item: 0), last = IndexPath(section: 0, item: 11)
        let frame = { (path: IndexPath) in try #require(cells.first { $0.0 == path }?.1) }
        let (visible, content) = (view.viewport.visibleRect, view.layout.contentSize)
        func whole(_ path: IndexPath) throws -> IndexPath? {
            Self.expectedNeighbour(from: try frame(path), of: path, dx: 0, dy: 1, cells: cells, visible: visible, content: content, sideways: false)
        }
        #expect(try whole(first)?.section == 1, "the whole width reaches the small cells")
        #expect(view.neighbour(of: first, dx: 0, dy: 1) == nil)
        #expect(try whole(last)?.section == 1)
        #expect(view.neighbour(of: last, dx: 0, dy: 1) == (try whole(last)), "within two screens: the same cell")
    }

    /// A billion items in a lazy horizontal layout: `j` `k` `h` `l` from the start and after End
    /// lay out a few screens of cells, not the billion (the move once queried the content's whole
    /// width, which laid out every item).
    @Test(arguments: ["horizontal", "flow"]) func movesAtABillionItemsLayOutAFewScreens(kind: String) throws {
        let count = 1_000_000_000
        var c = EveryLayoutOptions()
        c.scrollDirection = .horizontal
        let layout = try #require(BuiltInLayout(rawValue: kind))
        let view = try makeView(CountingFeed(count: count), width: 60, height: 30, choices: [LayoutChoice(name: kind) { c.make(layout, bounds: $0) }])
        view.setFocus(IndexPath(section: 0, item: 0))
        var moved = 0
        for keys in [["j", "j", "j", "j", "j", "l", "k", "k", "h"], ["End", "j", "j", "j", "j", "k", "k", "k", "k", "h", "l"]] {
            for key in keys {
                let before = view.interaction.focus
                if key == "End" { view.press(.end) } else { view.type(key) }
                if view.interaction.focus != before { moved += 1 }
                let stored = view.layout.layoutStore?.numberOfCells ?? .max
                #expect(stored < 10_000, "after \(key): \(stored) cells laid out")
            }
        }
        #expect(moved > 8, "the keys moved the focus \(moved) times")
        #expect(try #require(view.interaction.focus).item > count - 1_000, "End took the focus along")
    }

    /// The same in a compositional layout file scrolling sideways (computed, nothing stored): the
    /// moves finish and reach the cells below and beside.
    @Test func movesAtABillionItemsInAHorizontalCompositionalLayout() throws {
        let file = try Self.layoutFile("horizontal-compositional.json")
        let view = try makeView(CountingFeed(count: 1_000_000_000), width: 60, height: 40, choices: [LayoutChoice.file(name: "h", file: file)])
        view.setFocus(IndexPath(section: 0, item: 0))
        for _ in 0..<5 { view.type("j") }
        #expect(view.interaction.focus == IndexPath(section: 0, item: 3), "down the group of four, then it stays")
        view.type("l")
        #expect(view.interaction.focus == IndexPath(section: 0, item: 7))
        view.type("k")
        #expect(view.interaction.focus == IndexPath(section: 0, item: 6))
    }
}
