import CollectionFiles
import CollectionLayout
import Foundation
import SwiftParser
import SwiftSyntax

/// A Swift source file read as a layout: parsed with SwiftParser, its layout functions found, and
/// one of them evaluated on the syntax tree into the compositional value tree or the flow
/// layout's options. Nothing is compiled or run.
public struct SwiftLayoutSource {
    /// The file's name as errors show it.
    public let name: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    let program: Program
    /// The functions, properties and closures that build a layout, in file order.
    public let candidates: [LayoutCandidate]
    /// The other files of the project that were read, by the id of their tree's root, with their
    /// names: where a name the file does not declare is looked for.
    let others: [SyntaxIdentifier: (name: String, tree: SourceFileSyntax)]
    /// What reading the project said (a notice when it was read in part).
    public let projectNotice: String?
    /// The files the layout is read from: this one, then the other files of its project that
    /// were parsed for what it uses, in path order (what a viewer watches for changes).
    public var files: [String] { [name] + others.values.map(\.name).sorted() }

    /// Whether other files of a project were searched for the names the file does not declare
    /// (what an unknown member's message says it looked in).
    var searchedProject = false

    /// Values for names the code read gives none (`--define NAME=VALUE`), used where it gives none.
    public var definitions = SwiftDefinitions()

    /// The deepest nesting of brackets and blocks parsed.
    public static let maximumNesting = 100

    /// The largest file read: 1 MiB.
    public static let maximumBytes = 1 << 20

