import CollectionLayout

/// Where the view looks into its content, as `UIScrollView` keeps it: the viewport (bounds,
/// content offset, zoom), where the device's screen sits on the terminal, the inset the content
/// is kept clear of, each orthogonal section's own offset, and the anchoring and size estimates
/// that keep what the user looks at still while sizes change.
///
/// A value: the view owns one and changes it; nothing here asks the layout or the data.
struct ScrollState {
    /// Points ↔ cells, the bounds and the content offset.
    var viewport: Viewport
    /// Where the device's screen and bezel are on the terminal.
    var deviceFrame = DeviceFrame(screen: CellRect(x: 0, y: 0, width: 0, height: 0), bezel: nil)
    /// The terminal's size in cells.
    var terminalWidth: Int
    var terminalHeight: Int
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
    /// Text size, measured heights (the layout's estimates) and the self-sizing anchor.
    var textState = TextState()

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
        terminalWidth < CollectionViewState.minimumSize.width || terminalHeight < CollectionViewState.minimumSize.height
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
}
