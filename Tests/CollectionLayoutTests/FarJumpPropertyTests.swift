@testable import CollectionLayout
import Testing
#if canImport(Glibc)
import Glibc
import TestSupport
#endif

/// Far jumps of the lazy layouts (`LazyStoredLayout+Run.swift`): with a small jump distance, random rect
/// queries anywhere in the estimated content, item lookups, End, scrolling up and edits make
/// the run detach, grow backwards with seams and re-attach. Checked against a fresh complete
/// layout wherever the answer is exact (the prefix; the mosaic and horizontal layouts, whose
/// jumps are arithmetic), and otherwise: no two cells of an answer overlap, no item twice, and
/// the run's cells equal those of a fresh layout started on the same run (same estimated start
/// and seams). Scrolling up from End to the top re-attaches the run, and scrolling down again
/// then gives exactly the fresh layout.
@Suite struct FarJumpPropertyTests {
    typealias Subject = LazyLayoutPropertyTests.Subject
    let helper = LazyLayoutPropertyTests()

    @Test(arguments: Subject.allCases)
    func farJumpsStayConsistentAndReattachExactly(subject: Subject) async throws {
        if let name = getenv("FARJUMP_SUBJECT").map({ String(cString: $0) }), name != "\(subject)" { return }
        let only = ProcessInfoSeed.value
        for seed in only.map({ $0..<($0 + 1) }) ?? 0..<ProcessInfoSeed.count {
            // The first failing seed only: one readable story.
            if try !check(subject, seed: seed) { break }
            // Give the cooperative pool back now and then: the end-to-end tests poll on it.
            await Task.yield()
        }
    }

    /// The run's cells against a fresh layout started on the same run.
    func replay(_ lazy: any LazyLayout, _ twin: any LazyLayout) throws -> (LazyRunState, [IndexPath: Rect], [IndexPath: Rect]) {
        switch (lazy, twin) {
        case let (l as WaterfallLayout, t as WaterfallLayout):
            let (a, b) = try l.replayRun(onto: t)
            return (l.runState, a, b)
        case let (l as FlowLayout, t as FlowLayout):
            let (a, b) = try l.replayRun(onto: t)
            return (l.runState, a, b)
        case let (l as MosaicLayout, t as MosaicLayout):
            let (a, b) = try l.replayRun(onto: t)
            return (l.runState, a, b)
        case let (l as HorizontalSectionsLayout, t as HorizontalSectionsLayout):
            let (a, b) = try l.replayRun(onto: t)
            return (l.runState, a, b)
        default:
            Issue.record("not a detachable layout")
            return (LazyRunState(origin: nil, seams: 0), [:], [:])
        }
    }

    func runState(_ lazy: any LazyLayout) -> LazyRunState {
        switch lazy {
        case let l as WaterfallLayout: return l.runState
        case let l as FlowLayout: return l.runState
        case let l as MosaicLayout: return l.runState
        case let l as HorizontalSectionsLayout: return l.runState
        default: return LazyRunState(origin: nil, seams: 0)
        }
    }

    /// The cells in the layout's store (no layout done).
    func stored(_ lazy: any LazyLayout) -> [IndexPath: Rect] {
        switch lazy {
        case let l as WaterfallLayout: return l.storedCells
        case let l as FlowLayout: return l.storedCells
        case let l as MosaicLayout: return l.storedCells
        case let l as HorizontalSectionsLayout: return l.storedCells
        default: return [:]
        }
    }

    /// Whether two frames share area beyond rounding.
    func overlap(_ a: Rect, _ b: Rect) -> Bool {
        let e = 1e-6 * max(1, abs(a.minY), abs(a.minX))
        return a.minX + e < b.maxX && b.minX + e < a.maxX && a.minY + e < b.maxY && b.minY + e < a.maxY
    }

    func close(_ a: Rect, _ b: Rect) -> Bool {
        let e = 1e-6 * max(1, abs(a.minY), abs(a.minX))
        return abs(a.minX - b.minX) <= e && abs(a.minY - b.minY) <= e && abs(a.width - b.width) <= e && abs(a.height - b.height) <= e
    }

