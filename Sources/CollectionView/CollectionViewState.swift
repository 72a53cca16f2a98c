import CollectionLayout
import TerminalCore

/// A layout the view can switch to with keys `1`–`9`: its name and how to make one for given
/// bounds.
public struct LayoutChoice {
    public var name: String
    public var make: (Rect) -> any CollectionLayout

    public init(name: String, make: @escaping (Rect) -> any CollectionLayout) {
        self.name = name
        self.make = make
    }
}

/// The options the view starts with.
public struct ViewOptions: Hashable, Sendable {
    /// The virtual device the layout runs on.
    public var device: Device = .default
    /// Boxes drawn with `+`, `-`, `|` instead of Unicode box drawing (no UTF-8 locale).
    public var asciiOnly: Bool = false
    /// Initial zoom (one of `Viewport.zoomSteps` is best).
    public var zoom: Double = 1
    /// How long inserts, deletes, moves and layout switches animate, in seconds (0: no animation).
    public var animationDuration: Double = 0.2
    /// The text size cells are measured and drawn at (Dynamic Type).
    public var contentSizeCategory: ContentSizeCategory = .default
    /// Fit the whole device screen into the terminal inside a bezel (`DeviceFrame`); when false,
    /// the device width fills the terminal and there is no bezel.
    public var showsDevice: Bool = true
    /// The bars over the screen (`--chrome`); nil: the bare screen of earlier versions, with no
    /// safe area at all.
    public var bars: BarChrome?
    /// How the scroll view turns the safe area into its content inset.
    public var insetAdjustment: ContentInsetAdjustmentBehavior = .automatic
    /// The navigation bar's title.
    public var title = ""

    public init() {}
}

/// What the run loop should do after an event.
public enum ViewAction: Hashable, Sendable {
    case none
    case quit
    /// Save the data (`w`); report the outcome with `setStatus(_:)`.
    case save
    /// Save the data, then quit if that worked (the answer "save" to the unsaved-edits question);
    /// report a failure with `setStatus(_:)` and stay.
    case saveAndQuit
    /// Write a screenshot of the screen (`S`); the run loop reports where it went.
    case screenshot
}

/// A keyboard or mouse drag of one item.
public struct DragSession: Hashable {
    /// Where the item was lifted from.
    public var origin: IndexPath
    /// Where the item is now in the data (the layout's proposed target so far).
    public var current: IndexPath
    /// The item's identity.
    public var itemID: AnyHashable
    /// The centre of the lifted cell, in points.
    public var position: Point
    /// The lifted cell's size, in points.
    public var size: Size
    /// The target the item left on its last move, which a move across the scroll axis does not
    /// take back at once.
    public var left: IndexPath?

    /// The lifted cell's frame.
    public var frame: Rect {
        Rect(x: position.x - size.width / 2, y: position.y - size.height / 2, width: size.width, height: size.height)
    }
}

