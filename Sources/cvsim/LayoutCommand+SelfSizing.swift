import CollectionLayout
import CollectionModel

extension LayoutCommand {
    /// Measures every item of a self-sizing layout (what the viewer does lazily for the cells near
    /// the screen) and lays out again until no size changes.
    ///
    /// Items of a `CollectionData` are measured from their title and body; other data sources
    /// have no text, so their items are measured as empty cells.
    static func measureAll(_ layout: any CollectionLayout, _ source: any LayoutDataSource, category: ContentSizeCategory) throws(LayoutError) {
        guard layout.selfSizesItems else { return }
        let sizing = layout
        let model = source as? CollectionData
        // Widths do not depend on heights (waterfall, flow, compositional): the second pass
        // finds nothing to change; the third is a guard.
        for _ in 0..<3 {
            var context = InvalidationContext()
            for element in layout.allLayoutAttributes() where element.category == .cell {
                let item = model?.item(at: element.indexPath)
                var preferred = element
                let style = layout.cellTextStyle(forSection: element.indexPath.section, category: category)
                preferred.frame.size.height = style.height(title: item?.title ?? "", body: item?.body ?? "", width: element.frame.width)
                if let change = sizing.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: element) {
                    context.formUnion(change)
                }
            }
            guard context.invalidatedItemsFrom != nil else { return }
            sizing.invalidate(with: context)
            try layout.prepare(source)
        }
    }
}
