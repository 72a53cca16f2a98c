import CollectionModel
import CollectionView
import TerminalCore
import TerminalRecording
import ViewerApp
import TerminalUI

import Platform

extension RunCommand {
    /// Runs `scene` in the terminal, with `S` screenshots and an optional recording.
    func runInTerminal(_ scene: CollectionViewScene) throws {
        guard isatty(0) == 1, isatty(1) == 1 else { throw UsageError(TerminalError.notATerminal.description) }
        var options = TerminalSession.Options()
        options.ascii = ascii
        options.mouse = !noMouse
        var hooks = TerminalApp.Hooks()
        var recorder: CastRecorder?
        let writer = ScreenshotWriter(path: output.screenshot)
        hooks.screenshot = { buffer in
            let message = writer.write(buffer)
            recorder?.marker(message, at: Moment.now)
            return message
        }
        var recordError: Error?
        let start = Moment.now
        if let path = output.record {
            hooks.frame = { buffer, time in
                if recorder == nil, recordError == nil {
                    do {
                        recorder = try CastRecorder(
                            path: path, width: buffer.width, height: buffer.height, command: Self.commandLine(),
                            term: environmentValue("TERM"), start: start, timestamp: Self.unixTime())
                    } catch {
                        recordError = error
                    }
                }
                recorder?.frame(buffer, at: time)
            }
        }
        do {
            try TerminalApp.run(scene, options: options, hooks: hooks, input: output.record == nil ? nil : { recorder?.input($0, at: $1) })
            // Quitting cancels the page requests still in flight (an HTTP feed's).
            scene.view.data.cancelLoads()
        } catch {
            throw UsageError(error.description)
        }
        if let recordError { throw UsageError("\(recordError)") }
    }

    /// Runs `scene` headless on `script` in a terminal of `size`; returns the last screen.
    ///
    /// - Parameters:
    ///   - record: also writes the run as a cast (the keys as the bytes a terminal sends).
    ///   - replayedScreenshots: in a replay, what each `S` said in the recording, in order: `S`
    ///     then writes nothing and says the same.
    static func runHeadless(
        _ scene: CollectionViewScene, script: [ScriptStep], size: TerminalSize, ascii: Bool,
        screenshot: String?, record: String?, command: String, replayedScreenshots: [String]? = nil
    ) throws -> CellBuffer {
        let backend = TestBackend(
            width: size.width, height: size.height,
            capabilities: TerminalCapabilities(colorMode: .trueColor, unicode: !ascii, mouse: true), script: script)
        var hooks = TerminalApp.Hooks()
        var recorder: CastRecorder?
        if var replayed = replayedScreenshots {
            hooks.screenshot = { _ in replayed.isEmpty ? "screenshot: not written in a replay" : replayed.removeFirst() }
        } else {
            let writer = ScreenshotWriter(path: screenshot)
            hooks.screenshot = { [unowned backend] buffer in
                let message = writer.write(buffer)
                recorder?.marker(message, at: backend.now)
                return message
            }
        }
        if let record {
            do {
                let made = try CastRecorder(
                    path: record, width: size.width, height: size.height, command: command, term: "xterm-256color",
                    start: backend.now, timestamp: nil)
                recorder = made
                hooks.frame = { made.frame($0, at: $1) }
                backend.onInput = { event, time in
                    if case .key(let key) = event { made.input(key.bytes, at: time) }
                }
            } catch {
                throw UsageError(error.description)
            }
        }
        var last = CellBuffer(width: size.width, height: size.height)
        hooks.end = { last = $0 }
        TerminalApp.runHeadless(scene, on: backend, hooks: hooks)
        scene.view.data.cancelLoads()
        return last
    }

    /// `--headless`: plays `--keys`, then prints the last screen (or writes `--screenshot`).
    func runHeadless(_ scene: CollectionViewScene) throws {
        let screen = try Self.runHeadless(
            scene, script: try output.script(), size: try output.terminalSize(), ascii: ascii, screenshot: output.screenshot,
            record: output.record, command: Self.commandLine())
        if let path = output.screenshot {
            try OutputFile.write(Screenshot.bytes(of: screen, format: Screenshot.Format(path: path)), to: path)
        } else {
            print(Screenshot.text(screen), terminator: "")
        }
    }

    /// This process's command line as a shell would read it back, starting with `cvsim`.
    static func commandLine() -> String {
        (["cvsim"] + CommandLine.arguments.dropFirst()).map(ShellWords.quote).joined(separator: " ")
    }

    static func unixTime() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Int(ts.tv_sec)
    }
}

/// Splitting and quoting command lines as a POSIX shell does, for the commands casts record.
enum ShellWords {
    /// `word` as the shell reads it back: as it is when it has only safe characters, else in
    /// single quotes.
    static func quote(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./,:=+@%")
        if !word.isEmpty, word.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// The words of `line`: spaces separate, single quotes keep everything, double quotes keep
    /// all but `\"` and `\\`, a backslash outside quotes keeps the next character.
    static func split(_ line: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var chars = Array(line)[...]
        while let c = chars.popFirst() {
            switch c {
            case " ", "\t", "\n":
                if inWord { words.append(current); current = ""; inWord = false }
            case "'":
                inWord = true
                guard let end = chars.firstIndex(of: "'") else { throw UsageError("unterminated ' in the command '\(line)'") }
                current += String(chars[chars.startIndex..<end])
                chars = chars[(end + 1)...]
            case "\"":
                inWord = true
                while true {
                    guard let d = chars.popFirst() else { throw UsageError("unterminated \" in the command '\(line)'") }
                    if d == "\"" { break }
                    if d == "\\", let e = chars.first, e == "\"" || e == "\\" { current.append(e); chars = chars.dropFirst() } else { current.append(d) }
                }
            case "\\":
                inWord = true
                if let d = chars.popFirst() { current.append(d) }
            default:
                inWord = true
                current.append(c)
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
