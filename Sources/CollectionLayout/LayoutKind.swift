/// The built-in layouts, by the names `cvsim` uses for them.
public enum LayoutKind: String, CaseIterable, Sendable {
    case waterfall
    case flow
    case mosaic
    case horizontal

    /// A new, unprepared layout of this kind.
    public func make(configuration: LayoutConfiguration, bounds: Rect) -> any CollectionLayout {
        switch self {
        case .waterfall: return WaterfallLayout(configuration: configuration, bounds: bounds)
        case .flow: return FlowLayout(configuration: configuration, bounds: bounds)
        case .mosaic: return MosaicLayout(configuration: configuration, bounds: bounds)
        case .horizontal: return HorizontalSectionsLayout(configuration: configuration, bounds: bounds)
        }
    }
}
