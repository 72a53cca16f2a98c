import CollectionFiles
import CollectionLayout
import SwiftSyntax

/// What a Swift layout function built: a compositional layout (one section for all, or a
/// section provider asked per data section) or a flow layout's options. What it describes is a
/// `LayoutDescription` (a provider's answers for an environment: `layoutDescription(sections:environment:)`).
public struct EvaluatedLayout {
    public enum Content {
        /// `UICollectionViewCompositionalLayout(section:)`: every section alike.
        case compositional(CompositionalDescription)
        /// `UICollectionViewCompositionalLayout(sectionProvider:configuration:)`: the
        /// configuration's layout-wide settings as a description without sections.
        case provided(SwiftSectionProvider, configuration: CompositionalDescription)
        /// `UICollectionViewFlowLayout` as the built-in flow layout: every item `itemSize`
        /// (`FlowOptions.uniformItemSize`), unless the project's delegate methods that can be
        /// evaluated (`sizeForItemAt`, `insetForSectionAt` …) answer (`delegate`).
        case flow(FlowOptions, delegate: (any FlowLayoutDelegate)?)
    }

    public let content: Content
    let interpreter: Interpreter
    let source: SwiftLayoutSource
    /// The project's flow layout delegate methods that answer, for a flow layout.
    private var flowDelegate: SwiftFlowDelegate? = nil
    /// The sections' titles when the layout stacks a file's section builders (`mainBannerSection`
    /// titled "Main Banner Section").
    private var builderTitles: [String]? = nil

    /// The section builders of a file, one section each (`SwiftLayoutSource.evaluate(sections:)`).
    init(sections: [SectionDescription], titles: [String], source: SwiftLayoutSource, interpreter: Interpreter) {
        self.content = .compositional(CompositionalDescription(sections: sections))
        self.source = source
        self.interpreter = interpreter
        self.builderTitles = titles
    }

    init(_ value: Value, source: SwiftLayoutSource, interpreter: Interpreter, at node: Syntax) throws(EvaluationError) {
        self.source = source
        self.interpreter = interpreter
        var value = value
        if case .object(let view) = value, view.kind == .collectionView, let layout = view.layout { value = layout }
        if case .constant("UICollectionViewLayout()") = value {
            throw EvaluationError(
                node,
                "the collection view gets an empty UICollectionViewLayout() here, a placeholder the code replaces at run time; point --layout-function at the function that builds the real one")
        }
        guard case .object(let ref) = value else {
            throw EvaluationError(node, "the layout function gave \(value.kindName), not a layout")
        }
        switch ref.kind {
        case .section:
            content = .compositional(CompositionalDescription(sections: [try UIKit.describeSection(ref, direction: .vertical, in: interpreter.device, interpreter)]))
        case .compositional:
            var configuration = try Self.configuration(ref.configuration)
            let direction = configuration.scrollDirection
            if let section = ref.section {
                configuration.sections = [try UIKit.describeSection(section, direction: direction, in: interpreter.device, interpreter)]
                content = .compositional(configuration)
            } else if let provider = ref.provider {
                content = .provided(
                    SwiftSectionProvider(provider, node: ref.node, source: source, interpreter: interpreter, direction: direction),
                    configuration: configuration)
            } else {
                throw EvaluationError(ref.node, "the layout has neither a section nor a section provider")
            }
        case .flow:
            var c = ref.flow
            let horizontal = c.scrollDirection == .horizontal
            c.headerHeight = horizontal ? ref.flowHeaderSize.width : ref.flowHeaderSize.height
            c.footerHeight = horizontal ? ref.flowFooterSize.width : ref.flowFooterSize.height
            if let estimated = ref.estimatedItemSize {
                guard !horizontal else {
                    throw EvaluationError(ref.node, "self-sizing (estimatedItemSize) needs a vertical flow layout in cvsim")
                }
                if case .cgSize(let s) = estimated, s.width >= SizeHint.minimumDimension, s.height >= SizeHint.minimumDimension { c.itemSize = s }
                c.selfSizing = true
            }
            do throws(LayoutError) { try c.validate() } catch { throw EvaluationError(ref.node, error.description) }
            // UIKit gives every cell `itemSize` unless the delegate's `sizeForItemAt` answers.
            c.uniformItemSize = !c.selfSizing
            // With estimatedItemSize the cells size themselves: sizeForItemAt is not asked.
            flowDelegate = try SwiftFlowDelegate.make(
                in: interpreter.program, preferring: interpreter.program.owner(of: node), layout: ref, source: source,
                skipping: c.selfSizing ? [.sizeForItemAt] : [], interpreter)
            content = .flow(c, delegate: flowDelegate)
        default:
            throw EvaluationError(node, "the layout function gave \(ref.kind.rawValue), not a layout")
        }
    }

