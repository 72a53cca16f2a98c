import CollectionLayout

/// What the user is doing with the items, as a small state machine: the focused item, and
/// whether a mouse button is held on a cell (`pressed`), a cell is lifted and moving
/// (`dragging`, by the keyboard or by a held button), or neither (`idle`).
///
/// The view's input code moves it from phase to phase: a press lifts on the first drag motion,
/// a release (or Enter, Esc) drops or cancels and ends in `idle`.
package struct Interaction {
    /// Where the mouse button went down, in points, on which item.
    typealias Press = (indexPath: IndexPath, point: Point)

    enum Phase {
        case idle
        /// A button held on a cell: a drag motion lifts it.
        case pressed(Press)
        /// A lifted cell; `pointer` is where the held button is, `nil` for a keyboard drag.
        case dragging(DragSession, pointer: Press?)
    }

    /// The item that edits act on.
    package internal(set) var focus: IndexPath?
    var phase = Phase.idle {
        didSet {
            if case .dragging = phase { isDragging = true } else { isDragging = false }
        }
    }
    /// When the last edge auto-scroll step of a mouse drag happened.
    var lastAutoScroll = -Double.infinity

    /// The lifted cell, while dragging. Setting it lifts (keeping a held button) or ends the drag
    /// (back to the press when the button is still held).
    package internal(set) var drag: DragSession? {
        get {
            if case .dragging(let session, _) = phase { return session }
            return nil
        }
        set {
            let held = press
            switch newValue {
            case .some(let session): phase = .dragging(session, pointer: held)
            case .none: phase = held.map { .pressed($0) } ?? .idle
            }
        }
    }

    /// Whether a cell is lifted: `drag != nil`, kept as the phase changes (asked at every key,
    /// where taking the session out would copy it). (An initializer that sets `phase` must set
    /// this too: `didSet` does not run there.)
    private(set) var isDragging = false

    /// The held mouse button, if any, pressed or dragging.
    var press: Press? {
        get {
            switch phase {
            case .idle: return nil
            case .pressed(let held): return held
            case .dragging(_, let pointer): return pointer
            }
        }
        set {
            switch phase {
            case .dragging(let session, _): phase = .dragging(session, pointer: newValue)
            case .idle, .pressed: phase = newValue.map { .pressed($0) } ?? .idle
            }
        }
    }

    // MARK: - Behaviour

    /// The focused item's attributes in `layout`, without laying anything out: a lazy layout
    /// that has not laid the item out (it is far from the screen) would otherwise jump to it.
    func focusedAttributes(in layout: any CollectionLayout) -> LayoutAttributes? {
        guard let focus else { return nil }
        return layout.laidOutAttributesForItem(at: focus)
    }

    /// How far an arrow key moves a lifted cell, in points.
    static let dragStep: Double = 16
    /// Seconds between auto-scroll steps while a mouse drag is held near an edge.
    static let autoScrollInterval = 0.05

    /// The motion of the lifted cell for an arrow's command while moving (`KeyMap`'s moving
    /// mode), in points; nil for any other command.
    static func dragMotion(_ command: ViewCommand) -> (dx: Double, dy: Double)? {
        switch command {
        case .up: return (0, -dragStep)
        case .down: return (0, dragStep)
        case .left: return (-dragStep, 0)
        case .right: return (dragStep, 0)
        default: return nil
        }
    }

    /// Which way a mouse drag held within two rows (four columns) of an edge of `visible`
    /// scrolls the view, if the view can scroll that way from `offset` (up to `limit`).
    func autoScrollDirection(visible: Rect, offset: Point, limit: Point, rowPoints: Double, columnPoints: Double) -> (dx: Int, dy: Int) {
        guard isDragging, let point = press?.point else { return (0, 0) }
        var dx = 0, dy = 0
        if point.y < visible.minY + 2 * rowPoints, offset.y > 0 { dy = -1 }
        if point.y >= visible.maxY - 2 * rowPoints, offset.y < limit.y { dy = 1 }
        if point.x < visible.minX + 4 * columnPoints, offset.x > 0 { dx = -1 }
        if point.x >= visible.maxX - 4 * columnPoints, offset.x < limit.x { dx = 1 }
        return (dx, dy)
    }

    /// Whether an auto-scroll step is due at `now`; when it is, it is taken (the held pointer then
    /// moves with the view: `follow(_:)`).
    mutating func takeAutoScrollStep(now: Double) -> Bool {
        guard now - lastAutoScroll >= Self.autoScrollInterval - 1e-9, press != nil else { return false }
        lastAutoScroll = now
        return true
    }

    /// Moves the held pointer by `moved` points (the view scrolled under it).
    mutating func follow(_ moved: (x: Double, y: Double)) {
        guard let held = press else { return }
        press = (held.indexPath, Point(x: held.point.x + moved.x, y: held.point.y + moved.y))
    }
}

extension DragSession {
    /// The session with the lifted cell moved by `dx`, `dy` points, its whole frame kept inside
    /// content of size `content` (so the view can scroll to show it): its centre keeps half its size from
    /// each edge, except across an orthogonal section's axis (`sideways`), where it may go until
    /// its centre reaches the edge, toward the items shown beyond.
    func moved(dx: Double, dy: Double, within content: Size, sideways: Bool, vertical: Bool) -> DragSession {
        func clamp(_ value: Double, _ half: Double, _ length: Double) -> Double {
            length >= 2 * half ? min(max(half, value), length - half) : length / 2
        }
        var session = self
        session.position = Point(
            x: clamp(position.x + dx, sideways && vertical ? 0 : size.width / 2, max(0, content.width)),
            y: clamp(position.y + dy, sideways && !vertical ? 0 : size.height / 2, max(0, content.height)))
        return session
    }

    /// The layout's proposed target, unless taking it would undo the drag's progress; `along` is
    /// the motion along the scroll axis.
    ///
    /// Layouts that place items by their index (the waterfall's shortest column, flow lines of
    /// mixed heights) move the items between the old and the new target when the lifted item
    /// moves: one of them can land under the lifted cell, behind it in data order, and the next
    /// proposal sends the item back — the target then alternates between two index paths on every
    /// press. So motion along the scroll axis only moves the target the same way in data order
    /// (down or right: later; up or left: earlier), and motion across it does not go straight
    /// back to the target it just left.
    func stableTarget(_ proposed: IndexPath, along: Double) -> IndexPath {
        guard proposed != current else { return proposed }
        if along > 0 { return proposed > current ? proposed : current }
        if along < 0 { return proposed < current ? proposed : current }
        return proposed == left ? current : proposed
    }
}
