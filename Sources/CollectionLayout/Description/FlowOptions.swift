/// The options of the flow layout (`FlowLayout`, UIKit's `UICollectionViewFlowLayout`).
public struct FlowOptions: SectionedLayoutOptions {
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
    /// Every item is `itemSize` (its section's), whatever the data's size hints say: UIKit's
    /// `UICollectionViewFlowLayout` without a delegate's `collectionView(_:layout:sizeForItemAt:)`.
    /// False (cvsim's own flow layout): the data's hints size the items, `itemSize` where they give
    /// none. Ignored while items size themselves (`selfSizing`).
    public var uniformItemSize = false
    /// What the section insets across the scroll axis are measured from (UIKit's
    /// `sectionInsetReference`): the content inset (the view's edges across a vertical layout),
    /// the safe area, or the layout margins.
    public var sectionInsetReference = FlowSectionInsetReference.fromContentInset
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

        public init() {}
    }

    public init() {}

    public mutating func override(with section: Section) {
        if let v = section.itemSize { itemSize = v }
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
        try OptionLimits.checkItemSize(itemSize)
        try OptionLimits.checkLength(lineSpacing, "line spacing")
        try OptionLimits.checkLength(interitemSpacing, "inter-item spacing")
        try validateSectionValues()
    }
}

/// What a flow layout's section insets are measured from, as UIKit's
/// `UICollectionViewFlowLayout.SectionInsetReference`.
public enum FlowSectionInsetReference: String, CaseIterable, Hashable, Sendable {
    case fromContentInset
    case fromSafeArea
    case fromLayoutMargins

    /// The guide it measures from, nil for the content inset (which a vertical layout's
    /// automatic adjustment leaves at the view's edges across).
    var guide: ContentInsetsReference? {
        switch self {
        case .fromContentInset: nil
        case .fromSafeArea: .safeArea
        case .fromLayoutMargins: .layoutMargins
        }
    }
}
