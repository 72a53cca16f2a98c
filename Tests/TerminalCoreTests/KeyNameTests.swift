import Testing
import TerminalCore

struct KeyNameTests {
    static let everyKey: [Key] =
        [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .backTab, .enter, .escape, .backspace, .delete, .insert]
        + (1...20).map(Key.function) + ["a", "r", "z"].map(Key.ctrl)
        + ["a", "Z", "1", "?", "<", ">", "+", " ", ",", "S", "I", "é", "界"].map(Key.character)

    @Test(arguments: everyKey)
    func everyKeyReadsBackFromItsName(key: Key) {
        #expect(Key(name: key.name) == key, "\(key.name)")
    }

    @Test(arguments: [
        ("Escape", Key.escape), ("esc", .escape), ("Return", .enter), ("PageUp", .pageUp), ("pagedown", .pageDown),
        ("BTab", .backTab), ("Shift-Tab", .backTab), ("↓", .down), ("↑", .up), ("←", .left), ("→", .right),
        ("C-r", .ctrl("r")), ("ctrl-L", .ctrl("l")), ("^c", .ctrl("c")), ("Del", .delete), ("f12", .function(12)),
    ])
    func otherSpellingsNameTheSameKeys(name: String, key: Key) {
        #expect(Key(name: name) == key)
    }

    @Test(arguments: ["Bogus", "Ctrl-", "Ctrl-12", "F0", "F21", "\u{7}", "Downn"])
    func unknownNamesAreNoKey(name: String) {
        #expect(Key(name: name) == nil)
    }

    @Test func aScriptRepeatsKeysAndPauses() throws {
        let steps = try KeyScript.parse("Down*3, Tab,i,Enter,Escape,wait:300,Comma,*")
        let keys: [Key] = [.down, .down, .down, .tab, .character("i"), .enter, .escape]
        #expect(steps == keys.map { .event(.key($0)) } + [.wait(milliseconds: 300), .event(.key(.character(","))), .event(.key(.character("*")))])
    }

    @Test(arguments: [
        ("Down,Bogus", "--keys: unknown key 'Bogus' (names as in the viewer's ? help: Down, PgDn, S-Tab, Enter, Esc, Space, Ctrl-R, i, …)"),
        ("Down,,Up", "--keys 'Down,,Up': an empty key name (write Comma for the comma key)"),
        ("Down*0", "--keys: 'Down*0': the count after * must be from 1 to 10000"),
        ("wait:x", "--keys: 'wait:x' must be wait:N with N from 0 to 600000 milliseconds"),
    ])
    func aBadScriptIsOneLine(script: String, message: String) {
        #expect(throws: KeyScript.Error(description: message)) { try KeyScript.parse(script) }
    }
}
