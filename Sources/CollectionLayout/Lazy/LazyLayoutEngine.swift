/// The placement rule of a built-in lazy layout: how it opens a section, places a run of its
/// items, closes it, and where the open section stands. `LazyStoredLayout` does everything else
/// — the store, the progress and its checkpoints, pending invalidations, measured sizes, far
/// jumps with their estimated positions and seams, and the content offset adjustment — the same
/// way for every engine.
///
/// An engine lays out items in index-path order, and each item's frame depends only on the items
/// before it and on `State`, what the open section carries from one run to the next (a
/// waterfall's columns, a flow layout's open line). The lengths below are along the scroll axis.
public protocol LazyLayoutEngine {
    /// What the layout keeps to continue the open section; saved at checkpoints and seams.
    associatedtype State

    /// The layout's short name (`waterfall`, `flow`, …).
    static var name: String { get }
    /// The state before any section is open.
    static var emptyState: State { get }

    /// The layout's typed options (`FlowOptions` …).
    associatedtype Options: SectionedLayoutOptions

    /// An engine for `options`.
    init(options: Options)
    var options: Options { get }
    var scrollDirection: ScrollDirection { get }
    /// Whether items take measured sizes. Default: false.
    var selfSizesItems: Bool { get }
    /// Whether a section's background is known when it opens (else a query meeting an open
    /// section with a background closes it first). Default: false.
    var placesBackgroundsWhenOpening: Bool { get }
    /// Whether an item's width comes from its size hint (the flow layout's `sizeForItemAt`).
    /// Default: false.
    var takesItemWidthsFromHints: Bool { get }

    /// Checks the options and `bounds` before anything is laid out.
    func validate(bounds: Rect, _ dataSource: any LayoutDataSource) throws(LayoutError)
    /// The state of `section` opening at `start`: its header and where its items begin.
    func openSection(_ section: Int, at start: Double, in context: LazyLayoutContext) throws(LayoutError) -> State
    /// The state of a run starting inside `section` at `item` (> 0), its first item at `top`, no
    /// header; nil when the layout begins such a run at the section's start instead (its header
    /// spans the section, so the section opens whole; its items then start at `item`).
    func seedState(section: Int, item: Int, top: Double, in context: LazyLayoutContext) throws(LayoutError) -> State?
    /// Places the items of `run` (of the open section) into `store`: up to `run.end`, or, for a
    /// layout that places items in groups (lines), to the first group starting at or after
    /// `run.stopAfter`, and never past `run.breakAt`.
    ///
    /// - Returns: the next item to place; `run.count` when every item is placed.
    func placeItems(
        _ run: LazyItemRun, state: inout State, into store: inout LayoutStore, in context: LazyLayoutContext
    ) throws(LayoutError) -> Int
    /// Places the footer and background of `section` (all `count` items placed) and ends it in
    /// `store` with its extent; sets the store's content size to the section's end.
    func closeSection(
        _ section: Int, count: Int, state: State, into store: inout LayoutStore, in context: LazyLayoutContext
    ) throws(LayoutError)
    /// The open section as the store keeps it until it closes: its header, background (`.zero`
    /// when it comes at closing), and extent so far.
    func openFrames(_ state: State) -> (header: Rect, background: Rect, extent: (min: Double, max: Double))

    /// Where elements not laid out yet start at the earliest, with `item` the next item to place.
    func frontier(of state: State, item: Int) -> Double
    /// How far the laid-out elements reach (where estimates continue from). Default: the frontier.
    func reach(of state: State, item: Int) -> Double
    /// Where the elements after closed sections start at the earliest. Default: the store's end.
    func closedFrontier(_ store: LayoutStore) -> Double
    /// Where the first item laid out from `state` starts at the earliest.
    func top(of state: State) -> Double
    /// `state` moved by `delta`.
    func shifted(_ state: State, by delta: Double) -> State
    /// `state`, taken at a seam, continuing at `item`. Default: unchanged.
    func resumed(_ state: State, at item: Int) -> State

