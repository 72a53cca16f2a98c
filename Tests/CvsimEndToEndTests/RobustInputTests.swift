import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TmuxHarness {
    /// Writes `bytes` to the pane exactly as they are (a tmux paste buffer, no newline
    /// translation): what a terminal would send, byte for byte.
    func sendBytes(_ bytes: [UInt8]) async {
        let path = NSTemporaryDirectory() + "/cvsim-bytes-\(UUID().uuidString)"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        await tmux("load-buffer", "-b", "raw", path)
        await tmux("paste-buffer", "-b", "raw", "-d", "-r")
    }

    func sendBytes(_ text: String) async { await sendBytes(Array(text.utf8)) }
}

/// The viewer on real terminals, end to end in tmux with raw bytes: every TERM, invalid and random bytes, stop/continue, paging, saving, locales.
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct RobustInputTests {
    static func status(_ screen: String) -> String { ViewerSessionTests.status(screen) }

    /// On every common TERM, the VT220, xterm and rxvt encodings of End, Home, PgDn and PgUp
    /// move the view, and none of their digits leaks as a layout key (4 would switch to the
    /// horizontal layout, 1 to the waterfall, 5–8 would say there is no such layout).
    @Test(arguments: ["xterm-256color", "screen-256color", "xterm", "linux", "vt220"])
    func homeEndPageKeysOnEveryTerminal(term: String) async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(
            width: 100, height: 30, arguments: ["--no-bezel", "--items", "500", "--layout", "flow"], environment: ["TERM": term])
        defer { tmux.stop() }
        // The top of 500 items: minus the default iPhone 14's 47-pt safe area.
        await tmux.waitFor("the first frame") { Self.status($0).contains("offset 0,-47 pt") }
        func atTop(_ s: String) -> Bool { Self.status(s).contains("offset 0,-47 pt") }
        for (end, home) in [("\u{1B}[4~", "\u{1B}[1~"), ("\u{1B}[F", "\u{1B}[H"), ("\u{1B}OF", "\u{1B}OH"), ("\u{1B}[8~", "\u{1B}[7~"),
                            ("\u{1B}[1;5F", "\u{1B}[1;5H")] {
            await tmux.sendBytes(end)
            await tmux.waitFor("End (\(end.dropFirst()))") { !atTop($0) }
            await tmux.sendBytes(home)
            await tmux.waitFor("Home (\(home.dropFirst()))") { atTop($0) }
        }
        await tmux.sendBytes("\u{1B}[6~")
        await tmux.waitFor("PgDn") { !atTop($0) }
        await tmux.sendBytes("\u{1B}[5~")
        await tmux.waitFor("PgUp") { atTop($0) }
        // tmux's own keys, as it encodes them for this pane.
        await tmux.send("End")
        await tmux.waitFor("tmux's End") { !atTop($0) }
        await tmux.send("Home")
        let last = try #require(await tmux.waitForStable("tmux's Home") { atTop($0) })
        #expect(Self.status(last).hasPrefix(" flow │"), "no digit leaked as a layout key: \(Self.status(last))")
        #expect(!last.contains("there is no layout"))
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }

    /// One invalid UTF-8 byte (and a Latin-1 byte under LANG=C) is dropped at once: `q` right
    /// after it quits.
    @Test(arguments: [([0xFF] as [UInt8], "C.UTF-8"), ([0x80], "C.UTF-8"), ([0xC3], "C.UTF-8"), ([0xE9], "C")])
    func invalidBytesNeverBlockTheNextKey(bytes: [UInt8], locale: String) async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 80, height: 24, arguments: ["--items", "50"], environment: ["LC_ALL": locale])
        defer { tmux.stop() }
        await tmux.waitFor("the first frame") { $0.contains("focus [0, 0]") }
        await tmux.sendBytes(bytes + Array("q".utf8))
        #expect(await tmux.waitForExit() == 0)
        #expect(await tmux.terminalModes == .normal)
    }

    /// 10 000 random bytes (without the bytes the terminal itself turns into signals or flow
    /// control, and without `q`), then `q`: the viewer survives them, quits, and the terminal
    /// is restored.
    @Test func tenThousandRandomBytesThenQ() async throws {
        _ = try EndToEnd.binary()
        // Random bytes press S too: its screenshots go to one temporary file, not the current directory.
        let shot = NSTemporaryDirectory() + "/cvsim-random-bytes-\(getpid()).svg"
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let tmux = try await TmuxHarness(width: 100, height: 30, arguments: ["--items", "300", "--screenshot", shot])
        defer { tmux.stop() }
        await tmux.waitFor("the first frame") { $0.contains("focus [0, 0]") }
        var state: UInt64 = 12
        var bytes: [UInt8] = []
        // ^C ^O ^Q ^S ^V ^Z ^\ (signals, flow control, literal-next) and q are left out.
        let excluded: Set<UInt8> = [0x03, 0x0F, 0x11, 0x13, 0x16, 0x1A, 0x1C, UInt8(ascii: "q")]
        while bytes.count < 10_000 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            let byte = UInt8(truncatingIfNeeded: z ^ (z >> 31))
            if !excluded.contains(byte) { bytes.append(byte) }
        }
        for chunk in stride(from: 0, to: bytes.count, by: 1000) { await tmux.sendBytes(Array(bytes[chunk..<chunk + 1000])) }
        // Still running: the status line is there. (Random bytes may have opened the help or the
        // inspector, lifted an item or asked something; Esc and Enter close those.)
        await tmux.waitForStable("the viewer after the noise", quiet: .milliseconds(600)) { _ in true }
        #expect(await tmux.cvsimPID != nil, "the noise did not end it")
        // Each key waits for the screen to settle after the one before: a lone Escape, not the start
        // of a sequence with the next byte.
        await tmux.sendBytes("\u{1B}")
        await tmux.waitForStable("the viewer after Escape", quiet: .milliseconds(300)) { _ in true }
        await tmux.sendBytes("\r")
        await tmux.waitForStable("the viewer after Enter", quiet: .milliseconds(300)) { _ in true }
        await tmux.sendBytes("q")
        #expect(await tmux.waitForExit() == 0)
        #expect(await tmux.terminalModes == .normal)
    }

    /// SIGTSTP (Ctrl-Z) gives the terminal back; SIGCONT (fg) sets everything up again — keypad
    /// mode included — and repaints; the first arrow after it is not lost.
    @Test func stopAndContinueRestoresTheTerminal() async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 30, arguments: ["--no-bezel", "--items", "300"])
        defer { tmux.stop() }
        let first = try #require(await tmux.waitForStable("the first frame") { $0.contains("focus [0, 0]") })
        let pid = try #require(await tmux.cvsimPID)
        kill(pid, SIGTSTP)
        await tmux.waitFor("the shell's screen") { !$0.contains("focus [0, 0]") }
        #expect(await tmux.terminalModes == .normal)
        kill(pid, SIGCONT)
        let again = try #require(await tmux.waitForStable("the repaint") { $0.contains("focus [0, 0]") })
        #expect(again == first)
        #expect(await tmux.terminalModes == TerminalModes(alternateScreen: true, mouse: true, cursor: false, keypad: true))
        await tmux.send("Down")
        await tmux.waitFor("the first arrow") { !Self.status($0).contains("offset 0,0 pt") }
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
    }

    @Test func aTerminalThatCannotMoveTheCursorIsRefused() async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 10, environment: ["TERM": "dumb"])
        defer { tmux.stop() }
        #expect(await tmux.waitForExit() == 2)
        let screen = await tmux.screen()
        #expect(screen.contains("cvsim: error: cvsim run needs a terminal that can move the cursor; TERM='dumb' cannot"))
    }

    @Test func vt100IsClearedOnExit() async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 30, arguments: ["--items", "50"], environment: ["TERM": "vt100"])
        defer { tmux.stop() }
        await tmux.waitFor("the first frame") { $0.contains("focus [0, 0]") }
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
        let after = await tmux.screen()
        #expect(!after.contains("focus [0, 0]") && !after.contains("[0, 0]"), "the last frame is gone:\n\(after)")
    }

    /// `q` closes the help; during a drag, `q` says what ends a drag and `?` shows the help.
    @Test func helpAndDragKeys() async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--items", "50"])
        defer { tmux.stop() }
        await tmux.waitFor("the first frame") { $0.contains("focus [0, 0]") }
        await tmux.sendBytes("?")
        await tmux.waitFor(text: "Keys")
        await tmux.sendBytes("q")
        await tmux.waitFor("the help to close") { !$0.contains("Keys") && $0.contains("focus [0, 0]") }
        await tmux.sendBytes(" ")
        await tmux.waitFor(text: "Enter drops, Esc puts back")
        await tmux.sendBytes("q")
        await tmux.waitFor(text: "moving: Enter drops, Esc puts back, arrows move, ? help")
        await tmux.sendBytes("?")
        await tmux.waitFor(text: "Keys")
        await tmux.sendBytes("\r")
        await tmux.sendBytes("\u{1B}")
        await tmux.waitFor("the drag to end") { !$0.contains("Enter drops") && !$0.contains("Keys") }
        #expect(await tmux.cvsimPID != nil)
        await tmux.sendBytes("q")
        #expect(await tmux.waitForExit() == 0)
    }

    /// The device fitted in its bezel, rotated, and the inspector.
    @Test func theDeviceAndTheInspector() async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--items", "50"])
        defer { tmux.stop() }
        let portrait = try #require(await tmux.waitForStable("the first frame") { $0.contains("focus [0, 0]") })
        // The default device, its label fitted to the bezel's width.
        #expect(portrait.contains("iphone-14 · portrait ───────╮"))
        #expect(portrait.contains("╰"))
        await tmux.sendBytes("r")
        await tmux.waitFor(text: "iphone-14 · landscape · 844×390 pt")
        await tmux.sendBytes("I")
        let inspector = try #require(await tmux.waitFor(text: "Inspector"))
        #expect(inspector.contains("index path  [0, 0]") && inspector.contains("frame       x 0  y 0 pt"))
        await tmux.sendBytes("q")
        #expect(await tmux.waitForExit() == 0)
    }

    /// Pagination to explore: failing pages show the retry footer; a finite feed ends, even with
    /// a latency above the old fixed 10 s timeout; a data file pages in.
    @Test func failingPagesShowTheRetryFooter() async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 30, arguments: ["--no-bezel", "--latency-ms", "5", "--fail-rate", "1"])
        defer { tmux.stop() }
        await tmux.waitFor(text: "(R retries)")
        await tmux.sendBytes("q")
        #expect(await tmux.waitForExit() == 0)
    }

    @Test func aSlowFiniteFeedEnds() async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(
            width: 100, height: 30, arguments: ["--no-bezel", "--latency-ms", "10500", "--feed-size", "3"])
        defer { tmux.stop() }
        // (The old fixed 10 s timeout failed this page: "timed out".)
        let end = try #require(
            await tmux.waitFor("the end of the feed", timeout: .seconds(40)) { Self.status($0).contains("│ end │") })
        #expect(Self.status(end).contains("3 items"))
        #expect(!end.contains("timed out"))
        await tmux.sendBytes("q")
        #expect(await tmux.waitForExit() == 0)
    }

    @Test func aDataFilePagesIn() async throws {
        _ = try EndToEnd.binary()
        let path = NSTemporaryDirectory() + "/cvsim-paged-\(UUID().uuidString).json"
        let items = (0..<50).map { #"{"id":"i\#($0)","title":"Item \#($0)","height":120}"# }.joined(separator: ",")
        try #"{"sections":[{"title":"All","items":[\#(items)]}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tmux = try await TmuxHarness(
            width: 100, height: 30, arguments: ["--no-bezel", "--data", path, "--page-size", "20", "--latency-ms", "5"])
        defer { tmux.stop() }
        let first = try #require(await tmux.waitForStable("the first pages") { ViewerSessionTests.itemCount($0) != nil })
        let count = try #require(ViewerSessionTests.itemCount(first))
        #expect(count == 20 || count == 40, "pages of 20, not the whole file: \(count)")
        // End scrolls to the end of what is loaded; the pages that arrive later grow the content
        // below the screen (the offset stays, as UIKit keeps it), so End is pressed again once the
        // screen has settled, until the end of the data is on screen.
        var screen = first
        for _ in 0..<8 where !screen.contains("— end —") {
            await tmux.send("End")
            screen = try #require(await tmux.waitForStable("End to settle"))
        }
        let end = try #require(await tmux.waitFor("the end") { $0.contains("— end —") })
        #expect(ViewerSessionTests.itemCount(end) == 50)
        await tmux.sendBytes("q")
        #expect(await tmux.waitForExit() == 0)
    }

    /// `w` through a symlink to a 0600 file: the link stays, the target keeps its mode and
    /// owner; the modified mark shows until the save; `q` with unsaved edits asks, and Esc stays.
    @Test func savingKeepsModeOwnerAndSymlinkAndQuitAsks() async throws {
        _ = try EndToEnd.binary()
        let dir = NSTemporaryDirectory() + "/cvsim-save-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let items = (0..<5).map { #"{"id":"i\#($0)","title":"Item \#($0)","height":120}"# }.joined(separator: ",")
        try #"{"sections":[{"title":"All","items":[\#(items)]}]}"#.write(toFile: dir + "/real.json", atomically: true, encoding: .utf8)
        #expect(chmod(dir + "/real.json", 0o600) == 0)
        #expect(symlink("real.json", dir + "/link.json") == 0)
        var before = stat()
        stat(dir + "/real.json", &before)
        let tmux = try await TmuxHarness(width: 100, height: 30, arguments: ["--data", dir + "/link.json"])
        defer { tmux.stop() }
        await tmux.waitFor("the first frame") { $0.contains("5 items") }
        await tmux.sendBytes("d")
        await tmux.waitFor(text: "[+] modified")
        await tmux.sendBytes("q")
        await tmux.waitFor(text: "unsaved edits: s saves and quits, d discards and quits, Esc cancels")
        await tmux.sendBytes("\u{1B}")
        await tmux.waitFor(text: "not quitting")
        await tmux.sendBytes("w")
        await tmux.waitFor("the save") { $0.contains("saved ") && !$0.contains("[+] modified") }
        await tmux.sendBytes("q")
        #expect(await tmux.waitForExit() == 0, "saved: q quits at once")
        var info = stat()
        #expect(lstat(dir + "/link.json", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "still a symlink")
        var after = stat()
        stat(dir + "/real.json", &after)
        #expect(after.st_mode & 0o7777 == 0o600 && after.st_uid == before.st_uid && after.st_gid == before.st_gid)
        let saved = try String(contentsOfFile: dir + "/real.json", encoding: .utf8)
        #expect(!saved.contains("\"i0\"") && saved.contains("\"i1\""), "the deletion was saved to the target")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["link.json", "real.json"])
    }

    @Test func quitWithUnsavedEditsCanDiscard() async throws {
        _ = try EndToEnd.binary()
        let path = NSTemporaryDirectory() + "/cvsim-discard-\(UUID().uuidString).json"
        let original = #"{"sections":[{"title":"All","items":[{"id":"a","title":"A"},{"id":"b","title":"B"}]}]}"#
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tmux = try await TmuxHarness(width: 100, height: 30, arguments: ["--data", path])
        defer { tmux.stop() }
        await tmux.waitFor("the first frame") { $0.contains("2 items") }
        await tmux.sendBytes("d")
        await tmux.waitFor(text: "[+] modified")
        await tmux.sendBytes("q")
        await tmux.waitFor(text: "unsaved edits")
        await tmux.sendBytes("d")
        #expect(await tmux.waitForExit() == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    }

    /// Without a UTF-8 locale, the status line, the help and the bezel are ASCII words and signs,
    /// not `?`.
    @Test func aCLocaleGetsASCIIText() async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 40, arguments: ["--items", "30"], environment: ["LC_ALL": "C"])
        defer { tmux.stop() }
        let first = try #require(await tmux.waitForStable("the first frame") { $0.contains("focus [0, 0]") })
        #expect(Self.status(first).hasPrefix(" waterfall | focus [0, 0] | 30 items | offset 0,-47 pt"))
        #expect(Self.status(first).contains("zoom 1x"))
        #expect(first.contains("+- iphone-14, portrait, 390x844 pt -+"))
        await tmux.sendBytes("?")
        let help = try #require(await tmux.waitFor(text: "Keys"))
        #expect(help.contains("| arrows      scroll one row / column"))
        #expect(help.unicodeScalars.allSatisfy { $0.isASCII })
        await tmux.sendBytes("q")
        await tmux.sendBytes("q")
        #expect(await tmux.waitForExit() == 0)
    }
}
