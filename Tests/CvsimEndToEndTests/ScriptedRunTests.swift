import Foundation
import Testing

/// `cvsim run --headless --keys`, screenshots, `--record` and `cvsim replay`, run as a user would.
struct ScriptedRunTests {
    /// A scripted run of 60 generated items (no paging, no latency): every byte is fixed.
    static let scripted = ["run", "--items", "60", "--seed", "3", "--headless", "--size", "80x30", "--keys", "Down*5,Tab,Tab,i,Enter,Escape"]

    static func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cvsim-scripted-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Compares `text` with `Snapshots/<name>` byte for byte; `RECORD_SNAPSHOTS=1` records it.
    static func assertGolden(_ text: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name)")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try? Data(text.utf8).write(to: file)
            Issue.record("Recorded \(name); run again without RECORD_SNAPSHOTS=1.", sourceLocation: sourceLocation)
            return
        }
        let golden = FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) }
        #expect(golden == text, "\(name) differs from its golden file", sourceLocation: sourceLocation)
    }

    @Test func aHeadlessRunPrintsTheFinalScreen() throws {
        let result = try CLI.run(Self.scripted)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let rows = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == 31 && rows.last == "", "30 rows and a final newline")
        Self.assertGolden(result.stdout, named: "scripted-run.txt")
    }

    @Test func aScriptedRunsScreenshotIsTheGoldenSVG() throws {
        let dir = try Self.directory()
        let svg = dir + "/shot.svg"
        let result = try CLI.run(Self.scripted + ["--screenshot", svg])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty, "the screen goes to the file")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"824\" height=\"640\""))
        Self.assertGolden(text, named: "scripted-run.svg")
        // The same run twice: the same bytes.
        _ = try CLI.run(Self.scripted + ["--screenshot", dir + "/again.svg"])
        #expect(FileManager.default.contents(atPath: dir + "/again.svg") == Data(text.utf8))
    }

    @Test(arguments: [
        (["--keys", "Down,Bogus"], "cvsim: error: --keys: unknown key 'Bogus'"),
        (["--keys", "Down*x"], "cvsim: error: --keys: 'Down*x': the count after * must be from 1 to 10000"),
        (["--size", "80by24"], "cvsim: error: --size must be COLSxROWS"),
    ])
    func badScriptedRunOptionsAreOneLineAndExit2(extra: [String], message: String) throws {
        let result = try CLI.run(["run", "--items", "5", "--headless"] + extra)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func runHelpListsTheNewOptionsAndTheKeys() throws {
        let result = try CLI.run(["run", "--help"])
        #expect(result.status == 0)
        for text in ["--headless", "--keys <KEYS>", "--size <COLSxROWS>", "--screenshot <FILE>", "--record <FILE.cast>",
                     "  S           screenshot the screen to an SVG file", "  q           quit (asks when edits are unsaved)"] {
            #expect(result.stdout.contains(text), "\(text)")
        }
        let replay = try CLI.run(["replay", "--help"])
        #expect(replay.stdout.contains("USAGE: cvsim replay <FILE.cast>"))
    }

    @Test func keysWithoutHeadlessAreRefused() throws {
        let result = try CLI.run(["run", "--keys", "Down"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cvsim: error: --keys needs --headless"))
    }

    @Test func aRecordedSessionReplaysToTheSameScreen() throws {
        let dir = try Self.directory()
        let cast = dir + "/session.cast"
        let record = try CLI.run(["run", "--seed", "4", "--latency-ms", "20", "--headless", "--size", "70x24", "--keys", "Down*3,Tab,i,2,End", "--record", cast])
        #expect(record.status == 0, "\(record.stderr)")
        let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
        #expect(lines[0].hasPrefix("{\"version\": 2, \"width\": 70, \"height\": 24, \"command\": \"cvsim run --seed 4"))
        #expect(lines.filter { $0.contains(", \"i\", ") }.count == 7)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("[") && $0.hasSuffix("]") })
        let replay = try CLI.run(["replay", cast])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout == "\(cast): the replay ends on the recorded screen (70x24, 7 inputs)\n")
    }

    @Test func aSessionEndingOnAScreenshotReplaysItsStatusLineWithoutWritingAgain() throws {
        let dir = try Self.directory()
        let cast = dir + "/shot.cast", shot = dir + "/s.txt"
        let record = try CLI.run(["run", "--items", "30", "--headless", "--size", "60x20", "--keys", "Tab,S", "--screenshot", shot, "--record", cast])
        #expect(record.status == 0, "\(record.stderr)")
        let text = try String(contentsOfFile: cast, encoding: .utf8)
        #expect(text.contains(", \"m\", \"screenshot written to \(shot)\"]"))
        try FileManager.default.removeItem(atPath: shot)
        let replay = try CLI.run(["replay", cast])
        #expect(replay.status == 0, "\(replay.stdout)")
        #expect(!FileManager.default.fileExists(atPath: shot), "a replay writes no screenshot")
    }

    @Test func aReplayThatEndsElsewhereListsTheRowsAndExits1() throws {
        let dir = try Self.directory()
        let cast = dir + "/session.cast"
        let record = try CLI.run(["run", "--items", "30", "--seed", "4", "--headless", "--size", "60x20", "--keys", "Tab,Tab", "--record", cast])
        #expect(record.status == 0, "\(record.stderr)")
        // The same session, as a build that drew one cell differently recorded it: its last
        // frame has an X in row 8, column 24, over the I of "Ivory" (the device's 47-pt safe area above it).
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: cast))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("[9.5, \"o\", \"\\u001b[8;24HX\"]\n".utf8))
        try handle.close()
        let replay = try CLI.run(["replay", cast])
        #expect(replay.status == 1)
        let lines = replay.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(replay.stdout)")
        #expect(lines.first == "\(cast): the replay's final screen differs from the recording in 1 row(s):")
        #expect(lines.dropFirst().first == "row 8:")
        #expect(lines.dropFirst(2).first == "  recorded:                      │║Xvory ║[0, 3]  │")
        #expect(lines.dropFirst(3).first == "  replayed:                      │║Ivory ║[0, 3]  │")
    }

    @Test func aCastWithoutInputIsOneLineAndExit2() throws {
        let dir = try Self.directory()
        let cast = dir + "/empty.cast"
        try Data("{\"version\": 2, \"width\": 80, \"height\": 24, \"command\": \"cvsim run\"}\n[0.1, \"o\", \"hi\"]\n".utf8).write(to: URL(fileURLWithPath: cast))
        let result = try CLI.run(["replay", cast])
        #expect(result.status == 2)
        #expect(result.stderr == "cvsim: error: \(cast): the recording has no input events (\"i\"), so there is nothing to replay\n")
    }

    @Test func aFileThatIsNoCastIsOneLineAndExit2() throws {
        let path = try CLI.temporaryFile("not.cast", contents: "hello\n")
        let result = try CLI.run(["replay", path])
        #expect(result.status == 2)
        #expect(result.stderr == "cvsim: error: \(path): line 1 is not an asciicast v2 header (version 2, width, height)\n")
    }
}