    /// Where a run asked to start at `path` starts (a tile's or a column's first item). Default: `path`.
    func runStart(for path: IndexPath, in context: LazyLayoutContext) throws(LayoutError) -> IndexPath
    /// The exact start of a run starting at `path`, when arithmetic gives it without laying out
    /// the items before; nil (the default) when only an estimate can.
    func exactTop(of path: IndexPath, in context: LazyLayoutContext) -> Double?
    /// The exact length of the whole content when arithmetic gives it; nil (the default) when it
    /// is estimated from what is laid out.
    func exactContentLength(in context: LazyLayoutContext) -> Double?
    /// Whether `exactContentLength` can answer at all (false, the default, when it never does):
    /// the content's size, asked several times a frame, then builds no context to ask it.
    var knowsExactContentLength: Bool { get }
    /// The first item to lay out again when items from `path` (not a section's first) on
    /// changed; nil when the whole section is laid out again. Default: `path`.
    func relayoutStart(for path: IndexPath) -> IndexPath?
    /// Takes the screen's guides; returns whether the placement changed (insets measured from the
    /// safe area or the layout margins). Default: ignored, false.
    mutating func updateLayoutGuides(_ guides: LayoutGuides) -> Bool
}

extension LazyLayoutEngine {
    public mutating func updateLayoutGuides(_ guides: LayoutGuides) -> Bool { false }
    public var selfSizesItems: Bool { false }
    public var placesBackgroundsWhenOpening: Bool { false }
    public var takesItemWidthsFromHints: Bool { false }
    public func reach(of state: State, item: Int) -> Double { frontier(of: state, item: item) }
    public func closedFrontier(_ store: LayoutStore) -> Double { store.end }
    public func resumed(_ state: State, at item: Int) -> State { state }
    public func runStart(for path: IndexPath, in context: LazyLayoutContext) throws(LayoutError) -> IndexPath { path }
    public func exactTop(of path: IndexPath, in context: LazyLayoutContext) -> Double? { nil }
    public func exactContentLength(in context: LazyLayoutContext) -> Double? { nil }
    public var knowsExactContentLength: Bool { false }
    public func relayoutStart(for path: IndexPath) -> IndexPath? { path }
}

/// What an engine reads while it lays out: the bounds, the data, the item counts of the last
/// `prepare` and the measured sizes.
public struct LazyLayoutContext {
    let bounds: Rect
    let dataSource: any LayoutDataSource
    let counts: [Int]
    let measured: ActualSizeCache
}

/// The items an engine is asked to place: from `first` of `section`'s `count`, as far as
/// `stopAfter` (a run of `LazyTuning.run` items), and not past `breakAt`, a seam.
public struct LazyItemRun {
    public let section: Int
    let first: Int
    let count: Int
    let stopAfter: Int
    let breakAt: Int?

    /// Where a run of single items ends: at the count, the run's length or the seam.
    var end: Int { min(count, stopAfter, breakAt ?? Int.max) }
}

extension LayoutStore {
    /// Ends the last section of a vertical layout whose header, footer and background span the
    /// width: the footer at `itemsBottom` (after the bottom inset), the background from the
    /// header's bottom to the footer's top when there is one, the extent from `top` to the
    /// footer's bottom, which is where the content ends so far.
    mutating func endSection(
        _ top: Double, header: Rect, itemsBottom: Double, footerHeight: Double, background: Bool, width: Double
    ) {
        let footer = Rect(x: 0, y: itemsBottom, width: width, height: footerHeight)
        let backdrop = background ? Rect(x: 0, y: header.maxY, width: width, height: footer.minY - header.maxY) : .zero
        endSection(header: header, footer: footer, background: backdrop, extent: (top, footer.maxY))
        contentSize = Size(width: width, height: footer.maxY)
    }
}