    /// A `UICollectionViewCompositionalLayoutConfiguration`'s layout-wide settings (UIKit's
    /// defaults for none) as a description without sections.
    static func configuration(_ ref: Ref?) throws(EvaluationError) -> CompositionalDescription {
        var d = CompositionalDescription(sections: [])
        guard let ref else { return d }
        d.scrollDirection = ref.scrollDirection
        d.interSectionSpacing = ref.interSectionSpacing
        d.contentInsetsReference = ref.contentInsetsReference
        d.supplementaryContentInsetsReference = ref.supplementaryContentInsetsReference
        d.boundarySupplementaryItems = try UIKit.boundaryItems(ref, direction: ref.scrollDirection)
        return d
    }

    /// One line each, `FILE.swift:LINE:COLUMN: …`, for what was read and ignored so far (the
    /// section provider's runs included).
    public var notices: [String] {
        (interpreter.notices + interpreter.originNotices).map { "\(source.place($0.0)): \($0.1)" } + interpreter.unusedDefinitionNotices
    }

    /// Runs a section provider once for the first section, so that what it ignores is known
    /// before the layout is shown (its errors come again, with the data's sections, at `prepare`).
    public func probe(_ environment: LayoutEnvironment) {
        guard case .provided(let provider, _) = content else { return }
        _ = try? provider.section(0, environment: environment)
    }

    /// Asks a section provider for section 0, which any data shows: a provider that returns nil
    /// or fails there is one line before anything is shown (rather than an error on every screen).
    ///
    /// - Throws: `LayoutFileError`, `FILE.swift:LINE:COLUMN: cannot evaluate …`.
    public func checkFirstSection(_ environment: LayoutEnvironment) throws(LayoutFileError) {
        guard case .provided(let provider, _) = content else { return }
        do throws(EvaluationError) {
            if try provider.describe(0, environment: environment) == nil {
                throw EvaluationError(provider.node, "the section provider returned nil for section 0, which any data shows")
            }
        } catch {
            throw LayoutFileError(source.message(error))
        }
    }

    /// The most sections `impliedSections` asks a section provider for.
    public static let maximumImpliedSections = 32

    /// The data sections the layout implies, for sample data when none is given: a section
    /// provider is asked for section 0, 1, 2 … in `environment` until it returns nil or fails —
    /// as one that switches on a `CaseIterable` enum does past its last case (`guard let kind =
    /// Section(rawValue: sectionIndex) else { return nil }`, `Section.allCases[sectionIndex]`) —
    /// and implies the sections before that; one that answers all 32 implies its shortest
    /// repeating run (`switch sectionIndex % 3` implies 3). Nil for a layout whose sections are
    /// all alike: one section for all, a flow layout, a provider that answers the same each time.
    ///
    /// - Complexity: at most `maximumImpliedSections` runs of the provider.
    public func impliedSections(environment: LayoutEnvironment) -> [SectionDescription]? {
        impliedRun(environment).sections
    }

    /// Why the sections the layout implies stop before the provider's own end: the first section
    /// after 0 that cannot be evaluated for a reason other than the app's end of its data (a
    /// nil, an index past an array's end, `fatalError`, a switch that matches no case) — one line,
    /// naming the section; nil when there is none.
    ///
    /// - Complexity: at most `maximumImpliedSections` runs of the provider.
    public func impliedSectionsError(environment: LayoutEnvironment) -> LayoutFileError? {
        guard let (s, error) = impliedRun(environment).failure else { return nil }
        var shown = error
        shown.reason += " (for section \(s) of the sample data: --items gives the sections to show)"
        return LayoutFileError(source.message(shown))
    }