/// A session recorded in a real terminal (tmux) replays to the screen it ended on: the input
/// bytes as the terminal sent them, and where `S` wrote its screenshot.
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct LiveRecordingTests {
    @Test func aSessionRecordedInATerminalReplays() async throws {
        _ = try EndToEnd.binary()
        let dir = try ScriptedRunTests.directory()
        let cast = dir + "/live.cast", shot = dir + "/live.svg"
        let tmux = try await TmuxHarness(width: 90, height: 30, arguments: ["--items", "30", "--seed", "5", "--record", cast, "--screenshot", shot])
        defer { tmux.stop() }
        await tmux.waitForStable("the first screen") { $0.contains("30 items") }
        await tmux.send("Tab")
        await tmux.send("Tab")
        await tmux.waitFor("the focus") { $0.contains("focus [0, 2]") }
        await tmux.send("i")
        await tmux.waitForStable("the insert") { $0.contains("31 items") }
        await tmux.send("S")
        await tmux.waitFor("the screenshot") { $0.contains("screenshot written to") && FileManager.default.fileExists(atPath: shot) }
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
        #expect(FileManager.default.fileExists(atPath: shot))
        let text = try String(contentsOfFile: cast, encoding: .utf8)
        #expect(text.hasPrefix("{\"version\": 2, \"width\": 90, \"height\": 30, \"timestamp\": "))
        #expect(text.contains(", \"i\", \"\\t"), "Tab as the terminal sent it")
        #expect(text.contains(", \"m\", \"screenshot written to \(shot)\"]"))
        let replay = try CLI.run(["replay", cast])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    }
}
