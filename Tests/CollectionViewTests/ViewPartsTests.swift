import CollectionLayout
import CollectionModel
import TerminalCore
import Testing

@testable import CollectionView

/// The view's parts on their own: the scroll state's offset range with an adjusted inset, the
/// interaction state machine's phases, the edit session's modified mark, and a render pass that
/// changes nothing in the view but its renderer's caches.
@Suite struct ViewPartsTests {
    // MARK: - Scroll state

    static func scrollState(offset: Point = .zero, inset: EdgeInsets = .zero) -> ScrollState {
        var state = ScrollState(
            viewport: Viewport(device: Size(width: 390, height: 844), columns: 40, rows: 30, offset: offset), terminalWidth: 40,
            terminalHeight: 31)
        state.adjustedContentInset = inset
        return state
    }

    @Test func withoutAnInsetTheOffsetRangeIsTheViewports() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let content = Size(width: Double(generator.next() % 2_000), height: Double(generator.next() % 20_000))
            let extra = Size(width: 0, height: Double(generator.next() % 40))
            let offset = Point(x: Double(generator.next() % 4_000) - 2_000, y: Double(generator.next() % 40_000) - 20_000)
            var state = Self.scrollState(offset: offset)
            var naive = state.viewport
            naive.clampOffset(contentSize: content, extra: extra)
            state.clampOffset(contentSize: content, extra: extra)
            #expect(state.viewport.offset == naive.offset)
            #expect(state.maximumOffset(contentSize: content, extra: extra) == naive.maximumOffset(contentSize: content, extra: extra))
        }
    }

    @Test func theAdjustedInsetWidensTheOffsetRangeAtBothEnds() {
        let inset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        let content = Size(width: 390, height: 5_000)
        var state = Self.scrollState(offset: Point(x: 0, y: -100), inset: inset)
        let visible = state.viewport.visibleRect
        #expect(state.minimumOffset == Point(x: 0, y: -20))
        #expect(state.maximumOffset(contentSize: content) == Point(x: max(0, 390 - visible.width), y: 5_000 + 30 - visible.height))
        state.clampOffset(contentSize: content)
        #expect(state.viewport.offset == Point(x: 0, y: -20), "the content can scroll down to show its top under the inset")
        state.viewport.offset = Point(x: 0, y: 1e9)
        state.clampOffset(contentSize: content)
        #expect(state.viewport.offset.y == 5_000 + 30 - visible.height)
        // Content shorter than the screen rests at the top inset.
        state.clampOffset(contentSize: Size(width: 390, height: 10))
        #expect(state.viewport.offset == Point(x: 0, y: -20))
    }

    @Test func offsetShowingScrollsAsLittleAsPossible() {
        let state = Self.scrollState(offset: Point(x: 0, y: 100))
        let visible = state.viewport.visibleRect
        #expect(state.offset(showing: Rect(x: 0, y: 150, width: 10, height: 10)) == Point(x: 0, y: 100), "already shown")
        #expect(state.offset(showing: Rect(x: 0, y: 50, width: 10, height: 10)) == Point(x: 0, y: 50))
        #expect(state.offset(showing: Rect(x: 0, y: 2_000, width: 10, height: 10)) == Point(x: 0, y: 2_010 - visible.height))
        #expect(state.offset(showing: Rect(x: 0, y: 300, width: 10, height: visible.height + 1)) == Point(x: 0, y: 300), "too tall: its top")
    }

    // MARK: - Interaction

    static func session(_ item: Int) -> DragSession {
        DragSession(
            origin: IndexPath(section: 0, item: item), current: IndexPath(section: 0, item: item), itemID: AnyHashable(item),
            position: .zero, size: Size(width: 10, height: 10))
    }

    static func phase(_ interaction: Interaction) -> String {
        switch interaction.phase {
        case .idle: return "idle"
        case .pressed(let press): return "pressed \(press.indexPath)"
        case .dragging(let session, let pointer): return "dragging \(session.current)\(pointer == nil ? "" : " held")"
        }
    }

    @Test func aMouseDragGoesFromPressedToDraggingAndBackToIdle() {
        var interaction = Interaction()
        #expect(Self.phase(interaction) == "idle" && interaction.drag == nil && interaction.press == nil)
        interaction.press = (IndexPath(section: 0, item: 2), Point(x: 5, y: 5))
        #expect(Self.phase(interaction) == "pressed [0, 2]")
        interaction.drag = Self.session(2)
        #expect(Self.phase(interaction) == "dragging [0, 2] held")
        interaction.press = (IndexPath(section: 0, item: 2), Point(x: 9, y: 9))
        interaction.drag?.current = IndexPath(section: 0, item: 3)
        #expect(Self.phase(interaction) == "dragging [0, 3] held" && interaction.press?.point == Point(x: 9, y: 9))
        // The release: the button first, then the drop.
        interaction.press = nil
        #expect(Self.phase(interaction) == "dragging [0, 3]")
        interaction.drag = nil
        #expect(Self.phase(interaction) == "idle")
    }

    @Test func aKeyboardDragHoldsNoButtonAndAPressWithoutMotionEndsIdle() {
        var interaction = Interaction()
        interaction.drag = Self.session(0)
        #expect(Self.phase(interaction) == "dragging [0, 0]" && interaction.press == nil)
        interaction.drag = nil
        #expect(Self.phase(interaction) == "idle")
        interaction.press = (IndexPath(section: 0, item: 1), .zero)
        interaction.press = nil
        #expect(Self.phase(interaction) == "idle")
        // A drop while the button is still held leaves the press (a drag motion may lift again).
        interaction.press = (IndexPath(section: 0, item: 1), .zero)
        interaction.drag = Self.session(1)
        interaction.drag = nil
        #expect(Self.phase(interaction) == "pressed [0, 1]")
    }

    // MARK: - Edit session

    @Test(arguments: [
        (false, nil as Bool?, 3, 1, false), (true, nil, 3, 1, true), (true, nil, 2, 2, false), (true, false, 3, 1, false),
        (true, true, 2, 2, true),
    ])
    func modifiedAsksTheSourceFirstThenCountsEdits(canSave: Bool, differs: Bool?, edits: Int, saved: Int, modified: Bool) {
        var session = EditSession()
        session.canSave = canSave
        session.editCount = edits
        session.savedEditCount = saved
        #expect(session.isModified(differsFromSaved: differs) == modified)
        session.markSaved()
        #expect(session.isModified(differsFromSaved: nil) == false)
    }

    // MARK: - Rendering

    /// What a user or a test can see of the view, apart from the renderer's counts.
    static func visibleState(_ view: CollectionViewState) -> String {
        [
            "\(view.viewport)", "\(String(describing: view.interaction.focus))", "\(String(describing: view.interaction.drag))",
            "\(String(describing: view.chrome.statusMessage))", "\(view.chrome.showsHelp) \(view.chrome.showsInspector) \(view.chrome.helpScroll)",
            "\(view.layouts.index) \(String(describing: view.layouts.error)) \(view.layout.contentSize)",
            "\(view.scroll.orthogonal.sections) \(view.isModified) \(view.edits.confirmingQuit)",
        ].joined(separator: "\n")
    }

    @Test(arguments: ["", "jjj", " jj", "?", "I", "2l", "4", "ij"])
    func aRenderPassChangesNothingButWhatItDraws(keys: String) throws {
        let view = try makeView(FeedData(count: 60), width: 60, height: 24)
        view.type(keys)
        var first = CellBuffer(width: 0, height: 0)
        view.render(into: &first, now: 0)
        let state = Self.visibleState(view)
        var second = CellBuffer(width: 0, height: 0)
        view.render(into: &second, now: 0)
        #expect(Self.visibleState(view) == state)
        #expect(second == first, "the same frame again")
        #expect(!view.needsRedraw)
    }
}
