import CollectionLayout

/// The built-in layouts as the benches' command lines give them: the same spacings and insets to
/// each layout that has them (as `cvsim run --section-inset … --line-spacing …` does).
enum BenchLayouts {
    /// The four layouts of keys `1`–`4`, each with `inset`, `spacing` between lines and items,
    /// `itemSize` (flow, horizontal) and `selfSizing` (waterfall, flow) where it has them.
    static func standard(
        inset: EdgeInsets = .zero, spacing: Double = 10, itemSize: Size? = nil, selfSizing: Bool = false
    ) -> [LayoutDescription] {
        LayoutDescription.builtInNames.map { layout(named: $0, inset: inset, spacing: spacing, itemSize: itemSize, selfSizing: selfSizing) }
    }

    /// The built-in layout called `name` with those values.
    static func layout(
        named name: String, inset: EdgeInsets = .zero, spacing: Double = 10, itemSize: Size? = nil, selfSizing: Bool = false
    ) -> LayoutDescription {
        switch name {
        case FlowEngine.name:
            var o = FlowOptions()
            o.sectionInset = inset
            (o.lineSpacing, o.interitemSpacing) = (spacing, spacing)
            if let itemSize { o.itemSize = itemSize }
            o.selfSizing = selfSizing
            return .flow(o)
        case MosaicEngine.name:
            var o = MosaicOptions()
            o.sectionInset = inset
            return .mosaic(o)
        case HorizontalSectionsEngine.name:
            var o = HorizontalOptions()
            o.sectionInset = inset
            (o.lineSpacing, o.interitemSpacing) = (spacing, spacing)
            if let itemSize { o.itemSize = itemSize }
            return .horizontal(o)
        default:
            var o = WaterfallOptions()
            o.sectionInset = inset
            (o.lineSpacing, o.interitemSpacing) = (spacing, spacing)
            o.selfSizing = selfSizing
            return .waterfall(o)
        }
    }
}
