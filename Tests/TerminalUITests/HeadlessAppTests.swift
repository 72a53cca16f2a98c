import CollectionLayout
import CollectionModel
import CollectionView
import Foundation
import TerminalCore
import Testing
import TestSupport
import ViewerApp

/// The whole app loop — run loop, scene, view — driven headless through the test backend: keys
/// in, frames out. The flows are those of the tmux sessions, without a terminal.
struct HeadlessAppTests {
    /// A viewer session on a test backend, with the screen captured just before each scripted
    /// event (once the app has settled) and the calls to save.
    final class Session {
        let backend: TestBackend
        let scene: CollectionViewScene
        /// The settled screen before each scripted event, in order.
        var before: [CellBuffer] = []
        var saves: Int { saveCount.value }
        private let saveCount = Counter()

        final class Counter { var value = 0 }
        var hooks = TerminalApp.Hooks()

        init(
            width: Int = 80, height: Int = 30, keys: [Key] = [], paged: Bool = false, canSave: Bool = false,
            bezel: Bool = false, animation: Double = 0.2
        ) throws {
            backend = TestBackend(width: width, height: height, script: keys.map { .event(.key($0)) })
            let source: ModelDataSource
            if paged {
                let feed = GeneratedPageSource(seed: 3, latency: .milliseconds(20))
                source = ModelDataSource(data: CollectionData(), loader: PageLoader(source: feed), paging: PaginationConfiguration(pageSize: 20))
            } else {
                source = ModelDataSource(data: CollectionData(generatedCounts: [40], seed: 3))
            }
            var options = ViewOptions()
            options.showsDevice = bezel
            options.animationDuration = animation
            let view = try CollectionViewState(
                data: source, layouts: LayoutChoice.standard(), options: options,
                terminalWidth: width, terminalHeight: height)
            var save: (() -> (saved: Bool, message: String))?
            if canSave {
                save = { [saveCount] in
                    saveCount.value += 1
                    return (true, "saved test")
                }
            }
            scene = CollectionViewScene(view: view, save: save)
            backend.onInput = { [unowned self] _, _ in before.append(backend.screen) }
        }

        /// Runs until the scene quits or the script ends.
        func run() {
            TerminalApp.runHeadless(scene, on: backend, hooks: hooks)
        }

        var screen: String { backend.screen.text }
        var rows: [String] { (0..<backend.screen.height).map(backend.screen.line) }
        var status: String { rows.last ?? "" }
    }

    @Test func downScrollsTheWholeScreenUpByOneRow() throws {
        let session = try Session(keys: [.down])
        session.run()
        let before = (0..<30).map(session.before[0].line)
        #expect(!session.before[0].text.isEmpty)
        #expect(Array(session.rows[0..<28]) == Array(before[1..<29]))
        #expect(session.status.contains("offset 0,") && !session.status.contains("offset 0,0 "))
        #expect(session.backend.inputClosed)
    }

    @Test func tabMovesTheFocusAndDrawsItsDoubleBorder() throws {
        let session = try Session(keys: [.tab, .tab, .tab, .backTab])
        session.run()
        #expect(session.before.map { Self.focus(in: $0) } == ["[0, 0]", "[0, 1]", "[0, 2]", "[0, 3]"])
        #expect(Self.focus(in: session.backend.screen) == "[0, 2]")
        #expect(session.screen.contains("╔") && session.screen.contains("╝"))
    }

    @Test func insertDeleteAndUndoSettleBetweenKeys() throws {
        let session = try Session(keys: [.character("i"), .character("d"), .character("u")])
        session.run()
        let counts = (session.before.dropFirst().map { $0.line($0.height - 1) } + [session.status]).map(Self.itemCount)
        #expect(counts == [41, 40, 41])
        #expect(session.before[1].text.contains("New 1"))
        #expect(!session.before[2].text.contains("New 1"))
        #expect(session.screen.contains("New 1"))
    }

    @Test func animationsPassOnTheVirtualClockNotTheWallClock() throws {
        // Ten inserts animate 200 ms each: settled between keys, in far less than two seconds.
        let session = try Session(keys: Array(repeating: .character("i"), count: 10))
        let start = ContinuousClock.now
        session.run()
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(Self.itemCount(session.status) == 50)
        #expect(session.backend.frames > 10 * 5, "each animation draws its frames")
    }

    @Test func numberKeysSwitchLayouts() throws {
        let keys: [Key] = ["2", "3", "4", "1"].map { .character($0) } + [.character("9")]
        let session = try Session(keys: keys)
        session.run()
        let names = session.before.dropFirst().map { $0.line($0.height - 1).split(separator: " ").first.map(String.init) }
        #expect(names == ["flow", "mosaic", "horizontal", "waterfall"])
        #expect(session.status.hasPrefix(" there is no layout 9"))
    }

