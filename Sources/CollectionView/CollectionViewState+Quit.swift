import CollectionLayout
import TerminalCore

extension CollectionViewState {
    /// What the status line says during a drag, and when a key a drag does not take is pressed.
    static let dragHint = "moving: Enter drops, Esc puts back, arrows move, ? help"
    /// The question `q` asks when there are unsaved edits.
    static let quitQuestion = "unsaved edits: s saves and quits, d discards and quits, Esc cancels"

    /// Whether edits were made since the data was loaded or last saved (only tracked when there
    /// is a file to save to).
    public var isModified: Bool { canSave && editCount != savedEditCount }

    /// Records that the data was saved: the modified mark goes.
    public func markSaved() {
        savedEditCount = editCount
        needsRedraw = true
    }

    /// `q`: quits at once without unsaved edits; with some, asks (save / discard / cancel).
    /// (Ctrl-C and SIGTERM never ask.)
    func requestQuit() -> ViewAction {
        guard isModified else { return .quit }
        confirmingQuit = true
        setStatus(Self.quitQuestion)
        return .none
    }

    /// The answer to the unsaved-edits question: `s`/`w`/`y` save and quit, `d`/`n` discard and
    /// quit, any other key (Esc, `q` pressed again by mistake) cancels. Ctrl-C quits.
    func answerQuit(_ key: Key) -> ViewAction {
        confirmingQuit = false
        needsRedraw = true
        switch key {
        case .character("s"), .character("w"), .character("y"): return .saveAndQuit
        case .character("d"), .character("n"): return .quit
        case .ctrl("c"): return .quit
        default:
            setStatus("not quitting")
            return .none
        }
    }
}
