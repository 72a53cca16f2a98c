import CollectionLayout
import TerminalCore

extension CollectionViewState {
    /// The device's insets, bars and title (`NavigationChrome`).
    public var screenChrome: ScreenChrome { options.screenChrome }

    /// The screen's insets in the orientation the device is held.
    var screenInsets: ScreenInsets { options.screenInsets(screen: viewport.device) }

    /// `safeAreaInsets` and `adjustedContentInset` as UIKit reports them at the current offset.
    ///
    /// - Complexity: O(1)
    public var scrollInsets: ScrollInsets { options.scrollInsets(viewport: viewport, contentSize: layout.contentSize) }

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
}

extension CollectionViewState {
    /// Shows or hides the inspector (`I`; Esc also hides it).
    public func toggleInspector() {
        chrome.showsInspector.toggle()
        needsRedraw = true
    }

    /// What the inspector shows: the focused element's attributes as the layout computed them
    /// (as Xcode's view debugger does), and where they land on the terminal.
    ///
    /// - Complexity: one attributes lookup of the focused item.
    public func inspectorLines() -> [String] { renderInput().inspectorLines() }

    /// The focused item's attributes, without laying anything out: a lazy layout that has not
    /// laid the item out (it is far from the screen) would otherwise jump to it while drawing.
    func focusedAttributesAsLaidOut() -> LayoutAttributes? { interaction.focusedAttributes(in: layout) }
}

extension CollectionViewState {
    /// Draws the whole screen for time `now` into `buffer`, resizing it to the terminal (a
    /// `RenderPass` over the view's parts).
    ///
    /// - Complexity: one rect query of the visible rectangle and O(k log k + columns·rows) for
    ///   the k elements it returns, independent of the number of items.
    public func render(into buffer: inout CellBuffer, now: Double) {
        needsRedraw = false
        if let transition, transition.isFinished(at: now, duration: options.animationDuration) { self.transition = nil }
        chrome.spinnerPhase = ChromeState.spinnerPhase(at: now)
        withRenderPass { $0.render(into: &buffer, now: now) }
    }

    /// What a frame draws: the parts as they are now, read only (no array is copied: the
    /// parts' storage is shared).
    func renderInput() -> RenderInput {
        RenderInput(
            layouts: layouts, data: data, scroll: scroll, textSize: sizing.category, interaction: interaction, chrome: chrome,
            options: options, transition: transition, comparison: comparison, isModified: isModified, totalsKey: totalsKey)
    }

    /// Runs `body` with a render pass over `renderInput()` and the view's renderer (its caches).
    func withRenderPass<T>(_ body: (inout RenderPass) -> T) -> T {
        var pass = RenderPass(input: renderInput(), renderer: renderer)
        return body(&pass)
    }

    /// The items, and every element of the layout, as the status line counts them.
    ///
    /// - Complexity: O(1), or O(sections) after a change.
    func countedTotals() -> (items: Int, elements: Int) { withRenderPass { $0.countedTotals() } }
}

extension CollectionViewState {
    /// Whether the view waits on work outside its clock: a page in flight (its spinner turns
    /// until the page comes, whenever that is).
    public var isWaitingForOutside: Bool { data.pagination == .loading }
}

extension CollectionViewState {
    /// Shows `message` in the status line until the next key; `field` names the status line's
    /// field it gives the news of (`"zoom"`), which is left out while the message shows.
    public func setStatus(_ message: String?, replacing field: String? = nil) {
        chrome.setStatus(message, replacing: field)
        needsRedraw = true
    }
}
