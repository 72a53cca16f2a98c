/// The user's preferred text size (UIKit's `UIContentSizeCategory`), from extra small to the
/// largest accessibility size, with the point size of UIKit's body style at each.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// UIKit's default.
    public static let `default` = ContentSizeCategory.large

    /// The body text size in points (UIKit's `.body` at this category): 14, 15, 16, 17, 19, 21,
    /// 23, 28, 33, 40, 47, 53.
    public var bodyPointSize: Double { Self.bodySizes[rawValue] }

    private static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    /// UIKit's name without its prefix: `extraSmall` … `accessibilityExtraExtraExtraLarge`.
    public var name: String { Self.names[rawValue] }
    /// The short form: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`, `AX1` … `AX5`.
    public var shortName: String { Self.shortNames[rawValue] }

    private static let names = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]
    private static let shortNames = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// The category called `name`: UIKit's name (with or without the `UIContentSizeCategory`
    /// prefix) or the short form, case ignored. `nil` for anything else.
    public init?(named name: String) {
        var key = name.lowercased()
        if key.hasPrefix("uicontentsizecategory") { key.removeFirst("uicontentsizecategory".count) }
        guard let index = Self.names.firstIndex(where: { $0.lowercased() == key })
            ?? Self.shortNames.firstIndex(where: { $0.lowercased() == key })
        else { return nil }
        self.init(rawValue: index)
    }

    /// The names `init(named:)` accepts, for error messages and help.
    public static var accepted: String {
        allCases.map { "\($0.name) (\($0.shortName))" }.joined(separator: ", ")
    }

    /// The category `steps` larger (negative: smaller), kept within extra small … AX5.
    public func stepped(by steps: Int) -> ContentSizeCategory {
        ContentSizeCategory(rawValue: min(max(0, rawValue + steps), Self.allCases.count - 1))!
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}
