import CollectionFiles
import CollectionLayout
import CollectionModel
import Foundation
import TerminalCore
import Testing
@testable import CollectionView

/// The viewer with bars: where the content rests, how the large title collapses, what the
/// inspector and the status line say, and whole screens.
@Suite struct ChromeViewTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources").standardized.path

    func makeView(
        bars: String?, behavior: ContentInsetAdjustmentBehavior = .automatic, device: Device = .iPhone15, landscape: Bool = false,
        width: Int = 60, height: Int = 40, bursts: Bool = false
    ) throws -> CollectionViewState {
        let file = try LayoutFile.load(contentsOf: "\(Self.resources)/layouts/settings-list.json")
        let dataset = try Dataset.load(contentsOf: "\(Self.resources)/datasets/settings.json")
        var options = ViewOptions()
        options.animationDuration = 0
        options.device = device
        if landscape { options.device.size = device.size.transposed }
        options.bars = try bars.map { try #require(BarChrome(parsing: $0)) }
        options.insetAdjustment = behavior
        options.title = "Settings"
        options.settlesChromeAfterScrolling = bursts
        return try CollectionViewState(
            data: ModelDataSource(data: try CollectionData(dataset: dataset)),
            layouts: [LayoutChoice.file(name: "settings-list.json", file: file)], options: options, terminalWidth: width, terminalHeight: height)
    }

    @Test func contentRestsUnderTheExpandedLargeTitle() throws {
        let view = try makeView(bars: "large-title,tab")
        #expect(view.viewport.offset == Point(x: 0, y: -155))
        #expect(view.viewport.contentInset == EdgeInsets(top: 155, left: 0, bottom: 83, right: 0))
        #expect(view.scrollInsets.safeArea == EdgeInsets(top: 155, left: 0, bottom: 83, right: 0))
        // Scrolled 40 pt: the title is 40 pt collapsed, and UIKit reports the smaller inset.
        view.setOffset(Point(x: 0, y: -115))
        #expect(view.scrollInsets.adjusted.top == 115)
        view.setOffset(Point(x: 0, y: 300))
        #expect(view.scrollInsets.adjusted.top == 103)
        // The content can always be pulled back to rest under the expanded title.
        view.press(.home)
        #expect(view.viewport.offset.y == -155)
        view.setOffset(Point(x: 0, y: -1000))
        #expect(view.viewport.offset.y == -155)
    }

    // MARK: - The large title snaps

    /// Where a scroll ends, on an iPhone 15 (59-pt island, a 44-pt bar, the title 52 pt more):
    /// expanded at −155, collapsed at −103; in between, the nearer one (expanded at half-way,
    /// −129), unless that takes the step back to where it began.
    @Test(arguments: [
        // offset where the scroll ended, where it began, where it rests (nil: where it is)
        (-140.0, -140.0, -155.0 as Double?), (-120, -120, -103), (-129, -129, -155), (-128.5, -128.5, -103),
        (-131.3, -155, -103), (-110, -155, -103), (-150, -103, -155), (-130, -103, -155), (-120, 300, -155), (-150, 300, -155),
        (-150, -1000, -103), (-110, -140, -103), (-150, -140, -155),
        (-155, -140, nil), (-103, -155, nil), (0, -155, nil), (-160, -103, nil),
    ])
    func aLargeTitleRestsExpandedOrCollapsed(offset: Double, start: Double, rest: Double?) {
        let insets = Device.iPhone15.screenInsets(screen: Device.iPhone15.size, chrome: BarChrome(largeTitle: true, tabBar: true), behavior: .automatic)
        #expect(insets.largeTitleOffsets! == (-155, -103))
        #expect(insets.largeTitleRestingOffset(offsetY: offset, start: start) == rest)
        // No large title, or a phone on its side (no large title in a compact height): no snap.
        let nav = Device.iPhone15.screenInsets(screen: Device.iPhone15.size, chrome: BarChrome(navigationBar: true), behavior: .automatic)
        #expect(nav.largeTitleRestingOffset(offsetY: offset, start: start) == nil)
        let side = Device.iPhone15.screenInsets(screen: Device.iPhone15.size.transposed, chrome: BarChrome(largeTitle: true), behavior: .automatic)
        #expect(side.largeTitleRestingOffset(offsetY: offset, start: start) == nil)
    }

    /// A key or a wheel notch that leaves the title part way is a scroll that ended: the title
    /// snaps, and the next step goes on from there.
    @Test func scrollingStepsSnapTheLargeTitle() throws {
        let view = try makeView(bars: "large-title,tab")
        let row = view.viewport.rowPoints
        #expect(row > 0 && row < 26, "one row is less than half the title: \(row) pt")
        view.press(.down)
        #expect(view.viewport.offset.y == -103)
        view.press(.down)
        #expect(abs(view.viewport.offset.y - (-103 + row)) < 1e-9)
        view.press(.up)
        #expect(view.viewport.offset.y == -103)
        view.press(.up)
        #expect(view.viewport.offset.y == -155)
        // A wheel notch is three rows, more than the title: it ends beyond, nothing to snap.
        _ = view.handle(.wheel(delta: 1, x: 10, y: 10), now: 0)
        #expect(abs(view.viewport.offset.y - (-155 + 3 * row)) < 1e-9)
        view.setOffset(Point(x: 0, y: 400))
        _ = view.handle(.wheel(delta: -1, x: 10, y: 10), now: 0)
        #expect(view.viewport.offset.y == 400 - 3 * row)
        // Home is a scroll too, to the top: the title expanded, nothing to snap.
        view.press(.home)
        #expect(view.viewport.offset.y == -155)
    }

    /// In the viewer a held key is one scroll: the title follows the content while the burst
    /// lasts and snaps when it ends (`ScrollBurst.settleDelay` after the last step).
    @Test func aBurstSnapsWhenItEnds() throws {
        let view = try makeView(bars: "large-title,tab", bursts: true)
        let row = view.viewport.rowPoints
        view.press(.down, now: 0)
        #expect(abs(view.viewport.offset.y - (-155 + row)) < 1e-9)
        view.tick(now: 0.1)
        #expect(abs(view.viewport.offset.y - (-155 + row)) < 1e-9)
        view.tick(now: 0.2)
        #expect(view.viewport.offset.y == -103)
        // A row up from half a row below the title: it ends part way, nearer collapsed, which
        // is where the scroll began: it expands. Any other input ends the burst at once.
        view.setOffset(Point(x: 0, y: -103 + row / 2))
        view.press(.up, now: 1)
        #expect(abs(view.viewport.offset.y - (-103 - row / 2)) < 1e-9)
        view.press(.character("I"), now: 1.05)
        #expect(view.viewport.offset.y == -155)
    }

    @Test func theEndRestsAboveTheTabBar() throws {
        let view = try makeView(bars: "nav,tab")
        view.press(.end)
        let visible = view.viewport.visibleRect
        #expect(abs(visible.maxY - (view.layout.contentSize.height + 83)) < 1e-6)
    }

    @Test func withoutBarsTheScreenIsBare() throws {
        let view = try makeView(bars: nil)
        #expect(view.viewport.offset == .zero)
        #expect(view.viewport.contentInset == .zero)
        #expect(view.scrollInsets == .zero)
        #expect(!view.inspectorLines().contains { $0.hasPrefix("safe area") })
    }

    @Test(arguments: [
        (ContentInsetAdjustmentBehavior.automatic, -103.0), (.scrollableAxes, -103.0), (.always, -103.0), (.never, 0.0),
    ])
    func eachBehaviourSetsTheRestingOffset(behavior: ContentInsetAdjustmentBehavior, offset: Double) throws {
        let view = try makeView(bars: "nav", behavior: behavior)
        #expect(view.viewport.offset.y == offset)
    }

    /// On its side the notch is at the left and right: the list's rows move in by the safe area,
    /// the bar is 32 pt and has no large title.
    @Test func rotationMovesTheRowsOutOfTheNotch() throws {
        let view = try makeView(bars: "large-title")
        let upright = try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))).frame
        #expect(upright.minX == 16)
        view.type("r")
        #expect(view.viewport.device == Size(width: 852, height: 393))
        let sideways = try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))).frame
        #expect(sideways.minX == 59 + 20)
        #expect(sideways.width == 852 - 2 * (59 + 20))
        #expect(view.scrollInsets.safeArea == EdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        #expect(view.viewport.contentInset.top == 32)
    }

    @Test func inspectorAndStatusLineSayWhatShows() throws {
        let view = try makeView(bars: "large-title,tab", width: 160)
        view.toggleInspector()
        let lines = view.inspectorLines()
        #expect(lines.contains("safe area   155,0,83,0 pt (t,l,b,r)"))
        #expect(lines.contains("content in. 155,0,83,0 pt adjusted (automatic)"))
        #expect(screen(view).split(separator: "\n").last!.contains("bars: large title + tab bar"))
    }

    @Test func largeTitleExpandedScreen() throws {
        let view = try makeView(bars: "large-title,tab")
        assertSnapshot(screen(view), named: "bars-large-title-expanded")
    }

    @Test func largeTitleCollapsedScreen() throws {
        let view = try makeView(bars: "large-title,tab")
        view.press(.down, .down, .down, .down, .down, .down)
        #expect(view.scrollInsets.safeArea.top == 103)
        assertSnapshot(screen(view), named: "bars-large-title-collapsed")
        // The text shows the content faded through the bars: the bars are their material's colour.
        var buffer = CellBuffer(width: 0, height: 0)
        view.render(into: &buffer, now: 0)
        let screenRect = view.scroll.deviceFrame.screen
        let rowsPerPoint = view.viewport.rowScale
        let barRows = Int((103 * rowsPerPoint).rounded())
        let tabRows = Int((83 * rowsPerPoint).rounded())
        for row in 0..<screenRect.height {
            let covered = row < barRows || row >= screenRect.height - tabRows
            let background = buffer[screenRect.x, screenRect.y + row].style.background
            #expect((background == NavigationChrome.material) == covered, "row \(row)")
        }
    }

    @Test func landscapeNavBarScreen() throws {
        let view = try makeView(bars: "nav", landscape: true, width: 100, height: 30)
        assertSnapshot(screen(view), named: "bars-nav-landscape")
    }

    /// Property, over every set of bars, both orientations, offsets from the large title's
    /// resting place to far down, and screens of several sizes: the bars change no row outside
    /// `rowsDrawn`, which lists disjoint runs from the top (the renderer copies only those rows).
    @Test func barsDrawOnlyTheRowsTheyReport() throws {
        var random = SplitMix64(seed: 30)
        var checked = 0
        for name in ["nav", "large-title", "tab", "nav,tab", "large-title,tab"] {
            let chrome = try #require(BarChrome(parsing: name))
            for landscape in [false, true] {
                let device = Device.iPhone15
                let screen = landscape ? Size(width: device.size.height, height: device.size.width) : device.size
                let insets = device.screenInsets(screen: screen, chrome: chrome, behavior: .automatic)
                for _ in 0..<40 {
                    let width = 20 + Int(random.next() % 60), height = 8 + Int(random.next() % 50)
                    let offsetY = -150 + Double(random.next() % 400)
                    let bars = NavigationChrome(insets: insets, offsetY: offsetY, title: "Title")
                    var content = CellBuffer(width: width, height: height)
                    for y in 0..<height { content.write(String(repeating: "x", count: width), x: 0, y: y, style: .plain) }
                    var drawn = content
                    let rowsPerPoint = Double(height) / screen.height
                    bars.draw(into: &drawn, screen: screen, rowsPerPoint: rowsPerPoint, columnsPerPoint: Double(width) / screen.width)
                    let runs = bars.rowsDrawn(height: height, rowsPerPoint: rowsPerPoint)
                    #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }, "\(name): \(runs)")
                    for y in 0..<height where !runs.contains(where: { $0.contains(y) }) {
                        #expect(drawn.line(y) == content.line(y), "\(name) landscape \(landscape), row \(y) of \(height), runs \(runs)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked == 400)
    }
}
