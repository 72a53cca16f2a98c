/// What kind of element a set of attributes describes.
public enum ElementCategory: String, Hashable, Sendable {
    /// An item's cell.
    case cell
    /// A view supplied by the data source for a section, such as a header or footer.
    case supplementary
    /// A view owned by the layout itself, such as a section background.
    case decoration
}

/// The kind of a supplementary or decoration element (UIKit's `elementKind` strings).
public struct ElementKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// A section header (supplementary).
    public static let header: ElementKind = "header"
    /// A section footer (supplementary).
    public static let footer: ElementKind = "footer"
    /// A section background (decoration).
    public static let background: ElementKind = "background"
}

/// Layout-related attributes of one element of a collection view, as
/// `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Hashable, Sendable {
    public var category: ElementCategory
    /// `nil` for cells; the element kind for supplementary and decoration elements.
    public var kind: ElementKind?
    public var indexPath: IndexPath
    public var frame: Rect
    /// Stacking order: higher draws on top. Decorations use negative values, cells 0.
    public var zIndex: Int
    public var alpha: Double
    public var isHidden: Bool

    public init(
        category: ElementCategory, kind: ElementKind? = nil, indexPath: IndexPath, frame: Rect,
        zIndex: Int = 0, alpha: Double = 1, isHidden: Bool = false
    ) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.isHidden = isHidden
    }

    /// Attributes for the cell at `indexPath`.
    public static func cell(_ indexPath: IndexPath, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(category: .cell, indexPath: indexPath, frame: frame, zIndex: ZIndex.cell)
    }

    /// The identity of the element (category, kind and index path), independent of its frame.
    public var elementID: ElementID { ElementID(category: category, kind: kind, indexPath: indexPath) }
}

/// Identifies one element of a layout, whatever its frame.
public struct ElementID: Hashable, Sendable {
    public var category: ElementCategory
    public var kind: ElementKind?
    public var indexPath: IndexPath

    public init(category: ElementCategory, kind: ElementKind?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }
}

/// The z-order conventions of the built-in layouts.
public enum ZIndex {
    public static let background = -1
    public static let cell = 0
    public static let supplementary = 10
    public static let pinnedHeader = 1024
}
