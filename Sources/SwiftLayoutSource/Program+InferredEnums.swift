import SwiftSyntax

/// An enum the layout code switches over but whose declaration is in a file that was not read
/// (`Section.allCases[sectionIndex]`, `ListViewModel.Section(rawValue: sectionNumber)`, a view
/// controller's `sections[sectionIndex]` set elsewhere): taken to have the cases its switches
/// name, in the order a snapshot's `appendSections([.a, .b])` states — the only statement of
/// their order a file has without the declaration. With none, in the order the switches name
/// them, which the notice says is assumed: a switch is most often written in the declaration's
/// order (Xcode's fix-it that adds the missing cases writes them so), but nothing proves it.
struct InferredEnum {
    /// How the code reaches the enum's values.
    enum Origin: Equatable {
        /// `Type.allCases[i]`.
        case allCases
        /// `Type(rawValue: i)`: raw values 0, 1, … (the case names for a string argument).
        case rawValue(string: Bool)
        /// An array the file does not declare (`sections[i]`), or whose value the code read does
        /// not give (`viewModel.sections[i]`, `var sections: [Section] = []` filled at run time):
        /// each case once, in order.
        case array(declared: Bool)
        /// The sections of a diffable data source that neither the code read nor its project
        /// declares, nor the type of its sections (`self.dataSource.snapshot().sectionIdentifiers[i]`
        /// in a `+Layout.swift` extension): the data source's name.
        case dataSource(String)
    }

    /// The name as the code writes it: `Section`, `ListViewModel.Section`, `self.sections`.
    var written: String
    var origin: Origin
    /// The first switch over it (in file order), where the notice points.
    var firstSwitch: Syntax
    var cases: [String] = []
    /// A switch over it with a `default:` arm (or a pattern that is not a case) names every case
    /// the switches name: the enum has at least one more (else Swift warns that the default is
    /// never run), which is assumed last: `InferredEnum.otherCase`.
    var hasDefault: Bool { defaultArmCases.contains { Set($0).isSuperset(of: cases) } }
    /// The cases each switch with a default arm names.
    var defaultArmCases: [[String]] = []
    /// The case assumed for a default arm: a name no Swift case can have, so that only `default:`
    /// matches it.
    static let otherCase = "other case"
    /// The first case named with a payload (`.list(let count)`), whose value is made at run time.
    var payloadCase: (name: String, node: Syntax)?
    /// The enum of the project an array that starts empty is declared to hold (`var sections:
    /// [Section] = []`): its cases, in its order, rather than the switches'.
    var declaredElement: (name: String, count: Int)?
    /// What states the order of the cases, as a notice words it: a snapshot's
    /// `appendSections([.a, .b])` naming them (the section at index i is the i-th appended, so
    /// `allCases[i]` and `init(rawValue: i)` give it in an app that works), or `--define`
    /// (`definedOrderName`). nil: nothing states it, and the switches' order is assumed
    /// (`isOrderAssumed`).
    var orderSource: String?

    /// Whether the order of more than one case is the switches', which nothing states.
    var isOrderAssumed: Bool { orderSource == nil && declaredElement == nil && cases.count + (hasDefault ? 1 : 0) > 1 }

    /// The cases the inferred type has, in order — the default arm's last — with their raw values
    /// when the code reaches them by raw value (`TypeInfo.cases`).
    var typeCases: [(name: String, raw: Value?)] {
        (cases + (hasDefault ? [Self.otherCase] : [])).enumerated().map { i, name in
            guard case .rawValue(let string) = origin else { return (name, nil) }
            return (name, string ? .string(name) : .int(i))
        }
    }

    /// The name `--define` states the order under: `Section.allCases`, or the array as written
    /// without `self` (`sections`, `viewModel.sections`).
    var definedOrderName: String {
        if case .dataSource(let name) = origin { return "\(name).sections" }
        if case .array = origin {
            return ["self?.", "self!.", "self."].reduce(written) { $0.hasPrefix($1) ? String($0.dropFirst($1.count)) : $0 }
        }
        return "\(written).allCases"
    }

