import CollectionLayout
import CollectionModel

extension LayoutCommand {
    /// Measures every item of a self-sizing layout (what the viewer does lazily for the cells near
    /// the screen) and lays out again until no size changes.
    ///
    /// Items are measured from their title and body; lengths are rounded up to the device's
    /// pixel grid (`grid`), as UIKit's fitting sizes are.
    static func measureAll(
        _ layout: any CollectionLayout, _ model: CollectionData, category: ContentSizeCategory, grid: PixelGrid
    ) throws(LayoutError) {
        guard layout.selfSizesItems else { return }
        let sizing = layout
        // Widths do not depend on heights (waterfall, flow, compositional), nor a chip's width
        // on its place: the second pass finds nothing to change; the third is a guard.
        for _ in 0..<3 {
            var context = InvalidationContext()
            // Every item, those of sections scrolled sideways too (at rest, shown whole).
            let elements = layout.allLayoutAttributesAtRest()
            for element in elements where element.category == .cell {
                let item = model.item(at: element.indexPath)
                var preferred = element
                let style = layout.cellTextStyle(forSection: element.indexPath.section, category: category)
                let (title, body) = (item?.title ?? "", item?.body ?? "")
                let dimension = sizing.measuredDimension(at: element.indexPath)
                // A chip: as wide as its text, at most the view's width; any other cell as tall as its text.
                let across = dimension == .width ? element.frame.height : element.frame.width
                let length = grid.ceil(style.length(title: title, body: body, dimension: dimension, across: across, maximumWidth: layout.bounds.width))
                if dimension == .width { preferred.frame.size.width = length } else { preferred.frame.size.height = length }
                if let change = sizing.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: element) {
                    context.formUnion(change)
                }
            }
            guard context.invalidatedItemsFrom != nil else { return }
            sizing.invalidate(with: context)
            try layout.prepare(model)
        }
    }
}
