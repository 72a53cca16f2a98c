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

    /// The built-in layout `kind` with the options of `configuration` that it uses.
    public init(kind: LayoutKind, configuration: LayoutConfiguration) {
        switch kind {
        case .flow: self = .flow(FlowOptions(configuration))
        case .waterfall: self = .waterfall(WaterfallOptions(configuration))
        case .mosaic: self = .mosaic(MosaicOptions(configuration))
        case .horizontal: self = .horizontal(HorizontalOptions(configuration))
        }
    }

    /// The built-in layout described, nil for a compositional one.
    public var kind: LayoutKind? {
        switch self {
        case .flow: return .flow
        case .waterfall: return .waterfall
        case .mosaic: return .mosaic
        case .horizontal: return .horizontal
        case .compositional: return nil
        }
    }

    /// A built-in layout's options as the built-in layouts keep them (the options it does not
    /// use at their defaults); nil for a compositional layout.
    public var configuration: LayoutConfiguration? {
        switch self {
        case .flow(let o): return o.configuration
        case .waterfall(let o): return o.configuration
        case .mosaic(let o): return o.configuration
        case .horizontal(let o): return o.configuration
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
        try configuration?.validate()
    }

    /// A new, unprepared layout; a compositional one is named `name` (the status line shows it),
    /// a built-in one by its kind.
    ///
    /// - Complexity: O(sections of the description).
    public func makeLayout(name: String = "compositional", bounds: Rect) -> any CollectionLayout {
        switch self {
        case .compositional(let description): return CompositionalLayout(description: description, name: name, bounds: bounds)
        default: return kind!.make(configuration: configuration!, bounds: bounds)
        }
    }
}
