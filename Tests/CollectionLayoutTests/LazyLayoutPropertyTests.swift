@testable import CollectionLayout
import Testing
import TestSupport

/// The lazy layouts (a laid-out prefix extended by queries, truncated by edits) against a fresh,
/// complete layout of the same data: for random edit sequences and random query orders, every
/// answer is the same.
@Suite struct LazyLayoutPropertyTests {
    /// The layouts under test: the four built-in kinds, the flow layout both ways.
    enum Subject: CaseIterable {
        case waterfall, flow, horizontalFlow, mosaic, horizontal

        var kind: BuiltInLayout {
            switch self {
            case .waterfall: return .waterfall
            case .flow, .horizontalFlow: return .flow
            case .mosaic: return .mosaic
            case .horizontal: return .horizontal
            }
        }
        var selfSizes: Bool { self == .waterfall || self == .flow }
    }

    /// A random configuration for `subject`, self-sizing sometimes where the layout supports it.
    func configuration(_ subject: Subject, _ rng: inout SplitMix64) -> EveryLayoutOptions {
        var c = EveryLayoutOptions()
        c.columns = Int.random(in: 1...4, using: &rng)
        c.lineSpacing = Double(Int.random(in: 0...12, using: &rng))
        c.interitemSpacing = Double(Int.random(in: 0...12, using: &rng))
        c.sectionSpacing = Double(Int.random(in: 0...20, using: &rng))
        c.sectionInset = EdgeInsets(top: 5, left: 7, bottom: 3, right: 9)
        c.headerHeight = Double(Int.random(in: 0...30, using: &rng))
        c.footerHeight = Double(Int.random(in: 0...30, using: &rng))
        c.itemSize = Size(width: Double(Int.random(in: 30...120, using: &rng)), height: Double(Int.random(in: 20...60, using: &rng)))
        c.pinHeaders = Bool.random(using: &rng)
        c.sectionBackgrounds = Int.random(in: 0..<4, using: &rng) == 0
        if subject == .horizontalFlow { c.scrollDirection = .horizontal }
        c.selfSizing = subject.selfSizes && Bool.random(using: &rng)
        return c
    }

    func make(_ subject: Subject, _ c: EveryLayoutOptions, _ bounds: Rect, tuning: LazyTuning?) -> any LazyLayout {
        let layout = c.make(subject.kind, bounds: bounds)
        if let tuning, let lazy = layout as? any LazyRunTesting { lazy.lazyTuning = tuning }
        return layout as! any LazyLayout
    }

    /// A random size hint (the flow and waterfall layouts use it; the others ignore it).
    func hint(_ rng: inout SplitMix64) -> SizeHint {
        SizeHint(
            width: Bool.random(using: &rng) ? Double(Int.random(in: 20...300, using: &rng)) : nil,
            height: Double(Int.random(in: 20...200, using: &rng)))
    }

    /// A complete, plain layout of `data` with the measured heights in place of their estimates.
    func reference(
        _ subject: Subject, _ c: EveryLayoutOptions, _ data: StaticDataSource, measured: [IndexPath: Double], bounds: Rect
    ) throws -> (layout: any LazyLayout, all: [LayoutAttributes]) {
        var plain = c
        plain.selfSizing = false
        var fed = data
        for (path, height) in measured where path.section < fed.sections.count && path.item < fed.sections[path.section].count {
            // The flow layout keeps the item's width; the waterfall keeps the column's.
            let width = subject == .flow ? fed.sections[path.section][path.item].width : nil
            fed.sections[path.section][path.item] = SizeHint(width: width, height: height)
        }
        let layout = make(subject, plain, bounds, tuning: LazyTuning(run: 1 << 30, eagerItems: Int.max))
        try layout.prepare(fed)
        try layout.layOutCompletely()
        #expect(!layout.hasEstimatedContentSize)
        return (layout, layout.allLayoutAttributes())
    }

    @Test(arguments: Subject.allCases)
    func lazyLayoutEqualsAFreshCompleteLayout(subject: Subject) async throws {
        for seed in 0..<UInt64(800) {
            try check(subject, seed: seed)
            // Give the cooperative pool back now and then: the end-to-end tests poll on it.
            if seed % 20 == 0 { await Task.yield() }
        }
    }

