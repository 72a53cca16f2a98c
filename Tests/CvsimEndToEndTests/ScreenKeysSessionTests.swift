import CollectionLayout
import Foundation
import Testing

@testable import cvsim

/// `cvsim run --layout-file`: the file's screen keys reload with it, and the command line's
/// `--chrome`, `--content-inset-adjustment` and `--title` still win over them, as at start.
@Suite struct ScreenKeysSessionTests {
    static func write(_ keys: String, to path: String) throws {
        let text = try String(contentsOfFile: "\(LayoutFileCommandTests.resources)/list.json", encoding: .utf8)
        let open = try #require(text.firstIndex(of: "{"))
        try Data(text.replacingCharacters(in: open...open, with: "{" + keys + ",").utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func theFilesKeysReloadAndTheCommandLineWins() throws {
        let path = try CLI.temporaryFile("screen-keys-session.json", contents: "")
        try Self.write(#""chrome": "large-title", "title": "File""#, to: path)
        let plain = try RunCommand.parse(["--layout-file", path, "--items", "40", "--device", "iphone-15"]).makeScene()
        let flagged = try RunCommand.parse(["--layout-file", path, "--items", "40", "--device", "iphone-15", "--chrome", "nav", "--title", "Given"])
            .makeScene()
        #expect(plain.view.options.title == "File" && plain.view.viewport.offset.y == -155)
        #expect(flagged.view.options.title == "Given" && flagged.view.viewport.offset.y == -103)
        try Self.write(#""chrome": "nav,tab", "title": "Edited", "contentInsetAdjustmentBehavior": "always""#, to: path)
        for scene in [plain, flagged] { scene.files.check(scene.view, now: 1) }
        #expect(plain.view.options.bars == BarChrome(navigationBar: true, tabBar: true))
        #expect(plain.view.options.title == "Edited")
        #expect(plain.view.options.insetAdjustment == .always)
        #expect(plain.view.viewport.offset.y == -103)
        // The flags stay; what they leave to the file follows it.
        #expect(flagged.view.options.bars == BarChrome(navigationBar: true))
        #expect(flagged.view.options.title == "Given")
        #expect(flagged.view.options.insetAdjustment == .always)
    }
}