/// The UI-independent core of the terminal collection view: it owns the data, the current
/// layout, the viewport, the focus, a drag, animations and the paging state, turns input events
/// into changes, and renders a frame into a `CellBuffer`.
///
/// Each frame draws only the elements that the layout's rect query returns for the visible
/// rectangle, so its cost does not grow with the number of items. Time is passed in (seconds
/// on any monotonic clock), so tests use a fake clock.
public final class CollectionViewState {
    public let data: any CollectionViewDataSource
    public internal(set) var choices: [LayoutChoice]
    /// The index in `choices` of the current layout.
    public internal(set) var layoutIndex: Int
    public internal(set) var layout: any CollectionLayout
    public internal(set) var viewport: Viewport
    public internal(set) var terminalWidth: Int
    /// Where the device's screen and bezel are on the terminal.
    public internal(set) var deviceFrame: DeviceFrame
    /// The device's name, on the bezel.
    public let deviceName: String
    /// The device's insets, bars and title (`NavigationChrome`).
    public internal(set) var screenChrome: ScreenChrome
    public let showsDevice: Bool
    /// The screen's content, drawn at `deviceFrame.screen` (reused between frames).
    var screenBuffer = CellBuffer(width: 0, height: 0)
    /// The bezel's label as fitted for a frame, device size and character set (`drawBezel`).
    var bezelLabel: (key: BezelLabelKey, text: String?)?
    public internal(set) var terminalHeight: Int
    /// The item that edits act on.
    public internal(set) var focus: IndexPath?
    public internal(set) var drag: DragSession?
    public internal(set) var showsHelp = false { didSet { helpScroll = 0 } }
    /// The first help line shown, when the help has more lines than the terminal has rows.
    var helpScroll = 0
    /// The inspector (`I`) shows the focused element's layout attributes.
    public internal(set) var showsInspector = false
    /// `q` with unsaved edits asked whether to save; the next key answers.
    public internal(set) var confirmingQuit = false
    /// There is a file that `w` saves to: unsaved edits are marked and `q` asks about them.
    public var canSave = false
    /// Edits (insert, delete, undo, drop) made so far, and how many there were at the last save.
    var editCount = 0
    var savedEditCount = 0
    /// A message shown in the status line until the next key.
    public internal(set) var statusMessage: String? { didSet { statusMessageField = nil } }
    /// The status line's field that `statusMessage` says anew (`zoom`), left out beside it.
    var statusMessageField: String?
    /// Why the current layout could not lay out the data, if it could not.
    public internal(set) var layoutError: String?
    public var asciiOnly: Bool
    public let animationDuration: Double
    /// Whether something changed since the last `render`.
    public internal(set) var needsRedraw = true
    /// Elements drawn in the last frame.
    public internal(set) var drawnCount = 0
    /// The sideways offset of each orthogonal section.
    public internal(set) var orthogonal = OrthogonalOffsets()
    /// The layout file shown, reloaded when it changes (`--layout-file`).
    public var layoutFile: LayoutFileWatch?
    /// Frames of a dump to compare with (`--compare`): elements that differ are marked.
    public var comparison: FrameComparison? { didSet { needsRedraw = true } }
    /// Elements of the last frame whose frames differ from the compared dump's.
    public internal(set) var mismatchesDrawn = 0
    /// The data file shown and saved (`--data`), watched for changes other programs make.
    public var dataFile: DataFileWatch?
    /// `w` found the data file changed on disk and asked whether to overwrite it; the next key
    /// answers, and this is what `o` (overwrite) then does (`.save` or `.saveAndQuit`).
    public internal(set) var confirmingOverwrite: ViewAction?

    /// The smallest terminal the view draws into; smaller ones get a message.
    public static let minimumSize = (width: 20, height: 6)
    /// How far an arrow key moves a lifted cell, in points.
    public static let dragStep: Double = 16
    /// Rows one wheel notch scrolls.
    public static let wheelRows = 3

    /// Bumped at every change of the data's order or counts.
    private var generation = 0
    var transition: Transition?
    /// Reused between frames so drawing allocates nothing proportional to the frame's elements.
    var scratch: [LayoutAttributes] = []
    /// The merge of elements thinner than a cell, reused between frames.
    var cellMerge = SubCellMerge()
    /// Whether a frame asks a stored layout for the elements its cells can show only
    /// (`forEachElement(in:thinningTo:keeping:_:)`) rather than all it meets; the same screen
    /// either way. `cvsim bench` turns it off to measure the difference.
    package var thinsQueries = true
    var lastPagination: PaginationStatus
    /// Item and element totals for the status line, and what they were counted for.
    var totals: (key: TotalsKey, items: Int, elements: Int)?
    /// Identifies the data and layout the totals were counted for.
    var totalsKey: TotalsKey { TotalsKey(generation: generation, layoutIndex: layoutIndex, device: viewport.device) }