    /// Reads and parses the Swift file at `path`.
    ///
    /// - Throws: `LayoutFileError`, one line `FILE.swift:LINE:COLUMN: …`: a file over 1 MiB, not
    ///   UTF-8 text, or with a syntax error (the first one SwiftParser found).
    ///
    /// Names the file does not declare are looked for in the other `.swift` files of its project
    /// (`SwiftProject`). `path` may be a folder: the project's file that builds a layout is read
    /// (several: an error listing them).
    public static func load(contentsOf path: String) throws(LayoutFileError) -> SwiftLayoutSource {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return try loadFolder(path)
        }
        let bytes: [UInt8]
        do {
            bytes = try LayoutFile.readSource(path, limit: 16 * maximumBytes)
        } catch {
            let reason = error.description.hasPrefix(path + ": ") ? String(error.description.dropFirst(path.count + 2)) : error.description
            throw LayoutFileError("\(path):1:1: cannot read: \(reason)")
        }
        var project = SwiftProject.read(around: path)
        let own = URL(fileURLWithPath: path).standardizedFileURL.path
        project.files.removeAll { URL(fileURLWithPath: $0.path).standardizedFileURL.path == own }
        return try parse(bytes, name: path, project: project)
    }

    /// The one file of the folder's project that builds a layout.
    private static func loadFolder(_ path: String) throws(LayoutFileError) -> SwiftLayoutSource {
        var project = SwiftProject.read(around: path)
        let folder = URL(fileURLWithPath: path).standardizedFileURL.path
        var found: [(index: Int, candidates: [LayoutCandidate])] = []
        for (i, file) in project.files.enumerated() where file.path.hasPrefix(folder + "/") {
            // A cheap look before parsing: a file that builds a layout names one of these.
            let text = String(decoding: file.bytes, as: UTF8.self)
            guard text.contains("CollectionViewCompositionalLayout") || text.contains("FlowLayout") else { continue }
            let tree = file.bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNesting) }
            let candidates = LayoutFinder.find(in: tree, program: Program(tree))
            if !candidates.isEmpty { found.append((i, candidates)) }
        }
        // Files that build a whole layout before those that configure a storyboard's flow layout,
        // those before the ones that only size it with delegate methods, and those before the ones
        // that only return a section.
        let whole = found.filter { $0.candidates.contains { $0.kind == .layout || $0.kind == .host } }
        let configured = found.filter { $0.candidates.contains { $0.kind == .storyboardFlow } }
        let assumed = found.filter { $0.candidates.contains { $0.kind == .assumedFlow } }
        let pool = [whole, configured, assumed].first { !$0.isEmpty } ?? found
        guard let first = pool.first else {
            throw LayoutFileError("\(path):1:1: no layout found: no .swift file in the folder builds a UICollectionViewCompositionalLayout or UICollectionViewFlowLayout")
        }
        guard pool.count == 1 else {
            let listing = pool.map { f in
                "\(project.files[f.index].path) (\(f.candidates.map(\.name).joined(separator: ", ")))"
            }.joined(separator: "; ")
            throw LayoutFileError("\(path):1:1: \(pool.count) files build a layout: \(listing); point --layout-file at one of them")
        }
        let file = project.files.remove(at: first.index)
        return try parse(file.bytes, name: file.path, project: project)
    }

    /// Parses Swift source; `name` starts every error message. Names it does not declare are
    /// looked for in `project`'s files (those that do not parse cleanly included: SwiftParser
    /// recovers, and what it read is used).
    ///
    /// - Throws: `LayoutFileError` as `load(contentsOf:)`.
    public static func parse(_ bytes: [UInt8], name: String, project: SwiftProject? = nil) throws(LayoutFileError) -> SwiftLayoutSource {
        guard bytes.count <= maximumBytes else {
            throw LayoutFileError("\(name):1:1: cannot read: the file is over 1 MiB (\(maximumBytes) bytes); a layout source is smaller")
        }
        if let zero = bytes.firstIndex(of: 0) {
            let (line, column) = Self.lineColumn(bytes, zero)
            throw LayoutFileError("\(name):\(line):\(column): cannot read: a NUL byte; this is a binary file, not Swift source")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            var index = 0
            var decoder = UTF8()
            var iterator = bytes.makeIterator()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let s): index += UTF8.width(s)
                case .emptyInput, .error: break loop
                }
            }
            let (line, column) = Self.lineColumn(bytes, index)
            throw LayoutFileError("\(name):\(line):\(column): cannot read: the file is not UTF-8 text")
        }
        // Nesting deeper than this is a syntax error, which also bounds the evaluator's recursion.
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNesting) }
        let converter = SourceLocationConverter(fileName: name, tree: tree)
        if let problem = SyntaxProblems.first(in: tree) {
            let location = converter.location(for: problem.position)
            throw LayoutFileError("\(name):\(location.line):\(location.column): syntax error: \(problem.message)")
        }
        var others: [SyntaxIdentifier: (name: String, tree: SourceFileSyntax)] = [:]
        var otherTrees: [SourceFileSyntax] = []
        // The file's own folder first: a name declared twice in the project is taken from the nearest file.
        let folder = URL(fileURLWithPath: name).deletingLastPathComponent().standardizedFileURL.path
        var pending = (project?.files ?? []).sorted { a, b in
            let (x, y) = (a.path.hasPrefix(folder + "/"), b.path.hasPrefix(folder + "/"))
            return x != y ? x : a.path < b.path
        }.map { (file: $0, names: SwiftProject.declaredNames(in: $0.bytes)) }
        // Only the files that declare a name the file uses and does not declare, or extend one of
        // its types — and, a level further, the names those use — are parsed: a large project
        // costs a scan of its words, and at most `SwiftProject.maximumParsedBytes` are parsed.
        var (wanted, extended) = NameUse.unresolved(in: tree)
        var parsedBytes = 0
        var cut = project?.cut
        for _ in 0..<2 where !wanted.isEmpty || !extended.isEmpty {
            let matches = { (f: (file: SwiftProject.File, names: (declares: Set<String>, extends: Set<String>))) in
                !f.names.declares.isDisjoint(with: wanted) || !f.names.extends.isDisjoint(with: extended)
            }
            let matching = pending.filter(matches)
            guard !matching.isEmpty else { break }
            pending.removeAll(where: matches)
            var next: Set<String> = []
            for (file, _) in matching {
                guard parsedBytes + file.bytes.count <= SwiftProject.maximumParsedBytes else {
                    cut = "the project around \(name) declares more than \(SwiftProject.maximumParsedBytes >> 20) MiB of what it uses; the rest was not read"
                    break
                }
                parsedBytes += file.bytes.count
                let other = file.bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNesting) }
                others[other.id] = (file.path, other)
                otherTrees.append(other)
                next.formUnion(NameUse.unresolved(in: other).used)
            }
            (wanted, extended) = (next.subtracting(wanted), [])
        }
        let program = Program(tree, others: otherTrees)
        var source = SwiftLayoutSource(
            name: name, tree: tree, converter: converter, program: program, candidates: LayoutFinder.find(in: tree, program: program),
            others: others, projectNotice: cut)
        source.searchedProject = !(project?.files.isEmpty ?? true)
        return source
    }

    private static func lineColumn(_ bytes: [UInt8], _ index: Int) -> (Int, Int) {
        var line = 1
        var start = 0
        for i in 0..<index where bytes[i] == 10 {
            line += 1
            start = i + 1
        }
        return (line, index - start + 1)
    }

    /// `FILE.swift:LINE:COLUMN` of a node.
    func place(_ node: Syntax) -> String {
        if node.root.id != tree.id, let other = others[node.root.id] {
            let location = SourceLocationConverter(fileName: other.name, tree: other.tree).location(for: node.positionAfterSkippingLeadingTrivia)
            return "\(other.name):\(location.line):\(location.column)"
        }
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return "\(name):\(location.line):\(location.column)"
    }

    func message(_ error: EvaluationError) -> String {
        // An operator's error quotes the whole expression it joins (`width / 0`, not `/`).
        var node = error.node
        while node.is(BinaryOperatorExprSyntax.self) || node.is(ExprListSyntax.self), let parent = node.parent { node = parent }
        var text = node.trimmedDescription.split(whereSeparator: \.isNewline).map { $0.trimmingPrefix(while: \.isWhitespace) }
            .joined(separator: " ")
        if text.count > 60 { text = String(text.prefix(59)) + "…" }
        return "\(place(node)): cannot evaluate '\(text)': \(error.reason)"
    }

    // MARK: - Choosing the layout

    /// The layout function called `name` (`createLayout` or `Type.createLayout`), or the one the
    /// file shows: its only one, the one the code installs, the one the others do not call, else
    /// the first of those (`uninstalledLayouts()`: the viewer's `n` steps to the others).
    ///
    /// - Throws: `LayoutFileError`: no layout in the file, or no layout of that name (listing
    ///   them with their lines).
    /// With a `device`, an installation in a branch its `if` does not take on that device
    /// (`if UIDevice.current.orientation.isLandscape { … }` on a phone in portrait) is passed over.
    public func candidate(named name: String?, device: LayoutEnvironment? = nil) throws(LayoutFileError) -> LayoutCandidate {
        func listing(_ list: [LayoutCandidate]) -> String {
            list.map { "\($0.qualifiedName) (line \($0.line))" }.joined(separator: ", ")
        }
        if let name {
            let found = candidates.filter { $0.name == name || $0.qualifiedName == name }
            if found.count == 1 { return found[0] }
            if found.isEmpty {
                let all = candidates.isEmpty ? "the file has none" : "the file has \(listing(candidates))"
                throw LayoutFileError("\(self.name):1:1: no layout function '\(name)': \(all)")
            }
            throw LayoutFileError("\(self.name):\(found[0].line):\(found[0].column): several layouts are called '\(name)': \(listing(found)); name one as Type.\(name)")
        }
        let pool = defaultPool()
        if pool.isEmpty, let custom = customLayoutClass() {
            let location = converter.location(for: custom.name.positionAfterSkippingLeadingTrivia)
            throw LayoutFileError(
                "\(self.name):\(location.line):\(location.column): \(custom.name.text) subclasses UICollectionViewLayout and places the cells itself (prepare(), layoutAttributesForElements(in:)), which cvsim does not run; it evaluates compositional and flow layouts — for a Pinterest-style layout try the built-in --layout waterfall")
        }
        guard let first = pool.first else {
            throw LayoutFileError(
                "\(self.name):1:1: no layout found: expected a function, computed property, lazy var or closure that builds a UICollectionViewCompositionalLayout or UICollectionViewFlowLayout, or returns an NSCollectionLayoutSection, or a UICollectionViewDelegateFlowLayout method (sizeForItemAt …)")
        }
        guard pool.count == 1 else {
            // The one the code installs on its collection view, as UIKit would show it.
            if let installed = installedLayout(among: pool, device: device) { return installed }
            if let last = lastInstalledBeforeShowing(among: pool) { return last }
            return entryPoints(pool).first ?? first
        }
        return first
    }

    /// A class of the file that subclasses `UICollectionViewLayout` itself (a custom layout).
    private func customLayoutClass() -> ClassDeclSyntax? {
        program.types.values.compactMap(\.classDecl).filter { $0.root.id == tree.id && program.types[$0.name.text]?.superclass == "UICollectionViewLayout" }
            .min { $0.position < $1.position }
    }

    /// What the file's layout is chosen from: the functions that build a layout, else the code
    /// that hands one to a collection view (it often calls them), else the functions of one
    /// section and the flow layouts assumed from delegate methods.
    private func defaultPool() -> [LayoutCandidate] {
        for kind in [LayoutCandidate.Kind.layout, .host] {
            let pool = candidates.filter { $0.kind == kind }
            if !pool.isEmpty { return pool }
        }
        // What configures the storyboard's layout without parameters (`viewDidLoad()`) before what
        // does so with them (`viewWillTransition(to:with:)`, whose `size` only a rotation gives).
        let configuring = candidates.filter { $0.kind == .storyboardFlow }.enumerated().sorted { a, b in
            let (x, y) = (Self.parameterCount(a.element.node), Self.parameterCount(b.element.node))
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        return configuring.isEmpty ? candidates : configuring
    }

    private static func parameterCount(_ node: Syntax) -> Int {
        node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters.count ?? 0
    }

    /// Those of `pool` that no other calls as a helper (`makeSection()` calling `makeItem()`).
    private func entryPoints(_ pool: [LayoutCandidate]) -> [LayoutCandidate] {
        let called = Set(pool.flatMap { LayoutFinder.calledNames(in: $0.node) })
        let entries = pool.filter { !called.contains($0.name) }
        return entries.isEmpty ? pool : entries
    }

    /// The layouts the file builds when the code installs none of them and none is the others'
    /// entry point — a view controller's `createLayout()` and `createCardListLayout()` that the
    /// code in a file not read installs: the first is shown (`candidate(named: nil)`), with a
    /// notice; nil when the choice is the code's.
    public func uninstalledLayouts(device: LayoutEnvironment? = nil) -> [LayoutCandidate]? {
        let pool = defaultPool()
        // Functions that configure the storyboard's one layout are not layouts to choose among.
        guard pool.count > 1, pool[0].kind != .storyboardFlow, installedLayout(among: pool, device: device) == nil,
            lastInstalledBeforeShowing(among: pool) == nil
        else { return nil }
        let entries = entryPoints(pool)
        return entries.count > 1 ? entries : nil
    }

    /// Where the file hands a layout of `candidate` (a layout function) to a collection view,
    /// with the call that builds it: `UICollectionView(frame:collectionViewLayout:)`,
    /// `super.init(collectionViewLayout:)` and `collectionViewLayout = …` first, then the
    /// `setCollectionViewLayout(_:animated:)` calls, each in file order.
    func installations(of candidate: LayoutCandidate? = nil) -> [(name: String, use: LayoutFinder.LayoutUse, call: FunctionCallExprSyntax?)] {
        // The file's own uses first, then those of the other files of its project (the view
        // controller that installs a layout built in an extension's file).
        let trees = [tree] + others.values.sorted { $0.name < $1.name }.map(\.tree)
        let uses = trees.flatMap { LayoutFinder.layoutUses(in: Syntax($0)) }
        let ordered = uses.filter { !$0.isSet } + uses.filter(\.isSet)
        return ordered.compactMap { use in
            guard let (name, call) = LayoutFinder.installed(use) else { return nil }
            if let candidate, candidate.name != name { return nil }
            return (name, use, call)
        }
    }

    /// Whether the code reaches `node` on `device`: no `if` around it (in its function) whose
    /// condition, evaluated for the device, takes the other branch. A condition that does not
    /// evaluate (a value of the app's run time) counts as reaching both.
    func isReached(_ node: Syntax, on device: LayoutEnvironment) -> Bool {
        var child = node
        var current = node.parent
        while let n = current, !n.is(FunctionDeclSyntax.self), !n.is(InitializerDeclSyntax.self), !n.is(ClosureExprSyntax.self) {
            if let branch = n.as(IfExprSyntax.self) {
                let interpreter = Interpreter(program: program, device: device)
                let ctx = Context(scope: Scope(parent: nil), owner: program.owner(of: branch))
                if let holds = try? interpreter.conditions(branch.conditions, bindingInto: ctx) {
                    if child.id == branch.body.id, !holds { return false }
                    if let other = branch.elseBody, child.id == other.id, holds { return false }
                }
            }
            child = n
            current = n.parent
        }
        return true
    }

    /// Of code that hands a layout to the same view controller's collection view at different
    /// times — its initializer or a property's value, then `viewDidLoad()` (or a method it calls)
    /// replacing it (`collectionView.collectionViewLayout = …`) — the one installed last before
    /// the view shows, as UIKit shows it; nil when the pool is not all such code of one type, or
    /// two install at the same time.
    func lastInstalledBeforeShowing(among pool: [LayoutCandidate]) -> LayoutCandidate? {
        guard pool.count > 1, pool.allSatisfy({ $0.kind == .host }) else { return nil }
        let owners = pool.map { program.owner(of: $0.node) }
        guard let type = owners[0], owners.allSatisfy({ $0 === type }) else { return nil }
        let loading = ["loadView", "viewDidLoad"].compactMap { type.functions[$0]?.first }
        let calledWhileLoading = Set(loading.flatMap { LayoutFinder.calledNames(in: Syntax($0)) })
        // 0: made with the object; 1: when its view loads.
        func stage(_ candidate: LayoutCandidate) -> Int? {
            if candidate.node.is(InitializerDeclSyntax.self) || candidate.node.is(PatternBindingSyntax.self) { return 0 }
            if ["loadView", "viewDidLoad"].contains(candidate.name) || calledWhileLoading.contains(candidate.name) { return 1 }
            return nil
        }
        let stages = pool.map(stage)
        guard stages.allSatisfy({ $0 != nil }) else { return nil }
        let latest = pool.indices.filter { stages[$0] == 1 }
        return latest.count == 1 ? pool[latest[0]] : nil
    }

    /// The candidate of `pool` the code installs first (see `installations(of:)`), nil when it
    /// installs none of them or the name is ambiguous.
    func installedLayout(among pool: [LayoutCandidate], device: LayoutEnvironment? = nil) -> LayoutCandidate? {
        for installation in installations() {
            if let device, !isReached(installation.use.call, on: device) { continue }
            let matching = pool.filter { $0.name == installation.name }
            if matching.count == 1 { return matching[0] }
        }
        return nil
    }

    /// The layout functions of the file other than `candidate` that it could install, in file
    /// order: what `setCollectionViewLayout(_:animated:)` would switch to.
    public func otherLayouts(than candidate: LayoutCandidate) -> [LayoutCandidate] {
        // Code that hands a layout to a collection view, and assumed flow layouts, are offered
        // among their own kind when the file has no layout function.
        // The functions that configure a storyboard's layout configure the same one: none to step to.
        if candidate.kind == .storyboardFlow { return [] }
        let kind: LayoutCandidate.Kind = [.host, .assumedFlow].contains(candidate.kind) ? candidate.kind : .layout
        return candidates.filter { $0.kind == kind && $0.qualifiedName != candidate.qualifiedName }
    }

    /// The layout `candidate(named: name)` picks, then the file's other layout functions
    /// (`otherLayouts(than:)`): the layouts the viewer offers, in that order.
    ///
    /// - Throws: `LayoutFileError` as `candidate(named:)`.
    public func layoutBuilders(first name: String?, device: LayoutEnvironment? = nil) throws(LayoutFileError) -> [LayoutCandidate] {
        // Section builders stacked into one layout (`sectionBuilders()`) are one layout.
        if name == nil, sectionBuilders() != nil { return [] }
        let first = try candidate(named: name, device: device)
        return [first] + otherLayouts(than: first)
    }

    // MARK: - Evaluating

    /// Evaluates the layout function `name` (see `candidate(named:)`) for a device: the function
    /// runs once, as `createLayout()` does in `viewDidLoad`; a section provider runs later, per
    /// data section, with the layout's own environment.
    ///
    /// - Throws: `LayoutFileError`: one line `FILE.swift:LINE:COLUMN: cannot evaluate 'EXPR': REASON`.
    public func evaluate(function name: String? = nil, device: LayoutEnvironment) throws(LayoutFileError) -> EvaluatedLayout {
        let interpreter = Interpreter(program: program, device: device)
        interpreter.searched = searchedProject ? "this project" : "this file"
        interpreter.definitions = definitions
        if let projectNotice { interpreter.notices.append((Syntax(tree), projectNotice)) }
        if name == nil, let builders = sectionBuilders() { return try evaluate(sections: builders, interpreter) }
        let candidate = try candidate(named: name, device: device)
        if let sections = try casesSections(candidate, interpreter) { return sections }
        if name == nil, let sections = try parameterCasesSections(candidate, interpreter) { return sections }
        if name == nil, let all = uninstalledLayouts(device: device) {
            let others = all.filter { $0.qualifiedName != candidate.qualifiedName }.map(\.qualifiedName).joined(separator: ", ")
            interpreter.notices.append(
                (candidate.node,
                 "\(all.count) layouts are built and none is installed in the code read: \(candidate.qualifiedName) is shown; n in the viewer steps to \(others), --layout-function NAME picks one"))
        }
        do throws(EvaluationError) {
            let value = try LayoutFinder.evaluate(candidate, interpreter, source: self)
            return try EvaluatedLayout(value, source: self, interpreter: interpreter, at: candidate.node)
        } catch {
            throw LayoutFileError(message(error))
        }
    }
}