    private func impliedRun(_ environment: LayoutEnvironment) -> (sections: [SectionDescription]?, failure: (Int, EvaluationError)?) {
        if builderTitles != nil, case .compositional(let description) = content { return (description.sections, nil) }
        guard case .provided(let provider, _) = content else { return (nil, nil) }
        var described: [SectionDescription] = []
        var ended = false
        var failure: (Int, EvaluationError)?
        for s in 0..<Self.maximumImpliedSections {
            let section: SectionDescription?
            do throws(EvaluationError) {
                section = try provider.describe(s, environment: environment)
            } catch {
                if s > 0, !error.endsData, !error.isStepLimit { failure = (s, error) }
                section = nil
            }
            guard let section else {
                ended = true
                break
            }
            described.append(section)
        }
        if !ended, let period = (1...described.count).first(where: { p in described.indices.allSatisfy { described[$0] == described[$0 % p] } }) {
            described = Array(described.prefix(period))
        }
        return (described.count > 1 ? described : nil, failure)
    }

    /// Titles for `count` implied sections: the cases of the section enum the provider looked up
    /// (`Section(rawValue: sectionIndex)`, `Section.allCases[…]`) when it has `count` cases —
    /// `recentlyAdded` titled "Recently Added" — else nil.
    public func impliedSectionTitles(count: Int) -> [String]? {
        if let builderTitles, builderTitles.count == count { return builderTitles }
        for type in interpreter.enumsRead {
            guard let info = interpreter.program.types[type], info.cases.count == count else { continue }
            return info.cases.map { Self.title($0.name) }
        }
        return nil
    }

    /// `recentlyAdded` as "Recently Added".
    static func title(_ name: String) -> String {
        var words: [String] = []
        for c in name {
            if words.isEmpty || (c.isUppercase && !(words.last!.last?.isUppercase ?? false)) { words.append("") }
            words[words.count - 1].append(c)
        }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// What the environment decided while the layout was evaluated so far (the section provider's
    /// reads included), one line each with its place.
    public var notes: [String] { interpreter.notes.map { "\(source.place($0.0)): \($0.1)" } }

    /// A new, unprepared layout; a section provider's is asked for its sections at `prepare`.
    public func makeLayout(name: String = "compositional", bounds: Rect) -> any CollectionLayout {
        switch content {
        case .compositional(let description): return CompositionalLayout(description: description, name: name, bounds: bounds)
        case .provided(let provider, let configuration):
            return CompositionalLayout(provider: provider, configuration: configuration, name: name, bounds: bounds)
        case .flow(let options, nil): return LayoutDescription.flow(options).makeLayout(bounds: bounds)
        case .flow(let options, let delegate?): return FlowLayout(options: options, delegate: delegate, bounds: bounds)
        }
    }

    /// The layout described, when it is the same in every environment and for every item (a
    /// provider's is not: see `layoutDescription(sections:environment:)`; nor is a flow layout's
    /// whose `sizeForItemAt` answers per item).
    public var staticDescription: LayoutDescription? {
        switch content {
        case .compositional(let description): return .compositional(description)
        case .flow(let options, nil): return .flow(options)
        case .flow(_, _?), .provided: return nil
        }
    }

    /// The layout described in `environment` (what `cvsim convert` writes): a provider's answers
    /// for `sections` data sections (nil: up to 32, ending before the first section it returns
    /// nil for), as few as repeat (section `s` uses `sections[s % n]`).
    ///
    /// - Throws: `LayoutFileError`, one line with the place of what failed.
    public func layoutDescription(sections: Int?, environment: LayoutEnvironment) throws(LayoutFileError) -> LayoutDescription {
        switch content {
        case .compositional(let description): return .compositional(description)
        case .flow(let options, nil): return .flow(options)
        case .flow(_, _?):
            // The first method that answers, by its place.
            let first = SwiftFlowDelegate.Question.allCases.lazy.compactMap { q in self.flowDelegate?.functions[q].map { (q, $0) } }.first
            let place = first.map { source.place(Syntax($0.1.name)) } ?? "\(source.name):1:1"
            throw LayoutFileError(
                "\(place): \(first?.0.rawValue ?? "the delegate") answers by code, which a layout file cannot hold; cvsim evaluates it when it shows the Swift file")
        case .provided(let provider, var configuration):
            var described: [SectionDescription] = []
            for s in 0..<(sections ?? 32) {
                do throws(EvaluationError) {
                    guard let section = try provider.describe(s, environment: environment) else {
                        if sections == nil, s > 0 { break }
                        throw EvaluationError(provider.node, "the section provider returned nil for section \(s), which has data")
                    }
                    described.append(section)
                } catch {
                    throw LayoutFileError(source.message(error))
                }
            }
            // The shortest period that repeats the sections.
            var period = described.count
            for p in 1...described.count where described.indices.allSatisfy({ described[$0] == described[$0 % p] }) {
                period = p
                break
            }
            configuration.sections = Array(described.prefix(period))
            return .compositional(configuration)
        }
    }
}

/// A section provider closure of a Swift file, called per data section with the layout's
/// environment.
public final class SwiftSectionProvider: SectionProvider {
    let function: Value
    let node: Syntax
    let source: SwiftLayoutSource
    let interpreter: Interpreter
    let direction: ScrollDirection

