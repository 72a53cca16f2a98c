/// The options of the waterfall layout (`WaterfallLayout`): columns of items, each item going
/// to the shortest column.
public struct WaterfallOptions: SectionedLayoutOptions {
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

        public init() {}
    }

    public init() {}

    public mutating func override(with section: Section) {
        if let v = section.columns { columns = v }
        if let v = section.lineSpacing { lineSpacing = v }
        if let v = section.interitemSpacing { interitemSpacing = v }
        if let v = section.sectionInset { sectionInset = v }
        if let v = section.headerHeight { headerHeight = v }
        if let v = section.footerHeight { footerHeight = v }
        if let v = section.pinHeaders { pinHeaders = v }
        if let v = section.sectionBackgrounds { sectionBackgrounds = v }
    }

    public mutating func takeSpacings(line: Double?, interitem: Double?) {
        if let line { lineSpacing = line }
        if let interitem { interitemSpacing = interitem }
    }

    public func validateValues() throws(LayoutError) {
        try OptionLimits.checkLength(lineSpacing, "line spacing")
        try OptionLimits.checkLength(interitemSpacing, "inter-item spacing")
        try validateSectionValues()
        try OptionLimits.checkColumns(columns)
    }
}