extension SwiftLayoutSource {
    /// The section builders of a file that builds no whole layout and has several of them (a
    /// `LayoutBuilder` enum of `static func …Section() -> NSCollectionLayoutSection`), leaving out
    /// those the others call; nil otherwise.
    func sectionBuilders() -> [LayoutCandidate]? {
        guard !candidates.isEmpty, candidates.allSatisfy({ $0.kind == .section }) else { return nil }
        let called = Set(candidates.flatMap { LayoutFinder.calledNames(in: $0.node) })
        let entries = candidates.filter { !called.contains($0.name) }
        return entries.count > 1 ? entries : nil
    }

    /// A section builder that is a property or method of an enum's cases (`var layoutSection:
    /// NSCollectionLayoutSection { switch self { … } }`): one section per case, in the order the
    /// enum declares them — how a provider `Section(rawValue: i)?.layoutSection` stacks them —
    /// titled by the cases' names; nil for any other candidate.
    ///
    /// - Throws: `LayoutFileError`, one line with the place of what failed.
    func casesSections(_ candidate: LayoutCandidate, _ interpreter: Interpreter) throws(LayoutFileError) -> EvaluatedLayout? {
        guard candidate.kind == .section, let owner = program.owner(of: candidate.node), owner.isEnum, owner.inferred == nil,
            !owner.cases.isEmpty
        else { return nil }
        let function = candidate.node.as(FunctionDeclSyntax.self)
        let binding = candidate.node.as(PatternBindingSyntax.self)
        let modifiers = function?.modifiers ?? binding?.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers
        // A method may take the layout environment (`func layoutSection(with environment:
        // NSCollectionLayoutEnvironment)`): the device's, as the app's provider passes its own.
        let environmentParameters = function.map { LayoutFinder.requiredParameters($0) } ?? []
        guard function != nil || binding != nil,
            environmentParameters.allSatisfy({ Interpreter.typeName($0.type) == "NSCollectionLayoutEnvironment" }),
            !(modifiers?.contains { ["static", "class"].contains($0.name.text) } ?? false)
        else { return nil }
        let arguments = environmentParameters.map { p in
            Argument(label: p.firstName.text == "_" ? nil : p.firstName.text, value: .environment(interpreter.device), node: Syntax(p))
        }
        var sections: [SectionDescription] = []
        do throws(EvaluationError) {
            for c in owner.cases {
                interpreter.steps = 0
                interpreter.depth = 0
                let value: Value = .enumCase(type: owner.name, name: c.name, raw: c.raw)
                let section: Value
                if let function {
                    section = try interpreter.invoke(function, owner: owner, arguments, at: function.name, self: value)
                } else {
                    section = try interpreter.property(binding!, of: owner, named: candidate.name, at: binding!.pattern, self: value)
                }
                guard case .object(let ref) = section, ref.kind == .section else {
                    throw EvaluationError(candidate.node, "'\(candidate.name)' of .\(c.name) gave \(section.kindName), not an NSCollectionLayoutSection")
                }
                sections.append(try UIKit.describeSection(ref, direction: .vertical, in: interpreter.device, interpreter))
            }
        } catch {
            throw LayoutFileError(message(error))
        }
        interpreter.notices.insert(
            (candidate.node,
             "\(candidate.qualifiedName) gives a section for each case of \(owner.name): the \(owner.cases.count) cases are shown one section each, in the order the enum declares them"),
            at: 0)
        return EvaluatedLayout(sections: sections, titles: owner.cases.map { EvaluatedLayout.title($0.name) }, source: self, interpreter: interpreter)
    }

