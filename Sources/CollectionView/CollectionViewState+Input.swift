import CollectionLayout
import TerminalCore

extension CollectionViewState {
    /// Turns one input event into changes of the view, and tells the run loop what to do.
    public func handle(_ event: InputEvent, now: Double) -> ViewAction {
        let action = dispatch(event, now: now)
        #if CVSIM_INTERNAL_CHECKS
        checkInvariants()
        #endif
        return action
    }

    private func dispatch(_ event: InputEvent, now: Double) -> ViewAction {
        switch event {
        case .resize(let width, let height):
            resize(width: width, height: height)
            return .none
        case .key(let key):
            if statusMessage != nil { statusMessage = nil; needsRedraw = true }
            if showsHelp {
                // ↑ ↓ PgUp PgDn scroll a help taller than the terminal; any other key closes it,
                // `q` included (as in less and htop); it never quits.
                switch key {
                case .up: helpScroll -= 1; needsRedraw = true; return .none
                case .down: helpScroll += 1; needsRedraw = true; return .none
                case .pageUp: helpScroll -= max(1, terminalHeight - 4); needsRedraw = true; return .none
                case .pageDown: helpScroll += max(1, terminalHeight - 4); needsRedraw = true; return .none
                default: break
                }
                showsHelp = false
                needsRedraw = true
                return .none
            }
            if confirmingOverwrite != nil { return answerOverwrite(key, now: now) }
            if confirmingQuit { return answerQuit(key) }
            if drag != nil { return handleDragKey(key, now: now) }
            return handleKey(key, now: now)
        case .wheel(let delta, _, _):
            let rows = Double(delta * Self.wheelRows)
            switch layout.scrollDirection {
            case .vertical: scroll(dx: 0, dy: rows * viewport.rowPoints)
            case .horizontal: scroll(dx: rows * 2 * viewport.columnPoints, dy: 0)
            }
            return .none
        case .mousePress(let tx, let ty):
            // Terminal cells to the screen's cells; a press on the bezel or beside it is no press.
            let x = tx - deviceFrame.screen.x, y = ty - deviceFrame.screen.y
            guard x >= 0, x < viewport.columns, y >= 0, y < viewport.rows, !showsHelp, drag == nil else { return .none }
            let point = viewport.point(column: x, row: y)
            if let path = cell(at: point) {
                focus = path
                press = (path, point)
                needsRedraw = true
            }
            return .none
        case .mouseDrag(let tx, let ty):
            guard let press else { return .none }
            let x = tx - deviceFrame.screen.x, y = ty - deviceFrame.screen.y
            let point = viewport.point(column: x, row: min(max(0, y), max(0, viewport.rows - 1)))
            if drag == nil {
                guard lift(press.indexPath) else { self.press = nil; return .none }
            }
            moveLifted(dx: point.x - press.point.x, dy: point.y - press.point.y, now: now)
            self.press = (press.indexPath, point)
            return .none
        case .mouseRelease:
            press = nil
            if drag != nil { drop(now: now) }
            return .none
        }
    }

    private func handleKey(_ key: Key, now: Double) -> ViewAction {
        guard let command = KeyMap.command(for: key) else { return .none }
        return run(command, now: now)
    }

