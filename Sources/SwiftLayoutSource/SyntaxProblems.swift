import SwiftSyntax

/// The first syntax error in a tree, as SwiftParser left it: a missing token or node (what was
/// expected) or unexpected text, with its place.
final class SyntaxProblems: SyntaxAnyVisitor {
    private(set) var found: (position: AbsolutePosition, message: String)?

    static func first(in tree: SourceFileSyntax) -> (position: AbsolutePosition, message: String)? {
        guard tree.hasError else { return nil }
        let visitor = SyntaxProblems(viewMode: .all)
        visitor.walk(tree)
        return visitor.found ?? (tree.endPosition, "the file does not parse")
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if found != nil || !node.hasError { return .skipChildren }
        if let unexpected = node.as(UnexpectedNodesSyntax.self) {
            var text = unexpected.trimmedDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            if text.count > 40 { text = String(text.prefix(39)) + "…" }
            found = (unexpected.positionAfterSkippingLeadingTrivia, "unexpected code '\(text)'")
            return .skipChildren
        }
        let missing: String?
        switch node.kind {
        case .missingExpr: missing = "an expression"
        case .missingDecl: missing = "a declaration"
        case .missingPattern: missing = "a pattern"
        case .missingStmt: missing = "a statement"
        case .missingType: missing = "a type"
        case .missing: missing = "code"
        default: missing = nil
        }
        if let missing {
            found = (Self.cause(of: node), "expected \(missing)")
            return .skipChildren
        }
        if let token = node.as(TokenSyntax.self), token.presence == .missing {
            let text = token.text
            found = (Self.cause(of: Syntax(token)), text.isEmpty || text.hasPrefix("<#") ? "expected \(Self.describe(token.tokenKind))" : "expected '\(text)'")
            return .skipChildren
        }
        return .visitChildren
    }

    /// Where something missing is missed: right after the code before it (`3 +` at the end of
    /// a line misses its operand there, not where the parser next looked).
    private static func cause(of missing: Syntax) -> AbsolutePosition {
        guard let previous = missing.previousToken(viewMode: .sourceAccurate) else { return missing.position }
        return previous.endPositionBeforeTrailingTrivia
    }

    private static func describe(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: return "a name"
        case .integerLiteral, .floatLiteral: return "a number"
        case .stringSegment: return "a string"
        default: return "a token"
        }
    }
}
