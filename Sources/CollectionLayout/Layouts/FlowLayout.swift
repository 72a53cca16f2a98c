/// `UICollectionViewFlowLayout`: items flow into lines across the view, lines stack along the
/// scroll axis, sections follow one another.
///
/// Described here for the vertical scroll direction; the horizontal one is the same with the axes
/// swapped (lines are columns filled top to bottom, a header sits left of its section at full
/// height and is `headerHeight` wide, insets `top`/`bottom` bound the columns, `left`/`right`
/// separate them from the header and footer, sections follow one another to the right).
///
/// - An item is `(hint.width ?? itemSize.width) × (hint.height ?? itemSize.height)`; with
///   `uniformItemSize` it is `itemSize` whatever the hints say, and with a delegate that sizes
///   items (`FlowLayoutDelegate`, UIKit's `sizeForItemAt`) it is the delegate's answer. An item
///   wider than the usable width (`width − inset.left − inset.right`) is clamped to it. A
///   delegate's answers for a section (inset, spacings) replace the options' for it.
/// - Lines fill greedily: an item joins the line when it fits with `interitemSpacing` before it.
///   Lines are `lineSpacing` apart; the items of a line are centred on its tallest item.
/// - A full line (every line but the section's last) is justified: first item at `inset.left`,
///   last one ending at `width − inset.right`, the leftover spread evenly between them. A full
///   line of one item is centred.
/// - The last line sits on the columns of a full line when all the section's items share one
///   size (on the columns a full line *would* have when the section has only one line), and is
///   left-aligned at `interitemSpacing` otherwise. This rule wins over centring: a last line of
///   one item is at `inset.left` unless the grid has a single column (which is centred).
/// - Per section: header (full width at x = 0), `inset.top`, lines, `inset.bottom`, footer, then
///   `sectionSpacing` before the next section.
///
/// Items are laid out lazily, line by line, as queries reach them (see `LazyProgress`); appending
/// items to the last section re-lays only its last line and the new items.
public typealias FlowLayout = LazyStoredLayout<FlowEngine>

extension LazyStoredLayout where Engine == FlowEngine {
    /// The most items (and sections) a flow layout lays out: the rect index numbers cells with
    /// 32-bit ids, and a data source claiming more is taken for a bad one.
    public static var maximumItemCount: Int { LayoutLimits.maximumItemCount }
}

/// The flow layout's placement rule (see `FlowLayout`): items fill lines across the view, a run
/// of whole lines at a time.
public struct FlowEngine: LazyLayoutEngine {
    public let options: FlowOptions
    /// Asked for every item's size and every section's values when set (UIKit's
    /// `UICollectionViewDelegateFlowLayout`).
    public let delegate: (any FlowLayoutDelegate)?
    /// The screen's guides, when the section insets are measured from the safe area or the
    /// layout margins (`sectionInsetReference`).
    private var guides = LayoutGuides.zero

    /// The lengths a layout pass works with, along the scroll axis (main) and across it (cross).
    struct Metrics: Equatable {
        var direction: ScrollDirection
        /// The bounds' width (vertical) or height (horizontal).
        var crossLength: Double
        /// Where lines start across the view: `inset.left` (vertical) or `inset.top`.
        var crossStart: Double
        /// The room for a line: `crossLength` less both cross-axis insets.
        var usable: Double
        var insetBefore: Double
        var insetAfter: Double
        var lineSpacing: Double
        var interitemSpacing: Double
        /// The item size when the data gives none.
        var itemSize: Size
        /// Whether every item is `itemSize`, whatever the data gives.
        var uniform: Bool
    }

    /// An item's size along the scroll axis (main) and across it (cross).
    struct ItemSize: Equatable {
        var main: Double
        var cross: Double
    }

    /// Whether the items seen so far share one size.
    enum Shape: Equatable {
        case empty
        case uniform(ItemSize)
        case mixed

        mutating func add(_ size: ItemSize) {
            switch self {
            case .empty: self = .uniform(size)
            case .uniform(let common) where common != size: self = .mixed
            default: break
            }
        }
    }

    /// The columns of a full line of a uniform section: how many items, and the gap between them.
    struct Grid {
        var count: Int
        var gap: Double
    }

