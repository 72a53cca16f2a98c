import CollectionFiles
import CollectionLayout
import CollectionModel
import CollectionView
import TerminalCore
import TerminalUI
import ViewerApp

import Platform

/// The rows of the target table ("flat in N": every cost the same at 10³ and 10⁹ items), each measured in this run beside its
/// target: edits, layout switches, jumps and drag steps through the same `CollectionViewState`
/// the viewer runs (headless), and first frame, memory and scroll cost of the real binary in a
/// pseudo-terminal.
struct TargetBench {
    let quick: Bool
    /// The viewer the real-binary rows run (nil: this executable).
    var binaryPath: String? = nil
    /// The executable's commands, for the headless run.
    let commands: any BenchedCommands

    /// A view over a 2-column waterfall of `count` generated items (the viewer's defaults, no
    /// animation, 120×40), focused on the first item with the viewport at the top.
    static func makeView(count: Int, width: Int = 120, height: Int = 40) throws -> CollectionViewState {
        let data = ModelDataSource(data: CollectionData(generatedCounts: [count], seed: 1))
        let options = viewOptions
        let layouts = BenchLayouts.standard(inset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), spacing: 8)
        return try CollectionViewState(
            data: data, layouts: LayoutChoice.standard(layouts), options: options,
            terminalWidth: width, terminalHeight: height)
    }

    /// The viewer's defaults without animation.
    static var viewOptions: ViewOptions {
        var options = ViewOptions()
        options.animationDuration = 0
        return options
    }

    func run(into report: inout BenchReport) throws {
        try edits(into: &report)
        try switchAndJumps(into: &report)
        try dragSteps(into: &report)
        try headlessRun(into: &report)
        try binary(into: &report)
    }

    // MARK: - Headless

    /// Insert, delete, undo and drop at the top of 1 000 and 1 000 000 items (viewport at the top).
    private func edits(into report: inout BenchReport) throws {
        let repetitions = quick ? 5 : 15
        var small: [String: Double] = [:]
        for count in [1_000, 1_000_000] {
            let view = try Self.makeView(count: count)
            var insert: [Double] = [], delete: [Double] = [], undo: [Double] = [], drop: [Double] = []
            for _ in 0..<repetitions {
                view.setFocus(IndexPath(section: 0, item: 0))
                insert.append(Measure.time { _ = view.handle(.key(.character("i")), now: 0) })
                undo.append(Measure.time { _ = view.handle(.key(.character("u")), now: 0) })
                view.setFocus(IndexPath(section: 0, item: 0))
                delete.append(Measure.time { _ = view.handle(.key(.character("d")), now: 0) })
                _ = view.handle(.key(.character("u")), now: 0)
                // A drop one slot down: lift, one step down, drop (the drop is timed).
                view.setFocus(IndexPath(section: 0, item: 0))
                _ = view.handle(.key(.character(" ")), now: 0)
                _ = view.handle(.key(.down), now: 0)
                drop.append(Measure.time { _ = view.handle(.key(.enter), now: 0) })
                _ = view.handle(.key(.character("u")), now: 0)
            }
            for (name, values) in [("insert", insert), ("delete", delete), ("undo", undo), ("drop", drop)] {
                let median = Samples(values).median
                var extra: [String: Double] = ["target": 1_000_000]
                if let base = small[name] { extra["ratio"] = median / base; extra["targetRatio"] = 2 }
                report.add(.target, "\(name) at the top", count, median, unit: "ns", extra: extra)
                if count == 1_000 { small[name] = median }
            }
        }
    }

    /// The first switch to another layout, then End and Home, at 1 000 000 items.
    private func switchAndJumps(into report: inout BenchReport) throws {
        let count = 1_000_000
        var switches: [Double] = [], firstEnds: [Double] = [], ends: [Double] = [], homes: [Double] = []
        for _ in 0..<(quick ? 2 : 3) {
            let view = try Self.makeView(count: count)
            switches.append(Measure.time { _ = view.handle(.key(.character("2")), now: 0) })
            _ = view.handle(.key(.character("1")), now: 0)
            // Each jump timed with the frame it shows (drawn into the headless buffer).
            var buffer = CellBuffer(width: 120, height: 40)
            for jump in 0..<4 {
                // The first End lays out every item the lazy layout has not (once; then kept).
                let end = Measure.time { _ = view.handle(.key(.end), now: 0); view.render(into: &buffer, now: 0) }
                if jump == 0 { firstEnds.append(end) } else { ends.append(end) }
                homes.append(Measure.time { _ = view.handle(.key(.home), now: 0); view.render(into: &buffer, now: 0) })
            }
        }
        report.add(.target, "first switch to another layout", count, Samples(switches).median, unit: "ns", extra: ["target": 5_000_000])
        report.add(.target, "first End (a far jump, with its frame)", count, Samples(firstEnds).median, unit: "ns", extra: ["target": 5_000_000])
        report.add(.target, "End again (with its frame)", count, Samples(ends).median, unit: "ns", extra: ["target": 5_000_000])
        report.add(.target, "Home after End (with its frame)", count, Samples(homes).median, unit: "ns", extra: ["target": 5_000_000])
        try farJumps(into: &report)
    }

    /// The first End in each built-in layout (keys 1–4) at 1 000 000 items, then a page up from
    /// there (the run grows backwards); and the same jumps at 1 000 000 000 items (waterfall).
    private func farJumps(into report: inout BenchReport) throws {
        let count = 1_000_000
        for (key, name) in [("1", "waterfall"), ("2", "flow"), ("3", "mosaic"), ("4", "horizontal")] {
            var firstEnds: [Double] = [], pageUps: [Double] = []
            for _ in 0..<(quick ? 2 : 3) {
                let view = try Self.makeView(count: count)
                _ = view.handle(.key(.character(Character(key))), now: 0)
                var buffer = CellBuffer(width: 120, height: 40)
                view.render(into: &buffer, now: 0)
                firstEnds.append(Measure.time { _ = view.handle(.key(.end), now: 0); view.render(into: &buffer, now: 0) })
                pageUps.append(Measure.time { _ = view.handle(.key(.pageUp), now: 0); view.render(into: &buffer, now: 0) })
            }
            report.add(.target, "first End, \(name) (with its frame)", count, Samples(firstEnds).median, unit: "ns", extra: ["target": 5_000_000])
            report.add(.target, "PgUp after the first End, \(name)", count, Samples(pageUps).median, unit: "ns", extra: ["target": 5_000_000])
        }
        let billion = 1_000_000_000
        var ends: [Double] = [], homes: [Double] = [], inserts: [Double] = []
        for _ in 0..<(quick ? 2 : 3) {
            let view = try Self.makeView(count: billion)
            var buffer = CellBuffer(width: 120, height: 40)
            view.render(into: &buffer, now: 0)
            ends.append(Measure.time { _ = view.handle(.key(.end), now: 0); view.render(into: &buffer, now: 0) })
            homes.append(Measure.time { _ = view.handle(.key(.home), now: 0); view.render(into: &buffer, now: 0) })
            view.setFocus(IndexPath(section: 0, item: 0))
            inserts.append(Measure.time { _ = view.handle(.key(.character("i")), now: 0); view.render(into: &buffer, now: 0) })
        }
        report.add(.target, "End (with its frame)", billion, Samples(ends).median, unit: "ns", extra: ["target": 5_000_000])
        report.add(.target, "Home after End (with its frame)", billion, Samples(homes).median, unit: "ns", extra: ["target": 5_000_000])
        report.add(.target, "insert at the top (with its frame)", billion, Samples(inserts).median, unit: "ns", extra: ["target": 1_000_000])
        try relayoutsAfterEnd(into: &report)
    }

    /// What changes the whole layout after End at 1 000 000 000 items — another layout (key 3,
    /// the mosaic), a rotation (r), a reloaded layout file (Ctrl-R) — each timed with its frame:
    /// the new layout lays out around the focused item only.
    private func relayoutsAfterEnd(into report: inout BenchReport) throws {
        let billion = 1_000_000_000
        let file = Self.layoutFile()
        defer { unlink(file) }
        for (name, event) in Self.relayouts {
            var times: [Double] = []
            for _ in 0..<(quick ? 2 : 3) {
                let view = try Self.makeView(count: billion)
                if name.hasPrefix("reload") {
                    let watch = LayoutFileWatch(path: file)
                    let layoutFile = try LayoutFile.load(contentsOf: file)
                    let reloading = try CollectionViewState(
                        data: view.data, layouts: [LayoutFileWatch.choice(name: watch.displayName, file: layoutFile)],
                        options: Self.viewOptions, terminalWidth: 120, terminalHeight: 40)
                    times.append(try time(event, after: .end, in: reloading, files: WatchedFiles(layout: watch)))
                } else {
                    times.append(try time(event, after: .end, in: view))
                }
            }
            report.add(.target, "\(name) after End (with its frame)", billion, Samples(times).median, unit: "ns", extra: ["target": 1_000_000_000])
        }
    }

    /// The relayouts measured after End: the key and what it is.
    static let relayouts: [(String, Key)] = [
        ("switch to another layout", .character("3")), ("rotation", .character("r")), ("reload of the layout file", .ctrl("r")),
    ]

    /// A layout file of the viewer's default waterfall (what Ctrl-R reads again).
    static func layoutFile() -> String {
        let path = "/tmp/cvsim-bench-layout-\(getpid()).json"
        let text = #"{"layout": "waterfall", "columns": 2, "sectionInset": {"top": 8, "left": 8, "bottom": 8, "right": 8}, "lineSpacing": 8, "interitemSpacing": 8}"#
        if let f = fopen(path, "w") { fputs(text, f); fclose(f) }
        return path
    }

    /// The nanoseconds `key` takes, with its frame, after `first` (with its frame) in `view`.
    private func time(_ key: Key, after first: Key, in view: CollectionViewState, files: WatchedFiles = WatchedFiles()) throws -> Double {
        var buffer = CellBuffer(width: 120, height: 40)
        view.fileStatus = files.status
        view.render(into: &buffer, now: 0)
        _ = view.handle(.key(first), now: 0)
        view.render(into: &buffer, now: 0)
        return Measure.time {
            _ = files.take(view.handle(.key(key), now: 0), from: view, now: 0, answering: false)
            view.render(into: &buffer, now: 0)
        }
    }

    /// Keyboard drag steps (↓) of the first item at 1 000 000 items: the time of a step that moves
    /// the drop target, and whether the target ever goes back to where it was two steps before.
    private func dragSteps(into report: inout BenchReport) throws {
        let count = 1_000_000
        let view = try Self.makeView(count: count)
        _ = view.handle(.key(.character(" ")), now: 0)
        // The steps that move the target (the others only move the lifted cell) are the ones timed.
        var times: [Double] = []
        var targets: [IndexPath] = []
        var steps = 0
        while times.count < (quick ? 5 : 15), steps < 2_000 {
            let before = view.interaction.drag?.current
            let time = Measure.time { _ = view.handle(.key(.down), now: 0) }
            steps += 1
            guard let target = view.interaction.drag?.current else { break }
            targets.append(target)
            if target != before { times.append(time) }
        }
        _ = view.handle(.key(.escape), now: 0)
        var reversals = 0
        for i in targets.indices.dropFirst(2) where targets[i] == targets[i - 2] && targets[i] != targets[i - 1] {
            reversals += 1
        }
        report.add(.target, "drag step (↓) that moves the target", count, Samples(times).median, unit: "ns", extra: [
            "target": 1_000_000, "reversals": Double(reversals), "steps": Double(steps),
        ])
    }

    // MARK: - The real binary

    private func environment(noColor: Bool = false) -> [String: String] {
        var environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": "/tmp"]
        if let path = environmentValue("PATH") { environment["PATH"] = path }
        if noColor { environment["NO_COLOR"] = "1" }
        // Passed on, so that a run can measure curses writing the frames.
        if let curses = environmentValue("CVSIM_CURSES_OUTPUT") { environment["CVSIM_CURSES_OUTPUT"] = curses }
        return environment
    }

    private func start(items: Int, noColor: Bool = false) throws -> PseudoTerminal {
        try PseudoTerminal(
            path: binaryPath ?? BinaryBench.executablePath(), arguments: ["run", "--items", String(items), "--layout", "waterfall", "--no-mouse"],
            columns: 120, rows: 40, environment: environment(noColor: noColor))
    }

    private func binary(into report: inout BenchReport) throws {
        for count in quick ? [1_000_000] : [1_000_000, 10_000_000, 100_000_000, 1_000_000_000] {
            let terminal = try start(items: count)
            guard let firstFrame = terminal.wait(for: "? help", timeoutMilliseconds: 30_000) else {
                // Said honestly: the viewer refused (or could not draw) this size.
                let lines = terminal.text().split(whereSeparator: { $0 == "\n" || $0 == "\r" })
                let last = lines.last.map(String.init) ?? "no frame within 30 s"
                let message = last.hasPrefix("cvsim: error: ") ? String(last.dropFirst(14)) : last
                report.addUnsupported("first frame", count, reason: message)
                report.addUnsupported("peak RSS", count, reason: message)
                continue
            }
            terminal.drain(quiet: 100)
            report.add(.target, "first frame", count, Double(firstFrame), unit: "ns", extra: ["target": 30_000_000])
            report.add(.target, "peak RSS", count, Double(terminal.peakRSS()), unit: "B", extra: [
                "target": Double(count <= 1_000_000 ? 30 : 40) * 1_048_576,
            ])
            if count == 1_000_000 {
                try visitLayouts(terminal, into: &report)
            }
            if count == 1_000_000_000 {
                terminal.send(Array("q".utf8))
                _ = terminal.waitForExit(milliseconds: 2_000)
                try relayoutsOfTheBinary(into: &report)
                continue
            }
            terminal.send(Array("q".utf8))
            _ = terminal.waitForExit(milliseconds: 2_000)
        }
        try scrollSteps(into: &report)
    }

    /// The binary at 1 000 000 000 items: End, then another layout, a rotation or a reload of the
    /// layout file, each in a viewer of its own: the time until the frame is drawn, and the peak
    /// resident memory of the whole session.
    private func relayoutsOfTheBinary(into report: inout BenchReport) throws {
        let billion = 1_000_000_000
        let file = Self.layoutFile()
        defer { unlink(file) }
        for (name, key) in Self.relayouts {
            let bytes: [UInt8] = key == .ctrl("r") ? [0x12] : name.hasPrefix("rotation") ? Array("r".utf8) : Array("3".utf8)
            var arguments = ["run", "--items", String(billion), "--no-mouse"]
            arguments += name.hasPrefix("reload") ? ["--layout-file", file] : ["--layout", "waterfall"]
            let terminal = try PseudoTerminal(
                path: binaryPath ?? BinaryBench.executablePath(), arguments: arguments, columns: 120, rows: 40,
                environment: environment())
            guard terminal.wait(for: "? help", timeoutMilliseconds: 30_000) != nil else {
                report.addUnsupported("\(name) after End, the binary", billion, reason: "no frame within 30 s")
                continue
            }
            terminal.drain(quiet: 200)
            // End (ESC O F, keypad-transmit mode), drawn; then the relayout, timed until its frame is drawn.
            _ = terminal.answer(to: [0x1B, 0x4F, 0x46], quiet: 300, limit: 30_000)
            let took = terminal.answer(to: bytes, quiet: 300, limit: 120_000)
            report.add(.target, "\(name) after End, the binary (until drawn)", billion, Double(took), unit: "ns", extra: ["target": 1_000_000_000])
            report.add(.target, "peak RSS: End, then \(name)", billion, Double(terminal.peakRSS()), unit: "B", extra: ["target": 100 * 1_048_576])
            terminal.send(Array("q".utf8))
            _ = terminal.waitForExit(milliseconds: 2_000)
        }
    }

    /// CPU time and bytes written per one-row scroll step (↓) of the real binary at 1 000 000
    /// items, 120×40, with colours and with `NO_COLOR`.
    func scrollSteps(into report: inout BenchReport) throws {
        for noColor in [false, true] {
            let terminal = try start(items: 1_000_000, noColor: noColor)
            guard terminal.wait(for: "? help", timeoutMilliseconds: 30_000) != nil else {
                throw BenchError("the viewer showed no frame within 30 s (bench of the binary)")
            }
            terminal.drain(quiet: 100)
            let (cpu, bytes) = terminal.scrollSteps(quick ? 150 : 600)
            let label = noColor ? "scroll step, NO_COLOR" : "scroll step, colours"
            report.add(.target, "\(label): CPU", 1_000_000, cpu, unit: "ns", extra: ["target": 250_000])
            // ncurses' own scrolling writes 104 B a step on the same workload (docs/performance.md, "A scroll step against ncurses").
            report.add(.target, "\(label): bytes", 1_000_000, bytes, unit: "B", extra: ["target": 104])
            terminal.send(Array("q".utf8))
            _ = terminal.waitForExit(milliseconds: 2_000)
        }
    }

    /// Resident memory after the first layout, then after visiting the other three (keys 2, 3, 4).
    private func visitLayouts(_ terminal: PseudoTerminal, into report: inout BenchReport) throws {
        let first = terminal.residentBytes()
        for key in ["2", "3", "4"] {
            terminal.send(Array(key.utf8))
            terminal.drain(quiet: 300, limit: 20_000)
        }
        let after = terminal.residentBytes()
        report.add(.target, "RSS after visiting the four layouts", 1_000_000, Double(after), unit: "B", extra: [
            "first": Double(first), "ratio": Double(after) / Double(max(first, 1)), "targetRatio": 1.2,
        ])
    }
}
