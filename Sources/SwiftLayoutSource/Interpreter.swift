import Foundation
import CollectionLayout
import SwiftSyntax

/// Why an expression cannot be evaluated, at its node.
struct EvaluationError: Error {
    var node: Syntax
    var reason: String
    /// The step limit ran out; the innermost loop around it takes the error's place.
    var isStepLimit = false
    var placedAtLoop = false
    /// A name (or a type's member) the project does not declare.
    var isUnknownName = false
    /// Where the app's own code ends the data (an index past an array's end, `fatalError`, a
    /// switch no case of which matches): a section provider's last section is the one before.
    var endsData = false

    init(_ node: some SyntaxProtocol, _ reason: String) {
        self.node = Syntax(node)
        self.reason = reason
    }
}

/// How a block of statements ended.
enum Flow {
    case normal
    case returned(Value)
    case broke
    case continued
}

/// Where an expression is evaluated: its variables and the type whose member it is in.
struct Context {
    var scope: Scope
    var owner: TypeInfo?

    func nested() -> Context { Context(scope: Scope(parent: scope), owner: owner) }

    /// `self` when it is an enum case (in the case's computed property or method), else nil.
    var enumCaseSelf: Value? {
        if case .enumCase? = scope.lookup("self") { return scope.lookup("self") }
        return nil
    }
}

/// Evaluates the Swift subset of layout code on its syntax tree: no compiler, no code execution,
/// every step counted so that a loop that does not end is an error.
final class Interpreter {
    let program: Program
    /// The device the layout function runs for (`view.bounds`, the provider's first environment);
    /// a flow layout's delegate is asked at the collection view's bounds of the moment.
    var device: LayoutEnvironment
    /// The most expressions and statements one evaluation may take.
    static let maximumSteps = 250_000
    /// The deepest nesting of calls (a recursion in the file is an error past it).
    static let maximumDepth = 48
    var steps = 0
    var depth = 0
    /// Where names were looked for, as messages say it: "this file", or "this project" when the
    /// other files of its project were searched too.
    var searched = "this file"
    /// Things read but ignored, since they change no frame.
    var notices: [(Syntax, String)] = []
    /// The data's item counts per section while a section provider is asked with data
    /// (`collectionView.numberOfItems(inSection:)`); nil before there is any.
    var itemCounts: [Int]?
    /// Whether an evaluation read the item counts: the layout then asks the provider again when one changes.
    var readItemCounts = false
    /// Where the layout object came from when the code does not build it (a storyboard's flow
    /// layout): said after the other notices, which say what was left out of it.
    var originNotices: [(Syntax, String)] = []
    /// The flow layout a storyboard or nib gives the collection view (UIKit's defaults), which the
    /// code reads as `collectionView.collectionViewLayout as? UICollectionViewFlowLayout` and
    /// configures: made at the first read, the same object after.
    var storyboardLayout: Ref?
    /// Integer literals are evaluated as CGFloat (`evalTyped(_:as:_:)`).
    var floatLiterals = false
    /// The command line's values for names the code read gives none (`--define`).
    var definitions = SwiftDefinitions()
    /// The names of `definitions` used so far.
    private(set) var definitionsUsed: Set<String> = []

    /// `Section` of `UICollectionViewDiffableDataSource<Section, Item>`.
    static func diffableSectionType(_ declared: String?) -> String? {
        guard let declared, declared.hasPrefix("UICollectionViewDiffableDataSource<"), let comma = declared.firstIndex(of: ",") else { return nil }
        let start = declared.index(declared.startIndex, offsetBy: "UICollectionViewDiffableDataSource<".count)
        return declared[start..<comma].trimmingCharacters(in: .whitespaces)
    }

