/// The options shared by the built-in layouts, in points. Each layout uses those that apply to it
/// (docs/layouts.md lists which).
public struct LayoutConfiguration: Hashable, Sendable {
    /// Flow and horizontal layouts: the item size when the data gives none.
    public var itemSize: Size = Size(width: 50, height: 50)
    /// Gap between lines (flow), between items of a column (waterfall), between items of a
    /// column (horizontal).
    public var lineSpacing: Double = 10
    /// Minimum gap between items of a line (flow), gap between columns (waterfall, horizontal).
    public var interitemSpacing: Double = 10
    /// Gap between sections (horizontal layout; added after each section's footer elsewhere).
    public var sectionSpacing: Double = 0
    /// Space around each section's items.
    public var sectionInset: EdgeInsets = .zero
    /// Height of each section's header (0: no header). For a horizontal flow layout this is the
    /// header's width.
    public var headerHeight: Double = 0
    /// Height of each section's footer (0: no footer).
    public var footerHeight: Double = 0
    /// Waterfall columns per section when the data source gives none.
    public var columns: Int = 2
    /// Flow layout only: which way the content scrolls.
    public var scrollDirection: ScrollDirection = .vertical
    /// Flow and waterfall: headers stick to the top of the visible bounds.
    public var pinHeaders: Bool = false
    /// Flow and waterfall: a `background` decoration behind each section's items.
    public var sectionBackgrounds: Bool = false
    /// Per-section overrides (a layout file's `sections`): section `s` uses
    /// `sections[s % sections.count]`, falling back to the values above (see `forSection(_:)`).
    public var sections: [SectionOptions] = []
    /// Flow and waterfall: items size themselves (UIKit's `estimatedItemSize` mode). The data
    /// source's size hint is the estimate; measured heights replace it (`SelfSizingLayout`).
    public var selfSizing: Bool = false

    public init() {}
}
