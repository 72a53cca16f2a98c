import CollectionLayout
import TerminalCore

extension CollectionViewState {
    /// What the status line says during a drag, and when a key a drag does not take is pressed.
    static let dragHint = "moving: Enter drops, Esc puts back, arrows move, ? help"
    /// The question `q` asks when there are unsaved edits.
    static let quitQuestion = "unsaved edits: s saves and quits, d discards and quits, Esc cancels"

    /// The question `w` asks when the data file changed on disk.
    static func overwriteQuestion(_ name: String) -> String {
        "\(name) changed on disk: o overwrites it, r reloads it (drops your edits), Esc cancels"
    }

    /// Whether the data differs from what its file holds (only tracked when there is a file to
    /// save to): an edit undone, or undone by its opposite (an insert and the delete of that
    /// item), leaves it unmodified. A data source that cannot compare counts edits instead.
    public var isModified: Bool { edits.isModified(differsFromSaved: data.differsFromSaved) }

    /// Records that the data was saved: the modified mark goes.
    public func markSaved() {
        edits.markSaved()
        // Only a file's data is compared with what was saved (a database keeps every edit).
        if edits.canSave { data.markSaved() }
        needsRedraw = true
    }

    /// Asks whether to overwrite the data file `name`, which changed on disk, before `action`
    /// (`.save` or `.saveAndQuit`): the next key answers — `o` overwrites (the view then returns
    /// `action`), `r` reloads the file (`.reloadData`), any other key cancels.
    public func askToOverwrite(_ name: String, then action: ViewAction) {
        edits.confirmingOverwrite = action
        setStatus(Self.overwriteQuestion(name))
    }

    /// The answer to the overwrite question: `o` overwrites (saves), `r` reloads the file and
    /// drops the edits, any other key cancels. Ctrl-C quits.
    func answerOverwrite(_ key: Key, now: Double) -> ViewAction {
        let pending = edits.confirmingOverwrite ?? .save
        edits.confirmingOverwrite = nil
        needsRedraw = true
        switch key {
        case .character("o"): return pending
        case .character("r"): return .reloadData
        case .ctrl("c"): return .quit
        default:
            setStatus("not saved")
            return .none
        }
    }

    /// `q`: quits at once without unsaved edits; with some, asks (save / discard / cancel).
    /// (Ctrl-C and SIGTERM never ask.)
    func requestQuit() -> ViewAction {
        guard isModified else { return .quit }
        edits.confirmingQuit = true
        setStatus(Self.quitQuestion)
        return .none
    }

    /// The answer to the unsaved-edits question: `s`/`w`/`y` save and quit, `d`/`n` discard and
    /// quit, any other key (Esc, `q` pressed again by mistake) cancels. Ctrl-C quits.
    func answerQuit(_ key: Key) -> ViewAction {
        edits.confirmingQuit = false
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

// MARK: - Data from outside

extension CollectionViewState {
    /// Replaces the data with what `reload` puts in the data source (a data file read again),
    /// animated as an outside change; the data is then as saved, and the focus stays on the
    /// nearest item.
    ///
    /// - Throws: what `reload` throws; the data is then unchanged.
    public func reloadData(now: Double, _ reload: () throws -> Void) rethrows {
        try animateChange(now: now) {
            try reload()
            edits.markSaved()
            dataChanged()
            interaction.focus = validFocus(interaction.focus)
            if let focus = interaction.focus { scrollToVisible(focus) } else { settle() }
        }
    }

    /// What the app says about the files it watches (the status line shows it; Ctrl-R goes to
    /// the app when it watches any).
    public var fileStatus: WatchedFileStatus {
        get { chrome.files }
        set {
            guard newValue != chrome.files else { return }
            chrome.files = newValue
            needsRedraw = true
        }
    }

    /// The environment a layout file is read for: the bounds' size and the text size.
    public var layoutEnvironment: LayoutEnvironment {
        LayoutEnvironment(containerSize: viewport.bounds.size, contentSizeCategory: scroll.textState.category)
    }
}