    struct TotalsKey: Equatable {
        var generation: Int
        var layoutIndex: Int
        var device: Size
    }
    var spinnerPhase = -1
    /// The mouse press that may become a drag.
    var press: (indexPath: IndexPath, point: Point)?
    /// Text size, measured heights and the scroll anchor (CollectionViewState+SelfSizing.swift).
    var textState = TextState()
    /// When the last edge auto-scroll step of a mouse drag happened.
    var lastAutoScroll = -Double.infinity
    /// Seconds between auto-scroll steps while a mouse drag is held near an edge.
    public static let autoScrollInterval = 0.05

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
        self.choices = layouts
        self.layoutIndex = initialLayout
        self.terminalWidth = max(0, terminalWidth)
        self.terminalHeight = max(0, terminalHeight)
        self.viewport = Viewport(
            device: options.device.size, columns: terminalWidth, rows: max(0, terminalHeight - 1), zoom: options.zoom)
        self.deviceName = options.device.name
        self.screenChrome = ScreenChrome(options: options)
        self.showsDevice = options.showsDevice
        self.deviceFrame = DeviceFrame(screen: CellRect(x: 0, y: 0, width: 0, height: 0), bezel: nil)
        self.asciiOnly = options.asciiOnly
        self.animationDuration = max(0, options.animationDuration)
        self.layout = layouts[initialLayout].make(viewport.bounds)
        self.lastPagination = data.pagination
        textState.category = options.contentSizeCategory
        _ = layout.updateTraits(contentSizeCategory: textState.category)
        placeScreen()
        layout.updateBounds(viewport.bounds)
        _ = layout.updateLayoutGuides(screenInsets.guides())
        prepareLayout()
        restAtContentInset()
        focus = firstItem()
        settle()
    }

    // MARK: - Layout

    /// Runs the layout's pending work, recording an error instead of throwing.
    func prepareLayout() {
        do {
            try layout.prepare(layoutDataSource)
            layoutError = nil
        } catch {
            layoutError = error.description
        }
    }

    /// Marks the data as changed in order or counts and relays out the current layout.
    func dataChanged(_ invalidation: Invalidation = .everything) {
        generation += 1
        relocateMeasuredSizes(invalidation)
        layout.invalidate(invalidation)
        prepareLayout()
        restoreAnchorAfterDataChange()
    }

    /// Marks the items from `first` on as changed by an edit (the items before it are unchanged)
    /// and relays out from there only; `nil`: everything.
    func dataChanged(from first: IndexPath?) {
        guard let first else { return dataChanged() }
        generation += 1
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
        let limit = viewport.maximumOffset(contentSize: layout.contentSize, extra: footerExtra)
        let least = viewport.minimumOffset
        precondition(viewport.offset.x >= least.x - 1e-9 && viewport.offset.x <= limit.x + 1e-9, "offset x \(viewport.offset.x) outside \(least.x)...\(limit.x)")
        precondition(viewport.offset.y >= least.y - 1e-9 && viewport.offset.y <= limit.y + 1e-9, "offset y \(viewport.offset.y) outside \(least.y)...\(limit.y)")
        if let focus { precondition(exists(focus), "focus \(focus) names no item") }
        if let drag { precondition(exists(drag.current), "drag target \(drag.current) names no item") }
        precondition(layout.bounds == viewport.bounds, "the layout's bounds lag the viewport")
    }
    #endif

    /// Clamps the offset and hands the layout its new bounds.
    func settle() {
        applyScreenInsets()
        viewport.clampOffset(contentSize: layout.contentSize, extra: footerExtra)
        if layout.bounds != viewport.bounds {
            layout.updateBounds(viewport.bounds)
            prepareLayout()
            viewport.clampOffset(contentSize: layout.contentSize, extra: footerExtra)
            layout.bounds = viewport.bounds
        }
        anchorEstimatedLayout()
        // Before measuring too: its anchor is the focused cell when on screen.
        keepFocusOnScreen()
        measureCellsNearVisibleRect()
        keepFocusOnScreen()
        data.loadMoreIfNeeded(screensToEnd: screensToEnd())
        needsRedraw = true
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
        guard choices.indices.contains(index), index != layoutIndex else { return }
        let anchor = screenAnchor()
        let sideways = scrolledOrthogonalGeometry()
        // Without an animation nothing holds the old layout, so it is freed before the new one
        // lays out: memory peaks at one layout.
        animateChange(now: now, fallback: animationDuration > 0 ? layout : nil) {
            layout = choices[index].make(viewport.bounds)
            _ = layout.updateTraits(contentSizeCategory: textState.category)
            _ = layout.updateLayoutGuides(screenInsets.guides())
            layoutIndex = index
            prepareLayout()
            resnapOrthogonalSections(from: sideways)
            restoreScreenAnchor(anchor)
        }
    }

    /// Shows `prepared` (made by `choice` and prepared for the data) in place of the current
    /// layout, keeping the focus in view: a reloaded layout file.
    func replaceLayout(with choice: LayoutChoice, prepared: any CollectionLayout) {
        let anchor = screenAnchor()
        let sideways = scrolledOrthogonalGeometry()
        choices[layoutIndex] = choice
        layout = prepared
        transition = nil
        layoutError = nil
        // Orthogonal offsets stay, on the same group (page) in the new shapes: an edit does not lose the place.
        resnapOrthogonalSections(from: sideways)
        totals = nil
        restoreScreenAnchor(anchor)
    }

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
        let visible = unobscuredRect
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
        viewport.offset = offset
        settle()
    }

    /// Scrolls to show the item at `indexPath`, below its section's header when headers are
    /// pinned (a pinned header would otherwise cover an item scrolled to the top).
    func scrollToVisible(_ indexPath: IndexPath) {
        revealAlongOrthogonalSection(indexPath)
        guard var frame = shownFrame(of: indexPath) else { return settle() }
        if layout.configuration.forSection(indexPath.section).pinHeaders,
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
        terminalWidth = max(0, width)
        terminalHeight = max(0, height)
        placeScreen()
        settle()
    }

    /// Places the device's screen on the terminal (after a resize, a zoom or a rotation) and
    /// gives the viewport that screen's cells.
    func placeScreen() {
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

    /// Whether the terminal is too small to draw the view.
    public var isTooSmall: Bool {
        terminalWidth < Self.minimumSize.width || terminalHeight < Self.minimumSize.height
    }

    /// Shows `message` in the status line until the next key; `field` names the status line's
    /// field it gives the news of (`"zoom"`), which is left out while the message shows.
    public func setStatus(_ message: String?, replacing field: String? = nil) {
        statusMessage = message
        statusMessageField = message == nil ? nil : field
        needsRedraw = true
    }

    // MARK: - Run loop

    /// Takes in finished pages, ends finished animations and notices paging changes; call it
    /// whenever the run loop wakes.
    ///
    /// - Complexity: O(appended items) when a page arrives (the layout lays out only those).
    public func tick(now: Double) {
        autoScroll(now: now)
        checkLayoutFile(now: now)
        checkDataFile(now: now)
        var arrived = Invalidation.none
        func takeArrivals() {
            arrived = data.drainLoadedItems()
            if arrived != .none {
                dataChanged(arrived)
                focus = validFocus(focus)
                settle()
            }
        }
        // Outside changes move items about: animate them as an edit is (a page only appends).
        if data.refreshWaiting, drag == nil { animateChange(now: now, takeArrivals) } else { takeArrivals() }
        for notice in data.takeNotices() { setStatus(notice) }
        if let transition {
            // Every tick of an animation is a new frame; the last one shows the end state.
            if transition.isFinished(at: now, duration: animationDuration) { self.transition = nil }
            needsRedraw = true
        }
        let status = data.pagination
        if status != lastPagination {
            lastPagination = status
            needsRedraw = true
        }
        if status == .loading, spinnerPhase != Self.spinnerPhase(at: now) { needsRedraw = true }
        if arrived == .none, status != .loading {
            data.loadMoreIfNeeded(screensToEnd: screensToEnd())
        }
    }

    /// When the run loop should wake next without input (`nil`: sleep until input).
    public func nextWakeup(now: Double) -> Double? {
        if needsRedraw { return now }
        if transition != nil { return now + 1.0 / 60 }
        if autoScrollDirection() != (0, 0) { return max(now, lastAutoScroll + Self.autoScrollInterval) }
        if data.pagination == .loading { return now + 0.1 }
        // Watched files are checked twice a second; otherwise the run loop sleeps until input.
        return [layoutFile?.nextCheck, dataFile?.nextCheck].compactMap { $0 }.min().map { max(now, $0) }
    }

    /// Which way a mouse drag held within two rows (four columns) of an edge scrolls the view,
    /// if the view can scroll that way.
    func autoScrollDirection() -> (dx: Int, dy: Int) {
        guard drag != nil, let point = press?.point else { return (0, 0) }
        let visible = viewport.visibleRect
        let limit = viewport.maximumOffset(contentSize: layout.contentSize, extra: footerExtra)
        var dx = 0, dy = 0
        if point.y < visible.minY + 2 * viewport.rowPoints, viewport.offset.y > 0 { dy = -1 }
        if point.y >= visible.maxY - 2 * viewport.rowPoints, viewport.offset.y < limit.y { dy = 1 }
        if point.x < visible.minX + 4 * viewport.columnPoints, viewport.offset.x > 0 { dx = -1 }
        if point.x >= visible.maxX - 4 * viewport.columnPoints, viewport.offset.x < limit.x { dx = 1 }
        return (dx, dy)
    }

    /// One step of edge auto-scroll: the view and the lifted cell (with the pointer) move by a
    /// row or a column.
    func autoScroll(now: Double) {
        let (dx, dy) = autoScrollDirection()
        guard (dx, dy) != (0, 0), now - lastAutoScroll >= Self.autoScrollInterval - 1e-9, let held = press else { return }
        lastAutoScroll = now
        let before = viewport.offset
        scroll(dx: Double(dx) * viewport.columnPoints, dy: Double(dy) * viewport.rowPoints)
        let moved = (x: viewport.offset.x - before.x, y: viewport.offset.y - before.y)
        press = (held.indexPath, Point(x: held.point.x + moved.x, y: held.point.y + moved.y))
        moveLifted(dx: moved.x, dy: moved.y, now: now)
    }

    static func spinnerPhase(at now: Double) -> Int { Int((now * 10).rounded(.down)) }

    // MARK: - Focus

    func exists(_ path: IndexPath) -> Bool {
        path.section >= 0 && path.section < data.numberOfSections && path.item >= 0
            && path.item < data.numberOfItems(inSection: path.section)
    }

    func firstItem() -> IndexPath? {
        for section in 0..<data.numberOfSections where data.numberOfItems(inSection: section) > 0 {
            return IndexPath(section: section, item: 0)
        }
        return nil
    }

    /// The item after `path` in data order.
    func item(after path: IndexPath) -> IndexPath? {
        var section = path.section, item = path.item + 1
        while section < data.numberOfSections {
            if item < data.numberOfItems(inSection: section) { return IndexPath(section: section, item: item) }
            section += 1
            item = 0
        }
        return nil
    }

    /// The item before `path` in data order.
    func item(before path: IndexPath) -> IndexPath? {
        var section = min(path.section, data.numberOfSections - 1)
        var item = section == path.section ? path.item - 1 : Int.max
        while section >= 0 {
            let count = data.numberOfItems(inSection: section)
            if count > 0, item >= 0 { return IndexPath(section: section, item: min(item, count - 1)) }
            section -= 1
            item = Int.max
        }
        return nil
    }

    /// `path` if it exists, else the nearest item before it, else the first item.
    func validFocus(_ path: IndexPath?) -> IndexPath? {
        guard let path else { return firstItem() }
        if exists(path) { return path }
        if path.section >= 0, path.section < data.numberOfSections, data.numberOfItems(inSection: path.section) > 0 {
            return IndexPath(section: path.section, item: min(max(0, path.item), data.numberOfItems(inSection: path.section) - 1))
        }
        return item(before: path) ?? firstItem()
    }

    /// Focuses `path` and scrolls it into view.
    public func setFocus(_ path: IndexPath?) {
        focus = validFocus(path)
        if let focus { scrollToVisible(focus) }
        needsRedraw = true
    }

    /// The nearest cell from the focused one in a direction (`dx`, `dy` each −1, 0 or 1).
    ///
    /// - Complexity: one rect query of about two screens beyond the focused cell.
    func neighbour(of path: IndexPath, dx: Int, dy: Int) -> IndexPath? {
        guard let from = shownFrame(of: path) else { return nil }
        let visible = viewport.visibleRect
        let size = layout.contentSize
        let reachY = max(visible.height, from.height) * 2, reachX = max(visible.width, from.width) * 2
        let tolerance = 0.5
        let area: Rect
        switch (dx, dy) {
        case (0, 1): area = Rect(x: -1, y: from.maxY - tolerance, width: size.width + 2, height: reachY)
        case (0, -1): area = Rect(x: -1, y: from.minY - reachY, width: size.width + 2, height: reachY + tolerance)
        case (1, 0): area = Rect(x: from.maxX - tolerance, y: from.minY - reachY, width: reachX, height: from.height + 2 * reachY)
        default: area = Rect(x: from.minX - reachX, y: from.minY - reachY, width: reachX + tolerance, height: from.height + 2 * reachY)
        }
        var best: (score: Double, path: IndexPath)?
        for element in shownElements(in: area) where element.category == .cell && element.indexPath != path {
            let f = element.frame
            let primaryGap: Double, crossGap: Double, crossCentre: Double
            switch (dx, dy) {
            case (0, 1), (0, -1):
                guard dy > 0 ? f.minY >= from.maxY - tolerance : f.maxY <= from.minY + tolerance else { continue }
                primaryGap = dy > 0 ? f.minY - from.maxY : from.minY - f.maxY
                crossGap = max(0, max(f.minX - from.maxX, from.minX - f.maxX))
                crossCentre = abs(f.midX - from.midX)
            default:
                guard dx > 0 ? f.minX >= from.maxX - tolerance : f.maxX <= from.minX + tolerance else { continue }
                primaryGap = dx > 0 ? f.minX - from.maxX : from.minX - f.maxX
                crossGap = max(0, max(f.minY - from.maxY, from.minY - f.maxY))
                crossCentre = abs(f.midY - from.midY)
            }
            let score = max(0, primaryGap) + 2 * crossGap + 0.25 * crossCentre
            if best == nil || score < best!.score || (score == best!.score && element.indexPath < best!.path) {
                best = (score, element.indexPath)
            }
        }
        return best?.path
    }

    /// The cell whose frame contains `point`, if any.
    ///
    /// - Complexity: one rect query of one point.
    func cell(at point: Point) -> IndexPath? {
        let probe = Rect(x: point.x - 0.25, y: point.y - 0.25, width: 0.5, height: 0.5)
        var best: IndexPath?
        for element in shownElements(in: probe) where element.category == .cell && element.frame.contains(point) {
            if best == nil || element.indexPath < best! { best = element.indexPath }
        }
        return best
    }
}

extension LayoutChoice {
    /// The built-in layouts in the order of keys `1`–`4`: waterfall, flow, mosaic, horizontal,
    /// all made with `configuration`.
    public static func standard(configuration: LayoutConfiguration) -> [LayoutChoice] {
        LayoutKind.allCases.map { kind in
            LayoutChoice(name: kind.rawValue) { kind.make(configuration: configuration, bounds: $0) }
        }
    }

    /// The index of the layout called `name` in `choices`, or `nil`.
    public static func index(of name: String, in choices: [LayoutChoice]) -> Int? {
        choices.firstIndex { $0.name == name }
    }
}
