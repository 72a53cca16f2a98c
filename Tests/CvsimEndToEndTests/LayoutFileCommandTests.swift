import Foundation
import Testing

/// `--layout-file` on `cvsim layout` and `cvsim run`, as a new user would use it: the resource
/// files shown and scrolled, bad files refused in one line, edits picked up while running.
@Suite struct LayoutFileCommandTests {
    static let resources = String(#filePath.split(separator: "/").dropLast(3).map { "/" + $0 }.joined()) + "/Resources/layouts"
    static let files = [
        "list", "grid", "inset-items-grid", "two-column", "distinct-sections", "adaptive-sections", "nested-groups",
        "orthogonal-sections", "orthogonal-behaviors", "section-headers-footers", "section-background",
        "waterfall-sections", "horizontal-compositional", "self-sizing-list", "self-sizing-grid", "settings-list",
        "mail-list", "sidebar", "grid-with-badges", "tag-chips",
    ]

    @Test func layoutPrintsOrthogonalSectionsWholeAtOffsetZero() throws {
        let result = try CLI.run(["layout", "--layout-file", "\(Self.resources)/orthogonal-behaviors.json", "--items", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try JSONDecoder().decode(LayoutCommandTests.Document.self, from: Data(result.stdout.utf8))
        #expect(document.layout == "compositional")
        let cells = document.elements.filter { $0.category == "cell" }.sorted { $0.item < $1.item }
        // fractionalWidth(0.8) with 20-pt insets at 390 pt: groups of 312 at x = 20, 342, 664.
        #expect(cells.map(\.frame.x) == [20, 342, 664])
        #expect(cells.map(\.frame.width) == [312, 312, 312])
        #expect(document.contentSize.width == 390)
    }

    /// A Settings-style list: rows measured as list rows at the text size asked for, under 38-pt grouped headers.
    @Test func layoutPrintsAListsMeasuredRows() throws {
        let data = Self.resources.replacingOccurrences(of: "/layouts", with: "/datasets") + "/settings.json"
        // At AX5 the row's text is 85.6 pt, on the iPhone 14's 3× pixels 85⅔ (stored as a Float).
        for (category, height) in [("L", 44.0), ("AX5", 257.0 / 3)] {
            let result = try CLI.run([
                "layout", "--layout-file", "\(Self.resources)/settings-list.json", "--data", data, "--content-size-category", category,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let document = try JSONDecoder().decode(LayoutCommandTests.Document.self, from: Data(result.stdout.utf8))
            let header = try #require(document.elements.first { $0.category == "supplementary" && $0.section == 0 && $0.kind == "header" })
            #expect([header.frame.x, header.frame.y, header.frame.width, header.frame.height] == [16, 0, 358, 38])
            let wifi = try #require(document.elements.first { $0.category == "cell" && $0.section == 0 && $0.item == 1 })
            #expect(wifi.frame.x == 16 && wifi.frame.width == 358)
            #expect(abs(wifi.frame.height - height) < 1e-5, "\(category): \(wifi.frame.height)")
        }
    }

    @Test(arguments: files)
    func everyResourceFilePrintsItsFrames(name: String) throws {
        let result = try CLI.run(["layout", "--layout-file", "\(Self.resources)/\(name).json", "--items", "12,12,12"])
        #expect(result.status == 0, "\(name): \(result.stderr)")
        let document = try JSONDecoder().decode(LayoutCommandTests.Document.self, from: Data(result.stdout.utf8))
        #expect(document.elements.filter { $0.category == "cell" }.count == 36)
    }

    static func write(_ text: String, name: String = "bad.json") throws -> String {
        try CLI.temporaryFile(name, contents: text)
    }

    static let group = #"{"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [ITEMS]}"#
    static let item = #"{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}"#
    static func file(items: String = item, group extra: String = "") -> String {
        #"{"layout": "compositional", "sections": [{"group": \#(group.replacingOccurrences(of: "ITEMS", with: items).dropLast())\#(extra)}}]}"#
    }

    /// Each bad input of the issue: the text and what the one line of stderr must say after the file's name.
    static let badInputs: [(String, String)] = [
        (#"{"layout": "compositional", "sections": [{"group": {"#, "truncated JSON at line 1, column 53"),
        (#"{"layout": "compositional",, "sections": []}"#, "malformed JSON at line 1, column 28"),
        (#"{"layout": "carousel", "sections": []}"#, #"layout: unknown value "carousel""#),
        (#"{"layout": "compositional", "scrollDirection": "diagonal", "sections": []}"#, #"scrollDirection: unknown value "diagonal""#),
        (#"{"layout": "compositional", "sections": []}"#, "sections: must hold at least one section"),
        (file(items: ""), "sections[0].group.subitems: must hold at least one item or group"),
        (file(items: #"{"size": {"width": {}, "height": {"absolute": 4}}}"#), "sections[0].group.subitems[0].size.width: a dimension has exactly one of"),
        (file(items: #"{"size": {"width": {"absolute": 4, "fractionalWidth": 1}, "height": {"absolute": 4}}}"#), "got fractionalWidth and absolute"),
        (file(items: #"{"size": {"width": {"absolute": -5}, "height": {"absolute": 4}}}"#), "sections[0].group.subitems[0].size.width: absolute must be > 0, got -5"),
        (file(items: #"{"size": {"width": {"fractionalWidth": 0}, "height": {"absolute": 4}}}"#), "sections[0].group.subitems[0].size.width: fractionalWidth must be > 0 and ≤ 100, got 0"),
        (file(group: #", "count": 0"#), "sections[0].group.count: must be from 1 to 100000, got 0"),
        (file(group: #", "count": 40, "interItemSpacing": {"fixed": 10}"#), "sections[0].group.count: 40 subitems 10 pt apart do not fit the group's 390 pt"),
        (#"{"layout": "compositional", "sections": [{"group": \#(String(repeating: #"{"group": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": ["#, count: 65))\#(item)\#(String(repeating: "]}", count: 65))}]}"#,
         "groups nest deeper than 64 levels"),
    ]

    /// What UIKit lays out is taken: a fraction above 1, a group wider than its section. The
    /// frames overflow; the content stays the screen's width, and the viewer clips them.
    @Test func overflowingFilesAreLaidOutWithExactFrames() throws {
        let wide = try Self.write(Self.file(items: #"{"size": {"width": {"fractionalWidth": 1.5}, "height": {"fractionalHeight": 1}}}"#), name: "wide.json")
        let group = try Self.write(
            #"{"layout": "compositional", "sections": [{"contentInsets": {"leading": 10, "trailing": 10}, "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1.2}, "height": {"absolute": 50}}, "subitems": [\#(Self.item.replacingOccurrences(of: #""fractionalWidth": 1}"#, with: #""fractionalWidth": 0.5}"#))]}}]}"#,
            name: "group.json")
        for (path, frames) in [
            (wide, [[0, 0, 585, 44], [0, 44, 585, 44]]),
            (group, [[10, 0, 222, 50], [232, 0, 222, 50]]),
        ] as [(String, [[Double]])] {
            let result = try CLI.run(["layout", "--layout-file", path, "--items", "2"])
            #expect(result.status == 0, "\(result.stderr)")
            let document = try JSONDecoder().decode(LayoutCommandTests.Document.self, from: Data(result.stdout.utf8))
            #expect(document.contentSize.width == 390)
            #expect(document.elements.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] } == frames)
            let run = try CLI.run(["run", "--layout-file", path, "--items", "2"])
            #expect(run.stderr.contains("needs a terminal"), "the viewer takes it: \(run.stderr)")
        }
    }

    @Test func everyBadInputIsOneLineNamingTheFileAndThePathWithExitStatus2() throws {
        for (text, expected) in Self.badInputs {
            let path = try Self.write(text)
            for command in [["layout"], ["run"]] {
                let result = try CLI.run(command + ["--layout-file", path])
                #expect(result.status == 2, "\(command) \(expected)")
                let lines = result.stderr.split(separator: "\n")
                #expect(lines.count == 1, "\(command): \(result.stderr)")
                #expect(result.stderr.hasPrefix("cvsim: error: \(path): "), "\(command): \(result.stderr)")
                #expect(result.stderr.contains(expected), "\(command): \(result.stderr)")
                #expect(result.stdout.isEmpty)
            }
        }
    }

    @Test func layoutFileRefusesTheLayoutOptionsItReplaces() throws {
        let path = "\(Self.resources)/list.json"
        for extra in [["--layout", "flow"], ["--columns", "3"], ["--pin-headers"]] {
            let result = try CLI.run(["layout", "--layout-file", path] + extra)
            #expect(result.status == 2)
            #expect(result.stderr == "cvsim: error: --layout-file and \(extra[0]) cannot be used together: the file describes the whole layout\n")
        }
    }

    @Test func aMissingOrUnreadableFileIsOneLine() throws {
        let missing = try CLI.run(["layout", "--layout-file", "/nonexistent/layout.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "cvsim: error: /nonexistent/layout.json: no such file\n")
        // A folder is a Swift project (docs/swift-sources.md): one without a layout says so in one line.
        let directory = NSTemporaryDirectory() + "cvsim-empty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let unreadable = try CLI.run(["run", "--layout-file", directory])
        #expect(unreadable.status == 2)
        #expect(
            unreadable.stderr
                == "cvsim: error: \(directory):1:1: no layout found: no .swift file in the folder builds a UICollectionViewCompositionalLayout or UICollectionViewFlowLayout\n",
            "\(unreadable.stderr)")
    }
}

/// `cvsim run --layout-file` in tmux.
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct LayoutFileViewerTests {
    static func status(_ screen: String) -> String { ViewerSessionTests.status(screen) }

    /// The status line's content offset ("0,-47"), or nil.
    static func offset(_ screen: String) -> Substring? {
        let line = status(screen)
        guard let start = line.range(of: "offset ")?.upperBound, let end = line[start...].range(of: " pt")?.lowerBound else { return nil }
        return line[start..<end]
    }

    // One file at a time: thirteen viewers polled at once starve a small machine running the other tests.
    @Test(.serialized, arguments: LayoutFileCommandTests.files)
    func runShowsEachResourceFileAndScrolls(name: String) async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(
            width: 100, height: 40, arguments: ["--layout-file", "\(LayoutFileCommandTests.resources)/\(name).json", "--items", "40,40,40", "--no-bezel"])
        defer { tmux.stop() }
        let first = try #require(await tmux.waitForStable("\(name) on screen") { Self.status($0).contains("\(name).json") && $0.contains("[0, 0]") })
        #expect(Self.status(first).contains("120 items"))
        if name == "tag-chips" {
            // Three rows of chips fit the screen: Right moves along the first row, which scrolls sideways alone.
            await tmux.send("Right", "Right", "Right", "Right", "Right", "Right")
            let moved = try #require(await tmux.waitForStable("along the chips") { Self.status($0).contains("focus [0, 6]") })
            #expect(Self.status(moved).contains(" 0,0 "))
            await tmux.send("q")
            #expect(await tmux.waitForExit() == 0)
            return
        }
        let horizontal = name == "horizontal-compositional"
        await tmux.send(horizontal ? "PageDown" : "PageDown")
        await tmux.waitFor("\(name) scrolled") { !Self.status($0).contains(" 0,0 ") }
        if name.hasPrefix("orthogonal") {
            // Back to the top: Right moves the focus along the first section, which scrolls sideways alone.
            await tmux.send("Home")
            // The top rests where the first frame did: minus the device's 47-pt top inset, or 0 for
            // content shorter than the screen (which `.automatic` does not inset).
            let rest = Self.offset(first)
            let top = try #require(await tmux.waitForStable("the top") { Self.offset($0) == rest })
            // The focus followed the page down (it stays on screen): Shift-Tab back to the first item.
            if let range = Self.status(top).range(of: "focus ["),
                case let numbers = Self.status(top)[range.upperBound...].prefix(while: { $0 != "]" }).split(separator: ",").compactMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
                numbers.count == 2, numbers != [0, 0]
            {
                _ = await tmux.tmux(["send-keys"] + Array(repeating: "BTab", count: numbers[0] * 40 + numbers[1]))
                await tmux.waitForStable("the first item focused") { Self.status($0).contains("focus [0, 0]") }
            }
            await tmux.send("Right", "Right", "Right")
            let moved = try #require(await tmux.waitForStable("the section scrolled") { $0.contains("[0, 3]") && !$0.contains("[0, 0]") })
            #expect(Self.offset(moved) == rest)
        }
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }

    @Test func editsAreReloadedAndABadEditKeepsTheLastGoodLayout() async throws {
        _ = try EndToEnd.binary()
        let list = try String(contentsOfFile: "\(LayoutFileCommandTests.resources)/list.json", encoding: .utf8)
        let path = try CLI.temporaryFile("reload-\(UUID().uuidString.prefix(6)).json", contents: list)
        let name = URL(fileURLWithPath: path).lastPathComponent
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--layout-file", path, "--items", "40", "--no-bezel"])
        defer { tmux.stop() }
        await tmux.waitForStable("the list") { Self.status($0).contains(name) && $0.contains("[0, 3]") }
        // A bad save: the error shows on the status line; the list stays.
        try #"{"layout": "compositional", "sections": []}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let bad = try #require(await tmux.waitFor("the error") { Self.status($0).contains("sections: must hold at least one section") })
        #expect(bad.contains("[0, 3]"))
        // A good save: a grid of five a row, picked up without a key.
        let grid = try String(contentsOfFile: "\(LayoutFileCommandTests.resources)/grid.json", encoding: .utf8)
        try grid.write(toFile: path, atomically: true, encoding: .utf8)
        // (The grid is shorter than the screen, so with `.automatic` it is not inset: its first row
        // starts under the status bar, which covers the row's index paths; the second row shows.)
        let reloaded = try #require(await tmux.waitFor("the grid") { !Self.status($0).contains("sections:") && $0.contains("[0, 5]") && $0.contains("[0, 9]") })
        // Items 5–9 share a row now.
        let row = reloaded.split(separator: "\n").first { $0.contains("[0, 5]") }
        #expect(row?.contains("[0, 9]") == true)
        // Ctrl-R reads it at once.
        try list.write(toFile: path, atomically: true, encoding: .utf8)
        await tmux.send("C-r")
        await tmux.waitFor("the list again") { screen in
            screen.split(separator: "\n").first { $0.contains("[0, 0]") }.map { !$0.contains("[0, 1]") } ?? false
        }
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }
}