    /// The one line said when the inferred enum is read.
    var notice: String {
        let listed = cases.map { ".\($0)" }.joined(separator: ", ")
        var text: String
        if let (element, count) = declaredElement {
            return "\(written) has no value in the code read (it is set at run time): it is taken to hold each of \(element)'s \(count) cases once, in order"
        }
        let order = orderSource.map { "in the order \($0)" }
            ?? (isOrderAssumed ? "in the order its switches name them, which is assumed (nothing in the code read states it)" : "the one case its switch names")
        switch origin {
        case .array(let declared):
            let why = declared ? "has no value in the code read (it is set at run time)" : "is not declared in the code read"
            text = "\(written) \(why): it is taken to hold each case once, \(order): \(listed)"
        case .allCases:
            text = "\(written) is not declared in the code read: it is taken to be an enum of these cases, \(order): \(listed)"
        case .dataSource(let name):
            text = "'\(name)' is not declared in the code read: its sections are taken to be an enum of these cases, \(order): \(listed)"
        case .rawValue(let string):
            let count = cases.count + (hasDefault ? 1 : 0)
            let raws = string ? "raw values their names" : "raw values 0\(count > 1 ? " to \(count - 1)" : "")"
            text = "\(written) is not declared in the code read: it is taken to be an enum of these cases, \(order), \(raws): \(listed)"
        }
        if hasDefault { text += ", and one more that its default arm stands for" }
        if isOrderAssumed {
            return text + "; pass the project folder to read its declaration, or give the order with --define '\(definedOrderName)=[\(listed)]'"
        }
        return text + "; pass the project folder to read its declaration"
    }

    /// Why it cannot be inferred, or nil.
    var failure: String? {
        guard let payloadCase else { return nil }
        return "\(written) is not declared in the code read, and its switch names .\(payloadCase.name) with a value made at run time; pass the project folder to read its declaration"
    }
}

