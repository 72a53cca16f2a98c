import CollectionModel
import SwiftSyntax

extension SwiftLayoutSource {
    /// The snapshot a view controller builds, as a snapshot file's steps: plain
    /// `NSDiffableDataSourceSnapshot` code — `var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()`,
    /// `snapshot.appendSections([.main])` or `(Section.allCases)`, `snapshot.appendItems(…, toSection: .main)`
    /// and `dataSource.apply(snapshot)` — read from the syntax tree, nothing run. Empty when the file
    /// builds no snapshot this way.
    ///
    /// Identifiers are the code's words: a case `.main` is `main`, a string literal its text, a
    /// number its digits. Items made from a range (`(0..<20).map { … }`, `Array(0..<20)`, `0...19`)
    /// are numbered in their section, `main 0` … `main 19`, as the code's closure is not run. Each
    /// `apply` is named after the function that calls it (`applySnapshot()`, then `#2` …); a
    /// `dataSource.snapshot()` edited and applied again goes on from the last apply, in file order.
    ///
    /// - Complexity: O(size of the file).
    public func snapshotSteps() -> [SnapshotStep] {
        var reader = SnapshotCodeReader(program: program)
        reader.walk(Syntax(tree))
        return reader.steps
    }
}

/// Walks function bodies for snapshot calls, in file order.
private struct SnapshotCodeReader {
    let program: Program
    var steps: [SnapshotStep] = []
    /// The variables holding a snapshot, by name.
    private var snapshots: Set<String> = []
    private var function = ""
    private var applies: [String: Int] = [:]
    /// How many values each call of the code made so far (`Item()`), by its text.
    private var made: [String: Int] = [:]
    /// Where each snapshot's steps start, by variable: a snapshot with a step that cannot be
    /// read is left out whole (from there), with its apply.
    private var starts: [String: Int] = [:]
    private var unreadable: Set<String> = []

    init(program: Program) { self.program = program }

    mutating func walk(_ node: Syntax) {
        if let decl = node.as(FunctionDeclSyntax.self) { function = decl.name.text }
        if let binding = node.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value, Self.isNewSnapshot(value)
        {
            // A new snapshot after an apply starts from nothing, as a new NSDiffableDataSourceSnapshot does.
            starts[name] = steps.count
            unreadable.remove(name)
            if !steps.isEmpty { steps.append(.deleteAllItems) }
            snapshots.insert(name)
        } else if let binding = node.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value.as(FunctionCallExprSyntax.self),
            value.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "snapshot", value.arguments.isEmpty
        {
            // `var snapshot = dataSource.snapshot()`: the one applied last, edited further.
            starts[name] = steps.count
            unreadable.remove(name)
            snapshots.insert(name)
        }
        if let call = node.as(FunctionCallExprSyntax.self), let step = step(call) {
            steps.append(step)
        }
        for child in node.children(viewMode: .sourceAccurate) { walk(child) }
    }

    static func isNewSnapshot(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.trimmedDescription.hasPrefix("NSDiffableDataSourceSnapshot")
    }

