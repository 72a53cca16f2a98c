import CollectionLayout
import Foundation
import Testing
@testable import CollectionView
import ViewerApp

import struct CollectionLayout.IndexPath

/// `n` steps through the layouts offered — a Swift file's builders, as its code's
/// `setCollectionViewLayout(_:animated:)` would install them, or the built-in ones — animated as
/// the layout keys are, and a reload of the file keeps the one shown.
@Suite struct NextLayoutKeyTests {
    func cells(_ view: CollectionViewState) -> [Rect] {
        view.layout.layoutAttributesForElements(in: view.viewport.visibleRect).filter { $0.category == .cell }.map(\.frame)
    }

    @Test func nStepsToTheNextLayoutAsItsKeyWouldAndWrapsAround() throws {
        let view = try makeView(width: 60, height: 30)
        for (press, expected) in [(1, 1), (2, 2), (3, 3), (4, 0), (5, 1)] {
            view.press(.character("n"))
            // The same layout and frames as its own key gives.
            let twin = try makeView(width: 60, height: 30)
            twin.press(.character(Character(String(expected + 1))))
            #expect(view.layouts.index == expected, "press \(press)")
            #expect(view.layouts.name == twin.layouts.name)
            #expect(cells(view) == cells(twin), "press \(press)")
            #expect(view.chrome.statusMessage == "layout \(expected + 1) of 4")
        }
    }

    @Test func theSwitchIsAnimatedAsTheLayoutKeysAre() throws {
        let view = try makeView(width: 60, height: 30, animation: 0.3)
        view.press(.character("n"), now: 0)
        #expect(view.transition != nil)
        view.tick(now: 1)
        #expect(view.transition == nil)
        #expect(view.layouts.name == "flow")
    }

    @Test func aSingleLayoutSaysSo() throws {
        let only = LayoutChoice(name: "Feed.swift") { FlowLayout(options: FlowOptions(), bounds: $0) }
        let view = try makeView(width: 60, height: 30, choices: [only])
        view.press(.character("n"))
        #expect(view.layouts.index == 0)
        #expect(view.chrome.statusMessage == "Feed.swift is the only layout")
    }

    /// A file's two builders, flow layouts of uniform items as tall as the file's number says
    /// (the second half as tall).
    static func loaded(height: Double) -> LoadedLayout {
        func flow(_ h: Double, _ name: String) -> LoadedLayout {
            var options = FlowOptions()
            options.itemSize = Size(width: 300, height: h)
            options.uniformItemSize = true
            var layout = LoadedLayout { FlowLayout(options: options, bounds: $0) }
            layout.builder = name
            return layout
        }
        var first = flow(height, "makeGrid()")
        first.others = [flow(height / 2, "makeList()")]
        return first
    }

    @Test func aReloadKeepsTheBuilderShown() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cvsim-builders-\(getpid()).swift").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "100".write(toFile: path, atomically: true, encoding: .utf8)
        let watch = LayoutFileWatch(path: path) { path, _ in
            (Self.loaded(height: Double((try? String(contentsOfFile: path, encoding: .utf8)) ?? "") ?? 0), nil)
        }
        let choices = LayoutFileWatch.choices(name: watch.displayName, loaded: Self.loaded(height: 100))
        #expect(choices.map(\.name) == ["\(watch.displayName): makeGrid()", "\(watch.displayName): makeList()"])
        let view = try makeView(width: 60, height: 30, choices: choices)
        let app = WatchedView(view, files: WatchedFiles(layout: watch))
        func height() -> Double? { view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))?.frame.height }
        #expect(height() == 100)
        app.press(.character("n"))
        #expect(height() == 50)
        #expect(view.layouts.name == "\(watch.displayName): makeList()")
        try "80".write(toFile: path, atomically: true, encoding: .utf8)
        app.press(.ctrl("r"), now: 1)
        // The second builder still, read again.
        #expect(view.layouts.index == 1)
        #expect(height() == 40)
        app.press(.character("n"), now: 2)
        #expect(height() == 80)
    }
}