    /// The state of the open section.
    public struct State {
        var metrics: Metrics
        var sectionStart: Double
        var header: Rect
        var itemsStart: Double
        /// First item of the line being filled (the section's last line once it is done).
        var lineStart: Int
        /// Where that line starts on the scroll axis.
        var lineTop: Double
        /// The shape of the items before `lineStart`.
        var shapeBeforeLine: Shape
        /// The first full line's columns, once there is one.
        var grid: Grid?
        /// Where the section's items end, once they are all placed.
        var itemsEnd: Double = 0
    }

    public static let name = "flow"
    public static var emptyState: State {
        let metrics = Metrics(
            direction: .vertical, crossLength: 0, crossStart: 0, usable: 0, insetBefore: 0, insetAfter: 0, lineSpacing: 0,
            interitemSpacing: 0, itemSize: .zero, uniform: false)
        return State(
            metrics: metrics, sectionStart: 0, header: .zero, itemsStart: 0, lineStart: 0, lineTop: 0, shapeBeforeLine: .empty,
            grid: nil)
    }

    public init(options: FlowOptions) {
        self.init(options: options, delegate: nil)
    }

    /// An engine whose `delegate`, when set, answers for items and sections.
    public init(options: FlowOptions, delegate: (any FlowLayoutDelegate)?) {
        self.options = options
        self.delegate = delegate
    }

    public var scrollDirection: ScrollDirection { self.options.scrollDirection }

    /// Keeps the safe area when the section insets are measured from it or from the layout
    /// margins beside it; true when it changed.
    public mutating func updateLayoutGuides(_ newGuides: LayoutGuides) -> Bool {
        guard options.sectionInsetReference.guide != nil, newGuides.safeArea != guides.safeArea else { return false }
        guides = newGuides
        return true
    }
    public var selfSizesItems: Bool { self.options.selfSizing && self.options.scrollDirection == .vertical }
    public var takesItemWidthsFromHints: Bool { true }

    public func validate(bounds: Rect, _ dataSource: any LayoutDataSource) throws(LayoutError) {
        try self.options.validate()
        _ = try metrics(0, dataSource, bounds)
    }

    public func openSection(_ section: Int, at start: Double, in context: LazyLayoutContext) throws(LayoutError) -> State {
        let metrics = try metrics(section, context.dataSource, context.bounds)
        let headerLength = try supplementaryLength(context.dataSource.headerHeight(inSection: section), "header", section, context.bounds)
        let header = Self.frame(main: start, cross: 0, mainLength: headerLength, crossLength: metrics.crossLength, metrics)
        let itemsStart = start + headerLength + metrics.insetBefore
        return State(
            metrics: metrics, sectionStart: start, header: header, itemsStart: itemsStart, lineStart: 0, lineTop: itemsStart,
            shapeBeforeLine: .empty, grid: nil)
    }

    /// A line starting at `item`, at `top`.
    public func seedState(section: Int, item: Int, top: Double, in context: LazyLayoutContext) throws(LayoutError) -> State? {
        let metrics = try metrics(section, context.dataSource, context.bounds)
        let header = Self.frame(main: top, cross: 0, mainLength: 0, crossLength: metrics.crossLength, metrics)
        return State(
            metrics: metrics, sectionStart: top, header: header, itemsStart: top, lineStart: item, lineTop: top,
            shapeBeforeLine: .mixed, grid: nil)
    }

    /// Places items `state.lineStart..<count` line by line, up to the first line starting at or
    /// after item `stopAfter` (or at `breakAt`, where a seam ends the line); when all are
    /// placed, places the last line too.
    public func placeItems(
        _ run: LazyItemRun, state: inout State, into store: inout LayoutStore, in context: LazyLayoutContext
    ) throws(LayoutError) -> Int {
        // The store moves into `out` while the lines are placed (left empty here, so that it is
        // not copied when cells are added), and back.
        var out = Placed(store: store)
        store = LayoutStore(direction: store.direction)
        defer { store = out.store }
        let next = try placeLines(of: run.section, count: run.count, stopAfter: run.stopAfter, breakAt: run.breakAt, state: &state, context, &out)
        out.flush()
        return next
    }

