import CollectionLayout
import CollectionModel
import Testing
@testable import CollectionView
import TerminalCore

/// The first-use features: the device in its bezel, the labelled status line, the inspector,
/// the unsaved-edits question, the help and drag keys, ASCII fallbacks.
@Suite struct FirstUseTests {
    static func status(_ view: CollectionViewState) -> String {
        screen(view).split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    @Test func theWholeDeviceIsShownInABezel() throws {
        let view = try makeView(width: 80, height: 30, device: .iPhone14)
        let frame = view.scroll.deviceFrame
        let bezel = try #require(frame.bezel)
        // 390×844 pt fitted into 78×27 cells: limited by the height, 27 rows = 844 pt.
        #expect(frame.screen.height == 27 && bezel.height == 29)
        #expect(frame.screen.width == Int((390 * 27.0 * 2 / 844).rounded()))
        #expect(abs(view.viewport.visibleRect.height - 844) < view.viewport.rowPoints)
        assertSnapshot(screen(view), named: "device-portrait")
        view.type("r")
        #expect(view.scroll.deviceFrame.screen.width == 78, "landscape is limited by the width")
        assertSnapshot(screen(view), named: "device-landscape")
        // Zoom magnifies: more cells per point, cut to the terminal.
        let before = view.viewport.scale
        view.type("+")
        #expect(view.viewport.scale > before && view.scroll.deviceFrame.screen.width <= 78)
    }

    /// For random terminals and devices, the screen and bezel stay inside the terminal, keep the
    /// device's aspect ratio within a cell, and the whole device is visible at zoom 1.
    @Test func fittingKeepsTheAspectRatio() {
        for seed in 0..<2_000 {
            var rng = SplitMix64(seed: UInt64(seed))
            let columns = 6 + Int(rng.next() % 300), rows = 4 + Int(rng.next() % 120)
            let device = Size(width: Double(50 + rng.next() % 2000), height: Double(50 + rng.next() % 2000))
            let frame = DeviceFrame.place(device: device, zoom: 1, columns: columns, rows: rows, showsDevice: true)
            let bezel = try! #require(frame.bezel)
            #expect(bezel.x >= 0 && bezel.y >= 0 && bezel.maxX <= columns && bezel.maxY <= rows, "seed \(seed)")
            let scale = min(Double(columns - 2) / device.width, 2 * Double(rows - 2) / device.height)
            #expect(abs(Double(frame.screen.width) - device.width * scale) <= 1, "seed \(seed)")
            #expect(abs(Double(frame.screen.height) - device.height * scale / 2) <= 1, "seed \(seed)")
            // Whole: the screen holds every point of the device, so nothing scrolls sideways.
            #expect(Double(frame.screen.width) / scale >= device.width - 1e-6, "seed \(seed)")
            #expect(Double(frame.screen.height) * 2 / scale >= device.height - 1e-6, "seed \(seed)")
        }
    }

    @Test func theStatusLineSaysWhatTheNumbersAre() throws {
        let view = try makeView(width: 120, height: 20)
        let line = Self.status(view)
        for label in ["waterfall", "focus [0, 0]", "14 items", "offset 0,0 pt", "drawn ", " elements", "zoom 1×", "? help"] {
            #expect(line.contains(label), "\(label) in \(line)")
        }
        view.press(.down)
        view.type("+")
        view.press(.down)
        #expect(Self.status(view).contains("zoom 1.25×"))
    }

    @Test func aFocusedCellTooSmallForABorderIsInverse() throws {
        // In the bezel at 40×20 the cells are one or two rows tall.
        let view = try makeView(width: 40, height: 20, device: .iPhone14)
        var buffer = CellBuffer(width: 0, height: 0)
        view.render(into: &buffer, now: 0)
        let focus = try #require(view.interaction.focus)
        let rect = view.viewport.cellRect(for: try #require(view.layout.layoutAttributesForItem(at: focus)).frame)
        #expect(rect.height < 3)
        let origin = view.scroll.deviceFrame.screen
        #expect(buffer[origin.x + rect.x, origin.y + rect.y].style.attributes.contains(.reverse))
        let other = try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 1)))
        let otherRect = view.viewport.cellRect(for: other.frame)
        #expect(!buffer[origin.x + otherRect.x, origin.y + otherRect.y].style.attributes.contains(.reverse))
    }

    @Test func quitWithUnsavedEditsAsks() throws {
        let view = try makeView(width: 100, height: 20)
        view.edits.canSave = true
        #expect(!Self.status(view).contains("modified"))
        view.type("d")
        #expect(view.isModified && Self.status(view).contains("[+] modified"))
        #expect(view.press(.character("q")) == .none && view.edits.confirmingQuit)
        #expect(Self.status(view).contains("unsaved edits"))
        #expect(view.press(.escape) == .none && !view.edits.confirmingQuit, "Esc cancels")
        #expect(view.press(.character("q")) == .none)
        #expect(view.press(.character("q")) == .none && !view.edits.confirmingQuit, "q twice does not discard")
        view.type("q")
        #expect(view.press(.character("s")) == .saveAndQuit)
        view.type("q")
        #expect(view.press(.character("d")) == .quit)
        view.type("q")
        #expect(view.press(.ctrl("c")) == .quit)
        view.markSaved()
        #expect(!view.isModified && !Self.status(view).contains("modified"))
        #expect(view.press(.character("q")) == .quit, "saved: q quits at once")
        // Without a file to save to, there is nothing to ask.
        let unsaved = try makeView()
        unsaved.type("d")
        #expect(unsaved.press(.character("q")) == .quit)
    }

    @Test func qClosesTheHelpAndDoesNotQuit() throws {
        let view = try makeView(width: 60, height: 24)
        view.type("?")
        #expect(view.chrome.showsHelp)
        #expect(view.press(.character("q")) == .none && !view.chrome.showsHelp)
        #expect(view.press(.character("q")) == .quit)
    }

    @Test func duringADragTheStatusLineSaysWhatEndsIt() throws {
        let view = try makeView(width: 100, height: 20)
        view.type(" ")
        #expect(view.interaction.drag != nil)
        #expect(Self.status(view).contains("Enter drops, Esc puts back"))
        #expect(view.press(.character("q")) == .none && view.interaction.drag != nil)
        #expect(Self.status(view).contains(CollectionViewState.dragHint))
        view.type("?")
        #expect(view.chrome.showsHelp && view.interaction.drag != nil)
        view.press(.escape)
        #expect(!view.chrome.showsHelp && view.interaction.drag != nil, "the key that closes the help does not end the drag")
        view.press(.enter)
        #expect(view.interaction.drag == nil)
    }

    @Test func theInspectorShowsTheFocusedAttributes() throws {
        let view = try makeView(width: 100, height: 30)
        view.press(.tab)
        view.type("I")
        #expect(view.chrome.showsInspector)
        let attributes = try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 1)))
        let lines = view.inspectorLines()
        let f = attributes.frame
        #expect(lines.contains("index path  [0, 1]"))
        #expect(lines.contains("kind        cell"))
        #expect(lines.contains("frame       x \(CollectionViewState.format(f.minX))  y \(CollectionViewState.format(f.minY)) pt"))
        #expect(lines.contains("            w \(CollectionViewState.format(f.width))  h \(CollectionViewState.format(f.height)) pt"))
        #expect(lines.contains("zIndex      \(attributes.zIndex)"))
        #expect(lines.contains("section     0 of 2, \"Fruits\""))
        assertSnapshot(screen(view), named: "inspector")
        view.press(.escape)
        #expect(!view.chrome.showsInspector)
        view.type("i")
        #expect(!view.chrome.showsInspector && view.data.numberOfItems(inSection: 0) == 9, "i still inserts")
    }

    /// At a million items, End takes the focus along to the screen (it never stays behind at the
    /// top), and the inspector shows that item as laid out: drawing again leaves the offset and the
    /// content where they were.
    @Test func endTakesTheFocusAlongAndTheInspectorShowsIt() throws {
        let view = try makeView(ModelDataSource(data: CollectionData(generatedCounts: [1_000_000], seed: 3)), width: 100, height: 30)
        view.press(.tab)
        view.press(.end)
        view.type("I")
        _ = screen(view)
        let offset = view.viewport.offset, content = view.layout.contentSize
        let focus = try #require(view.interaction.focus)
        #expect(focus.item > 999_900, "the focus is at the end, on screen: \(focus)")
        #expect(view.layout.layoutAttributesForItem(at: focus).map { $0.frame.intersects(view.viewport.visibleRect) } == true)
        let lines = view.inspectorLines()
        #expect(lines.first == "index path  \(focus)")
        #expect(lines.contains("item        \(focus.item + 1) of 1000000"))
        _ = screen(view)
        #expect(view.viewport.offset == offset && view.layout.contentSize == content)
        #expect(offset.y > 1_000_000, "still at the end")
    }

    @Test func asciiTerminalsGetNoUnicode() throws {
        let view = try makeView(width: 100, height: 30, ascii: true, device: .iPhone14)
        let first = screen(view)
        #expect(first.unicodeScalars.allSatisfy { $0.isASCII }, "\(first.unicodeScalars.filter { !$0.isASCII })")
        view.type("?")
        let help = screen(view)
        #expect(help.unicodeScalars.allSatisfy { $0.isASCII })
        let lines = KeyMap.helpLines(layoutNames: ["a"]).map(RenderPass.asciiFallback)
        #expect(lines[0].hasPrefix("arrows"))
    }
}
