import TerminalCore

/// What a key does in the viewer.
public enum ViewCommand: Hashable, Sendable {
    /// The arrows: scroll by a row or a column, or, in a section that scrolls sideways on its
    /// own, move the focus along it.
    case up, down, left, right
    case pageUp, pageDown, home, end
    case focusNext, focusPrevious
    /// `h j k l`: focus the nearest item that way.
    case focusLeft, focusDown, focusUp, focusRight
    /// Switch to the layout at this index (keys 1 to 9).
    case layout(Int)
    /// `n`: switch to the next layout offered (a Swift file's next builder), after the last the first.
    case nextLayout
    case insert, delete, undo, lift
    case zoomIn, zoomOut, resetZoom, rotate, textSmaller, textLarger
    case retry, reload, save, inspector, closeInspector, help, screenshot
    /// `]` `[`: with `--snapshots`, apply the next / go back to the previous snapshot.
    case nextApply, previousApply
    /// `q`: quit, asking first when edits are unsaved.
    case quit
    /// Ctrl-C: quit at once.
    case interrupt
    /// Ctrl-L: repaint every cell. The run loop's, in every mode (the view never sees it).
    case repaint
    /// In the help: any key but its scroll keys closes it.
    case closeHelp
    /// While a cell is lifted: drop it where it is (Enter, Space, `m`), put it back (Esc), or say
    /// what ends the drag (any other key).
    case drop, cancelMove, explainMove
    /// The answers to `q`'s unsaved-edits question.
    case saveAndQuit, discardAndQuit
    /// The answers to `w`'s question about a file changed on disk.
    case overwrite, reloadFromDisk
    /// Any other key while a question waits: keep things as they are.
    case cancelQuestion
}

/// What the viewer is doing when a key comes: each mode reads keys in its own table of `KeyMap`.
public enum KeyMode: Hashable, Sendable, CaseIterable {
    /// Browsing the collection: `KeyMap.bindings`, which the help lists.
    case browsing
    /// The help shows: its scroll keys scroll it, any other key closes it.
    case help
    /// A cell is lifted (`Space`, `m`, or a mouse drag).
    case moving
    /// `q` asked whether to save the unsaved edits.
    case quitQuestion
    /// `w` asked whether to overwrite a data file changed on disk.
    case overwriteQuestion
}

/// One row of the key map: the keys, how the help writes them, what they do.
public struct KeyBinding: Hashable, Sendable {
    /// The keys that run `command`.
    public var keys: [Key]
    /// The keys as the help's first column writes them, names separated by spaces (`PgUp PgDn`).
    public var label: String
    /// What the keys do, as the help says it.
    public var summary: String
    /// The command of each key, in the order of `keys`; empty for a row that only informs (keys
    /// the run loop, the drag or the terminal take).
    public var commands: [ViewCommand]

    public init(_ label: String, _ summary: String, _ pairs: [(Key, ViewCommand)] = []) {
        self.label = label
        self.summary = summary
        self.keys = pairs.map(\.0)
        self.commands = pairs.map(\.1)
    }
}

/// The viewer's keys, written once: key handling looks commands up here, and the `?` help, the
/// user guide's key table (checked by a test) and `--keys` names are read from it.
public enum KeyMap {
    /// The help row of the layout keys, whose label and summary depend on the layouts offered.
    static let layoutRow = 5

