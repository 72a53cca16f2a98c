import CollectionLayout
import CollectionModel
import LayoutPicture
import TerminalCore

import Platform

/// What `cvsim bench` measures: which rows, how many repetitions, where the JSON goes.
public struct BenchSelection: Sendable {
    /// A reduced set (N up to 100 000, fewer repetitions).
    public var quick = false
    /// Also write every figure as JSON to this file.
    public var json: String?
    /// Only these layouts (`--layouts`; all of them by default).
    public var layouts = LayoutSelection.all
    public var databaseOnly = false
    public var targets = false
    public var swiftOnly = false
    public var framesOnly = false
    public var renderOnly = false
    public var listsOnly = false
    /// The viewer binary the real-binary rows run (nil: this executable).
    public var binary: String?

    public init() {}
}

/// The layouts `cvsim bench --layouts` measures: built-in layouts by name, and whether the
/// compositional one too.
public struct LayoutSelection: Equatable, Sendable {
    /// Names of `LayoutDescription.builtInNames`, in the order given.
    public var builtIns: [String]
    public var compositional: Bool

    /// Every layout.
    public static let all = LayoutSelection(builtIns: LayoutDescription.builtInNames, compositional: true)

    public init(builtIns: [String], compositional: Bool) {
        self.builtIns = builtIns
        self.compositional = compositional
    }

    /// The layouts of a comma-separated list such as `waterfall,flow,compositional`.
    ///
    /// - Throws: `BenchError` naming the first unknown layout and the names there are.
    public init(parsing list: String) throws(BenchError) {
        let builtIns = LayoutDescription.builtInNames
        let names = list.split(separator: ",").map(String.init)
        for name in names where name != "compositional" && !builtIns.contains(name) {
            throw BenchError("unknown layout '\(name)' in --layouts: use \(builtIns.joined(separator: ",")),compositional")
        }
        self.init(builtIns: names.filter { $0 != "compositional" }, compositional: names.contains("compositional"))
    }
}

/// The commands of the executable that some rows measure in this process: the bench module
/// cannot link the executable, so the executable hands them in.
public protocol BenchedCommands {
    /// `cvsim run ARGUMENTS` headless: parses the command line, makes its scene and runs the
    /// whole app loop on the test backend through `script`, at `columns`×`rows`.
    func runHeadless(arguments: [String], script: [ScriptStep], columns: Int, rows: Int) throws
    /// `cvsim render ARGUMENTS` without the file: parses the command line and sets its layout
    /// up once; the closure returned makes the picture (the part measured).
    func pictureMaker(arguments: [String]) throws -> () throws -> Picture
}

/// A benchmark that cannot run as asked (a bad option, a viewer that showed nothing).
public struct BenchError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// `cvsim bench`: speed, scale and memory of the engine against the naive approach, in one run.
public enum Bench {
    /// Measures what `selection` asks for and prints the tables (and writes the JSON).
    public static func run(_ selection: BenchSelection, commands: any BenchedCommands) throws {
        var report = BenchReport()
        let quick = selection.quick
        let (kinds, compositional) = (selection.layouts.builtIns, selection.layouts.compositional)
        if let json = selection.json { try checkWritable(json) }
        if let binary = selection.binary, access(binary, X_OK) != 0 {
            throw BenchError("cannot run --binary '\(binary)': not an executable file")
        }
        let sizes = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000]
        #if DEBUG
        report.note("debug build: run `swift run -c release cvsim bench` for meaningful figures")
        #endif
        if selection.swiftOnly {
            try SwiftSourceBench(quick: quick).run(into: &report)
            print(report.table())
            return
        }
        if selection.listsOnly {
            try ListBench(quick: quick).run(into: &report)
            print(report.table())
            if let json = selection.json { try report.writeJSON(to: json) }
            return
        }
        let targetBench = TargetBench(quick: quick, binaryPath: selection.binary, commands: commands)
        if selection.renderOnly {
            try RenderBench(quick: quick, commands: commands).run(into: &report)
        } else if selection.framesOnly {
            try FrameBench(quick: quick).run(into: &report)
            try TinyItemsBench(quick: quick).run(into: &report)
            try targetBench.scrollSteps(into: &report)
        } else if !selection.databaseOnly && !selection.targets {
            for kind in kinds {
                for n in sizes {
                    try LayoutBench(layout: kind, count: n, quick: quick).run(into: &report)
                }
            }
            if compositional {
                for n in sizes {
                    try LayoutBench(layout: FlowEngine.name, count: n, quick: quick, compositional: .benchShape).run(into: &report)
                }
            }
            try FrameBench(quick: quick).run(into: &report)
            try TinyItemsBench(quick: quick).run(into: &report)
            try SelfSizingBench(quick: quick).run(into: &report)
            try ListBench(quick: quick).run(into: &report)
            try SwiftSourceBench(quick: quick).run(into: &report)
            try BinaryBench(quick: quick).run(into: &report)
        }
        if !selection.targets && !selection.framesOnly && !selection.renderOnly { try DatabaseBench(quick: quick).run(into: &report) }
        if !selection.databaseOnly && !selection.framesOnly && !selection.renderOnly {
            try targetBench.run(into: &report)
            try RenderBench(quick: quick, commands: commands).run(into: &report)
        }
        print(report.table())
        if let json = selection.json {
            try report.writeJSON(to: json)
            print("wrote \(json)")
        }
    }

    /// Fails at once, not after minutes of measuring, when `path` cannot be written: its
    /// directory must exist and be writable, and the file itself, if it exists, writable.
    static func checkWritable(_ path: String) throws {
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let writable = access(path, F_OK) == 0 ? access(path, W_OK) == 0 : access(directory.isEmpty ? "/" : directory, W_OK) == 0
        guard writable else { throw BenchError("cannot write --json '\(path)': \(String(cString: strerror(errno)))") }
    }
}
