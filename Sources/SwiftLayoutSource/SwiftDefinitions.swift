import CollectionLayout
import SwiftParser
import SwiftSyntax

/// Values the command line gives (`--define NAME=VALUE`) for names a Swift layout file uses but
/// that neither it nor the project read gives a value: a design system's `Theme.Spacing.medium`
/// in a module not read, a builder's `isLogin` that only an unread caller passes, a view model's
/// `countRelay.value` known only when the app runs.
///
/// A definition is used only where the code read has no value of its own for the name (an
/// unknown name, a property set elsewhere, a parameter no call gives); each one used is said in
/// a notice, and one never used is too (a misspelt name).
public struct SwiftDefinitions: Sendable, Equatable {
    /// One `NAME=VALUE`.
    public struct Definition: Sendable, Equatable {
        /// The name as the code writes it, dotted (`Theme.Spacing.medium`), without `self.`.
        public let name: String
        /// The value, a Swift expression as typed (`16`, `true`, `"feed"`, `CGSize(width: 80, height: 80)`).
        public let value: String
    }

    public private(set) var entries: [Definition] = []

    public init() {}

    /// The definitions of `texts`, each `NAME=VALUE`, in order.
    ///
    /// - Throws: the first problem, one line (`definition(_:)`), or a name given twice.
    public init(_ texts: [String]) throws(DefinitionProblem) {
        var definitions: [Definition] = []
        for text in texts { definitions.append(try Self.definition(text)) }
        try self.init(definitions)
    }

    /// The definitions, in order.
    ///
    /// - Throws: `DefinitionProblem` when a name is given twice.
    public init(_ definitions: [Definition]) throws(DefinitionProblem) {
        for definition in definitions {
            guard !entries.contains(where: { $0.name == definition.name }) else {
                throw DefinitionProblem("'\(definition.name)' is given twice")
            }
            entries.append(definition)
        }
    }

    /// `NAME=VALUE` read: NAME Swift identifiers joined by dots (a leading `self.` dropped),
    /// VALUE one Swift expression.
    ///
    /// - Throws: `DefinitionProblem` saying what is wrong with the text.
    public static func definition(_ text: String) throws(DefinitionProblem) -> Definition {
        guard let equals = text.firstIndex(of: "=") else {
            throw DefinitionProblem("takes NAME=VALUE (Theme.spacing=16, isCompact=true), not '\(text)'")
        }
        var name = String(text[..<equals]).trimmingSpaces()
        let value = String(text[text.index(after: equals)...]).trimmingSpaces()
        if name.hasPrefix("self.") { name.removeFirst(5) }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !name.isEmpty, parts.allSatisfy(isIdentifier) else {
            throw DefinitionProblem("'\(name)' is not a name: Swift identifiers joined by dots (Theme.Spacing.medium)")
        }
        guard !value.isEmpty else { throw DefinitionProblem("'\(name)' has no value after '='") }
        guard expression(value) != nil else {
            throw DefinitionProblem("the value of '\(name)', '\(value)', is not one Swift expression (16, true, \"feed\", CGSize(width: 80, height: 80))")
        }
        return Definition(name: name, value: value)
    }

    /// The definition of `name` (dotted, without `self.`), if given.
    public func definition(named name: String) -> Definition? { entries.first { $0.name == name } }

    public var isEmpty: Bool { entries.isEmpty }

    /// `text` parsed as one expression, nil when it is not exactly one without errors.
    static func expression(_ text: String) -> ExprSyntax? {
        let tree = Parser.parse(source: text)
        guard !tree.hasError, tree.statements.count == 1, let only = tree.statements.first, case .expr(let e) = only.item else { return nil }
        return e
    }

    private static func isIdentifier(_ part: Substring) -> Bool {
        guard let first = part.first, first == "_" || first.isLetter else { return false }
        return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }
}

/// What is wrong with a `--define` text, one line without the option's name.
public struct DefinitionProblem: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