    /// Does what `command` says (outside a drag, the help and the quit question).
    private func run(_ command: ViewCommand, now: Double) -> ViewAction {
        let vertical = layout.scrollDirection == .vertical
        let visible = viewport.visibleRect
        switch command {
        case .up where !vertical && moveAlongOrthogonalSection(by: -1): break
        case .down where !vertical && moveAlongOrthogonalSection(by: 1): break
        case .left where vertical && moveAlongOrthogonalSection(by: -1): break
        case .right where vertical && moveAlongOrthogonalSection(by: 1): break
        case .up: scroll(dx: 0, dy: -viewport.rowPoints)
        case .down: scroll(dx: 0, dy: viewport.rowPoints)
        case .left: scroll(dx: -viewport.columnPoints, dy: 0)
        case .right: scroll(dx: viewport.columnPoints, dy: 0)
        case .pageUp, .pageDown:
            let sign: Double = command == .pageUp ? -1 : 1
            if vertical {
                scroll(dx: 0, dy: sign * max(viewport.rowPoints, visible.height - viewport.rowPoints))
            } else {
                scroll(dx: sign * max(viewport.columnPoints, visible.width - viewport.columnPoints), dy: 0)
            }
        case .home:
            setOffset(vertical ? Point(x: viewport.offset.x, y: viewport.minimumOffset.y) : Point(x: viewport.minimumOffset.x, y: viewport.offset.y))
        case .end:
            // The end of a lazy layout is where its last item lands: lay out the last items
            // (from an estimated position when many lie between).
            layout.layOutEnd()
            let limit = viewport.maximumOffset(contentSize: layout.contentSize, extra: footerExtra)
            setOffset(vertical ? Point(x: viewport.offset.x, y: limit.y) : Point(x: limit.x, y: viewport.offset.y))
        case .focusNext:
            setFocus(focus.flatMap { item(after: $0) } ?? focus ?? firstItem())
        case .focusPrevious:
            setFocus(focus.flatMap { item(before: $0) } ?? focus ?? firstItem())
        case .focusLeft, .focusDown, .focusUp, .focusRight:
            guard let focus else { setFocus(nil); break }
            let (dx, dy) = command == .focusLeft ? (-1, 0) : command == .focusRight ? (1, 0) : command == .focusUp ? (0, -1) : (0, 1)
            if let next = neighbour(of: focus, dx: dx, dy: dy) { setFocus(next) } else { scrollToVisible(focus) }
        case .layout(let index):
            if choices.indices.contains(index) {
                switchLayout(to: index, now: now)
            } else {
                setStatus("there is no layout \(index + 1)")
            }
        case .insert: insertAfterFocus(now: now)
        case .delete: deleteFocused(now: now)
        case .undo: undo(now: now)
        case .lift:
            keepFocusOnScreen()
            if let focus, lift(focus) { needsRedraw = true }
        case .zoomIn: zoom(by: 1)
        case .zoomOut: zoom(by: -1)
        case .resetZoom: resetZoom()
        case .rotate: rotate(now: now)
        case .textSmaller: stepContentSizeCategory(by: -1)
        case .textLarger: stepContentSizeCategory(by: 1)
        case .retry:
            if case .failed = data.pagination { data.retryFailedPage(); needsRedraw = true }
        case .reload: reloadFromOutside(now: now)
        case .save: return requestSave(then: .save)
        case .inspector: toggleInspector()
        case .closeInspector:
            if showsInspector { toggleInspector() }
        case .help: showsHelp = true; needsRedraw = true
        case .screenshot: return .screenshot
        case .quit: return requestQuit()
        case .interrupt: return .quit
        }
        return .none
    }

    private func handleDragKey(_ key: Key, now: Double) -> ViewAction {
        let step = Self.dragStep
        switch key {
        case .up: moveLifted(dx: 0, dy: -step, now: now)
        case .down: moveLifted(dx: 0, dy: step, now: now)
        case .left: moveLifted(dx: -step, dy: 0, now: now)
        case .right: moveLifted(dx: step, dy: 0, now: now)
        case .enter, .character(" "), .character("m"): drop(now: now)
        case .escape: cancelDrag(now: now)
        case .ctrl("c"):
            cancelDrag(now: now)
            return .quit
        case .character("?"):
            showsHelp = true
            needsRedraw = true
        default:
            // Say what ends a drag rather than ignore the key (`q` included).
            setStatus(Self.dragHint)
        }
        return .none
    }

    // MARK: - Edits

    /// Inserts a new item after the focused one and focuses it.
    public func insertAfterFocus(now: Double) {
        // An edit acts on what the screen shows.
        keepFocusOnScreen()
        var inserted: IndexPath?
        do {
            try animateChange(now: now, appearing: { inserted }) {
                let path = try data.insertItem(after: focus)
                editCount += 1
                inserted = path
                dataChanged(from: data.firstChangedItem)
                focus = path
                scrollToVisible(path)
            }
        } catch {
            setStatus("cannot insert: \(error)")
        }
    }

    /// Deletes the focused item; the focus moves to the item that takes its place.
    public func deleteFocused(now: Double) {
        keepFocusOnScreen()
        guard let path = focus, exists(path) else { return setStatus("nothing to delete") }
        do {
            try animateChange(now: now, disappearing: path) {
                try data.deleteItem(at: path)
                editCount += 1
                dataChanged(from: data.firstChangedItem)
                focus = validFocus(path)
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
                editCount += 1
                dataChanged(from: data.firstChangedItem)
                focus = validFocus(path ?? focus)
                if let focus { scrollToVisible(focus) } else { settle() }
            }
        } catch {
            setStatus("cannot undo: \(error)")
        }
    }

