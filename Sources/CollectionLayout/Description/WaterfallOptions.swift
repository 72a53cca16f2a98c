/// The options of the waterfall layout (`WaterfallLayout`): columns of items, each item going
/// to the shortest column.
public struct WaterfallOptions: Hashable, Sendable {
    /// Columns per section when the data source gives none.
    public var columns = 2
    /// Gap between the items of a column.
    public var lineSpacing = 10.0
    /// Gap between columns.
    public var interitemSpacing = 10.0
    /// Gap after each section's footer.
    public var sectionSpacing = 0.0
    public var sectionInset = EdgeInsets.zero
    /// Height of each section's header; 0: none.
    public var headerHeight = 0.0
    /// Height of each section's footer; 0: none.
    public var footerHeight = 0.0
    /// Headers stick to the top of the visible bounds.
    public var pinHeaders = false
    /// A `background` decoration behind each section's items.
    public var sectionBackgrounds = false
    /// Items size themselves: the size hint is the estimate.
    public var selfSizing = false
    /// Per-section overrides: section `s` uses `sections[s % sections.count]`.
    public var sections: [Section] = []

    /// What one section overrides, each field when set.
    public struct Section: Hashable, Sendable {
        public var columns: Int?
        public var lineSpacing: Double?
        public var interitemSpacing: Double?
        public var sectionInset: EdgeInsets?
        public var headerHeight: Double?
        public var footerHeight: Double?
        public var pinHeaders: Bool?
        public var sectionBackgrounds: Bool?

        public init(
            columns: Int? = nil, lineSpacing: Double? = nil, interitemSpacing: Double? = nil, sectionInset: EdgeInsets? = nil,
            headerHeight: Double? = nil, footerHeight: Double? = nil, pinHeaders: Bool? = nil, sectionBackgrounds: Bool? = nil
        ) {
            self.columns = columns
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
                columns: o.columns, lineSpacing: o.lineSpacing, interitemSpacing: o.interitemSpacing, sectionInset: o.sectionInset,
                headerHeight: o.headerHeight, footerHeight: o.footerHeight, pinHeaders: o.pinHeaders, sectionBackgrounds: o.sectionBackgrounds)
        }

        var options: SectionOptions {
            SectionOptions(
                columns: columns, lineSpacing: lineSpacing, interitemSpacing: interitemSpacing, sectionInset: sectionInset,
                headerHeight: headerHeight, footerHeight: footerHeight, pinHeaders: pinHeaders, sectionBackgrounds: sectionBackgrounds)
        }
    }

    public init() {}

    /// The waterfall layout's options of `c`.
    public init(_ c: LayoutConfiguration) {
        columns = c.columns
        lineSpacing = c.lineSpacing
        interitemSpacing = c.interitemSpacing
        sectionSpacing = c.sectionSpacing
        sectionInset = c.sectionInset
        headerHeight = c.headerHeight
        footerHeight = c.footerHeight
        pinHeaders = c.pinHeaders
        sectionBackgrounds = c.sectionBackgrounds
        selfSizing = c.selfSizing
        sections = c.sections.map(Section.init)
    }

    /// These options as the waterfall layout keeps them.
    public var configuration: LayoutConfiguration {
        var c = LayoutConfiguration()
        c.columns = columns
        c.lineSpacing = lineSpacing
        c.interitemSpacing = interitemSpacing
        c.sectionSpacing = sectionSpacing
        c.sectionInset = sectionInset
        c.headerHeight = headerHeight
        c.footerHeight = footerHeight
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