extension Program {
    /// Infers the enums `file` switches over and neither it nor its project declares
    /// (`InferredEnum`), registering each as a type of the program (its cases in the order the
    /// switches name them) and an undeclared array property as `inferredArrays`. A name the
    /// project declares is never inferred: its declaration wins.
    ///
    /// - Complexity: O(the file's nodes + its switches × their function's nodes).
    mutating func inferEnums(in file: SourceFileSyntax) {
        final class Switches: SyntaxVisitor {
            var found: [SwitchExprSyntax] = []
            override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let visitor = Switches(viewMode: .sourceAccurate)
        visitor.walk(file)
        var inferred: [String: InferredEnum] = [:]
        var order: [String] = []
        for s in visitor.found {
            guard let (written, origin, key) = undeclaredOrigin(of: s.subject, at: s) else { continue }
            var e = inferred[key] ?? InferredEnum(written: written, origin: origin, firstSwitch: Syntax(s))
            if inferred[key] == nil { order.append(key) }
            if case .rawValue = origin { e.origin = origin }
            Self.collectCases(of: s, into: &e, optional: Self.isOptional(s.subject))
            inferred[key] = e
        }
        appendedSections = Self.appendedSections(in: file)
        for key in order {
            guard var e = inferred[key], !e.cases.isEmpty else { continue }
            // The order the snapshots state: their cases first — one no switch names is a default
            // arm's, which then stands for no other — and those only the switches name after.
            if let (stated, _) = appendedOrder(of: e.written.split(separator: ".").last.map(String.init), naming: Set(e.cases)) {
                var seen = Set<String>()
                e.cases = (stated + e.cases).filter { seen.insert($0).inserted }
                e.orderSource = "the snapshot's appendSections states"
            }
            if case .array(declared: true) = e.origin, let element = declaredEnumElement(of: key) {
                e.declaredElement = (element.name, element.cases.count)
            }
            let typeName: String
            if case .array = e.origin { typeName = "\(key).Element" } else { typeName = key }
            let info = TypeInfo(name: typeName)
            info.isEnum = true
            info.inferred = e
            info.cases = e.typeCases
            types[typeName] = info
            if case .array = e.origin { inferredArrays[key] = typeName }
        }
    }

    /// The cases the file's `appendSections` calls name, in the order they append them (each
    /// once), from the calls whose cases are unqualified or of `typeName` and include one of
    /// `known`; with the first such call. nil when none does.
    func appendedOrder(of typeName: String?, naming known: Set<String>) -> ([String], Syntax)? {
        let lists = appendedSections.filter { list in
            list.names.allSatisfy { $0.base == nil || $0.base == typeName } && list.names.contains { known.contains($0.name) }
        }
        guard let first = lists.first else { return nil }
        var seen = Set<String>()
        return (lists.flatMap { $0.names.map(\.name) }.filter { seen.insert($0).inserted }, first.node)
    }

    /// Each `appendSections([.a, Section.b])` of the file whose array is written out: the cases
    /// it names (with the type written before them, if any), in order.
    private static func appendedSections(in file: SourceFileSyntax) -> [(names: [(base: String?, name: String)], node: Syntax)] {
        final class Appends: SyntaxVisitor {
            var found: [(names: [(base: String?, name: String)], node: Syntax)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "appendSections",
                    let array = node.arguments.first?.expression.as(ArrayExprSyntax.self)
                else { return .visitChildren }
                var names: [(base: String?, name: String)] = []
                for element in array.elements {
                    guard let member = element.expression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
                    let base = member.base.map { $0.as(DeclReferenceExprSyntax.self)?.baseName.text ?? $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "" }
                    names.append((base, member.declName.baseName.text))
                }
                found.append((names, Syntax(node)))
                return .visitChildren
            }
        }
        let visitor = Appends(viewMode: .sourceAccurate)
        visitor.walk(file)
        return visitor.found
    }

    /// What the switch's subject reads that the code does not declare: `(written, origin, key)`
    /// with `key` the name the inferred type is registered under, or nil.
    private func undeclaredOrigin(of subject: ExprSyntax, at s: SwitchExprSyntax) -> (String, InferredEnum.Origin, String)? {
        var expr = Self.unwrapped(subject)
        // A local bound before the switch (`let sectionType = Section.allCases[sectionIndex]`,
        // `guard let section = Section(rawValue: index) else …`).
        if let reference = expr.as(DeclReferenceExprSyntax.self), let bound = Self.binding(of: reference.baseName.text, before: s) {
            expr = Self.unwrapped(bound)
        }
        // A diffable data source's sections (`dataSource.snapshot().sectionIdentifiers[i]`,
        // `dataSource.sectionIdentifier(for: i)`): its `Section` type argument.
        let diffable = expr.as(SubscriptCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "sectionIdentifiers"
            || expr.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "sectionIdentifier"
        if diffable, let written = Self.diffableSectionType(in: s.root), !declaresType(written) {
            return (written, .allCases, written)
        }
        // A data source the code read does not declare, with no section type written anywhere in
        // the file (an extension's `makeLayout()` in a file of its own).
        if diffable, Self.diffableSectionType(in: s.root) == nil, let source = Self.dataSourceName(expr), !declaresProperty(source, at: s) {
            return (source, .dataSource(source), "\(owner(of: s)?.name ?? "").\(source).sections")
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            let called = subscriptCall.calledExpression
            if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases", let base = member.base,
                let written = Self.typeText(base), !declaresType(written)
            {
                return (written, .allCases, written)
            }
            if let chain = Self.arrayChain(called) {
                let key = "\(owner(of: s)?.name ?? "").\(chain)"
                if !chain.contains("."), !declaresProperty(chain, at: s) { return (called.trimmedDescription, .array(declared: false), key) }
                // A value the code read does not give: a property of another object
                // (`viewModel.sections`), or one that starts empty (`var sections: [Section] = []`).
                if chain.contains(".") || startsEmpty(chain, at: s) { return (called.trimmedDescription, .array(declared: true), key) }
            }
        }
        // A parameter of the function around the switch whose type is not declared (`func
        // layout(for section: Section) -> NSCollectionLayoutSection?`).
        if let reference = Self.unwrapped(subject).as(DeclReferenceExprSyntax.self),
            let written = Self.parameterType(of: reference.baseName.text, around: s), !declaresType(written)
        {
            return (written, .allCases, written)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
            argument.label?.text == "rawValue"
        {
            var callee = call.calledExpression
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
            if let written = Self.typeText(callee), !declaresType(written) {
                return (written, .rawValue(string: argument.expression.is(StringLiteralExprSyntax.self)), written)
            }
        }
        return nil
    }

    /// Whether the program declares (or UIKit has) the type `written` names, as the evaluator
    /// looks it up (`Outer.Inner` by its last name, when `Outer` is declared too).
    private func declaresType(_ written: String) -> Bool {
        if UIKit.isType(written) || types[written] != nil || typeAliases[written] != nil { return true }
        let parts = written.split(separator: ".").map(String.init)
        guard parts.count > 1 else { return false }
        return types[parts[parts.count - 1]] != nil && types[parts[parts.count - 2]] != nil
    }

    /// Whether `name` is a property or function of the switch's type, a global, or a name bound
    /// in a function or closure around the switch.
    private func declaresProperty(_ name: String, at s: SwitchExprSyntax) -> Bool {
        if let owner = owner(of: s), owner.properties[name] != nil || owner.functions[name] != nil { return true }
        if globalProperties[name] != nil || globalFunctions[name] != nil { return true }
        return Self.binding(of: name, before: s) != nil || Self.isParameter(name, around: s)
    }

    /// The subject without what does not change the value it names: parentheses, `!`, `?`, `try`.
    private static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        var e = expr
        while true {
            if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
                e = only.expression
            } else if let f = e.as(ForceUnwrapExprSyntax.self) {
                e = f.expression
            } else if let o = e.as(OptionalChainingExprSyntax.self) {
                e = o.expression
            } else if let t = e.as(TryExprSyntax.self) {
                e = t.expression
            } else {
                return e
            }
        }
    }

    /// The section type of the file's diffable data source or snapshot (`UICollectionViewDiffableDataSource<Section, Item>`,
    /// `NSDiffableDataSourceSnapshot<Section, Item>`), when the file names one.
    private static func diffableSectionType(in root: Syntax) -> String? {
        for token in root.tokens(viewMode: .sourceAccurate)
        where ["UICollectionViewDiffableDataSource", "NSDiffableDataSourceSnapshot"].contains(token.text) {
            let arguments = token.parent?.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments
                ?? token.parent?.parent?.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments
            if let first = arguments?.first?.argument.trimmedDescription, first.first?.isUppercase == true { return first }
        }
        return nil
    }

    /// `Section` or `ListViewModel.Section`: a type's name as code writes it, else nil.
    private static func typeText(_ expr: ExprSyntax) -> String? {
        if let r = expr.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            guard name != "Self", name.first?.isUppercase == true else { return nil }
            return name
        }
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base, let outer = typeText(base) {
            let name = m.declName.baseName.text
            guard name.first?.isUppercase == true else { return nil }
            return "\(outer).\(name)"
        }
        return nil
    }

