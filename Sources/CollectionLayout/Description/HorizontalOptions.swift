/// The options of the horizontal layout (`HorizontalSectionsLayout`): each section in columns of
/// equal items, side by side, under one header row.
public struct HorizontalOptions: SectionedLayoutOptions {
    /// The size of every item.
    public var itemSize = Size(width: 50, height: 50)
    /// Gap between the items of a column.
    public var lineSpacing = 10.0
    /// Gap between columns.
    public var interitemSpacing = 10.0
    /// Gap between one section's last column and the next section's first.
    public var sectionSpacing = 0.0
    /// Space around each section's items (the top and bottom are used).
    public var sectionInset = EdgeInsets.zero
    /// Height of the header row every section shares; 0: none.
    public var headerHeight = 0.0
    /// Headers are drawn above the items.
    public var pinHeaders = false
    /// A `background` decoration behind each section's items.
    public var sectionBackgrounds = false
    /// Per-section overrides: section `s` uses `sections[s % sections.count]`.
    public var sections: [Section] = []

    /// What one section overrides, each field when set (the header row is the layout's own).
    public struct Section: Hashable, Sendable {
        public var itemSize: Size?
        public var lineSpacing: Double?
        public var interitemSpacing: Double?
        public var sectionInset: EdgeInsets?
        public var pinHeaders: Bool?
        public var sectionBackgrounds: Bool?

        public init(
            itemSize: Size? = nil, lineSpacing: Double? = nil, interitemSpacing: Double? = nil, sectionInset: EdgeInsets? = nil,
            pinHeaders: Bool? = nil, sectionBackgrounds: Bool? = nil
        ) {
            self.itemSize = itemSize
            self.lineSpacing = lineSpacing
            self.interitemSpacing = interitemSpacing
            self.sectionInset = sectionInset
            self.pinHeaders = pinHeaders
            self.sectionBackgrounds = sectionBackgrounds
        }

        public init() {}
    }

    public init() {}

    /// Sections have no footers.
    public var footerHeight: Double { 0 }

    public mutating func override(with section: Section) {
        if let v = section.itemSize { itemSize = v }
        if let v = section.lineSpacing { lineSpacing = v }
        if let v = section.interitemSpacing { interitemSpacing = v }
        if let v = section.sectionInset { sectionInset = v }
        if let v = section.pinHeaders { pinHeaders = v }
        if let v = section.sectionBackgrounds { sectionBackgrounds = v }
    }

    public mutating func takeSpacings(line: Double?, interitem: Double?) {
        if let line { lineSpacing = line }
        if let interitem { interitemSpacing = interitem }
    }

    public func validateValues() throws(LayoutError) {
        try OptionLimits.checkItemSize(itemSize)
        try OptionLimits.checkLength(lineSpacing, "line spacing")
        try OptionLimits.checkLength(interitemSpacing, "inter-item spacing")
        try validateSectionValues()
    }
}
