import CollectionLayout

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
    public var isModified: Bool { canSave && (data.differsFromSaved ?? (editCount != savedEditCount)) }

    /// Records that the data was saved: the modified mark goes.
    public func markSaved() {
        savedEditCount = editCount
        // Only a file's data is compared with what was saved (a database keeps every edit).
        if canSave { data.markSaved() }
        needsRedraw = true
    }

    /// `w` (and the answer "save" to the unsaved-edits question): saves, unless the data file
    /// changed on disk since it was read or written, when it asks first (overwrite / reload /
    /// cancel) and `then` waits for the answer.
    func requestSave(then action: ViewAction) -> ViewAction {
        guard let dataFile else { return action }
        dataFile.check()
        guard dataFile.changedOnDisk else { return action }
        confirmingOverwrite = action
        setStatus(Self.overwriteQuestion(dataFile.displayName))
        return .none
    }

    /// The answer to the overwrite question: `o` overwrites (saves), `r` reloads the file and
    /// drops the edits, any other key cancels. Ctrl-C quits.
    func answerOverwrite(_ key: Key, now: Double) -> ViewAction {
        let pending = confirmingOverwrite ?? .save
        confirmingOverwrite = nil
        needsRedraw = true
        switch key {
        case .character("o"): return pending
        case .character("r"):
            reloadDataFile(now: now)
            return .none
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
        case .character("s"), .character("w"), .character("y"): return requestSave(then: .saveAndQuit)
        case .character("d"), .character("n"): return .quit
        case .ctrl("c"): return .quit
        default:
            setStatus("not quitting")
            return .none
        }
    }
}

// MARK: - The data file

extension CollectionViewState {
    /// Looks at the data file's stamp at most every `DataFileWatch.interval` seconds and says on
    /// the status line when another program changed it.
    func checkDataFile(now: Double) {
        guard let dataFile, now >= dataFile.nextCheck else { return }
        dataFile.nextCheck = now + DataFileWatch.interval
        guard dataFile.check() else { return }
        setStatus(
            isModified
                ? "\(dataFile.displayName) changed on disk: w asks before overwriting it"
                : "\(dataFile.displayName) changed on disk: Ctrl-R loads it")
    }

    /// Reads the data file again (Ctrl-R, or `r` to the overwrite question): its items replace
    /// the data, animated as an outside change; the undo history goes.
    func reloadDataFile(now: Double) {
        guard let dataFile else { return }
        do {
            try animateChange(now: now) {
                try dataFile.reload()
                savedEditCount = editCount
                dataChanged()
                focus = validFocus(focus)
                if let focus { scrollToVisible(focus) } else { settle() }
            }
            setStatus("reloaded \(dataFile.displayName)")
        } catch {
            setStatus("cannot reload: \(error)")
        }
    }
}
