/// How a scroll view turns its safe area into its adjusted content inset, as UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Hashable, Sendable {
    /// The scrollable axes, and the vertical one always inside a navigation or tab bar controller.
    case automatic
    /// Only the axes the content is longer than the view along.
    case scrollableAxes
    /// No adjustment: the content starts under the bars.
    case never
    /// Every edge, whatever the content.
    case always
}

/// What UIKit reports for a full-screen scroll view: its safe-area insets and the adjusted
/// content inset that follows from them.
public struct ScrollInsets: Hashable, Sendable {
    /// `safeAreaInsets`: the device's and the bars' insets.
    public var safeArea: EdgeInsets
    /// `adjustedContentInset`: `contentInset` (zero here) plus the adjusted part of the safe area.
    public var adjusted: EdgeInsets

    public init(safeArea: EdgeInsets, adjusted: EdgeInsets) {
        self.safeArea = safeArea
        self.adjusted = adjusted
    }

    public static let zero = ScrollInsets(safeArea: .zero, adjusted: .zero)
}

extension ContentInsetAdjustmentBehavior {
    /// The adjusted content inset of a scroll view of `bounds` showing `contentSize`, whose safe
    /// area is `safeArea`, as UIKit's documentation of each behaviour says: `.scrollableAxes`
    /// adjusts top and bottom when the content is taller than the view (a collection view does not
    /// bounce when short: `alwaysBounceVertical` is false) and left and right when it is wider;
    /// `.automatic` does the same, but adjusts top and bottom always when `inBarController` (the
    /// view is a navigation or tab bar controller's content).
    ///
    /// - Complexity: O(1)
    public func adjustedInset(safeArea: EdgeInsets, contentSize: Size, bounds: Size, inBarController: Bool) -> EdgeInsets {
        let vertical: Bool, horizontal: Bool
        switch self {
        case .never: return .zero
        case .always: return safeArea
        case .scrollableAxes:
            vertical = contentSize.height > bounds.height
            horizontal = contentSize.width > bounds.width
        case .automatic:
            vertical = inBarController || contentSize.height > bounds.height
            horizontal = contentSize.width > bounds.width
        }
        return EdgeInsets(
            top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
            bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
    }
}
