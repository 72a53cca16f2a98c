import SwiftSyntax

/// `#if` blocks, decided as Xcode builds the app for an iPhone: `os(iOS)`, `canImport` of a module
/// (the project's packages are there; AppKit, Cocoa and WatchKit are not) and `arch(arm64)` hold,
/// and so do `swift(…)` and `compiler(…)`; `targetEnvironment` (the simulator, Mac Catalyst) and
/// custom flags (`DEBUG`, which no `-D` sets here) do not.
enum CompilationConditions {
    /// The clause of `decl` that is compiled (nil: none is).
    static func activeClause(of decl: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        decl.clauses.first { clause in clause.condition.map(holds) ?? true }
    }

    /// Whether `clause` is the one its `#if` compiles.
    static func isActive(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let decl = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return true }
        return activeClause(of: decl)?.id == clause.id
    }

    /// The statements `items` stand for with each `#if` replaced by its compiled clause's.
    static func compiled(_ items: some Sequence<CodeBlockItemSyntax>) -> [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        for item in items {
            if case .decl(let decl) = item.item, let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = activeClause(of: ifConfig)?.elements { result += compiled(inner) }
            } else {
                result.append(item)
            }
        }
        return result
    }

    static func holds(_ condition: ExprSyntax) -> Bool {
        if let s = condition.as(SequenceExprSyntax.self) {
            // `a && b || c`: `&&` binds tighter than `||`.
            var any = false
            var all = true
            for element in s.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    if op.operator.text == "||" {
                        any = any || all
                        all = true
                    }
                } else {
                    all = all && holds(element)
                }
            }
            return any || all
        }
        if let p = condition.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return !holds(p.expression) }
        if let t = condition.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return holds(only.expression) }
        if let b = condition.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return !["AppKit", "Cocoa", "WatchKit"].contains(argument)
            case "arch": return argument == "arm64"
            case "swift", "compiler": return true
            default: return false
            }
        }
        // A custom flag (`DEBUG`), `targetEnvironment(…)` aside: not set.
        return false
    }
}
