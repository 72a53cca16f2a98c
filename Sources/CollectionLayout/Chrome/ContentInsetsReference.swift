/// What a compositional section's content insets are measured from, as UIKit's
/// `UIContentInsetsReference`.
public enum ContentInsetsReference: String, CaseIterable, Hashable, Sendable {
    /// The layout's reference (for a section), the safe area (for the layout).
    case automatic
    /// The collection view's edges.
    case none
    case safeArea
    /// The layout margins: the safe area plus 16 pt (20 pt in a regular width).
    case layoutMargins
    /// The readable content guide: the layout margins, narrowed to a readable line length.
    case readableContent
}

/// The screen's guides a layout's insets reference: the safe area of the collection view, from
/// which the layout margins and the readable content guide follow.
public struct LayoutGuides: Hashable, Sendable {
    public var safeArea: EdgeInsets
    /// The scroll view's adjusted content inset at the current offset: pinned boundary items
    /// stay below (above) the bars, on the visible bounds less it. It moves with the offset
    /// (a large title collapsing) and lays nothing out again.
    public var adjustedContentInset: EdgeInsets

    public init(safeArea: EdgeInsets = .zero, adjustedContentInset: EdgeInsets = .zero) {
        self.safeArea = safeArea
        self.adjustedContentInset = adjustedContentInset
    }

    public static let zero = LayoutGuides()

    /// The system layout margin beside the safe area: 16 pt in a compact width, 20 pt in a
    /// regular one (from a 414-pt width, the Plus and Max iPhones); the same rule as the lists'.
    public static func layoutMargin(containerWidth: Double) -> Double { containerWidth >= 414 ? 20 : 16 }

    /// The readable content guide's greatest width at the default text size (Large).
    public static let readableWidth = 672.0

    /// The readable content guide's greatest width at the text size `category`: 672 pt at Large,
    /// in proportion to the body text size (14 pt at xS … 53 pt at AX5), rounded to the point, so
    /// that a readable line keeps its number of characters as the text grows, as UIKit's guide does
    /// ("equal to or less than the readable width defined for the current dynamic text size").
    /// docs/layout-files.md gives the widths and where they come from.
    ///
    /// - Complexity: O(1)
    public static func readableWidth(for category: ContentSizeCategory) -> Double {
        (readableWidth * category.bodyPointSize / ContentSizeCategory.large.bodyPointSize).rounded()
    }

    /// How far from the container's leading and trailing edges `reference` puts a section's
    /// insets, for a container `width` wide, with text of `category` (the readable content
    /// guide's width follows it). `automatic` is the safe area.
    ///
    /// - Complexity: O(1)
    public func edges(
        _ reference: ContentInsetsReference, width: Double, category: ContentSizeCategory = .large
    ) -> (leading: Double, trailing: Double) {
        switch reference {
        case .none: return (0, 0)
        case .automatic, .safeArea: return (safeArea.left, safeArea.right)
        case .layoutMargins:
            let m = Self.layoutMargin(containerWidth: width)
            return (safeArea.left + m, safeArea.right + m)
        case .readableContent:
            let m = Self.layoutMargin(containerWidth: width)
            let leading = safeArea.left + m, trailing = safeArea.right + m
            let room = width - leading - trailing
            let extra = Swift.max(0, room - Self.readableWidth(for: category)) / 2
            return (leading + extra, trailing + extra)
        }
    }

    /// The same guides across a horizontal layout's axis: top and bottom become leading and trailing.
    public var transposed: LayoutGuides {
        func swap(_ e: EdgeInsets) -> EdgeInsets { EdgeInsets(top: e.left, left: e.top, bottom: e.right, right: e.bottom) }
        return LayoutGuides(safeArea: swap(safeArea), adjustedContentInset: swap(adjustedContentInset))
    }
}
