import CollectionLayout
import TerminalCore

/// What the view puts around its collection view: the device whose safe area it has, the bars,
/// how the scroll view adjusts for them, and the navigation bar's title.
public struct ScreenChrome: Hashable, Sendable {
    /// The device whose insets apply (a custom viewport has none).
    public var device: Device
    /// The bars; nil: the bare screen, no safe area at all.
    public var bars: BarChrome?
    public var behavior: ContentInsetAdjustmentBehavior
    public var title: String

    public init(device: Device, bars: BarChrome?, behavior: ContentInsetAdjustmentBehavior, title: String) {
        self.device = device
        self.bars = bars
        self.behavior = behavior
        self.title = title
    }

    init(options: ViewOptions) {
        self.init(device: options.device, bars: options.bars, behavior: options.insetAdjustment, title: options.title)
    }

    /// The insets for a screen of `screen` (as held).
    public func insets(screen: Size) -> ScreenInsets {
        guard let bars else { return .none }
        return device.screenInsets(screen: screen, chrome: bars, behavior: behavior)
    }
}

extension CollectionViewState {
    /// The device's insets, bars and title (`NavigationChrome`).
    public var screenChrome: ScreenChrome { ScreenChrome(options: options) }

    /// The screen's insets in the orientation the device is held.
    var screenInsets: ScreenInsets {
        // (Without bars, none: asked at every step, so without building the chrome.)
        guard options.bars != nil else { return .none }
        return screenChrome.insets(screen: viewport.device)
    }

    /// `safeAreaInsets` and `adjustedContentInset` as UIKit reports them at the current offset.
    ///
    /// - Complexity: O(1)
    public var scrollInsets: ScrollInsets {
        screenInsets.scrollInsets(offsetY: viewport.offset.y, contentSize: layout.contentSize, bounds: viewport.device)
    }

    /// Gives the layout the guides its insets reference and the viewport the adjusted content
    /// inset it clamps the offset by (the large title expanded: it can always be pulled back down).
    func applyScreenInsets() {
        let insets = screenInsets
        if layout.updateLayoutGuides(insets.guides()) { prepareLayout() }
        let contentSize = layout.contentSize
        // A scroll view resting at its top stays there when the inset changes (the first page
        // arriving makes the content taller than the screen, and `.automatic` adjusts it then).
        let top = viewport.minimumOffset
        let (atTop, atLeading) = (abs(viewport.offset.y - top.y) < 1e-9, abs(viewport.offset.x - top.x) < 1e-9)
        viewport.contentInset = insets.restingInset(contentSize: contentSize, bounds: viewport.device)
        if atTop { viewport.offset.y = viewport.minimumOffset.y }
        if atLeading { viewport.offset.x = viewport.minimumOffset.x }
        viewport.clampOffset(contentSize: contentSize, extra: footerExtra)
        // Pinned headers stay under the bars as they are at this offset.
        let adjusted = insets.scrollInsets(offsetY: viewport.offset.y, contentSize: contentSize, bounds: viewport.device).adjusted
        _ = layout.updateLayoutGuides(insets.guides(adjusted: adjusted))
    }

    /// Shows the screen with other bars, inset adjustment or title (a reloaded layout file's
    /// screen keys): the insets follow at once, and a view resting at its top rests at the new
    /// top (under a large title, expanded).
    public func setScreen(bars: BarChrome, behavior: ContentInsetAdjustmentBehavior, title: String) {
        guard options.bars != bars || options.insetAdjustment != behavior || options.title != title else { return }
        options.bars = bars
        options.insetAdjustment = behavior
        options.title = title
        applyScreenInsets()
        settle()
        needsRedraw = true
    }

    /// Ends a user's scroll that began at offset `start` (along y): a large title left part way
    /// collapsed snaps open or closed (`ScreenInsets.largeTitleRestingOffset`), in one frame.
    func snapLargeTitle(start: Double) {
        guard layout.scrollDirection == .vertical,
            let rest = screenInsets.largeTitleRestingOffset(offsetY: viewport.offset.y, start: start)
        else { return }
        setOffset(Point(x: viewport.offset.x, y: rest))
    }

    /// Puts the offset where a scroll view starts: at minus the adjusted content inset.
    func restAtContentInset() {
        applyScreenInsets()
        viewport.offset = viewport.minimumOffset
    }

    /// The part of the visible rectangle the bars do not cover: what scrolling to an item shows
    /// it in.
    var unobscuredRect: Rect {
        let visible = viewport.visibleRect
        let inset = viewport.contentInset
        let rect = Rect(
            x: visible.minX + inset.left, y: visible.minY + inset.top,
            width: visible.width - inset.horizontal, height: visible.height - inset.vertical)
        return rect.width > 0 && rect.height > 0 ? rect : visible
    }

    /// Draws the bars over the content cells of the device screen.
    func drawChrome(into buffer: inout CellBuffer) {
        guard screenChrome.bars != nil else { return }
        let chrome = NavigationChrome(
            insets: screenInsets, offsetY: viewport.offset.y, title: screenChrome.title.isEmpty ? layouts.choices[layouts.index].name : screenChrome.title,
            ascii: options.asciiOnly)
        chrome.draw(into: &buffer, screen: viewport.device, rowsPerPoint: viewport.rowScale, columnsPerPoint: viewport.scale)
    }

    /// The status line's field for the bars: `bars: large title + tab bar`; nil without bars.
    func chromeStatus() -> String? {
        guard let bars = screenChrome.bars, bars.hasBars else { return nil }
        return "bars: \(bars.summary)"
    }

    /// The inspector's lines for the safe area and the adjusted content inset.
    func chromeInspectorLines() -> [String] {
        guard screenChrome.bars != nil else { return [] }
        let insets = scrollInsets
        func text(_ e: EdgeInsets) -> String {
            [e.top, e.left, e.bottom, e.right].map { Self.format(($0 * 100).rounded() / 100) }.joined(separator: ",")
        }
        return [
            "safe area   \(text(insets.safeArea)) pt (t,l,b,r)",
            "content in. \(text(insets.adjusted)) pt adjusted (\(screenChrome.behavior.rawValue))",
        ]
    }
}
