import CollectionLayout
import TerminalCore

/// The bars over a full-screen collection view, drawn into the device screen's cells: the status
/// bar (the device's time, the notch or Dynamic Island), a navigation bar whose large title
/// collapses into it as the content scrolls, a tab bar over the home indicator.
///
/// The bars are translucent, as iOS's are: the content scrolls on under them and shows through
/// as the blur shows it — faint, its shapes and not its words: each of its characters a faint
/// dot (`·`, `.` in ASCII) in a dimmed grey on the bars' material, so that in colour and in
/// monochrome alike it never reads as a row of the list. The bars' own text and their separators
/// (a hairline under the navigation bar once collapsed, over the tab bar) are at full strength.
public struct NavigationChrome: Sendable {
    /// The screen's insets: the device's, the bars and how the content adjusts for them.
    public var insets: ScreenInsets
    /// The content offset along y, in points: how far the large title has collapsed.
    public var offsetY: Double
    /// The navigation bar's title.
    public var title: String
    /// The status bar's clock.
    public var time: String
    /// Draw without box-drawing and block glyphs.
    public var ascii: Bool

    public init(insets: ScreenInsets, offsetY: Double, title: String, time: String = NavigationChrome.time, ascii: Bool = false) {
        self.insets = insets
        self.offsetY = offsetY
        self.title = title
        self.time = time
        self.ascii = ascii
    }

    /// The time every Apple product picture shows, so that screens stay the same from run to run.
    public static let time = BarChrome.statusBarTime
    /// The tab bar's items.
    public static let tabs = BarChrome.tabTitles

    /// The bars' translucent material, the content's faded characters, the labels, the tint.
    static let material = Color.rgb(0x1C, 0x1C, 0x1E)
    static let faded = Style(foreground: .rgb(0x48, 0x48, 0x4A), background: material, attributes: [.dim])
    static let separator = Style(foreground: .rgb(0x54, 0x54, 0x58), background: material)
    static let label = Style(foreground: .rgb(0xFF, 0xFF, 0xFF), background: material)
    static let titleStyle = Style(foreground: .rgb(0xFF, 0xFF, 0xFF), background: material, attributes: [.bold])
    static let secondary = Style(foreground: .rgb(0x8E, 0x8E, 0x93), background: material)
    static let tint = Style(foreground: .rgb(0x0A, 0x84, 0xFF), background: material, attributes: [.bold])
    static let island = Style(foreground: .rgb(0, 0, 0), background: .rgb(0, 0, 0))

    /// The rows (from the screen's top, `rowsPerPoint` rows a point) a band from `from` to `to`
    /// points covers: its edges rounded to the nearest row, as frames are.
    static func rows(_ from: Double, _ to: Double, rowsPerPoint: Double) -> Range<Int> {
        let a = Int((from * rowsPerPoint).rounded()), b = Int((to * rowsPerPoint).rounded())
        return a..<Swift.max(a, b)
    }

    /// Draws the bars into `buffer`, the device screen's cells, for a screen `screen` points
    /// tall shown at `rowsPerPoint` rows and `columnsPerPoint` columns a point.
    ///
    /// - Complexity: O(cells of the bars).
    public func draw(into buffer: inout CellBuffer, screen: Size, rowsPerPoint: Double, columnsPerPoint: Double) {
        let chrome = insets.chrome
        let bands = self.bands(height: buffer.height, rowsPerPoint: rowsPerPoint)
        let width = buffer.width
        // The status bar has the navigation bar's material when there is one; alone it is clear.
        if chrome.navigationBar { shade(rows: bands.status.lowerBound..<bands.bar.upperBound, in: &buffer) }
        if !bands.status.isEmpty { drawStatusBar(row: bands.status.lowerBound, rows: bands.status.count, in: &buffer) }
        if let housing = bands.housing { drawSideHousing(rows: housing, in: &buffer) }
        if chrome.navigationBar, !bands.bar.isEmpty {
            let margin = Swift.max(1, Int((LayoutGuides.layoutMargin(containerWidth: screen.width) * columnsPerPoint).rounded()))
            let leftInset = Int((insets.device.left * columnsPerPoint).rounded())
            // The large title on the bar's last row, left at the margin, while it lies below the
            // bar proper; once the content has pushed it up into the bar, the title is the bar's, centred.
            let largeRow = bands.bar.upperBound - 1
            if chrome.showsLargeTitle(compactHeight: insets.compactHeight), largeRow >= bands.inline.upperBound {
                clear(row: largeRow, in: &buffer)
                buffer.write(title, x: leftInset + margin, y: largeRow, style: Self.titleStyle, limit: width - margin)
            } else if !bands.inline.isEmpty {
                let titleRow = bands.inline.lowerBound + bands.inline.count / 2
                centred(title, row: titleRow, style: Self.titleStyle, in: &buffer)
                // The collapsed bar's hairline, on its last row when the title leaves it free.
                if bands.bar.upperBound - 1 > titleRow { hairline(row: bands.bar.upperBound - 1, in: &buffer) }
            }
        }
        if chrome.tabBar {
            let height = buffer.height
            shade(rows: bands.tabBar, in: &buffer)
            // The hairline on the bar's first row when it has another for its items.
            let labels = bands.tabItems.count >= 2 ? bands.tabItems.dropFirst() : bands.tabItems[...]
            if bands.tabItems.count >= 2 { hairline(row: bands.tabItems.lowerBound, in: &buffer) }
            if let row = labels.first.map({ $0 + (labels.count - 1) / 2 }), row < height { drawTabs(row: row, in: &buffer) }
        }
    }

