import SwiftSyntax

/// A type of the file (its extensions merged): what its members are, by name.
final class TypeInfo {
    let name: String
    var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Stored and computed properties, static or not.
    var properties: [String: PatternBindingSyntax] = [:]
    var staticNames: Set<String> = []
    /// An enum's cases in order, with their raw values.
    var cases: [(name: String, raw: Value?)] = []
    var isEnum = false
    /// Whether a case of the enum has associated values (`case list(count: Int)`).
    var hasPayloadCases = false
    /// How many initializers the type declares (none: it has a memberwise one).
    var initializers = 0
    /// The initializers the type declares (its extensions' too), in order.
    var initializerDecls: [InitializerDeclSyntax] = []
    /// The class it inherits from, when the first type it names is a class (`UICollectionViewFlowLayout`).
    var superclass: String?
    /// The class declaration (the first one, not an extension).
    var classDecl: ClassDeclSyntax?
    /// How an enum the code switches over but does not declare was inferred (nil: declared).
    var inferred: InferredEnum?

    init(name: String) { self.name = name }

    func enumCase(named name: String) -> Value? {
        guard let c = cases.first(where: { $0.name == name }) else { return nil }
        return .enumCase(type: self.name, name: c.name, raw: c.raw)
    }
}

/// The declarations of a source file, indexed: its types and its top-level functions and lets.
struct Program {
    var types: [String: TypeInfo] = [:]
    var globalFunctions: [String: [FunctionDeclSyntax]] = [:]
    var globalProperties: [String: PatternBindingSyntax] = [:]
    /// `typealias Layout = UICollectionViewCompositionalLayout`, anywhere in the project (the
    /// first one of a name): the type each alias names.
    var typeAliases: [String: String] = [:]
    /// Array properties the file indexes and switches over but does not declare (`sections` of
    /// `switch sections[sectionIndex]`), keyed `Owner.name`: the inferred enum type of their elements.
    var inferredArrays: [String: String] = [:]
    /// Each `appendSections([.a, Section.b])` of the layout's file whose array is written out, in
    /// file order: the cases it names, with the type written before them (if any).
    var appendedSections: [(names: [(base: String?, name: String)], node: Syntax)] = []
    /// Types declared (not only extended) so far: a second declaration of the name in another
    /// file of the project (another view controller's private `enum Section`) is not merged in.
    private var declared: Set<String> = []
    /// Whether the file being indexed is one of the project's others.
    private var indexingOther = false

    /// Indexes `file`, then the other files of its project: what `file` declares comes first, and
    /// a type, function or global another file declares again is left out (as are the others'
    /// `private` and `fileprivate` declarations, which `file` cannot see); extensions merge.
    init(_ file: SourceFileSyntax, others: [SourceFileSyntax] = []) {
        for item in file.statements {
            if case .decl(let decl) = item.item { index(decl, in: nil) }
        }
        indexingOther = true
        for other in others {
            for item in other.statements {
                if case .decl(let decl) = item.item { index(decl, in: nil) }
            }
        }
        indexingOther = false
        inferEnums(in: file)
    }

    /// Whether a declaration of another file is left out: hidden from the layout's file, or a
    /// type already declared.
    private mutating func skipsOther(_ modifiers: DeclModifierListSyntax, declaring name: String?, at top: Bool) -> Bool {
        guard indexingOther else {
            if let name { declared.insert(name) }
            return false
        }
        if top, modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { return true }
        guard let name else { return false }
        if declared.contains(name) { return true }
        declared.insert(name)
        return false
    }

    private mutating func type(_ name: String) -> TypeInfo {
        if let t = types[name] { return t }
        let t = TypeInfo(name: name)
        types[name] = t
        return t
    }

