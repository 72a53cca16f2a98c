import CollectionLayout

/// The view's part of self-sizing and Dynamic Type: the text size, the caches of measured
/// lengths by item identity, and the item whose screen row stays put while sizes change; it
/// measures a cell's text and says the status line's words for sizes still estimated.
///
/// A value the view owns; it asks the data and the layout only through what its methods take.
struct SelfSizing {
    /// The text size cells are measured and drawn at.
    var category: ContentSizeCategory = .default
    /// Heights measured, by item identity.
    var measured = MeasuredSizeCache()
    /// Widths measured (chips), by item identity: keyed by the cell's height where `measured`
    /// keys by its width.
    var measuredWidths = MeasuredSizeCache()
    /// Where the anchored item was on screen at the end of the last settle.
    var anchor: Anchor?
    /// Cells measured (text laid out, not found in the cache) since the view was made.
    var measuredCount = 0
    /// Relayouts that measuring asked for since the view was made.
    var relayoutCount = 0
    /// Items measured ahead of the rect, to lay out again with the next relayout.
    var pending = InvalidationContext()

    /// The most measuring passes one settle makes: a pass can bring new, unmeasured cells into
    /// the rect, but cached heights make every pass after the first cheap and the loop converges.
    static let maximumMeasuringPasses = 8
    /// This many items before and after those near the screen (in data order) are measured
    /// along with them.
    static let measuringLookahead = 64

    struct Anchor {
        var id: AnyHashable
        var indexPath: IndexPath
        /// Its frame's top less the content offset, in points (its leading edge, in a horizontal
        /// layout).
        var screenY: Double
        /// Its first terminal row (what must not move; its first column, in a horizontal layout).
        var row: Int
    }

    /// Takes text size `category`: every measured length is dropped.
    mutating func takeCategory(_ category: ContentSizeCategory) {
        self.category = category
        measured.removeAll()
        measuredWidths.removeAll()
        pending = InvalidationContext()
    }

    /// Before a data change is laid out: finds the measured items of `data` at their new index
    /// paths (after `.everything` changed), so their lengths are the layout's estimates there.
    /// Index paths measured ahead may name other items now; they are measured again when near.
    mutating func relocate(_ invalidation: Invalidation, in data: any CollectionViewDataSource, sizesItems: Bool) {
        pending = InvalidationContext()
        guard sizesItems, invalidation == .everything, measured.count > 0 else { return }
        measured.relocate(in: data)
    }

    /// What `layout` lays out: `data`, with measured heights as estimates when cells size
    /// themselves.
    func layoutDataSource(_ data: any CollectionViewDataSource, for layout: any CollectionLayout) -> any LayoutDataSource {
        guard layout.selfSizesItems, !measured.estimates.isEmpty else { return data }
        return EstimatingDataSource(base: data, estimates: measured.estimates, keepsWidths: layout.takesItemWidthsFromHints)
    }

    /// The length of the cell `element` that its text decides (`dimension`), fitted at its other
    /// length: from the cache by identity, else measured as the device measures it — with the
    /// virtual font at the text size, in points, whatever the terminal: a height is the text's
    /// at the cell's width, a width (a chip) the text's at the text size, at most `maximumWidth`
    /// (the view's) — rounded up to the pixels of a device of `scale`. The terminal shows what
    /// fits of it (`drawWrappedText`).
    mutating func preferredLength(
        of element: LayoutAttributes, _ dimension: MeasuredDimension, data: any CollectionViewDataSource,
        layout: any CollectionLayout, maximumWidth: Double, scale: Double
    ) -> Double {
        let path = element.indexPath
        let content = data.content(at: path)
        let text = TextFingerprint(title: content.title, body: content.body)
        let id = data.itemID(at: path)
        let cache: WritableKeyPath<SelfSizing, MeasuredSizeCache> = dimension == .height ? \.measured : \.measuredWidths
        // The cache keys each length by the other one (named `width` there).
        let across = dimension == .height ? element.frame.width : element.frame.height
        if let length = self[keyPath: cache].height(id: id, width: across, text: text) { return length }
        let style = layout.cellTextStyle(forSection: path.section, category: category)
        // On the device's pixel grid, as UIKit's fitting sizes are (`PixelGrid`).
        let length = PixelGrid(scale: scale).ceil(
            style.length(title: content.title, body: content.body, dimension: dimension, across: across, maximumWidth: maximumWidth))
        self[keyPath: cache].record(length, id: id, width: across, text: text, at: path)
        measuredCount += 1
        return length
    }

    // MARK: - Status

    /// The status line's note on text: size `category`, and whether `layout`'s content size is
    /// still an estimate. `nil` when its cells do not size themselves.
    static func statusField(_ layout: any CollectionLayout, category: ContentSizeCategory) -> String? {
        guard layout.selfSizesItems else { return nil }
        let height = layout.contentSize.height.rounded().wholeOrDecimalText
        return layout.hasEstimatedItems || layout.hasEstimatedContentSize
            ? "text \(category.shortName) · ~\(height) pt est."
            : "text \(category.shortName) · \(height) pt"
    }

    /// The status line's note on a lazy layout's content size while it is an estimate (items
    /// remain to be laid out), in the same words as `statusField`'s; `nil` once exact, or when
    /// that note says it.
    static func estimateField(_ layout: any CollectionLayout) -> String? {
        guard !layout.selfSizesItems, layout.hasEstimatedContentSize else { return nil }
        let size = layout.contentSize
        let length = layout.scrollDirection == .vertical ? size.height : size.width
        return "~\(length.rounded().wholeOrDecimalText) pt est."
    }
}
