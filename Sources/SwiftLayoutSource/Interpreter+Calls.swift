import CollectionLayout
import SwiftSyntax

extension Interpreter {
    // MARK: - Calls

    /// The labels of arguments that only name something (an element kind, a reuse identifier): a
    /// name the project does not declare there is its own text, as UIKit only compares it.
    static let identityLabels: Set<String> = [
        "elementKind", "forDecorationViewOfKind", "forSupplementaryViewOfKind", "ofKind", "withReuseIdentifier", "forCellWithReuseIdentifier",
    ]

    func arguments(_ e: FunctionCallExprSyntax, _ ctx: Context) throws(EvaluationError) -> [Argument] {
        var args: [Argument] = []
        for (i, a) in e.arguments.enumerated() {
            let value: Value
            if let label = a.label?.text, Self.identityLabels.contains(label) {
                value = try identity(a.expression, ctx)
            } else {
                do {
                    value = try eval(a.expression, ctx)
                } catch where error.isUnknownName && passesIdentity(e, argument: i, ctx) {
                    value = try identity(a.expression, ctx)
                }
            }
            args.append(Argument(label: a.label?.text, value: value, node: Syntax(a.expression)))
        }
        if let closure = e.trailingClosure { args.append(Argument(label: nil, value: try eval(ExprSyntax(closure), ctx), node: Syntax(closure))) }
        for extra in e.additionalTrailingClosures {
            args.append(Argument(label: extra.label.text, value: try eval(ExprSyntax(extra.closure), ctx), node: Syntax(extra.closure)))
        }
        return args
    }

