import Foundation
import TerminalCore
import Testing
@testable import CollectionView

/// The key map is the one description of the keys: the help and the user guide are read from it
/// (or checked against it), and key handling looks commands up in it.
struct KeyMapTests {
    /// The first column of the user guide's key table, row by row.
    static func guideKeyColumn(filePath: String = #filePath) throws -> [String] {
        let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("docs/user-guide.md"), encoding: .utf8)
        let section = try #require(guide.components(separatedBy: "\n## Keys\n").dropFirst().first)
        let table = section.components(separatedBy: "\n\n").first { $0.hasPrefix("| Key |") } ?? ""
        return table.split(separator: "\n").dropFirst(2).map { row in
            String(row.dropFirst(2).components(separatedBy: " | ").first ?? "")
        }
    }

    /// A help label as the guide writes it: each name in backticks.
    static func guideLabel(_ label: String) -> String {
        label.split(separator: " ").map { "`\($0)`" }.joined(separator: " ")
    }

    @Test func theUserGuidesKeyTableListsTheKeyMapInOrder() throws {
        #expect(try Self.guideKeyColumn() == KeyMap.bindings.map { Self.guideLabel($0.label) })
    }

    @Test func theHelpIsTheKeyMap() {
        let lines = KeyMap.helpLines(layoutNames: ["waterfall", "flow", "mosaic", "horizontal"])
        #expect(lines.count == KeyMap.bindings.count)
        for (line, binding) in zip(lines, KeyMap.bindings) {
            #expect(line.hasPrefix(binding.label) && line.hasSuffix(binding.summary), "\(line)")
        }
    }

    @Test func everyBoundKeyRunsItsCommand() {
        for binding in KeyMap.bindings {
            for (key, command) in zip(binding.keys, binding.commands) {
                #expect(KeyMap.command(for: key) == command, "\(key.name)")
            }
        }
        #expect(KeyMap.command(for: .character("S")) == .screenshot)
        #expect(KeyMap.command(for: .character("x")) == nil)
    }

    /// The keys of a command are exactly the keys whose command it is, for every command bound.
    @Test func theKeysOfACommandAreTheKeysThatRunIt() {
        let commands = Set(KeyMap.bindings.flatMap(\.commands))
        #expect(commands.count > 20)
        for command in commands {
            let keys = KeyMap.keys(for: command)
            #expect(!keys.isEmpty)
            for key in keys { #expect(KeyMap.command(for: key) == command, "\(key.name)") }
            let running = KeyMap.bindings.flatMap(\.keys).filter { KeyMap.command(for: $0) == command }
            #expect(Set(running) == Set(keys), "\(command)")
        }
        #expect(KeyMap.keys(for: .repaint) == [.ctrl("l")])
    }

    @Test func everyHelpLabelNamesKeysThatKeysScriptsTake() {
        // The help's names are the names `--keys` reads (the arrows as drawn, `S-Tab`, `Ctrl-R`…).
        for binding in KeyMap.bindings where !binding.keys.isEmpty {
            for name in binding.label.split(separator: " ") {
                #expect(Key(name: String(name)) != nil, "\(name)")
            }
        }
    }

    @Test func sAsksTheRunLoopForAScreenshot() throws {
        let view = try makeView()
        #expect(view.handle(.key(.character("S")), now: 0) == .screenshot)
    }

    /// The array lookup answers as the table: every bound key, and unbound named keys, ASCII and
    /// Ctrl characters, characters beyond ASCII and function keys.
    @Test func lookingUpByDenseIndexAnswersAsTheBindings() {
        var expected: [Key: ViewCommand] = [:]
        for binding in KeyMap.bindings {
            for (key, command) in zip(binding.keys, binding.commands) { expected[key] = command }
        }
        var keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .backTab, .enter, .escape, .backspace, .delete, .insert]
        keys += (1...20).map { Key.function($0) }
        for value in UInt8(0)...UInt8(0x7F) {
            keys.append(.character(Character(Unicode.Scalar(value))))
            keys.append(.ctrl(Character(Unicode.Scalar(value))))
        }
        keys += ["é", "界", "\r\n", "👍"].flatMap { [Key.character($0), Key.ctrl($0)] }
        keys += expected.keys
        var indices: [Int: Key] = [:]
        for key in keys {
            #expect(KeyMap.command(for: key) == expected[key], "\(key)")
            if let index = key.denseIndex {
                #expect((0..<Key.denseIndexCount).contains(index))
                // Two keys never share an index.
                #expect(indices[index].map { $0 == key } ?? true, "\(key) and \(indices[index]!)")
                indices[index] = key
            }
        }
    }
}
