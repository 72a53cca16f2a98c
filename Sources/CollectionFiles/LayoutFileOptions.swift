import CollectionLayout

/// The option keys of one object of a built-in layout's file, the top level or one of its
/// `sections`, as the file spells them, in the order they are written. Every key is read and
/// checked whatever the layout (docs/layout-files.md: a key another layout uses, such as
/// `columns` in a `flow` file, changes nothing); each layout's options take the keys they have.
struct LayoutFileOptions: Equatable {
    var columns: Int?
    var lineSpacing: Double?
    var interitemSpacing: Double?
    var sectionInset: EdgeInsets?
    var headerHeight: Double?
    var footerHeight: Double?
    var pinHeaders: Bool?
    var sectionBackground: Bool?
    var itemSize: Size?

    /// The keys, for the reader's check of unknown keys.
    static let keys = [
        "columns", "lineSpacing", "interitemSpacing", "sectionInset", "headerHeight", "footerHeight", "pinHeaders",
        "sectionBackground", "itemSize",
    ]

    /// These values without those `defaults` has too (a top level writes what differs from the
    /// layout's defaults).
    func removing(_ defaults: LayoutFileOptions) -> LayoutFileOptions {
        func kept<T: Equatable>(_ value: T?, _ fallback: T?) -> T? { value == fallback ? nil : value }
        return LayoutFileOptions(
            columns: kept(columns, defaults.columns), lineSpacing: kept(lineSpacing, defaults.lineSpacing),
            interitemSpacing: kept(interitemSpacing, defaults.interitemSpacing), sectionInset: kept(sectionInset, defaults.sectionInset),
            headerHeight: kept(headerHeight, defaults.headerHeight), footerHeight: kept(footerHeight, defaults.footerHeight),
            pinHeaders: kept(pinHeaders, defaults.pinHeaders), sectionBackground: kept(sectionBackground, defaults.sectionBackground),
            itemSize: kept(itemSize, defaults.itemSize))
    }
}

/// A built-in layout's options as a layout file reads and writes them: its section overrides
/// from and to a file object's keys, and its own values as a top level's keys.
protocol LayoutFileKeyed: SectionedLayoutOptions {
    static func section(_ file: LayoutFileOptions) -> Section
    static func file(_ section: Section) -> LayoutFileOptions
    /// The layout-wide values in the keys of a file's top level; set, it takes the values given
    /// (those this layout has).
    var file: LayoutFileOptions { get set }
}

extension FlowOptions: LayoutFileKeyed {
    static func section(_ f: LayoutFileOptions) -> Section {
        Section(
            itemSize: f.itemSize, lineSpacing: f.lineSpacing, interitemSpacing: f.interitemSpacing, sectionInset: f.sectionInset,
            headerHeight: f.headerHeight, footerHeight: f.footerHeight, pinHeaders: f.pinHeaders, sectionBackgrounds: f.sectionBackground)
    }

    static func file(_ s: Section) -> LayoutFileOptions {
        LayoutFileOptions(
            lineSpacing: s.lineSpacing, interitemSpacing: s.interitemSpacing, sectionInset: s.sectionInset, headerHeight: s.headerHeight,
            footerHeight: s.footerHeight, pinHeaders: s.pinHeaders, sectionBackground: s.sectionBackgrounds, itemSize: s.itemSize)
    }

    var file: LayoutFileOptions {
        get {
            LayoutFileOptions(
                lineSpacing: lineSpacing, interitemSpacing: interitemSpacing, sectionInset: sectionInset, headerHeight: headerHeight,
                footerHeight: footerHeight, pinHeaders: pinHeaders, sectionBackground: sectionBackgrounds, itemSize: itemSize)
        }
        set { override(with: Self.section(newValue)) }
    }
}

extension WaterfallOptions: LayoutFileKeyed {
    static func section(_ f: LayoutFileOptions) -> Section {
        Section(
            columns: f.columns, lineSpacing: f.lineSpacing, interitemSpacing: f.interitemSpacing, sectionInset: f.sectionInset,
            headerHeight: f.headerHeight, footerHeight: f.footerHeight, pinHeaders: f.pinHeaders, sectionBackgrounds: f.sectionBackground)
    }

    static func file(_ s: Section) -> LayoutFileOptions {
        LayoutFileOptions(
            columns: s.columns, lineSpacing: s.lineSpacing, interitemSpacing: s.interitemSpacing, sectionInset: s.sectionInset,
            headerHeight: s.headerHeight, footerHeight: s.footerHeight, pinHeaders: s.pinHeaders, sectionBackground: s.sectionBackgrounds)
    }

    var file: LayoutFileOptions {
        get {
            LayoutFileOptions(
                columns: columns, lineSpacing: lineSpacing, interitemSpacing: interitemSpacing, sectionInset: sectionInset,
                headerHeight: headerHeight, footerHeight: footerHeight, pinHeaders: pinHeaders, sectionBackground: sectionBackgrounds)
        }
        set { override(with: Self.section(newValue)) }
    }
}

extension MosaicOptions: LayoutFileKeyed {
    static func section(_ f: LayoutFileOptions) -> Section {
        Section(
            sectionInset: f.sectionInset, headerHeight: f.headerHeight, footerHeight: f.footerHeight, pinHeaders: f.pinHeaders,
            sectionBackgrounds: f.sectionBackground)
    }

    static func file(_ s: Section) -> LayoutFileOptions {
        LayoutFileOptions(
            sectionInset: s.sectionInset, headerHeight: s.headerHeight, footerHeight: s.footerHeight, pinHeaders: s.pinHeaders,
            sectionBackground: s.sectionBackgrounds)
    }

    var file: LayoutFileOptions {
        get {
            LayoutFileOptions(
                sectionInset: sectionInset, headerHeight: headerHeight, footerHeight: footerHeight, pinHeaders: pinHeaders,
                sectionBackground: sectionBackgrounds)
        }
        set { override(with: Self.section(newValue)) }
    }
}

extension HorizontalOptions: LayoutFileKeyed {
    static func section(_ f: LayoutFileOptions) -> Section {
        Section(
            itemSize: f.itemSize, lineSpacing: f.lineSpacing, interitemSpacing: f.interitemSpacing, sectionInset: f.sectionInset,
            pinHeaders: f.pinHeaders, sectionBackgrounds: f.sectionBackground)
    }

    static func file(_ s: Section) -> LayoutFileOptions {
        LayoutFileOptions(
            lineSpacing: s.lineSpacing, interitemSpacing: s.interitemSpacing, sectionInset: s.sectionInset, pinHeaders: s.pinHeaders,
            sectionBackground: s.sectionBackgrounds, itemSize: s.itemSize)
    }

    var file: LayoutFileOptions {
        get {
            LayoutFileOptions(
                lineSpacing: lineSpacing, interitemSpacing: interitemSpacing, sectionInset: sectionInset, headerHeight: headerHeight,
                pinHeaders: pinHeaders, sectionBackground: sectionBackgrounds, itemSize: itemSize)
        }
        set {
            // The header row is the layout's own, not a section's.
            override(with: Self.section(newValue))
            if let v = newValue.headerHeight { headerHeight = v }
        }
    }
}
