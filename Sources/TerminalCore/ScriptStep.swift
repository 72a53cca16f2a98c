/// One step of a scripted run (`--keys`): an event to send once the screen has settled, or a
/// pause.
public enum ScriptStep: Hashable, Sendable {
    case event(InputEvent)
    /// Let this many milliseconds pass (`wait:300`).
    case wait(milliseconds: Int)
}