    /// - Returns: whether every check passed.
    func check(_ subject: Subject, seed: UInt64) throws -> Bool {
        var rng = SplitMix64(seed: seed &* 104_729 &+ UInt64(Subject.allCases.firstIndex(of: subject)!))
        var c = helper.configuration(subject, &rng)
        c.selfSizing = false
        // Backgrounds close their section before a query meeting it is answered: keep them rare.
        c.sectionBackgrounds = c.sectionBackgrounds && Bool.random(using: &rng)
        var data = randomData(&rng, maxSections: 3, maxItems: 400)
        let horizontal = subject == .horizontal || subject == .horizontalFlow
        let arithmetic = subject == .mosaic || subject == .horizontal
        var bounds = Rect(
            x: 0, y: 0, width: Double(Int.random(in: 200...420, using: &rng)), height: Double(Int.random(in: 150...400, using: &rng)))
        let tuning = LazyTuning(
            run: Int.random(in: 1...9, using: &rng), eagerItems: Int.random(in: 0...12, using: &rng),
            jump: Int.random(in: 8...40, using: &rng))
        let lazy = helper.make(subject, c, bounds, tuning: tuning)
        try lazy.prepare(data)
        var ref = try helper.reference(subject, c, data, measured: [:], bounds: bounds)
        var trace: [String] = ["counts \(data.sections.map(\.count)) tuning \(tuning.run)/\(tuning.eagerItems)/\(tuning.jump)"]
        var context: String { "\(subject) seed \(seed) [\(trace.suffix(ProcessInfoSeed.value == nil ? 12 : 400).joined(separator: "; "))]" }
        var failed = false

        func main(_ r: Rect) -> Double { horizontal ? r.minX : r.minY }
        func move(to offset: Double) {
            bounds.origin = horizontal ? Point(x: max(0, offset), y: 0) : Point(x: 0, y: max(0, offset))
            lazy.bounds = bounds
            ref.layout.bounds = bounds
        }
        /// A query of what a screen at `bounds` shows, as the view makes it (then the offset correction).
        /// What was on screen (as stored), to check that it stays where it was on screen.
        var shown: [IndexPath: Rect] = [:]
        func query(_ rect: Rect, _ what: String) throws {
            guard !failed else { return }
            // As the view does before it draws (`anchorEstimatedLayout`): until nothing moves, 4 times at most.
            var delta = 0.0
            for _ in 0..<4 {
                let from = main(rect) + delta
                lazy.layOutRegion(mainFrom: from, to: from + (horizontal ? rect.width : rect.height))
                let step = lazy.takeContentOffsetAdjustment()
                guard step != 0 else { break }
                delta += step
                move(to: main(bounds) + step)
                trace.append("adjusted \(step)")
            }
            var asked = rect
            if horizontal { asked.origin.x += delta } else { asked.origin.y += delta }
            let got = lazy.layoutAttributesForElements(in: asked).filter { $0.category == .cell }
            // What the view lays out before it draws covers the draw: nothing moves while drawing.
            let late = lazy.takeContentOffsetAdjustment()
            if late != 0 {
                Issue.record("\(context): \(what): the query itself moved the content by \(late)")
                failed = true
                return
            }
            let state = runState(lazy)
            // What was on screen and still is keeps its place in the content, but for the
            // correction the offset follows (so on screen it moves only as far as the view scrolled).
            for a in got {
                guard let was = shown[a.indexPath] else { continue }
                let now = a.frame
                let moved = horizontal
                    ? Rect(x: now.minX - delta, y: now.minY, width: now.width, height: now.height)
                    : Rect(x: now.minX, y: now.minY - delta, width: now.width, height: now.height)
                if !close(moved, was) {
                    Issue.record("\(context): \(what): \(a.indexPath) was shown at \(was), now at \(now) with the offset moved by \(delta)")
                    failed = true
                    return
                }
            }
            var seen = Set<IndexPath>()
            for a in got {
                if !seen.insert(a.indexPath).inserted {
                    Issue.record("\(context): \(what): item \(a.indexPath) twice")
                    failed = true
                }
            }
            for i in got.indices {
                for j in got.indices where j > i && overlap(got[i].frame, got[j].frame) {
                    Issue.record("\(context): \(what): \(got[i].indexPath) \(got[i].frame) overlaps \(got[j].indexPath) \(got[j].frame)")
                    failed = true
                    return
                }
            }
            if state.isExact || arithmetic {
                // Exact: the same frames as the fresh complete layout (within rounding for arithmetic jumps).
                for a in got {
                    guard let want = ref.layout.layoutAttributesForItem(at: a.indexPath), close(a.frame, want.frame) else {
                        Issue.record("\(context): \(what) (\(state)): \(a.indexPath) at \(a.frame), fresh \(String(describing: ref.layout.layoutAttributesForItem(at: a.indexPath)?.frame))")
                        failed = true
                        return
                    }
                }
                if state.isExact {
                    let want = sorted(bruteForce(ref.layout, ref.all, asked).filter { $0.category == .cell })
                    if sorted(got) != want {
                        Issue.record("\(context): \(what): \(got.count) cells, fresh \(want.count) in \(asked); \(state)")
                        failed = true
                        return
                    }
                }
            }
            shown = got.reduce(into: [:]) { $0[$1.indexPath] = $1.frame }
            // The run's cells equal a fresh layout's started on the same run.
            if getenv("FARJUMP_NOREPLAY") != nil { return }
            let twin = helper.make(subject, c, bounds, tuning: tuning)
            try twin.prepare(data)
            let (_, mine, theirs) = try replay(lazy, twin)
            for (path, frame) in mine.sorted(by: { $0.key < $1.key }) where theirs[path] != frame {
                Issue.record("\(context): \(what): run cell \(path) at \(frame), replayed \(String(describing: theirs[path])); hint \(data.sections[path.section][path.item]); run \(runState(lazy)); neighbours \(mine.keys.filter { $0.section == path.section && abs($0.item - path.item) < 3 }.sorted().map { "\($0): \(mine[$0]!) / \(String(describing: theirs[$0]))" })")
                failed = true
                return
            }
        }
        func screen() -> Rect { bounds }
        var length: Double { horizontal ? lazy.contentSize.width : lazy.contentSize.height }
        var extent: Double { horizontal ? bounds.width : bounds.height }

        for step in 0..<14 where !failed {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1:  // a far rect anywhere in the estimated content
                move(to: Double.random(in: 0...max(0, length), using: &rng))
                trace.append("jump to \(main(bounds))")
                try query(screen(), "step \(step) jump")
            case 2:  // End
                lazy.layOutToEnd()
                move(to: length - extent)
                trace.append("End at \(main(bounds))")
                try query(screen(), "step \(step) End")
            case 3, 4:  // a few screens up
                for k in 0..<Int.random(in: 1...4, using: &rng) where !failed {
                    move(to: main(bounds) - extent * 0.8)
                    trace.append("up to \(main(bounds))")
                    try query(screen(), "step \(step) up \(k)")
                }
            case 5:  // a screen down
                move(to: min(main(bounds) + extent * 0.8, max(0, length - extent)))
                trace.append("down to \(main(bounds))")
                try query(screen(), "step \(step) down")
            case 6:  // an item lookup, anywhere
                guard !data.sections.isEmpty else { break }
                let s = Int.random(in: 0..<data.sections.count, using: &rng)
                guard !data.sections[s].isEmpty else { break }
                let p = IndexPath(section: s, item: Int.random(in: 0..<data.sections[s].count, using: &rng))
                trace.append("item \(p)")
                // (A lookup far away is a scroll to that item: what was shown is not any more.)
                shown = [:]
                guard let a = lazy.layoutAttributesForItem(at: p) else {
                    Issue.record("\(context): item \(p) not found")
                    failed = true
                    break
                }
                if runState(lazy).isExact || arithmetic, let want = ref.layout.layoutAttributesForItem(at: p), !close(a.frame, want.frame) {
                    Issue.record("\(context): item \(p) at \(a.frame), fresh \(want.frame)")
                    failed = true
                }
            default:  // an edit: an insert or a delete anywhere
                guard !data.sections.isEmpty else { break }
                let s = Int.random(in: 0..<data.sections.count, using: &rng)
                let p = IndexPath(section: s, item: Int.random(in: 0...data.sections[s].count, using: &rng))
                if Bool.random(using: &rng) || p.item == data.sections[s].count {
                    data.sections[s].insert(helper.hint(&rng), at: p.item)
                    trace.append("insert \(p)")
                } else {
                    data.sections[s].remove(at: p.item)
                    trace.append("delete \(p)")
                }
                lazy.invalidateItems(from: p)
                shown = [:]
                try lazy.prepare(data)
                ref = try helper.reference(subject, c, data, measured: [:], bounds: bounds)
                try query(screen(), "step \(step) after the edit")
            }
        }
        guard !failed else { return false }
        // Up to the top a screen at a time: the run re-attaches; then down, exactly the fresh layout.
        var steps = 0
        while main(bounds) > 0, steps < 20_000, !failed {
            move(to: main(bounds) - extent * 0.9)
            try query(screen(), "up to the top")
            steps += 1
        }
        try query(screen(), "at the top")
        guard !failed else { return false }
        // Attached; a seam stays only while the queries come within two screens of it.
        let top = runState(lazy)
        guard top.origin == nil, top.seams == 0 || top.firstSeamTop! <= 3 * extent else {
            Issue.record("\(context): not attached at the top: \(top)")
            return false
        }
        steps = 0
        while !failed, steps < 2_000 {
            try query(screen(), "down from the top")
            let state = runState(lazy)
            guard state.origin == nil, state.seams == 0 || top.seams > 0 else {
                Issue.record("\(context): detached scrolling down at \(main(bounds)): \(state)")
                return false
            }
            if main(bounds) >= length - extent { break }
            move(to: min(main(bounds) + extent * 0.9, length - extent))
            steps += 1
        }
        guard !failed else { return false }
        // (Pinned headers sit where the bounds put them: the reference's bounds are the same.)
        let all = sorted(lazy.allLayoutAttributes()), want = sorted(ref.layout.allLayoutAttributes())
        #expect(all == want, "\(context): all elements: \(all.count) vs \(want.count)")
        #expect(lazy.contentSize == ref.layout.contentSize, "\(context): content size")
        return all == want && lazy.contentSize == ref.layout.contentSize
    }
}