    /// Every binding, in the order the help lists them.
    public static let bindings: [KeyBinding] = [
        KeyBinding("↑ ↓ ← →", "scroll one row / column", [(.up, .up), (.down, .down), (.left, .left), (.right, .right)]),
        KeyBinding("PgUp PgDn", "scroll one screen", [(.pageUp, .pageUp), (.pageDown, .pageDown)]),
        KeyBinding("Home End", "go to the start / end", [(.home, .home), (.end, .end)]),
        KeyBinding("Tab S-Tab", "focus next / previous item", [(.tab, .focusNext), (.backTab, .focusPrevious)]),
        KeyBinding(
            "h j k l", "focus the nearest item left/down/up/right",
            [(.character("h"), .focusLeft), (.character("j"), .focusDown), (.character("k"), .focusUp), (.character("l"), .focusRight)]),
        KeyBinding(
            "1 2 3 4", "waterfall / flow / mosaic / horizontal",
            (1...9).map { (Key.character(Character(String($0))), ViewCommand.layout($0 - 1)) }),
        KeyBinding("n", "next layout (the Swift file's next builder)", [(.character("n"), .nextLayout)]),
        KeyBinding("i", "insert an item after the focus", [(.character("i"), .insert)]),
        KeyBinding("d Delete", "delete the focused item", [(.character("d"), .delete), (.delete, .delete), (.backspace, .delete)]),
        KeyBinding("u", "undo the last edit", [(.character("u"), .undo)]),
        KeyBinding("Space m", "lift the focused item to move it", [(.character(" "), .lift), (.character("m"), .lift)]),
        KeyBinding("  ↑↓←→", "move it; Enter drops, Esc puts back"),
        KeyBinding(
            "+ - =", "zoom in / out / back to 1× (also 0)",
            [(.character("+"), .zoomIn), (.character("-"), .zoomOut), (.character("_"), .zoomOut), (.character("="), .resetZoom), (.character("0"), .resetZoom)]),
        KeyBinding("r", "rotate the device", [(.character("r"), .rotate)]),
        KeyBinding("< >", "text size smaller / larger", [(.character("<"), .textSmaller), (.character(">"), .textLarger)]),
        KeyBinding("R", "retry a page that failed to load", [(.character("R"), .retry)]),
        KeyBinding("] [", "next / previous snapshot apply (--snapshots)", [(.character("]"), .nextApply), (.character("["), .previousApply)]),
        KeyBinding("Ctrl-R", "reload --layout-file, --data, --db changes", [(.ctrl("r"), .reload)]),
        KeyBinding("← →", "in a sideways section: move along it"),
        KeyBinding("w", "save the data (--data); [+]: unsaved", [(.character("w"), .save)]),
        KeyBinding("I", "inspect the focused item's attributes", [(.character("I"), .inspector), (.escape, .closeInspector)]),
        KeyBinding("S", "screenshot the screen to an SVG file", [(.character("S"), .screenshot)]),
        KeyBinding("mouse", "wheel scrolls, click focuses, drag moves"),
        KeyBinding("?", "this help (↑↓ scroll it, any other key closes)", [(.character("?"), .help)]),
        KeyBinding("Ctrl-L", "repaint the screen", [(.ctrl("l"), .repaint)]),
        KeyBinding("q", "quit (asks when edits are unsaved)", [(.character("q"), .quit)]),
        KeyBinding("Ctrl-C", "quit at once, never asking", [(.ctrl("c"), .interrupt)]),
        KeyBinding("Ctrl-Z", "stop; the shell's fg brings it back"),
    ]

    /// The keys of a mode other than browsing: its bindings and what every other key does there.
    public struct ModeKeys: Sendable {
        public var bindings: [KeyBinding]
        /// The command of a key the mode does not bind.
        public var otherKeys: ViewCommand
    }

    /// The keys of each mode but `.browsing` (whose keys are `bindings`), in the order the user
    /// guide lists them. The questions say their answers on the status line; the drag's row of
    /// `bindings` says its keys in the help.
    public static let modes: [KeyMode: ModeKeys] = [
        .help: ModeKeys(
            bindings: [KeyBinding("↑ ↓ PgUp PgDn", "scroll the help", [(.up, .up), (.down, .down), (.pageUp, .pageUp), (.pageDown, .pageDown)])],
            otherKeys: .closeHelp),
        .moving: ModeKeys(
            bindings: [
                KeyBinding("↑ ↓ ← →", "move the lifted item 16 points", [(.up, .up), (.down, .down), (.left, .left), (.right, .right)]),
                KeyBinding("Enter Space m", "drop it where it is", [(.enter, .drop), (.character(" "), .drop), (.character("m"), .drop)]),
                KeyBinding("Esc", "put everything back", [(.escape, .cancelMove)]),
                KeyBinding("?", "the help (the item stays lifted)", [(.character("?"), .help)]),
                KeyBinding("Ctrl-C", "put everything back and quit at once", [(.ctrl("c"), .interrupt)]),
            ],
            otherKeys: .explainMove),
        .quitQuestion: ModeKeys(
            bindings: [
                KeyBinding("s w y", "save and quit", [(.character("s"), .saveAndQuit), (.character("w"), .saveAndQuit), (.character("y"), .saveAndQuit)]),
                KeyBinding("d n", "discard the edits and quit", [(.character("d"), .discardAndQuit), (.character("n"), .discardAndQuit)]),
                KeyBinding("Ctrl-C", "quit at once", [(.ctrl("c"), .interrupt)]),
            ],
            otherKeys: .cancelQuestion),
        .overwriteQuestion: ModeKeys(
            bindings: [
                KeyBinding("o", "overwrite the file with your data", [(.character("o"), .overwrite)]),
                KeyBinding("r", "read the file again, dropping your edits", [(.character("r"), .reloadFromDisk)]),
                KeyBinding("Ctrl-C", "quit at once", [(.ctrl("c"), .interrupt)]),
            ],
            otherKeys: .cancelQuestion),
    ]