    /// A section builder whose one parameter is an enum of the project or one inferred from the
    /// file's switches (`func layout(for section: Section) -> NSCollectionLayoutSection?` of a
    /// provider class) and that no call in the project gives an argument: one section per case, in
    /// the enum's order, as the app's provider (`layout(for: sections[i])`) stacks them, titled by
    /// the cases' names; nil for any other candidate. The layout environment, when it takes one,
    /// is the device's.
    ///
    /// - Throws: `LayoutFileError`, one line with the place of what failed.
    func parameterCasesSections(_ candidate: LayoutCandidate, _ interpreter: Interpreter) throws(LayoutFileError) -> EvaluatedLayout? {
        guard candidate.kind == .section, let function = candidate.node.as(FunctionDeclSyntax.self),
            installations(of: candidate).allSatisfy({ $0.call?.arguments.isEmpty ?? true })
        else { return nil }
        let required = LayoutFinder.requiredParameters(function)
        let others = required.filter { Interpreter.typeName($0.type) != "NSCollectionLayoutEnvironment" }
        guard others.count == 1, let parameter = others.first, let cases = program.types[Interpreter.typeName(parameter.type)],
            cases.isEnum, !cases.hasPayloadCases, !cases.cases.isEmpty
        else { return nil }
        let owner = program.owner(of: candidate.node)
        var sections: [SectionDescription] = []
        do throws(EvaluationError) {
            try interpreter.useInferred(cases, at: parameter)
            for c in cases.cases {
                interpreter.steps = 0
                interpreter.depth = 0
                let arguments = required.map { p in
                    let value: Value = p.id == parameter.id ? .enumCase(type: cases.name, name: c.name, raw: c.raw) : .environment(interpreter.device)
                    return Argument(label: p.firstName.text == "_" ? nil : p.firstName.text, value: value, node: Syntax(p))
                }
                let section = try interpreter.invoke(function, owner: owner, arguments, at: function.name, self: owner.map { .instance($0) })
                guard case .object(let ref) = section, ref.kind == .section else {
                    throw EvaluationError(candidate.node, "'\(candidate.name)' for .\(c.name) gave \(section.kindName), not an NSCollectionLayoutSection")
                }
                sections.append(try UIKit.describeSection(ref, direction: .vertical, in: interpreter.device, interpreter))
            }
        } catch {
            throw LayoutFileError(message(error))
        }
        let order: String
        if let inferred = cases.inferred {
            order = inferred.isOrderAssumed
                ? "in the order its switch names them, which is assumed (nothing in the code read states it; --define '\(inferred.definedOrderName)=[…]' states another)"
                : "in the order \(inferred.orderSource ?? "its switch names them")"
        } else {
            order = "in the order the enum declares them"
        }
        interpreter.notices.insert(
            (candidate.node,
             "\(candidate.qualifiedName) gives a section for each case of \(cases.name), its parameter '\((parameter.secondName ?? parameter.firstName).text)', which no call in the code read gives: the \(cases.cases.count) cases are shown one section each, \(order)"),
            at: 0)
        return EvaluatedLayout(sections: sections, titles: cases.cases.map { EvaluatedLayout.title($0.name) }, source: self, interpreter: interpreter)
    }

