import ArgumentParser
import CollectionLayout

/// A number as typed after a numeric option.
///
/// Any text is taken (a negative number too: the options that carry one parse their value
/// unconditionally), so that the option's `NumberOption` reports every bad value the same way —
/// not a number, negative, or out of range — in `validate()`.
struct NumberText: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }
}

/// One numeric option: its name, what it takes, its default; read by its `--help` text and by
/// its check alike.
struct NumberOption<Value: Comparable & Sendable>: Sendable {
    let name: String
    let range: ClosedRange<Value>
    let defaultValue: Value?
    /// "whole number" or "number", for the message.
    let noun: String
    let parse: @Sendable (String) -> Value?
    let format: @Sendable (Value) -> String

    /// The help text: `summary`, then the range and default, e.g. "Waterfall columns per section
    /// (1 to 1000, default 2)."
    func help(_ summary: String, valueName: String? = nil, defaultText: String? = nil) -> ArgumentHelp {
        var note = "\(format(range.lowerBound)) to \(format(range.upperBound))"
        if let text = defaultText ?? defaultValue.map(format) { note += ", default \(text)" }
        return ArgumentHelp("\(summary) (\(note)).", valueName: valueName)
    }

    /// The value typed, checked; the default when the option is absent.
    ///
    /// - Throws: `UsageError` "NAME must be a NOUN between LOW and HIGH, not TEXT" (the text
    ///   quoted when it is not a number at all).
    func value(_ typed: NumberText?) throws -> Value? {
        guard let typed else { return defaultValue }
        let trimmed = typed.text.trimmingSpaces()
        let value = parse(trimmed)
        guard let value, range.contains(value) else {
            let shown = Double(trimmed) == nil ? "'\(typed.text)'" : trimmed
            throw UsageError("\(name) must be a \(noun) between \(format(range.lowerBound)) and \(format(range.upperBound)), not \(shown)")
        }
        return value
    }
}

extension NumberOption where Value == Int {
    /// A whole-number option.
    init(_ name: String, _ range: ClosedRange<Int>, default defaultValue: Int? = nil) {
        self.init(name: name, range: range, defaultValue: defaultValue, noun: "whole number", parse: { Int($0) }, format: { "\($0)" })
    }
}

extension NumberOption where Value == Double {
    /// A real-number option; NaN and infinities are out of every range.
    init(_ name: String, _ range: ClosedRange<Double>, default defaultValue: Double? = nil) {
        self.init(
            name: name, range: range, defaultValue: defaultValue, noun: "number",
            parse: { Double($0).flatMap { $0.isFinite ? $0 : nil } }, format: { JSON.number($0) })
    }
}

/// Every numeric option of the commands, with its range and default.
enum Numbers {
    // The layout's ranges are the layouts' own (`OptionLimits`), as a layout file's are.
    static let columns = NumberOption("--columns", OptionLimits.columns, default: nil)
    static let lineSpacing = NumberOption("--line-spacing", OptionLimits.length)
    static let interitemSpacing = NumberOption("--interitem-spacing", OptionLimits.length)
    static let sectionSpacing = NumberOption("--section-spacing", OptionLimits.length)
    static let headerHeight = NumberOption("--header-height", OptionLimits.length)
    static let footerHeight = NumberOption("--footer-height", OptionLimits.length)
    /// Seeds are taken modulo 2³¹ by the generated feed (`GeneratedPageSource`): larger ones
    /// would repeat smaller ones.
    static let seed = NumberOption("--seed", 0...0x7FFF_FFFF, default: 1)
    static let latencyMs = NumberOption("--latency-ms", 0...60_000, default: 300)
    static let pageSize = NumberOption("--page-size", 1...10_000, default: 20)
    static let failRate = NumberOption("--fail-rate", 0.0...1.0, default: 0)
    static let feedSize = NumberOption("--feed-size", 0...10_000_000)
    static let sections = NumberOption("--sections", 1...10_000)
}
