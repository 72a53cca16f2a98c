import CollectionLayout

/// The data source the view gives a self-sizing layout: the model's, with the heights measured
/// before (by item identity) as the items' estimates, so a relayout after a data change puts
/// measured items where they were. Every other question goes to the model as it is.
final class EstimatingDataSource: LayoutDataSource {
    let base: any CollectionViewDataSource
    var estimates: MeasuredEstimates
    /// Whether the layout takes an item's width from its hint (flow). A waterfall would scale a
    /// measured height by it, so its hints lose the width where a height was measured.
    let keepsWidths: Bool

    init(base: any CollectionViewDataSource, estimates: MeasuredEstimates, keepsWidths: Bool) {
        self.base = base
        self.estimates = estimates
        self.keepsWidths = keepsWidths
    }

    var numberOfSections: Int { base.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
    func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint {
        var hint = base.sizeHint(forItemAt: indexPath)
        if let height = estimates.height(at: indexPath) { hint = SizeHint(width: keepsWidths ? hint.width : nil, height: height) }
        return hint
    }
    func sizeHints(inSection section: Int, items: Range<Int>, into hints: inout [SizeHint]) {
        base.sizeHints(inSection: section, items: items, into: &hints)
        estimates.apply(section: section, items: items, to: &hints, keepingWidths: keepsWidths)
    }
    func headerHeight(inSection section: Int) -> Double? { base.headerHeight(inSection: section) }
    func footerHeight(inSection section: Int) -> Double? { base.footerHeight(inSection: section) }
    func columnCount(inSection section: Int) -> Int? { base.columnCount(inSection: section) }
    func sectionInset(inSection section: Int) -> EdgeInsets? { base.sectionInset(inSection: section) }
    func lineSpacing(inSection section: Int) -> Double? { base.lineSpacing(inSection: section) }
    func interitemSpacing(inSection section: Int) -> Double? { base.interitemSpacing(inSection: section) }
}

/// A cheap identity of a cell's text: lengths and a hash of both ends, so that a megabyte body
/// is not hashed whole every frame. (Texts that differ only in their middle, at equal lengths,
/// compare equal: the model has no in-place text edits, so items change text only by being
/// replaced.)
struct TextFingerprint: Hashable {
    var titleLength: Int
    var bodyLength: Int
    var digest: Int

    init(title: String, body: String) {
        titleLength = title.utf8.count
        bodyLength = body.utf8.count
        var hasher = Hasher()
        hasher.combine(title)
        let utf8 = body.utf8
        if utf8.count <= 512 {
            hasher.combine(body)
        } else {
            for byte in utf8.prefix(256) { hasher.combine(byte) }
            for byte in utf8.suffix(256) { hasher.combine(byte) }
        }
        digest = hasher.finalize()
    }
}
