import CollectionLayout

extension SVGWriter {
    /// The chrome's classes: the bars' translucent material (the content shows through, paled),
    /// their hairlines, the clock, the titles, the tab items, the housing and the home indicator.
    static let chromeStyle: StaticString = """
        <style>
        .bar{fill:#f9f9f9;fill-opacity:.92}.hair{fill:#3c3c43;fill-opacity:.3}.hw{fill:#000}
        .clk{font-size:15px;font-weight:600;fill:#000}.nt{font-size:17px;font-weight:600;fill:#000;text-anchor:middle}
        .lt{font-size:34px;font-weight:700;fill:#000}.tab{font-size:10px;fill:#8e8e93;text-anchor:middle}.tab1{fill:#0a84ff}
        </style>

        """

    /// Draws the status bar, the bars and the home indicator over the visible rect `v`, as the
    /// viewer draws them (`NavigationChrome`): heights from `ScreenInsets` at the offset `v.minY`.
    ///
    /// - Complexity: O(1)
    static func chrome(_ chrome: PictureChrome, visible v: Rect, into out: inout SVGText) {
        let insets = chrome.insets
        let bars = insets.chrome
        let compact = insets.compactHeight
        let top = insets.device.top
        let width = v.width, height = v.height
        // Screen coordinates to content coordinates.
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ classes: StaticString, rx: Double = 0) {
            out.raw("<rect class=\"")
            out.raw(classes)
            out.raw("\"")
            out.box(Rect(x: v.minX + x, y: v.minY + y, width: w, height: h))
            if rx > 0 { out.attribute("rx", rx) }
            out.raw("/>")
        }
        func label(_ text: String, _ x: Double, _ y: Double, _ classes: StaticString, room: Double) {
            out.raw("<text class=\"")
            out.raw(classes)
            out.raw("\"")
            out.attribute("x", v.minX + x)
            out.attribute("y", v.minY + y)
            out.raw(">")
            let fitted = Self.fitted(text, room: room)
            out.escaped(fitted)
            if fitted.endIndex != text.endIndex { out.raw("…") }
            out.raw("</text>")
        }
        out.raw("<g class=\"chrome\">")
        // The navigation bar (the status area takes its material), its title and hairline.
        let bar = bars.topBarHeight(offsetY: v.minY, statusTop: top, compactHeight: compact)
        if bars.navigationBar {
            let navigation = BarChrome.navigationBarHeight(compactHeight: compact)
            rect(0, 0, width, top + bar, "bar")
            let margin = LayoutGuides.layoutMargin(containerWidth: width)
            if bars.showsLargeTitle(compactHeight: compact), bar - navigation >= BarChrome.largeTitleHeight / 2 {
                label(chrome.title, insets.device.left + margin, top + bar - 12, "lt", room: (width - 2 * margin) * 7.5 / 20)
            } else if !chrome.title.isEmpty {
                out.raw("<text class=\"nt\"")
                out.attribute("x", v.minX + width / 2)
                out.attribute("y", v.minY + top + navigation / 2 + 6)
                out.raw(">")
                let fitted = Self.fitted(chrome.title, room: width * 0.6 * 7.5 / 10)
                out.escaped(fitted)
                if fitted.endIndex != chrome.title.endIndex { out.raw("…") }
                out.raw("</text>")
            }
            if bar <= navigation { rect(0, top + bar - 0.5, width, 0.5, "hair") }
        }
        // The status bar: the clock at the left, the signal and the battery at the right, the
        // island or the notch between them.
        if top > 0 {
            let middle = top / 2 + 5
            label(BarChrome.statusBarTime, (width * 0.15).rounded(), middle + (top > 24 ? 3 : 0), "clk", room: 60)
            let right = width - (width * 0.15).rounded()
            for i in 0..<4 {
                let h = 4 + 2 * Double(i)
                rect(right - 52 + 5 * Double(i), middle - h, 3, h, "hw", rx: 0.5)
            }
            rect(right - 27, middle - 11, 25, 12, "hw", rx: 3.5)
            switch chrome.topFeature {
            case .dynamicIsland: rect((width - 125) / 2, 11, 125, 37, "hw", rx: 18.5)
            case .notch: rect((width - 162) / 2, -20, 162, 20 + 30, "hw", rx: 20)
            case .statusBar: break
            }
        } else if insets.device.left > 0 {
            // On its side the island or the notch is at the left (the status bar is hidden).
            switch chrome.topFeature {
            case .dynamicIsland: rect(11, (height - 125) / 2, 37, 125, "hw", rx: 18.5)
            case .notch: rect(-20, (height - 162) / 2, 20 + 30, 162, "hw", rx: 20)
            case .statusBar: break
            }
        }
        // The tab bar over the home indicator: a hairline, then its items.
        if bars.tabBar {
            let tabTop = height - insets.device.bottom - bars.bottomBarHeight(compactHeight: compact)
            rect(0, tabTop, width, height - tabTop, "bar")
            rect(0, tabTop, width, 0.5, "hair")
            let titles = BarChrome.tabTitles
            let step = width / Double(titles.count)
            for (i, title) in titles.enumerated() {
                let x = step * (Double(i) + 0.5)
                out.raw(i == 0 ? "<text class=\"tab tab1\"" : "<text class=\"tab\"")
                out.attribute("x", v.minX + x)
                out.attribute("y", v.minY + tabTop + (compact ? 20 : 42))
                out.raw(">")
                out.escaped(title)
                out.raw("</text>")
                if !compact { rect(x - 11, tabTop + 7, 22, 22, i == 0 ? "tab tab1" : "tab", rx: 6) }
            }
        }
        // The home indicator where the device has one (a bottom inset).
        if insets.device.bottom > 0 {
            let w = width > height ? 220.0 : 134.0
            rect((width - w) / 2, height - 13, w, 5, "hw", rx: 2.5)
        }
        out.raw("</g>\n")
    }
}
