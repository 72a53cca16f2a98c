import CollectionLayout
import CollectionModel
import TerminalCore
import Testing
@testable import CollectionView
import TestSupport

/// Notes of varied lengths: bodies from a few words to a few lines, some CJK, emoji and Hebrew.
func notesData(count: Int = 60, sections: Int = 1) throws -> ModelDataSource {
    let words = ["cell", "layout", "measured", "text", "estimate", "anchor", "scroll", "wraps", "at", "the", "width", "of", "a"]
    let extras = ["日本語の本文です", "🚀 launch 🎉", "שלום עולם", "한국어 본문", "café naïve"]
    var rng = SplitMix64(seed: 7)
    var id = 0
    var result: [Section] = []
    for s in 0..<sections {
        var items: [Item] = []
        for i in 0..<count {
            id += 1
            var body = (0..<Int.random(in: 1...40, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
            if i % 7 == 3 { body += " " + extras[(i / 7) % extras.count] }
            items.append(Item(id: ItemID("n\(id)"), title: "Note \(id)", height: 60, color: "#3478f6", body: body))
        }
        result.append(Section(title: "Notes \(s + 1)", header: "Header \(s + 1)", items: items))
    }
    return ModelDataSource(data: try CollectionData(sections: result))
}

func selfSizingChoices(columns: Int = 2, kind: BuiltInLayout = .waterfall) -> [LayoutChoice] {
    var c = EveryLayoutOptions()
    c.selfSizing = true
    c.columns = columns
    c.itemSize = Size(width: 180, height: 60)
    return [LayoutChoice(name: kind.rawValue) { c.make(kind, bounds: $0) }]
}

func makeSelfSizingView(
    _ data: ModelDataSource, width: Int = 60, height: Int = 30, kind: BuiltInLayout = .waterfall, columns: Int = 2,
    category: ContentSizeCategory = .large
) throws -> CollectionViewState {
    var options = ViewOptions()
    options.animationDuration = 0
    options.contentSizeCategory = category
    options.showsDevice = false  // the goldens show the content at the terminal's width, as `--no-bezel`
    return try CollectionViewState(
        data: data, layouts: selfSizingChoices(columns: columns, kind: kind), options: options, terminalWidth: width,
        terminalHeight: height)
}

extension CollectionViewState {
    /// The top of the item's frame on screen, in points.
    func screenY(of path: IndexPath) -> Double? {
        layout.layoutAttributesForItem(at: path).map { $0.frame.minY - viewport.offset.y }
    }

    /// The item's first terminal row.
    func screenRow(of path: IndexPath) -> Int? {
        layout.layoutAttributesForItem(at: path).map { viewport.cellRect(for: $0.frame).y }
    }
}

@Suite struct SelfSizingViewTests {
    @Test func onlyCellsNearTheScreenAreMeasured() throws {
        let view = try makeSelfSizingView(try notesData(count: 2000))
        let sizing = try #require(view.selfSizingLayout)
        #expect(sizing.actualSizeCount > 0)
        #expect(sizing.actualSizeCount < 60 + 2 * SelfSizing.measuringLookahead, "measured \(sizing.actualSizeCount) of 2000")
        #expect(view.sizing.measuredCount == sizing.actualSizeCount)
        for element in view.layout.layoutAttributesForElements(in: view.viewport.visibleRect) where element.category == .cell {
            let content = view.data.content(at: element.indexPath)
            let expected = onPixels(CellTextStyle().height(title: content.title, body: content.body, width: element.frame.width), view)
            #expect(sizing.actualSize(forItemAt: element.indexPath)?.height == expected)
            #expect(Float(element.frame.height) == Float(expected).nextDown || Float(element.frame.height) == Float(expected))
        }
        #expect(sizing.hasEstimatedItems)
        #expect(view.renderInput().selfSizingStatus()?.hasSuffix("pt est.") == true)
    }

    @Test func measuredCellsShowTheirText() throws {
        let view = try makeSelfSizingView(try notesData(count: 12))
        assertSnapshot(screen(view), named: "self-sizing-waterfall")
    }

    /// The frames a self-sizing layout has on the device, whatever shows it: the same layout
    /// laid out alone at `size` and every item measured with the virtual font at its width, again
    /// until nothing changes (a naive loop, not the view's lazy measuring).
    static func deviceFrames(_ kind: BuiltInLayout, _ data: ModelDataSource, size: Size) throws -> [IndexPath: Rect] {
        let layout = selfSizingChoices(kind: kind)[0].make(Rect(origin: .zero, size: size))
        try layout.prepare(data)
        let style = CellTextStyle(category: .large)
        for _ in 0..<10 {
            var changed = false
            for element in layout.allLayoutAttributes() where element.category == .cell {
                let content = data.content(at: element.indexPath)
                var preferred = element
                preferred.frame.size.height = PixelGrid(scale: Device.default.scale).ceil(
                    style.height(title: content.title, body: content.body, width: element.frame.width))
                if let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: element) {
                    layout.invalidate(with: context)
                    changed = true
                }
            }
            guard changed else { break }
            try layout.prepare(data)
        }
        var frames: [IndexPath: Rect] = [:]
        for element in layout.allLayoutAttributes() where element.category == .cell { frames[element.indexPath] = element.frame }
        return frames
    }

    /// Points are points: in a terminal of any size from 40×12 to 250×80, in the bezel or not, at
    /// 1× or 2×, every cell shown has the frame the device gives it (`deviceFrames`) — nothing of
    /// the terminal's columns goes into a height — and a cell too short on screen for its text
    /// ends its last row with `…`.
    @Test(arguments: [BuiltInLayout.waterfall, .flow])
    func framesNeverDependOnTheTerminal(kind: BuiltInLayout) throws {
        let data = try notesData(count: 40)
        let reference = try Self.deviceFrames(kind, data, size: Device.default.size)
        var rng = SplitMix64(seed: 29)
        var compared = 0, cut = 0
        for _ in 0..<24 {
            var options = ViewOptions()
            options.animationDuration = 0
            options.zoom = Bool.random(using: &rng) ? 1 : 2
            options.showsDevice = Bool.random(using: &rng)
            let width = Int.random(in: 40...250, using: &rng), height = Int.random(in: 12...80, using: &rng)
            let view = try CollectionViewState(
                data: data, layouts: selfSizingChoices(kind: kind), options: options, terminalWidth: width, terminalHeight: height)
            for _ in 0..<2 {
                let visible = view.viewport.visibleRect
                var buffer = CellBuffer(width: 0, height: 0)
                view.render(into: &buffer, now: 0)
                let screenRect = view.scroll.deviceFrame.screen
                for element in view.layout.layoutAttributesForElements(in: visible) where element.category == .cell {
                    let expected = try #require(reference[element.indexPath])
                    #expect(abs(element.frame.minY - expected.minY) < 1e-3 && abs(element.frame.height - expected.height) < 1e-3,
                            "\(kind) \(width)×\(height) at \(options.zoom)×: \(element.indexPath) \(element.frame) vs \(expected)")
                    compared += 1
                    // A bordered cell wholly on screen: its inner rows show the text that fits, `…` when not all does.
                    let rect = view.viewport.cellRect(for: element.frame)
                    guard rect.width >= 3, rect.height >= 3, rect.y >= 0, rect.maxY <= screenRect.height, rect.maxX <= screenRect.width,
                        visible.contains(element.frame)
                    else { continue }
                    let content = data.content(at: element.indexPath)
                    let text = RenderPass.wrapCellText(content, columns: rect.width - 2, rows: rect.height - 2)
                    let fits = !text.title.isTruncated && !text.body.isTruncated && (content.body.isEmpty || !text.body.lines.isEmpty)
                    var rows: [String] = []
                    for y in (rect.y + 1)..<(rect.maxY - 1) {
                        var line = ""
                        for x in (rect.x + 1)..<(rect.maxX - 1) { line.unicodeScalars.append(buffer[screenRect.x + x, screenRect.y + y].character) }
                        rows.append(line)
                    }
                    if !fits {
                        #expect(rows.contains { $0.contains("…") }, "\(element.indexPath) cut without …: \(rows)")
                        cut += 1
                    }
                }
                view.press(.pageDown)
            }
        }
        #expect(compared > 200)
        #expect(cut > 10, "some cells are too short on screen for their text")
    }

    /// Self-sized heights are on the device's pixels, as UIKit's fitting sizes are: on an iPhone
    /// SE (2×) halves of a point, on an iPhone 14 and an iPad (3×, 2×) thirds and halves — the
    /// text's height rounded up, never down, never by a whole pixel.
    @Test(arguments: ["iphone-se", "iphone-14", "ipad-10"])
    func measuredHeightsAreOnTheDevicesPixels(device name: String) throws {
        let data = try notesData(count: 30)
        var options = ViewOptions()
        options.animationDuration = 0
        options.device = try Device.named(name)
        let view = try CollectionViewState(data: data, layouts: selfSizingChoices(), options: options, terminalWidth: 80, terminalHeight: 40)
        let scale = options.device.scale
        var checked = 0, raised = 0
        for element in view.layout.layoutAttributesForElements(in: view.viewport.visibleRect) where element.category == .cell {
            let content = data.content(at: element.indexPath)
            let text = CellTextStyle().height(title: content.title, body: content.body, width: element.frame.width)
            let measured = try #require(view.selfSizingLayout?.actualSize(forItemAt: element.indexPath)).height
            let pixels = measured * scale
            #expect(abs(pixels - pixels.rounded()) < 1e-6, "\(name): \(measured) pt is not on \(scale)× pixels")
            #expect(measured >= text - 1e-9 && measured < text + 1 / scale, "\(name): \(text) → \(measured)")
            if measured > text + 1e-9 { raised += 1 }
            checked += 1
        }
        #expect(checked >= 4)
        #expect(raised >= 2, "some text heights fall between pixels")
    }

    @Test func flowCellsSizeThemselvesToo() throws {
        let view = try makeSelfSizingView(try notesData(count: 12), kind: .flow)
        assertSnapshot(screen(view), named: "self-sizing-flow")
    }

    /// `>` and `<` re-measure everything at the new size; the focused cell keeps its screen row.
    @Test func dynamicTypeKeepsTheFocusedCellOnItsRow() throws {
        let view = try makeSelfSizingView(try notesData(count: 200))
        view.setOffset(Point(x: 0, y: 3000))
        let focus = try #require(view.currentAnchor()).indexPath
        view.setFocus(focus)
        let y = try #require(view.screenRow(of: focus))
        let before = view.layout.layoutAttributesForItem(at: focus)!.frame.height
        assertSnapshot(screen(view), named: "dynamic-type-large")
        view.type(">")
        #expect(view.contentSizeCategory == .extraLarge)
        #expect(view.interaction.focus == focus)
        #expect(view.screenRow(of: focus) == y)
        #expect(view.layout.layoutAttributesForItem(at: focus)!.frame.height > before)
        assertSnapshot(screen(view), named: "dynamic-type-extra-large")
        view.type("<<<")
        #expect(view.contentSizeCategory == .small)
        #expect(view.screenRow(of: focus) == y)
        view.type("<<<<")
        #expect(view.contentSizeCategory == .extraSmall)
        #expect(screen(view).contains("text size xS is the smallest"))
        #expect(view.screenRow(of: focus) == y)
    }

    /// One column, so that an item inserted above moves no cell across columns: the screen stays
    /// the same, row for row.
    @Test func insertingAboveTheScreenKeepsTheAnchoredCellStill() throws {
        let data = try notesData(count: 200)
        let view = try makeSelfSizingView(data, columns: 1)
        view.setOffset(Point(x: 0, y: 2500))
        let anchor = try #require(view.currentAnchor())
        let row = try #require(view.screenRow(of: anchor.indexPath))
        let before = screen(view)
        _ = try data.insertItem(after: IndexPath(section: 0, item: 2))
        view.dataChanged()
        view.settle()
        let moved = IndexPath(section: 0, item: anchor.indexPath.item + 1)
        #expect(view.data.itemID(at: moved) == anchor.id)
        #expect(view.screenRow(of: moved) == anchor.row)
        #expect(view.screenRow(of: moved) == row)
        // Only the status line may differ: the same cells on the same rows.
        #expect(contentRows(screen(view)) == contentRows(before))
        assertSnapshot(screen(view), named: "insert-above-anchored")
    }

    @Test func deletingAndMovingAboveTheScreenKeepTheAnchoredCellStill() throws {
        let data = try notesData(count: 200)
        let view = try makeSelfSizingView(data, columns: 1)
        view.setOffset(Point(x: 0, y: 2500))
        let anchor = try #require(view.currentAnchor())
        let before = screen(view)
        try data.deleteItem(at: IndexPath(section: 0, item: 1))
        view.dataChanged()
        view.settle()
        var path = IndexPath(section: 0, item: anchor.indexPath.item - 1)
        #expect(view.data.itemID(at: path) == anchor.id)
        #expect(view.screenRow(of: path) == anchor.row)
        // The focus is an index path: an edit made behind the view's back leaves it on the item now
        // there. Focused again by identity, the screen is the same.
        view.setFocus(path)
        #expect(contentRows(screen(view)) == contentRows(before))
        // Move item 0 to just above the anchor: still above the screen's top cells.
        try data.beginInteractiveMovement(at: IndexPath(section: 0, item: 0))
        try data.updateInteractiveMovement(to: IndexPath(section: 0, item: 4))
        try data.endInteractiveMovement()
        view.dataChanged()
        view.settle()
        path = IndexPath(section: 0, item: anchor.indexPath.item - 1)
        #expect(view.data.itemID(at: path) == anchor.id)
        #expect(view.screenRow(of: path) == anchor.row)
        view.setFocus(path)
        #expect(contentRows(screen(view)) == contentRows(before))
        assertSnapshot(screen(view), named: "move-above-anchored")
    }

    /// End, then Up a row at a time: cells above are measured as they come near, and the
    /// screen scrolls by exactly one row each time (no jump).
    @Test func scrollingUpIntoUnmeasuredContentDoesNotJump() throws {
        let view = try makeSelfSizingView(try notesData(count: 300))
        view.press(.end)
        for _ in 0..<40 {
            let anchor = try #require(view.currentAnchor())
            view.press(.up)
            guard view.viewport.offset.y > 0 else { break }
            let row = try #require(view.screenRow(of: anchor.indexPath))
            #expect(row == anchor.row + 1, "the anchor moved from row \(anchor.row) to \(row), not one row down")
        }
    }

    @Test func aMegabyteBodyIsCutWithAnEllipsis() throws {
        let body = String(repeating: "lorem ipsum ", count: 90_000)
        let items = [Item(id: "big", title: "Big", body: body), Item(id: "marks", title: "Marks", body: String(repeating: "\u{301}", count: 50_000)),
            Item(id: "lines", title: "Lines", body: String(repeating: "\n", count: 100_000))]
        let data = ModelDataSource(data: try CollectionData(sections: [Section(title: "Bad", items: items)]))
        let view = try makeSelfSizingView(data, columns: 3)
        let text = screen(view)
        #expect(text.contains("lorem ipsum"))
        let sizing = try #require(view.selfSizingLayout)
        let style = CellTextStyle()
        let width = try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))).frame.width
        #expect(sizing.actualSize(forItemAt: IndexPath(section: 0, item: 0))?.height == onPixels(style.height(title: "Big", body: body, width: width), view))
        // Scroll to the end of the tall cell: its last row ends with the ellipsis.
        view.press(.end)
        #expect(screen(view).contains("…"))
    }

    @Test func cellsTooNarrowForTextDoNotTrap() throws {
        let view = try makeSelfSizingView(try notesData(count: 50), width: 30, height: 12, columns: 20)
        let text = screen(view)
        #expect(text.split(separator: "\n").count == 12)
        let sizing = try #require(view.selfSizingLayout)
        // No room for text: padding only.
        #expect(sizing.actualSize(forItemAt: IndexPath(section: 0, item: 0))?.height == 16)
    }

    @Test func headersShowTheirSectionsText() throws {
        var c = EveryLayoutOptions()
        c.selfSizing = true
        c.headerHeight = 30
        var options = ViewOptions()
        options.showsDevice = false
        let view = try CollectionViewState(
            data: try notesData(count: 4), layouts: [LayoutChoice(name: "waterfall") { WaterfallLayout(options: c.waterfall, bounds: $0) }],
            options: options, terminalWidth: 60, terminalHeight: 20)
        #expect(screen(view).split(separator: "\n").first?.contains("Header 1") == true)
    }

    @Test func theHelpListsTheTextSizeKeys() {
        #expect(KeyMap.helpLines(layoutNames: ["waterfall"]).contains { $0.hasPrefix("< >") })
    }
}

/// The screen less its status line.
func contentRows(_ text: String) -> [Substring] { Array(text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()) }
