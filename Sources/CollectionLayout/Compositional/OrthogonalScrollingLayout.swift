/// How an orthogonal section lies across the scroll axis: what a view needs to scroll it
/// sideways on its own and to snap as its behaviour says. Lengths are along the section's own
/// scroll axis (x in a vertical layout, y in a horizontal one), at offset 0.
public struct OrthogonalSectionGeometry: Hashable, Sendable {
    public var behavior: OrthogonalScrollingBehavior
    /// Where the first group starts (the section's leading inset).
    public var leadingInset: Double
    /// One group's length.
    public var groupLength: Double
    /// From one group's start to the next one's.
    public var pitch: Double
    /// How many groups the section's items fill.
    public var groupCount: Int
    /// Items per group.
    public var itemsPerGroup: Int
    /// The section's whole length: its groups plus its leading and trailing insets.
    public var contentLength: Double
    /// The visible length: the section's width (height in a horizontal layout).
    public var containerLength: Double

    public init(
        behavior: OrthogonalScrollingBehavior, leadingInset: Double, groupLength: Double, pitch: Double, groupCount: Int,
        itemsPerGroup: Int, contentLength: Double, containerLength: Double
    ) {
        self.behavior = behavior
        self.leadingInset = leadingInset
        self.groupLength = groupLength
        self.pitch = pitch
        self.groupCount = groupCount
        self.itemsPerGroup = itemsPerGroup
        self.contentLength = contentLength
        self.containerLength = containerLength
    }

    /// Where group `g` starts.
    public func groupStart(_ g: Int) -> Double { leadingInset + Double(g) * pitch }

    /// The largest offset that scrolls the content's end to the container's (0 when it fits).
    public var maximumOffset: Double { Swift.max(0, contentLength - containerLength) }
}

/// A layout with sections that scroll across its scroll axis (UIKit's
/// `orthogonalScrollingBehavior`). Its plain queries show every such section at offset 0; the
/// view keeps each one's offset and asks with them.
///
/// The questions are requirements of `CollectionLayout` (`orthogonalSection(_:)`,
/// `forEachElement(in:orthogonalOffset:_:)`), answered for a layout without such sections by
/// default; a layout that has them conforms here, which sets `supportsOrthogonalScrolling`.
public protocol OrthogonalScrollingLayout: CollectionLayout {}

extension OrthogonalScrollingLayout {
    public var supportsOrthogonalScrolling: Bool { true }
}
