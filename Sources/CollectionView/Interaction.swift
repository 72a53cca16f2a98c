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
}
