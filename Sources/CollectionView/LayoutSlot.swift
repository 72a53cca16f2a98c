import CollectionLayout

/// The layout the view shows, as `UICollectionView` holds its `collectionViewLayout`: the
/// current layout object, the choices keys `1`–`9` switch among, why the current one could not
/// lay out the data, and a count of the data changes it was told of (what cached totals are
/// keyed on).
package struct LayoutSlot {
    var choices: [LayoutChoice]
    /// The index in `choices` of the current layout.
    package internal(set) var index: Int
    /// Only the current layout is kept: a switch drops the old one.
    var layout: any CollectionLayout
    /// Why the current layout could not lay out the data, if it could not.
    package var error: String?
    /// Bumped at every change of the data's order or counts.
    var generation = 0

    /// The current choice's name (the status line's first field).
    var name: String { choices[index].name }
    /// The current layout, when it has sections that scroll sideways.
    var orthogonalLayout: (any CollectionLayout)? { layout.supportsOrthogonalScrolling ? layout : nil }
}
