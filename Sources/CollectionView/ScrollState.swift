import CollectionLayout

/// Where the view looks into its content, as `UIScrollView` keeps it: the viewport (bounds,
/// content offset, zoom), where the device's screen sits on the terminal, the inset the content
/// is kept clear of, each orthogonal section's own offset, and the anchoring and size estimates
/// that keep what the user looks at still while sizes change.
///
/// A value: the view owns one and changes it; nothing here asks the layout or the data.
package struct ScrollState {
    /// Points ↔ cells, the bounds and the content offset.
    var viewport: Viewport
    /// Where the device's screen and bezel are on the terminal.
    package internal(set) var deviceFrame = DeviceFrame(screen: CellRect(x: 0, y: 0, width: 0, height: 0), bezel: nil)
    /// The terminal's size in cells.
    package internal(set) var terminalWidth: Int
    package internal(set) var terminalHeight: Int
    /// The inset the content is kept clear of (UIKit's `adjustedContentInset`: the safe area and
    /// bars plus the content inset), kept by the viewport, which bounds the offset by it: the
    /// offset may go from minus its top/left to the content's end plus its bottom/right. Zero
    /// unless the chrome covers part of the screen.
    var adjustedContentInset: EdgeInsets {
        get { viewport.contentInset }
        set { viewport.contentInset = newValue }
    }
    /// The sideways offset of each orthogonal section.
    var orthogonal = OrthogonalOffsets()
    /// The scroll steps under way, when they come in quick succession (`ScrollBurst`).
    var burst: ScrollBurst?

    /// The smallest terminal the view draws into; smaller ones get a message.
    static let minimumSize = (width: 20, height: 6)
    /// Rows one wheel notch scrolls.
    static let wheelRows = 3

    init(viewport: Viewport, terminalWidth: Int, terminalHeight: Int) {
        self.viewport = viewport
        self.terminalWidth = max(0, terminalWidth)
        self.terminalHeight = max(0, terminalHeight)
    }

    // MARK: - The offset's range

    /// The smallest content offset: minus the inset's top and left.
    var minimumOffset: Point { viewport.minimumOffset }

    /// The largest content offset for content of `contentSize` and `extra` room after it (the
    /// paging footer's row), never less than `minimumOffset`.
    ///
    /// - Complexity: O(1).
    func maximumOffset(contentSize: Size, extra: Size = .zero) -> Point {
        viewport.maximumOffset(contentSize: contentSize, extra: extra)
    }

    /// Clamps the content offset to `minimumOffset ... maximumOffset(contentSize:extra:)`.
    mutating func clampOffset(contentSize: Size, extra: Size = .zero) {
        viewport.clampOffset(contentSize: contentSize, extra: extra)
    }

    /// The offset that shows `rect` scrolling as little as possible (its top-left when it is
    /// larger than the screen) in `visible`, the visible rectangle or the part of it the bars
    /// leave uncovered; unclamped.
    func offset(showing rect: Rect, in visible: Rect? = nil) -> Point {
        let visible = visible ?? viewport.visibleRect
        var offset = viewport.offset
        if rect.minY < visible.minY || rect.height > visible.height {
            offset.y = rect.minY
        } else if rect.maxY > visible.maxY {
            offset.y = rect.maxY - visible.height
        }
        if rect.minX < visible.minX || rect.width > visible.width {
            offset.x = rect.minX
        } else if rect.maxX > visible.maxX {
            offset.x = rect.maxX - visible.width
        }
        return offset
    }

    // MARK: - The screen on the terminal

    /// Whether the terminal is too small to draw the view.
    var isTooSmall: Bool {
        terminalWidth < Self.minimumSize.width || terminalHeight < Self.minimumSize.height
    }

    /// Places the device's screen on the terminal (after a resize, a zoom or a rotation) and
    /// gives the viewport that screen's cells; the last row is the status line's.
    mutating func placeScreen(showsDevice: Bool) {
        deviceFrame = DeviceFrame.place(
            device: viewport.device, zoom: viewport.zoom, columns: terminalWidth, rows: max(0, terminalHeight - 1),
            showsDevice: showsDevice)
        if deviceFrame.bezel != nil {
            viewport.fitColumns = terminalWidth - 2
            viewport.fitRows = max(0, terminalHeight - 1) - 2
        } else {
            viewport.fitColumns = 0
            viewport.fitRows = 0
        }
        viewport.columns = deviceFrame.screen.width
        viewport.rows = deviceFrame.screen.height
    }

    // MARK: - Steps

    /// How far `command` scrolls (an arrow, PgUp, PgDn, a wheel notch as `.up`/`.down`…), in
    /// points, in a layout that scrolls `vertical`ly or not; nil for any other command.
    /// A page is the visible length less one row (column).
    func step(for command: ViewCommand, vertical: Bool) -> (dx: Double, dy: Double)? {
        switch command {
        case .up: return (0, -viewport.rowPoints)
        case .down: return (0, viewport.rowPoints)
        case .left: return (-viewport.columnPoints, 0)
        case .right: return (viewport.columnPoints, 0)
        case .pageUp, .pageDown:
            let sign: Double = command == .pageUp ? -1 : 1
            let visible = viewport.visibleRect
            return vertical
                ? (0, sign * max(viewport.rowPoints, visible.height - viewport.rowPoints))
                : (sign * max(viewport.columnPoints, visible.width - viewport.columnPoints), 0)
        default: return nil
        }
    }

    /// How far `notches` of the wheel scroll: `wheelRows` rows each, or twice as many columns
    /// in a horizontal layout.
    func wheelStep(_ notches: Int, vertical: Bool) -> (dx: Double, dy: Double) {
        let rows = Double(notches * Self.wheelRows)
        return vertical ? (0, rows * viewport.rowPoints) : (rows * 2 * viewport.columnPoints, 0)
    }

    /// The offset of the content's start along the scroll axis (Home), the other axis kept.
    func startOffset(vertical: Bool) -> Point {
        vertical ? Point(x: viewport.offset.x, y: minimumOffset.y) : Point(x: minimumOffset.x, y: viewport.offset.y)
    }

    /// The offset of the content's end along the scroll axis (End) for content of `contentSize`
    /// and `extra` room after it, the other axis kept.
    func endOffset(vertical: Bool, contentSize: Size, extra: Size) -> Point {
        let limit = maximumOffset(contentSize: contentSize, extra: extra)
        return vertical ? Point(x: viewport.offset.x, y: limit.y) : Point(x: limit.x, y: viewport.offset.y)
    }

    // MARK: - Bursts

    /// Starts or extends the burst with a step taken at `now` (a burst remembers where it began).
    mutating func noteStep(now: Double) {
        burst = ScrollBurst(lastStep: now, startOffsetY: burst?.startOffsetY ?? viewport.offset.y)
    }

    /// Ends the burst and returns it; nil when none was under way.
    mutating func endBurst() -> ScrollBurst? {
        defer { burst = nil }
        return burst
    }

    // MARK: - Orthogonal sections as shown

    /// The offset orthogonal section `section` of `layout` is shown at (0 for any other section).
    func orthogonalOffset(_ section: Int, in layout: any CollectionLayout) -> Double {
        guard layout.supportsOrthogonalScrolling, let geometry = layout.orthogonalSection(section) else { return 0 }
        return orthogonal.offset(section, geometry)
    }

    /// `frame` of an element of `section` as shown: moved back by its section's offset.
    func shown(_ frame: Rect, section: Int, in layout: any CollectionLayout) -> Rect {
        let offset = orthogonalOffset(section, in: layout)
        guard offset != 0 else { return frame }
        return layout.scrollDirection == .vertical ? frame.offsetBy(dx: -offset, dy: 0) : frame.offsetBy(dx: 0, dy: -offset)
    }

    /// Calls `body` with every element of `layout` meeting `rect` as shown (orthogonal sections
    /// at their offsets).
    ///
    /// - Complexity: one rect query.
    func forEachShownElement(in rect: Rect, of layout: any CollectionLayout, _ body: (LayoutAttributes) -> Void) {
        if layout.supportsOrthogonalScrolling {
            layout.forEachElement(in: rect, orthogonalOffset: { orthogonalOffset($0, in: layout) }, body)
        } else {
            layout.forEachElement(in: rect, body)
        }
    }

    /// The frame of the item at `path` of `layout` as shown.
    func shownFrame(of path: IndexPath, in layout: any CollectionLayout) -> Rect? {
        layout.layoutAttributesForItem(at: path).map { shown($0.frame, section: path.section, in: layout) }
    }
}