    private static let table: [Key: ViewCommand] = commandTable(bindings)

    /// The modes' tables, made once.
    private static let modeTables: [KeyMode: [Key: ViewCommand]] = modes.mapValues { commandTable($0.bindings) }

    /// `bindings` as a table; a key bound twice is a mistake in the map.
    private static func commandTable(_ bindings: [KeyBinding]) -> [Key: ViewCommand] {
        var table: [Key: ViewCommand] = [:]
        for binding in bindings {
            for (key, command) in zip(binding.keys, binding.commands) {
                precondition(table[key] == nil, "\(key) is bound twice")
                table[key] = command
            }
        }
        return table
    }

    /// The table again, indexed by `Key.denseIndex` for the keys that have one: every key read
    /// is looked up, and a named key or an ASCII character then costs no hashing.
    private static let dense: [ViewCommand?] = {
        var dense = [ViewCommand?](repeating: nil, count: Key.denseIndexCount)
        for (key, command) in table {
            if let index = key.denseIndex { dense[index] = command }
        }
        return dense
    }()

    /// The command of `key`, or nil when the key does nothing in the viewer.
    ///
    /// - Complexity: O(1).
    public static func command(for key: Key) -> ViewCommand? {
        if let index = key.denseIndex { return dense[index] }
        return table[key]
    }

    /// The keys bound to `command` (browsing), in the map's order.
    public static func keys(for command: ViewCommand) -> [Key] {
        bindings.flatMap { binding in zip(binding.keys, binding.commands).filter { $0.1 == command }.map(\.0) }
    }

    /// The command of `key` in `mode`: in `.browsing` as `command(for:)`; in another mode its
    /// binding there, else the mode's `otherKeys`.
    ///
    /// - Complexity: O(1).
    public static func command(for key: Key, in mode: KeyMode) -> ViewCommand? {
        guard mode != .browsing, let keys = modes[mode] else { return command(for: key) }
        return modeTables[mode]?[key] ?? keys.otherKeys
    }

    /// The help's lines, for layouts named `layoutNames` on keys 1, 2, …
    public static func helpLines(layoutNames: [String]) -> [String] {
        bindings.enumerated().map { index, binding in
            if index == layoutRow {
                let keys = (1...max(1, min(9, layoutNames.count))).map(String.init).joined(separator: " ")
                return keys.paddedTo(12) + layoutNames.prefix(9).joined(separator: " / ")
            }
            return binding.label.paddedTo(12) + binding.summary
        }
    }
}

extension String {
    /// The string padded with spaces to `width` columns.
    fileprivate func paddedTo(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - CharacterWidth.of(self)))
    }
}

extension Key {
    /// How many `denseIndex` values there are.
    static let denseIndexCount = 16 + 2 * 128

    /// A small number for a named key (0 to 15) or an ASCII character, plain or with Ctrl (16 to
    /// 271); nil for the others (a function key, a character beyond ASCII).
    var denseIndex: Int? {
        switch self {
        case .up: return 0
        case .down: return 1
        case .left: return 2
        case .right: return 3
        case .pageUp: return 4
        case .pageDown: return 5
        case .home: return 6
        case .end: return 7
        case .tab: return 8
        case .backTab: return 9
        case .enter: return 10
        case .escape: return 11
        case .backspace: return 12
        case .delete: return 13
        case .insert: return 14
        case .function: return nil
        case .character(let c): return Self.ascii(c).map { 16 + $0 }
        case .ctrl(let c): return Self.ascii(c).map { 16 + 128 + $0 }
        }
    }

    /// The ASCII code of a character of one byte in UTF-8 (so one ASCII scalar), else nil.
    private static func ascii(_ c: Character) -> Int? {
        let utf8 = c.utf8
        guard utf8.count == 1, let byte = utf8.first else { return nil }
        return Int(byte)
    }
}
