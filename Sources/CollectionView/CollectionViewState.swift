import CollectionLayout
import TerminalCore

/// The UI-independent core of the terminal collection view, as `UICollectionView` is to its
/// parts: it owns the data source and the current layout, and composes
///
/// - the scroll state (`ScrollState`: viewport, content offset, adjusted inset, orthogonal
///   offsets, scroll bursts),
/// - self-sizing (`SelfSizing`: text size, measured lengths, the anchor kept while they change),
/// - the interaction state machine (`Interaction`: focus, press, drag),
/// - the edit session (`EditSession`: edits made and saved, the quit and overwrite questions),
/// - the chrome's state (`ChromeState`: status message, help, inspector) and
/// - the renderer (`ViewRenderer`), which draws all of it into a `CellBuffer`.
///
/// It turns input events into changes of those parts (`handle(_:now:)`, through `KeyMap`) and
/// time into animation and paging (`tick(now:)`). Each frame draws only the elements that the
/// layout's rect query returns for the visible rectangle, so its cost does not grow with the
/// number of items. Time is passed in (seconds on any monotonic clock), so tests use a fake
/// clock.
public final class CollectionViewState {
    // (The parts carry no dynamic exclusivity check: the view is the run loop's, used from its
    // thread, and each part is reached by short accesses that never overlap: the checks were
    // some 40 runtime calls a key.)
    public let data: any CollectionViewDataSource
    /// The layout shown, the layouts keys `1`–`9` switch among, and why it failed, if it did.
    @exclusivity(unchecked) package internal(set) var layouts: LayoutSlot
    /// Bounds, offset, inset, orthogonal offsets, anchoring and estimates.
    @exclusivity(unchecked) package internal(set) var scroll: ScrollState
    /// Text size, measured lengths (the layout's estimates) and the self-sizing anchor.
    @exclusivity(unchecked) var sizing = SelfSizing()
    /// Focus, press and drag.
    @exclusivity(unchecked) package internal(set) var interaction = Interaction()
    /// Edits made and saved, and the questions they ask.
    @exclusivity(unchecked) package var edits = EditSession()
    /// Status message, help and inspector.
    @exclusivity(unchecked) package internal(set) var chrome: ChromeState
    /// What drawing keeps between frames.
    package let renderer = ViewRenderer()
    /// The options the view was made with (`asciiOnly` changes with the terminal's abilities).
    @exclusivity(unchecked) package var options: ViewOptions
    /// Whether something changed since the last `render`.
    public internal(set) var needsRedraw: Bool {
        get { redrawPending }
        set { redrawPending = newValue }
    }
    // (Stored apart: another module's direct read of a stored property checks exclusivity at
    // run time, whatever the attribute says; a read through the accessor does not.)
    @exclusivity(unchecked) private var redrawPending = true
    /// Whether the view is asking whether to overwrite a file changed on disk (read by the app
    /// at every key).
    public var isAskingToOverwrite: Bool { edits.confirmingOverwrite != nil }
    /// The animation in progress, if any.
    @exclusivity(unchecked) var transition: Transition?
    /// A snapshot file's applies that `]` and `[` step through (`--snapshots`), if any.
    @exclusivity(unchecked) public var snapshots: SnapshotPlayer?
    /// Frames of a dump to compare with (`--compare`): elements that differ are marked.
    @exclusivity(unchecked) public var comparison: FrameComparison? { didSet { needsRedraw = true } }

    /// Seconds between auto-scroll steps while a mouse drag is held near an edge.
    public static let autoScrollInterval = Interaction.autoScrollInterval