    func check(_ subject: Subject, seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &* 7919 &+ UInt64(Subject.allCases.firstIndex(of: subject)!))
        let c = configuration(subject, &rng)
        var data = randomData(&rng, maxSections: 3, maxItems: 60)
        let horizontal = subject == .horizontal || subject == .horizontalFlow
        var bounds = Rect(x: 0, y: 0, width: Double(Int.random(in: 200...420, using: &rng)), height: Double(Int.random(in: 150...400, using: &rng)))
        let tuning = LazyTuning(run: Int.random(in: 1...9, using: &rng), eagerItems: Int.random(in: 0...12, using: &rng))
        let lazy = make(subject, c, bounds, tuning: tuning)
        try lazy.prepare(data)
        var measured: [IndexPath: Double] = [:]
        var ref = try reference(subject, c, data, measured: measured, bounds: bounds)
        func forget(from path: IndexPath) { measured = measured.filter { $0.key < path } }
        func randomPath(extra: Int) -> IndexPath? {
            guard !data.sections.isEmpty else { return nil }
            let s = Int.random(in: 0..<data.sections.count, using: &rng)
            return IndexPath(section: s, item: Int.random(in: 0...max(0, data.sections[s].count + extra), using: &rng))
        }
        var trace: [String] = ["counts \(data.sections.map(\.count)) tuning \(tuning.run)/\(tuning.eagerItems)"]
        var context: String { "\(subject) seed \(seed) [\(trace.joined(separator: "; "))]" }
        for step in 0..<10 {
            var edited = true
            switch Int.random(in: 0..<12, using: &rng) {
            case 0, 1:  // insert an item
                guard let p = randomPath(extra: 0) else { edited = false; break }
                data.sections[p.section].insert(hint(&rng), at: p.item)
                trace.append("insert \(p)")
                lazy.invalidateItems(from: p)
                forget(from: p)
            case 2:  // delete an item
                guard let p = randomPath(extra: -1), p.item < data.sections[p.section].count else { edited = false; break }
                data.sections[p.section].remove(at: p.item)
                trace.append("delete \(p)")
                lazy.invalidateItems(from: p)
                forget(from: p)
            case 3:  // a page appended to the last section
                guard !data.sections.isEmpty else { edited = false; break }
                for _ in 0..<Int.random(in: 0...8, using: &rng) { data.sections[data.sections.count - 1].append(hint(&rng)) }
                lazy.invalidate(.appendedItems)
                trace.append("append to \(data.sections.map(\.count))")
            case 4:  // a section added or removed at the end, or everything
                if Bool.random(using: &rng), !data.sections.isEmpty {
                    data.sections.removeLast()
                    trace.append("remove last section")
                    lazy.invalidateItems(from: IndexPath(section: data.sections.count, item: 0))
                    forget(from: IndexPath(section: data.sections.count, item: 0))
                } else if Bool.random(using: &rng) {
                    data.sections.append((0..<Int.random(in: 0...20, using: &rng)).map { _ in hint(&rng) })
                    lazy.invalidateItems(from: IndexPath(section: data.sections.count - 1, item: 0))
                    forget(from: IndexPath(section: data.sections.count - 1, item: 0))
                    trace.append("add section \(data.sections.count - 1)")
                } else {
                    lazy.invalidate(.everything)
                    measured = [:]
                    trace.append("everything")
                }
            case 5:  // a cell measured (self-sizing), then laid out from it
                guard c.selfSizing, let p = randomPath(extra: -1), p.item < data.sections[p.section].count,
                    let original = lazy.layoutAttributesForItem(at: p)
                else { edited = false; break }
                var preferred = original
                preferred.frame.size.height = Double(Int.random(in: 10...300, using: &rng))
                if let change = lazy.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                    lazy.invalidate(with: change)
                }
                measured[p] = preferred.frame.height
                trace.append("measure \(p) \(original.frame.height) -> \(preferred.frame.height)")
            default:
                edited = false
            }
            if edited {
                try lazy.prepare(data)
                ref = try reference(subject, c, data, measured: measured, bounds: bounds)
            }
            // Queries in a random order.
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                switch Int.random(in: 0..<5, using: &rng) {
                case 0:  // scroll
                    let size = ref.layout.contentSize
                    bounds.origin = horizontal
                        ? Point(x: Double.random(in: 0...max(0, size.width), using: &rng), y: 0)
                        : Point(x: 0, y: Double.random(in: 0...max(0, size.height), using: &rng))
                    lazy.bounds = bounds
                    ref.layout.bounds = bounds
                    ref.all = ref.layout.allLayoutAttributes()
                    trace.append("scroll \(bounds.origin)")
                case 1, 2:
                    let rect = randomRect(&rng, in: ref.layout.contentSize)
                    trace.append("rect \(rect)")
                    let got = sorted(lazy.layoutAttributesForElements(in: rect))
                    let want = sorted(bruteForce(ref.layout, ref.all, rect))
                    let diff = got.count != want.count ? "\(got.count) vs \(want.count) elements" : zip(got, want).first { $0 != $1 }.map { "\($0.0) vs \($0.1)" } ?? ""
                    #expect(got == want, "\(context) step \(step): rect \(rect): \(diff)")
                    if got != want { return }
                case 3:
                    guard let p = randomPath(extra: 2) else { break }
                trace.append("item \(p)")
                    #expect(lazy.layoutAttributesForItem(at: p) == ref.layout.layoutAttributesForItem(at: p), "\(context) step \(step): item \(p)")
                default:
                    guard let p = randomPath(extra: 0) else { break }
                    let kind: ElementKind = [.header, .footer][Int.random(in: 0...1, using: &rng)]
                    #expect(
                        lazy.layoutAttributesForSupplementaryElement(ofKind: kind, at: p)
                            == ref.layout.layoutAttributesForSupplementaryElement(ofKind: kind, at: p), "\(context) step \(step): \(kind) \(p)")
                    #expect(
                        lazy.layoutAttributesForDecorationElement(ofKind: .background, at: p)
                            == ref.layout.layoutAttributesForDecorationElement(ofKind: .background, at: p), "\(context) step \(step): background \(p)")
                }
            }
        }
        // Everything, once laid out to the end: the same elements and the same content size.
        let all = sorted(lazy.allLayoutAttributes()), want = sorted(ref.all)
        #expect(all == want, "\(context): all elements: \(all.count) vs \(want.count), first difference \(zip(all, want).first { $0 != $1 }.map { "\($0.0) vs \($0.1)" } ?? "")")
        #expect(lazy.contentSize == ref.layout.contentSize, "\(context): content size")
        #expect(!lazy.hasEstimatedContentSize)
    }
}
