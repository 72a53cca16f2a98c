import CollectionFiles
import CollectionLayout
import CollectionModel
import Foundation
import Testing
import ViewerApp

@testable import CollectionView

/// A layout file's screen keys (`chrome`, `contentInsetAdjustmentBehavior`, `title`) come with
/// its layout: edited while the viewer runs, they apply when the file is read again, as the
/// layout does; a bad value shows the error and keeps the screen.
@Suite struct ScreenKeysReloadTests {
    static let list = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Resources/layouts/list.json").standardized.path

    /// list.json with `keys` (JSON members) at the start of its object.
    static func write(_ keys: String, to path: String) throws {
        let text = try String(contentsOfFile: list, encoding: .utf8)
        let open = try #require(text.firstIndex(of: "{"))
        let edited = text.replacingCharacters(in: open...open, with: keys.isEmpty ? "{" : "{" + keys + ",")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func editedScreenKeysApplyAndABadOneKeepsTheScreen() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("screen-keys-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.write(#""chrome": "nav", "title": "Inbox""#, to: path)
        let watch = LayoutFileWatch(path: path)
        var options = ViewOptions()
        options.device = .iPhone15
        options.animationDuration = 0
        options.bars = BarChrome(navigationBar: true)
        options.title = "Inbox"
        let view = try CollectionViewState(
            data: ModelDataSource(data: CollectionData(generatedCounts: [40], seed: 1)),
            layouts: [LayoutFileWatch.choice(name: watch.displayName, file: try LayoutFile.load(contentsOf: path))], options: options,
            terminalWidth: 60, terminalHeight: 40)
        let app = WatchedView(view, files: WatchedFiles(layout: watch))
        #expect(view.viewport.offset.y == -103)
        #expect(screen(view).contains("Inbox"))

        // Another bar and title: the view rests at its new top, under the expanded large title.
        try Self.write(#""chrome": "large-title,tab", "title": "Mailboxes""#, to: path)
        app.tick(now: 1)
        #expect(view.options.bars == BarChrome(largeTitle: true, tabBar: true))
        #expect(view.viewport.offset.y == -155)
        #expect(view.scrollInsets.safeArea == EdgeInsets(top: 155, left: 0, bottom: 83, right: 0))
        var text = screen(view)
        #expect(text.contains("Mailboxes") && text.contains("Home") && text.contains("reloaded"))

        // A bad value: one line naming the file and the key, the screen as it was.
        try Self.write(#""chrome": "toolbar", "title": "Elsewhere""#, to: path)
        app.tick(now: 2)
        let problem = try #require(view.fileStatus.problem)
        // The status line names the file by its name, not its whole path, so the message fits.
        #expect(problem.hasPrefix(watch.displayName + ": chrome: must be a string of"), "\(problem)")
        #expect(view.options.bars == BarChrome(largeTitle: true, tabBar: true))
        #expect(view.options.title == "Mailboxes")
        #expect(view.viewport.offset.y == -155)

        // Fixed, with the bare rectangle asked for: no bars (the key gone), no inset.
        try Self.write(#""contentInsetAdjustmentBehavior": "never""#, to: path)
        app.tick(now: 3)
        #expect(view.fileStatus.problem == nil)
        #expect(view.options.bars == BarChrome.none)
        #expect(view.options.insetAdjustment == .never)
        #expect(view.viewport.offset.y == 0)
        #expect(view.viewport.contentInset == .zero)

        // Ctrl-R reads it at once, without waiting for the next look.
        try Self.write(#""chrome": "nav", "title": "Drafts""#, to: path)
        app.press(.ctrl("r"), now: 3.01)
        text = screen(view)
        #expect(view.options.title == "Drafts" && text.contains("Drafts"))
        #expect(view.viewport.offset.y == -103)
    }
}
