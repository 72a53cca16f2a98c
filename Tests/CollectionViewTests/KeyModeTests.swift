import CollectionLayout
import Foundation
import Testing
@testable import CollectionView
import TerminalCore

/// The keys of the modes beside browsing — the help, a drag, the unsaved-edits and overwrite
/// questions — come from `KeyMap.modes` as browsing's come from `KeyMap.bindings`; each part
/// answers its mode's commands.
@Suite struct KeyModeTests {
    /// Every key a terminal can send the viewer, near enough: named keys, ASCII characters plain
    /// and with Ctrl, function keys, characters beyond ASCII.
    static let everyKey: [Key] = {
        var keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .backTab, .enter, .escape, .backspace, .delete, .insert]
        keys += (1...12).map { Key.function($0) }
        for value in UInt8(0x20)...UInt8(0x7E) { keys.append(.character(Character(Unicode.Scalar(value)))) }
        for value in UInt8(ascii: "a")...UInt8(ascii: "z") { keys.append(.ctrl(Character(Unicode.Scalar(value)))) }
        keys += ["é", "界"].map { Key.character($0) }
        return keys
    }()

    @Test func eachModeRunsItsBindingsAndItsDefaultForEveryOtherKey() {
        for (mode, keys) in KeyMap.modes {
            var bound: [Key: ViewCommand] = [:]
            for binding in keys.bindings {
                #expect(binding.keys.count == binding.commands.count)
                for (key, command) in zip(binding.keys, binding.commands) {
                    #expect(bound[key] == nil, "\(key.name) is bound twice in \(mode)")
                    bound[key] = command
                }
                for name in binding.label.split(separator: " ") { #expect(Key(name: String(name)) != nil, "\(name)") }
            }
            for key in Self.everyKey {
                #expect(KeyMap.command(for: key, in: mode) == bound[key] ?? keys.otherKeys, "\(mode) \(key.name)")
            }
        }
        for key in Self.everyKey { #expect(KeyMap.command(for: key, in: .browsing) == KeyMap.command(for: key)) }
        #expect(Set(KeyMap.modes.keys) == Set(KeyMode.allCases.filter { $0 != .browsing }))
    }

    /// The answers as the view hard-coded them before the key map had modes.
    static func referenceQuitAnswer(_ key: Key) -> (ViewAction, String?) {
        switch key {
        case .character("s"), .character("w"), .character("y"): return (.saveAndQuit, nil)
        case .character("d"), .character("n"), .ctrl("c"): return (.quit, nil)
        default: return (.none, "not quitting")
        }
    }

    static func referenceOverwriteAnswer(_ key: Key, pending: ViewAction) -> (ViewAction, String?) {
        switch key {
        case .character("o"): return (pending, nil)
        case .character("r"): return (.reloadData, nil)
        case .ctrl("c"): return (.quit, nil)
        default: return (.none, "not saved")
        }
    }

    @Test func everyKeyAnswersTheQuestionsAsBefore() throws {
        for key in Self.everyKey {
            var quit = EditSession()
            #expect(quit.requestQuit(modified: true) == EditSession.quitQuestion)
            #expect(quit.question == .quitQuestion)
            let answer = quit.answer(try #require(KeyMap.command(for: key, in: .quitQuestion)))
            let expected = Self.referenceQuitAnswer(key)
            #expect(answer.action == expected.0 && answer.status == expected.1, "q then \(key.name)")
            #expect(quit.question == nil, "an answer clears the question")
            for pending in [ViewAction.save, .saveAndQuit] {
                var overwrite = EditSession()
                _ = overwrite.askToOverwrite("data.json", then: pending)
                #expect(overwrite.question == .overwriteQuestion)
                let answer = overwrite.answer(try #require(KeyMap.command(for: key, in: .overwriteQuestion)))
                let expected = Self.referenceOverwriteAnswer(key, pending: pending)
                #expect(answer.action == expected.0 && answer.status == expected.1, "w then \(key.name)")
                #expect(overwrite.question == nil)
            }
        }
        var session = EditSession()
        #expect(session.requestQuit(modified: false) == nil, "nothing unsaved: q quits at once")
        #expect(session.question == nil)
    }

    @Test func theViewAnswersThroughTheKeyMap() throws {
        for key in [Key.character("s"), .character("d"), .escape, .character("q"), .ctrl("c")] {
            let view = try makeView()
            view.edits.canSave = true
            view.type("i")
            #expect(view.press(.character("q")) == .none)
            #expect(view.keyMode == .quitQuestion)
            #expect(view.chrome.statusMessage == EditSession.quitQuestion)
            let expected = Self.referenceQuitAnswer(key)
            #expect(view.press(key) == expected.0, "\(key.name)")
            #expect(view.chrome.statusMessage == expected.1)
            #expect(view.keyMode == .browsing)
        }
    }

    /// The drag's keys as the view hard-coded them: arrows move 16 pt, Enter Space m drop, Esc
    /// puts back, Ctrl-C puts back and quits, `?` opens the help, any other key says the hint.
    @Test func everyKeyWhileMovingDoesWhatItDidBefore() throws {
        for key in Self.everyKey {
            let view = try makeView(width: 60, height: 24)
            view.setFocus(IndexPath(section: 0, item: 2))
            view.type(" ")
            #expect(view.keyMode == .moving)
            let before = try #require(view.interaction.drag)
            let action = view.press(key)
            switch key {
            case .up, .down, .left, .right:
                let moved = try #require(view.interaction.drag, "\(key.name) keeps the item lifted")
                #expect(moved.position != before.position, "\(key.name) moves the lifted cell")
                #expect(action == .none)
            case .enter, .character(" "), .character("m"), .escape:
                #expect(view.interaction.drag == nil, "\(key.name) ends the drag")
                #expect(action == .none)
            case .ctrl("c"):
                #expect(view.interaction.drag == nil && action == .quit)
            case .character("?"):
                #expect(view.chrome.showsHelp && view.interaction.drag == before)
                #expect(view.keyMode == .help)
            default:
                #expect(view.interaction.drag == before, "\(key.name) leaves the item where it is")
                #expect(view.chrome.statusMessage == CollectionViewState.dragHint, "\(key.name)")
                #expect(action == .none)
            }
        }
    }

    /// Random help keys in random terminal heights: the help's first line stays where the box is
    /// full (0 … lines − rows shown), as its title says, and any other key closes the help.
    @Test func theHelpScrollStaysInsideTheHelp() throws {
        let lines = KeyMap.bindings.count
        for seed in 0..<300 {
            var rng = SplitMix64(seed: UInt64(seed))
            let height = 8 + Int(rng.next() % 40)
            let view = try makeView(width: 80, height: height)
            view.type("?")
            var expected = 0
            let shown = min(height - 1, lines + 2) - 2
            for _ in 0..<12 {
                let key = [Key.up, .down, .pageUp, .pageDown][Int(rng.next() % 4)]
                view.press(key)
                let page = max(1, height - 4)
                expected += key == .up ? -1 : key == .down ? 1 : key == .pageUp ? -page : page
                expected = max(0, min(expected, lines - shown))
                #expect(view.chrome.helpScroll == expected, "seed \(seed)")
                let title = lines > shown ? " Keys \(expected + 1)-\(expected + shown)/\(lines)" : " Keys "
                #expect(screen(view).contains(title), "seed \(seed): \(title)")
            }
            if rng.next() % 2 == 0 {
                // A shorter terminal keeps the box full too.
                view.handle(.resize(width: 80, height: 8), now: 0)
                #expect(view.chrome.helpScroll == min(expected, lines - (min(7, lines + 2) - 2)))
            }
            view.type("q")
            #expect(!view.chrome.showsHelp && view.keyMode == .browsing, "q closes the help, never quits")
        }
    }

    /// The user guide lists each mode's keys, in `KeyMode` order, as `KeyMap.modes` binds them.
    @Test func theUserGuideListsEveryModesKeys() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("docs/user-guide.md"), encoding: .utf8)
        let section = try #require(guide.components(separatedBy: "\n### Keys in the other modes\n").dropFirst().first)
        let table = try #require(section.components(separatedBy: "\n\n").first { $0.hasPrefix("| Mode |") })
        let rows = table.split(separator: "\n").dropFirst(2).map { row in
            row.dropFirst(2).components(separatedBy: " | ").prefix(2).joined(separator: " | ")
        }
        var expected: [String] = []
        for mode in KeyMode.allCases where mode != .browsing {
            let keys = try #require(KeyMap.modes[mode])
            for binding in keys.bindings {
                expected.append("\(Self.modeName(mode)) | " + KeyMapTests.guideLabel(binding.label))
            }
            expected.append("\(Self.modeName(mode)) | any other key")
        }
        #expect(rows == expected)
    }

    static func modeName(_ mode: KeyMode) -> String {
        switch mode {
        case .browsing: return "browsing"
        case .help: return "help"
        case .moving: return "moving"
        case .quitQuestion: return "quit question"
        case .overwriteQuestion: return "overwrite question"
        }
    }
}