    private mutating func step(_ call: FunctionCallExprSyntax) -> SnapshotStep? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let method = member.declName.baseName.text
        let arguments = Array(call.arguments)
        if method == "apply", let first = arguments.first, snapshots.contains(first.expression.trimmedDescription),
            !unreadable.contains(first.expression.trimmedDescription)
        {
            let n = applies[function, default: 0] + 1
            applies[function] = n
            let animating = arguments.first { $0.label?.text == "animatingDifferences" }?.expression.trimmedDescription != "false"
            return .apply(name: n == 1 ? "\(function)()" : "\(function)() #\(n)", animatingDifferences: animating)
        }
        let name = base.trimmedDescription
        guard snapshots.contains(name), !unreadable.contains(name), let first = arguments.first else { return nil }
        let step = readStep(method, first, arguments)
        if step == nil, ["appendSections", "appendItems", "deleteItems", "deleteSections", "reloadItems", "reconfigureItems"].contains(method) {
            // Not plain enough to read (a type not read, items of a closure's parameter): the
            // whole snapshot is left out, rather than steps UIKit would not see alone.
            unreadable.insert(name)
            steps.removeSubrange(Swift.min(starts[name] ?? 0, steps.count)...)
        }
        return step
    }

    private mutating func readStep(_ method: String, _ first: LabeledExprSyntax, _ arguments: [LabeledExprSyntax]) -> SnapshotStep? {
        switch method {
        case "appendSections":
            return identifiers(first.expression, section: nil).map { .appendSections($0) }
        case "appendItems":
            let section = arguments.first { $0.label?.text == "toSection" }.map { identifier($0.expression) }
            return identifiers(first.expression, section: section ?? nil).map { .appendItems($0, toSection: section ?? nil) }
        case "deleteItems": return identifiers(first.expression, section: nil).map { .deleteItems($0) }
        case "deleteSections": return identifiers(first.expression, section: nil).map { .deleteSections($0) }
        case "reloadItems": return identifiers(first.expression, section: nil).map { .reloadItems($0) }
        case "reconfigureItems": return identifiers(first.expression, section: nil).map { .reconfigureItems($0) }
        case "deleteAllItems": return .deleteAllItems
        default: return nil
        }
    }

    /// One identifier as the code writes it: `.main` and `Section.main` are `main`, `"a"` is `a`.
    private func identifier(_ expr: ExprSyntax) -> String {
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let string = expr.as(StringLiteralExprSyntax.self) {
            return string.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        return expr.trimmedDescription
    }

    /// The identifiers of an array argument, or nil when the code is not plain enough to read.
    private mutating func identifiers(_ expr: ExprSyntax, section: String?) -> [String]? {
        if let array = expr.as(ArrayExprSyntax.self) {
            var out: [String] = []
            for element in array.elements {
                // Literals, cases and calls are read; anything else (`[$0]`, `[item]`,
                // `[cards[indexPath.item]]`) is a value made at run time.
                let e = element.expression
                guard e.is(StringLiteralExprSyntax.self) || e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self)
                    || e.is(BooleanLiteralExprSyntax.self) || e.is(MemberAccessExprSyntax.self) || e.is(FunctionCallExprSyntax.self)
                else { return nil }
                let text = identifier(element.expression)
                guard element.expression.is(FunctionCallExprSyntax.self) else {
                    out.append(text)
                    continue
                }
                // A value a call makes (`Item()`, whose type may hold its own `UUID`) is a new one
                // each time the code makes it: `Item() #1`, `Item() #2` …
                made[text, default: 0] += 1
                out.append("\(text) #\(made[text]!)")
            }
            return out
        }
        // `Section.allCases`: the enum's cases in order.
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
            let type = member.base?.trimmedDescription, let info = program.types[type], info.isEnum
        {
            return info.cases.map(\.name)
        }
        if let range = Self.range(expr) {
            let prefix = section.map { "\($0) " } ?? "item "
            return range.map { prefix + String($0) }
        }
        return nil
    }

    /// `(0..<20).map { … }`, `Array(0..<20)`, `0..<20`, `1...20` with literal bounds.
    static func range(_ expr: ExprSyntax) -> [Int]? {
        var expr = expr
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), ["map", "compactMap"].contains(member.declName.baseName.text),
                let base = member.base
            {
                expr = base
            } else if call.calledExpression.trimmedDescription == "Array", let argument = call.arguments.first {
                expr = argument.expression
            }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            expr = inner.expression
        }
        let text = expr.trimmedDescription.filter { $0 != " " }
        for (op, closed) in [("..<", false), ("...", true)] {
            guard let found = text.firstRange(of: op), let low = Int(text[..<found.lowerBound]), let high = Int(text[found.upperBound...])
            else { continue }
            let upper = closed ? high + 1 : high
            guard low <= upper, upper - low <= 100_000 else { return nil }
            return Array(low..<upper)
        }
        return nil
    }
}
