import CollectionFiles
import CollectionLayout
import CollectionModel
import CollectionView
import Foundation
import TerminalCore
import Testing
import TestSupport
import ViewerApp

/// More of the tmux sessions' flows, headless through the test backend: a drag reorder, the
/// inspector, paging keys, the mouse, zoom and rotation, and the files the app watches (a layout
/// file edited while it is shown, a data file another program changes).
struct HeadlessFlowTests {
    /// A scene over `view` on a test backend playing `steps`, the settled screen kept before
    /// each event.
    final class Run {
        let backend: TestBackend
        let scene: CollectionViewScene
        var before: [CellBuffer] = []

        init(
            view: CollectionViewState, width: Int = 80, height: Int = 30, steps: [ScriptStep],
            save: (() -> (saved: Bool, message: String))? = nil, files: WatchedFiles = WatchedFiles(),
            onEvent: ((Int) -> Void)? = nil
        ) {
            backend = TestBackend(width: width, height: height, script: steps)
            scene = CollectionViewScene(view: view, save: save, files: files)
            backend.onInput = { [unowned self] _, _ in
                before.append(backend.screen)
                onEvent?(before.count - 1)
            }
            TerminalApp.runHeadless(scene, on: backend)
        }

        var rows: [String] { (0..<backend.screen.height).map(backend.screen.line) }
        var status: String { rows.last ?? "" }
        func status(before index: Int) -> String { before[index].line(before[index].height - 1) }
    }

    static func keys(_ keys: Key...) -> [ScriptStep] { keys.map { .event(.key($0)) } }

    static func makeView(
        _ source: any CollectionViewDataSource = ModelDataSource(data: CollectionData(generatedCounts: [40], seed: 3)),
        choices: [LayoutChoice] = LayoutChoice.standard(), width: Int = 80, height: Int = 30
    ) throws -> CollectionViewState {
        var options = ViewOptions()
        options.showsDevice = false
        options.animationDuration = 0.2
        return try CollectionViewState(data: source, layouts: choices, options: options, terminalWidth: width, terminalHeight: height)
    }

