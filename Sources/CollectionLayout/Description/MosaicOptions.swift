/// The options of the mosaic layout (`MosaicLayout`): tiles of a repeating pattern, sized by the
/// width alone.
public struct MosaicOptions: Hashable, Sendable {
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

        init(_ o: SectionOptions) {
            self.init(
                sectionInset: o.sectionInset, headerHeight: o.headerHeight, footerHeight: o.footerHeight, pinHeaders: o.pinHeaders,
                sectionBackgrounds: o.sectionBackgrounds)
        }

        var options: SectionOptions {
            SectionOptions(
                sectionInset: sectionInset, headerHeight: headerHeight, footerHeight: footerHeight, pinHeaders: pinHeaders,
                sectionBackgrounds: sectionBackgrounds)
        }
    }

    public init() {}

    /// The mosaic layout's options of `c`.
    public init(_ c: LayoutConfiguration) {
        sectionSpacing = c.sectionSpacing
        sectionInset = c.sectionInset
        headerHeight = c.headerHeight
        footerHeight = c.footerHeight
        pinHeaders = c.pinHeaders
        sectionBackgrounds = c.sectionBackgrounds
        sections = c.sections.map(Section.init)
    }

    /// These options as the mosaic layout keeps them.
    public var configuration: LayoutConfiguration {
        var c = LayoutConfiguration()
        c.sectionSpacing = sectionSpacing
        c.sectionInset = sectionInset
        c.headerHeight = headerHeight
        c.footerHeight = footerHeight
        c.pinHeaders = pinHeaders
        c.sectionBackgrounds = sectionBackgrounds
        c.sections = sections.map(\.options)
        return c
    }

    /// Checks every value against `OptionLimits`.
    ///
    /// - Throws: `LayoutError.invalidValue` naming the first bad option.
    public func validate() throws(LayoutError) { try configuration.validate() }
}