    /// A layout of one section per builder, in file order, titled by the builders' names, as the
    /// app's section provider would stack them: a builder that cannot be evaluated (its parameter
    /// is the app's own type, say) is left out with a notice; when none can be, the first one's
    /// error.
    ///
    /// - Throws: `LayoutFileError`, one line with the place of what failed.
    func evaluate(sections builders: [LayoutCandidate], _ interpreter: Interpreter) throws(LayoutFileError) -> EvaluatedLayout {
        var sections: [SectionDescription] = []
        var titles: [String] = []
        var firstError: EvaluationError?
        for builder in builders {
            do throws(EvaluationError) {
                interpreter.steps = 0
                interpreter.depth = 0
                let value = try LayoutFinder.evaluate(builder, interpreter, source: self)
                guard case .object(let ref) = value, ref.kind == .section else {
                    throw EvaluationError(builder.node, "'\(builder.name)' gave \(value.kindName), not an NSCollectionLayoutSection")
                }
                sections.append(try UIKit.describeSection(ref, direction: .vertical, in: interpreter.device, interpreter))
                titles.append(EvaluatedLayout.title(builder.name))
            } catch {
                firstError = firstError ?? error
                interpreter.notices.append((error.node, "the section builder \(builder.qualifiedName) is left out: \(error.reason)"))
            }
        }
        guard !sections.isEmpty else { throw LayoutFileError(message(firstError!)) }
        interpreter.notices.insert(
            (Syntax(builders[0].node), "no whole layout in the file: its \(sections.count) section builders are shown one section each, in file order"), at: 0)
        return EvaluatedLayout(sections: sections, titles: titles, source: self, interpreter: interpreter)
    }
}