    @Test func helpShowsEveryKeyAndAnyKeyClosesIt() throws {
        let session = try Session(height: 40, keys: [.character("?"), .escape])
        session.run()
        let help = session.before[1].text
        #expect(help.contains(" Keys "))
        for binding in KeyMap.bindings.prefix(20) where binding.label != "1 2 3 4" {
            #expect(help.contains(binding.label + String(repeating: " ", count: max(1, 12 - binding.label.count)) + binding.summary.prefix(20)), "\(binding.label)")
        }
        #expect(!session.screen.contains(" Keys "))
        #expect(session.backend.inputClosed, "Esc closes the help; it does not quit")
    }

    @Test func quitAsksWithUnsavedEditsAndSavesOnS() throws {
        let session = try Session(keys: [.character("i"), .character("q"), .escape, .character("q"), .character("s"), .character("x")], canSave: true)
        session.run()
        #expect(session.before[2].line(29).contains("unsaved edits: s saves and quits, d discards and quits, Esc cancels"))
        #expect(session.before[3].line(29).contains("not quitting"))
        #expect(session.saves == 1)
        #expect(session.backend.pendingSteps == 1, "s saved and quit before the last key")
        #expect(!session.backend.inputClosed)
    }

    @Test func quitDiscardsOnD() throws {
        let session = try Session(keys: [.character("i"), .character("q"), .character("d"), .character("x")], canSave: true)
        session.run()
        #expect(session.saves == 0)
        #expect(session.backend.pendingSteps == 1)
    }

    @Test func quitWithoutEditsQuitsAtOnce() throws {
        let session = try Session(keys: [.character("q"), .character("x")], canSave: true)
        session.run()
        #expect(session.backend.pendingSteps == 1)
    }

    @Test func sWritesAScreenshotOfTheScreenShownAndSaysWhere() throws {
        let session = try Session(keys: [.tab, .character("S")])
        var shot: CellBuffer?
        session.hooks.screenshot = { buffer in
            shot = buffer
            return "screenshot written to test.svg"
        }
        session.run()
        #expect(shot == session.before[1])
        #expect(session.status.hasPrefix(" screenshot written to test.svg"))
    }

    @Test func withoutAWriterSSaysScreenshotsAreOff() throws {
        let session = try Session(keys: [.character("S")])
        session.run()
        #expect(session.status.hasPrefix(" screenshots are off in this run"))
    }

    @Test func ctrlLRedrawsEveryRow() throws {
        let session = try Session(keys: [.down, .ctrl("l")])
        var drawn: [Int] = []
        session.hooks.frame = { [unowned session] _, _ in drawn.append(session.backend.lastDrawnRows.count) }
        session.run()
        #expect(drawn.last == 30, "a repaint draws all rows")
        #expect(drawn.dropFirst().first.map { $0 < 30 } == true, "a one-row step draws only what changed")
    }

    @Test func pagesArriveInRealTimeBeforeTheNextKey() throws {
        let session = try Session(keys: [.end, .end], paged: true)
        session.run()
        #expect(Self.itemCount(session.before[0].line(29)) == 20)
        #expect((Self.itemCount(session.status) ?? 0) >= 60)
        #expect(!session.screen.contains("loading"))
    }

    @Test func aResizeRedrawsAtTheNewSize() throws {
        let session = try Session(keys: [])
        session.backend.send([.event(.resize(width: 50, height: 20))])
        session.run()
        #expect(session.backend.screen.width == 50 && session.backend.screen.height == 20)
        #expect(session.status.hasPrefix(" waterfall"))
    }

    @Test func theBezelRunsHeadlessToo() throws {
        let session = try Session(width: 100, height: 40, keys: [.character("r")], bezel: true)
        session.run()
        #expect(session.before[0].text.contains("portrait"))
        #expect(session.screen.contains("landscape"))
    }

    // MARK: - Reading screens

    static func focus(in screen: CellBuffer) -> String? {
        let status = screen.line(screen.height - 1)
        guard let range = status.range(of: "focus [") else { return nil }
        return "[" + status[range.upperBound...].prefix { $0 != "]" } + "]"
    }

    static func itemCount(_ status: String) -> Int? {
        guard let range = status.range(of: " items") else { return nil }
        return Int(String(status[..<range.lowerBound].reversed().prefix { $0.isNumber }.reversed()))
    }
}
