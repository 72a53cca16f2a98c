/// The options of the mosaic layout (`MosaicLayout`): tiles of a repeating pattern, sized by the
/// width alone.
public struct MosaicOptions: SectionedLayoutOptions {
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
    /// Per-section overrides: section `s` uses `sections[s % sections.count]`.
    public var sections: [Section] = []

    /// What one section overrides, each field when set.
    public struct Section: Hashable, Sendable {
        public var sectionInset: EdgeInsets?
        public var headerHeight: Double?
        public var footerHeight: Double?
        public var pinHeaders: Bool?
        public var sectionBackgrounds: Bool?

        public init(
            sectionInset: EdgeInsets? = nil, headerHeight: Double? = nil, footerHeight: Double? = nil, pinHeaders: Bool? = nil,
            sectionBackgrounds: Bool? = nil
        ) {
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
        if let v = section.sectionInset { sectionInset = v }
        if let v = section.headerHeight { headerHeight = v }
        if let v = section.footerHeight { footerHeight = v }
        if let v = section.pinHeaders { pinHeaders = v }
        if let v = section.sectionBackgrounds { sectionBackgrounds = v }
    }

    /// Tiles have no spacings: a data source's are checked and left aside.
    public mutating func takeSpacings(line: Double?, interitem: Double?) {}

    public func validateValues() throws(LayoutError) {
        try validateSectionValues()
    }
}
