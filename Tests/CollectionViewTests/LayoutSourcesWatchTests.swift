import CollectionLayout
import Foundation
import Testing
@testable import CollectionView
import ViewerApp

import struct CollectionLayout.IndexPath

/// A Swift layout file is read with the files of its project that declare what it uses: the
/// viewer watches those too, and a change to one reloads the layout as a change to the file does.
@Suite struct LayoutSourcesWatchTests {
    @Test func aChangeToAProjectFileTheLayoutReadReloadsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cvsim-sources-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (file, metrics, unrelated) = ("\(folder)/Feed.swift", "\(folder)/Metrics.swift", "\(folder)/Other.swift")
        try "layout".write(toFile: file, atomically: true, encoding: .utf8)
        try "100".write(toFile: metrics, atomically: true, encoding: .utf8)
        try "x".write(toFile: unrelated, atomically: true, encoding: .utf8)
        var loads = 0
        // The layout's item height is the number in Metrics.swift, as a Swift file reading `Metrics.height` would have it.
        let load: LayoutFileWatch.Loader = { path, _ in
            loads += 1
            let height = Double((try? String(contentsOfFile: metrics, encoding: .utf8)) ?? "") ?? 10
            var options = FlowOptions()
            options.itemSize = Size(width: 300, height: height)
            options.uniformItemSize = true
            var loaded = LoadedLayout { FlowLayout(options: options, bounds: $0) }
            loaded.sources = [path, metrics]
            return (loaded, nil)
        }
        let watch = LayoutFileWatch(path: file, load: load)
        let first = try load(file, LayoutEnvironment(containerSize: Size(width: 390, height: 844))).layout
        watch.watchSources(of: first)
        let view = try makeView(width: 60, height: 30, choices: [LayoutFileWatch.choice(name: watch.displayName, loaded: first)])
        let app = WatchedView(view, files: WatchedFiles(layout: watch))
        func height() -> Double? { view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))?.frame.height }
        app.tick(now: 0)
        #expect(height() == 100 && loads == 1)
        // A file the layout did not read changes nothing.
        try "y".write(toFile: unrelated, atomically: true, encoding: .utf8)
        app.tick(now: 1)
        #expect(loads == 1)
        // The project file it read: reloaded, and said so with its name.
        try "70".write(toFile: metrics, atomically: true, encoding: .utf8)
        app.tick(now: 2)
        #expect(loads == 2)
        #expect(height() == 70)
        #expect(view.chrome.statusMessage == "reloaded Feed.swift (Metrics.swift changed)")
        // Quiet after that: nothing changed.
        app.tick(now: 3)
        #expect(loads == 2)
        // The file itself: the plain message.
        try "layout 2".write(toFile: file, atomically: false, encoding: .utf8)
        app.tick(now: 4)
        #expect(loads == 3)
        #expect(view.chrome.statusMessage == "reloaded Feed.swift")
    }

    /// The status line says a file's problem with the file's name: a path it starts with loses its
    /// folders (and only those); a message that does not start with a path is left as it is.
    @Test func aProblemOnTheStatusLineNamesTheFileNotItsPath() {
        let cases: [(String, String)] = [
            ("/tmp/a/b/Feed.swift:12:5: cannot evaluate 'x'", "Feed.swift:12:5: cannot evaluate 'x'"),
            ("/list.json: sections: must hold at least one section", "list.json: sections: must hold at least one section"),
            ("/tmp/x.json: a/b: c", "x.json: a/b: c"),
            ("list.json: truncated JSON", "list.json: truncated JSON"),
            ("relative/list.json: bad", "relative/list.json: bad"),
            ("/no colon and space here", "/no colon and space here"),
            ("", ""),
        ]
        for (problem, shown) in cases {
            #expect(LayoutFileWatch.named(problem) == shown, "\(problem)")
        }
    }
}
