import CollectionLayout
import TerminalCore

extension CollectionViewState {
    // MARK: - Scrolling

    /// Scrolls by `dx`, `dy` points, clamped to the content.
    public func scroll(dx: Double, dy: Double) {
        viewport.offset = Point(x: viewport.offset.x + dx, y: viewport.offset.y + dy)
        settle()
    }

    /// Moves the content offset to `offset`, clamped.
    public func setOffset(_ offset: Point) {
        viewport.offset = offset
        settle()
    }

    /// Scrolls as little as possible to show `rect` (its top-left when it is larger than the
    /// screen).
    func scrollToVisible(rect: Rect) {
        viewport.offset = scroll.offset(showing: rect, in: unobscuredRect)
        settle()
    }

    /// Scrolls to show the item at `indexPath`, below its section's header when headers are
    /// pinned (a pinned header would otherwise cover an item scrolled to the top).
    func scrollToVisible(_ indexPath: IndexPath) {
        revealAlongOrthogonalSection(indexPath)
        guard var frame = shownFrame(of: indexPath) else { return settle() }
        if layout.pinsHeaders(inSection: indexPath.section),
            let header = layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: indexPath.section, item: 0))
        {
            switch layout.scrollDirection {
            case .vertical:
                frame = Rect(x: frame.minX, y: frame.minY - header.frame.height, width: frame.width, height: frame.maxY - frame.minY + header.frame.height)
            case .horizontal:
                frame = Rect(x: frame.minX - header.frame.width, y: frame.minY, width: frame.maxX - frame.minX + header.frame.width, height: frame.height)
            }
        }
        scrollToVisible(rect: frame)
    }

    // MARK: - Terminal

    /// Adopts a new terminal size: re-scales without a relayout.
    public func resize(width: Int, height: Int) {
        scroll.terminalWidth = max(0, width)
        scroll.terminalHeight = max(0, height)
        placeScreen()
        settle()
    }

    /// Places the device's screen on the terminal (after a resize, a zoom or a rotation) and
    /// gives the viewport that screen's cells.
    func placeScreen() { scroll.placeScreen(showsDevice: options.showsDevice) }

    /// Shows `message` in the status line until the next key; `field` names the status line's
    /// field it gives the news of (`"zoom"`), which is left out while the message shows.
    public func setStatus(_ message: String?, replacing field: String? = nil) {
        chrome.statusMessage = message
        chrome.statusMessageField = message == nil ? nil : field
        needsRedraw = true
    }

}