    /// Whether argument `index` of the call `e` goes to a parameter of a function of the project
    /// that uses it only as an identity (`createHeader(0, Constants.Kind.sectionHeader)` where
    /// `createHeader(_ height:, _ kind:)` passes `kind` only as `elementKind:`).
    ///
    /// - Complexity: O(the called function's nodes).
    func passesIdentity(_ e: FunctionCallExprSyntax, argument index: Int, _ ctx: Context) -> Bool {
        let callee = e.calledExpression
        var functions: [FunctionDeclSyntax]?
        if let r = callee.as(DeclReferenceExprSyntax.self) {
            functions = ctx.owner?.functions[r.baseName.text] ?? program.globalFunctions[r.baseName.text]
        } else if let m = callee.as(MemberAccessExprSyntax.self), let base = m.base {
            let name = m.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                functions = ctx.owner?.functions[name]
            } else if let type = typeName(of: base, ctx) {
                functions = program.types[type]?.functions[name]
            }
        }
        let labels = e.arguments.map { $0.label?.text }
        for f in functions ?? [] {
            // The parameter the argument goes to: labels in order, defaults skipped.
            var i = 0
            var target: FunctionParameterSyntax?
            for p in f.signature.parameterClause.parameters {
                let label: String? = p.firstName.text == "_" ? nil : p.firstName.text
                guard i < labels.count, labels[i] == label else { continue }
                if i == index { target = p }
                i += 1
            }
            guard let target, let body = f.body else { continue }
            let name = (target.secondName ?? target.firstName).text
            let uses = body.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier(name) }
            return !uses.isEmpty && uses.allSatisfy { token in
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                    let argument = reference.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text
                else { return false }
                return Self.identityLabels.contains(label)
            }
        }
        return false
    }

    /// An element kind or reuse identifier: its value, or — when it names something the project
    /// does not declare (`BadgeView.reuseIdentifier`, `ElementKind.sectionHeader`) — its text.
    func identity(_ expr: ExprSyntax, _ ctx: Context) throws(EvaluationError) -> Value {
        do {
            return try eval(expr, ctx)
        } catch where error.isUnknownName {
            let text = expr.trimmedDescription
            let notice = "'\(text)' is not declared in the project: the element kind is its text, \"\(text)\""
            if !notices.contains(where: { $0.1 == notice }) { notices.append((Syntax(expr), notice)) }
            return .string(text)
        }
    }

    func call(_ e: FunctionCallExprSyntax, _ ctx: Context) throws(EvaluationError) -> Value {
        let callee = e.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return .member(name, try arguments(e, ctx)) }
            // A nested type of the project (`ListViewModel.Section(rawValue: i)`), declared or inferred.
            if let type = typeName(of: callee, ctx), program.types[type] != nil { return try construct(type, e, ctx) }
            if let type = typeName(of: base, ctx) { return try staticMember(type, name, try arguments(e, ctx), e, ctx) }
            if ["append", "insert", "removeAll", "removeLast", "removeFirst"].contains(name) {
                return try mutatingCall(base, name, try arguments(e, ctx), e, ctx)
            }
            let owner = try eval(base, ctx)
            if case .null = owner, base.is(OptionalChainingExprSyntax.self) { return .null }
            return try method(of: owner, name, try arguments(e, ctx), e, ctx)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if ["fatalError", "preconditionFailure"].contains(name), ctx.scope.lookup(name) == nil, ctx.owner?.functions[name] == nil,
                program.globalFunctions[name] == nil
            {
                // The app stops here (its message unread): no layout for this — a section past the
                // app's last one, most often.
                var error = EvaluationError(e, "the app stops here (\(name))")
                error.endsData = true
                throw error
            }
            if ctx.scope.lookup(name) == nil, let type = typeName(of: callee, ctx) { return try construct(type, e, ctx) }
            if ctx.scope.lookup(name) == nil, ctx.owner?.functions[name] == nil, program.globalFunctions[name] == nil,
                let builtin = try builtinFunction(name, try arguments(e, ctx), e)
            {
                return builtin
            }
            if ctx.scope.lookup(name) == nil, let owner = ctx.owner, let functions = owner.functions[name] {
                return try invokeOverload(functions, owner: owner, try arguments(e, ctx), e, self: ctx.enumCaseSelf)
            }
            if ctx.scope.lookup(name) == nil, let functions = program.globalFunctions[name] {
                return try invokeOverload(functions, owner: nil, try arguments(e, ctx), e)
            }
            if ctx.scope.lookup(name) == nil, ctx.owner?.properties[name] == nil, program.globalProperties[name] == nil {
                throw EvaluationError(e, "unknown call '\(name)': no such function in the file or its project, and not one of UIKit's that cvsim evaluates")
            }
        }
        // `[NSCollectionLayoutGroupCustomItem]()`: an empty array of a type.
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1, e.arguments.isEmpty, e.trailingClosure == nil {
            return .array([])
        }
        let function = try eval(callee, ctx)
        return try apply(function, try arguments(e, ctx), e)
    }

    /// A value of `type` made by the call `e`: its initializer, or a struct's memberwise one.
    private func construct(_ type: String, _ e: FunctionCallExprSyntax, _ ctx: Context) throws(EvaluationError) -> Value {
        if let info = program.types[type], !info.isEnum, info.initializers == 0, !UIKit.isType(type), e.trailingClosure == nil {
            return try memberwise(info, e, ctx)
        }
        let args = try arguments(e, ctx)
        if let info = program.types[type], !info.isEnum, !UIKit.isType(type), !program.isFlowLayoutSubclass(type), e.trailingClosure == nil,
            let made = try initialized(info, args, e)
        {
            return made
        }
        return try staticMember(type, "init", args, e, ctx)
    }

    /// A class or struct of the project made by one of its initializers (`GridBuilder(spacing: 8)`):
    /// the initializer whose labels take the arguments, its parameters the arguments or their
    /// defaults, and the stored properties its body assigns at its top (`self.spacing = spacing`)
    /// the fields, read when the layout reads them. nil when no initializer takes the arguments.
    private func initialized(_ type: TypeInfo, _ args: [Argument], _ node: FunctionCallExprSyntax) throws(EvaluationError) -> Value? {
        let labels = args.map(\.label)
        let chosen = type.initializerDecls.first { i in
            guard i.optionalMark == nil else { return false }
            var at = 0
            for p in i.signature.parameterClause.parameters {
                let label: String? = p.firstName.text == "_" ? nil : p.firstName.text
                if at < labels.count, labels[at] == label { at += 1 } else if p.defaultValue == nil { return false }
            }
            return at == labels.count
        }
        guard let chosen, let body = chosen.body else { return nil }
        let ctx = Context(scope: Scope(parent: nil), owner: type)
        var remaining = args[...]
        for p in chosen.signature.parameterClause.parameters {
            let label: String? = p.firstName.text == "_" ? nil : p.firstName.text
            let declared = Self.typeName(p.type)
            let value: Value
            if let next = remaining.first, next.label == label {
                remaining.removeFirst()
                value = next.value
            } else {
                value = try eval(p.defaultValue!.value, ctx)
            }
            ctx.scope.declare((p.secondName ?? p.firstName).text, try coerce(value, to: declared, p))
        }
        var fields: [String: (expr: ExprSyntax, context: Context)] = [:]
        for (name, value) in Self.topAssignments(in: body, parameters: chosen.signature.parameterClause.parameters) where type.properties[name] != nil {
            fields[name] = (value, ctx)
        }
        return .record(Record(type: type, arguments: fields))
    }

    /// The assignments at the top of an initializer's body to the type's own properties
    /// (`self.name = value`, or `name = value` where no parameter is called `name`), in order.
    static func topAssignments(in body: CodeBlockSyntax, parameters: FunctionParameterListSyntax) -> [(String, ExprSyntax)] {
        var found: [(String, ExprSyntax)] = []
        for item in body.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            if let member = elements[0].as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                found.append((member.declName.baseName.text, elements[2]))
            } else if let reference = elements[0].as(DeclReferenceExprSyntax.self),
                !parameters.contains(where: { ($0.secondName ?? $0.firstName).text == reference.baseName.text })
            {
                found.append((reference.baseName.text, elements[2]))
            }
        }
        return found
    }

    /// A struct or class of the project made with its memberwise initializer: its labelled
    /// arguments are the fields, read when the layout reads them.
    private func memberwise(_ type: TypeInfo, _ e: FunctionCallExprSyntax, _ ctx: Context) throws(EvaluationError) -> Value {
        var fields: [String: (expr: ExprSyntax, context: Context)] = [:]
        for a in e.arguments {
            guard let label = a.label?.text else {
                throw EvaluationError(a, "\(type.name)'s initializer is not in the project; its memberwise one takes labelled arguments")
            }
            fields[label] = (a.expression, ctx)
        }
        return .record(Record(type: type, arguments: fields))
    }

    /// Calls a function value: a closure or a function of the file.
    func apply(_ function: Value, _ args: [Argument], _ node: some SyntaxProtocol) throws(EvaluationError) -> Value {
        switch function {
        case .closure(let c): return try invoke(c, args.map(\.value), at: node)
        case .constant(let op) where op.hasPrefix("operator ") && args.count == 2:
            // `reduce(0, +)`: an operator passed as a function.
            return try arithmetic(String(op.dropFirst(9)), args[0].value, args[1].value, node)
        case .function(let f, let owner):
            // A function passed as a value (`sectionProvider: makeSection`) is called without its
            // labels: the arguments go to its parameters in order.
            var args = args
            if args.allSatisfy({ $0.label == nil }) {
                for (i, p) in f.signature.parameterClause.parameters.prefix(args.count).enumerated() {
                    args[i].label = p.firstName.text == "_" ? nil : p.firstName.text
                }
            }
            return try invoke(f, owner: owner, args, at: node)
        case .type(let name): return try staticMember(name, "init", args, node, Context(scope: Scope(parent: nil), owner: nil))
        default: throw EvaluationError(node, "\(function.kindName) is not a function")
        }
    }

    /// The overload of a function of the file whose labels match the arguments.
    func invokeOverload(
        _ functions: [FunctionDeclSyntax], owner: TypeInfo?, _ args: [Argument], _ node: some SyntaxProtocol, self instance: Value? = nil
    ) throws(EvaluationError) -> Value {
        let labels = args.map(\.label)
        let chosen = functions.first { f in
            let parameters = f.signature.parameterClause.parameters
            var i = 0
            for p in parameters {
                let label: String? = p.firstName.text == "_" ? nil : p.firstName.text
                if i < labels.count, labels[i] == label { i += 1 } else if p.defaultValue == nil { return false }
            }
            return i == labels.count
        } ?? functions[0]
        return try invoke(chosen, owner: owner, args, at: node, self: instance)
    }

    private func mutatingCall(_ base: ExprSyntax, _ name: String, _ args: [Argument], _ node: FunctionCallExprSyntax, _ ctx: Context) throws(EvaluationError) -> Value {
        let current = try eval(base, ctx)
        guard case .array(var values) = current else {
            throw EvaluationError(node, "'\(name)' is called on arrays only, not \(current.kindName)")
        }
        switch (name, args.count, args.first?.label) {
        case ("append", 1, nil): values.append(args[0].value)
        case ("append", 1, "contentsOf"?):
            guard case .array(let more) = args[0].value else { throw EvaluationError(node, "append(contentsOf:) takes an array") }
            values += more
        case ("insert", 2, nil):
            guard case .int(let at) = args[1].value, (0...values.count).contains(at) else { throw EvaluationError(node, "insert(_:at:) needs an index in range") }
            values.insert(args[0].value, at: at)
        case ("removeAll", 0, _): values.removeAll()
        case ("removeLast", 0, _) where !values.isEmpty: values.removeLast()
        case ("removeFirst", 0, _) where !values.isEmpty: values.removeFirst()
        default: throw EvaluationError(node, "unknown call '\(name)' on an array")
        }
        try assign(base, .array(values), ctx)
        return .void
    }

    private func builtinFunction(_ name: String, _ args: [Argument], _ node: FunctionCallExprSyntax) throws(EvaluationError) -> Value? {
        func numbers() throws(EvaluationError) -> [Double] {
            var out: [Double] = []
            for a in args { out.append(try double(a.value, a.node)) }
            return out
        }
        let allInts = args.allSatisfy { if case .int = $0.value { true } else { false } }
        switch name {
        case "print", "debugPrint", "NSLog", "assert", "precondition":
            // A log line or a debug check moves no cell.
            return .void

        case "CGSizeMake" where args.count == 2:
            // Swift 2's geometry functions, as their initializers.
            let n = try numbers()
            return .cgSize(Size(width: n[0], height: n[1]))
        case "CGRectMake" where args.count == 4:
            let n = try numbers()
            return .cgRect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case "UIEdgeInsetsMake" where args.count == 4:
            let n = try numbers()
            return .edgeInsets(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
        case "Array" where UIKit.signature(args) == "repeating:count:":
            guard case .int(let n) = args[1].value, (0...100_000).contains(n) else {
                throw EvaluationError(args[1].node, "count must be an Int from 0 to 100000")
            }
            // The same value n times: for an item, the same object, as in UIKit.
            return .array(Array(repeating: args[0].value, count: n))
        case "max", "min":
            guard args.count >= 2 else { throw EvaluationError(node, "\(name) takes two or more numbers") }
            let n = try numbers()
            let r = name == "max" ? n.max()! : n.min()!
            return allInts ? .int(Int(r)) : .double(r)
        case "floor", "ceil", "round", "abs", "sqrt":
            guard args.count == 1 else { throw EvaluationError(node, "\(name) takes one number") }
            let x = try numbers()[0]
            let r: Double
            switch name {
            case "floor": r = x.rounded(.down)
            case "ceil": r = x.rounded(.up)
            case "round": r = x.rounded()
            case "abs": r = Swift.abs(x)
            default:
                guard x >= 0 else { throw EvaluationError(node, "sqrt of a negative number") }
                r = x.squareRoot()
            }
            if allInts, name == "abs" { return .int(Int(r)) }
            return .double(r)
        default:
            return nil
        }
    }

    /// A range's or an array's elements (a range of at most `maximumSteps` Ints).
    func elements(of value: Value, _ node: some SyntaxProtocol) throws(EvaluationError) -> Value {
        guard case .range(let low, let high, let closed) = value else { return value }
        guard Swift.abs(low) < 1e15, Swift.abs(high) < 1e15, Swift.abs(high - low) < Double(Self.maximumSteps) else {
            throw EvaluationError(node, "the range is too long to go over")
        }
        let end = Int(high) + (closed ? 1 : 0)
        return .array(Int(low) < end ? (Int(low)..<end).map { .int($0) } : [])
    }

    // MARK: - Members

    /// The section type of a diffable data source the code reads but does not declare (the app
    /// declares it in another file): `dataSource` of `self.dataSource.snapshot()` or
    /// `dataSource.sectionIdentifier(for:)`, when the project declares exactly one enum with
    /// cases named `Section` or `…Section`, which is then taken as its sections (a notice says
    /// so); nil otherwise.
    func undeclaredDataSource(_ name: String, _ node: some SyntaxProtocol) -> String? {
        // `self.dataSource?.snapshot()`, `dataSource!.snapshot()`: what the `?` or `!` reads.
        var read = Syntax(node)
        while let parent = read.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { read = parent }
        guard let member = read.parent?.as(MemberAccessExprSyntax.self), member.base?.id == read.id,
            ["snapshot", "sectionIdentifier"].contains(member.declName.baseName.text),
            member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
        else { return nil }
        // Its sections inferred from the file's switches (`InferredEnum.Origin.dataSource`).
        if let inferred = program.types.values.first(where: { $0.inferred?.origin == .dataSource(name) }) { return inferred.name }
        let enums = program.types.values.filter { $0.isEnum && $0.inferred == nil && !$0.cases.isEmpty && $0.name.hasSuffix("Section") }
        guard enums.count == 1, let sections = enums.first?.name else { return nil }
        let text = "'\(name)' is not declared in \(searched): it is taken to be the diffable data source of \(sections), the one section enum declared"
        if !notices.contains(where: { $0.1 == text }) { notices.append((Syntax(node), text)) }
        return sections
    }

    func member(of value: Value, _ name: String, _ node: some SyntaxProtocol, _ ctx: Context) throws(EvaluationError) -> Value {
        switch value {
        case .type(let type): return try staticMember(type, name, nil, node, ctx)
        case .record(let r):
            if let v = try r.field(name, self) { return v }
            return try member(of: .instance(r.type), name, node, ctx)
        case .instance(let type):
            if let array = try inferredArray(type, name, at: node) { return array }
            if let binding = type.properties[name] { return try property(binding, of: type, named: name, at: node) }
            if ["view", "collectionView", "tableView"].contains(name) { return .constant(name) }
            if name == "traitCollection" { return .traits(device) }
            if name == "frame" || name == "bounds" { return try member(of: .constant("view"), name, node, ctx) }
            if let f = type.functions[name]?.first { return .function(f, owner: type) }
            if let sections = undeclaredDataSource(name, node) { return .constant("diffable \(sections)") }
            // A property of an extension in a file not read, or set at run time.
            var error = EvaluationError(node, "\(type.name) has no member '\(name)' in \(searched)")
            error.isUnknownName = true
            throw error
        case .enumCase(let typeName, let caseName, let raw):
            if name == "rawValue", let raw { return raw }
            if name == "hashValue" { return .int(caseName.hashValue) }
            // A computed property of the enum (`var columnCount: Int { switch self { … } }`), with `self` the case.
            if let type = program.types[typeName], let binding = type.properties[name] {
                return try property(binding, of: type, named: name, at: node, self: value)
            }
            throw EvaluationError(node, "unknown member '\(name)' of an enum case")
        case .object(let ref): return try UIKit.property(ref, name, node, self)
        case .environment(let env):
            switch name {
            case "container": return .container(env.containerSize)
            case "traitCollection": return .traits(env)
            default: throw EvaluationError(node, "NSCollectionLayoutEnvironment has no member '\(name)' cvsim knows")
            }
        case .container(let size):
            switch name {
            case "contentSize", "effectiveContentSize":
                note(node, "the container is \(Self.format(size.width))×\(Self.format(size.height)) pt")
                return .cgSize(size)
            case "contentInsets", "effectiveContentInsets": return .directionalInsets(.zero)
            default: throw EvaluationError(node, "NSCollectionLayoutContainer has no member '\(name)' cvsim knows")
            }
        case .traits(let env):
            switch name {
            case "horizontalSizeClass":
                note(node, "horizontalSizeClass is .\(env.horizontalSizeClass.rawValue)")
                return .sizeClass(env.horizontalSizeClass)
            case "verticalSizeClass":
                note(node, "verticalSizeClass is .\(env.verticalSizeClass.rawValue)")
                return .sizeClass(env.verticalSizeClass)
            case "preferredContentSizeCategory":
                note(node, "preferredContentSizeCategory is .\(env.contentSizeCategory.name)")
                return .category(env.contentSizeCategory)
            case "userInterfaceIdiom":
                let pad = env.horizontalSizeClass == .regular && env.verticalSizeClass == .regular
                note(node, "userInterfaceIdiom is .\(pad ? "pad" : "phone")")
                return .constant(pad ? "pad" : "phone")
            case "displayScale": return .double(3)
            default: throw EvaluationError(node, "UITraitCollection has no member '\(name)' cvsim knows")
            }
        case .listConfiguration(let list): return try UIKit.listProperty(list, name, node)
        case .category(let c):
            if name == "isAccessibilityCategory" { return .bool(c >= .accessibilityMedium) }
            throw EvaluationError(node, "UIContentSizeCategory has no member '\(name)' cvsim knows")
        case .constant("device"):
            // UIDevice.current: the simulated device, as its size classes say.
            let pad = device.horizontalSizeClass == .regular && device.verticalSizeClass == .regular
            switch name {
            case "userInterfaceIdiom":
                note(node, "UIDevice.current.userInterfaceIdiom is .\(pad ? "pad" : "phone")")
                return .constant(pad ? "pad" : "phone")
            case "orientation":
                let landscape = device.containerSize.width > device.containerSize.height
                note(node, "UIDevice.current.orientation is .\(landscape ? "landscapeLeft" : "portrait")")
                return .constant(landscape ? "landscapeLeft" : "portrait")
            default: throw EvaluationError(node, "'UIDevice.current.\(name)' is not known to cvsim")
            }
        case .constant(let orientation) where ["portrait", "landscapeLeft"].contains(orientation):
            switch name {
            case "isLandscape": return .bool(orientation == "landscapeLeft")
            case "isPortrait": return .bool(orientation == "portrait")
            default: throw EvaluationError(node, "UIDeviceOrientation has no member '\(name)' cvsim knows")
            }
        case .constant("safeAreaLayoutGuide"):
            // The view's bounds less the device's safe area (`layoutFrame`); a bar of the app is not counted.
            guard name == "layoutFrame" else { throw EvaluationError(node, "'safeAreaLayoutGuide.\(name)' is not known to cvsim (layoutFrame is)") }
            let (size, i) = (device.containerSize, device.safeAreaInsets)
            let frame = Rect(x: i.left, y: i.top, width: Swift.max(0, size.width - i.left - i.right), height: Swift.max(0, size.height - i.top - i.bottom))
            note(node, "safeAreaLayoutGuide.layoutFrame is the device's safe area, \(Self.format(frame.width))×\(Self.format(frame.height)) pt at \(Self.format(frame.minX)), \(Self.format(frame.minY))")
            return .cgRect(frame)
        case .constant(let snapshot) where snapshot.hasPrefix("snapshot "):
            let type = String(snapshot.dropFirst(9))
            switch name {
            case "sectionIdentifiers": return .array(try diffableSections(type, at: node))
            case "numberOfSections": return .int(try diffableSections(type, at: node).count)
            default: throw EvaluationError(node, "'\(name)' of a snapshot is not known to cvsim")
            }
        case .constant(let owner) where ["view", "collectionView", "tableView", "screen", "super"].contains(owner):
            switch name {
            case "bounds", "frame":
                let size = device.containerSize
                note(node, "\(owner).\(name) is the device's \(Self.format(size.width))×\(Self.format(size.height)) pt")
                return .cgRect(Rect(origin: .zero, size: size))
            case "traitCollection": return .traits(device)
            case "main": return .constant("screen")
            case "collectionViewLayout" where owner == "collectionView": return storyboardFlowLayout(at: node)
            case "safeAreaInsets" where owner != "screen":
                let i = device.safeAreaInsets
                note(node, "\(owner).safeAreaInsets are the device's \(Self.format(i.top)), \(Self.format(i.left)), \(Self.format(i.bottom)), \(Self.format(i.right)) pt (bars not counted)")
                return .edgeInsets(i)
            case "safeAreaLayoutGuide" where owner != "screen": return .constant("safeAreaLayoutGuide")
            case "contentInset" where owner == "collectionView":
                // UIKit's default; what the app sets on its views is not read.
                note(node, "collectionView.contentInset is zero (what the app sets at run time is not read)")
                return .edgeInsets(.zero)
            default: throw EvaluationError(node, "'\(owner).\(name)' is not known to cvsim")
            }
        case .cgSize(let s):
            switch name {
            case "width": return .double(s.width)
            case "height": return .double(s.height)
            default: break
            }
        case .cgPoint(let p):
            switch name {
            case "x": return .double(p.x)
            case "y": return .double(p.y)
            default: break
            }
        case .indexPath(let path):
            switch name {
            case "item", "row": return .int(path.item)
            case "section": return .int(path.section)
            default: break
            }
        case .cgRect(let r):
            switch name {
            case "width": return .double(r.width)
            case "height": return .double(r.height)
            case "size": return .cgSize(r.size)
            case "origin": return .cgPoint(r.origin)
            case "minX": return .double(r.minX)
            case "minY": return .double(r.minY)
            case "maxX": return .double(r.maxX)
            case "maxY": return .double(r.maxY)
            case "midX": return .double(r.midX)
            case "midY": return .double(r.midY)
            default: break
            }
        case .directionalInsets(let i):
            switch name {
            case "top": return .double(i.top)
            case "leading": return .double(i.leading)
            case "bottom": return .double(i.bottom)
            case "trailing": return .double(i.trailing)
            default: break
            }
        case .edgeInsets(let i):
            switch name {
            case "top": return .double(i.top)
            case "left": return .double(i.left)
            case "bottom": return .double(i.bottom)
            case "right": return .double(i.right)
            default: break
            }
        case .layoutSize(let s):
            switch name {
            case "widthDimension": return .dimension(s.width)
            case "heightDimension": return .dimension(s.height)
            default: break
            }
        case .dimension(let d):
            switch (name, d) {
            case ("dimension", .fractionalWidth(let v)), ("dimension", .fractionalHeight(let v)), ("dimension", .absolute(let v)),
                ("dimension", .estimated(let v)):
                return .double(v)
            case ("isFractionalWidth", _): if case .fractionalWidth = d { return .bool(true) } else { return .bool(false) }
            case ("isFractionalHeight", _): if case .fractionalHeight = d { return .bool(true) } else { return .bool(false) }
            case ("isAbsolute", _): if case .absolute = d { return .bool(true) } else { return .bool(false) }
            case ("isEstimated", _): if case .estimated = d { return .bool(true) } else { return .bool(false) }
            default: break
            }
        case .array(let values):
            switch name {
            case "count": return .int(values.count)
            case "isEmpty": return .bool(values.isEmpty)
            case "first": return values.first ?? .null
            case "last": return values.last ?? .null
            default: break
            }
        case .int(let n):
            switch name {
            case "isMultiple": break
            case "magnitude": return .int(Swift.abs(n))
            default: break
            }
        default:
            break
        }
        throw EvaluationError(node, "unknown member '\(name)' of \(value.kindName)")
    }

    /// The data's item count in `section`, as the collection view answers
    /// `numberOfItems(inSection:)`: while the layout asks its provider, the data's; before there
    /// is data (finding the sections the provider implies, probing section 0), one item, with a
    /// notice naming the assumption.
    func itemCount(inSection section: Int, at node: some SyntaxProtocol) throws(EvaluationError) -> Int {
        readItemCounts = true
        guard let itemCounts else {
            notice(node, "collectionView.numberOfItems(inSection:) is the data's count: asked before the data is laid out, it is taken as 1")
            return 1
        }
        guard itemCounts.indices.contains(section) else {
            throw EvaluationError(node, "numberOfItems(inSection: \(section)): the data has \(itemCounts.count) sections (UIKit raises here)")
        }
        return itemCounts[section]
    }

    func method(of value: Value, _ name: String, _ args: [Argument], _ node: FunctionCallExprSyntax, _ ctx: Context) throws(EvaluationError) -> Value {
        // `(0..<n).map { … }`: a range's methods are its elements'.
        if case .range = value { return try method(of: try elements(of: value, node), name, args, node, ctx) }
        if case .record(let r) = value {
            if let field = try r.field(name, self) { return try apply(field, args, node) }
            // A method of the project's type, with `self` the value, so that it reads its fields.
            if let functions = r.type.functions[name] { return try invokeOverload(functions, owner: r.type, args, node, self: value) }
            return try method(of: .instance(r.type), name, args, node, ctx)
        }
        if case .enumCase(let typeName, _, _) = value, let type = program.types[typeName], let functions = type.functions[name] {
            return try invokeOverload(functions, owner: type, args, node, self: value)
        }
        switch value {
        case .constant("collectionView") where name == "numberOfItems" && args.count == 1 && args[0].label == "inSection":
            guard case .int(let section) = args[0].value else { throw EvaluationError(node, "numberOfItems(inSection:) takes an Int") }
            return .int(try itemCount(inSection: section, at: node))
        case .constant(let diffable) where diffable.hasPrefix("diffable "):
            let type = String(diffable.dropFirst(9))
            switch name {
            case "snapshot" where args.isEmpty: return .constant("snapshot \(type)")
            case "sectionIdentifier" where args.count == 1 && args[0].label == "for":
                guard case .int(let index) = args[0].value else { throw EvaluationError(node, "sectionIdentifier(for:) takes an Int") }
                let sections = try diffableSections(type, at: node)
                return sections.indices.contains(index) ? sections[index] : .null
            default: throw EvaluationError(node, "'\(name)' of a diffable data source is not known to cvsim")
            }
        case .constant("super"):
            // `super.prepare()`, `super.init()`: UIKit's own part, which the layout object's defaults are.
            return .void
        case .instance(let type):
            guard let functions = type.functions[name] else { throw EvaluationError(node, "\(type.name) has no function '\(name)' in \(searched)") }
            return try invokeOverload(functions, owner: type, args, node)
        case .int(let n) where name == "isMultiple" && args.first?.label == "of":
            guard case .int(let m) = args[0].value, m != 0 else { throw EvaluationError(node, "isMultiple(of:) needs a non-zero Int") }
            return .bool(n % m == 0)
        case .int, .double:
            let x = try double(value, node)
            switch name {
            case "rounded" where args.isEmpty: return .double(x.rounded())
            case "rounded" where args.count == 1:
                guard case .member(let rule, nil) = args[0].value else { break }
                switch rule {
                case "down": return .double(x.rounded(.down))
                case "up": return .double(x.rounded(.up))
                case "towardZero": return .double(x.rounded(.towardZero))
                default: return .double(x.rounded())
                }
            default: break
            }
        case .array(let values) where name == "contains" && args.count == 1:
            for v in values where try equal(v, args[0].value, node) { return .bool(true) }
            return .bool(false)
        case .array(let values) where (name == "map" || name == "compactMap" || name == "filter") && args.count == 1:
            var out: [Value] = []
            for v in values {
                try step(node)
                let r = try apply(args[0].value, [Argument(label: nil, value: v, node: Syntax(node))], node)
                switch name {
                case "map": out.append(r)
                case "compactMap": if case .null = r {} else { out.append(r) }
                default: if try truth(r, node) { out.append(v) }
                }
            }
            return .array(out)
        case .array(let values) where name == "reduce" && args.count == 2:
            var result = args[0].value
            for v in values {
                try step(node)
                result = try apply(args[1].value, [Argument(label: nil, value: result, node: args[0].node), Argument(label: nil, value: v, node: Syntax(node))], node)
            }
            return result
        case .array(let values) where ["max", "min"].contains(name) && args.isEmpty:
            var best: Value?
            for v in values {
                guard let b = best else { best = v; continue }
                let (x, y) = (try double(v, node), try double(b, node))
                if name == "max" ? x > y : x < y { best = v }
            }
            return best ?? .null
        case .array(let values) where name == "enumerated" && args.isEmpty:
            return .array(values.enumerated().map { .tuple([.int($0.offset), $0.element]) })
        case .object where name == "then" && args.count == 1:
            // The Then library's `object.then { $0.x = … }`: the closure sets the object's
            // properties, and the object is the value.
            _ = try apply(args[0].value, [Argument(label: nil, value: value, node: args[0].node)], node)
            return value
        case .object(let ref):
            return try UIKit.method(ref, name, args, node, self)
        case .closure, .function:
            break
        case .traits, .environment, .container, .cgSize, .cgRect, .cgPoint, .directionalInsets, .edgeInsets:
            // `traitCollection.isIpad()`: a method of UIKit's type that is the app's own extension.
            var error = EvaluationError(
                node, "unknown call '\(name)' on \(value.kindName): not one of UIKit's; an extension of \(value.kindName) \(searched == "this file" ? "in a file not read" : "outside the project read (another module)") declares it, most likely")
            error.isUnknownName = true
            throw error
        default:
            break
        }
        throw EvaluationError(node, "unknown call '\(name)' on \(value.kindName)")
    }

    /// A static member of a type: an enum case of the file, a static property or function, an
    /// initializer, or one of UIKit's.
    func staticMember(_ type: String, _ name: String, _ args: [Argument]?, _ node: some SyntaxProtocol, _ ctx: Context) throws(EvaluationError) -> Value {
        if name == "init", let args, program.isFlowLayoutSubclass(type) { return try flowLayoutSubclass(type, args, node) }
        if let info = program.types[type] {
            try useInferred(info, at: node)
            if name == "init", info.isEnum, let args, args.count == 1, args[0].label == "rawValue" {
                readEnum(type)
                let raw = args[0].value
                for c in info.cases {
                    if let r = c.raw, try equal(r, raw, node) { return .enumCase(type: type, name: c.name, raw: r) }
                }
                return .null
            }
            if name == "allCases", info.isEnum, args == nil {
                readEnum(type)
                return .array(info.cases.map { .enumCase(type: type, name: $0.name, raw: $0.raw) })
            }
            if let c = info.enumCase(named: name), args == nil { return c }
            if let binding = info.properties[name] {
                let v = try property(binding, of: info, named: name, at: node)
                return args == nil ? v : try apply(v, args!, node)
            }
            if let functions = info.functions[name] {
                guard let args else { return .function(functions[0], owner: info) }
                return try invokeOverload(functions, owner: info, args, node)
            }
            // An extension of one of UIKit's types adds to it: the rest is UIKit's.
            if !UIKit.isType(type) {
                var error = EvaluationError(node, "\(type) has no member '\(name)' in \(searched)")
                error.isUnknownName = true
                throw error
            }
        }
        if type == "UIDevice", name == "current", args == nil { return .constant("device") }
        return try UIKit.staticMember(type, name, args, node, self)
    }

    /// A new `UICollectionViewFlowLayout` subclass of the project (`CardFlowLayout()`): UIKit's
    /// defaults, then what its `init()` and `prepare()` set (`itemSize = …`, with `self` the
    /// layout and `collectionView` the simulated one). An override that places the cells itself
    /// (`layoutAttributesForElements(in:)`) is not run: a notice says so.
    func flowLayoutSubclass(_ type: String, _ args: [Argument], _ node: some SyntaxProtocol) throws(EvaluationError) -> Value {
        let ref = UIKit.defaultFlowLayout(at: Syntax(node))
        let instance = Value.object(ref)
        // The project's classes from UICollectionViewFlowLayout down to `type`, so that a subclass's
        // prepare() runs after its superclass's (as `super.prepare()` does first).
        var chain: [TypeInfo] = []
        var current: String? = type
        while let name = current, name != "UICollectionViewFlowLayout", let info = program.types[name], !chain.contains(where: { $0 === info }) {
            chain.insert(info, at: 0)
            current = info.superclass
        }
        for info in chain {
            if let initializer = info.classDecl?.memberBlock.members.lazy.compactMap({ $0.decl.as(InitializerDeclSyntax.self) })
                .first(where: { i in i.signature.parameterClause.parameters.count == args.count && i.optionalMark == nil }),
                let body = initializer.body
            {
                let ctx = Context(scope: Scope(parent: nil), owner: info)
                ctx.scope.declare("self", instance)
                _ = try run(Array(body.statements), ctx)
            }
        }
        for info in chain {
            if let prepare = info.functions["prepare"]?.first(where: { $0.signature.parameterClause.parameters.isEmpty }) {
                _ = try invoke(prepare, owner: info, [], at: node, self: instance)
            }
            for placing in ["layoutAttributesForElements", "layoutAttributesForItem"] where info.functions[placing] != nil {
                let f = info.functions[placing]![0]
                if !notices.contains(where: { $0.0 == Syntax(f.name) }) {
                    notices.append(
                        (Syntax(f.name), "\(info.name) overrides \(placing)(…), which cvsim does not run: the cells are where UICollectionViewFlowLayout puts them"))
                }
            }
        }
        return instance
    }

    // MARK: - Types

    /// `value` as the type named `type`: an implicit member (`.fractionalWidth(1)`, `.init(…)`)
    /// becomes that type's; an Int becomes a CGFloat where one is expected.
    func coerce(_ value: Value, to type: String?, _ node: some SyntaxProtocol) throws(EvaluationError) -> Value {
        guard let type else { return value }
        switch value {
        case .member(let name, let args):
            if UIKit.isType(type) || program.types[type] != nil {
                return try staticMember(type, name, args, node, Context(scope: Scope(parent: nil), owner: nil))
            }
            return value
        case .int(let n) where ["CGFloat", "Double", "Float"].contains(type):
            // `let fraction: CGFloat = 1 / 3` divides in CGFloat, as Swift infers it: not 0.
            return .double(Self.literalArithmetic(Syntax(node)) ?? Double(n))
        case .double(let d) where type == "Int":
            guard d.isFinite, Swift.abs(d) < 1e15 else { throw EvaluationError(node, "\(d) does not fit an Int") }
            return .int(Int(d))
        case .array(let values) where type.hasPrefix("[") && type.hasSuffix("]"):
            let element = String(type.dropFirst().dropLast())
            var out: [Value] = []
            for v in values { out.append(try coerce(v, to: element, node)) }
            return .array(out)
        default:
            return value
        }
    }

    /// `value` made like `existing` (a CGFloat variable assigned an Int stays a CGFloat).
    func coerceLike(_ value: Value, _ existing: Value, _ node: some SyntaxProtocol) throws(EvaluationError) -> Value {
        if case .double = existing, case .int(let n) = value { return .double(Double(n)) }
        return value
    }

    static func format(_ value: Double) -> String {
        value.wholeOrDecimalText
    }
}
