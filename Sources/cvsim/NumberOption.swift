import ArgumentParser
import CollectionLayout

/// A numeric option's rule: its `NumberOption` (name, range, default) checks the text, so every
/// bad value is reported the same way — not a number, negative, or out of range. (The options
/// parse their value unconditionally, so a negative number reaches the rule too.)
protocol NumberRule: ArgumentRule where Value: Comparable {
    static var option: NumberOption<Value> { get }
}

extension NumberRule {
    static func parse(_ text: String) throws(UsageError) -> Value { try option.check(text) }

    /// The value typed, checked; the option's default when it is absent.
    static func value(_ typed: Parsed<Self>?) throws(UsageError) -> Value? {
        guard let typed else { return option.defaultValue }
        return try typed.value
    }
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

    /// The value of `text`, checked.
    ///
    /// - Throws: `UsageError` "NAME must be a NOUN between LOW and HIGH, not TEXT" (the text
    ///   quoted when it is not a number at all).
    func check(_ text: String) throws(UsageError) -> Value {
        let trimmed = text.trimmingSpaces()
        let value = parse(trimmed)
        guard let value, range.contains(value) else {
            let shown = Double(trimmed) == nil ? "'\(text)'" : trimmed
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
    enum Columns: NumberRule { typealias Value = Int; static let option = NumberOption("--columns", OptionLimits.columns, default: nil) }
    enum LineSpacing: NumberRule { typealias Value = Double; static let option = NumberOption("--line-spacing", OptionLimits.length) }
    enum InteritemSpacing: NumberRule { typealias Value = Double; static let option = NumberOption("--interitem-spacing", OptionLimits.length) }
    enum SectionSpacing: NumberRule { typealias Value = Double; static let option = NumberOption("--section-spacing", OptionLimits.length) }
    enum HeaderHeight: NumberRule { typealias Value = Double; static let option = NumberOption("--header-height", OptionLimits.length) }
    enum FooterHeight: NumberRule { typealias Value = Double; static let option = NumberOption("--footer-height", OptionLimits.length) }
    /// Seeds are taken modulo 2³¹ by the generated feed (`GeneratedPageSource`): larger ones
    /// would repeat smaller ones.
    enum Seed: NumberRule { typealias Value = Int; static let option = NumberOption("--seed", 0...0x7FFF_FFFF, default: 1) }
    enum LatencyMs: NumberRule { typealias Value = Int; static let option = NumberOption("--latency-ms", 0...60_000, default: 300) }
    enum PageSize: NumberRule { typealias Value = Int; static let option = NumberOption("--page-size", 1...10_000, default: 20) }
    enum FailRate: NumberRule { typealias Value = Double; static let option = NumberOption("--fail-rate", 0.0...1.0, default: 0) }
    enum FeedSize: NumberRule { typealias Value = Int; static let option = NumberOption("--feed-size", 0...10_000_000) }
    enum Sections: NumberRule { typealias Value = Int; static let option = NumberOption("--sections", 1...10_000) }
}
