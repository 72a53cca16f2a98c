/// What a layout is, as data: one of the built-in layouts with its typed options (each carrying
/// its own per-section overrides), or a compositional layout's value tree (lists included).
///
/// Layout files, the command line's layout options and Swift layout sources all decode into a
/// description; `makeLayout(name:bounds:)` turns it into a layout, and `cvsim convert` writes
/// one out.
public enum LayoutDescription: Hashable, Sendable {
    case flow(FlowOptions)
    case waterfall(WaterfallOptions)
    case mosaic(MosaicOptions)
    case horizontal(HorizontalOptions)
    case compositional(CompositionalDescription)

    /// A layout of list sections only: `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: ListConfiguration) -> LayoutDescription {
        .compositional(CompositionalDescription(list: configuration))
    }

    /// The built-in layouts with their default options, in the order of the viewer's keys
    /// `1`–`4`.
    public static let builtIns: [LayoutDescription] = [.waterfall(.init()), .flow(.init()), .mosaic(.init()), .horizontal(.init())]

    /// The built-in layouts' names (`FlowLayout`'s `flow` …), in the order of `builtIns`.
    public static let builtInNames = builtIns.map { $0.builtInName! }

    /// A built-in layout's name (one of `builtInNames`), nil for a compositional one.
    public var builtInName: String? {
        switch self {
        case .flow: return FlowEngine.name
        case .waterfall: return WaterfallEngine.name
        case .mosaic: return MosaicEngine.name
        case .horizontal: return HorizontalSectionsEngine.name
        case .compositional: return nil
        }
    }

    /// Whether the layout sizes its items to their content (a built-in layout's `selfSizing`,
    /// a compositional section of estimated sizes).
    public var selfSizesItems: Bool {
        switch self {
        case .flow(let o): return o.selfSizing
        case .waterfall(let o): return o.selfSizing
        case .mosaic, .horizontal: return false
        case .compositional(let d): return d.scrollDirection == .vertical && d.sections.contains { $0.measuring != nil }
        }
    }

    /// Checks every option of a built-in layout (a compositional description is checked as it is
    /// read, with the place of each value).
    ///
    /// - Throws: `LayoutError.invalidValue` naming the first bad option.
    public func validate() throws(LayoutError) {
        switch self {
        case .flow(let o): try o.validate()
        case .waterfall(let o): try o.validate()
        case .mosaic(let o): try o.validate()
        case .horizontal(let o): try o.validate()
        case .compositional: return
        }
    }

    /// A new, unprepared layout; a compositional one is named `name` (the status line shows it),
    /// a built-in one by its own name.
    ///
    /// - Complexity: O(sections of the description).
    public func makeLayout(name: String = "compositional", bounds: Rect) -> any CollectionLayout {
        switch self {
        case .flow(let o): return FlowLayout(options: o, bounds: bounds)
        case .waterfall(let o): return WaterfallLayout(options: o, bounds: bounds)
        case .mosaic(let o): return MosaicLayout(options: o, bounds: bounds)
        case .horizontal(let o): return HorizontalSectionsLayout(options: o, bounds: bounds)
        case .compositional(let description): return CompositionalLayout(description: description, name: name, bounds: bounds)
        }
    }
}

// MARK: - Self-sizing

extension LayoutDescription {
    /// Why a built-in layout named `layout` scrolling `direction` cannot size its items to their
    /// content (UIKit's `estimatedItemSize` mode, which cvsim gives the waterfall and the
    /// vertical flow layout), or nil when it can. The command line and the layout-file reader
    /// word it each in their own terms.
    public enum SelfSizingRefusal: Equatable, Sendable {
        /// The layout never self-sizes (mosaic, horizontal).
        case layout(String)
        /// A flow layout scrolling horizontally.
        case horizontal
    }

    /// The self-sizing rule: nil when `layout` scrolling `direction` can self-size.
    ///
    /// - Complexity: O(1)
    public static func selfSizingRefusal(layout: String, direction: ScrollDirection) -> SelfSizingRefusal? {
        guard layout == WaterfallEngine.name || layout == FlowEngine.name else { return .layout(layout) }
        return direction == .vertical ? nil : .horizontal
    }
}
