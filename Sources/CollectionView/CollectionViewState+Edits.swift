import CollectionLayout
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
                edits.editCount += 1
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
        guard let path = interaction.focus, exists(path) else { return setStatus("nothing to delete") }
        do {
            try animateChange(now: now, disappearing: path) {
                try data.deleteItem(at: path)
                edits.editCount += 1
                dataChanged(from: data.firstChangedItem)
                interaction.focus = validFocus(path)
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
                edits.editCount += 1
                dataChanged(from: data.firstChangedItem)
                interaction.focus = validFocus(path ?? interaction.focus)
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

    // MARK: - Zoom and rotation

    /// Moves `steps` along `Viewport.zoomSteps`, keeping the top-left content point in place.
    public func zoom(by steps: Int) {
        let table = Viewport.zoomSteps
        let current = table.indices.min(by: { abs(table[$0] - viewport.zoom) < abs(table[$1] - viewport.zoom) }) ?? 2
        let next = min(max(0, current + steps), table.count - 1)
        viewport.zoom = table[next]
        placeScreen()
        if let focus = interaction.focus { scrollToVisible(focus) } else { settle() }
        // Said first (a narrow status line may have no room for its zoom field), in place of the field.
        let limit = table[next] == table[current] && steps != 0 ? " is the \(steps > 0 ? "largest" : "smallest")" : ""
        setStatus("zoom \(Self.format(viewport.zoom))×\(limit)", replacing: "zoom")
    }

    /// Back to zoom 1× (`=` and `0`), as `zoom(by:)` moves, keeping the top-left content point.
    public func resetZoom() {
        let steps = Viewport.zoomSteps
        let current = steps.indices.min(by: { abs(steps[$0] - viewport.zoom) < abs(steps[$1] - viewport.zoom) }) ?? 2
        let one = steps.firstIndex(of: 1) ?? 2
        zoom(by: one - current)
    }

    /// Swaps the device's width and height: a bounds change, after which the layout decides
    /// whether to lay out again.
    public func rotate(now: Double) {
        let anchor = screenAnchor()
        let sideways = scrolledOrthogonalGeometry()
        animateChange(now: now) {
            viewport.device = viewport.device.transposed
            placeScreen()
            layout.updateBounds(viewport.bounds)
            _ = layout.updateLayoutGuides(screenInsets.guides())
            prepareLayout()
            resnapOrthogonalSections(from: sideways)
            restoreScreenAnchor(anchor)
        }
        setStatus("device \(Self.format(viewport.device.width))×\(Self.format(viewport.device.height)) pt")
    }

    static func format(_ value: Double) -> String {
        value.wholeOrDecimalText
    }
}
