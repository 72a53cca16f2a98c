/// The options of one section of a built-in layout, each overriding the layout's own when set:
/// the multi-section waterfall article's `…AtSection:` delegate methods as data.
public struct SectionOptions: Hashable, Sendable {
    public var columns: Int?
    public var lineSpacing: Double?
    public var interitemSpacing: Double?
    public var sectionInset: EdgeInsets?
    public var headerHeight: Double?
    public var footerHeight: Double?
    public var pinHeaders: Bool?
    public var sectionBackgrounds: Bool?
    public var itemSize: Size?

    public init(
        columns: Int? = nil, lineSpacing: Double? = nil, interitemSpacing: Double? = nil, sectionInset: EdgeInsets? = nil,
        headerHeight: Double? = nil, footerHeight: Double? = nil, pinHeaders: Bool? = nil, sectionBackgrounds: Bool? = nil,
        itemSize: Size? = nil
    ) {
        self.columns = columns
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.sectionInset = sectionInset
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.pinHeaders = pinHeaders
        self.sectionBackgrounds = sectionBackgrounds
        self.itemSize = itemSize
    }
}

extension LayoutConfiguration {
    /// The options section `section` is laid out with: `sections[section % sections.count]`'s
    /// values where set, this configuration's elsewhere (without `sections`).
    ///
    /// - Complexity: O(1)
    public func forSection(_ section: Int) -> LayoutConfiguration {
        var c = self
        c.sections = []
        guard !sections.isEmpty else { return c }
        let o = sections[section % sections.count]
        if let v = o.columns { c.columns = v }
        if let v = o.lineSpacing { c.lineSpacing = v }
        if let v = o.interitemSpacing { c.interitemSpacing = v }
        if let v = o.sectionInset { c.sectionInset = v }
        if let v = o.headerHeight { c.headerHeight = v }
        if let v = o.footerHeight { c.footerHeight = v }
        if let v = o.pinHeaders { c.pinHeaders = v }
        if let v = o.sectionBackgrounds { c.sectionBackgrounds = v }
        if let v = o.itemSize { c.itemSize = v }
        return c
    }

    /// `forSection(section)` with `dataSource`'s per-section insets and spacings on top, as a
    /// delegate's answers come before a layout's properties in UIKit.
    ///
    /// - Throws: `LayoutError.invalidValue` naming the section when the data source's values are
    ///   out of range.
    /// - Complexity: O(1)
    public func forSection(_ section: Int, asking dataSource: any LayoutDataSource) throws(LayoutError) -> LayoutConfiguration {
        var c = forSection(section)
        let inset = dataSource.sectionInset(inSection: section)
        let line = dataSource.lineSpacing(inSection: section)
        let interitem = dataSource.interitemSpacing(inSection: section)
        guard inset != nil || line != nil || interitem != nil else { return c }
        if let inset { c.sectionInset = inset }
        if let line { c.lineSpacing = line }
        if let interitem { c.interitemSpacing = interitem }
        do throws(LayoutError) { try c.validate() } catch { throw .invalidValue("section \(section): \(error)") }
        return c
    }

    /// Whether any section pins its header.
    public var pinsAnyHeader: Bool { pinHeaders || sections.contains { $0.pinHeaders == true } }
}