    private func placeLines(
        of section: Int, count: Int, stopAfter: Int, breakAt: Int?, state: inout State, _ context: LazyLayoutContext,
        _ out: inout Placed
    ) throws(LayoutError) -> Int {
        let m = state.metrics
        let dataSource = context.dataSource
        var line: [ItemSize] = []
        var lineCross = 0.0
        var shape = state.shapeBeforeLine
        var hints: [SizeHint] = []
        var run = state.lineStart..<state.lineStart
        for item in state.lineStart..<max(state.lineStart, count) {
            if item == run.upperBound {
                // Hints for the run asked for, and a little more for the line that crosses its end.
                let wanted = max(stopAfter - item, 0) + 32
                run = item..<(item + min(count - item, Self.hintRun, wanted))
                dataSource.sizeHints(inSection: section, items: run, into: &hints)
                precondition(hints.count == run.count, "sizeHints(inSection:items:into:) must give one hint per item")
                if self.options.selfSizing { context.measured.apply(section: section, items: run, to: &hints, keepingWidths: true) }
            }
            let size = try itemSize(hints[item - run.lowerBound], at: IndexPath(section: section, item: item), m, context.bounds)
            if item == breakAt, !line.isEmpty {
                // A seam: the line ends here, and the next one starts from the seam's state.
                let gap = placeFullLine(line, top: state.lineTop, m, &out)
                if state.grid == nil { state.grid = Grid(count: line.count, gap: gap) }
                state.lineTop += Self.thickness(of: line) + m.lineSpacing
                state.lineStart = item
                state.shapeBeforeLine = shape
                return item
            }
            if !line.isEmpty {
                let extended = lineCross + m.interitemSpacing + size.cross
                if extended <= m.usable {
                    line.append(size)
                    lineCross = extended
                    shape.add(size)
                    continue
                }
                let gap = placeFullLine(line, top: state.lineTop, m, &out)
                if state.grid == nil { state.grid = Grid(count: line.count, gap: gap) }
                state.lineTop += Self.thickness(of: line) + m.lineSpacing
                state.lineStart = item
                state.shapeBeforeLine = shape
                line.removeAll(keepingCapacity: true)
                if item >= stopAfter { return item }
            }
            line.append(size)
            lineCross = size.cross
            shape.add(size)
        }
        state.itemsEnd = state.itemsStart
        if !line.isEmpty {
            placeLastLine(line, top: state.lineTop, shape: shape, grid: state.grid, m, &out)
            state.itemsEnd = state.lineTop + Self.thickness(of: line)
        }
        return count
    }

    /// Places the section's footer and background and ends it.
    public func closeSection(
        _ section: Int, count: Int, state: State, into store: inout LayoutStore, in context: LazyLayoutContext
    ) throws(LayoutError) {
        let m = state.metrics
        let footerLength = try supplementaryLength(context.dataSource.footerHeight(inSection: section), "footer", section, context.bounds)
        let footerStart = state.itemsEnd + m.insetAfter
        let footer = Self.frame(main: footerStart, cross: 0, mainLength: footerLength, crossLength: m.crossLength, m)
        let headerEnd = state.header.mainMax(m.direction)
        let background = self.options.forSection(section).sectionBackgrounds
            ? Self.frame(main: headerEnd, cross: 0, mainLength: footerStart - headerEnd, crossLength: m.crossLength, m) : .zero
        let end = footerStart + footerLength
        store.endSection(header: state.header, footer: footer, background: background, extent: (state.sectionStart, end))
        store.contentSize = Self.frame(main: 0, cross: 0, mainLength: end, crossLength: m.crossLength, m).size
    }

    /// The open section up to its open line.
    public func openFrames(_ state: State) -> (header: Rect, background: Rect, extent: (min: Double, max: Double)) {
        (state.header, .zero, (state.sectionStart, max(state.lineTop, state.header.mainMax(state.metrics.direction))))
    }

    /// Items not placed start at the open line's top or later.
    public func frontier(of state: State, item: Int) -> Double { state.lineTop }
    public func top(of state: State) -> Double { state.lineTop }

    public func shifted(_ state: State, by delta: Double) -> State {
        var s = state
        s.lineTop += delta
        s.itemsStart += delta
        s.sectionStart += delta
        switch s.metrics.direction {
        case .vertical: s.header.origin.y += delta
        case .horizontal: s.header.origin.x += delta
        }
        return s
    }