    init(_ function: Value, node: Syntax, source: SwiftLayoutSource, interpreter: Interpreter, direction: ScrollDirection) {
        self.function = function
        self.node = node
        self.source = source
        self.interpreter = interpreter
        self.direction = direction
    }

    /// Whether an answer read `collectionView.numberOfItems(inSection:)` or `numberOfSections`.
    public var readsItemCounts: Bool { interpreter.readItemCounts }

    /// Section `index` before any data is laid out (to probe it, or to find the sections it implies).
    public func section(_ index: Int, environment: LayoutEnvironment) throws(LayoutError) -> SectionDescription {
        try section(index, environment: environment, itemCounts: nil)
    }

    public func section(_ index: Int, environment: LayoutEnvironment, itemCounts: [Int]) throws(LayoutError) -> SectionDescription {
        try section(index, environment: environment, itemCounts: Optional(itemCounts))
    }

    private func section(_ index: Int, environment: LayoutEnvironment, itemCounts: [Int]?) throws(LayoutError) -> SectionDescription {
        do throws(EvaluationError) {
            guard let section = try describe(index, environment: environment, itemCounts: itemCounts) else {
                throw EvaluationError(node, "the section provider returned nil for section \(index), which has data")
            }
            return section
        } catch {
            throw .invalidValue(source.message(error))
        }
    }

    /// The provider's section `index`, nil when it returns nil; `itemCounts` the data's, nil when
    /// it is asked before there is any (the counts it reads are then assumed, with a notice).
    func describe(_ index: Int, environment: LayoutEnvironment, itemCounts: [Int]? = nil) throws(EvaluationError) -> SectionDescription? {
        interpreter.steps = 0
        interpreter.depth = 0
        interpreter.itemCounts = itemCounts
        defer { interpreter.itemCounts = nil }
        var args = [
            Argument(label: nil, value: .int(index), node: node), Argument(label: nil, value: .environment(environment), node: node),
        ]
        // A builder of a section by its index alone is given the index alone.
        if case .function(let f, _) = function, LayoutFinder.requiredParameters(f).count == 1 { args.removeLast() }
        // An implicit member (`return .list(using: …, layoutEnvironment: environment)`) is a section's.
        let value = try interpreter.coerce(try interpreter.apply(function, args, node), to: "NSCollectionLayoutSection", node)
        switch value {
        case .null: return nil
        case .object(let ref) where ref.kind == .section: return try UIKit.describeSection(ref, direction: direction, in: environment, interpreter)
        default:
            throw EvaluationError(node, "the section provider returned \(value.kindName) for section \(index), not an NSCollectionLayoutSection")
        }
    }
}
