import CollectionLayout
import Testing
import TestSupport

/// `LayoutDescription`: the questions the view asks are answered by the layout a description
/// makes, as it lays out.
@Suite struct LayoutDescriptionTests {
    /// A configuration of every option, per-section overrides included.
    static func randomConfiguration(_ rng: inout SplitMix64, kind: BuiltInLayout) -> EveryLayoutOptions {
        func points(_ range: ClosedRange<Int> = 0...20) -> Double { Double(Int.random(in: range, using: &rng)) }
        func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &rng) == 0 }
        var c = EveryLayoutOptions()
        c.itemSize = Size(width: points(20...120), height: points(20...120))
        c.lineSpacing = points()
        c.interitemSpacing = points()
        c.sectionSpacing = points()
        c.sectionInset = EdgeInsets(top: points(), left: points(), bottom: points(), right: points())
        c.headerHeight = chance(2) ? points(10...40) : 0
        c.footerHeight = chance(2) ? points(10...40) : 0
        c.columns = Int.random(in: 1...4, using: &rng)
        c.scrollDirection = kind == .flow && chance(3) ? .horizontal : .vertical
        c.pinHeaders = chance(2)
        c.sectionBackgrounds = chance(2)
        c.selfSizing = (kind == .flow || kind == .waterfall) && c.scrollDirection == .vertical && chance(3)
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            c.sections.append(
                EveryLayoutOptions.Section(
                    columns: chance(2) ? Int.random(in: 1...4, using: &rng) : nil, lineSpacing: chance(2) ? points() : nil,
                    interitemSpacing: chance(2) ? points() : nil,
                    sectionInset: chance(2) ? EdgeInsets(top: points(), left: points(), bottom: points(), right: points()) : nil,
                    headerHeight: chance(2) ? points(0...40) : nil, footerHeight: chance(2) ? points(0...40) : nil,
                    pinHeaders: chance(2) ? chance(2) : nil, sectionBackgrounds: chance(2) ? chance(2) : nil,
                    itemSize: chance(2) ? Size(width: points(20...120), height: points(20...120)) : nil))
        }
        return c
    }

    static func frames(_ layout: any CollectionLayout, _ data: StaticDataSource) throws -> [String] {
        try layout.prepare(data)
        return layout.allLayoutAttributes().map { "\($0.category) \($0.kind?.rawValue ?? "-") \($0.indexPath) \($0.frame) z\($0.zIndex)" }.sorted()
    }

    /// The view asks the layout whether a section's header pins: per section, in the built-in
    /// layouts and in a compositional one alike.
    @Test func pinnedHeadersAreAnsweredPerSection() throws {
        var flow = FlowOptions()
        flow.pinHeaders = true
        flow.sections = [FlowOptions.Section(), FlowOptions.Section(pinHeaders: false)]
        let built = LayoutDescription.flow(flow).makeLayout(bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect((0..<4).map { built.pinsHeaders(inSection: $0) } == [true, false, true, false])

        let item = ItemDescription(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)))
        let group = GroupDescription(axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), subitems: [.item(item)])
        var pinned = SectionDescription(group: group)
        var header = BoundaryItemDescription(elementKind: .header, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top)
        header.pinToVisibleBounds = true
        pinned.boundarySupplementaryItems = [header]
        let plain = SectionDescription(group: group)
        let compositional = LayoutDescription.compositional(CompositionalDescription(sections: [plain, pinned]))
            .makeLayout(bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect((0..<4).map { compositional.pinsHeaders(inSection: $0) } == [false, true, false, true])
        // A layout that knows of no header pins none.
        #expect(LayoutDescription.list(using: ListConfiguration(appearance: .plain)).makeLayout(bounds: .zero).pinsHeaders(inSection: 0) == false)
    }

    /// What a built-in layout says of a section's headers, footers and backgrounds before laying
    /// it out is what it lays out, over seeded configurations.
    @Test(arguments: BuiltInLayout.allCases)
    func sectionElementCountsAreWhatIsLaidOut(kind: BuiltInLayout) throws {
        var rng = SplitMix64(seed: 23)
        for seed in 0..<60 {
            var c = Self.randomConfiguration(&rng, kind: kind)
            c.selfSizing = false
            let layout = c.description(kind).makeLayout(bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            let counts = (0..<Int.random(in: 1...5, using: &rng)).map { _ in Int.random(in: 0...6, using: &rng) }
            try layout.prepare(StaticDataSource(counts: counts, hint: SizeHint(width: 40, height: 60)))
            let elements = layout.allLayoutAttributes().filter { $0.category != .cell }
            for s in counts.indices {
                let laidOut = elements.filter { $0.indexPath.section == s }.count
                #expect(layout.sectionElementCount(inSection: s) == laidOut, "\(kind) seed \(seed) section \(s)")
            }
        }
    }

    /// A bad value is one message, from the options' own check.
    @Test(arguments: [
        (LayoutDescription.waterfall({ var o = WaterfallOptions(); o.columns = 0; return o }()), "columns must be at least 1, not 0"),
        (.flow({ var o = FlowOptions(); o.lineSpacing = -1; return o }()), "line spacing must be 0 or more, not -1.0"),
        (.mosaic({ var o = MosaicOptions(); o.sections = [MosaicOptions.Section(headerHeight: 2e7)]; return o }()),
         "sections[0]: header height of 20000000.0 is too large (at most 10000000)"),
        (.horizontal({ var o = HorizontalOptions(); o.itemSize = Size(width: 0.0001, height: 5); return o }()),
         "item width must be at least 0.001 pt, not 0.0001"),
    ])
    func badValuesAreOneMessage(description: LayoutDescription, message: String) {
        #expect(throws: LayoutError.invalidValue(message)) { try description.validate() }
    }
}