    /// The rows of each part of the bars in a screen `height` rows tall.
    struct Bands {
        /// The status bar's.
        var status: Range<Int>
        /// The navigation bar's (from the status bar's bottom, as tall as the large title leaves it).
        var bar: Range<Int>
        /// A collapsed navigation bar's (its title's).
        var inline: Range<Int>
        /// The notch's or island's, on its side (a phone turned), if any.
        var housing: Range<Int>?
        /// The tab bar's, over the home indicator, and its items' (empty without a tab bar).
        var tabBar: Range<Int>
        var tabItems: Range<Int>
    }

    func bands(height: Int, rowsPerPoint: Double) -> Bands {
        let chrome = insets.chrome
        let top = insets.device.top
        let bar = chrome.topBarHeight(offsetY: offsetY, statusTop: top, compactHeight: insets.compactHeight)
        let barHeight = BarChrome.navigationBarHeight(compactHeight: insets.compactHeight)
        var bands = Bands(
            status: Self.rows(0, top, rowsPerPoint: rowsPerPoint), bar: Self.rows(top, top + bar, rowsPerPoint: rowsPerPoint),
            inline: Self.rows(top, top + barHeight, rowsPerPoint: rowsPerPoint), housing: nil, tabBar: 0..<0, tabItems: 0..<0)
        if insets.device.left > 0 {
            let length = Swift.max(1, height / 5)
            bands.housing = (height - length) / 2..<(height - length) / 2 + length
        }
        if chrome.tabBar {
            let screenHeight = Double(height) / rowsPerPoint
            let tabTop = Swift.max(0, screenHeight - insets.device.bottom - chrome.bottomBarHeight(compactHeight: insets.compactHeight))
            bands.tabBar = Self.rows(tabTop, screenHeight, rowsPerPoint: rowsPerPoint)
            bands.tabItems = Self.rows(tabTop, screenHeight - insets.device.bottom, rowsPerPoint: rowsPerPoint)
        }
        return bands
    }

