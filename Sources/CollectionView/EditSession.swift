/// The edits of a session with a file to save to: how many were made and saved, and the
/// questions waiting for an answer (quit with unsaved edits; overwrite a file changed on disk).
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

    /// Whether the data differs from what was saved: the data source's comparison when it can
    /// make one, else whether edits were made since the save. Never when there is no file.
    func isModified(differsFromSaved: Bool?) -> Bool {
        canSave && (differsFromSaved ?? (editCount != savedEditCount))
    }

    /// Counts one edit.
    mutating func recordEdit() { editCount += 1 }

    /// Takes the data as it is now as the saved one.
    mutating func markSaved() { savedEditCount = editCount }
}
