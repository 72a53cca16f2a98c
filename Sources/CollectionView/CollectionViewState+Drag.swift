import CollectionLayout
import TerminalCore

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
        guard var session = interaction.drag else { return }
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
        interaction.drag = session
        let proposed = moveTarget(for: session.current, at: session.position)
        let target = stableTarget(proposed, of: session, dx: dx, dy: dy)
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
        guard let session = interaction.drag else { return }
        animateChange(now: now) {
            do {
                try data.endInteractiveMovement()
                if session.current != session.origin { edits.editCount += 1 }
            } catch {
                chrome.statusMessage = "cannot move: \(error)"
            }
            interaction.drag = nil
            interaction.focus = validFocus(session.current)
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
            interaction.focus = validFocus(session.origin)
            dataChanged(from: min(session.origin, session.current))
            if let focus = interaction.focus { scrollToVisible(focus) }
        }
    }
}
