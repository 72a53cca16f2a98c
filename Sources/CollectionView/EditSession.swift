/// The edits of a session with a file to save to: how many were made and saved, and the
/// questions waiting for an answer (quit with unsaved edits; overwrite a file changed on disk)
/// with what their answers do.
package struct EditSession {
    /// There is a file that `w` saves to: unsaved edits are marked and `q` asks about them.
    package var canSave = false
    /// Edits (insert, delete, undo, drop) made so far, and how many there were at the last save.
    var editCount = 0
    var savedEditCount = 0
    /// `q` with unsaved edits asked whether to save; the next key answers.
    var confirmingQuit = false
    /// `w` found the data file changed on disk and asked whether to overwrite it; the next key
    /// answers, and this is what `o` (overwrite) then does (`.save` or `.saveAndQuit`).
    package internal(set) var confirmingOverwrite: ViewAction?

    /// The question `q` asks when there are unsaved edits.
    static let quitQuestion = "unsaved edits: s saves and quits, d discards and quits, Esc cancels"

    /// The question `w` asks when the data file `name` changed on disk.
    static func overwriteQuestion(_ name: String) -> String {
        "\(name) changed on disk: o overwrites it, r reloads it (drops your edits), Esc cancels"
    }

    /// Whether a question waits for the next key, and which (the overwrite question first).
    var question: KeyMode? {
        if confirmingOverwrite != nil { return .overwriteQuestion }
        return confirmingQuit ? .quitQuestion : nil
    }

    /// Whether the data differs from what was saved: the data source's comparison when it can
    /// make one, else whether edits were made since the save. Never when there is no file.
    func isModified(differsFromSaved: Bool?) -> Bool {
        canSave && (differsFromSaved ?? (editCount != savedEditCount))
    }

    /// Counts one edit.
    mutating func recordEdit() { editCount += 1 }

    /// Takes the data as it is now as the saved one.
    mutating func markSaved() { savedEditCount = editCount }

    /// `q`: the question to ask when the data is `modified` (the next key answers it), or nil to
    /// quit at once.
    mutating func requestQuit(modified: Bool) -> String? {
        guard modified else { return nil }
        confirmingQuit = true
        return Self.quitQuestion
    }

    /// Asks before `action` (`.save` or `.saveAndQuit`) whether to overwrite the data file
    /// `name`, which changed on disk; returns the question.
    mutating func askToOverwrite(_ name: String, then action: ViewAction) -> String {
        confirmingOverwrite = action
        return Self.overwriteQuestion(name)
    }

    /// Answers the waiting question with `command` (the key's in the question's mode of
    /// `KeyMap`) and clears it: what the run loop does, and what the status line says then.
    ///
    /// The overwrite question: `.overwrite` does what `w` was about to do, `.reloadFromDisk`
    /// reads the file again; the quit question: `.saveAndQuit`, `.discardAndQuit`. Ctrl-C
    /// (`.interrupt`) quits from either; any other key cancels.
    mutating func answer(_ command: ViewCommand) -> (action: ViewAction, status: String?) {
        if let pending = confirmingOverwrite {
            confirmingOverwrite = nil
            switch command {
            case .overwrite: return (pending, nil)
            case .reloadFromDisk: return (.reloadData, nil)
            case .interrupt: return (.quit, nil)
            default: return (.none, "not saved")
            }
        }
        confirmingQuit = false
        switch command {
        case .saveAndQuit: return (.saveAndQuit, nil)
        case .discardAndQuit, .interrupt: return (.quit, nil)
        default: return (.none, "not quitting")
        }
    }
}
