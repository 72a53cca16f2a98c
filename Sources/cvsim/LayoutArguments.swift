import ArgumentParser
import CollectionLayout

// The layout options' values as typed. Each takes any text, so that a bad value is reported by
// `LayoutOptions.validate()` in the words of every other option (one line, exit status 2),
// rather than by the parser's generic message.

/// `--layout NAME`: one of the built-in layouts.
struct LayoutName: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    /// The layout named (case aside): one of `LayoutDescription.builtInNames`.
    ///
    /// - Throws: `UsageError` listing the names.
    func name() throws -> String {
        let names = LayoutDescription.builtInNames
        guard let name = names.first(where: { $0 == text.lowercased() }) else {
            throw UsageError("unknown layout '\(text)': use one of \(names.joined(separator: ", "))")
        }
        return name
    }
}

/// A size typed as `WxH` (`--item-size`).
struct SizeText: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    /// Both lengths, each in `OptionLimits.dimension`.
    func size(option: String) throws -> Size { try Parse.size(text, option: option) }
}

/// Insets typed as `T,L,B,R` (`--section-inset`).
struct InsetsText: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    /// The four insets, each in `OptionLimits.length`.
    func insets(option: String) throws -> EdgeInsets {
        let v = try Parse.numbers(text, count: 4, option: option, format: "T,L,B,R")
        for value in v { _ = try Parse.length(value, option: option) }
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}

/// `--scroll-direction`: vertical or horizontal.
struct DirectionName: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    func direction() throws -> ScrollDirection {
        guard let direction = ScrollDirection(rawValue: text.lowercased()) else {
            throw UsageError("--scroll-direction must be vertical or horizontal, not '\(text)'")
        }
        return direction
    }
}

/// `--content-size-category`: UIKit's names or their short forms.
struct CategoryName: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    func category() throws -> ContentSizeCategory {
        guard let category = ContentSizeCategory(named: text) else {
            throw UsageError(
                "unknown --content-size-category '\(text)': use one of xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5 or UIKit's names (extraSmall … accessibilityExtraExtraExtraLarge)")
        }
        return category
    }
}