    /// - Throws: `ViewError.noLayouts` when `layouts` is empty or `initialLayout` is out of
    ///   range; `ViewError.invalidViewport` when the zoom is not a number in 0.1...10 or the device
    ///   size is not positive.
    public init(
        data: any CollectionViewDataSource, layouts: [LayoutChoice], initialLayout: Int = 0,
        options: ViewOptions = ViewOptions(), terminalWidth: Int, terminalHeight: Int
    ) throws(ViewError) {
        guard !layouts.isEmpty else { throw .noLayouts("the view needs at least one layout") }
        guard layouts.indices.contains(initialLayout) else {
            throw .noLayouts("layout \(initialLayout + 1) does not exist; there are \(layouts.count)")
        }
        guard options.zoom.isFinite, (0.1...10).contains(options.zoom) else {
            throw .invalidViewport("zoom must be between 0.1 and 10, not \(options.zoom)")
        }
        let device = options.device.size
        guard device.width.isFinite, device.height.isFinite, device.width > 0, device.height > 0 else {
            throw .invalidViewport("the device size must be positive, not \(device.width)×\(device.height)")
        }
        self.data = data
        var options = options
        options.animationDuration = max(0, options.animationDuration)
        self.options = options
        let viewport = Viewport(
            device: options.device.size, columns: terminalWidth, rows: max(0, terminalHeight - 1), zoom: options.zoom)
        self.scroll = ScrollState(viewport: viewport, terminalWidth: terminalWidth, terminalHeight: terminalHeight)
        self.layouts = LayoutSlot(choices: layouts, index: initialLayout, layout: layouts[initialLayout].make(viewport.bounds))
        self.chrome = ChromeState(pagination: data.pagination)
        sizing.category = options.contentSizeCategory
        _ = layout.updateTraits(contentSizeCategory: sizing.category)
        placeScreen()
        layout.updateBounds(viewport.bounds)
        _ = layout.updateLayoutGuides(screenInsets.guides())
        prepareLayout()
        restAtContentInset()
        interaction.focus = data.firstItem()
        settle()
    }

    // MARK: - Layout

    /// Runs the layout's pending work, recording an error instead of throwing.
    func prepareLayout() {
        do {
            try layout.prepare(layoutDataSource)
            layouts.error = nil
        } catch {
            layouts.error = error.description
        }
    }

    /// Marks the data as changed in order or counts and relays out the current layout.
    func dataChanged(_ invalidation: Invalidation = .everything) {
        layouts.generation += 1
        relocateMeasuredSizes(invalidation)
        layout.invalidate(invalidation)
        prepareLayout()
        restoreAnchorAfterDataChange()
    }

    /// Marks the items from `first` on as changed by an edit (the items before it are unchanged)
    /// and relays out from there only; `nil`: everything.
    func dataChanged(from first: IndexPath?) {
        guard let first else { return dataChanged() }
        layouts.generation += 1
        relocateMeasuredSizes(.everything)
        layout.invalidateItems(from: first)
        prepareLayout()
        restoreAnchorAfterDataChange()
    }

    /// Room after the content for the paging footer row (vertical layouts that page).
    var footerExtra: Size {
        guard data.pagination != .none, layout.scrollDirection == .vertical else { return .zero }
        return Size(width: 0, height: viewport.rowPoints)
    }

    #if CVSIM_INTERNAL_CHECKS
    /// The offset lies inside the content, the focus names an item, the layout has the
    /// viewport's bounds.
    func checkInvariants() {
        let limit = scroll.maximumOffset(contentSize: layout.contentSize, extra: footerExtra)
        let low = scroll.minimumOffset
        precondition(viewport.offset.x >= low.x && viewport.offset.x <= limit.x + 1e-9, "offset x \(viewport.offset.x) outside \(low.x)...\(limit.x)")
        precondition(viewport.offset.y >= low.y && viewport.offset.y <= limit.y + 1e-9, "offset y \(viewport.offset.y) outside \(low.y)...\(limit.y)")
        if let focus = interaction.focus { precondition(data.exists(focus), "focus \(focus) names no item") }
        if let drag = interaction.drag { precondition(data.exists(drag.current), "drag target \(drag.current) names no item") }
        precondition(layout.bounds == viewport.bounds, "the layout's bounds lag the viewport")
    }
    #endif

    /// Clamps the offset and hands the layout its new bounds.
    func settle() {
        applyScreenInsets()
        keepOffsetInContent()
        anchorEstimatedLayout()
        // Before measuring too: its anchor is the focused cell when on screen.
        keepFocusOnScreen()
        measureCellsNearVisibleRect()
        keepFocusOnScreen()
        if data.pagination != .none { data.loadMoreIfNeeded(screensToEnd: screensToEnd()) }
        needsRedraw = true
    }

    /// Clamps the offset to the content and gives the layout the viewport's bounds (laying out
    /// again when they invalidate it, and clamping to what the content is then). A scroll only
    /// moves the bounds: the layout lays out what a query needs when asked.
    func keepOffsetInContent() {
        scroll.clampOffset(contentSize: layout.contentSize, extra: footerExtra)
        if layout.bounds != viewport.bounds, layout.updateBounds(viewport.bounds) {
            prepareLayout()
            scroll.clampOffset(contentSize: layout.contentSize, extra: footerExtra)
            layout.bounds = viewport.bounds
        }
    }

