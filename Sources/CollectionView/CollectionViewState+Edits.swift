import CollectionLayout
import CollectionModel
import TerminalCore

extension CollectionViewState {
    // MARK: - Edits

    /// Inserts a new item after the focused one and focuses it.
    public func insertAfterFocus(now: Double) {
        // An edit acts on what the screen shows.
        keepFocusOnScreen()
        var inserted: IndexPath?
        do {
            try animateChange(now: now, appearing: { inserted }) {
                let path = try data.insertItem(after: interaction.focus)
                edits.recordEdit()
                inserted = path
                dataChanged(from: data.firstChangedItem)
                interaction.focus = path
                scrollToVisible(path)
            }
        } catch {
            setStatus("cannot insert: \(error)")
        }
    }

    /// Deletes the focused item; the focus moves to the item that takes its place.
    public func deleteFocused(now: Double) {
        keepFocusOnScreen()
        guard let path = interaction.focus, data.exists(path) else { return setStatus("nothing to delete") }
        do {
            try animateChange(now: now, disappearing: path) {
                try data.deleteItem(at: path)
                edits.recordEdit()
                dataChanged(from: data.firstChangedItem)
                interaction.focus = data.validFocus(path)
                settle()
            }
        } catch {
            setStatus("cannot delete: \(error)")
        }
    }

    /// Undoes the last edit and focuses the item it touched.
    public func undo(now: Double) {
        guard data.canUndo else { return setStatus("nothing to undo") }
        do {
            try animateChange(now: now) {
                let path = try data.undo()
                edits.recordEdit()
                dataChanged(from: data.firstChangedItem)
                interaction.focus = data.validFocus(path ?? interaction.focus)
                if let focus = interaction.focus { scrollToVisible(focus) } else { settle() }
            }
        } catch {
            setStatus("cannot undo: \(error)")
        }
    }

    /// Ctrl-R: reads again what comes from outside. The files are the app's to read (it watches
    /// them: `.reload`); the data source's changes (`--db`) are the view's, diffed and animated
    /// when they arrive.
    func reloadFromOutside(now: Double) -> ViewAction {
        if fileStatus.watchesFiles { return .reload }
        reloadSource(quietly: false)
        return .none
    }

    /// Asks the data source for its outside changes (`--db`); says so unless `quietly` (the app
    /// says what it read first).
    public func reloadSource(quietly: Bool) {
        if data.reloadFromSource() {
            if !quietly { setStatus("reloading…") }
        } else if !quietly {
            setStatus("nothing to reload: start cvsim with --layout-file, --data or --db")
        }
    }
}

extension CollectionViewState {
    // MARK: - Drag

    /// Lifts the item at `path` for an interactive move; false when it cannot move.
    @discardableResult
    public func lift(_ path: IndexPath) -> Bool {
        guard !interaction.isDragging, layouts.error == nil, let frame = shownFrame(of: path) else { return false }
        do {
            try data.beginInteractiveMovement(at: path)
        } catch {
            setStatus("cannot move: \(error)")
            return false
        }
        interaction.focus = path
        interaction.drag = DragSession(origin: path, current: path, itemID: data.itemID(at: path), position: frame.center, size: frame.size)
        needsRedraw = true
        return true
    }

    /// Moves the lifted cell by `dx`, `dy` points; the others reflow around its proposed target
    /// and the view scrolls when the cell nears an edge.
    public func moveLifted(dx: Double, dy: Double, now: Double) {
        guard let lifted = interaction.drag else { return }
        let vertical = layout.scrollDirection == .vertical
        let sideways = orthogonalLayout?.orthogonalSection(lifted.current.section) != nil
        let session = lifted.moved(dx: dx, dy: dy, within: layout.contentSize, sideways: sideways, vertical: vertical)
        interaction.drag = session
        let proposed = moveTarget(for: session.current, at: session.position)
        let target = session.stableTarget(proposed, along: vertical ? dy : dx)
        if target != session.current {
            animateChange(now: now) {
                do {
                    try data.updateInteractiveMovement(to: target)
                    interaction.drag?.left = session.current
                    interaction.drag?.current = target
                    interaction.focus = target
                    dataChanged(from: min(session.current, target))
                } catch {
                    chrome.statusMessage = "cannot move there: \(error)"
                }
            }
        }
        // Scroll so the lifted cell, plus a row or column of margin, stays on screen.
        let frame = interaction.drag?.frame ?? session.frame
        let margin = Rect(
            x: frame.minX - viewport.columnPoints, y: frame.minY - viewport.rowPoints,
            width: frame.width + 2 * viewport.columnPoints, height: frame.height + 2 * viewport.rowPoints)
        scrollToVisible(rect: margin)
        needsRedraw = true
    }

    /// Drops the lifted cell where it is: one move in the data.
    public func drop(now: Double) {
        guard let session = interaction.drag else { return }
        animateChange(now: now) {
            do {
                try data.endInteractiveMovement()
                if session.current != session.origin { edits.recordEdit() }
            } catch {
                chrome.statusMessage = "cannot move: \(error)"
            }
            interaction.drag = nil
            interaction.focus = data.validFocus(session.current)
            dataChanged(from: min(session.origin, session.current))
            if let focus = interaction.focus { scrollToVisible(focus) }
        }
    }