/// `FARJUMP_SEED=n` runs only seed `n`, with its whole trace.
/// `FARJUMP_SEEDS=n` runs seeds `0..<n` instead (a longer hunt).
enum ProcessInfoSeed {
    static let value: UInt64? = getenv("FARJUMP_SEED").flatMap { UInt64(String(cString: $0)) }
    static let count: UInt64 = getenv("FARJUMP_SEEDS").flatMap { UInt64(String(cString: $0)) } ?? 120
}

/// A billion items of varied heights, in O(1) memory.
struct BillionItems: LayoutDataSource {
    var counts = [1_000_000_000]
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint {
        SizeHint(width: Double(60 + indexPath.item % 7 * 20), height: Double(40 + indexPath.item % 13 * 10))
    }
}

@Suite struct BillionItemTests {
    /// End, a page up, Home and an edit at the top, in each layout, at a billion items: each shows
    /// cells, lays out only about a screen's worth, and traps nowhere.
    @Test(arguments: BuiltInLayout.allCases)
    func endHomeAndAnEditAtABillionItems(kind: BuiltInLayout) throws {
        var c = EveryLayoutOptions()
        c.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let horizontal = kind == .horizontal
        var bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        let layout = c.make(kind, bounds: bounds) as! any LazyLayout
        var data = BillionItems()
        try layout.prepare(data)
        func show(_ offset: Double, _ what: String) {
            bounds.origin = horizontal ? Point(x: max(0, offset), y: 0) : Point(x: 0, y: max(0, offset))
            layout.bounds = bounds
            for _ in 0..<4 {
                layout.layOutRegion(mainFrom: horizontal ? bounds.minX : bounds.minY, to: horizontal ? bounds.maxX : bounds.maxY)
                let delta = layout.takeContentOffsetAdjustment()
                guard delta != 0 else { break }
                bounds.origin = horizontal ? Point(x: bounds.minX + delta, y: 0) : Point(x: 0, y: bounds.minY + delta)
                layout.bounds = bounds
            }
            let cells = layout.layoutAttributesForElements(in: bounds).filter { $0.category == .cell }
            #expect(!cells.isEmpty, "\(kind) \(what): no cells at \(bounds); \((layout as? HorizontalSectionsLayout)?.runState.detail ?? "") \((layout as? HorizontalSectionsLayout).map { "\($0.progress.origin as Any) \($0.progress.originTop) sec \($0.progress.section) item \($0.progress.item) open \($0.progress.isOpen) next \($0.progress.nextStart) storeSections \($0.store.numberOfSections)" } ?? "")")
            #expect(layout.store.numberOfCells < 100_000, "\(kind) \(what): \(layout.store.numberOfCells) cells laid out")
        }
        show(0, "top")
        layout.layOutToEnd()
        let length = horizontal ? layout.contentSize.width : layout.contentSize.height
        show(length - (horizontal ? bounds.width : bounds.height), "End")
        let last = layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 999_999_999))
        #expect(last != nil, "\(kind): the last item")
        show((horizontal ? bounds.minX : bounds.minY) - 800, "a page up")
        show(0, "Home")
        data.counts[0] -= 1
        layout.invalidateItems(from: IndexPath(section: 0, item: 0))
        try layout.prepare(data)
        show(0, "after a delete at the top")
        #expect(layout.hasEstimatedContentSize)
    }
}