    /// Ctrl-R: reads again what comes from outside — the layout file (`--layout-file`), read at
    /// once; the data file (`--data`) when another program changed it and there are no unsaved
    /// edits; and the data source's changes (`--db`), diffed and animated when they arrive.
    public func reloadFromOutside(now: Double) {
        let hasFile = layoutFile != nil
        if hasFile { checkLayoutFile(now: now, force: true) }
        if let dataFile {
            dataFile.check()
            if !dataFile.changedOnDisk {
                if !hasFile { setStatus("\(dataFile.displayName) has not changed on disk") }
            } else if isModified {
                setStatus("unsaved edits: Ctrl-R reloads \(dataFile.displayName) only without them; w asks what to do")
            } else {
                reloadDataFile(now: now)
            }
        } else if data.reloadFromSource() {
            if !hasFile { setStatus("reloading…") }
        } else if !hasFile {
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
        if let focus { scrollToVisible(focus) } else { settle() }
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
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    // MARK: - Drag

    /// Lifts the item at `path` for an interactive move; false when it cannot move.
    @discardableResult
    public func lift(_ path: IndexPath) -> Bool {
        guard drag == nil, layoutError == nil, let frame = shownFrame(of: path) else { return false }
        do {
            try data.beginInteractiveMovement(at: path)
        } catch {
            setStatus("cannot move: \(error)")
            return false
        }
        focus = path
        drag = DragSession(origin: path, current: path, itemID: data.itemID(at: path), position: frame.center, size: frame.size)
        needsRedraw = true
        return true
    }

    /// Moves the lifted cell by `dx`, `dy` points; the others reflow around its proposed target
    /// and the view scrolls when the cell nears an edge.
    public func moveLifted(dx: Double, dy: Double, now: Double) {
        guard var session = drag else { return }
        let size = layout.contentSize
        // The whole lifted cell stays inside the content (so the view can scroll to show it): its
        // centre keeps half its size from each edge.
        func clamp(_ value: Double, _ half: Double, _ length: Double) -> Double {
            length >= 2 * half ? min(max(half, value), length - half) : length / 2
        }
        // In a section that scrolls sideways on its own, the cell may go as far as its centre
        // reaches the content's edge across, toward the items shown beyond it.
        let sideways = orthogonalLayout?.orthogonalSection(session.current.section) != nil
        let vertical = layout.scrollDirection == .vertical
        session.position = Point(
            x: clamp(session.position.x + dx, sideways && vertical ? 0 : session.size.width / 2, max(0, size.width)),
            y: clamp(session.position.y + dy, sideways && !vertical ? 0 : session.size.height / 2, max(0, size.height)))
        drag = session
        let proposed = moveTarget(for: session.current, at: session.position)
        let target = stableTarget(proposed, of: session, dx: dx, dy: dy)
        if target != session.current {
            animateChange(now: now) {
                do {
                    try data.updateInteractiveMovement(to: target)
                    drag?.left = session.current
                    drag?.current = target
                    focus = target
                    dataChanged(from: min(session.current, target))
                } catch {
                    statusMessage = "cannot move there: \(error)"
                }
            }
        }
        // Scroll so the lifted cell, plus a row or column of margin, stays on screen.
        let frame = drag?.frame ?? session.frame
        let margin = Rect(
            x: frame.minX - viewport.columnPoints, y: frame.minY - viewport.rowPoints,
            width: frame.width + 2 * viewport.columnPoints, height: frame.height + 2 * viewport.rowPoints)
        scrollToVisible(rect: margin)
        needsRedraw = true
    }

    /// The layout's proposed target, unless taking it would undo the drag's progress.
    ///
    /// Layouts that place items by their index (the waterfall's shortest column, flow lines of
    /// mixed heights) move the items between the old and the new target when the lifted item
    /// moves: one of them can land under the lifted cell, behind it in data order, and the next
    /// proposal sends the item back — the target then alternates between two index paths on every
    /// press. So motion along the scroll axis only moves the target the same way in data order
    /// (down or right: later; up or left: earlier), and motion across it does not go straight
    /// back to the target it just left.
    func stableTarget(_ proposed: IndexPath, of session: DragSession, dx: Double, dy: Double) -> IndexPath {
        guard proposed != session.current else { return proposed }
        let along = layout.scrollDirection == .vertical ? dy : dx
        if along > 0 { return proposed > session.current ? proposed : session.current }
        if along < 0 { return proposed < session.current ? proposed : session.current }
        return proposed == session.left ? session.current : proposed
    }

    /// Drops the lifted cell where it is: one move in the data.
    public func drop(now: Double) {
        guard let session = drag else { return }
        animateChange(now: now) {
            do {
                try data.endInteractiveMovement()
                if session.current != session.origin { editCount += 1 }
            } catch {
                statusMessage = "cannot move: \(error)"
            }
            drag = nil
            focus = validFocus(session.current)
            dataChanged(from: min(session.origin, session.current))
            if let focus { scrollToVisible(focus) }
        }
    }

    /// Puts the lifted cell and every other back where they were.
    public func cancelDrag(now: Double) {
        guard let session = drag else { return }
        animateChange(now: now) {
            data.cancelInteractiveMovement()
            drag = nil
            focus = validFocus(session.origin)
            dataChanged(from: min(session.origin, session.current))
            if let focus { scrollToVisible(focus) }
        }
    }
}