    /// The first number pair after `label` in the status line (`offset 0,34 pt` → (0, 34)).
    static func pair(after label: String, in status: String) -> (Int, Int)? {
        guard let range = status.range(of: label) else { return nil }
        let text = status[range.upperBound...].prefix { $0.isNumber || $0 == "," || $0 == "-" }
        let parts = text.split(separator: ",").compactMap { Int($0) }
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    // MARK: - Drag, inspector, paging, mouse, zoom

    @Test func aKeyboardDragReordersTheItemsAndUndoPutsThemBack() throws {
        let source = ModelDataSource(data: CollectionData(generatedCounts: [40], seed: 3))
        let original = source.data.sections[0].items.map(\.id)
        let down = Array(repeating: Key.down, count: 12)
        let run = Run(view: try Self.makeView(source), steps: Self.keys(.character(" ")) + down.map { .event(.key($0)) } + Self.keys(.enter, .character("u")))
        #expect(run.status(before: 1).hasPrefix(" moving [0, 0]→[0, 0]: Enter drops, Esc puts back"))
        let moving = run.status(before: 13)
        #expect(moving.hasPrefix(" moving [0, 0]→[0, ") && !moving.hasPrefix(" moving [0, 0]→[0, 0]"), "\(moving)")
        #expect(run.before[13].text.contains("┏"), "the lifted cell has a heavy border")
        // Dropped: the item moved in the data, and the focus went with it; undo put it back.
        let dropped = run.before[14]
        #expect(!dropped.line(dropped.height - 1).contains("moving"))
        #expect(HeadlessAppTests.focus(in: dropped) != "[0, 0]")
        #expect(source.data.sections[0].items.map(\.id) == original)
    }

    @Test func theInspectorShowsTheFocusedItemsAttributesAndEscClosesIt() throws {
        let run = Run(view: try Self.makeView(), steps: Self.keys(.tab, .character("I"), .escape, .character("x")))
        let shown = run.before[2].text
        #expect(shown.contains(" Inspector (I closes) "))
        #expect(shown.contains("index path  [0, 1]"))
        #expect(shown.contains("layout      waterfall"))
        #expect(!run.before[3].text.contains("Inspector"))
    }

    @Test func pageDownEndAndHomeMoveTheOffsetByScreens() throws {
        let run = Run(view: try Self.makeView(), steps: Self.keys(.pageDown, .pageDown, .end, .home, .character("x")))
        let offsets = (0..<5).map { Self.pair(after: "offset ", in: run.status(before: $0))?.1 }
        let screen = try #require(offsets[1])
        #expect(offsets[0] == 0 && screen > 0)
        #expect(offsets[2] == 2 * screen, "a page is the same length each time: \(offsets)")
        #expect((offsets[3] ?? 0) > offsets[2]!)
        #expect(offsets[4] == 0)
    }

    /// With scroll bursts on (the interactive terminal's setting), the run loop wakes by itself
    /// when a burst ends: with a pause after each key (the test backend lets the app settle
    /// between keys), every screen is the one a view without bursts shows — the focus back on
    /// screen, the status line's figures up to date — although no input came in between.
    @Test func theLoopWakesAtTheEndOfAScrollBurstAndDrawsTheFocusAndFigures() throws {
        func makeView(settles: Bool) throws -> CollectionViewState {
            var options = ViewOptions()
            options.showsDevice = false
            options.animationDuration = 0
            options.settlesChromeAfterScrolling = settles
            return try CollectionViewState(
                data: ModelDataSource(data: CollectionData(generatedCounts: [400], seed: 3)),
                layouts: LayoutChoice.standard(), options: options, terminalWidth: 120, terminalHeight: 30)
        }
        let keys: [Key] = Array(repeating: .down, count: 40) + [.pageDown, .pageDown, .up, .end, .character("x")]
        let steps = keys.map { ScriptStep.event(.key($0)) }
        let run = Run(view: try makeView(settles: true), width: 120, height: 30, steps: steps)
        let reference = Run(view: try makeView(settles: false), width: 120, height: 30, steps: steps)
        #expect(run.before.count == keys.count)
        for index in run.before.indices {
            #expect(run.before[index] == reference.before[index], "screen \(index)")
        }
        let focuses = Set(run.before.compactMap { HeadlessAppTests.focus(in: $0) })
        #expect(focuses.count > 3, "the focus followed the screen: \(focuses)")
    }

    @Test func aClickFocusesTheCellUnderItAndTheWheelScrollsThreeRows() throws {
        let view = try Self.makeView()
        let steps: [ScriptStep] = [
            .event(.mousePress(x: 60, y: 3)), .event(.mouseRelease(x: 60, y: 3)), .event(.wheel(delta: 1, x: 10, y: 10)), .event(.key(.character("x"))),
        ]
        let run = Run(view: view, steps: steps)
        #expect(HeadlessAppTests.focus(in: run.before[2]) == "[0, 1]", "the second column's first cell")
        let rowPoints = view.viewport.rowPoints
        let offset = try #require(Self.pair(after: "offset ", in: run.status(before: 3)))
        #expect(Double(offset.1) == (3 * rowPoints).rounded())
    }

    @Test func zoomAndRotationSayWhatTheyDid() throws {
        let run = Run(view: try Self.makeView(), steps: Self.keys(.character("+"), .character("="), .character("r"), .character("x")))
        #expect(run.status(before: 1).hasPrefix(" zoom 1.25×"))
        #expect(run.status(before: 2).hasPrefix(" zoom 1×"))
        #expect(run.status(before: 3).hasPrefix(" device 844×390 pt"))
    }

    // MARK: - Files the app watches

    static func temporaryPath(_ name: String) -> String {
        // Short, so the status line shows the whole name.
        NSTemporaryDirectory() + "cv\(UUID().uuidString.prefix(8))-\(name)"
    }

    static func listFile(height: Int) -> String {
        #"{"layout": "compositional", "sections": [{"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": \#(height)}}, "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}"#
    }

    /// A view of a list layout file of 100-point rows, written to a temporary path, and the
    /// watch over that file (the caller removes `path`).
    static func watchedListFile() throws -> (path: String, watch: LayoutFileWatch, view: CollectionViewState) {
        let path = temporaryPath("list.json")
        try listFile(height: 100).write(toFile: path, atomically: false, encoding: .utf8)
        let watch = LayoutFileWatch(path: path)
        let view = try makeView(choices: [LayoutFileWatch.choice(name: watch.displayName, file: try LayoutFile.load(contentsOf: path))])
        return (path, watch, view)
    }

    @Test func aLayoutFileEditedWhileShownIsReloadedAndABadEditKeepsTheLastGoodLayout() throws {
        let (path, watch, view) = try Self.watchedListFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        func height() -> Double? { view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))?.frame.height }
        var heights: [Double?] = []
        let run = Run(view: view, steps: Self.keys(.tab, .tab, .tab, .character("x")), files: WatchedFiles(layout: watch)) { index in
            heights.append(height())
            // Edited by another program while the viewer runs: a good edit, then a bad one.
            if index == 0 { try? Self.listFile(height: 60).write(toFile: path, atomically: false, encoding: .utf8) }
            if index == 1 { try? #"{"layout": "compositional", "sections": []}"#.write(toFile: path, atomically: false, encoding: .utf8) }
        }
        #expect(heights == [100, 60, 60, 60])
        #expect(run.status(before: 1).hasPrefix(" reloaded \(watch.displayName)"))
        #expect(run.status(before: 2).hasPrefix(" \(watch.displayName): sections:"), "the bad edit's error leads the status line")
        #expect(watch.error == "\(watch.displayName): sections: must hold at least one section, got an empty array")
    }

