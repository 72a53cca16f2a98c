import CollectionLayout
import TerminalCore
import Testing
@testable import CollectionView

/// Each device's safe area in both orientations, what each `contentInsetAdjustmentBehavior`
/// makes of it, and the frames each `contentInsetsReference` gives a compositional section:
/// numbers from docs/layout-files.md ("Safe area and bars").
@Suite struct SafeAreaTests {
    /// top, left, bottom, right.
    typealias Insets = (Double, Double, Double, Double)

    static func insets(_ i: Insets) -> EdgeInsets { EdgeInsets(top: i.0, left: i.1, bottom: i.2, right: i.3) }

    @Test func onlyAPhoneOnItsSideHasACompactHeight() {
        for device in Device.presets {
            #expect(!Device.isCompactHeight(device.size), "\(device.name)")
            #expect(Device.isCompactHeight(device.size.transposed) == device.name.hasPrefix("iphone"), "\(device.name)")
        }
    }

    /// Safe area with bars: the status area plus 44 (a nav bar), 96 (with a large title), 32 on
    /// a phone on its side (no large title there); the home indicator plus 49 (a tab bar), 32 on its side.
    @Test(arguments: [
        ("iphone-15", false, "none", (59.0, 0.0, 34.0, 0.0)),
        ("iphone-15", false, "nav", (103.0, 0.0, 34.0, 0.0)),
        ("iphone-15", false, "large-title", (155.0, 0.0, 34.0, 0.0)),
        ("iphone-15", false, "large-title,tab", (155.0, 0.0, 83.0, 0.0)),
        ("iphone-15", true, "large-title,tab", (32.0, 59.0, 53.0, 59.0)),
        ("iphone-se", false, "nav,tab", (64.0, 0.0, 49.0, 0.0)),
        ("iphone-se", true, "nav,tab", (32.0, 0.0, 32.0, 0.0)),
        ("iphone-13-mini", true, "nav", (32.0, 50.0, 21.0, 50.0)),
        ("ipad", true, "large-title,tab", (120.0, 0.0, 69.0, 0.0)),
        ("ipad-mini", false, "tab", (24.0, 0.0, 69.0, 0.0)),
    ])
    func safeAreaWithBars(device name: String, landscape: Bool, bars: String, expected: Insets) throws {
        let device = try Device.named(name)
        let screen = landscape ? device.size.transposed : device.size
        let insets = device.screenInsets(screen: screen, chrome: try #require(BarChrome(parsing: bars)), behavior: .automatic)
        #expect(insets.expandedSafeArea == Self.insets(expected))
    }

    /// The adjusted inset of each behaviour, for content taller than the screen or shorter,
    /// with bars (a navigation controller's content) or without.
    @Test(arguments: [
        // behaviour, bars, tall content, expected (iPhone portrait, safe area 59/34, or 103/34 with a nav bar)
        (ContentInsetAdjustmentBehavior.automatic, "none", true, (59.0, 0.0, 34.0, 0.0)),
        (.automatic, "none", false, (0.0, 0.0, 0.0, 0.0)),
        (.automatic, "nav", false, (103.0, 0.0, 34.0, 0.0)),
        (.automatic, "nav", true, (103.0, 0.0, 34.0, 0.0)),
        (.scrollableAxes, "nav", false, (0.0, 0.0, 0.0, 0.0)),
        (.scrollableAxes, "nav", true, (103.0, 0.0, 34.0, 0.0)),
        (.never, "nav", true, (0.0, 0.0, 0.0, 0.0)),
        (.always, "none", false, (59.0, 0.0, 34.0, 0.0)),
        (.always, "nav", false, (103.0, 0.0, 34.0, 0.0)),
    ])
    func adjustmentOfEachBehaviour(behavior: ContentInsetAdjustmentBehavior, bars: String, tall: Bool, expected: Insets) throws {
        let insets = Device.iPhone15.screenInsets(screen: Device.iPhone15.size, chrome: try #require(BarChrome(parsing: bars)), behavior: behavior)
        let content = Size(width: 393, height: tall ? 2000 : 500)
        #expect(insets.restingInset(contentSize: content, bounds: Device.iPhone15.size) == Self.insets(expected))
    }

    /// Sideways: left and right are adjusted only when the content is wider than the screen
    /// (`.always` whatever it is).
    @Test func sideInsetsFollowTheHorizontalAxis() throws {
        let screen = Device.iPhone15.size.transposed
        let nav = try #require(BarChrome(parsing: "nav"))
        let wide = Size(width: 3000, height: 393), narrow = Size(width: 852, height: 3000)
        for behavior in [ContentInsetAdjustmentBehavior.automatic, .scrollableAxes] {
            let insets = Device.iPhone15.screenInsets(screen: screen, chrome: nav, behavior: behavior)
            #expect(insets.restingInset(contentSize: wide, bounds: screen) == EdgeInsets(top: behavior == .automatic ? 32 : 0, left: 59, bottom: behavior == .automatic ? 21 : 0, right: 59))
            #expect(insets.restingInset(contentSize: narrow, bounds: screen) == EdgeInsets(top: 32, left: 0, bottom: 21, right: 0))
        }
        let always = Device.iPhone15.screenInsets(screen: screen, chrome: nav, behavior: .always)
        #expect(always.restingInset(contentSize: narrow, bounds: screen) == EdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
    }

    /// The large title collapses point for point as the content scrolls: the safe area's top
    /// (and the adjusted inset, as UIKit reports it) goes from 155 down to 103.
    @Test(arguments: [(-155.0, 155.0), (-200.0, 155.0), (-130.0, 130.0), (-103.0, 103.0), (0.0, 103.0), (400.0, 103.0)])
    func largeTitleCollapsesWithTheOffset(offset: Double, top: Double) throws {
        let insets = Device.iPhone15.screenInsets(screen: Device.iPhone15.size, chrome: try #require(BarChrome(parsing: "large-title")), behavior: .automatic)
        let reported = insets.scrollInsets(offsetY: offset, contentSize: Size(width: 393, height: 2000), bounds: Device.iPhone15.size)
        #expect(reported.safeArea.top == top)
        #expect(reported.adjusted.top == top)
    }

    @Test func barNamesParseAndPrint() {
        #expect(BarChrome(parsing: "nav,tab") == BarChrome(navigationBar: true, tabBar: true))
        #expect(BarChrome(parsing: "Large-Title") == BarChrome(largeTitle: true))
        #expect(BarChrome(parsing: "large-title")?.navigationBar == true)
        #expect(BarChrome(parsing: "none") == BarChrome.none)
        #expect(BarChrome(parsing: "none,tab") == nil)
        #expect(BarChrome(parsing: "toolbar") == nil)
        #expect(BarChrome(parsing: "") == nil)
        #expect(BarChrome(largeTitle: true, tabBar: true).text == "large-title,tab")
        #expect(BarChrome(navigationBar: true, tabBar: true).summary == "nav bar + tab bar")
    }

    // MARK: - contentInsetsReference

    /// One full-width row 44 high in a section inset 10 at each side, under a full-width header.
    static func layout(
        _ reference: ContentInsetsReference, supplementary: ContentInsetsReference = .automatic, guides: LayoutGuides, size: Size,
        category: ContentSizeCategory = .large
    ) throws -> CompositionalLayout {
        let item = ItemDescription(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = GroupDescription(axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), subitems: [.item(item)])
        let header = BoundaryItemDescription(elementKind: .header, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top)
        let section = SectionDescription(
            group: group, contentInsets: DirectionalInsets(top: 0, leading: 10, bottom: 0, trailing: 10), boundarySupplementaryItems: [header])
        var description = CompositionalDescription(sections: [section])
        description.contentInsetsReference = reference
        description.supplementaryContentInsetsReference = supplementary
        let layout = CompositionalLayout(description: description, bounds: Rect(origin: .zero, size: size))
        _ = layout.updateLayoutGuides(guides)
        _ = layout.updateTraits(contentSizeCategory: category)
        try layout.prepare(SimpleCollectionData(sections: [SimpleSection(title: "S", items: (0..<3).map { SimpleItem(id: $0, title: "\($0)", color: .rgb(1, 2, 3)) })]))
        return layout
    }

    /// (x, width) of the row and of the header.
    static func edges(_ layout: CompositionalLayout) throws -> (cell: (Double, Double), header: (Double, Double)) {
        let cell = try #require(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))).frame
        let header = try #require(layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: 0, item: 0))).frame
        return ((cell.minX, cell.width), (header.minX, header.width))
    }

    /// Hand-computed frames: an iPhone on its side (safe area 59 each side, margins 20 at 852 pt),
    /// upright (no side insets, margins 16), an iPad (margins 20, a readable width of 672).
    @Test(arguments: [
        // device, landscape, reference, cell x, cell width
        ("iphone-15", true, ContentInsetsReference.none, 10.0, 832.0),
        ("iphone-15", true, .automatic, 69.0, 714.0),
        ("iphone-15", true, .safeArea, 69.0, 714.0),
        ("iphone-15", true, .layoutMargins, 89.0, 674.0),
        ("iphone-15", true, .readableContent, 100.0, 652.0),
        ("iphone-15", false, .safeArea, 10.0, 373.0),
        ("iphone-15", false, .layoutMargins, 26.0, 341.0),
        ("iphone-15", false, .readableContent, 26.0, 341.0),
        ("iphone-13-mini", true, .safeArea, 60.0, 692.0),
        ("iphone-se", true, .layoutMargins, 30.0, 607.0),
        ("ipad", false, .layoutMargins, 30.0, 760.0),
        ("ipad", false, .readableContent, 84.0, 652.0),
        ("ipad", true, .readableContent, 264.0, 652.0),
    ])
    func referenceMovesTheSection(device name: String, landscape: Bool, reference: ContentInsetsReference, x: Double, width: Double) throws {
        let device = try Device.named(name)
        let size = landscape ? device.size.transposed : device.size
        let guides = device.screenInsets(screen: size, chrome: .none, behavior: .automatic).guides()
        let found = try Self.edges(Self.layout(reference, guides: guides, size: size))
        #expect(found.cell == (x, width))
        // The header follows the same reference and the section's insets.
        #expect(found.header == (x, width))
    }

    /// Every device, both ways up, every reference, against a naive reading of UIKit's rule: the
    /// section's insets are measured from the guide's edges.
    @Test func everyDeviceAndReferenceAgreesWithTheNaiveRule() throws {
        for device in Device.presets {
            for size in [device.size, device.size.transposed] {
                let safe = device.insets(screen: size)
                let guides = LayoutGuides(safeArea: safe)
                for reference in ContentInsetsReference.allCases {
                    let margin = size.width >= 414 ? 20.0 : 16.0
                    var left = 0.0, right = 0.0
                    switch reference {
                    case .none: break
                    case .automatic, .safeArea: (left, right) = (safe.left, safe.right)
                    case .layoutMargins: (left, right) = (safe.left + margin, safe.right + margin)
                    case .readableContent:
                        (left, right) = (safe.left + margin, safe.right + margin)
                        let extra = max(0, (size.width - left - right - 672) / 2)
                        (left, right) = (left + extra, right + extra)
                    }
                    let found = try Self.edges(Self.layout(reference, guides: guides, size: size))
                    #expect(found.cell.0 == left + 10, "\(device.name) \(size) \(reference)")
                    #expect(found.cell.1 == size.width - left - right - 20, "\(device.name) \(size) \(reference)")
                }
            }
        }
    }

    /// The readable content guide grows with the text size: on an iPad Pro 13" on its side (1 376
    /// pt, margins of 20, so 1 336 pt of room) the readable width is 672 pt at Large and in
    /// proportion to the body size elsewhere (docs/layout-files.md), until the margins hold it.
    /// Hand-computed: x = 20 + (1 336 − readable) / 2 + 10, the row 20 pt narrower than the guide.
    @Test(arguments: [
        (ContentSizeCategory.extraSmall, 553.0), (.small, 593.0), (.medium, 632.0), (.large, 672.0), (.extraLarge, 751.0),
        (.extraExtraLarge, 830.0), (.extraExtraExtraLarge, 909.0), (.accessibilityMedium, 1107.0), (.accessibilityLarge, 1304.0),
        (.accessibilityExtraLarge, 1336.0), (.accessibilityExtraExtraExtraLarge, 1336.0),
    ])
    func readableWidthFollowsTheTextSize(category: ContentSizeCategory, readable: Double) throws {
        #expect(LayoutGuides.readableWidth(for: category) == [553, 593, 632, 672, 751, 830, 909, 1107, 1304, 1581, 1858, 2095][category.rawValue])
        let size = Device.iPadPro13.size.transposed
        let layout = try Self.layout(.readableContent, guides: LayoutGuides(), size: size, category: category)
        let found = try Self.edges(layout)
        #expect(found.cell == (20 + (1336 - readable) / 2 + 10, readable - 20))
        #expect(found.header == found.cell)
    }

    /// `>` and `<` move a readable section live: the same rows, wider at each step up, and back.
    @Test func textSizeKeysMoveTheReadableGuide() throws {
        let item = ItemDescription(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = GroupDescription(axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), subitems: [.item(item)])
        var description = CompositionalDescription(sections: [SectionDescription(group: group)])
        description.contentInsetsReference = .readableContent
        var options = ViewOptions()
        options.device = .iPadPro13
        options.animationDuration = 0
        options.bars = BarChrome.none
        let data = SimpleCollectionData(sections: [SimpleSection(title: "S", items: (0..<30).map { SimpleItem(id: $0, title: "\($0)", color: .rgb(1, 2, 3)) })])
        let view = try CollectionViewState(
            data: data, layouts: [LayoutChoice(name: "readable") { CompositionalLayout(description: description, bounds: $0) }], options: options,
            terminalWidth: 160, terminalHeight: 50)
        view.rotate(now: 0)
        let row = IndexPath(section: 0, item: 0)
        func frame() -> Rect? { view.layout.layoutAttributesForItem(at: row)?.frame }
        #expect(view.viewport.device.width == 1376)
        #expect(frame()?.minX == 352 && frame()?.width == 672)
        view.type(">")
        #expect(view.contentSizeCategory == .extraLarge)
        #expect(frame()?.minX == 312.5 && frame()?.width == 751)
        view.type(">")
        #expect(frame()?.minX == 273 && frame()?.width == 830)
        view.type("<<<")
        #expect(view.contentSizeCategory == .medium)
        #expect(frame()?.minX == 372 && frame()?.width == 632)
    }

    /// `supplementaryContentInsetsReference` moves the header alone.
    @Test func supplementaryReferenceMovesTheHeaderOnly() throws {
        let size = Device.iPhone15.size.transposed
        let guides = LayoutGuides(safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let found = try Self.edges(Self.layout(.safeArea, supplementary: .none, guides: guides, size: size))
        #expect(found.cell == (69, 714))
        #expect(found.header == (10, 832))
        let margins = try Self.edges(Self.layout(.none, supplementary: .layoutMargins, guides: guides, size: size))
        #expect(margins.cell == (10, 832))
        #expect(margins.header == (89, 674))
    }

    /// A horizontal layout references the guides across its axis: top and bottom.
    @Test func horizontalLayoutReferencesTopAndBottom() throws {
        let item = ItemDescription(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = GroupDescription(axis: .vertical, size: LayoutSize(width: .absolute(100), height: .fractionalHeight(1)), subitems: [.item(item)])
        let description = CompositionalDescription(scrollDirection: .horizontal, sections: [SectionDescription(group: group)])
        let layout = CompositionalLayout(description: description, bounds: Rect(origin: .zero, size: Device.iPhone15.size))
        _ = layout.updateLayoutGuides(LayoutGuides(safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)))
        try layout.prepare(SimpleCollectionData(sections: [SimpleSection(title: "S", items: [SimpleItem(id: 0, title: "a", color: .rgb(1, 2, 3))])]))
        let frame = try #require(layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))).frame
        #expect(frame == Rect(x: 0, y: 59, width: 100, height: 852 - 59 - 34))
    }
}
