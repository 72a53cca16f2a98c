import CollectionLayout

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

    /// The status line's field for the bars: `bars: large title + tab bar`; nil without bars.
    var statusField: String? {
        guard let bars, bars.hasBars else { return nil }
        return "bars: \(bars.summary)"
    }

    /// The inspector's lines for the safe area and the adjusted content inset `insets`.
    func inspectorLines(_ insets: ScrollInsets) -> [String] {
        guard bars != nil else { return [] }
        func text(_ e: EdgeInsets) -> String {
            [e.top, e.left, e.bottom, e.right].map(\.hundredthsText).joined(separator: ",")
        }
        return [
            "safe area   \(text(insets.safeArea)) pt (t,l,b,r)",
            "content in. \(text(insets.adjusted)) pt adjusted (\(behavior.rawValue))",
        ]
    }
}

extension ViewOptions {
    /// The device's insets, bars and title.
    var screenChrome: ScreenChrome { ScreenChrome(options: self) }

    /// The screen's insets for a device screen of `screen` points (as held).
    func screenInsets(screen: Size) -> ScreenInsets {
        // (Asked several times a step: from the fields, without building the chrome, whose
        // device and title strings would be copied each time.)
        guard let bars else { return .none }
        return device.screenInsets(screen: screen, chrome: bars, behavior: insetAdjustment)
    }

    /// `safeAreaInsets` and `adjustedContentInset` as UIKit reports them at `viewport`'s offset
    /// over content of `contentSize`.
    ///
    /// - Complexity: O(1)
    func scrollInsets(viewport: Viewport, contentSize: Size) -> ScrollInsets {
        screenInsets(screen: viewport.device).scrollInsets(offsetY: viewport.offset.y, contentSize: contentSize, bounds: viewport.device)
    }
}
