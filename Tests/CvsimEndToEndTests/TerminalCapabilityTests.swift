import Foundation
import Testing

/// Colours degrade to what the terminal has, `NO_COLOR` is honoured, and a locale without UTF-8
/// gets ASCII boxes: checked on what cvsim really writes (`pipe-pane`) and shows.
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason))
struct TerminalCapabilityTests {
    /// The kinds of colour that SGR sequences in `output` set.
    struct ColorUse: Equatable, CustomStringConvertible {
        var ansi8 = false
        var palette256 = false
        var direct = false
        var description: String { "ansi8=\(ansi8) palette256=\(palette256) direct=\(direct)" }
    }

    static func colorUse(_ output: [UInt8]) -> ColorUse {
        var use = ColorUse()
        var i = 0
        while i + 1 < output.count {
            guard output[i] == 0x1B, output[i + 1] == UInt8(ascii: "[") else {
                i += 1
                continue
            }
            var j = i + 2
            while j < output.count, output[j] == UInt8(ascii: ";") || (0x30...0x39).contains(output[j]) { j += 1 }
            if j < output.count, output[j] == UInt8(ascii: "m") {
                let params = String(decoding: output[(i + 2)..<j], as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
                    .map { Int($0) ?? 0 }
                var k = 0
                while k < params.count {
                    let p = params[k]
                    if p == 38 || p == 48 {
                        if k + 1 < params.count, params[k + 1] == 5 { use.palette256 = true; k += 3; continue }
                        if k + 1 < params.count, params[k + 1] == 2 { use.direct = true; k += 5; continue }
                    }
                    if (30...37).contains(p) || (40...47).contains(p) || (90...97).contains(p) || (100...107).contains(p) {
                        use.ansi8 = true
                    }
                    k += 1
                }
            }
            i = j
        }
        return use
    }

    /// Runs cvsim with `environment`, records what it writes while it pages down and switches
    /// layout, and returns that output and the final screen.
    static func record(environment: [String: String]) async throws -> (output: [UInt8], screen: String) {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 30, arguments: ["--no-bezel", "--latency-ms", "10"], environment: environment)
        defer { tmux.stop() }
        await tmux.waitForStable("the first page") { $0.contains("20 items") }
        let path = NSTemporaryDirectory() + "/cvsim-output-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        await tmux.recordOutput(to: path)
        await tmux.send("2")
        await tmux.waitForStable("the flow layout") { $0.contains(" flow ") }
        await tmux.send("NPage")
        let screen = await tmux.waitForStable("a page down") { !$0.contains("offset 0,0 pt") } ?? ""
        await tmux.stopRecordingOutput()
        let output = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) } ?? []
        #expect(output.count > 100, "recorded \(output.count) bytes")
        await tmux.send("q")
        #expect(await tmux.waitForExit() == 0)
        return (output, screen)
    }

    @Test func a256ColourTerminalGetsPaletteColours() async throws {
        let output = try await Self.record(environment: ["TERM": "xterm-256color"]).output
        let use = Self.colorUse(output)
        #expect(use == ColorUse(ansi8: false, palette256: true, direct: false), "\(String(decoding: output.prefix(400), as: UTF8.self).debugDescription)")
    }

    @Test func an8ColourTerminalGetsTheEightColours() async throws {
        let use = try await Self.colorUse(Self.record(environment: ["TERM": "xterm"]).output)
        #expect(use == ColorUse(ansi8: true, palette256: false, direct: false))
    }

    @Test func noColorMeansNoColours() async throws {
        let recorded = try await Self.record(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        #expect(Self.colorUse(recorded.output) == ColorUse())
        #expect(recorded.screen.contains("[0, "), "still draws the cells")
    }

    /// Card borders go out in the terminal's line-drawing set (one byte a character, `ESC ( 0`
    /// then `lqqq…k`), not as three-byte UTF-8 runs; side bars stay UTF-8. (tmux's capture shows
    /// such a cell's letter, not the line the set draws for it, so the screen is not compared.)
    @Test func horizontalBorderRunsUseTheLineDrawingSet() async throws {
        let recorded = try await Self.record(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        let text = String(decoding: recorded.output, as: UTF8.self)
        #expect(text.contains("\u{1B}(0"), "switches to the line-drawing set")
        #expect(text.contains("qqqqqqqq"), "horizontal runs as q")
        #expect(!text.contains("────"), "no UTF-8 runs of ─")
        #expect(text.contains("│"), "vertical bars as UTF-8")
        // Between switching to the set and back, only the set's letters for ─ ┌ ┐ └ ┘, blanks (and
        // sequences, which start with ESC).
        for run in text.components(separatedBy: "\u{1B}(0").dropFirst() {
            let drawn = run.components(separatedBy: "\u{1B}(B")[0]
            let letters = drawn.split(separator: "\u{1B}").enumerated().map { index, part in
                // After ESC, a CSI sequence ends at its final byte (a letter); what follows is text.
                index == 0 && !drawn.hasPrefix("\u{1B}") ? Substring(part) : part.drop { !$0.isLetter }.dropFirst()
            }.joined()
            // A blank is the same in either set, so the set may stay on across blanks.
            #expect(letters.allSatisfy { "qlkmjtuwvn ".contains($0) }, "\(drawn.debugDescription)")
        }
    }

    @Test func aLocaleWithoutUTF8GetsASCIIBoxes() async throws {
        let recorded = try await Self.record(environment: ["LC_ALL": "C", "LANG": "C"])
        #expect(recorded.screen.contains("+---"))
        #expect(!recorded.screen.unicodeScalars.contains { $0.value > 0x7E }, "ASCII only:\n\(recorded.screen)")
    }
}