    /// Puts the lifted cell and every other back where they were.
    public func cancelDrag(now: Double) {
        guard let session = interaction.drag else { return }
        animateChange(now: now) {
            data.cancelInteractiveMovement()
            interaction.drag = nil
            interaction.focus = data.validFocus(session.origin)
            dataChanged(from: min(session.origin, session.current))
            if let focus = interaction.focus { scrollToVisible(focus) }
        }
    }
}

extension CollectionViewState {
    // MARK: - Saving and quitting

    /// What the status line says during a drag, and when a key a drag does not take is pressed.
    static let dragHint = "moving: Enter drops, Esc puts back, arrows move, ? help"

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
        setStatus(edits.askToOverwrite(name, then: action))
    }

    /// `q`: quits at once without unsaved edits; with some, asks (save / discard / cancel).
    /// (Ctrl-C and SIGTERM never ask.)
    func requestQuit() -> ViewAction {
        guard let question = edits.requestQuit(modified: isModified) else { return .quit }
        setStatus(question)
        return .none
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
            interaction.focus = data.validFocus(interaction.focus)
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
        LayoutEnvironment(containerSize: viewport.bounds.size, contentSizeCategory: sizing.category, safeAreaInsets: screenInsets.device)
    }
}

extension CollectionViewState {
    /// `]` (`by: 1`) applies the next snapshot of `--snapshots`, `[` (`by: -1`) goes back to the
    /// previous one: animated as UIKit animates the staged changeset (deletes fade, inserts appear,
    /// moves slide) unless the apply says `animatingDifferences: false`, with the content offset
    /// kept. The status line names the apply, its counts and how far the screen jumped; past the
    /// last apply, the step UIKit refuses and its reason, the last good state kept.
    func stepSnapshots(by delta: Int, now: Double) {
        guard var player = snapshots else { return setStatus("no snapshots: start cvsim run with --snapshots FILE") }
        let target = player.current + delta
        guard target >= 0 else { return setStatus("\(player.describe(0)) is the first apply") }
        guard target < player.applies.count else {
            guard let failure = player.failure else { return setStatus("\(player.describe(player.current)) is the last apply") }
            return setStatus(
                "UIKit raises at step \(failure.step) (\(failure.call)): \(failure.exception) — kept \(player.describe(player.current))")
        }
        let from = player.applies[player.current].after.withoutMarks
        let apply = player.applies[target]
        let to = delta > 0 ? apply.after : apply.after.withoutMarks
        let changeset = delta > 0 ? apply.changeset : ((try? Diff.staged(from: from, to: to)) ?? SnapshotChangeset())
        let anchor = firstVisibleItem(in: from)
        // The focus follows its item, as a cell keeps its focus across an apply; else its place.
        let focused = interaction.focus.flatMap { SnapshotPlayer.identifier(at: $0, in: from) }
        let change = {
            do {
                try self.data.applyBatch(changeset.batchUpdate(to: to))
            } catch {
                // The model refuses a combination UIKit takes: the plain diff by position does it.
                try self.data.applyBatch(Diff.batch(from: from.sections, to: to.withoutMarks.sections))
            }
            self.dataChanged(from: self.data.firstChangedItem)
            self.interaction.focus = self.data.validFocus(focused.flatMap { SnapshotPlayer.place(of: $0, in: to) } ?? self.interaction.focus)
            // The offset is kept, but not past the end of content that shrank (UIKit's scroll
            // view clamps it at its next layout); the focus stays with its item, on screen or not.
            self.keepOffsetInContent()
        }
        do {
            if apply.animatingDifferences { try animateChange(now: now, change) } else { try change() }
        } catch {
            return setStatus("cannot apply \"\(apply.name)\": \(error)")
        }
        player.current = target
        snapshots = player
        var status = "\(player.describe(target)): \(SnapshotPlayer.counts(changeset))"
        if let anchor, let jump = jump(of: anchor, in: to), abs(jump) >= 0.5 {
            status += "; the screen jumped \(Self.format(abs(jump))) pt \(jump > 0 ? "down" : "up") (\(anchor.id))"
        }
        setStatus(status)
        needsRedraw = true
    }

    /// The topmost (then leftmost) cell on screen: its identifier and how far below the top of
    /// the visible rect it starts.
    private func firstVisibleItem(in snapshot: DiffableSnapshot) -> (id: String, y: Double)? {
        let visible = viewport.visibleRect
        let first = layout.layoutAttributesForElements(in: visible)
            .filter { $0.category == .cell }
            .min { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        guard let first, let id = SnapshotPlayer.identifier(at: first.indexPath, in: snapshot) else { return nil }
        return (id, first.frame.minY - visible.minY)
    }

    /// How far `anchor` moved on screen, once laid out in `snapshot`; `nil` when it is gone.
    private func jump(of anchor: (id: String, y: Double), in snapshot: DiffableSnapshot) -> Double? {
        guard let path = SnapshotPlayer.place(of: anchor.id, in: snapshot), let frame = layout.layoutAttributesForItem(at: path)?.frame else {
            return nil
        }
        return frame.minY - viewport.visibleRect.minY - anchor.y
    }
}

extension CollectionViewState {
    /// Starts stepping through `player`'s applies; the data shows its first apply already.
    public func showSnapshots(_ player: SnapshotPlayer) {
        snapshots = player
        let first = player.applies[0]
        setStatus("\(player.describe(0)): \(SnapshotPlayer.counts(first.changeset)) — ] next apply, [ previous")
    }
}
