import ArgumentParser
import TerminalCore
import TerminalRecording
import TerminalUI

/// `cvsim replay FILE.cast`: runs a recorded session again, headless, and checks that it ends on
/// the screen the recording ends on.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a session recorded with 'cvsim run --record' and check its final screen.",
        discussion: """
            Runs the recorded command again without a terminal, at the recorded size, pressing the \
            recorded keys (the screen settles between them). Exits 0 when the final screen matches \
            the recording's, 1 listing the rows that differ. Generated items and page latency come \
            from the recorded options (--seed), so a replay is deterministic; files the command \
            names (--data, --layout-file) are read from the current directory.
            """)

    @Argument(help: ArgumentHelp("A cast written by 'cvsim run --record'.", valueName: "FILE.cast"))
    var cast: String

    @Option(help: ArgumentHelp("Also write the replay's final screen as SVG (text for .txt).", valueName: "FILE"))
    var screenshot: String?

    func run() throws {
        let recording: Asciicast
        do {
            recording = try Asciicast.parse(String(decoding: try OutputFile.read(cast), as: UTF8.self), name: cast)
        } catch let error as Asciicast.Error {
            throw UsageError(error.description)
        }
        let (arguments, script) = try Self.plan(recording, name: cast)
        var command: RunCommand
        do {
            command = try RunCommand.parse(arguments)
        } catch {
            throw UsageError("\(cast): the recorded command does not parse: \(RunCommand.message(for: error))")
        }
        let scene = try command.makeScene()
        let size = TerminalSize(width: recording.header.width, height: recording.header.height)
        let screen = try RunCommand.runHeadless(
            scene, script: script, size: size, ascii: command.ascii, screenshot: nil, record: nil, command: "",
            replayedScreenshots: recording.events.compactMap { if case .marker(_, let label) = $0 { label } else { nil } })
        if let screenshot {
            try OutputFile.write(Screenshot.bytes(of: screen, format: Screenshot.Format(path: screenshot)), to: screenshot)
        }
        let differences = Self.differences(recorded: recording.finalScreen, replayed: screen)
        if differences.isEmpty {
            print("\(cast): the replay ends on the recorded screen (\(screen.width)x\(screen.height), \(script.count) inputs)")
            return
        }
        print("\(cast): the replay's final screen differs from the recording in \(differences.count) row(s):")
        for line in differences { print(line) }
        throw ExitCode(1)
    }

    /// The `run` arguments of the recorded command (without the options of recording and
    /// headless runs) and the recorded input as a script.
    static func plan(_ recording: Asciicast, name: String) throws -> (arguments: [String], script: [ScriptStep]) {
        guard let command = recording.header.command else { throw UsageError("\(name): the header has no command to replay") }
        var words = try ShellWords.split(command)
        guard words.first.map({ $0 == "cvsim" || $0.hasSuffix("/cvsim") }) == true else {
            throw UsageError("\(name): not a cvsim recording (its command is '\(command)')")
        }
        words.removeFirst()
        if words.first == "run" { words.removeFirst() }
        var arguments: [String] = []
        var skipNext = false
        for word in words {
            if skipNext { skipNext = false; continue }
            if ["--record", "--keys", "--size", "--screenshot"].contains(word) { skipNext = true; continue }
            if word == "--headless" || ["--record=", "--keys=", "--size=", "--screenshot="].contains(where: word.hasPrefix) { continue }
            arguments.append(word)
        }
        var chunks: [[UInt8]] = []
        var script: [ScriptStep] = []
        func flush() {
            script += RecordedInput.events(in: chunks).map(ScriptStep.event)
            chunks.removeAll()
        }
        var inputs = 0
        for event in recording.events {
            switch event {
            case .input(_, let bytes):
                chunks.append(bytes)
                inputs += 1
            case .resize(_, let w, let h):
                flush()
                script.append(.event(.resize(width: w, height: h)))
            case .output, .marker: break
            }
        }
        flush()
        guard inputs > 0 else {
            throw UsageError("\(name): the recording has no input events (\"i\"), so there is nothing to replay")
        }
        return (arguments, script)
    }

    /// `line` without its trailing spaces.
    static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    /// One line a row that differs: its number and both versions (trailing spaces left out).
    static func differences(recorded: CellBuffer, replayed rawReplayed: CellBuffer) -> [String] {
        let replayed = rawReplayed.asShown
        guard recorded.width == replayed.width, recorded.height == replayed.height else {
            return ["size: recorded \(recorded.width)x\(recorded.height), replayed \(replayed.width)x\(replayed.height)"]
        }
        var lines: [String] = []
        for y in 0..<recorded.height where (0..<recorded.width).contains(where: { recorded[$0, y] != replayed[$0, y] }) {
            let a = trimmed(recorded.line(y)), b = trimmed(replayed.line(y))
            if a == b {
                lines.append("row \(y + 1): same characters, other colours or attributes: \(b)")
            } else {
                lines.append("row \(y + 1):\n  recorded: \(a)\n  replayed: \(b)")
            }
        }
        return lines
    }
}
