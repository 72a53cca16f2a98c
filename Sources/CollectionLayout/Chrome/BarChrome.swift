/// The bars a view controller's container puts over a full-screen collection view: a
/// navigation bar (with a large title or not) and a tab bar, as `--chrome` names them.
public struct BarChrome: Hashable, Sendable {
    public var navigationBar = false
    /// `prefersLargeTitles`: the title 52 pt tall under the bar until the content scrolls.
    public var largeTitle = false
    public var tabBar = false

    public init(navigationBar: Bool = false, largeTitle: Bool = false, tabBar: Bool = false) {
        self.navigationBar = navigationBar || largeTitle
        self.largeTitle = largeTitle
        self.tabBar = tabBar
    }

    public static let none = BarChrome()

    /// The status bar's clock: the time every Apple product picture shows, so that screens and
    /// pictures stay the same from run to run.
    public static let statusBarTime = "9:41"
    /// The tab bar's items, as the viewer and `cvsim render` draw them.
    public static let tabTitles = ["Home", "Search", "Settings"]

    /// The names `--chrome` and a layout file's `"chrome"` take.
    public static let names = ["none", "nav", "large-title", "tab"]

    /// Whether any bar is shown: the view is then a bar controller's content.
    public var hasBars: Bool { navigationBar || tabBar }

    /// The bars from a comma-separated list of `names` (`nav,tab`, `large-title`); `large-title`
    /// brings its navigation bar.
    ///
    /// - Returns: nil when a name is not one of `names`, or `none` is combined with a bar.
    public init?(parsing text: String) {
        self.init()
        let parts = text.lowercased().split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces() }
        guard !parts.isEmpty else { return nil }
        for part in parts {
            switch part {
            case "none": guard parts.count == 1 else { return nil }
            case "nav": navigationBar = true
            case "large-title": navigationBar = true; largeTitle = true
            case "tab": tabBar = true
            default: return nil
            }
        }
    }

    /// The names, comma-separated, as `init(parsing:)` reads them.
    public var text: String {
        var parts: [String] = []
        if largeTitle { parts.append("large-title") } else if navigationBar { parts.append("nav") }
        if tabBar { parts.append("tab") }
        return parts.isEmpty ? "none" : parts.joined(separator: ",")
    }

    /// The status line's words: `nav bar`, `large title`, `tab bar`.
    public var summary: String {
        var parts: [String] = []
        if largeTitle { parts.append("large title") } else if navigationBar { parts.append("nav bar") }
        if tabBar { parts.append("tab bar") }
        return parts.joined(separator: " + ")
    }

    // MARK: - Heights (docs/layout-files.md, "Safe area and bars")

    /// A navigation bar: 44 pt, 32 pt in a compact height (an iPhone on its side).
    public static func navigationBarHeight(compactHeight: Bool) -> Double { compactHeight ? 32 : 44 }
    /// The large title's extra height under the bar when expanded.
    public static let largeTitleHeight = 52.0
    /// A tab bar: 49 pt, 32 pt in a compact height.
    public static func tabBarHeight(compactHeight: Bool) -> Double { compactHeight ? 32 : 49 }

    /// Whether the large title shows: not in a compact height, where iOS keeps the bar small.
    public func showsLargeTitle(compactHeight: Bool) -> Bool { largeTitle && !compactHeight }

    /// The navigation bar's height (with the large title's part still shown) when the content
    /// offset is `offsetY` under a status area `statusTop` tall: an expanded large title
    /// collapses as the content scrolls up under it, point for point, down to the bar alone.
    ///
    /// - Complexity: O(1)
    public func topBarHeight(offsetY: Double, statusTop: Double, compactHeight: Bool) -> Double {
        guard navigationBar else { return 0 }
        let bar = Self.navigationBarHeight(compactHeight: compactHeight)
        guard showsLargeTitle(compactHeight: compactHeight) else { return bar }
        return Swift.min(bar + Self.largeTitleHeight, Swift.max(bar, -offsetY - statusTop))
    }

    /// The tallest the top bar gets (the large title expanded).
    public func expandedTopBarHeight(compactHeight: Bool) -> Double {
        guard navigationBar else { return 0 }
        return Self.navigationBarHeight(compactHeight: compactHeight) + (showsLargeTitle(compactHeight: compactHeight) ? Self.largeTitleHeight : 0)
    }

    /// The tab bar's height, 0 without one.
    public func bottomBarHeight(compactHeight: Bool) -> Double { tabBar ? Self.tabBarHeight(compactHeight: compactHeight) : 0 }
}
