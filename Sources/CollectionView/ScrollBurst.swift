/// Scroll steps coming in quick succession — an arrow key held down, PageDown pressed again and
/// again, wheel notches — as `UIScrollView`'s `isDragging` and `isDecelerating` tell that a scroll
/// is under way.
///
/// While a burst lasts (with `ViewOptions.settlesChromeAfterScrolling`), only the content moves:
///
/// - the focus stays with its item even when that item has scrolled off screen (so the focus
///   ring does not hop from card to card under a held key), and comes back on screen — to the
///   item nearest where it left — when the burst ends;
/// - the status line's figures (offset, focus, elements drawn) are redrawn at most every
///   `statusInterval`, and once more when the burst ends.
///
/// The burst ends `settleDelay` after its last step, or at once at any other input, so that a
/// command that acts on the focus (an edit, a drag, the inspector, `S`) always finds it on screen.
struct ScrollBurst: Equatable {
    /// When the last scroll step of the burst was taken, on the view's clock (seconds).
    var lastStep: Double
    /// The content offset along y before the burst's first step: where the scroll began, which
    /// the large title's snap at its end reads (`ScreenInsets.largeTitleRestingOffset`).
    var startOffsetY: Double

    /// How long after its last step a burst ends, in seconds: longer than a held key's repeat
    /// interval (30–50 ms), short enough to feel immediate when the key is let go.
    static let settleDelay = 0.15
    /// The shortest time between two redraws of the status line during a burst, in seconds.
    static let statusInterval = 0.5

    /// When the burst ends if no other step comes.
    var end: Double { lastStep + Self.settleDelay }

    func isOver(at now: Double) -> Bool { now >= end - 1e-9 }
}