    /// The section type of the diffable data source `expr` makes: `UICollectionViewDiffableDataSource<Section, Item>(…)`,
    /// a type alias of one, or a call of a method of `owner` declared to return one; nil otherwise.
    func diffableSectionType(madeBy expr: ExprSyntax, in owner: TypeInfo?) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression
        if callee.is(GenericSpecializationExprSyntax.self) { return Self.diffableSectionType(callee.trimmedDescription) }
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(MemberAccessExprSyntax.self).flatMap { m in m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? m.declName.baseName.text : nil }
        guard let name else { return nil }
        if let aliased = program.typeAliases[name] { return Self.diffableSectionType(aliased) }
        let returned = owner?.functions[name]?.compactMap { $0.signature.returnClause.map { Self.typeName($0.type) } }.first
        return Self.diffableSectionType(returned.map { program.typeAliases[$0] ?? $0 })
    }

    /// The sections a diffable data source's snapshot holds, as cvsim reads them: the cases the
    /// file's `appendSections([…])` calls name, in the order they append them, else the cases of
    /// its section type in order (what `snapshot.appendSections(Section.allCases)` makes), with a
    /// notice; an error when the type is not an enum the project declares.
    func diffableSections(_ type: String, at node: some SyntaxProtocol) throws(EvaluationError) -> [Value] {
        guard let info = program.types[type], info.isEnum, !info.cases.isEmpty else {
            throw EvaluationError(node, "the data source's sections are \(type), which is not an enum with cases in \(searched); its snapshot is made at run time")
        }
        try useInferred(info, at: node)
        readEnum(type)
        let names = Set(info.cases.map(\.name))
        var cases = info.cases
        var text = "the data source's snapshot is made at run time: its sections are taken to be \(type)'s \(info.cases.count) cases in order"
        if info.inferred == nil, let (stated, _) = program.appendedOrder(of: type.split(separator: ".").last.map(String.init), naming: names),
            stated.allSatisfy(names.contains)
        {
            cases = stated.compactMap { name in info.cases.first { $0.name == name } }
            text = "the data source's snapshot is made at run time: its sections are taken to be the \(type) cases its appendSections calls name, in order: \(stated.map { ".\($0)" }.joined(separator: ", "))"
        }
        // Sections inferred for an undeclared data source: its own notice says it all.
        if case .dataSource? = info.inferred?.origin {
        } else if !notices.contains(where: { $0.1 == text }) {
            notices.append((Syntax(node), text))
        }
        return cases.map { .enumCase(type: type, name: $0.name, raw: $0.raw) }
    }

    func storyboardFlowLayout(at node: some SyntaxProtocol) -> Value {
        if let storyboardLayout { return .object(storyboardLayout) }
        let ref = UIKit.defaultFlowLayout(at: Syntax(node))
        storyboardLayout = ref
        return .object(ref)
    }
    /// What the environment decided (a size class read, the container's width).
    var notes: [(Syntax, String)] = []
    /// The file's enums whose cases were looked up by value (`init(rawValue:)`, `allCases`), in
    /// the order first read: a section provider's section enum among them.
    private(set) var enumsRead: [String] = []
    /// Properties of the file's types, evaluated once.
    private var propertyCache: [String: Value] = [:]
    private var evaluating: Set<String> = []

    init(program: Program, device: LayoutEnvironment) {
        self.program = program
        self.device = device
    }

    func step(_ node: some SyntaxProtocol) throws(EvaluationError) {
        steps += 1
        if steps > Self.maximumSteps {
            var error = EvaluationError(node, "evaluation stopped after \(Self.maximumSteps) steps (a loop that does not end?)")
            error.isStepLimit = true
            throw error
        }
    }

    func readEnum(_ type: String) {
        if !enumsRead.contains(type) { enumsRead.append(type) }
    }

    /// Reads a type the code does not declare but switches over (`InferredEnum`): says once what
    /// was assumed, at its first switch; an error when it cannot be assumed. Nothing for a
    /// declared type.
    func useInferred(_ info: TypeInfo, at node: some SyntaxProtocol) throws(EvaluationError) {
        guard var inferred = info.inferred else { return }
        if inferred.isOrderAssumed, inferred.payloadCase == nil, let given = try defined(inferred.definedOrderName, at: node)
        {
            // `--define 'Section.allCases=[.categories, .groups]'`: the order the user states.
            guard case .array(let values) = given, !values.isEmpty else {
                throw EvaluationError(node, "--define \(inferred.definedOrderName) takes an array of the cases in order, [.a, .b]")
            }
            var stated: [String] = []
            for v in values {
                guard case .member(let name, nil) = v, !stated.contains(name) else {
                    throw EvaluationError(node, "--define \(inferred.definedOrderName) takes an array of the cases in order, each once, [.a, .b]")
                }
                stated.append(name)
            }
            inferred.cases = stated + inferred.cases.filter { !stated.contains($0) }
            inferred.orderSource = "--define gives"
            info.inferred = inferred
            info.cases = inferred.typeCases
        }
        if let failure = inferred.failure { throw EvaluationError(node, failure) }
        readEnum(info.name)
        if !notices.contains(where: { $0.1 == inferred.notice }) { notices.append((inferred.firstSwitch, inferred.notice)) }
    }

    /// An array the code indexes and switches over but that the code read does not declare or
    /// give a value (`sections`, `viewModel.sections`: `InferredEnum`): each case of its inferred
    /// element enum once, in order; nil when `path` (dotted, without `self`) is not one.
    func inferredArray(_ owner: TypeInfo?, _ path: String, at node: some SyntaxProtocol) throws(EvaluationError) -> Value? {
        guard let typeName = program.inferredArrays["\(owner?.name ?? "").\(path)"], let info = program.types[typeName] else { return nil }
        if let inferred = info.inferred, let element = inferred.declaredElement.flatMap({ program.types[$0.name] }) {
            if !notices.contains(where: { $0.1 == inferred.notice }) { notices.append((inferred.firstSwitch, inferred.notice)) }
            readEnum(element.name)
            return .array(element.cases.map { .enumCase(type: element.name, name: $0.name, raw: $0.raw) })
        }
        try useInferred(info, at: node)
        return .array(info.cases.map { .enumCase(type: typeName, name: $0.name, raw: $0.raw) })
    }

    /// A property path whose value the code read does not give (`viewModel.sections` of a type in
    /// a file not read, `sections` that starts empty): its value when it has one that is not
    /// empty, else the inferred array (nil: not one).
    func inferredArrayPath(_ e: MemberAccessExprSyntax, _ ctx: Context) throws(EvaluationError) -> Value? {
        guard let path = Program.arrayChain(ExprSyntax(e)), path.contains("."),
            program.inferredArrays["\(ctx.owner?.name ?? "").\(path)"] != nil
        else { return nil }
        let value: Value
        do {
            value = try evalMember(e, ctx)
        } catch where !error.isStepLimit {
            return try inferredArray(ctx.owner, path, at: e)
        }
        switch value {
        case .null: return try inferredArray(ctx.owner, path, at: e)
        case .array(let values) where values.isEmpty: return try inferredArray(ctx.owner, path, at: e)
        default: return value
        }
    }

    func note(_ node: some SyntaxProtocol, _ text: String) {
        if !notes.contains(where: { $0.1 == text }) { notes.append((Syntax(node), text)) }
    }

    // MARK: - Statements

    /// Runs statements in order (a block, or some of one: they stay nodes of the file's tree, so
    /// what they report has its place in the file).
    func run(_ items: some Sequence<CodeBlockItemSyntax>, _ ctx: Context) throws(EvaluationError) -> Flow {
        for item in items {
            try step(item)
            let flow = try run(item, ctx)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private func run(_ item: CodeBlockItemSyntax, _ ctx: Context) throws(EvaluationError) -> Flow {
        switch item.item {
        case .decl(let decl):
            if let v = decl.as(VariableDeclSyntax.self) {
                try declare(v, ctx)
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                ctx.scope.declare(f.name.text, .function(f, owner: ctx.owner))
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                // `#if targetEnvironment(macCatalyst) … #else … #endif`: the clause built for an iPhone, in this scope.
                guard case .statements(let items)? = CompilationConditions.activeClause(of: ifConfig)?.elements else { return .normal }
                return try run(items, ctx)
            } else {
                throw EvaluationError(decl, "declarations of this kind are not evaluated inside a function")
            }
            return .normal
        case .stmt(let stmt):
            return try run(stmt, ctx)
        case .expr(let expr):
            return try runExpression(expr, ctx)
        }
    }

    private func runExpression(_ expr: ExprSyntax, _ ctx: Context) throws(EvaluationError) -> Flow {
        if let e = expr.as(IfExprSyntax.self) { return try runIf(e, ctx).flow }
        if let e = expr.as(SwitchExprSyntax.self) { return try runSwitch(e, ctx).flow }
        if try skipsRunTimeEffect(expr, ctx) { return .normal }
        if let s = expr.as(SequenceExprSyntax.self), try assignIfAssignment(s, ctx) { return .normal }
        _ = try eval(expr, ctx)
        return .normal
    }

    /// Whether the statement `expr` sets a property of, or calls a method on, an object the code
    /// read has no value for — the app's presenter, view model or another controller, made at run
    /// time (`(userInterface as! ListViewController).delegate = self`, `viewModel.bind()`) — and
    /// was skipped with a notice. What it changes, nothing the layout is built from reads without
    /// that object, and a read of it stops at its own line; so it moves no frame.
    private func skipsRunTimeEffect(_ expr: ExprSyntax, _ ctx: Context) throws(EvaluationError) -> Bool {
        var target = expr
        if let s = expr.as(SequenceExprSyntax.self) {
            guard Self.isAssignment(s), let first = s.elements.first else { return false }
            target = first
        } else if let call = expr.as(FunctionCallExprSyntax.self) {
            target = call.calledExpression
        } else {
            return false
        }
        guard let member = target.as(MemberAccessExprSyntax.self), var base = member.base else { return false }
        // The object itself, through `?`, `!` and parentheses.
        while true {
            if let o = base.as(OptionalChainingExprSyntax.self) { base = o.expression }
            else if let f = base.as(ForceUnwrapExprSyntax.self) { base = f.expression }
            else { break }
        }
        // A local variable or `self` is the code's own: what fails there is an error, not the app's run time.
        if let r = base.as(DeclReferenceExprSyntax.self), r.baseName.text == "self" || ctx.scope.lookup(r.baseName.text) != nil { return false }
        // A call is not run twice (what it does could change what the layout reads).
        if base.is(FunctionCallExprSyntax.self) { return false }
        do {
            _ = try eval(base, ctx)
            return false
        } catch where !error.isStepLimit && Self.isRunTimeValue(error) {
            let text = "'\(expr.trimmedDescription)' is skipped: \(Self.withoutDefineHint(error.reason)); it changes no frame of the layout"
            if !notices.contains(where: { $0.1 == text }) { notices.append((Syntax(expr), text)) }
            return true
        }
    }

    /// The value `--define` gives `path` (dotted, without `self.`), said once in a notice; nil
    /// when it gives none.
    ///
    /// - Throws: the value's own error, placed at `node`, the use.
    func defined(_ path: String, at node: some SyntaxProtocol) throws(EvaluationError) -> Value? {
        guard let definition = definitions.definition(named: path), let expr = SwiftDefinitions.expression(definition.value) else { return nil }
        let value: Value
        do {
            value = try eval(expr, Context(scope: Scope(parent: nil), owner: nil))
        } catch {
            throw EvaluationError(node, "--define \(path)=\(definition.value): \(Self.withoutDefineHint(error.reason))")
        }
        definitionsUsed.insert(path)
        let text = "'\(path)' is \(definition.value), as --define gives it (the code read gives it no value)"
        if !notices.contains(where: { $0.1 == text }) { notices.append((Syntax(node), text)) }
        return value
    }

    /// The dotted name `--define` would give `expr` (`Theme.Spacing.medium`, `viewModel.count`,
    /// `self.spacing` as `spacing`), nil for anything else (a call, a subscript).
    ///
    /// `isSelf` names the variables that hold `self` (`sSelf` of `guard let sSelf = self`), which
    /// count as `self`.
    static func definedPath(_ expr: ExprSyntax, isSelf: (String) -> Bool = { _ in false }) -> String? {
        var e = expr
        while true {
            if let o = e.as(OptionalChainingExprSyntax.self) { e = o.expression }
            else if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression }
            else { break }
        }
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text == "self" || isSelf(r.baseName.text) ? nil : r.baseName.text }
        guard let m = e.as(MemberAccessExprSyntax.self), let base = m.base else { return nil }
        if let r = base.as(DeclReferenceExprSyntax.self), r.baseName.text == "self" || isSelf(r.baseName.text) { return m.declName.baseName.text }
        return definedPath(base, isSelf: isSelf).map { "\($0).\(m.declName.baseName.text)" }
    }

    /// Evaluates a name or a member chain with `body`; where the code read gives it no value (an
    /// unknown name, a property set at run time), the value `--define` gives the whole chain. An
    /// error of the outermost chain quotes the whole chain and says how to give it
    /// (`cannot evaluate 'Theme.Spacing.medium': unknown name 'Theme' …; --define
    /// Theme.Spacing.medium=VALUE gives it`).
    func orDefined(_ expr: ExprSyntax, _ ctx: Context, _ body: () throws(EvaluationError) -> Value) throws(EvaluationError) -> Value {
        do {
            return try body()
        } catch where !error.isStepLimit && Self.isRunTimeValue(error) {
            guard let path = Self.definedPath(expr, isSelf: { Self.holdsSelf($0, ctx) }) else { throw error }
            if let value = try defined(path, at: expr) { return value }
            // Inside a longer chain (`Theme` of `Theme.Spacing.medium`), the chain says it.
            if let parent = expr.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == expr.id { throw error }
            if expr.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == expr.id { throw error }
            if expr.parent?.is(OptionalChainingExprSyntax.self) == true || expr.parent?.is(ForceUnwrapExprSyntax.self) == true { throw error }
            // Only an error of this chain itself, not one of a property's getter it runs (placed already).
            guard Self.isInside(error.node, expr) else { throw error }
            var placed = EvaluationError(expr, "\(error.reason); --define \(path)=VALUE gives it")
            placed.isUnknownName = error.isUnknownName
            placed.endsData = error.endsData
            throw placed
        }
    }

    /// Whether the variable `name` holds the instance whose code runs (`guard let sSelf = self`).
    static func holdsSelf(_ name: String, _ ctx: Context) -> Bool {
        guard name != "self", case .instance(let type)? = ctx.scope.lookup(name), let owner = ctx.owner else { return false }
        return type === owner
    }

    /// The definitions not used so far, one line each (a name misspelt, or one the code gives a
    /// value of its own or does not read): said with the notices, when they are read.
    var unusedDefinitionNotices: [String] {
        definitions.entries.filter { !definitionsUsed.contains($0.name) }.map {
            "--define \($0.name)=\($0.value) is not used: the code read gives '\($0.name)' a value of its own, or does not read it"
        }
    }

    /// `reason` without the way to give the value `orDefined(_:_:)` adds (`; --define NAME=VALUE gives it`).
    static func withoutDefineHint(_ reason: String) -> String {
        guard let range = reason.range(of: "; --define ", options: .backwards), reason[range.upperBound...].contains("=VALUE gives ") else { return reason }
        return String(reason[..<range.lowerBound])
    }

    /// Whether `node` is `ancestor` or inside it.
    static func isInside(_ node: Syntax, _ ancestor: some SyntaxProtocol) -> Bool {
        var current: Syntax? = node
        while let n = current {
            if n.id == ancestor.id { return true }
            current = n.parent
        }
        return false
    }

    /// Whether `error` says a value exists only when the app runs (a property set elsewhere, a
    /// name of a file not read), not that cvsim cannot evaluate a construct.
    static func isRunTimeValue(_ error: EvaluationError) -> Bool {
        error.isUnknownName || error.reason.contains("(it is set elsewhere)")
    }

    private func run(_ stmt: StmtSyntax, _ ctx: Context) throws(EvaluationError) -> Flow {
        guard stmt.is(ForStmtSyntax.self) || stmt.is(WhileStmtSyntax.self) || stmt.is(RepeatStmtSyntax.self) else {
            return try runStatement(stmt, ctx)
        }
        do {
            return try runStatement(stmt, ctx)
        } catch where error.isStepLimit && !error.placedAtLoop {
            var placed = EvaluationError(stmt, error.reason)
            placed.isStepLimit = true
            placed.placedAtLoop = true
            throw placed
        }
    }

    private func runStatement(_ stmt: StmtSyntax, _ ctx: Context) throws(EvaluationError) -> Flow {
        if let s = stmt.as(ExpressionStmtSyntax.self) { return try runExpression(s.expression, ctx) }
        if let s = stmt.as(ReturnStmtSyntax.self) {
            return .returned(try s.expression.map { e throws(EvaluationError) in try eval(e, ctx) } ?? .void)
        }
        if let s = stmt.as(GuardStmtSyntax.self) {
            let inner = ctx.nested()
            if try conditions(s.conditions, bindingInto: ctx) { return .normal }
            let flow = try run(s.body.statements, inner)
            if case .normal = flow { throw EvaluationError(s.body, "a guard's else must leave the scope") }
            return flow
        }
        if let s = stmt.as(ForStmtSyntax.self) { return try runFor(s, ctx) }
        if let s = stmt.as(WhileStmtSyntax.self) {
            while true {
                try step(s)
                let inner = ctx.nested()
                guard try conditions(s.conditions, bindingInto: inner) else { break }
                let flow = try run(s.body.statements, inner)
                if case .returned = flow { return flow }
                if case .broke = flow { break }
            }
            return .normal
        }
        if let s = stmt.as(RepeatStmtSyntax.self) {
            repeat {
                try step(s)
                let flow = try run(s.body.statements, ctx.nested())
                if case .returned = flow { return flow }
                if case .broke = flow { break }
            } while try truth(try eval(s.condition, ctx), s.condition)
            return .normal
        }
        if stmt.is(BreakStmtSyntax.self) { return .broke }
        if stmt.is(ContinueStmtSyntax.self) { return .continued }
        throw EvaluationError(stmt, "this statement is not evaluated (see docs/swift-sources.md for the subset)")
    }

    private func runFor(_ s: ForStmtSyntax, _ ctx: Context) throws(EvaluationError) -> Flow {
        let sequence = try eval(s.sequence, ctx)
        guard case .array(let elements) = try self.elements(of: sequence, s.sequence) else {
            throw EvaluationError(s.sequence, "a for loop goes over an array or a range, not \(sequence.kindName)")
        }
        let name = s.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        for element in elements {
            try step(s)
            let inner = ctx.nested()
            if let name { inner.scope.declare(name, element) }
            if let condition = s.whereClause?.condition, try !truth(try eval(condition, inner), condition) { continue }
            let flow = try run(s.body.statements, inner)
            if case .returned = flow { return flow }
            if case .broke = flow { break }
        }
        return .normal
    }

    private func declare(_ decl: VariableDeclSyntax, _ ctx: Context) throws(EvaluationError) {
        for binding in decl.bindings {
            let type = binding.typeAnnotation.map { Self.typeName($0.type) }
            var value = Value.null
            if let initializer = binding.initializer {
                do {
                    value = try coerce(try evalTyped(initializer.value, as: type, ctx), to: type, initializer.value)
                } catch where !error.isStepLimit && Self.isRunTimeValue(error) {
                    // `let isWide = viewModel.card(for: index) == .wide`: a value the app makes at
                    // run time, which `--define isWide=…` gives; the error says so at this line.
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { throw error }
                    if let defined = try defined(name, at: binding.pattern) {
                        value = try coerce(defined, to: type, initializer.value)
                    } else if Self.isInside(error.node, initializer.value), Self.withoutDefineHint(error.reason) != error.reason {
                        // A chain of this line that `--define` gives (`Theme.spacing`) says so already.
                        throw error
                    } else {
                        var placed = EvaluationError(initializer.value, "\(Self.withoutDefineHint(error.reason)); --define \(name)=VALUE gives '\(name)'")
                        placed.isUnknownName = error.isUnknownName
                        throw placed
                    }
                }
            } else if !Self.isStored(binding) {
                throw EvaluationError(binding, "local computed variables are not evaluated")
            }
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                ctx.scope.declare(name, value)
            } else if let tuple = binding.pattern.as(TuplePatternSyntax.self), case .tuple(let values) = value, values.count == tuple.elements.count {
                for (element, v) in zip(tuple.elements, values) {
                    if let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { ctx.scope.declare(name, v) }
                }
            } else if !binding.pattern.is(WildcardPatternSyntax.self) {
                throw EvaluationError(binding.pattern, "only simple names are bound")
            }
        }
    }

    /// Evaluates the initializer of a value declared `type`: for a CGFloat, Double or Float, its
    /// integer literals are that type, as Swift infers them (`let f: Float = isWide ? 1/3 : 2/3`
    /// divides in Float, not in Int) — unless it subscripts something, where a literal may be an index.
    func evalTyped(_ expr: ExprSyntax, as type: String?, _ ctx: Context) throws(EvaluationError) -> Value {
        guard let type, ["CGFloat", "Double", "Float"].contains(type), !floatLiterals, !Self.hasSubscript(Syntax(expr)) else { return try eval(expr, ctx) }
        floatLiterals = true
        defer { floatLiterals = false }
        return try eval(expr, ctx)
    }

    /// Whether `node` indexes something (`widths[i]`), whose index stays an integer literal.
    static func hasSubscript(_ node: Syntax) -> Bool {
        final class Subscripts: SyntaxVisitor {
            var found = false
            override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
                found = true
                return .skipChildren
            }
        }
        let subscripts = Subscripts(viewMode: .sourceAccurate)
        subscripts.walk(node)
        return subscripts.found
    }

    /// `Optional<T>`, `T?`, `T!` → `T`; `UICollectionView.ScrollDirection` stays whole.
    static func typeName(_ type: TypeSyntax) -> String {
        var text = type.trimmedDescription
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = String(text.dropFirst(9).dropLast()) }
        return text
    }

    // MARK: - Conditions

    func truth(_ value: Value, _ node: some SyntaxProtocol) throws(EvaluationError) -> Bool {
        guard case .bool(let b) = value else { throw EvaluationError(node, "a condition must be a Bool, got \(value.kindName)") }
        return b
    }

    /// Evaluates `if`/`guard`/`while` conditions, binding `let x = …` into `ctx`'s scope.
    func conditions(_ list: ConditionElementListSyntax, bindingInto ctx: Context) throws(EvaluationError) -> Bool {
        for element in list {
            switch element.condition {
            case .expression(let e):
                if try !truth(try eval(e, ctx), e) { return false }
            case .optionalBinding(let b):
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw EvaluationError(b.pattern, "only simple names are bound")
                }
                let value: Value
                if let initializer = b.initializer {
                    value = try coerce(try eval(initializer.value, ctx), to: b.typeAnnotation.map { Self.typeName($0.type) }, initializer.value)
                } else {
                    value = try reference(name, b, ctx)
                }
                if case .null = value { return false }
                ctx.scope.declare(name, value)
            case .matchingPattern(let m):
                let value = try eval(m.initializer.value, ctx)
                if try !matches(value, m.pattern, ctx) { return false }
            case .availability:
                continue
            @unknown default:
                throw EvaluationError(element, "this condition is not evaluated")
            }
        }
        return true
    }

    /// Runs an `if`; the value is that of the branch's single expression, for `let x = if …`.
    func runIf(_ e: IfExprSyntax, _ ctx: Context) throws(EvaluationError) -> (flow: Flow, value: Value) {
        let inner = ctx.nested()
        if try conditions(e.conditions, bindingInto: inner) { return try runBranch(e.body.statements, inner) }
        switch e.elseBody {
        case .ifExpr(let next): return try runIf(next, ctx)
        case .codeBlock(let block): return try runBranch(block.statements, ctx.nested())
        case nil: return (.normal, .void)
        }
    }

    private func runBranch(_ items: CodeBlockItemListSyntax, _ ctx: Context) throws(EvaluationError) -> (flow: Flow, value: Value) {
        if items.count == 1, let only = items.first, case .expr(let e) = only.item,
            !e.is(IfExprSyntax.self), !e.is(SwitchExprSyntax.self), !(e.as(SequenceExprSyntax.self).map(Self.isAssignment) ?? false)
        {
            try step(only)
            return (.normal, try eval(e, ctx))
        }
        return (try run(items, ctx), .void)
    }

    func runSwitch(_ e: SwitchExprSyntax, _ ctx: Context) throws(EvaluationError) -> (flow: Flow, value: Value) {
        let subject = try eval(e.subject, ctx)
        var falling = false
        for element in e.cases {
            guard case .switchCase(let c) = element else {
                throw EvaluationError(element, "#if inside a switch is not evaluated")
            }
            let inner = ctx.nested()
            var hit = falling
            if !hit {
                switch c.label {
                case .default: hit = true
                case .case(let label):
                    for item in label.caseItems where try matches(subject, item.pattern, inner) {
                        if let condition = item.whereClause?.condition, try !truth(try eval(condition, inner), condition) { continue }
                        hit = true
                        break
                    }
                }
            }
            guard hit else { continue }
            if c.statements.last?.item.as(StmtSyntax.self)?.is(FallThroughStmtSyntax.self) == true {
                var items = Array(c.statements)
                items.removeLast()
                let flow = try run(CodeBlockItemListSyntax(items), inner)
                if case .normal = flow {
                    falling = true
                    continue
                }
                return (flow, .void)
            }
            let result = try runBranch(c.statements, inner)
            if case .broke = result.flow { return (.normal, .void) }
            return result
        }
        var error = EvaluationError(e.subject, "no case of the switch matches \(describe(subject))")
        error.endsData = true
        throw error
    }

    /// Whether `value` matches a case pattern, binding `let` names into `ctx`.
    func matches(_ value: Value, _ pattern: PatternSyntax, _ ctx: Context) throws(EvaluationError) -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return try matches(value, binding.pattern, ctx)
        }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            ctx.scope.declare(identifier.identifier.text, value)
            return true
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            throw EvaluationError(pattern, "this pattern is not evaluated")
        }
        return try matches(value, expression, ctx)
    }

    /// Whether `value` matches the expression of a case pattern: `_`, `let x`, a tuple of
    /// patterns, `x?`, a range, or a value.
    private func matches(_ value: Value, _ expression: ExprSyntax, _ ctx: Context) throws(EvaluationError) -> Bool {
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if let p = expression.as(PatternExprSyntax.self) { return try matches(value, p.pattern, ctx) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let values) = value, values.count == tuple.elements.count else { return false }
            for (v, element) in zip(values, tuple.elements) where try !matches(v, element.expression, ctx) { return false }
            return true
        }
        // `.some(x)` / `x?` on an optional, and `.none`.
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            if case .null = value { return false }
            return try matches(value, optional.expression, ctx)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil, member.declName.baseName.text == "some", call.arguments.count == 1, let wrapped = call.arguments.first
        {
            if case .null = value { return false }
            return try matches(value, wrapped.expression, ctx)
        }
        if case .null = value, let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "none" {
            return true
        }
        // `case .products(let names)` / `.products(_)` on a case with associated values
        // (`.products(["Name"])` of an enum not declared in the code read): its name, then each
        // value against its pattern.
        if case .member(let name, let payload?) = value, let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
        {
            guard member.declName.baseName.text == name, call.arguments.count == payload.count else { return false }
            for (argument, pattern) in zip(payload, call.arguments) where try !matches(argument.value, pattern.expression, ctx) { return false }
            return true
        }
        let candidate = try eval(expression, ctx)
        if case .range(let low, let high, let closed) = candidate {
            guard let x = number(value) else { return false }
            return x >= low && (closed ? x <= high : x < high)
        }
        return try equal(value, candidate, expression)
    }

    // MARK: - Assignment

    static func isAssignment(_ s: SequenceExprSyntax) -> Bool {
        let elements = Array(s.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return false }
        if elements[1].is(AssignmentExprSyntax.self) { return true }
        if let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text { return ["+=", "-=", "*=", "/="].contains(op) }
        return false
    }

    private func assignIfAssignment(_ s: SequenceExprSyntax, _ ctx: Context) throws(EvaluationError) -> Bool {
        guard Self.isAssignment(s) else { return false }
        let elements = Array(s.elements)
        let target = elements[0]
        // `fraction = 1 / 2` to a CGFloat or Double variable: the literals are of its type (0.5).
        var isFloating = false
        if let r = target.as(DeclReferenceExprSyntax.self), case .double? = ctx.scope.lookup(r.baseName.text) { isFloating = true }
        let literalsWere = floatLiterals
        if isFloating, !Self.hasSubscript(Syntax(s)) { floatLiterals = true }
        defer { floatLiterals = literalsWere }
        var value = try evalSequence(elements[2...], in: s, ctx)
        floatLiterals = literalsWere
        if let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text {
            value = try arithmetic(String(op.dropLast()), try eval(target, ctx), value, s)
        }
        try assign(target, value, ctx)
        return true
    }

    /// Stores `value` at `target`: a variable, a property of an object, or a field of a value
    /// (the value is rebuilt and stored back).
    func assign(_ target: ExprSyntax, _ value: Value, _ ctx: Context) throws(EvaluationError) {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "_" { return }
            let current = ctx.scope.lookup(name)
            let typed = try current.map { c throws(EvaluationError) in try coerceLike(value, c, target) } ?? value
            guard ctx.scope.assign(name, typed) else {
                // `itemSize = …` in a flow layout subclass's `prepare()`: a property of the layout itself.
                if case .object(let ref)? = ctx.scope.lookup("self") { return try UIKit.setProperty(ref, name, value, target, self) }
                throw EvaluationError(target, "only local variables and properties of layout objects are assigned")
            }
            return
        }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            let owner = try eval(base, ctx)
            if case .object(let ref) = owner {
                try UIKit.setProperty(ref, name, value, member, self)
                return
            }
            // A view's colour, flags or delegate (`view.backgroundColor = .white`) move no cell.
            if case .constant(let view) = owner, ["view", "collectionView", "tableView"].contains(view) { return }
            // `self.flowLayout = flowLayout` in an initializer: the stored property holds the value from then on.
            if case .instance(let type) = owner, let binding = type.properties[name], Self.isStored(binding) {
                propertyCache["\(type.name).\(name)"] = try coerce(value, to: binding.typeAnnotation.map { Self.typeName($0.type) }, member)
                return
            }
            try assign(base, try withField(owner, name, value, member), ctx)
            return
        }
        if let forced = target.as(ForceUnwrapExprSyntax.self) { return try assign(forced.expression, value, ctx) }
        if let optional = target.as(OptionalChainingExprSyntax.self) { return try assign(optional.expression, value, ctx) }
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try assign(only.expression, value, ctx)
        }
        throw EvaluationError(target, "this cannot be assigned to")
    }

    /// A value type with one field replaced: `insets.leading = 8`.
    private func withField(_ owner: Value, _ name: String, _ value: Value, _ node: MemberAccessExprSyntax) throws(EvaluationError) -> Value {
        func points() throws(EvaluationError) -> Double { try double(value, node) }
        switch owner {
        case .directionalInsets(var i):
            switch name {
            case "top": i.top = try points()
            case "leading": i.leading = try points()
            case "bottom": i.bottom = try points()
            case "trailing": i.trailing = try points()
            default: throw EvaluationError(node, "NSDirectionalEdgeInsets has no field '\(name)'")
            }
            return .directionalInsets(i)
        case .edgeInsets(var i):
            switch name {
            case "top": i.top = try points()
            case "left": i.left = try points()
            case "bottom": i.bottom = try points()
            case "right": i.right = try points()
            default: throw EvaluationError(node, "UIEdgeInsets has no field '\(name)'")
            }
            return .edgeInsets(i)
        case .cgSize(var s):
            switch name {
            case "width": s.width = try points()
            case "height": s.height = try points()
            default: throw EvaluationError(node, "CGSize has no field '\(name)'")
            }
            return .cgSize(s)
        case .cgPoint(var p):
            switch name {
            case "x": p.x = try points()
            case "y": p.y = try points()
            default: throw EvaluationError(node, "CGPoint has no field '\(name)'")
            }
            return .cgPoint(p)
        case .cgRect(var r):
            // `frame.origin.x = 8`, `frame.size = …`: the rect is rebuilt with the field.
            switch (name, try coerce(value, to: name == "origin" ? "CGPoint" : "CGSize", node)) {
            case ("origin", .cgPoint(let p)): r.origin = p
            case ("size", .cgSize(let s)): r.size = s
            default: throw EvaluationError(node, "CGRect has no field '\(name)' that can be set (origin and size can)")
            }
            return .cgRect(r)
        case .listConfiguration(let list):
            return .listConfiguration(try UIKit.settingListProperty(list, name, value, node, self))
        case .constant("UIListSeparatorConfiguration"):
            // Its fields are colours and insets of the drawn separator: the list's own notice says so.
            return owner
        default:
            throw EvaluationError(node, "cannot set '\(name)' of \(owner.kindName)")
        }
    }

    // MARK: - Calls of the file's functions and closures

    func invoke(
        _ function: FunctionDeclSyntax, owner: TypeInfo?, _ arguments: [Argument], at node: some SyntaxProtocol, self instance: Value? = nil
    ) throws(EvaluationError) -> Value {
        guard let body = function.body else { throw EvaluationError(node, "'\(function.name.text)' has no body") }
        let ctx = Context(scope: Scope(parent: nil), owner: owner)
        if let instance { ctx.scope.declare("self", instance) }
        let parameters = Array(function.signature.parameterClause.parameters)
        var remaining = arguments[...]
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = Self.typeName(parameter.type)
            if let next = remaining.first, next.label == label {
                remaining.removeFirst()
                ctx.scope.declare(name, try coerce(next.value, to: type, next.node))
            } else if let defaultValue = parameter.defaultValue {
                ctx.scope.declare(name, try coerce(try eval(defaultValue.value, ctx), to: type, defaultValue.value))
            } else {
                throw EvaluationError(node, "missing argument '\(label ?? name)' of '\(function.name.text)'")
            }
        }
        if let extra = remaining.first { throw EvaluationError(extra.node, "'\(function.name.text)' takes no such argument") }
        let returnType = function.signature.returnClause.map { Self.typeName($0.type) }
        let value = try runBody(body.statements, ctx, at: node)
        return try coerce(value, to: returnType, node)
    }

    func invoke(_ closure: Closure, _ arguments: [Value], at node: some SyntaxProtocol) throws(EvaluationError) -> Value {
        let ctx = Context(scope: Scope(parent: closure.scope), owner: closure.owner)
        if let names = closure.parameterNames {
            for (i, name) in names.enumerated() where i < arguments.count { ctx.scope.declare(name, arguments[i]) }
        } else {
            for (i, v) in arguments.enumerated() { ctx.scope.declare("$\(i)", v) }
        }
        var returnType: String?
        if let clause = closure.node.signature?.returnClause { returnType = Self.typeName(clause.type) }
        return try coerce(try runBody(closure.node.statements, ctx, at: node), to: returnType, node)
    }

    private func runBody(_ items: CodeBlockItemListSyntax, _ ctx: Context, at node: some SyntaxProtocol) throws(EvaluationError) -> Value {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw EvaluationError(node, "calls nest deeper than \(Self.maximumDepth) levels (a recursion that does not end?)")
        }
        // A body of one expression returns it.
        if items.count == 1, let only = items.first, case .expr(let e) = only.item,
            !e.is(IfExprSyntax.self), !e.is(SwitchExprSyntax.self), !(e.as(SequenceExprSyntax.self).map(Self.isAssignment) ?? false)
        {
            try step(only)
            return try eval(e, ctx)
        }
        if items.count == 1, let only = items.first, case .expr(let e) = only.item {
            if let s = e.as(SwitchExprSyntax.self) { return try flowValue(try runSwitch(s, ctx)) }
            if let i = e.as(IfExprSyntax.self) { return try flowValue(try runIf(i, ctx)) }
        }
        switch try run(items, ctx) {
        case .returned(let v): return v
        default: return .void
        }
    }

    private func flowValue(_ result: (flow: Flow, value: Value)) throws(EvaluationError) -> Value {
        if case .returned(let v) = result.flow { return v }
        return result.value
    }

    /// A property of a type of the file: a stored property's initializer or a computed
    /// property's getter, evaluated once per evaluation.
    func property(
        _ binding: PatternBindingSyntax, of type: TypeInfo?, named name: String, at node: some SyntaxProtocol, self instance: Value? = nil
    ) throws(EvaluationError) -> Value {
        if let instance {
            // A computed property of an enum case: `self` is the case, and each case has its answer.
            let ctx = Context(scope: Scope(parent: nil), owner: type)
            ctx.scope.declare("self", instance)
            guard let accessors = binding.accessorBlock else { throw EvaluationError(node, "'\(name)' is not a computed property") }
            let body: CodeBlockItemListSyntax
            switch accessors.accessors {
            case .getter(let items): body = items
            case .accessors(let list):
                guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let b = getter.body else {
                    throw EvaluationError(binding, "'\(name)' has no getter")
                }
                body = b.statements
            }
            return try coerce(try runBody(body, ctx, at: node), to: binding.typeAnnotation.map { Self.typeName($0.type) }, node)
        }
        let key = "\(type?.name ?? "").\(name)"
        if let cached = propertyCache[key] { return cached }
        guard !evaluating.contains(key) else { throw EvaluationError(node, "'\(name)' depends on itself") }
        evaluating.insert(key)
        defer { evaluating.remove(key) }
        let ctx = Context(scope: Scope(parent: nil), owner: type)
        let declared = binding.typeAnnotation.map { Self.typeName($0.type) }
        var value: Value
        if binding.initializer != nil, let sectionType = Self.diffableSectionType(declared.map { program.typeAliases[$0] ?? $0 })
            ?? diffableSectionType(madeBy: binding.initializer!.value, in: type)
        {
            // `lazy var dataSource = makeDataSource()`: a diffable data source, whose sections its
            // snapshots give, not the cell registrations that make it (`sectionIdentifiers`).
            value = .constant("diffable \(sectionType)")
        } else if let initializer = binding.initializer {
            value = try evalTyped(initializer.value, as: declared, ctx)
        } else if let getter = try Self.getterBody(binding, named: name) {
            value = try runBody(getter, ctx, at: node)
        } else if let sectionType = Self.diffableSectionType(declared.map { program.typeAliases[$0] ?? $0 }) {
            // `var dataSource: UICollectionViewDiffableDataSource<Section, Item>!`, set at run time:
            // its snapshot's sections are read as the section enum's cases (`sectionIdentifiers`).
            value = .constant("diffable \(sectionType)")
        } else if declared == "UICollectionView" {
            // An outlet (`@IBOutlet weak var photosCollectionView: UICollectionView!`): the
            // simulated collection view, which a storyboard connects.
            value = .constant("collectionView")
        } else if LayoutFinder.isFlowLayoutOutlet(binding) {
            // `@IBOutlet var flowLayout: UICollectionViewFlowLayout!`: the storyboard's layout.
            value = storyboardFlowLayout(at: node)
        } else if let type, let assigned = try initializedValue(of: name, in: type) {
            // `private let provider: SectionProvider` that `init(provider: SectionProvider =
            // GridProvider())` sets: what a call with no arguments gives it.
            value = assigned
        } else if let declared = binding.typeAnnotation?.type, declared.is(OptionalTypeSyntax.self) || declared.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
            binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.text == "var"
        {
            // `var ipad: Configuration?` starts as nil (what sets it later runs in the app).
            value = .null
        } else {
            throw EvaluationError(node, "'\(name)' has no value in the file (it is set elsewhere)")
        }
        value = try coerce(value, to: declared, node)
        // A stored property is made once; a computed one runs at each read (a new object each time).
        if binding.initializer != nil { propertyCache[key] = value }
        return value
    }

    /// The value the type's initializer gives its stored property `name` when the type is made
    /// with no arguments (`CustomLayoutProvider()`): an initializer whose parameters all have
    /// defaults (`init(provider: SectionProvider = GridProvider())`) and whose body assigns it
    /// (`self.provider = provider`, at the top of the body), the assignment evaluated with those
    /// defaults. nil when no such initializer assigns it.
    func initializedValue(of name: String, in type: TypeInfo) throws(EvaluationError) -> Value? {
        for initializer in type.initializerDecls where initializer.optionalMark == nil {
            let parameters = initializer.signature.parameterClause.parameters
            guard parameters.allSatisfy({ $0.defaultValue != nil }), let body = initializer.body,
                let assigned = Self.topAssignments(in: body, parameters: parameters).first(where: { $0.0 == name })
            else { continue }
            let ctx = Context(scope: Scope(parent: nil), owner: type)
            ctx.scope.declare("self", .instance(type))
            for parameter in parameters {
                let declared = Self.typeName(parameter.type)
                ctx.scope.declare((parameter.secondName ?? parameter.firstName).text, try coerce(try eval(parameter.defaultValue!.value, ctx), to: declared, parameter))
            }
            return try eval(assigned.1, ctx)
        }
        return nil
    }

    /// Whether `binding` is a stored property: no accessors, or observers only (`willSet`, `didSet`).
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock else { return true }
        guard case .accessors(let list) = accessors.accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// The statements of a computed property's getter, or nil for a stored property — one with no
    /// accessors, or with observers only (`var items: [Item]? { didSet { reload() } }` is stored,
    /// and starts as its initializer or, optional, as nil).
    static func getterBody(_ binding: PatternBindingSyntax, named name: String) throws(EvaluationError) -> CodeBlockItemListSyntax? {
        guard let accessors = binding.accessorBlock, !isStored(binding) else { return nil }
        switch accessors.accessors {
        case .getter(let items):
            return items
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body else {
                throw EvaluationError(binding, "'\(name)' has no getter")
            }
            return body.statements
        }
    }
}