    /// At the item the seam stands at now: an edit before it may have moved it.
    public func resumed(_ state: State, at item: Int) -> State {
        var s = state
        s.lineStart = item
        return s
    }

    /// From the line before the item's: an edit at a line's start may let the line before it
    /// take one more item.
    public func relayoutStart(for path: IndexPath) -> IndexPath? { IndexPath(section: path.section, item: path.item - 1) }

    // MARK: - Lines

    /// Places a line that is not its section's last: justified, or centred when it holds one item.
    /// Returns the gap between its items.
    private func placeFullLine(_ line: [ItemSize], top: Double, _ m: Metrics, _ out: inout Placed) -> Double {
        guard line.count > 1 else {
            place(line, top: top, from: m.crossStart + (m.usable - line[0].cross) / 2, gap: 0, m, &out)
            return 0
        }
        var total = 0.0
        for size in line { total += size.cross }
        let gap = (m.usable - total) / Double(line.count - 1)
        place(line, top: top, from: m.crossStart, gap: gap, m, &out)
        return gap
    }

    /// Places a section's last line: on the grid's columns when the section is uniform, else
    /// left-aligned at the minimum spacing.
    private func placeLastLine(_ line: [ItemSize], top: Double, shape: Shape, grid: Grid?, _ m: Metrics, _ out: inout Placed) {
        guard case .uniform(let size) = shape else {
            return place(line, top: top, from: m.crossStart, gap: m.interitemSpacing, m, &out)
        }
        let columns = grid ?? singleLineGrid(size, lineCount: line.count, m)
        if columns.count == 1 {
            place(line, top: top, from: m.crossStart + (m.usable - size.cross) / 2, gap: 0, m, &out)
        } else {
            place(line, top: top, from: m.crossStart, gap: columns.gap, m, &out)
        }
    }

    /// The columns a full line of items of `size` would have, for a section of a single line.
    private func singleLineGrid(_ size: ItemSize, lineCount: Int, _ m: Metrics) -> Grid {
        let w = size.cross, s = m.interitemSpacing
        // n items fit when n·w + (n−1)·s ≤ usable. Cap the estimate: tiny items must not overflow Int.
        let cap = 1_000_000_000_000
        var n = Int(min(((m.usable + s) / (w + s)).rounded(.down), Double(cap)))
        while n > 1 && Double(n) * w + Double(n - 1) * s > m.usable { n -= 1 }
        while n < cap && Double(n + 1) * w + Double(n) * s <= m.usable { n += 1 }
        n = max(n, lineCount, 1)
        guard n > 1 else { return Grid(count: 1, gap: 0) }
        return Grid(count: n, gap: (m.usable - Double(n) * w) / Double(n - 1))
    }

    /// Appends the cells of a line: each centred on the line's thickest item, the first at `from`
    /// across, each next one `gap` after the previous.
    private func place(_ line: [ItemSize], top: Double, from start: Double, gap: Double, _ m: Metrics, _ out: inout Placed) {
        let thickness = Self.thickness(of: line)
        var cross = start
        for size in line {
            out.cells.append(
                Self.frame(main: top + (thickness - size.main) / 2, cross: cross, mainLength: size.main, crossLength: size.cross, m))
            cross = cross + size.cross + gap
        }
        if out.cells.count >= Self.hintRun { out.flush() }
    }

    /// Cells placed but not yet in the store: they go to it a run at a time.
    private struct Placed {
        var cells: [Rect] = []
        var store: LayoutStore

        /// Moves the cells placed so far to the store, in order.
        mutating func flush() {
            cells.withUnsafeBufferPointer { store.appendCells($0) }
            cells.removeAll(keepingCapacity: true)
        }
    }

    /// A line's length along the scroll axis: its tallest item (widest, scrolling sideways).
    private static func thickness(of line: [ItemSize]) -> Double {
        var result = 0.0
        for size in line { result = max(result, size.main) }
        return result
    }

    // MARK: - Input