/// Ten million items whose size reads are counted.
final class CountedItems: LayoutDataSource {
    var reads = 0
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { 10_000_000 }
    func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint {
        reads += 1
        return SizeHint(width: Double(60 + indexPath.item % 7 * 20), height: Double(40 + indexPath.item % 13 * 10))
    }
}

@Suite struct FreshLayoutFarDownTests {
    /// A layout made for bounds far into the content (another layout's offset after End, a
    /// rotation there) lays out around the bounds only: its first jump is aimed by the length per
    /// item of a first run, and a jump that lands short (exact positions differ from the estimate)
    /// jumps again rather than laying out everything between.
    @Test(arguments: BuiltInLayout.allCases)
    func preparingFarDownReadsAFewRunsOfSizes(kind: BuiltInLayout) throws {
        var c = EveryLayoutOptions()
        c.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        for far in [3e8, 6.7e8, 1.5e9] {
            let bounds = kind == .horizontal
                ? Rect(x: far, y: 0, width: 390, height: 844) : Rect(x: 0, y: far, width: 390, height: 844)
            let layout = c.make(kind, bounds: bounds) as! any LazyLayout
            let data = CountedItems()
            try layout.prepare(data)
            let cells = layout.layoutAttributesForElements(in: bounds).filter { $0.category == .cell }
            #expect(data.reads < 100_000, "\(kind) at \(far): read \(data.reads) sizes")
            #expect(layout.store.numberOfCells < 100_000, "\(kind) at \(far): \(layout.store.numberOfCells) cells")
            let length = kind == .horizontal ? layout.contentSize.width : layout.contentSize.height
            if far < length { #expect(!cells.isEmpty, "\(kind) at \(far): no cells") }
        }
    }
}

@Suite struct ActualSizeCacheTests {
    /// Random heights set near and far (past the dense part), edits that forget from an item on,
    /// against a dictionary: the same heights, count and hints applied, whatever the gaps.
    @Test func agreesWithADictionaryNearAndFar() {
        for seed in 0..<300 {
            var rng = SplitMix64(seed: UInt64(seed))
            var cache = ActualSizeCache()
            var reference: [IndexPath: Double] = [:]
            for step in 0..<60 {
                let section = Int.random(in: 0..<3, using: &rng)
                let item: Int
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: item = Int.random(in: 0..<200, using: &rng)
                case 1: item = Int.random(in: 0..<(ActualSizeCache.denseGap * 3), using: &rng)
                default: item = 999_999_000 + Int.random(in: 0..<1_000, using: &rng)
                }
                if Int.random(in: 0..<8, using: &rng) == 0 {
                    cache.removeItems(from: IndexPath(section: section, item: item))
                    reference = reference.filter { $0.key.section < section || ($0.key.section == section && $0.key.item < item) }
                } else {
                    let height = Double(Int.random(in: 1...500, using: &rng))
                    cache.set(height, section: section, item: item)
                    reference[IndexPath(section: section, item: item)] = height
                }
                #expect(cache.count == reference.count, "seed \(seed) step \(step)")
            }
            for (path, height) in reference { #expect(cache.height(section: path.section, item: path.item) == height, "seed \(seed) \(path)") }
            for _ in 0..<20 {
                let section = Int.random(in: 0..<3, using: &rng)
                let start = Bool.random(using: &rng) ? Int.random(in: 0..<300, using: &rng) : 999_998_900 + Int.random(in: 0..<1_200, using: &rng)
                let items = start..<(start + Int.random(in: 0...1_100, using: &rng))
                var hints = Array(repeating: SizeHint(width: 7, height: 1), count: items.count)
                cache.apply(section: section, items: items, to: &hints)
                let expected = items.map { reference[IndexPath(section: section, item: $0)].map { SizeHint(height: $0) } ?? SizeHint(width: 7, height: 1) }
                #expect(hints == expected, "seed \(seed): \(section) \(items)")
                #expect(cache.height(section: section, item: items.lowerBound) == reference[IndexPath(section: section, item: items.lowerBound)])
            }
        }
    }
}
