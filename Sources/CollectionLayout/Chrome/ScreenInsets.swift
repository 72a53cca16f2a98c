/// A full-screen collection view's surroundings: the device's own insets (status bar, notch or
/// Dynamic Island, home indicator) in the orientation it is held, the bars over it, and how its
/// scroll view adjusts for them. Computes what UIKit reports as `safeAreaInsets` and
/// `adjustedContentInset`, and the guides a compositional layout's `contentInsetsReference` uses.
public struct ScreenInsets: Hashable, Sendable {
    /// The device's safe-area insets without bars, in this orientation.
    public var device: EdgeInsets
    public var chrome: BarChrome
    public var behavior: ContentInsetAdjustmentBehavior
    /// An iPhone on its side: bars are shorter and large titles do not show.
    public var compactHeight: Bool

    public init(device: EdgeInsets, chrome: BarChrome = .none, behavior: ContentInsetAdjustmentBehavior = .automatic, compactHeight: Bool = false) {
        self.device = device
        self.chrome = chrome
        self.behavior = behavior
        self.compactHeight = compactHeight
    }

    /// No insets at all: the bare screen.
    public static let none = ScreenInsets(device: .zero)

    /// The safe area at content offset `offsetY`: the device's insets plus the bars (the top
    /// bar as tall as the large title's collapse leaves it).
    ///
    /// - Complexity: O(1)
    public func safeArea(offsetY: Double) -> EdgeInsets {
        var insets = device
        insets.top += chrome.topBarHeight(offsetY: offsetY, statusTop: device.top, compactHeight: compactHeight)
        insets.bottom += chrome.bottomBarHeight(compactHeight: compactHeight)
        return insets
    }

    /// The safe area with the large title expanded: where the content rests before it scrolls.
    public var expandedSafeArea: EdgeInsets {
        var insets = device
        insets.top += chrome.expandedTopBarHeight(compactHeight: compactHeight)
        insets.bottom += chrome.bottomBarHeight(compactHeight: compactHeight)
        return insets
    }

    /// `safeAreaInsets` and `adjustedContentInset` at content offset `offsetY`, for content of
    /// `contentSize` in a view of `bounds`.
    ///
    /// - Complexity: O(1)
    public func scrollInsets(offsetY: Double, contentSize: Size, bounds: Size) -> ScrollInsets {
        let safe = safeArea(offsetY: offsetY)
        return ScrollInsets(
            safeArea: safe,
            adjusted: behavior.adjustedInset(safeArea: safe, contentSize: contentSize, bounds: bounds, inBarController: chrome.hasBars))
    }

    /// The adjusted content inset with the large title expanded: what the offset is clamped by
    /// (the least offset is `-top`, the initial one too).
    public func restingInset(contentSize: Size, bounds: Size) -> EdgeInsets {
        behavior.adjustedInset(safeArea: expandedSafeArea, contentSize: contentSize, bounds: bounds, inBarController: chrome.hasBars)
    }

    /// The guides a compositional layout measures its `contentInsetsReference` from (the safe
    /// area at rest), with the adjusted content inset `adjusted` its pinned items stay clear of.
    public func guides(adjusted: EdgeInsets = .zero) -> LayoutGuides { LayoutGuides(safeArea: expandedSafeArea, adjustedContentInset: adjusted) }

    // MARK: - The large title at rest

    /// The content offsets along y of the large title expanded and collapsed (the content at rest
    /// under the status area and the bar, with and without the title's 52 pt); nil when no large
    /// title shows.
    public var largeTitleOffsets: (expanded: Double, collapsed: Double)? {
        guard chrome.showsLargeTitle(compactHeight: compactHeight) else { return nil }
        let collapsed = -(device.top + BarChrome.navigationBarHeight(compactHeight: compactHeight))
        return (collapsed - BarChrome.largeTitleHeight, collapsed)
    }

    /// Where a scroll that began at `start` and ended at `offsetY` comes to rest: with the large
    /// title part way collapsed, UIKit moves the content to the nearer of expanded and collapsed
    /// (expanded at exactly half-way). A step that ends part way and would be undone by that —
    /// the nearer end is where it began — goes on to the other end instead, as a flick does in
    /// UIKit, whose snap follows the scroll's momentum: a key press or a wheel notch is never
    /// taken back. Nil when the offset rests outside the large title's range (or there is none).
    ///
    /// - Complexity: O(1)
    public func largeTitleRestingOffset(offsetY: Double, start: Double) -> Double? {
        guard let (expanded, collapsed) = largeTitleOffsets, offsetY > expanded, offsetY < collapsed else { return nil }
        let nearer = offsetY - expanded <= collapsed - offsetY ? expanded : collapsed
        let began = Swift.min(collapsed, Swift.max(expanded, start))
        guard nearer == began, start != offsetY else { return nearer }
        return nearer == expanded ? collapsed : expanded
    }
}
