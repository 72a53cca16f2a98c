import ArgumentParser
import CollectionLayout

// The layout options' values (`Parsed`, ParsedArgument.swift): each rule says what is wrong in
// the words of every other option, so a bad value is one line, exit status 2.

/// `--layout NAME`: one of the built-in layouts, case aside.
typealias LayoutName = Parsed<LayoutNameRule>
enum LayoutNameRule: ArgumentRule {
    /// One of `LayoutDescription.builtInNames`.
    static func parse(_ text: String) throws(UsageError) -> String {
        let names = LayoutDescription.builtInNames
        guard let name = names.first(where: { $0 == text.lowercased() }) else {
            throw UsageError("unknown layout '\(text)': use one of \(names.joined(separator: ", "))")
        }
        return name
    }
}

/// `--item-size WxH`: both lengths in `OptionLimits.dimension`.
typealias ItemSizeText = Parsed<ItemSizeRule>
enum ItemSizeRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> Size { try Parse.size(text, option: "--item-size") }
}

/// `--viewport WxH`: the visible bounds, both lengths in `OptionLimits.dimension`.
typealias ViewportText = Parsed<ViewportRule>
enum ViewportRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> Size { try Parse.size(text, option: "--viewport") }
}

/// `--section-inset T,L,B,R`: each in `OptionLimits.length`.
typealias InsetsText = Parsed<InsetsRule>
enum InsetsRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> EdgeInsets {
        let option = "--section-inset"
        let v = try Parse.numbers(text, count: 4, option: option, format: "T,L,B,R")
        for value in v { _ = try Parse.length(value, option: option) }
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}

/// `--scroll-direction`: vertical or horizontal.
typealias DirectionName = Parsed<DirectionRule>
enum DirectionRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> ScrollDirection {
        guard let direction = ScrollDirection(rawValue: text.lowercased()) else {
            throw UsageError("--scroll-direction must be vertical or horizontal, not '\(text)'")
        }
        return direction
    }
}

/// `--content-size-category`: UIKit's names or their short forms.
typealias CategoryName = Parsed<CategoryRule>
enum CategoryRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> ContentSizeCategory {
        guard let category = ContentSizeCategory(named: text) else {
            throw UsageError(
                "unknown --content-size-category '\(text)': use one of xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5 or UIKit's names (extraSmall … accessibilityExtraExtraExtraLarge)")
        }
        return category
    }
}
