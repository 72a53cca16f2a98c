/// What the typed options of every built-in layout (`FlowOptions`, `WaterfallOptions`,
/// `MosaicOptions`, `HorizontalOptions`) have in common: layout-wide values, per-section
/// overrides, and the checks against `OptionLimits`. The engines read a section's options through
/// `forSection(_:)`; nothing converts one layout's options into another's.
public protocol SectionedLayoutOptions: Hashable, Sendable {
    /// What one section overrides, each field when set.
    associatedtype Section: Hashable, Sendable

    init()
    /// Per-section overrides: section `s` uses `sections[s % sections.count]`.
    var sections: [Section] { get set }
    /// Gap after each section (between sections, for the horizontal layout).
    var sectionSpacing: Double { get set }
    /// Space around each section's items.
    var sectionInset: EdgeInsets { get set }
    /// Height of each section's header; 0: none.
    var headerHeight: Double { get set }
    /// Height of each section's footer; 0: none.
    var footerHeight: Double { get }
    /// Headers stick to the leading edge of the visible bounds.
    var pinHeaders: Bool { get set }
    /// A `background` decoration behind each section's items.
    var sectionBackgrounds: Bool { get set }

    /// Puts the values `section` sets in place of these options' own.
    mutating func override(with section: Section)
    /// Takes a data source's spacings for one section (a delegate's answers); a layout without
    /// spacings keeps none.
    mutating func takeSpacings(line: Double?, interitem: Double?)
    /// Checks the layout-wide values against `OptionLimits` (`validate()` checks the sections too).
    ///
    /// - Throws: `LayoutError.invalidValue` naming the first bad option.
    func validateValues() throws(LayoutError)
}

extension SectionedLayoutOptions {
    /// The options section `section` is laid out with: `sections[section % sections.count]`'s
    /// values where set, these options' elsewhere (without `sections`).
    ///
    /// - Complexity: O(1)
    public func forSection(_ section: Int) -> Self {
        var options = self
        options.sections = []
        guard !sections.isEmpty else { return options }
        options.override(with: sections[section % sections.count])
        return options
    }

    /// `forSection(section)` with `dataSource`'s per-section insets and spacings on top, as a
    /// delegate's answers come before a layout's properties in UIKit.
    ///
    /// - Throws: `LayoutError.invalidValue` naming the section when the data source's values are
    ///   out of range.
    /// - Complexity: O(1)
    public func forSection(_ section: Int, asking dataSource: any LayoutDataSource) throws(LayoutError) -> Self {
        var options = forSection(section)
        let inset = dataSource.sectionInset(inSection: section)
        let line = dataSource.lineSpacing(inSection: section)
        let interitem = dataSource.interitemSpacing(inSection: section)
        guard inset != nil || line != nil || interitem != nil else { return options }
        do throws(LayoutError) {
            if let line { try OptionLimits.checkLength(line, "line spacing") }
            if let interitem { try OptionLimits.checkLength(interitem, "inter-item spacing") }
            if let inset { try OptionLimits.checkInsets(inset, "section inset") }
        } catch {
            throw .invalidValue("section \(section): \(error)")
        }
        if let inset { options.sectionInset = inset }
        options.takeSpacings(line: line, interitem: interitem)
        return options
    }

    /// Checks the values every layout has (spacing, inset, header and footer), in that order.
    ///
    /// - Throws: `LayoutError.invalidValue` naming the first bad one.
    public func validateSectionValues() throws(LayoutError) {
        try OptionLimits.checkLength(sectionSpacing, "section spacing")
        try OptionLimits.checkInsets(sectionInset, "section inset")
        try OptionLimits.checkLength(headerHeight, "header height")
        try OptionLimits.checkLength(footerHeight, "footer height")
    }

    /// Checks every value, each section's as it lays out, against `OptionLimits`.
    ///
    /// - Throws: `LayoutError.invalidValue` naming the first bad option (and its section).
    public func validate() throws(LayoutError) {
        try validateValues()
        for s in sections.indices {
            do throws(LayoutError) { try forSection(s).validateValues() } catch { throw .invalidValue("sections[\(s)]: \(error)") }
        }
    }
}
