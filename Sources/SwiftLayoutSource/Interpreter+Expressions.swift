import CollectionLayout
import SwiftSyntax

extension Interpreter {
    // MARK: - Expressions

    func eval(_ expr: ExprSyntax, _ ctx: Context) throws(EvaluationError) -> Value {
        try step(expr)
        if let e = expr.as(IntegerLiteralExprSyntax.self) {
            let text = e.literal.text.filter { $0 != "_" }
            let value = text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16) : Int(text)
            guard let value else { throw EvaluationError(e, "not an integer this evaluator reads") }
            return floatLiterals ? .double(Double(value)) : .int(value)
        }
        if let e = expr.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(e.literal.text.filter { $0 != "_" }) else { throw EvaluationError(e, "not a number this evaluator reads") }
            return .double(value)
        }
        if let e = expr.as(BooleanLiteralExprSyntax.self) { return .bool(e.literal.tokenKind == .keyword(.true)) }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let e = expr.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in e.segments {
                if let s = segment.as(StringSegmentSyntax.self) {
                    text += s.content.text
                } else if let interpolated = segment.as(ExpressionSegmentSyntax.self), interpolated.expressions.count == 1,
                    let only = interpolated.expressions.first, only.label == nil
                {
                    // `"section-\(index)"`: the value as Swift prints it.
                    switch try eval(only.expression, ctx) {
                    case .string(let s): text += s
                    case .int(let n): text += String(n)
                    case .double(let d): text += "\(d)"
                    case .bool(let b): text += String(b)
                    case .enumCase(_, let name, _): text += name
                    case let other: throw EvaluationError(only.expression, "\(other.kindName) is not interpolated into a string")
                    }
                } else {
                    throw EvaluationError(segment, "this string interpolation is not evaluated")
                }
            }
            return .string(text)
        }
        if let e = expr.as(ArrayExprSyntax.self) {
            var values: [Value] = []
            for element in e.elements { values.append(try eval(element.expression, ctx)) }
            return .array(values)
        }
        if let e = expr.as(TupleExprSyntax.self) {
            if e.elements.count == 1, let only = e.elements.first, only.label == nil { return try eval(only.expression, ctx) }
            var values: [Value] = []
            for element in e.elements { values.append(try eval(element.expression, ctx)) }
            return .tuple(values)
        }
        if let e = expr.as(DeclReferenceExprSyntax.self) {
            return try orDefined(expr, ctx) { () throws(EvaluationError) in try reference(e, ctx) }
        }
        if let e = expr.as(MemberAccessExprSyntax.self) {
            return try orDefined(expr, ctx) { () throws(EvaluationError) in
                if let inferred = try inferredArrayPath(e, ctx) { return inferred }
                return try evalMember(e, ctx)
            }
        }
        if let e = expr.as(FunctionCallExprSyntax.self) { return try call(e, ctx) }
        if let e = expr.as(SubscriptCallExprSyntax.self) {
            let base = try eval(e.calledExpression, ctx)
            guard e.arguments.count == 1, let index = e.arguments.first else { throw EvaluationError(e, "only one index is read") }
            let i = try eval(index.expression, ctx)
            guard case .array(let values) = base else { throw EvaluationError(e, "only arrays are subscripted, not \(base.kindName)") }
            guard case .int(let n) = i else { throw EvaluationError(index, "an index must be an Int, got \(i.kindName)") }
            guard values.indices.contains(n) else {
                var error = EvaluationError(e, "index \(n) is out of range 0..<\(values.count)")
                error.endsData = true
                throw error
            }
            return values[n]
        }
        if let e = expr.as(PrefixOperatorExprSyntax.self) {
            let v = try eval(e.expression, ctx)
            switch (e.operator.text, v) {
            case ("-", .int(let n)): return .int(-n)
            case ("-", .double(let d)): return .double(-d)
            case ("+", .int), ("+", .double): return v
            case ("!", .bool(let b)): return .bool(!b)
            default: throw EvaluationError(e, "cannot apply '\(e.operator.text)' to \(v.kindName)")
            }
        }
        if let e = expr.as(SequenceExprSyntax.self) {
            if Self.isAssignment(e) { throw EvaluationError(e, "an assignment has no value") }
            return try evalSequence(Array(e.elements)[...], in: e, ctx)
        }
        if let e = expr.as(InfixOperatorExprSyntax.self) {
            guard let op = e.operator.as(BinaryOperatorExprSyntax.self) else { throw EvaluationError(e, "this operator is not evaluated") }
            return try binary(op.operator.text, .leaf(e.leftOperand), .leaf(e.rightOperand), e, ctx)
        }
        if let e = expr.as(TernaryExprSyntax.self) {
            return try truth(try eval(e.condition, ctx), e.condition) ? try eval(e.thenExpression, ctx) : try eval(e.elseExpression, ctx)
        }
        if let e = expr.as(ClosureExprSyntax.self) { return .closure(Closure(node: e, scope: ctx.scope, owner: ctx.owner)) }
        if let e = expr.as(IfExprSyntax.self) { return try runIf(e, ctx).value }
        if let e = expr.as(SwitchExprSyntax.self) {
            let result = try runSwitch(e, ctx)
            if case .returned(let v) = result.flow { return v }
            return result.value
        }
        if let e = expr.as(OptionalChainingExprSyntax.self) { return try eval(e.expression, ctx) }
        if let e = expr.as(ForceUnwrapExprSyntax.self) {
            let v = try eval(e.expression, ctx)
            if case .null = v { throw EvaluationError(e, "unwraps nil") }
            return v
        }
        if let e = expr.as(TryExprSyntax.self) { return try eval(e.expression, ctx) }
        if let e = expr.as(AwaitExprSyntax.self) { return try eval(e.expression, ctx) }
        if let e = expr.as(AsExprSyntax.self) {
            return try coerce(try eval(e.expression, ctx), to: Self.typeName(e.type), e)
        }
        if let e = expr.as(TypeExprSyntax.self) { return .type(Self.typeName(e.type)) }
        if let e = expr.as(InOutExprSyntax.self) { return try eval(e.expression, ctx) }
        if expr.is(SuperExprSyntax.self) { return .constant("super") }
        throw EvaluationError(expr, "this kind of expression is not evaluated (see docs/swift-sources.md for the subset)")
    }

    /// A member access's value (`section.contentInsets`, `Metrics.margin`, `.zero`).
    func evalMember(_ e: MemberAccessExprSyntax, _ ctx: Context) throws(EvaluationError) -> Value {
        let name = e.declName.baseName.text
        guard let base = e.base else { return .member(name, nil) }
        // `SomeCell.self`: a type used only as an identity (registered), declared or not.
        if name == "self", !base.is(FunctionCallExprSyntax.self) { return .type(typeName(of: base, ctx) ?? base.trimmedDescription) }
        if let type = typeName(of: base, ctx) { return try staticMember(type, name, nil, e, ctx) }
        let value = try eval(base, ctx)
        if case .null = value {
            if base.is(OptionalChainingExprSyntax.self) { return .null }
            // `viewModel.style` of `var viewModel: GalleryViewModel!`: nil until the app sets it.
            if Self.definedPath(base, isSelf: { Self.holdsSelf($0, ctx) }) != nil {
                throw EvaluationError(e, "'\(base.trimmedDescription)' is nil in the code read (it is set elsewhere)")
            }
        }
        return try member(of: value, name, e, ctx)
    }

    /// Evaluates operands and operators in a row (`a + b * c`) by Swift's precedences.
    func evalSequence(_ elements: ArraySlice<ExprSyntax>, in sequence: SequenceExprSyntax, _ ctx: Context) throws(EvaluationError) -> Value {
        if elements.count == 1, let only = elements.first { return try eval(only, ctx) }
        var rest = elements
        let tree = try fold(&rest, minimum: 0, in: sequence)
        if let extra = rest.first { throw EvaluationError(extra, "this operator is not evaluated here") }
        return try evalFolded(tree, ctx)
    }

    /// The type an expression names (`NSCollectionLayoutSize`, `Section`, `UICollectionView.ScrollDirection`), if it names one.
    func typeName(of expr: ExprSyntax, _ ctx: Context) -> String? {
        if let r = expr.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            if name == "Self" { return ctx.owner?.name }
            if ctx.scope.lookup(name) != nil { return nil }
            if let owner = ctx.owner, owner.properties[name] != nil || owner.functions[name] != nil { return nil }
            if program.types[name] != nil || UIKit.isType(name) { return name }
            if let aliased = program.typeAliases[name], program.types[aliased] != nil || UIKit.isType(aliased) { return aliased }
            return nil
        }
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base {
            if let outer = typeName(of: base, ctx) {
                let whole = "\(outer).\(m.declName.baseName.text)"
                if UIKit.isType(whole) { return whole }
                if program.types[m.declName.baseName.text] != nil, program.types[outer] != nil { return m.declName.baseName.text }
            }
            // A nested enum inferred from the switches over it, under the name the code writes.
            let written = m.trimmedDescription
            if program.types[written]?.inferred != nil { return written }
        }
        if let t = expr.as(TypeExprSyntax.self) { return Self.typeName(t.type) }
        return nil
    }

    private func reference(_ e: DeclReferenceExprSyntax, _ ctx: Context) throws(EvaluationError) -> Value {
        try reference(e.baseName.text, e, ctx)
    }

    /// What a name means here: a variable, `self`, a member of the type, a global, a type.
    func reference(_ name: String, _ e: some SyntaxProtocol, _ ctx: Context) throws(EvaluationError) -> Value {
        if let v = ctx.scope.lookup(name) { return v }
        if name == "self" {
            guard let owner = ctx.owner else { throw EvaluationError(e, "'self' outside a type") }
            return .instance(owner)
        }
        if name == "Self", let owner = ctx.owner { return .type(owner.name) }
        if let array = try inferredArray(ctx.owner, name, at: e) { return array }
        // Inside a method of a value an initializer made, its fields (`spacing` of `init(spacing:)`).
        if case .record(let r)? = ctx.scope.lookup("self"), let field = try r.field(name, self) { return field }
        if let owner = ctx.owner {
            // Inside an enum case's computed property or method, `self` is the case (`headerTitle == nil`).
            if let binding = owner.properties[name] { return try property(binding, of: owner, named: name, at: e, self: ctx.enumCaseSelf) }
            // A UICollectionViewController's `collectionView`, beside its delegate methods of that name.
            if name == "collectionView" { return .constant(name) }
            if let functions = owner.functions[name], let f = functions.first { return .function(f, owner: owner) }
        }
        if let binding = program.globalProperties[name] { return try property(binding, of: nil, named: name, at: e) }
        if let f = program.globalFunctions[name]?.first { return .function(f, owner: nil) }
        if program.types[name] != nil || UIKit.isType(name) { return .type(name) }
        if let aliased = program.typeAliases[name], program.types[aliased] != nil || UIKit.isType(aliased) { return .type(aliased) }
        if ["view", "collectionView", "tableView"].contains(name) { return .constant(name) }
        // A view controller's or a view's trait collection: the device's.
        if name == "traitCollection" { return .traits(device) }
        // A view's own `frame` or `bounds` (`frame.width` in a UIView subclass): the device's.
        if name == "frame" || name == "bounds" { return try member(of: .constant("view"), name, e, ctx) }
        // A property of the layout object itself, in a flow layout subclass's `prepare()` (`itemSize`).
        if case .object(let ref)? = ctx.scope.lookup("self") { return try UIKit.property(ref, name, e, self) }
        // A UICollectionViewController's own layout, which its storyboard made.
        if name == "collectionViewLayout" { return storyboardFlowLayout(at: e) }
        if ["+", "-", "*", "/"].contains(name) { return .constant("operator \(name)") }
        if let sections = undeclaredDataSource(name, e) { return .constant("diffable \(sections)") }
        // What only the running app has: its bundle's files, its settings, the network, the clock.
        let runTime = [
            "Bundle": "the app's bundle", "UserDefaults": "the app's settings", "FileManager": "the device's files",
            "URLSession": "the network", "Date": "the clock", "ProcessInfo": "the running process", "NotificationCenter": "the running app",
        ]
        var error = EvaluationError(
            e, runTime[name].map { "'\(name)' reads \($0) when the app runs, which cvsim does not run" } ?? "unknown name '\(name)': not declared in \(searched)")
        error.isUnknownName = true
        throw error
    }

    // MARK: - Operators

    indirect enum Folded {
        case leaf(ExprSyntax)
        case binary(String, Folded, Folded, Syntax)
        case ternary(Folded, ExprSyntax, Folded, Syntax)
        case cast(Folded, TypeSyntax, Syntax)
        case check(Folded, TypeSyntax, Syntax)
    }

    /// Swift's standard precedence groups, higher binds tighter.
    static func precedence(_ op: String) -> (Int, rightAssociative: Bool)? {
        switch op {
        case "||": return (3, false)
        case "&&": return (4, false)
        case "==", "!=", "<", ">", "<=", ">=", "~=", "===", "!==": return (5, false)
        case "??": return (6, true)
        case "..<", "...": return (8, false)
        case "+", "-", "|", "^", "&+", "&-": return (9, false)
        case "*", "/", "%", "&", "&*": return (10, false)
        case "<<", ">>": return (11, false)
        default: return nil
        }
    }

    private func fold(_ elements: inout ArraySlice<ExprSyntax>, minimum: Int, in sequence: SequenceExprSyntax) throws(EvaluationError) -> Folded {
        guard let first = elements.popFirst() else { throw EvaluationError(sequence, "an operand is missing") }
        var left = Folded.leaf(first)
        while let op = elements.first {
            let level: Int
            var right = false
            if let b = op.as(BinaryOperatorExprSyntax.self) {
                guard let p = Self.precedence(b.operator.text) else {
                    throw EvaluationError(b, "the operator '\(b.operator.text)' is not evaluated")
                }
                (level, right) = (p.0, p.rightAssociative)
            } else if op.is(UnresolvedTernaryExprSyntax.self) {
                (level, right) = (2, true)
            } else if op.is(UnresolvedAsExprSyntax.self) || op.is(UnresolvedIsExprSyntax.self) {
                level = 7
            } else if op.is(AssignmentExprSyntax.self) {
                throw EvaluationError(op, "an assignment inside an expression is not evaluated")
            } else {
                throw EvaluationError(op, "this operator is not evaluated")
            }
            guard level >= minimum else { break }
            elements.removeFirst()
            if let t = op.as(UnresolvedTernaryExprSyntax.self) {
                let otherwise = try fold(&elements, minimum: level, in: sequence)
                left = .ternary(left, t.thenExpression, otherwise, Syntax(t))
            } else if op.is(UnresolvedAsExprSyntax.self) || op.is(UnresolvedIsExprSyntax.self) {
                guard let type = elements.popFirst()?.as(TypeExprSyntax.self) else { throw EvaluationError(op, "a cast needs a type") }
                left = op.is(UnresolvedIsExprSyntax.self) ? .check(left, type.type, Syntax(op)) : .cast(left, type.type, Syntax(op))
            } else if let b = op.as(BinaryOperatorExprSyntax.self) {
                let rhs = try fold(&elements, minimum: right ? level : level + 1, in: sequence)
                left = .binary(b.operator.text, left, rhs, Syntax(b))
            }
        }
        return left
    }

    private func evalFolded(_ tree: Folded, _ ctx: Context) throws(EvaluationError) -> Value {
        switch tree {
        case .leaf(let e): return try eval(e, ctx)
        case .binary(let op, let l, let r, let node): return try binary(op, l, r, node, ctx)
        case .ternary(let c, let then, let otherwise, let node):
            return try truth(try evalFolded(c, ctx), node) ? try eval(then, ctx) : try evalFolded(otherwise, ctx)
        case .cast(let v, let type, let node): return try coerce(try evalFolded(v, ctx), to: Self.typeName(type), node)
        case .check(_, _, let node): throw EvaluationError(node, "'is' is not evaluated")
        }
    }

    /// The type an expression plainly makes, when its text says it: a call of a type's
    /// initializer (`Section(rawValue: i)`, `Section.init(rawValue: i)`), the type named as
    /// `typeName(of:_:)` names it.
    func typeMade(by tree: Folded, _ ctx: Context) -> String? {
        guard case .leaf(let expression) = tree, let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
        return typeName(of: callee, ctx)
    }

    private func binary(_ op: String, _ l: Folded, _ r: Folded, _ node: some SyntaxProtocol, _ ctx: Context) throws(EvaluationError) -> Value {
        switch op {
        case "&&":
            guard try truth(try evalFolded(l, ctx), node) else { return .bool(false) }
            return .bool(try truth(try evalFolded(r, ctx), node))
        case "||":
            if try truth(try evalFolded(l, ctx), node) { return .bool(true) }
            return .bool(try truth(try evalFolded(r, ctx), node))
        case "??":
            let left = try evalFolded(l, ctx)
            guard case .null = left else { return left }
            // `Section(rawValue: i) ?? .grid`: the default's implicit member is of the type the
            // left side makes, as Swift infers it.
            let right = try evalFolded(r, ctx)
            if case .member = right, let type = typeMade(by: l, ctx), program.types[type] != nil {
                return try coerce(right, to: type, node)
            }
            return right
        default: break
        }
        let a = try evalFolded(l, ctx)
        let b = try evalFolded(r, ctx)
        switch op {
        case "==": return .bool(try equal(a, b, node))
        case "!=": return .bool(!(try equal(a, b, node)))
        case "<", ">", "<=", ">=":
            let (x, y) = try ordered(a, b, node)
            switch op {
            case "<": return .bool(x < y)
            case ">": return .bool(x > y)
            case "<=": return .bool(x <= y)
            default: return .bool(x >= y)
            }
        case "..<", "...":
            guard let x = number(a), let y = number(b) else { throw EvaluationError(node, "a range needs numbers") }
            if op == "..<", y < x { throw EvaluationError(node, "a range's end is below its start") }
            return .range(x, y, closed: op == "...")
        default:
            return try arithmetic(op, a, b, node)
        }
    }

    func number(_ v: Value) -> Double? {
        switch v {
        case .int(let n): return Double(n)
        case .double(let d): return d
        default: return nil
        }
    }

    func double(_ v: Value, _ node: some SyntaxProtocol) throws(EvaluationError) -> Double {
        // `1/3` where a CGFloat is expected is a CGFloat division, as Swift infers it: not 0.
        if case .int = v, let literal = Self.literalArithmetic(Syntax(node)) { return literal }
        // `.zero` where a CGFloat is expected (`layout.minimumLineSpacing = .zero`).
        if case .member("zero", nil) = v { return 0 }
        guard let d = number(v) else { throw EvaluationError(node, "expected a number, got \(v.kindName)") }
        return d
    }

    /// The value of an expression of number literals alone (`1/3`, `2/3 * 3`, `-(8 + 4) / 2`)
    /// computed in CGFloat, nil for any other expression.
    static func literalArithmetic(_ node: Syntax) -> Double? {
        if let i = node.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.filter { $0 != "_" }) }
        if let f = node.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.filter { $0 != "_" }) }
        if let t = node.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return literalArithmetic(Syntax(only.expression))
        }
        if let p = node.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { return literalArithmetic(Syntax(p.expression)).map { -$0 } }
        guard let sequence = node.as(SequenceExprSyntax.self) else { return nil }
        // Operands and operators alternate; fold * and / first, then + and -.
        var terms: [Double] = []
        var operators: [String] = []
        for (i, element) in sequence.elements.enumerated() {
            if i % 2 == 0 {
                guard let v = literalArithmetic(Syntax(element)) else { return nil }
                terms.append(v)
            } else {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else { return nil }
                operators.append(op)
            }
        }
        guard terms.count == operators.count + 1 else { return nil }
        var sums = [terms[0]]
        var signs: [String] = []
        for (op, term) in zip(operators, terms.dropFirst()) {
            switch op {
            case "*": sums[sums.count - 1] *= term
            case "/": sums[sums.count - 1] /= term
            default:
                signs.append(op)
                sums.append(term)
            }
        }
        var result = sums[0]
        for (op, term) in zip(signs, sums.dropFirst()) { result += op == "+" ? term : -term }
        return result.isFinite ? result : nil
    }

    func arithmetic(_ op: String, _ a: Value, _ b: Value, _ node: some SyntaxProtocol) throws(EvaluationError) -> Value {
        if case .int(let x) = a, case .int(let y) = b {
            switch op {
            case "+": let (r, o) = x.addingReportingOverflow(y); if !o { return .int(r) }
            case "-": let (r, o) = x.subtractingReportingOverflow(y); if !o { return .int(r) }
            case "*": let (r, o) = x.multipliedReportingOverflow(by: y); if !o { return .int(r) }
            case "/", "%":
                guard y != 0 else { throw EvaluationError(node, "division by zero") }
                let (r, o) = op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
                if !o { return .int(r) }
            default: throw EvaluationError(node, "the operator '\(op)' is not evaluated")
            }
            throw EvaluationError(node, "the arithmetic overflows Int")
        }
        if op == "+", case .string(let x) = a, case .string(let y) = b { return .string(x + y) }
        guard let x = number(a), let y = number(b) else {
            throw EvaluationError(node, "cannot apply '\(op)' to \(a.kindName) and \(b.kindName)")
        }
        let r: Double
        switch op {
        case "+": r = x + y
        case "-": r = x - y
        case "*": r = x * y
        case "/":
            // A CGFloat division by zero gives an infinity UIKit cannot lay out: said as what it is.
            guard y != 0 else { throw EvaluationError(node, "division by zero") }
            r = x / y
        default: throw EvaluationError(node, "the operator '\(op)' is not evaluated on CGFloat")
        }
        guard r.isFinite else { throw EvaluationError(node, "the result is not a finite number") }
        return .double(r)
    }

    /// Both sides as numbers to compare: numbers, text sizes (`>= .accessibilityMedium`), raw values.
    private func ordered(_ a: Value, _ b: Value, _ node: some SyntaxProtocol) throws(EvaluationError) -> (Double, Double) {
        if let x = number(a), let y = number(b) { return (x, y) }
        if case .category(let c) = a { return (Double(c.rawValue), Double(try category(b, node).rawValue)) }
        if case .category(let c) = b { return (Double(try category(a, node).rawValue), Double(c.rawValue)) }
        throw EvaluationError(node, "cannot order \(a.kindName) and \(b.kindName)")
    }

    func category(_ v: Value, _ node: some SyntaxProtocol) throws(EvaluationError) -> ContentSizeCategory {
        switch v {
        case .category(let c): return c
        case .member(let name, nil):
            guard let c = ContentSizeCategory(named: name) else { throw EvaluationError(node, "unknown UIContentSizeCategory '.\(name)'") }
            return c
        default: throw EvaluationError(node, "expected a UIContentSizeCategory, got \(v.kindName)")
        }
    }

    func equal(_ a: Value, _ b: Value, _ node: some SyntaxProtocol) throws(EvaluationError) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.enumCase(let t, let x, _), .enumCase(let u, let y, _)): return t == u && x == y
        case (.enumCase(_, let x, _), .member(let y, nil)), (.member(let y, nil), .enumCase(_, let x, _)): return x == y
        case (.sizeClass(let x), .sizeClass(let y)): return x == y
        case (.sizeClass(let x), .member(let y, nil)), (.member(let y, nil), .sizeClass(let x)): return x.rawValue == y
        case (.category(let x), _): return x == (try category(b, node))
        case (_, .category(let y)): return (try category(a, node)) == y
        case (.constant(let x), .member(let y, nil)), (.member(let y, nil), .constant(let x)): return x == y
        case (.constant(let x), .constant(let y)): return x == y
        case (.member(let x, nil), .member(let y, nil)): return x == y
        // A case with associated values is not the case without (`.products(["Name"])` and `.top`).
        case (.member(_, _?), .member(_, nil)), (.member(_, nil), .member(_, _?)): return false
        default:
            if let x = number(a), let y = number(b) { return x == y }
            throw EvaluationError(node, "cannot compare \(a.kindName) with \(b.kindName)")
        }
    }

    func describe(_ v: Value) -> String {
        switch v {
        case .int(let n): return String(n)
        case .double(let d): return String(d)
        case .bool(let b): return String(b)
        case .string(let s): return "\"\(s)\""
        case .enumCase(_, let name, _), .member(let name, _): return ".\(name)"
        case .sizeClass(let c): return ".\(c.rawValue)"
        case .category(let c): return ".\(c.name)"
        default: return v.kindName
        }
    }
}