    private mutating func index(_ decl: DeclSyntax, in owner: TypeInfo?) {
        let top = owner == nil
        if let d = decl.as(ClassDeclSyntax.self) {
            if skipsOther(d.modifiers, declaring: d.name.text, at: top) { return }
            let t = type(d.name.text)
            t.superclass = t.superclass ?? d.inheritanceClause?.inheritedTypes.first.map { $0.type.trimmedDescription }
            t.classDecl = t.classDecl ?? d
            members(d.memberBlock, of: t)
        } else if let d = decl.as(StructDeclSyntax.self) {
            if skipsOther(d.modifiers, declaring: d.name.text, at: top) { return }
            members(d.memberBlock, of: type(d.name.text))
        } else if let d = decl.as(ActorDeclSyntax.self) {
            if skipsOther(d.modifiers, declaring: d.name.text, at: top) { return }
            members(d.memberBlock, of: type(d.name.text))
        } else if let d = decl.as(EnumDeclSyntax.self) {
            if skipsOther(d.modifiers, declaring: d.name.text, at: top) { return }
            let t = type(d.name.text)
            t.isEnum = true
            let inherited = d.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            let intRaw = inherited.contains { ["Int", "Int32", "Int64", "UInt"].contains($0) }
            let stringRaw = inherited.contains("String")
            var next = 0
            for member in d.memberBlock.members {
                guard let c = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in c.elements {
                    var raw: Value?
                    if let value = element.rawValue?.value {
                        if let i = value.as(IntegerLiteralExprSyntax.self), let n = Int(i.literal.text.filter { $0 != "_" }) {
                            raw = .int(n)
                            next = n + 1
                        } else if let p = value.as(PrefixOperatorExprSyntax.self), p.operator.text == "-",
                            let i = p.expression.as(IntegerLiteralExprSyntax.self), let n = Int(i.literal.text)
                        {
                            raw = .int(-n)
                            next = -n + 1
                        } else if let s = value.as(StringLiteralExprSyntax.self) {
                            raw = .string(s.segments.trimmedDescription)
                        }
                    } else if intRaw {
                        raw = .int(next)
                        next += 1
                    } else if stringRaw {
                        raw = .string(element.name.text)
                    }
                    if element.parameterClause != nil { t.hasPayloadCases = true }
                    t.cases.append((element.name.text, raw))
                }
            }
            members(d.memberBlock, of: t)
        } else if let d = decl.as(ExtensionDeclSyntax.self) {
            if skipsOther(d.modifiers, declaring: nil, at: top) { return }
            let name = d.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            members(d.memberBlock, of: type(name))
        } else if let d = decl.as(IfConfigDeclSyntax.self) {
            // The clause an iPhone build compiles: its declarations are the type's (or the file's).
            switch CompilationConditions.activeClause(of: d)?.elements {
            case .decls(let members)?: for member in members { index(member.decl, in: owner) }
            case .statements(let items)?:
                for item in items { if case .decl(let inner) = item.item { index(inner, in: owner) } }
            default: break
            }
        } else if let d = decl.as(TypeAliasDeclSyntax.self) {
            if typeAliases[d.name.text] == nil { typeAliases[d.name.text] = d.initializer.value.trimmedDescription }
        } else if let d = decl.as(InitializerDeclSyntax.self) {
            owner?.initializers += 1
            owner?.initializerDecls.append(d)
        } else if let d = decl.as(FunctionDeclSyntax.self) {
            if let owner {
                owner.functions[d.name.text, default: []].append(d)
                if d.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { owner.staticNames.insert(d.name.text) }
            } else if !indexingOther || globalFunctions[d.name.text] == nil {
                if indexingOther, d.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { return }
                globalFunctions[d.name.text, default: []].append(d)
            }
        } else if let d = decl.as(VariableDeclSyntax.self) {
            let isStatic = d.modifiers.contains { ["static", "class"].contains($0.name.text) }
            for binding in d.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let owner {
                    owner.properties[name] = binding
                    if isStatic { owner.staticNames.insert(name) }
                } else if !indexingOther || globalProperties[name] == nil {
                    if indexingOther, d.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { continue }
                    globalProperties[name] = binding
                }
            }
        }
    }

    private mutating func members(_ block: MemberBlockSyntax, of owner: TypeInfo) {
        for member in block.members { index(member.decl, in: owner) }
    }

    /// The type declaring the function or property `node` is in (nil: top level).
    /// Whether `type` is a subclass of `UICollectionViewFlowLayout`, through the project's classes.
    func isFlowLayoutSubclass(_ type: String) -> Bool {
        var current = types[type]?.superclass
        var seen: Set<String> = [type]
        while let name = current, !seen.contains(name) {
            if name == "UICollectionViewFlowLayout" { return true }
            seen.insert(name)
            current = types[name]?.superclass
        }
        return false
    }

    func owner(of node: some SyntaxProtocol) -> TypeInfo? {
        var current: Syntax? = node.parent
        while let n = current {
            if let d = n.as(ClassDeclSyntax.self) { return types[d.name.text] }
            if let d = n.as(StructDeclSyntax.self) { return types[d.name.text] }
            if let d = n.as(EnumDeclSyntax.self) { return types[d.name.text] }
            if let d = n.as(ActorDeclSyntax.self) { return types[d.name.text] }
            if let d = n.as(ExtensionDeclSyntax.self) {
                return types[d.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""]
            }
            current = n.parent
        }
        return nil
    }
}
