/// A key the terminal layer recognises.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case tab, backTab
    case enter, escape, backspace, delete
    case ctrl(Character)
    /// Insert, and the function keys F1–F20: decoded so their bytes never leak as other keys.
    case insert
    case function(Int)
}

/// What the terminal layer reads and hands to the view, in terminal cells.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    /// Mouse button 1 pressed, dragged (moved while pressed) or released at a cell.
    case mousePress(x: Int, y: Int)
    case mouseDrag(x: Int, y: Int)
    case mouseRelease(x: Int, y: Int)
    /// Wheel turned: negative scrolls up (toward the start), positive down.
    case wheel(delta: Int, x: Int, y: Int)
    /// The terminal now has this many columns and rows.
    case resize(width: Int, height: Int)
}