    /// How many screens of content lie between what the view shows and the end of the data,
    /// along the scroll axis: what paging follows (UIKit prefetches by the visible rect).
    /// Negative when the content ends on screen; infinite when nothing is shown.
    ///
    /// The content's length along the scroll axis says it, except where the data ends in a
    /// section that scrolls sideways: items appended there make the section longer across, not
    /// the content longer, so the end is where that section's last item is shown, in screens
    /// across the view. Paging then waits until that item comes near, however the section is
    /// scrolled, and never pages the whole source in because the content stays short.
    ///
    /// - Complexity: O(1) and one item lookup in an orthogonal section.
    func screensToEnd() -> Double {
        let visible = viewport.visibleRect
        let vertical = layout.scrollDirection == .vertical
        let length = vertical ? visible.height : visible.width
        guard length > 0 else { return .infinity }
        let content = vertical ? layout.contentSize.height : layout.contentSize.width
        var screens = (content - (vertical ? visible.maxY : visible.maxX)) / length
        let lastSection = data.numberOfSections - 1
        if lastSection >= 0, orthogonalLayout?.orthogonalSection(lastSection) != nil {
            let count = data.numberOfItems(inSection: lastSection)
            if count > 0, let frame = shownFrame(of: IndexPath(section: lastSection, item: count - 1)) {
                let across = vertical ? visible.width : visible.height
                let beyond = vertical ? frame.minX - visible.maxX : frame.minY - visible.maxY
                if across > 0 { screens = max(screens, beyond / across) }
            }
        }
        return screens
    }

    /// Switches to layout `index` of `choices`, animating from the old frames and keeping the
    /// focused item (else the first one shown) where it was on screen.
    ///
    /// Only the current layout is kept: the old one is dropped once the switch is made (it serves
    /// the animation's starting frames until then), and switching back lays out afresh. The new
    /// layout lays out around that item only (a lazy one jumps there), however far into the data.
    public func switchLayout(to index: Int, now: Double) {
        guard layouts.choices.indices.contains(index), index != layouts.index else { return }
        let anchor = screenAnchor()
        let sideways = scrolledOrthogonalGeometry()
        // Without an animation nothing holds the old layout, so it is freed before the new one
        // lays out: memory peaks at one layout.
        animateChange(now: now, fallback: options.animationDuration > 0 ? layout : nil) {
            layout = layouts.choices[index].make(viewport.bounds)
            _ = layout.updateTraits(contentSizeCategory: sizing.category)
            _ = layout.updateLayoutGuides(screenInsets.guides())
            layouts.index = index
            prepareLayout()
            resnapOrthogonalSections(from: sideways)
            restoreScreenAnchor(anchor)
        }
    }

    /// Shows `prepared` (made by `choice` and prepared for the data) in place of the current
    /// layout, keeping the focus in view: a reloaded layout file.
    public func replaceLayout(with choice: LayoutChoice, prepared: any CollectionLayout) {
        var choices = layouts.choices
        choices[layouts.index] = choice
        replaceLayouts(with: choices, showing: layouts.index, prepared: prepared)
    }

    /// Shows `prepared`, made by `choices[index]`, with `choices` in place of the layouts
    /// offered: a reloaded file of several layouts.
    public func replaceLayouts(with choices: [LayoutChoice], showing index: Int, prepared: any CollectionLayout) {
        let anchor = screenAnchor()
        let sideways = scrolledOrthogonalGeometry()
        layouts.choices = choices
        layouts.index = index
        layout = prepared
        transition = nil
        layouts.error = nil
        // Orthogonal offsets stay, on the same group (page) in the new shapes: an edit does not lose the place.
        resnapOrthogonalSections(from: sideways)
        renderer.totals = nil
        renderer.layer = nil
        restoreScreenAnchor(anchor)
    }

}

// The view's public face that its parts hold: the layout it shows and where it looks into the
// content. Everything else is read from the part that owns it (`scroll`, `interaction`, `edits`,
// `chrome`, `renderer`, `options`, `layouts`).

extension CollectionViewState {
    /// The current layout (only this one is kept), as `UICollectionView`'s `collectionViewLayout`.
    public internal(set) var layout: any CollectionLayout {
        get { layouts.layout }
        _modify { yield &layouts.layout }
    }

    /// Points ↔ cells, the bounds and the content offset, as `UIScrollView`'s `bounds` and
    /// `contentOffset`.
    public internal(set) var viewport: Viewport {
        get { scroll.viewport }
        _modify { yield &scroll.viewport }
    }

    typealias TotalsKey = ViewRenderer.TotalsKey
    /// Identifies the data and layout the totals were counted for.
    var totalsKey: TotalsKey { TotalsKey(generation: layouts.generation, layoutIndex: layouts.index, device: viewport.device) }
}