    /// The wakeup the scene asks for a watched file's check lies after `now`, and waking then
    /// checks the file: a wakeup rounded down to `now` made the run loop poll without waiting,
    /// and a headless run, whose clock moves only when it waits, spun at one instant until its
    /// spin cap let the next key out unsettled (an insert's animation never shown).
    @Test func aWatchedFileSWakeupLiesAheadAndChecksTheFile() throws {
        let (path, watch, view) = try Self.watchedListFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let files = WatchedFiles(layout: watch)
        let scene = CollectionViewScene(view: view, files: files)
        final class Clock: @unchecked Sendable { var now = Moment.now }
        let clock = Clock()
        scene.use(clock: { clock.now })
        var buffer = CellBuffer(width: 80, height: 30)
        var random = SplitMix64(seed: 30)
        var stuck = 0
        for _ in 0..<3_000 {
            // Something happens at a moment of no particular roundness; the file is looked at then.
            clock.now += .nanoseconds(Int64(random.next() % 900_000_000))
            scene.advance(to: clock.now)
            if scene.needsRedraw { scene.render(into: &buffer) }
            let due = try #require(files.nextCheck)
            // Then the loop sleeps until the scene's wakeup, as often as it takes for the check.
            var waits = 0
            while files.nextCheck == due, waits < 3 {
                let wakeup = try #require(scene.nextWakeup(after: clock.now))
                if wakeup <= clock.now { stuck += 1 }
                clock.now = max(wakeup, clock.now)
                scene.advance(to: clock.now)
                if scene.needsRedraw { scene.render(into: &buffer) }
                waits += 1
            }
            #expect(files.nextCheck != due, "the check due at \(due) s never came")
        }
        #expect(stuck == 0, "wakeups at the instant they were asked at, with nothing due")
    }

    @Test func aDataFileChangedOnDiskIsNoticedAndWAsksBeforeOverwritingIt() throws {
        let path = Self.temporaryPath("data.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        func write(_ ids: [String]) throws {
            let items = ids.map { ##"{"id": "\##($0)", "title": "\##($0.uppercased())", "height": 60, "color": "#336699"}"## }
            try ##"{"sections": [{"title": "A", "items": [\##(items.joined(separator: ", "))]}]}"##.write(toFile: path, atomically: false, encoding: .utf8)
        }
        try write(["a", "b"])
        let document = try DatasetDocument.load(contentsOf: path)
        let source = ModelDataSource(data: try CollectionData(dataset: document.dataset))
        let watch = DataFileWatch(path: path, document: document, model: source)
        let name = watch.displayName
        let run = Run(
            view: try Self.makeView(source), width: 200,
            steps: Self.keys(.character("d"), .ctrl("r"), .character("w"), .character("o"), .character("x")),
            save: { watch.save() }, files: WatchedFiles(data: watch)
        ) { index in
            if index == 0 { try? write(["a", "b", "x"]) }
        }
        #expect(run.status(before: 1).hasPrefix(" \(name) changed on disk: w asks before overwriting it"))
        #expect(run.status(before: 1).contains("[+] modified │ [!] changed on disk"))
        #expect(run.status(before: 2).hasPrefix(" unsaved edits: Ctrl-R reloads \(name) only without them"))
        #expect(run.status(before: 3).hasPrefix(" \(name) changed on disk: o overwrites it, r reloads it (drops your edits), Esc cancels"))
        #expect(run.status(before: 4).hasPrefix(" saved \(path.prefix(20))"))
        #expect(!run.status(before: 4).contains("modified") && !run.status(before: 4).contains("changed on disk"))
        #expect(try Dataset.load(contentsOf: path).sections.flatMap { $0.items.map(\.id.rawValue) } == ["b"])
    }
}
