import SwiftSyntax

/// Finds the functions, properties and closures of a file that build a layout, and evaluates one.
enum LayoutFinder {
    static let layoutTypes: Set<String> = ["UICollectionViewLayout", "UICollectionViewCompositionalLayout", "UICollectionViewFlowLayout"]
    static let sectionType = "NSCollectionLayoutSection"

    // MARK: - Finding

    static func find(in tree: SourceFileSyntax, program: Program) -> [LayoutCandidate] {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var found: [(LayoutCandidate, use: ExprSyntax?)] = []
        let visitor = DeclarationVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        for decl in visitor.declarations {
            guard let (name, kind, use) = classify(decl) else { continue }
            // A layout made on a tap (`didSelectItemAt`, an `@objc` or `@IBAction` handler, a
            // segue's `prepare(for:sender:)`) is handed to the screen pushed next, not this one.
            if kind == .host, let f = decl.as(FunctionDeclSyntax.self), isEventHandler(f) { continue }
            let owner = program.owner(of: decl)
            let token = nameToken(decl)
            let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            let candidate = LayoutCandidate(
                name: name, qualifiedName: owner.map { "\($0.name).\(name)" } ?? name, kind: kind, line: location.line,
                column: location.column, node: decl)
            found.append((candidate, use))
        }
        // A collection view given another candidate's layout (`collectionViewLayout: createLayout()`) is no layout of its own —
        // unless that candidate is a stored layout object the installing code configures (`let layout =
        // UICollectionViewFlowLayout()`, then in `viewDidLoad` `layout.itemSize = …` and `collectionView.collectionViewLayout =
        // layout`): that code is the layout, and the property alone only UIKit's defaults.
        let names = Set(found.filter { $0.0.kind != .host }.map(\.0.name))
        let storedLayouts = Set(found.filter { $0.0.kind == .layout && isStoredObject($0.0.node) }.map(\.0.name))
        let configured = Set(found.compactMap { candidate, use -> String? in
            guard candidate.kind == .host, let use, let root = calledName(use), storedLayouts.contains(root), configures(candidate.node, root) else { return nil }
            return root
        })
        var candidates = found.compactMap { candidate, use -> LayoutCandidate? in
            if candidate.kind == .host, let use, let root = calledName(use), names.contains(root), !configured.contains(root) { return nil }
            if candidate.kind == .layout, configured.contains(candidate.name), isStoredObject(candidate.node) { return nil }
            return candidate
        }
        // A UICollectionViewFlowLayout subclass of the file is a layout of its own (`CardFlowLayout()`).
        for type in program.types.values.sorted(by: { $0.name < $1.name }) {
            guard let decl = type.classDecl, decl.root.id == tree.id, program.isFlowLayoutSubclass(type.name) else { continue }
            let location = converter.location(for: decl.name.positionAfterSkippingLeadingTrivia)
            candidates.append(
                LayoutCandidate(name: type.name, qualifiedName: type.name, kind: .layout, line: location.line, column: location.column, node: Syntax(decl)))
        }
        candidates.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return candidates.isEmpty ? assumedFlowLayouts(in: tree, program: program, converter) : candidates
    }

    /// Whether `f` runs on a user's action rather than to show its own screen: a delegate's
    /// selection method (`collectionView(_:didSelectItemAt:)`, `tableView(_:didSelectRowAt:)`), an
    /// `@objc` or `@IBAction` method, or a segue's `prepare(for:sender:)`.
    static func isEventHandler(_ f: FunctionDeclSyntax) -> Bool {
        if f.attributes.contains(where: { ["objc", "IBAction"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "") }) {
            return true
        }
        if f.name.text == "prepare", f.signature.parameterClause.parameters.first?.firstName.text == "for" { return true }
        return f.signature.parameterClause.parameters.contains { p in
            ["didSelectItemAt", "didSelectRowAt", "didDeselectItemAt", "didDeselectRowAt"].contains(p.firstName.text)
        }
    }

    /// The types of the file whose `UICollectionViewDelegateFlowLayout` methods size a flow layout
    /// the code never builds (a storyboard's or a nib's), in file order: one candidate each, at
    /// its first such method.
    private static func assumedFlowLayouts(in tree: SourceFileSyntax, program: Program, _ converter: SourceLocationConverter) -> [LayoutCandidate] {
        let found = program.types.values.compactMap { type -> (TypeInfo, FunctionDeclSyntax)? in
            let own = SwiftFlowDelegate.methods(type).values.filter { $0.root.id == tree.id }
            guard let first = own.min(by: { $0.position < $1.position }) else { return nil }
            return (type, first)
        }
        return found.sorted { $0.1.position < $1.1.position }.map { type, method in
            let location = converter.location(for: method.name.positionAfterSkippingLeadingTrivia)
            return LayoutCandidate(
                name: assumedFlowName, qualifiedName: "\(type.name).\(assumedFlowName)", kind: .assumedFlow, line: location.line,
                column: location.column, node: Syntax(method))
        }
    }

