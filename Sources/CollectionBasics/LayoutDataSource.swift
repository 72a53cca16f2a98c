/// What the data source says about one item's size.
///
/// A layout uses what applies to it: the flow layout takes `width`×`height` (falling back to its
/// configured item size); the waterfall takes `height`, scaled to the column width when `width`
/// is also given; the mosaic and horizontal layouts ignore it.
public struct SizeHint: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    /// The smallest item dimension the inputs of cvsim accept (options, layout files, datasets,
    /// databases): a thousandth of a point. Far below a screen cell, and far above the smallest
    /// length the layouts' frame store keeps (`Float`, ≈ 10⁻³⁸), under which a frame would
    /// become empty and drop out of rect queries.
    public static let minimumDimension = 0.001

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    public static let none = SizeHint()
}

/// The questions a layout asks about the data it lays out, as `UICollectionViewDataSource`
/// and `UICollectionViewDelegateFlowLayout` together.
///
/// The per-section methods have default implementations that return `nil`, meaning "use the
/// layout's configuration".
public protocol LayoutDataSource {
    /// The number of sections.
    var numberOfSections: Int { get }
    /// The number of items in `section`.
    func numberOfItems(inSection section: Int) -> Int
    /// The size the item at `indexPath` would like.
    func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint
    /// The header height of `section`, or `nil` for the layout's configured height.
    func headerHeight(inSection section: Int) -> Double?
    /// The footer height of `section`, or `nil` for the layout's configured height.
    func footerHeight(inSection section: Int) -> Double?
    /// The column count of `section` (waterfall), or `nil` for the configured count.
    func columnCount(inSection section: Int) -> Int?
    /// The insets of `section` (flow, waterfall, mosaic), or `nil` for the configured ones:
    /// `insetForSectionAt`.
    func sectionInset(inSection section: Int) -> EdgeInsets?
    /// The line spacing of `section` (flow, waterfall), or `nil` for the configured one:
    /// `minimumLineSpacingForSectionAt`.
    func lineSpacing(inSection section: Int) -> Double?
    /// The inter-item spacing of `section` (flow, waterfall), or `nil` for the configured one:
    /// `minimumInteritemSpacingForSectionAt`.
    func interitemSpacing(inSection section: Int) -> Double?
    /// The size hints of items `items` of `section`, in order, in place of the contents of
    /// `hints`: what `sizeHint(forItemAt:)` says of each, asked once for a run of items so
    /// that a layout of many items pays one dynamic call per run rather than per item.
    ///
    /// The default implementation asks `sizeHint(forItemAt:)` for each item.
    func sizeHints(inSection section: Int, items: Range<Int>, into hints: inout [SizeHint])
}

extension LayoutDataSource {
    public func sizeHints(inSection section: Int, items: Range<Int>, into hints: inout [SizeHint]) {
        hints.removeAll(keepingCapacity: true)
        for item in items { hints.append(sizeHint(forItemAt: IndexPath(section: section, item: item))) }
    }

    public func headerHeight(inSection section: Int) -> Double? { nil }
    public func footerHeight(inSection section: Int) -> Double? { nil }
    public func columnCount(inSection section: Int) -> Int? { nil }
    public func sectionInset(inSection section: Int) -> EdgeInsets? { nil }
    public func lineSpacing(inSection section: Int) -> Double? { nil }
    public func interitemSpacing(inSection section: Int) -> Double? { nil }
}

/// A data source of fixed item counts and sizes: handy for tests, benchmarks and `cvsim layout`.
public struct StaticDataSource: LayoutDataSource, Sendable {
    public var sections: [[SizeHint]]
    public var headerHeights: [Double?]
    public var footerHeights: [Double?]
    public var columnCounts: [Int?]

    public init(
        sections: [[SizeHint]], headerHeights: [Double?] = [], footerHeights: [Double?] = [],
        columnCounts: [Int?] = []
    ) {
        self.sections = sections
        self.headerHeights = headerHeights
        self.footerHeights = footerHeights
        self.columnCounts = columnCounts
    }

    /// `counts[s]` items of the same `hint` in section `s`.
    public init(counts: [Int], hint: SizeHint = .none) {
        self.init(sections: counts.map { Array(repeating: hint, count: $0) })
    }

    public var numberOfSections: Int { sections.count }
    public func numberOfItems(inSection section: Int) -> Int { sections[section].count }
    public func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint { sections[indexPath.section][indexPath.item] }
    public func headerHeight(inSection section: Int) -> Double? {
        section < headerHeights.count ? headerHeights[section] : nil
    }
    public func footerHeight(inSection section: Int) -> Double? {
        section < footerHeights.count ? footerHeights[section] : nil
    }
    public func columnCount(inSection section: Int) -> Int? {
        section < columnCounts.count ? columnCounts[section] : nil
    }
}
