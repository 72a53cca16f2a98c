import CollectionLayout
import Testing

/// Lists (`UICollectionLayoutListConfiguration`): exact frames of every appearance and
/// header/footer mode against the metrics docs/layout-files.md ("Lists") gives, rows measured
/// from their text, and rect queries against brute force.
@Suite struct ListLayoutTests {
    typealias Appearance = ListConfiguration.Appearance

    /// A prepared list layout: every section is `list`.
    func listLayout(_ list: ListConfiguration, counts: [Int], width: Double = 390) throws -> CompositionalLayout {
        let layout = CompositionalLayout(description: CompositionalDescription(list: list), bounds: Rect(x: 0, y: 0, width: width, height: 844))
        try layout.prepare(StaticDataSource(counts: counts))
        return layout
    }

    func header(_ layout: CompositionalLayout, _ section: Int, _ kind: ElementKind = .header) -> Rect? {
        layout.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(section: section, item: 0))?.frame
    }

    /// Reports `height` as item `path`'s measured height, as the view does.
    func measure(_ layout: CompositionalLayout, _ path: IndexPath, _ height: Double) throws {
        let original = try #require(layout.layoutAttributesForItem(at: path))
        var preferred = original
        preferred.frame.size.height = height
        if let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
            layout.invalidate(with: context)
        }
    }

    // MARK: - Metrics

    @Test(arguments: [(390.0, 16.0), (393, 16), (375, 16), (414, 20), (430, 20), (844, 20)])
    func theLayoutMarginIs16UnderA414PointWidthAnd20From(width: Double, margin: Double) {
        for appearance in Appearance.allCases {
            let metrics = ListMetrics(appearance, containerWidth: width)
            #expect(metrics.layoutMargin == margin)
            #expect(metrics.separatorLeadingInset == margin)
            #expect(metrics.rowInset == (appearance == .insetGrouped ? margin : appearance == .sidebar ? 10 : 0))
        }
    }

    @Test func aOneLineRowIs44PointsAndLongerTextGrowsIt() {
        let style = CellTextStyle.listRow(ListMetrics(.plain, containerWidth: 390), category: .default)
        // One line: 11 + 20.4 + 11 = 42.4, raised to the 44-pt least row height.
        #expect(style.height(title: "Wi-Fi", body: "", width: 390) == 44)
        #expect(style.height(title: "", body: "", width: 390) == 44)
        // 390 − 2·16 = 358 pt of text: 42 characters of 8.5 pt a line; 43 wrap to two lines.
        #expect(style.height(title: String(repeating: "a", count: 42), body: "", width: 390) == 44)
        #expect(abs(style.height(title: String(repeating: "a", count: 43), body: "", width: 390) - (11 + 2 * 20.4 + 11)) < 1e-9)
        // Title and subtitle: 11 + 20.4 + 4 + 20.4 + 11.
        #expect(abs(style.height(title: "Inbox", body: "3 unread", width: 390) - 66.8) < 1e-9)
        // The largest accessibility size: one line of 53 pt text is 11 + 63.6 + 11.
        let big = CellTextStyle.listRow(ListMetrics(.plain, containerWidth: 390), category: .accessibilityExtraExtraExtraLarge)
        #expect(abs(big.height(title: "Wi-Fi", body: "", width: 390) - (22 + 1.2 * ContentSizeCategory.accessibilityExtraExtraExtraLarge.bodyPointSize)) < 1e-9)
    }

    // MARK: - Frames at the estimates

    @Test func plainRowsAreEdgeToEdgeUnderA28PointHeaderAndOverA28PointFooter() throws {
        let layout = try listLayout(ListConfiguration(appearance: .plain, headerMode: .supplementary, footerMode: .supplementary), counts: [3, 1])
        #expect(header(layout, 0) == Rect(x: 0, y: 0, width: 390, height: 28))
        #expect(cellFrames(layout, count: 3) == [
            Rect(x: 0, y: 28, width: 390, height: 44), Rect(x: 0, y: 72, width: 390, height: 44), Rect(x: 0, y: 116, width: 390, height: 44),
        ])
        #expect(header(layout, 0, .footer) == Rect(x: 0, y: 160, width: 390, height: 28))
        #expect(header(layout, 1) == Rect(x: 0, y: 188, width: 390, height: 28))
        #expect(cellFrames(layout, section: 1, count: 1) == [Rect(x: 0, y: 216, width: 390, height: 44)])
        #expect(layout.contentSize == Size(width: 390, height: 288))
    }

    @Test func plainRowsWithoutHeadersFollowOneAnotherAndTheNextSection() throws {
        let layout = try listLayout(ListConfiguration(appearance: .plain), counts: [2, 2])
        #expect(header(layout, 0) == nil)
        #expect(cellFrames(layout, section: 1, count: 2) == [Rect(x: 0, y: 88, width: 390, height: 44), Rect(x: 0, y: 132, width: 390, height: 44)])
    }

    @Test(arguments: [Appearance.grouped, .insetGrouped])
    func groupedSectionsStart35PointsDownWithoutAHeader(appearance: Appearance) throws {
        let layout = try listLayout(ListConfiguration(appearance: appearance), counts: [2, 1])
        let x = appearance == .insetGrouped ? 16.0 : 0, w = 390 - 2 * x
        #expect(cellFrames(layout, count: 2) == [Rect(x: x, y: 35, width: w, height: 44), Rect(x: x, y: 79, width: w, height: 44)])
        #expect(cellFrames(layout, section: 1, count: 1) == [Rect(x: x, y: 158, width: w, height: 44)])
        #expect(layout.contentSize.height == 202)
    }

    @Test(arguments: [Appearance.grouped, .insetGrouped])
    func groupedHeadersAndFootersAre38PointsAndFollowTheInsets(appearance: Appearance) throws {
        let layout = try listLayout(
            ListConfiguration(appearance: appearance, headerMode: .supplementary, footerMode: .supplementary), counts: [1, 1], width: 430)
        let x = appearance == .insetGrouped ? 20.0 : 0, w = 430 - 2 * x
        #expect(header(layout, 0) == Rect(x: x, y: 0, width: w, height: 38))
        #expect(cellFrames(layout, count: 1) == [Rect(x: x, y: 38, width: w, height: 44)])
        #expect(header(layout, 0, .footer) == Rect(x: x, y: 82, width: w, height: 38))
        #expect(header(layout, 1) == Rect(x: x, y: 120, width: w, height: 38))
    }

    @Test func sidebarRowsAreInset10UnderA44PointHeader() throws {
        let layout = try listLayout(ListConfiguration(appearance: .sidebar, headerMode: .supplementary), counts: [2])
        #expect(header(layout, 0) == Rect(x: 10, y: 0, width: 370, height: 44))
        #expect(cellFrames(layout, count: 2) == [Rect(x: 10, y: 44, width: 370, height: 44), Rect(x: 10, y: 88, width: 370, height: 44)])
        let plain = try listLayout(ListConfiguration(appearance: .sidebarPlain), counts: [1, 1])
        #expect(cellFrames(plain, section: 1, count: 1) == [Rect(x: 0, y: 44, width: 390, height: 44)])
        let spaced = try listLayout(ListConfiguration(appearance: .sidebar), counts: [1, 1])
        #expect(cellFrames(spaced, section: 1, count: 1) == [Rect(x: 10, y: 64, width: 370, height: 44)])
    }

    /// The first item styled as the header is a row like the others in the layout: no header
    /// supplementary, and the section spacing of a section without one.
    @Test func firstItemInSectionIsARowAndNoSupplementary() throws {
        let layout = try listLayout(ListConfiguration(appearance: .insetGrouped, headerMode: .firstItemInSection), counts: [3])
        #expect(header(layout, 0) == nil)
        #expect(cellFrames(layout, count: 1) == [Rect(x: 16, y: 35, width: 358, height: 44)])
    }

    /// The documented table (docs/layout-files.md, "Lists"), written out: rows inset, space
    /// above a section without a header, header and footer heights, per appearance.
    static let documented: [Appearance: (inset: Double?, top: Double, header: Double, footer: Double)] = [
        .plain: (0, 0, 28, 28), .grouped: (0, 35, 38, 38), .insetGrouped: (nil, 35, 38, 38), .sidebar: (10, 10, 44, 28),
        .sidebarPlain: (0, 0, 44, 28),
    ]

    /// Every appearance, header mode and footer mode at both margins: two sections of two rows
    /// each, frames from the documented numbers (an inset of `nil` is the layout margin).
    @Test(arguments: Appearance.allCases, [390.0, 430.0])
    func everyAppearanceAndModeMatchesTheDocumentedNumbers(appearance: Appearance, width: Double) throws {
        let margin = width >= 414 ? 20.0 : 16
        let numbers = try #require(Self.documented[appearance])
        let inset = numbers.inset ?? margin
        for headerMode in ListConfiguration.HeaderMode.allCases {
            for footerMode in ListConfiguration.FooterMode.allCases {
                let list = ListConfiguration(appearance: appearance, headerMode: headerMode, footerMode: footerMode)
                let layout = try listLayout(list, counts: [2, 2], width: width)
                var y = 0.0
                for s in 0..<2 {
                    if headerMode == .supplementary {
                        #expect(header(layout, s) == Rect(x: inset, y: y, width: width - 2 * inset, height: numbers.header), "\(list) section \(s)")
                        y += numbers.header
                    } else {
                        #expect(header(layout, s) == nil)
                        y += numbers.top
                    }
                    let rows = [Rect(x: inset, y: y, width: width - 2 * inset, height: 44), Rect(x: inset, y: y + 44, width: width - 2 * inset, height: 44)]
                    #expect(cellFrames(layout, section: s, count: 2) == rows, "\(list) section \(s)")
                    y += 88
                    if footerMode == .supplementary {
                        #expect(header(layout, s, .footer) == Rect(x: inset, y: y, width: width - 2 * inset, height: numbers.footer), "\(list) section \(s)")
                        y += numbers.footer
                    } else {
                        #expect(header(layout, s, .footer) == nil)
                    }
                }
                #expect(layout.contentSize == Size(width: width, height: y), "\(list)")
            }
        }
    }

    // MARK: - Separators

    @Test func separatorsAreBetweenRowsNotUnderASectionsLast() {
        let list = ListConfiguration(appearance: .plain)
        #expect((0..<4).map { list.hasSeparator(belowItem: $0, count: 4) } == [true, true, true, false])
        let headed = ListConfiguration(appearance: .insetGrouped, headerMode: .firstItemInSection)
        #expect((0..<3).map { headed.hasSeparator(belowItem: $0, count: 3) } == [false, true, false])
        #expect(!ListConfiguration(appearance: .plain, showsSeparators: false).hasSeparator(belowItem: 0, count: 2))
        for appearance in [Appearance.sidebar, .sidebarPlain] {
            #expect(!ListConfiguration(appearance: appearance).hasSeparator(belowItem: 0, count: 2))
        }
        let metrics = ListMetrics(.insetGrouped, containerWidth: 390)
        #expect(metrics.separatorFrame(below: Rect(x: 16, y: 35, width: 358, height: 44)) == Rect(x: 32, y: 79 - 1.0 / 3, width: 342, height: 1.0 / 3))
    }

    // MARK: - Measured rows

    @Test func measuredRowsMoveTheRowsAndSectionsAfterThem() throws {
        let layout = try listLayout(ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary), counts: [3, 1])
        try measure(layout, IndexPath(section: 0, item: 1), 62.8)
        try layout.prepare(StaticDataSource(counts: [3, 1]))
        #expect(cellFrames(layout, count: 3) == [
            Rect(x: 16, y: 38, width: 358, height: 44), Rect(x: 16, y: 82, width: 358, height: 62.8),
            Rect(x: 16, y: 144.8, width: 358, height: 44),
        ])
        #expect(header(layout, 1) == Rect(x: 16, y: 188.8, width: 358, height: 38))
        #expect(layout.sizesItself(at: IndexPath(section: 1, item: 0)))
    }

    /// A list resolves its margins for the width it is laid out at: rotating an iPhone 15 to
    /// landscape (852 wide) moves an inset-grouped list's rows from 16 to 20 pt in.
    @Test func aRotationChangesTheMargins() throws {
        let layout = try listLayout(ListConfiguration(appearance: .insetGrouped), counts: [1])
        #expect(cellFrames(layout, count: 1) == [Rect(x: 16, y: 35, width: 358, height: 44)])
        layout.updateBounds(Rect(x: 0, y: 0, width: 852, height: 393))
        try layout.prepare(StaticDataSource(counts: [1]))
        #expect(cellFrames(layout, count: 1) == [Rect(x: 20, y: 35, width: 812, height: 44)])
        #expect(layout.cellTextStyle(forSection: 0, category: .default).horizontalPadding == 20)
    }

    /// A list section beside an ordinary one in a compositional layout keeps its own shape; the
    /// layout answers which sections are lists.
    @Test func aListSectionBesideAGridSection() throws {
        let grid = SectionDescription(group: horizontal(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        let layout = try compositional([grid, SectionDescription(list: ListConfiguration(appearance: .insetGrouped))], counts: [2, 2, 1])
        #expect(cellFrames(layout, section: 1, count: 2) == [Rect(x: 16, y: 135, width: 358, height: 44), Rect(x: 16, y: 179, width: 358, height: 44)])
        #expect(layout.listConfiguration(forSection: 0) == nil)
        #expect(layout.listConfiguration(forSection: 1)?.appearance == .insetGrouped)
        #expect(layout.listConfiguration(forSection: 2) == nil)
        #expect(layout.cellTextStyle(forSection: 0, category: .default) == CellTextStyle(category: .default))
    }

    // MARK: - Rect queries

    /// Random lists (every appearance and mode, random section sizes, random measured rows):
    /// rect queries equal a brute-force scan of each element's own lookup, and appending equals a
    /// fresh layout.
    @Test func rectQueriesOfListsEqualBruteForce() throws {
        for seed in UInt64(0)..<400 {
            var rng = SplitMix64(seed: seed)
            let list = ListConfiguration(
                appearance: Appearance.allCases[Int.random(in: 0..<5, using: &rng)],
                headerMode: ListConfiguration.HeaderMode.allCases[Int.random(in: 0..<3, using: &rng)],
                footerMode: ListConfiguration.FooterMode.allCases[Int.random(in: 0..<2, using: &rng)],
                showsSeparators: Bool.random(using: &rng))
            let width = [320.0, 390, 430, 1024][Int.random(in: 0..<4, using: &rng)]
            let counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...30, using: &rng) }
            let layout = try listLayout(list, counts: counts, width: width)
            for (s, count) in counts.enumerated() {
                for i in 0..<count where Int.random(in: 0..<3, using: &rng) == 0 {
                    try measure(layout, IndexPath(section: s, item: i), 44 + Double(Int.random(in: 0...80, using: &rng)) * 0.25)
                }
            }
            let data = StaticDataSource(counts: counts)
            try layout.prepare(data)
            checkLayoutInvariants(layout, data, rng: &rng, queries: 10)
            let all = everyCompositionalElement(layout, data)
            for _ in 0..<10 {
                let rect = randomRect(&rng, in: layout.contentSize)
                let expected = sorted(all.filter { $0.frame.intersects(rect) })
                let actual = sorted(layout.layoutAttributesForElements(in: rect))
                #expect(actual == expected, "seed \(seed): rect \(rect)")
                if actual != expected { return }
            }
        }
    }
}