    /// Whether `statements` cast the collection view's layout — the one a storyboard or nib made,
    /// `collectionView.collectionViewLayout` or a `UICollectionViewController`'s own
    /// `collectionViewLayout` (not a delegate method's parameter of that name) — to a
    /// `UICollectionViewFlowLayout`, and set something of it.
    static func configuresStoryboardLayout(_ statements: CodeBlockItemListSyntax, parameters: Set<String>) -> Bool {
        let casts = storyboardCasts(in: Syntax(statements), parameters: parameters)
        let outlets = flowLayoutOutlets(in: statements.root).subtracting(parameters)
        guard !casts.isEmpty || !outlets.isEmpty else { return false }
        // What is set: a property of the cast (`(… as? UICollectionViewFlowLayout)?.itemSize = …`)
        // or of the variable bound to it — not only `invalidateLayout()` on a rotation.
        final class Assignments: SyntaxVisitor {
            var roots: Set<String> = []
            var castSet = false
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let e = Array(node.elements)
                guard e.count == 3, e[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
                var target = e[0]
                while true {
                    if let m = target.as(MemberAccessExprSyntax.self), let base = m.base { target = base }
                    else if let o = target.as(OptionalChainingExprSyntax.self) { target = o.expression }
                    else if let f = target.as(ForceUnwrapExprSyntax.self) { target = f.expression }
                    else { break }
                }
                if let r = target.as(DeclReferenceExprSyntax.self) { roots.insert(r.baseName.text) }
                if target.is(TupleExprSyntax.self) { castSet = true }
                // `self.flowLayout.itemSize = …`: the property of self.
                var member = e[0]
                while let m = member.as(MemberAccessExprSyntax.self), let base = m.base {
                    if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { roots.insert(m.declName.baseName.text) }
                    member = base
                }
                return .visitChildren
            }
        }
        let assignments = Assignments(viewMode: .sourceAccurate)
        assignments.walk(statements)
        if assignments.castSet { return true }
        return casts.compactMap(\.variable).contains { assignments.roots.contains($0) } || !assignments.roots.isDisjoint(with: outlets)
    }

    /// Whether `binding` is an outlet to the flow layout a storyboard or nib makes
    /// (`@IBOutlet var flowLayout: UICollectionViewFlowLayout!`, no value of its own).
    static func isFlowLayoutOutlet(_ binding: PatternBindingSyntax) -> Bool {
        guard binding.initializer == nil, Interpreter.isStored(binding), let type = binding.typeAnnotation?.type,
            Interpreter.typeName(type) == "UICollectionViewFlowLayout",
            let decl = binding.parent?.parent?.as(VariableDeclSyntax.self)
        else { return false }
        return decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
    }