/// The names a Swift file uses and does not declare itself, and the types it declares (which
/// other files may extend): what other files of its project are read for.
enum NameUse {
    /// Names that are UIKit's or Swift's where a view controller uses them: not looked for.
    static let known: Set<String> = [
        "self", "Self", "super", "view", "collectionView", "tableView", "traitCollection", "navigationController", "navigationItem", "title",
        "print", "max", "min", "floor", "ceil", "round", "abs", "sqrt", "zip", "stride", "fatalError", "assert", "precondition", "String",
        "Bool", "Array", "Set", "Dictionary", "UIColor", "UIView", "UIViewController", "UIFont", "UIImage", "IndexPath", "NSCoder", "UUID",
        "DispatchQueue", "NSLayoutConstraint",
    ]

    static func unresolved(in tree: SourceFileSyntax) -> (used: Set<String>, types: Set<String>) {
        final class Names: SyntaxAnyVisitor {
            var used: Set<String> = []
            var declared: Set<String> = []
            var types: Set<String> = []
            var extended: Set<String> = []
            var declaredTypes: Set<String> = []
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                switch node.as(SyntaxEnum.self) {
                case .declReferenceExpr(let r):
                    // A member's name (`.fractionalWidth`, `section.contentInsets`) is its type's, not a name of the file's scope.
                    if let member = r.parent?.as(MemberAccessExprSyntax.self), member.declName.id == r.id { break }
                    used.insert(r.baseName.text)
                case .identifierType(let t): used.insert(t.name.text)
                case .identifierPattern(let p): declared.insert(p.identifier.text)
                case .functionDecl(let f): declared.insert(f.name.text)
                case .functionParameter(let p): declared.insert((p.secondName ?? p.firstName).text)
                case .closureShorthandParameter(let p): declared.insert(p.name.text)
                case .closureParameter(let p): declared.insert((p.secondName ?? p.firstName).text)
                case .classDecl(let d):
                    types.insert(d.name.text)
                    declaredTypes.insert(d.name.text)
                case .structDecl(let d):
                    types.insert(d.name.text)
                    declaredTypes.insert(d.name.text)
                case .enumDecl(let d):
                    types.insert(d.name.text)
                    declaredTypes.insert(d.name.text)
                case .extensionDecl(let d):
                    if let name = d.extendedType.as(IdentifierTypeSyntax.self)?.name.text {
                        types.insert(name)
                        extended.insert(name)
                    }
                default: break
                }
                return .visitChildren
            }
        }
        let visitor = Names(viewMode: .sourceAccurate)
        visitor.walk(tree)
        // Its own types stay wanted: another file may extend them (`extension FeedViewController`).
        var used = visitor.used.subtracting(visitor.declared).subtracting(visitor.types).subtracting(Self.known)
            .filter { !UIKit.isType($0) }
        // A type the file only extends (`extension GalleryViewController: UICollectionViewDelegateFlowLayout`)
        // is declared in another file, whose properties the extension reads.
        used.formUnion(visitor.extended.filter { !UIKit.isType($0) && !visitor.declaredTypes.contains($0) })
        return (used, visitor.types)
    }
}

/// A function, property or closure of a Swift file that builds a layout.
public struct LayoutCandidate: Sendable {
    public enum Kind: Sendable {
        /// Returns or builds a whole layout (compositional or flow).
        case layout
        /// Builds a layout and hands it to a collection view (`UICollectionView(frame:collectionViewLayout:)`).
        case host
        /// Returns one `NSCollectionLayoutSection`.
        case section
        /// Configures the flow layout a storyboard or nib made
        /// (`if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout { layout.itemSize = … }`).
        case storyboardFlow
        /// No layout object in the code (a storyboard or nib makes it) but a type's
        /// `UICollectionViewDelegateFlowLayout` methods (`sizeForItemAt` …): a flow layout with
        /// UIKit's defaults is assumed, asked as UIKit asks them.
        case assumedFlow
    }

    public var name: String
    /// `Type.name` (the name when at the top level).
    public var qualifiedName: String
    public var kind: Kind
    public var line: Int
    public var column: Int
    let node: Syntax
}
