import CollectionLayout

/// The built-in layouts by name, for tests run over each of them.
public enum BuiltInLayout: String, CaseIterable, Sendable {
    case waterfall, flow, mosaic, horizontal
}

/// One value of every built-in layout's options, as the command line gives them: for tests that
/// draw random values once and lay them out with each layout. Each layout takes the values its
/// own options have (`description(_:)`), as `cvsim run`'s keys 1–4 do.
public struct EveryLayoutOptions: Sendable {
    public var itemSize = FlowOptions().itemSize
    public var lineSpacing = FlowOptions().lineSpacing
    public var interitemSpacing = FlowOptions().interitemSpacing
    public var sectionSpacing = 0.0
    public var sectionInset = EdgeInsets.zero
    public var headerHeight = 0.0
    public var footerHeight = 0.0
    public var columns = WaterfallOptions().columns
    public var scrollDirection = ScrollDirection.vertical
    public var pinHeaders = false
    public var sectionBackgrounds = false
    public var selfSizing = false
    public var sections: [Section] = []

    /// What one section overrides, each value when set.
    public struct Section: Sendable {
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
            (self.columns, self.lineSpacing, self.interitemSpacing, self.sectionInset) = (columns, lineSpacing, interitemSpacing, sectionInset)
            (self.headerHeight, self.footerHeight, self.pinHeaders, self.sectionBackgrounds) = (headerHeight, footerHeight, pinHeaders, sectionBackgrounds)
            self.itemSize = itemSize
        }
    }

    public init() {}

    public var waterfall: WaterfallOptions {
        var o = WaterfallOptions()
        (o.columns, o.lineSpacing, o.interitemSpacing, o.sectionSpacing, o.sectionInset) = (columns, lineSpacing, interitemSpacing, sectionSpacing, sectionInset)
        (o.headerHeight, o.footerHeight, o.pinHeaders, o.sectionBackgrounds, o.selfSizing) = (headerHeight, footerHeight, pinHeaders, sectionBackgrounds, selfSizing)
        o.sections = sections.map {
            WaterfallOptions.Section(
                columns: $0.columns, lineSpacing: $0.lineSpacing, interitemSpacing: $0.interitemSpacing, sectionInset: $0.sectionInset,
                headerHeight: $0.headerHeight, footerHeight: $0.footerHeight, pinHeaders: $0.pinHeaders, sectionBackgrounds: $0.sectionBackgrounds)
        }
        return o
    }

    public var flow: FlowOptions {
        var o = FlowOptions()
        (o.itemSize, o.lineSpacing, o.interitemSpacing, o.sectionSpacing, o.sectionInset) = (itemSize, lineSpacing, interitemSpacing, sectionSpacing, sectionInset)
        (o.headerHeight, o.footerHeight, o.pinHeaders, o.sectionBackgrounds, o.selfSizing) = (headerHeight, footerHeight, pinHeaders, sectionBackgrounds, selfSizing)
        o.scrollDirection = scrollDirection
        o.sections = sections.map {
            FlowOptions.Section(
                itemSize: $0.itemSize, lineSpacing: $0.lineSpacing, interitemSpacing: $0.interitemSpacing, sectionInset: $0.sectionInset,
                headerHeight: $0.headerHeight, footerHeight: $0.footerHeight, pinHeaders: $0.pinHeaders, sectionBackgrounds: $0.sectionBackgrounds)
        }
        return o
    }

    public var mosaic: MosaicOptions {
        var o = MosaicOptions()
        (o.sectionSpacing, o.sectionInset, o.headerHeight, o.footerHeight) = (sectionSpacing, sectionInset, headerHeight, footerHeight)
        (o.pinHeaders, o.sectionBackgrounds) = (pinHeaders, sectionBackgrounds)
        o.sections = sections.map {
            MosaicOptions.Section(
                sectionInset: $0.sectionInset, headerHeight: $0.headerHeight, footerHeight: $0.footerHeight, pinHeaders: $0.pinHeaders,
                sectionBackgrounds: $0.sectionBackgrounds)
        }
        return o
    }

    public var horizontal: HorizontalOptions {
        var o = HorizontalOptions()
        (o.itemSize, o.lineSpacing, o.interitemSpacing, o.sectionSpacing, o.sectionInset) = (itemSize, lineSpacing, interitemSpacing, sectionSpacing, sectionInset)
        (o.headerHeight, o.pinHeaders, o.sectionBackgrounds) = (headerHeight, pinHeaders, sectionBackgrounds)
        o.sections = sections.map {
            HorizontalOptions.Section(
                itemSize: $0.itemSize, lineSpacing: $0.lineSpacing, interitemSpacing: $0.interitemSpacing, sectionInset: $0.sectionInset,
                pinHeaders: $0.pinHeaders, sectionBackgrounds: $0.sectionBackgrounds)
        }
        return o
    }

    /// The options `layout` takes of these.
    public func description(_ layout: BuiltInLayout) -> LayoutDescription {
        switch layout {
        case .waterfall: return .waterfall(waterfall)
        case .flow: return .flow(flow)
        case .mosaic: return .mosaic(mosaic)
        case .horizontal: return .horizontal(horizontal)
        }
    }

    /// A new, unprepared `layout` with these options.
    public func make(_ layout: BuiltInLayout, bounds: Rect) -> any CollectionLayout {
        description(layout).makeLayout(bounds: bounds)
    }

    /// The four layouts of keys 1–4 with these options.
    public var descriptions: [LayoutDescription] { BuiltInLayout.allCases.map(description) }
}