    /// The names of the file's outlets to a storyboard's flow layout (`isFlowLayoutOutlet`).
    ///
    /// - Complexity: O(the file's nodes).
    static func flowLayoutOutlets(in root: Syntax) -> Set<String> {
        final class Outlets: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if LayoutFinder.isFlowLayoutOutlet(node), let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                return .skipChildren
            }
        }
        let visitor = Outlets(viewMode: .sourceAccurate)
        visitor.walk(root)
        return visitor.names
    }

    /// The casts of the storyboard's layout in `node`, with the variable each is bound to.
    static func storyboardCasts(in node: Syntax, parameters: Set<String>) -> [(node: Syntax, variable: String?)] {
        final class Casts: SyntaxVisitor {
            var found: [(node: Syntax, variable: String?)] = []
            var parameters: Set<String> = []
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let e = Array(node.elements)
                for i in e.indices.dropFirst() where e[i].is(UnresolvedAsExprSyntax.self) && i + 1 < e.count {
                    guard let type = e[i + 1].as(TypeExprSyntax.self), Interpreter.typeName(type.type) == "UICollectionViewFlowLayout",
                        LayoutFinder.isStoryboardLayout(e[i - 1], parameters: parameters)
                    else { continue }
                    found.append((Syntax(node), LayoutFinder.boundName(of: Syntax(node))))
                }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let visitor = Casts(viewMode: .sourceAccurate)
        visitor.parameters = parameters
        visitor.walk(node)
        return visitor.found
    }

    /// `collectionView.collectionViewLayout`, `self.photosCollectionView?.collectionViewLayout`, or
    /// a bare `collectionViewLayout` that is not a parameter.
    static func isStoryboardLayout(_ expr: ExprSyntax, parameters: Set<String>) -> Bool {
        if let r = expr.as(DeclReferenceExprSyntax.self) {
            return r.baseName.text == "collectionViewLayout" && !parameters.contains("collectionViewLayout")
        }
        if let m = expr.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "collectionViewLayout" {
            guard let base = m.base else { return false }
            if let r = base.as(DeclReferenceExprSyntax.self), r.baseName.text == "self" { return !parameters.contains("collectionViewLayout") }
            // Any collection view's (`galleryView.collectionViewLayout`: outlets have the app's names).
            return true
        }
        return false
    }

    /// The variable `let x = …`, `if let x = …` or `guard let x = …` binds `node` to.
    static func boundName(of node: Syntax) -> String? {
        var current = node.parent
        while let n = current, n.is(InitializerClauseSyntax.self) || n.is(ExprSyntax.self) { current = n.parent }
        guard let n = current else { return nil }
        if let binding = n.as(PatternBindingSyntax.self) { return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        if let binding = n.as(OptionalBindingConditionSyntax.self) { return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        return nil
    }

    /// Runs what `function` does to the storyboard's flow layout — the statements that cast it,
    /// those that set what the casts are bound to, and those these depend on — and gives the
    /// layout.
    static func evaluateStoryboardFlow(_ decl: Syntax, owner: TypeInfo?, _ it: Interpreter) throws(EvaluationError) -> Value {
        guard let f = decl.as(FunctionDeclSyntax.self), let body = f.body else { throw EvaluationError(decl, "this declaration is not evaluated") }
        let parameters = f.parameterNames
        let items = Array(body.statements)
        let outlets = flowLayoutOutlets(in: decl.root).subtracting(parameters)
        var seeds: Set<Int> = []
        var needed: Set<String> = []
        for (i, item) in items.enumerated() {
            let casts = storyboardCasts(in: Syntax(item), parameters: parameters)
            if let root = rootName(item), outlets.contains(root) {
                seeds.insert(i)
                continue
            }
            guard !casts.isEmpty else { continue }
            seeds.insert(i)
            needed.formUnion(casts.compactMap(\.variable))
        }
        var chosen: [CodeBlockItemSyntax] = []
        for (i, item) in items.enumerated().reversed() {
            let include: Bool
            if seeds.contains(i) {
                include = true
            } else if case let defines = declaredNames(item), !defines.isEmpty {
                include = !defines.isDisjoint(with: needed)
            } else if let root = rootName(item) {
                include = needed.contains(root) && !deviceViews.contains(root)
            } else {
                include = false
            }
            if include {
                chosen.append(item)
                needed.formUnion(names(in: Syntax(item)))
            }
        }
        let ctx = Context(scope: Scope(parent: nil), owner: owner)
        _ = try it.run(chosen.reversed(), ctx)
        it.originNotices.append(
            (decl, "the collection view's flow layout is the storyboard's or nib's (UIKit's defaults: 50×50 items, spacings 10) as \(f.name.text)() configures it"))
        return it.storyboardFlowLayout(at: decl)
    }

    /// The name of a flow layout assumed from a type's delegate methods (`--layout-function`).
    static let assumedFlowName = "UICollectionViewDelegateFlowLayout"

    /// `createLayout` of `createLayout()`, `self.createLayout()`, `layout`, `self.layout`.
    /// Whether `decl` is a stored property that holds one layout object (`let layout =
    /// UICollectionViewFlowLayout()`), not a computed or lazy one that builds it.
    private static func isStoredObject(_ decl: Syntax) -> Bool {
        guard let b = decl.as(PatternBindingSyntax.self), b.accessorBlock == nil, let value = b.initializer?.value,
            let variable = b.parent?.parent?.as(VariableDeclSyntax.self),
            !variable.modifiers.contains(where: { ["lazy", "static", "class"].contains($0.name.text) })
        else { return false }
        return value.is(FunctionCallExprSyntax.self)
    }

    /// Whether `decl` sets a property of `name` (`layout.itemSize = …`, `self.layout.sectionInset = …`).
    private static func configures(_ decl: Syntax, _ name: String) -> Bool {
        final class Assignments: SyntaxVisitor {
            let name: String
            var found = false
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let e = Array(node.elements)
                guard e.count == 3, e[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
                // The names of the target from its root: `layout.itemSize`, `self.layout.sectionInset`.
                var path: [String] = []
                var target = e[0]
                while let m = target.as(MemberAccessExprSyntax.self), let base = m.base {
                    path.insert(m.declName.baseName.text, at: 0)
                    target = base
                }
                guard let root = target.as(DeclReferenceExprSyntax.self)?.baseName.text else { return .visitChildren }
                // `self.layout.itemSize`: the path from `layout` on.
                if root != "self" { path.insert(root, at: 0) }
                if path.count >= 2, path[0] == name { found = true }
                return .visitChildren
            }
        }
        let visitor = Assignments(name)
        visitor.walk(decl)
        return visitor.found
    }

    static func calledName(_ expr: ExprSyntax) -> String? {
        var e = expr
        if let call = e.as(FunctionCallExprSyntax.self), call.trailingClosure == nil { e = call.calledExpression }
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text == "self" || base.baseName.text.first?.isUppercase == true
        {
            return m.declName.baseName.text
        }
        return nil
    }

    private final class DeclarationVisitor: SyntaxVisitor {
        var declarations: [Syntax] = []
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            declarations.append(Syntax(node))
            return .skipChildren
        }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            declarations.append(Syntax(node))
            return .skipChildren
        }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            declarations.append(Syntax(node))
            return .skipChildren
        }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            CompilationConditions.isActive(node) ? .visitChildren : .skipChildren
        }
    }

    private static func nameToken(_ decl: Syntax) -> TokenSyntax {
        if let f = decl.as(FunctionDeclSyntax.self) { return f.name }
        if let i = decl.as(InitializerDeclSyntax.self) { return i.initKeyword }
        if let b = decl.as(PatternBindingSyntax.self), let p = b.pattern.as(IdentifierPatternSyntax.self) { return p.identifier }
        return decl.firstToken(viewMode: .sourceAccurate)!
    }

    private static func classify(_ decl: Syntax) -> (String, LayoutCandidate.Kind, ExprSyntax?)? {
        if let f = decl.as(FunctionDeclSyntax.self), let body = f.body {
            let type = f.signature.returnClause.map { Interpreter.typeName($0.type) }
            if let type, layoutTypes.contains(type) { return (f.name.text, .layout, nil) }
            if type == sectionType { return (f.name.text, .section, nil) }
            if let use = layoutUse(in: Syntax(body)) { return (f.name.text, .host, use.expr) }
            let parameters = f.parameterNames
            if configuresStoryboardLayout(body.statements, parameters: parameters) { return (f.name.text, .storyboardFlow, nil) }
            return nil
        }
        if let i = decl.as(InitializerDeclSyntax.self), let body = i.body, let use = layoutUse(in: Syntax(body)) {
            return ("init", .host, use.expr)
        }
        if let b = decl.as(PatternBindingSyntax.self), let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            // An outlet to the storyboard's layout builds none: the functions that configure it are the candidates.
            if isFlowLayoutOutlet(b) { return nil }
            let type = b.typeAnnotation.map { Interpreter.typeName($0.type) }
            // A stored property with no value of its own (`var flowLayout: UICollectionViewFlowLayout`,
            // set in `init`) builds nothing: the code that sets it is the candidate.
            if b.initializer == nil, b.accessorBlock == nil, let type, layoutTypes.contains(type) { return nil }
            if let type, layoutTypes.contains(type) { return (name, .layout, nil) }
            if type == sectionType { return (name, .section, nil) }
            if let value = b.initializer?.value {
                if let call = value.as(FunctionCallExprSyntax.self), buildsLayout(call.calledExpression) {
                    return (name, .layout, nil)
                }
                if let use = layoutUse(in: Syntax(value)) { return (name, .host, use.expr) }
            }
            if let accessors = b.accessorBlock, let use = layoutUse(in: Syntax(accessors)) { return (name, .host, use.expr) }
        }
        return nil
    }

    /// `UICollectionViewCompositionalLayout(…)`, `UICollectionViewFlowLayout()` or
    /// `UICollectionViewCompositionalLayout.list(using:)`.
    private static func buildsLayout(_ callee: ExprSyntax) -> Bool {
        if let r = callee.as(DeclReferenceExprSyntax.self) {
            return ["UICollectionViewCompositionalLayout", "UICollectionViewFlowLayout"].contains(r.baseName.text)
        }
        if let m = callee.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self) {
            return base.baseName.text == "UICollectionViewCompositionalLayout" && ["init", "list"].contains(m.declName.baseName.text)
        }
        return false
    }

    /// Where a layout is handed to a collection view: the call (or assignment) and the layout's expression.
    struct LayoutUse {
        var call: Syntax
        var expr: ExprSyntax
        /// `setCollectionViewLayout(_:animated:)`, which installs a layout after the collection view has one.
        var isSet: Bool
    }

    /// Where a layout is handed to a collection view inside `node`: the first place.
    static func layoutUse(in node: Syntax) -> LayoutUse? { layoutUses(in: node, all: false).first }

    /// Every place inside `node` where a layout is handed to a collection view
    /// (`UICollectionView(frame:collectionViewLayout:)`, `super.init(collectionViewLayout:)`,
    /// `collectionViewLayout = …`, `setCollectionViewLayout(_:animated:)`, a library's `layout:`),
    /// in file order.
    static func layoutUses(in node: Syntax, all: Bool = true) -> [LayoutUse] {
        final class Finder: SyntaxVisitor {
            var found: [LayoutUse] = []
            var all = true
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard all || found.isEmpty else { return .skipChildren }
                if let argument = node.arguments.first(where: { $0.label?.text == "collectionViewLayout" }) {
                    found.append(LayoutUse(call: Syntax(node), expr: argument.expression, isSet: false))
                    return all ? .visitChildren : .skipChildren
                }
                if let callee = node.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "setCollectionViewLayout",
                    let first = node.arguments.first
                {
                    found.append(LayoutUse(call: Syntax(node), expr: first.expression, isSet: true))
                    return all ? .visitChildren : .skipChildren
                }
                // A library that makes the collection view's layout its own (`CollectionViewDriver(view:
                // collectionView, layout: layout, …)`): handed a variable or a builder's result.
                // Not a delegate method's call (`self.collectionView(collectionView, layout:
                // collectionViewLayout, minimumInteritemSpacingForSectionAt: …)`), nor a parameter passed on.
                if let argument = node.arguments.first(where: { $0.label?.text == "layout" }),
                    LayoutFinder.calledName(node.calledExpression) != "collectionView",
                    argument.expression.is(FunctionCallExprSyntax.self)
                        || argument.expression.as(DeclReferenceExprSyntax.self).map({ !LayoutFinder.isParameter($0) }) == true
                {
                    found.append(LayoutUse(call: Syntax(node), expr: argument.expression, isSet: false))
                    return all ? .visitChildren : .skipChildren
                }
                return .visitChildren
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                guard all || found.isEmpty else { return .skipChildren }
                let elements = Array(node.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                    let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "collectionViewLayout"
                {
                    found.append(LayoutUse(call: Syntax(node), expr: elements[2], isSet: false))
                    return all ? .visitChildren : .skipChildren
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.all = all
        finder.walk(node)
        return finder.found
    }

    /// Whether `reference` names a parameter of the function, initializer or closure it is in.
    static func isParameter(_ reference: DeclReferenceExprSyntax) -> Bool {
        let name = reference.baseName.text
        var current = reference.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) { return f.parameterNames.contains(name) }
            if let i = n.as(InitializerDeclSyntax.self) {
                return i.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            current = n.parent
        }
        return false
    }

    /// The layout function a use installs (`createLayout` of `collectionViewLayout: createLayout()`,
    /// or of `let layout = createLayout()` before `collectionViewLayout = layout`), and the call.
    static func installed(_ use: LayoutUse) -> (name: String, call: FunctionCallExprSyntax?)? {
        // A local variable holding the layout first: its initializer in the blocks around the use.
        if let variable = use.expr.as(DeclReferenceExprSyntax.self)?.baseName.text, let local = localInitializer(of: variable, around: use) {
            return local
        }
        if let name = calledName(use.expr) { return (name, use.expr.as(FunctionCallExprSyntax.self)) }
        if let call = use.expr.as(FunctionCallExprSyntax.self), let name = calledName(call.calledExpression) { return (name, call) }
        return nil
    }

    /// The layout function `let variable = createLayout(…)` calls, in the blocks around `use`.
    private static func localInitializer(of variable: String, around use: LayoutUse) -> (name: String, call: FunctionCallExprSyntax?)? {
        var current: Syntax? = use.call.parent
        while let n = current {
            if let list = n.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    guard case .decl(let decl) = item.item, let v = decl.as(VariableDeclSyntax.self) else { continue }
                    for b in v.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable {
                        guard let value = b.initializer?.value else { continue }
                        if let name = calledName(value) { return (name, value.as(FunctionCallExprSyntax.self)) }
                        if let call = value.as(FunctionCallExprSyntax.self), let name = calledName(call.calledExpression) { return (name, call) }
                    }
                }
            }
            current = n.parent
        }
        return nil
    }

    // MARK: - Evaluating

    /// The names of the functions called inside `node` (`makeItem` of `makeItem()` and `self.makeItem()`).
    static func calledNames(in node: Syntax) -> Set<String> {
        final class Calls: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let r = node.calledExpression.as(DeclReferenceExprSyntax.self) { names.insert(r.baseName.text) }
                if let m = node.calledExpression.as(MemberAccessExprSyntax.self) { names.insert(m.declName.baseName.text) }
                return .visitChildren
            }
        }
        let visitor = Calls(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.names
    }

    /// The function, initializer or property whose code `node` is in.
    static func enclosingDeclaration(_ node: Syntax) -> Syntax? {
        var current = node.parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(PatternBindingSyntax.self) { return n }
            current = n.parent
        }
        return nil
    }

    static func evaluate(_ candidate: LayoutCandidate, _ it: Interpreter, source: SwiftLayoutSource) throws(EvaluationError) -> Value {
        let owner = it.program.owner(of: candidate.node)
        let node = candidate.node
        if candidate.kind == .host {
            return try evaluateHost(node, owner: owner, it)
        }
        if let decl = node.as(ClassDeclSyntax.self) {
            return try it.flowLayoutSubclass(decl.name.text, [], decl.name)
        }
        if candidate.kind == .storyboardFlow {
            return try evaluateStoryboardFlow(node, owner: owner, it)
        }
        if candidate.kind == .assumedFlow, let owner,
            let configuring = owner.functions.values.joined().first(where: { f in
                f.body.map { body in
                    configuresStoryboardLayout(body.statements, parameters: f.parameterNames)
                } ?? false
            })
        {
            // The delegate's type configures the storyboard's layout in another file (`viewDidLoad`).
            return try evaluateStoryboardFlow(Syntax(configuring), owner: owner, it)
        }
        if candidate.kind == .assumedFlow {
            it.originNotices.append(
                (node, "no layout object is built in code (a storyboard or nib makes it): a UICollectionViewFlowLayout with UIKit's defaults (50×50 items, spacings 10) is assumed, sized by \(owner?.name ?? "the type")'s UICollectionViewDelegateFlowLayout methods"))
            return .object(UIKit.defaultFlowLayout(at: node))
        }
        if let f = node.as(FunctionDeclSyntax.self) {
            let parameters = f.signature.parameterClause.parameters
            // A builder with parameters takes the arguments of the first call that installs it
            // whose arguments can be evaluated (`createLayout(for: view.frame.size)` in
            // `viewDidLoad`, not `createLayout(for: size)` in `viewWillTransition(to:with:)`).
            if !parameters.isEmpty {
                var firstError: EvaluationError?
                for installation in source.installations(of: candidate) where !(installation.call?.arguments.isEmpty ?? true) {
                    guard let host = enclosingDeclaration(installation.use.call) else { continue }
                    do throws(EvaluationError) {
                        return try evaluateHost(host, owner: it.program.owner(of: host), it, use: installation.use)
                    } catch {
                        firstError = firstError ?? error
                    }
                }
                if let firstError { throw firstError }
            }
            // A function with a section provider's parameters (`func layout(_ sectionIndex: Int,
            // _ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection`) is the
            // provider of a compositional layout, asked per data section as UIKit asks it.
            if isSectionProvider(f) {
                let ref = Ref(.compositional, node: Syntax(f.name))
                ref.provider = .function(f, owner: owner)
                let label = requiredParameters(f).first.map { $0.firstName.text == "_" ? "" : "\($0.firstName.text): " } ?? ""
                let shape =
                    requiredParameters(f).count == 1
                    ? "takes a section index alone and gives a section: it is shown as UICollectionViewCompositionalLayout { index, _ in \(f.name.text)(\(label)index) }, as the app's provider would call it"
                    : "has a section provider's parameters (Int, NSCollectionLayoutEnvironment): it is shown as UICollectionViewCompositionalLayout(sectionProvider: \(f.name.text))"
                it.originNotices.append((Syntax(f.name), "'\(f.name.text)' \(shape)"))
                return .object(ref)
            }
            // A layout environment is the device's, a collection view the simulated one; a
            // parameter with a default takes it.
            var arguments: [Argument] = []
            for p in parameters where p.defaultValue == nil {
                let label = p.firstName.text == "_" ? nil : p.firstName.text
                switch Interpreter.typeName(p.type) {
                case "NSCollectionLayoutEnvironment":
                    arguments.append(Argument(label: label, value: .environment(it.device), node: Syntax(p)))
                    continue
                case "UICollectionView":
                    arguments.append(Argument(label: label, value: .constant("collectionView"), node: Syntax(p)))
                    continue
                default: break
                }
                let name = (p.secondName ?? p.firstName).text
                // The command line's value (`--define isLogin=true`), else an error saying how to give one.
                if let value = try it.defined(name, at: p) {
                    arguments.append(Argument(label: label, value: value, node: Syntax(p)))
                    continue
                }
                throw EvaluationError(
                    f.name,
                    "'\(f.name.text)' takes '\(name)', which no call in the project that installs the layout gives and which has no default value: give it with --define \(name)=VALUE, or pick another layout with --layout-function")
            }
            return try it.invoke(f, owner: owner, arguments, at: f.name)
        }
        if let b = node.as(PatternBindingSyntax.self) {
            return try it.property(b, of: owner, named: candidate.name, at: b.pattern)
        }
        throw EvaluationError(node, "this declaration is not evaluated")
    }

    /// Whether `f` has the shape of UIKit's `UICollectionViewCompositionalLayoutSectionProvider`:
    /// a section index and a layout environment in, a section out (parameters with defaults aside).
    ///
    /// A builder of a section by its index alone (`static func section(with index: Int) ->
    /// NSCollectionLayoutSection`, which the app's provider, in another file, calls with its
    /// section index) is one too: its one parameter an `Int` named as a section index is
    /// (`index`, `sectionIndex`, `section`, `sectionNumber`), not a count or a size.
    static func isSectionProvider(_ f: FunctionDeclSyntax) -> Bool {
        let parameters = requiredParameters(f)
        let types = parameters.map { Interpreter.typeName($0.type) }
        guard f.signature.returnClause.map({ Interpreter.typeName($0.type) }) == sectionType else { return false }
        if types == ["Int", "NSCollectionLayoutEnvironment"] { return true }
        guard types == ["Int"] else { return false }
        let names = [parameters[0].firstName.text, parameters[0].secondName?.text].compactMap { $0?.lowercased() }
        return names.contains { $0.contains("index") || ["section", "sectionnumber", "sectionnum"].contains($0) }
    }

    /// The parameters of `f` without a default value.
    static func requiredParameters(_ f: FunctionDeclSyntax) -> [FunctionParameterSyntax] {
        f.signature.parameterClause.parameters.filter { $0.defaultValue == nil }
    }

    /// A function or closure that makes a collection view with a layout: the statements the
    /// layout's expression depends on, then the expression (colours, registrations and the rest
    /// change no frame and are not evaluated).
    static func evaluateHost(_ node: Syntax, owner: TypeInfo?, _ it: Interpreter, use given: LayoutUse? = nil) throws(EvaluationError) -> Value {
        guard let use = given ?? layoutUse(in: node) else { throw EvaluationError(node, "no layout is handed to a collection view here") }
        // The innermost statement list around the use.
        var current: Syntax? = use.call
        // The statement lists around the use, innermost first, each with the place of the statement
        // that holds it: a layout made before an `if` and handed over in one of its branches
        // (`let flowLayout = …` then `if … { } else { Controller(collectionViewLayout: flowLayout) }`)
        // is made by the statements before the `if` too.
        var levels: [(all: [CodeBlockItemSyntax], index: Int)] = []
        // The `if let layout = … as? UICollectionViewFlowLayout { … }` conditions around the use, innermost first.
        var bindings: [OptionalBindingConditionSyntax] = []
        var inner: CodeBlockItemSyntax?
        while let n = current, n != node {
            if let conditions = n.as(CodeBlockSyntax.self).flatMap({ block in block.parent?.as(IfExprSyntax.self).flatMap { $0.body.id == block.id ? $0.conditions : nil } }) {
                bindings += conditions.compactMap { $0.condition.as(OptionalBindingConditionSyntax.self) }
            }
            if let item = n.as(CodeBlockItemSyntax.self), let parent = item.parent?.as(CodeBlockItemListSyntax.self) {
                inner = inner ?? item
                // Inside an `#if`'s clause: the list around the `#if`, which its compiled clause's statements join.
                if parent.parent?.is(IfConfigClauseSyntax.self) == true {
                    current = parent.parent
                    continue
                }
                // `#if` blocks stand for the statements of their compiled clause.
                let all = CompilationConditions.compiled(parent)
                if let index = all.firstIndex(where: { $0.id == inner!.id }) { levels.append((all, index)) }
                inner = nil
                current = parent.parent
                continue
            }
            current = n.parent
        }
        let ctx = Context(scope: Scope(parent: nil), owner: owner)
        // `init(flowLayout: UICollectionViewFlowLayout = UICollectionViewFlowLayout())`: a parameter
        // the code's own use may leave out has its default (one without stays unknown, and says so).
        let parameters = node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            ?? node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
        for parameter in parameters ?? [] {
            guard let value = parameter.defaultValue?.value else { continue }
            let type = Interpreter.typeName(parameter.type)
            ctx.scope.declare((parameter.secondName ?? parameter.firstName).text, try it.evalTyped(value, as: type, ctx))
        }
        guard let (all, index) = levels.first else { return try it.eval(use.expr, ctx) }
        var items = levels.dropFirst().reversed().flatMap { Array($0.all[..<$0.index]) } + Array(all[..<index])
        // A layout object handed over and configured after (`super.init(collectionViewLayout:
        // flowLayout)`, then `flowLayout.itemSize = …`): the collection view holds the object, so
        // what the code sets on it later is its layout too.
        // Until the variable is given another object (`flowLayout = UICollectionViewFlowLayout()`).
        if let variable = use.expr.as(DeclReferenceExprSyntax.self)?.baseName.text {
            var last: Int?
            for i in all.indices.dropFirst(index + 1) {
                if declaredNames(all[i]).contains(variable) || reassigns(all[i], variable) { break }
                if rootName(all[i]) == variable { last = i }
            }
            if let last { items += all[(index + 1)...last] }
        }
        var needed = names(in: Syntax(use.expr))
        var chosen: [CodeBlockItemSyntax] = []
        for item in items.reversed() {
            let defines = declaredNames(item)
            let include: Bool
            if !defines.isEmpty {
                include = !defines.isDisjoint(with: needed)
            } else if let root = rootName(item) {
                // The views a layout is measured by (`view.frame.size`) are the device's: what
                // the code does to them (`view.addSubview(searchBar)`) changes no layout.
                include = needed.contains(root) && !Self.deviceViews.contains(root)
            } else {
                include = !names(in: Syntax(item)).isDisjoint(with: needed)
            }
            if include {
                chosen.append(item)
                needed.formUnion(names(in: Syntax(item)))
            }
        }
        do throws(EvaluationError) {
            // What the `if let` around the use binds, outermost first: the branch the layout is handed over in.
            for binding in bindings.reversed() {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, needed.contains(name),
                    let value = binding.initializer?.value
                else { continue }
                let bound = try it.eval(value, ctx)
                if case .null = bound { throw EvaluationError(value, "'\(value.trimmedDescription)' is nil here, so the branch that installs the layout is not run") }
                ctx.scope.declare(name, bound)
            }
            let flow = try it.run(chosen.reversed(), ctx)
            if case .returned(let v) = flow { return v }
            return try it.eval(use.expr, ctx)
        } catch {
            // `super.init(frame: frame, collectionViewLayout: layout)` in `init(frame:collectionViewLayout
            // layout:)`: the layout is the caller's, which the code read does not have.
            if error.isUnknownName, let reference = error.node.as(DeclReferenceExprSyntax.self),
                let parameter = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == reference.baseName.text && $0.defaultValue == nil })
            {
                let function = node.as(InitializerDeclSyntax.self).map { _ in "init" } ?? node.as(FunctionDeclSyntax.self)?.name.text ?? "the function"
                let labels = (node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters ?? node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters)?
                    .map { "\($0.firstName.text):" }.joined() ?? ""
                var reason = EvaluationError(
                    error.node,
                    "'\(reference.baseName.text)' is the parameter \(parameter.firstName.text) of \(owner.map { "\($0.name)." } ?? "")\(function)(\(labels)): the code that calls it gives the layout, in a file not read; --define \(reference.baseName.text)=VALUE gives it")
                reason.isUnknownName = true
                throw reason
            }
            throw error
        }
    }

    /// Names that stand for the simulated device's views where a view controller uses them.
    static let deviceViews: Set<String> = ["view", "collectionView", "tableView", "super"]

    private static func names(in node: Syntax) -> Set<String> {
        final class Names: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                names.insert(node.baseName.text)
                return .visitChildren
            }
        }
        let visitor = Names(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.names
    }

    /// The names a statement declares: its variables, or the local function it is
    /// (`func generateLayout() -> UICollectionViewLayout { … }` inside an `init`).
    private static func declaredNames(_ item: CodeBlockItemSyntax) -> Set<String> {
        guard case .decl(let decl) = item.item else { return [] }
        if let f = decl.as(FunctionDeclSyntax.self) { return [f.name.text] }
        guard let v = decl.as(VariableDeclSyntax.self) else { return [] }
        return Set(v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
    }

    /// Whether the statement gives `variable` a new value as a whole (`layout = …`).
    private static func reassigns(_ item: CodeBlockItemSyntax, _ variable: String) -> Bool {
        guard case .expr(let e) = item.item, let s = e.as(SequenceExprSyntax.self), Interpreter.isAssignment(s),
            let target = s.elements.first?.as(DeclReferenceExprSyntax.self)
        else { return false }
        return target.baseName.text == variable
    }

    /// The variable a statement changes: `layout` of `layout.itemSize = …` or `items.append(…)`.
    private static func rootName(_ item: CodeBlockItemSyntax) -> String? {
        guard case .expr(var e) = item.item else { return nil }
        if let s = e.as(SequenceExprSyntax.self), let first = s.elements.first { e = first }
        if let call = e.as(FunctionCallExprSyntax.self) { e = call.calledExpression }
        while true {
            if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
                if let r = base.as(DeclReferenceExprSyntax.self), r.baseName.text == "self" { return m.declName.baseName.text }
                e = base
            } else if let o = e.as(OptionalChainingExprSyntax.self) {
                e = o.expression
            } else if let f = e.as(ForceUnwrapExprSyntax.self) {
                e = f.expression
            } else {
                break
            }
        }
        return e.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

extension FunctionDeclSyntax {
    /// The names its parameters are known by inside its body (`l` in `layout l: …`).
    var parameterNames: Set<String> { Set(signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }) }
}