    /// The rows `draw` may change in a screen `height` rows tall (and whose content it reads,
    /// as the translucent bars show it), as disjoint runs from the top: the others are the
    /// content's as it was drawn.
    public func rowsDrawn(height: Int, rowsPerPoint: Double) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        rowsDrawn(height: height, rowsPerPoint: rowsPerPoint, into: &runs)
        return runs
    }

    /// `rowsDrawn(height:rowsPerPoint:)` into `runs`, reusing its storage (a frame's, every frame).
    public func rowsDrawn(height: Int, rowsPerPoint: Double, into runs: inout [Range<Int>]) {
        let bands = bands(height: height, rowsPerPoint: rowsPerPoint)
        runs.removeAll(keepingCapacity: true)
        runs.reserveCapacity(6)
        let screen = 0..<Swift.max(0, height)
        let all: InlineArray<6, Range<Int>> = [bands.status, bands.bar, bands.inline, bands.tabBar, bands.tabItems, bands.housing ?? 0..<0]
        for i in all.indices {
            let band = all[i].clamped(to: screen)
            if !band.isEmpty { runs.append(band) }
        }
        runs.sort { $0.lowerBound < $1.lowerBound }
        // (The status bar, the navigation bar and its title's rows meet: each row is copied once.)
        var kept = 0
        for i in runs.indices {
            let band = runs[i]
            if kept > 0, band.lowerBound <= runs[kept - 1].upperBound {
                runs[kept - 1] = runs[kept - 1].lowerBound..<Swift.max(runs[kept - 1].upperBound, band.upperBound)
            } else {
                runs[kept] = band
                kept += 1
            }
        }
        runs.removeLast(runs.count - kept)
    }

    /// Fades the content under `rows` into the bars' material: each of its characters a faint
    /// dot, blanks blank.
    private func shade(rows: Range<Int>, in buffer: inout CellBuffer) {
        let dot: Unicode.Scalar = ascii ? "." : "·"
        for y in rows where y >= 0 && y < buffer.height {
            for x in 0..<buffer.width {
                var cell = buffer[x, y]
                // A wide character's second column becomes a blank of its own (its dot is one column).
                if cell.width == 0 { cell = Cell(" ", style: Self.faded) } else if cell.character != " " { cell = Cell(dot, style: Self.faded) } else { cell.style = Self.faded }
                buffer[x, y] = cell
            }
        }
    }

    /// A bar's separator across `row`, at full strength.
    private func hairline(row: Int, in buffer: inout CellBuffer) {
        guard row >= 0, row < buffer.height else { return }
        buffer.fill(x: 0, y: row, width: buffer.width, height: 1, character: ascii ? "-" : "─", style: Self.separator)
    }

    /// Blanks a row of a bar that carries text: the content does not show through the labels.
    private func clear(row: Int, in buffer: inout CellBuffer) {
        guard row >= 0, row < buffer.height else { return }
        buffer.fill(x: 0, y: row, width: buffer.width, height: 1, style: Style(background: Self.material))
    }

    /// The clock at the left, the notch or island in the middle, signal and battery at the right.
    private func drawStatusBar(row first: Int, rows: Int, in buffer: inout CellBuffer) {
        let row = first + (rows - 1) / 2
        guard row < buffer.height else { return }
        let width = buffer.width
        let base = insets.chrome.navigationBar ? Self.label : Style(foreground: .rgb(0xFF, 0xFF, 0xFF))
        let bold = Style(foreground: base.foreground, background: insets.chrome.navigationBar ? Self.material : .default, attributes: [.bold])
        if insets.chrome.navigationBar { clear(row: row, in: &buffer) } else { buffer.fill(x: 0, y: row, width: width, height: 1, style: .plain) }
        let side = Swift.max(1, width / 8)
        let right = ascii ? "::: [=]" : "▂▄▆ ▮▮▯"
        let rightWidth = CharacterWidth.of(right)
        // The island (or notch) where the device has one: the top inset is taller than a status bar's 20 pt.
        let hasIsland = insets.device.top > 20
        let island = Swift.max(2, width / 5)
        let islandStart = (width - island) / 2
        // On the island's row, the clock and the indicators only where they clear it.
        let clear = { (x: Int, w: Int) in !hasIsland || row != first || x + w < islandStart || x > islandStart + island }
        if clear(side, CharacterWidth.of(time)) { buffer.write(time, x: side, y: row, style: bold) }
        let rightX = Swift.max(0, width - side - rightWidth)
        if clear(rightX, rightWidth) {
            buffer.write(right, x: rightX, y: row, style: Style(foreground: bold.foreground, background: bold.background))
        }
        if hasIsland {
            buffer.fill(x: islandStart, y: first, width: island, height: 1, character: ascii ? "#" : "█", style: Self.island)
        }
    }

    /// On its side the notch or island is at the left edge (a phone is turned with it there),
    /// over the middle fifth of the height.
    private func drawSideHousing(rows: Range<Int>, in buffer: inout CellBuffer) {
        guard buffer.width > 0 else { return }
        buffer.fill(x: 0, y: rows.lowerBound, width: 1, height: rows.count, character: ascii ? "#" : "█", style: Self.island)
    }

    /// The tab bar's items, spread evenly, the first selected in the tint.
    private func drawTabs(row: Int, in buffer: inout CellBuffer) {
        let count = Self.tabs.count
        let slot = buffer.width / count
        guard slot > 0 else { return }
        clear(row: row, in: &buffer)
        for (i, name) in Self.tabs.enumerated() {
            let text = String(name.prefix(slot))
            let x = i * slot + Swift.max(0, (slot - CharacterWidth.of(text)) / 2)
            buffer.write(text, x: x, y: row, style: i == 0 ? Self.tint : Self.secondary, limit: (i + 1) * slot)
        }
    }

    private func centred(_ text: String, row: Int, style: Style, in buffer: inout CellBuffer) {
        guard row >= 0, row < buffer.height else { return }
        clear(row: row, in: &buffer)
        let shown = String(text.prefix(buffer.width))
        let x = Swift.max(0, (buffer.width - CharacterWidth.of(shown)) / 2)
        buffer.write(shown, x: x, y: row, style: style)
    }
}
