/// The options of the flow layout (`FlowLayout`, UIKit's `UICollectionViewFlowLayout`).
public struct FlowOptions: Hashable, Sendable {
    /// The item size when the data gives none.
    public var itemSize = Size(width: 50, height: 50)
    /// Minimum gap between lines.
    public var lineSpacing = 10.0
    /// Minimum gap between the items of a line.
    public var interitemSpacing = 10.0
    /// Gap after each section's footer.
    public var sectionSpacing = 0.0
    public var sectionInset = EdgeInsets.zero
    /// Height of each section's header (its width when the layout scrolls horizontally); 0: none.
    public var headerHeight = 0.0
    /// Height of each section's footer (its width when horizontal); 0: none.
    public var footerHeight = 0.0
    public var scrollDirection = ScrollDirection.vertical
    /// Headers stick to the leading edge of the visible bounds.
    public var pinHeaders = false
    /// A `background` decoration behind each section's items.
    public var sectionBackgrounds = false
    /// Items size themselves (vertical only): the size hint is the estimate.
    public var selfSizing = false
    /// Per-section overrides: section `s` uses `sections[s % sections.count]`.
    public var sections: [Section] = []

    /// What one section overrides, each field when set.
    public struct Section: Hashable, Sendable {
        public var itemSize: Size?
        public var lineSpacing: Double?
        public var interitemSpacing: Double?
        public var sectionInset: EdgeInsets?
        public var headerHeight: Double?
        public var footerHeight: Double?
        public var pinHeaders: Bool?
        public var sectionBackgrounds: Bool?

        public init(
            itemSize: Size? = nil, lineSpacing: Double? = nil, interitemSpacing: Double? = nil, sectionInset: EdgeInsets? = nil,
            headerHeight: Double? = nil, footerHeight: Double? = nil, pinHeaders: Bool? = nil, sectionBackgrounds: Bool? = nil
        ) {
            self.itemSize = itemSize
            self.lineSpacing = lineSpacing
            self.interitemSpacing = interitemSpacing
            self.sectionInset = sectionInset
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.pinHeaders = pinHeaders
            self.sectionBackgrounds = sectionBackgrounds
        }

        init(_ o: SectionOptions) {
            self.init(
                itemSize: o.itemSize, lineSpacing: o.lineSpacing, interitemSpacing: o.interitemSpacing, sectionInset: o.sectionInset,
                headerHeight: o.headerHeight, footerHeight: o.footerHeight, pinHeaders: o.pinHeaders, sectionBackgrounds: o.sectionBackgrounds)
        }

        var options: SectionOptions {
            SectionOptions(
                lineSpacing: lineSpacing, interitemSpacing: interitemSpacing, sectionInset: sectionInset, headerHeight: headerHeight,
                footerHeight: footerHeight, pinHeaders: pinHeaders, sectionBackgrounds: sectionBackgrounds, itemSize: itemSize)
        }
    }

    public init() {}

    /// The flow layout's options of `c`.
    public init(_ c: LayoutConfiguration) {
        itemSize = c.itemSize
        lineSpacing = c.lineSpacing
        interitemSpacing = c.interitemSpacing
        sectionSpacing = c.sectionSpacing
        sectionInset = c.sectionInset
        headerHeight = c.headerHeight
        footerHeight = c.footerHeight
        scrollDirection = c.scrollDirection
        pinHeaders = c.pinHeaders
        sectionBackgrounds = c.sectionBackgrounds
        selfSizing = c.selfSizing
        sections = c.sections.map(Section.init)
    }

    /// These options as the flow layout keeps them.
    public var configuration: LayoutConfiguration {
        var c = LayoutConfiguration()
        c.itemSize = itemSize
        c.lineSpacing = lineSpacing
        c.interitemSpacing = interitemSpacing
        c.sectionSpacing = sectionSpacing
        c.sectionInset = sectionInset
        c.headerHeight = headerHeight
        c.footerHeight = footerHeight
        c.scrollDirection = scrollDirection
        c.pinHeaders = pinHeaders
        c.sectionBackgrounds = sectionBackgrounds
        c.selfSizing = selfSizing
        c.sections = sections.map(\.options)
        return c
    }

    /// Checks every value against `OptionLimits`.
    ///
    /// - Throws: `LayoutError.invalidValue` naming the first bad option.
    public func validate() throws(LayoutError) { try configuration.validate() }
}
