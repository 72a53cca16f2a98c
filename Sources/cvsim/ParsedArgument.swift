import ArgumentParser

/// How the text typed after one option becomes its value.
protocol ArgumentRule: Sendable {
    associatedtype Value: Sendable
    /// The value of `text`.
    ///
    /// - Throws: `UsageError` in the option's own words ("--chrome takes none, nav … not 'x'").
    static func parse(_ text: String) throws(UsageError) -> Value
}

/// A command-line value, parsed once as the parser reads it.
///
/// A bad text is not refused by the parser (whose message is generic and names no range): it is
/// kept as its `UsageError`, which the command's `validate()` throws by reading `value` — so a
/// bad value is one line in the option's words and exit status 2 before anything runs, and the
/// command then reads the same checked value without parsing again.
struct Parsed<Rule: ArgumentRule>: ExpressibleByArgument, Sendable {
    private let result: Result<Rule.Value, UsageError>

    init(argument: String) {
        do { result = .success(try Rule.parse(argument)) } catch { result = .failure(error) }
    }

    /// The value.
    ///
    /// - Throws: the `UsageError` its text gave.
    var value: Rule.Value {
        get throws(UsageError) { try result.get() }
    }
}