    /// `sections`, `self.sections` (`self?.sections`) or `viewModel.sections`: the names of an
    /// array property's path, joined by dots, without `self` (`viewModel.sections`), else nil.
    static func arrayChain(_ expr: ExprSyntax) -> String? {
        let e = unwrapped(expr)
        if let r = e.as(DeclReferenceExprSyntax.self), r.baseName.text.first?.isLowercase == true, r.baseName.text != "self" {
            return r.baseName.text
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, m.declName.baseName.text.first?.isLowercase == true {
            if unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return m.declName.baseName.text }
            return arrayChain(base).map { "\($0).\(m.declName.baseName.text)" }
        }
        return nil
    }

    /// The declared enum of the project that the array property `key` (`Owner.name`) holds, when
    /// its type says so (`[Section]`) and the enum has cases.
    private func declaredEnumElement(of key: String) -> TypeInfo? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let binding = types[parts[0]]?.properties[parts[1]], let type = binding.typeAnnotation?.type else { return nil }
        let element: String
        if let array = type.as(ArrayTypeSyntax.self) {
            element = array.element.trimmedDescription
        } else if let optional = type.as(OptionalTypeSyntax.self)?.wrappedType.as(ArrayTypeSyntax.self)
            ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType.as(ArrayTypeSyntax.self)
        {
            element = optional.element.trimmedDescription
        } else {
            return nil
        }
        guard let info = types[element], info.isEnum, info.inferred == nil, !info.cases.isEmpty else { return nil }
        return info
    }

    /// Whether the switch's type declares `name` as a stored property that starts empty: `[]`,
    /// `[Section]()`, or no value (an optional set later).
    private func startsEmpty(_ name: String, at s: SwitchExprSyntax) -> Bool {
        guard let binding = owner(of: s)?.properties[name], Interpreter.isStored(binding) else { return false }
        guard let value = binding.initializer?.value else { return binding.typeAnnotation != nil }
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            return call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.trimmedDescription.hasPrefix("Array<")
        }
        return false
    }

    /// The function, closure or accessor the switch is in.
    private static func enclosingBody(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorBlockSyntax.self) || n.is(InitializerDeclSyntax.self) {
                return n
            }
            current = n.parent
        }
        return nil
    }

    /// The value the nearest `let`/`var`/`guard let`/`if let` before `s` in its function (or the
    /// functions and closures around it) binds to `name`.
    private static func binding(of name: String, before s: SwitchExprSyntax) -> ExprSyntax? {
        final class Bindings: SyntaxVisitor {
            let name: String
            let limit: AbsolutePosition
            var last: ExprSyntax?
            init(name: String, limit: AbsolutePosition) {
                self.name = name
                self.limit = limit
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if node.position < limit, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = node.initializer?.value {
                    last = value
                }
                return .visitChildren
            }
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                if node.position < limit, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = node.initializer?.value {
                    last = value
                }
                return .visitChildren
            }
        }
        var body = enclosingBody(of: s)
        while let b = body {
            let visitor = Bindings(name: name, limit: s.position)
            visitor.walk(b)
            if let found = visitor.last { return found }
            body = enclosingBody(of: b)
        }
        return nil
    }

    /// The type of the parameter `name` of the section builder around `s` (the nearest function,
    /// one that returns an `NSCollectionLayoutSection`) as written (`Section`, `Home.Section`),
    /// when it is a plain named type; nil otherwise. (A switch over another function's parameter
    /// — a cell style a cell factory takes — names only the cases that function handles.)
    private static func parameterType(of name: String, around s: SwitchExprSyntax) -> String? {
        var body = enclosingBody(of: s)
        while let b = body {
            if let f = b.as(FunctionDeclSyntax.self) {
                guard f.signature.returnClause.map({ Interpreter.typeName($0.type) }) == LayoutFinder.sectionType,
                    let p = f.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
                else { return nil }
                let plain = p.type.as(IdentifierTypeSyntax.self).map { $0.genericArgumentClause == nil } ?? p.type.is(MemberTypeSyntax.self)
                let written = p.type.trimmedDescription
                guard plain, written.first?.isUppercase == true else { return nil }
                return written
            }
            if b.is(ClosureExprSyntax.self), isParameter(name, around: s) { return nil }
            body = enclosingBody(of: b)
        }
        return nil
    }

    /// `dataSource` of `self?.dataSource?.snapshot().sectionIdentifiers[i]` or
    /// `dataSource.sectionIdentifier(for: i)`: the name of the data source read, else nil.
    private static func dataSourceName(_ expr: ExprSyntax) -> String? {
        var e = expr
        if let s = e.as(SubscriptCallExprSyntax.self), let m = s.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base { e = base }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
            e = base
        }
        return arrayChain(e).flatMap { $0.contains(".") ? nil : $0 }
    }

    /// Whether a function or closure around `s` takes a parameter called `name`.
    private static func isParameter(_ name: String, around s: SwitchExprSyntax) -> Bool {
        var body = enclosingBody(of: s)
        while let b = body {
            if let f = b.as(FunctionDeclSyntax.self), f.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return true
            }
            if let c = b.as(ClosureExprSyntax.self), let parameters = c.signature?.parameterClause {
                switch parameters {
                case .simpleInput(let list): if list.contains(where: { $0.name.text == name }) { return true }
                case .parameterClause(let clause): if clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
                }
            }
            body = enclosingBody(of: b)
        }
        return false
    }

    /// Whether the switch's subject, as written, is an optional, whose `.none` is nil, not a
    /// case: an `init(rawValue:)`, an optional chain (`self?.sections[i]`) or a data source's
    /// `sectionIdentifier(for:)` (not a local that `guard let` unwrapped).
    private static func isOptional(_ subject: ExprSyntax) -> Bool {
        var expr = subject
        while let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { expr = only.expression }
        if expr.is(ForceUnwrapExprSyntax.self) { return false }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.first?.label?.text == "rawValue" { return true }
        let text = expr.trimmedDescription
        return text.contains("?.") || text.contains("sectionIdentifier(")
    }

    /// Adds the cases `s` names to `e`, in order, and whether it has a default arm or a payload;
    /// `.none` of an optional subject is its nil, not a case.
    private static func collectCases(of s: SwitchExprSyntax, into e: inout InferredEnum, optional: Bool) {
        let typeName = e.written.split(separator: ".").last.map(String.init)
        var named: [String] = []
        var hasDefault = false
        for element in s.cases {
            guard case .switchCase(let c) = element else { continue }
            switch c.label {
            case .default: hasDefault = true
            case .case(let label):
                for item in label.caseItems {
                    guard let (name, payload) = caseName(item.pattern, typeName: typeName) else {
                        hasDefault = true
                        continue
                    }
                    if optional, name == "none", !payload { continue }
                    if payload, e.payloadCase == nil { e.payloadCase = (name, Syntax(item.pattern)) }
                    named.append(name)
                    if !e.cases.contains(name) { e.cases.append(name) }
                }
            }
        }
        if hasDefault { e.defaultArmCases.append(named) }
    }

    /// The case a pattern names (`.banner`, `Section.banner`, `.banner?`, `.some(.banner)`, `.list(let n)`,
    /// `let .list(n)`) and whether it has a payload; nil for any other pattern.
    private static func caseName(_ pattern: PatternSyntax, typeName: String?) -> (String, payload: Bool)? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(binding.pattern, typeName: typeName) }
        guard var expr = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { expr = optional.expression }
        // `.some(.banner)`: the optional's case.
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "some",
            call.arguments.count == 1, let wrapped = call.arguments.first?.expression
        {
            expr = wrapped
        }
        var payload = false
        if let call = expr.as(FunctionCallExprSyntax.self) {
            expr = call.calledExpression
            payload = true
        }
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.text != typeName,
            base.as(MemberAccessExprSyntax.self)?.declName.baseName.text != typeName
        {
            return nil
        }
        return (member.declName.baseName.text, payload)
    }
}