    /// The metrics of `section`, with its own options.
    private func metrics(_ section: Int, _ dataSource: any LayoutDataSource, _ bounds: Rect) throws(LayoutError) -> Metrics {
        var options = try self.options.forSection(section, asking: dataSource)
        if let delegate { options.override(with: try delegate.sectionOptions(section, bounds: bounds)) }
        let inset = options.sectionInset
        let direction = self.options.scrollDirection
        let crossLength: Double, before: Double, after: Double
        var crossStart: Double, crossEnd: Double
        switch direction {
        case .vertical:
            (crossLength, crossStart, crossEnd, before, after) = (bounds.width, inset.left, inset.right, inset.top, inset.bottom)
        case .horizontal:
            (crossLength, crossStart, crossEnd, before, after) = (bounds.height, inset.top, inset.bottom, inset.left, inset.right)
        }
        if let reference = self.options.sectionInsetReference.guide {
            // Across the scroll axis, the insets start at the safe area or the layout margins.
            let edges = (direction == .vertical ? guides : guides.transposed).edges(reference, width: crossLength)
            crossStart += edges.leading
            crossEnd += edges.trailing
        }
        let dimension = direction == .vertical ? "width" : "height"
        guard crossLength.isFinite, crossLength <= 1e7 else {
            throw .boundsTooSmall("the viewport \(dimension) must be a finite number of at most 10000000 points, not \(crossLength)")
        }
        let usable = crossLength - crossStart - crossEnd
        guard usable > 0 else {
            throw .boundsTooSmall(
                "a viewport \(dimension) of \(crossLength) pt leaves no room for items between section insets of \(crossStart) and \(crossEnd)")
        }
        return Metrics(
            direction: direction, crossLength: crossLength, crossStart: crossStart, usable: usable, insetBefore: before,
            insetAfter: after, lineSpacing: options.lineSpacing, interitemSpacing: options.interitemSpacing,
            itemSize: options.itemSize, uniform: self.options.uniformItemSize && !self.options.selfSizing)
    }

    /// The size of an item, across and along the scroll axis, clamped to the usable cross length:
    /// the delegate's answer, else `itemSize` for a uniform layout, else the hint's.
    private func itemSize(_ hint: SizeHint, at indexPath: IndexPath, _ m: Metrics, _ bounds: Rect) throws(LayoutError) -> ItemSize {
        let width: Double, height: Double
        if let size = try delegate?.itemSize(at: indexPath, bounds: bounds) {
            (width, height) = (size.width, size.height)
        } else if m.uniform {
            (width, height) = (m.itemSize.width, m.itemSize.height)
        } else {
            (width, height) = (hint.width ?? m.itemSize.width, hint.height ?? m.itemSize.height)
        }
        try Self.checkItemLength(width, "width", indexPath)
        try Self.checkItemLength(height, "height", indexPath)
        switch m.direction {
        case .vertical: return ItemSize(main: height, cross: min(width, m.usable))
        case .horizontal: return ItemSize(main: width, cross: min(height, m.usable))
        }
    }

    @inline(__always)
    private static func checkItemLength(_ value: Double, _ name: StaticString, _ indexPath: IndexPath) throws(LayoutError) {
        guard value.isFinite, value > 0, value <= 1e7 else {
            throw .invalidValue("item \(indexPath) has \(name) \(value); it must be a finite number greater than 0 and at most 10000000")
        }
    }

    /// How many size hints `layOutItems` asks the data source for at a time.
    private static let hintRun = 1024

    /// A header's or footer's length along the scroll axis: the delegate's
    /// (`referenceSizeForHeaderInSection`), else the data source's, else the configured one.
    private func supplementaryLength(_ given: Double?, _ name: String, _ section: Int, _ bounds: Rect) throws(LayoutError) -> Double {
        let options = self.options.forSection(section)
        let asked = try delegate.map { d throws(LayoutError) in try d.sectionOptions(section, bounds: bounds) }
        let delegated = name == "header" ? asked?.headerHeight : asked?.footerHeight
        let length = delegated ?? given ?? (name == "header" ? options.headerHeight : options.footerHeight)
        guard length.isFinite, length >= 0, length <= 1e7 else {
            throw .invalidValue("the \(name) of section \(section) has height \(length); it must be a finite number from 0 to 10000000")
        }
        return length
    }

    private static func frame(main: Double, cross: Double, mainLength: Double, crossLength: Double, _ m: Metrics) -> Rect {
        switch m.direction {
        case .vertical: return Rect(x: cross, y: main, width: crossLength, height: mainLength)
        case .horizontal: return Rect(x: main, y: cross, width: mainLength, height: crossLength)
        }
    }
}
