import CollectionLayout
import SwiftSyntax

/// A flow layout's `UICollectionViewDelegateFlowLayout` methods of the project, asked per item and
/// per section as UIKit asks them: each is evaluated on the syntax tree with the index path or the
/// section, the collection view (its `bounds`, the device's) and the layout.
final class SwiftFlowDelegate: FlowLayoutDelegate {
    /// The delegate methods cvsim evaluates, by the label that tells them apart.
    enum Question: String, CaseIterable {
        case sizeForItemAt, insetForSectionAt, minimumLineSpacingForSectionAt, minimumInteritemSpacingForSectionAt
        case referenceSizeForHeaderInSection, referenceSizeForFooterInSection

        /// The question a parameter label asks: Swift's (`sizeForItemAt`) or Swift 2's
        /// (`sizeForItemAtIndexPath`, `insetForSectionAtIndex`), which UIKit asked the same way.
        init?(label: String) {
            if let q = Question(rawValue: label) {
                self = q
            } else if label.hasSuffix("IndexPath"), let q = Question(rawValue: String(label.dropLast(9))) {
                self = q
            } else if label.hasSuffix("Index"), let q = Question(rawValue: String(label.dropLast(5))) {
                self = q
            } else {
                return nil
            }
        }

        /// What stands instead when the method cannot be evaluated.
        var fallback: String {
            switch self {
            case .sizeForItemAt: return "every item is the layout's itemSize"
            case .insetForSectionAt: return "every section has the layout's sectionInset"
            case .minimumLineSpacingForSectionAt: return "every section has the layout's minimumLineSpacing"
            case .minimumInteritemSpacingForSectionAt: return "every section has the layout's minimumInteritemSpacing"
            case .referenceSizeForHeaderInSection: return "every section has the layout's headerReferenceSize"
            case .referenceSizeForFooterInSection: return "every section has the layout's footerReferenceSize"
            }
        }
    }

    private(set) var functions: [Question: FunctionDeclSyntax]
    let owner: TypeInfo
    let layout: Ref
    let source: SwiftLayoutSource
    let interpreter: Interpreter

    private init(_ functions: [Question: FunctionDeclSyntax], owner: TypeInfo, layout: Ref, source: SwiftLayoutSource, interpreter: Interpreter) {
        self.functions = functions
        self.owner = owner
        self.layout = layout
        self.source = source
        self.interpreter = interpreter
    }

    /// The delegate methods of the type that builds the layout (`preferring`), else of the only
    /// type that has any; each tried once (item 0, section 0) — one that cannot be evaluated there
    /// (it reads the data) is a notice and is not asked; nil when none is left.
    ///
    /// - Throws: `EvaluationError` when a method reads a name the project does not declare and
    ///   does not index (a constant of a file not read, which `--define` can give): without it
    ///   every cell would be `itemSize`, sizes UIKit would not give.
    static func make(
        in program: Program, preferring preferred: TypeInfo?, layout: Ref, source: SwiftLayoutSource, skipping: Set<Question>,
        _ interpreter: Interpreter
    ) throws(EvaluationError) -> SwiftFlowDelegate? {
        let owner: TypeInfo
        if let preferred, !methods(preferred).isEmpty {
            owner = preferred
        } else {
            let types = program.types.values.filter { !methods($0).isEmpty }
            guard types.count == 1 else { return nil }
            owner = types[0]
        }
        let delegate = SwiftFlowDelegate(methods(owner), owner: owner, layout: layout, source: source, interpreter: interpreter)
        for q in skipping { delegate.functions[q] = nil }
        for q in Question.allCases where delegate.functions[q] != nil {
            do throws(EvaluationError) {
                _ = try delegate.answer(q, item: IndexPath(section: 0, item: 0))
            } catch {
                if error.isUnknownName, !Self.isIndexed(error.node) { throw error }
                interpreter.notices.append((error.node, "\(q.rawValue) is not evaluated (\(error.reason)); \(q.fallback)"))
                delegate.functions[q] = nil
            }
        }
        return delegate.functions.isEmpty ? nil : delegate
    }

    /// Whether `node` (or a path from it, `viewModel.photos`) is subscripted — the app's data,
    /// which no `--define` stands for (`photos[indexPath.item]`), not a constant.
    static func isIndexed(_ node: Syntax) -> Bool {
        var read = node
        while let parent = read.parent,
            parent.as(MemberAccessExprSyntax.self)?.base?.id == read.id || parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
        {
            read = parent
        }
        return read.parent?.as(SubscriptCallExprSyntax.self)?.calledExpression.id == read.id
    }

    /// The `UICollectionViewDelegateFlowLayout` methods `type` declares (its extensions'
    /// included), by the question each answers.
    static func methods(_ type: TypeInfo) -> [Question: FunctionDeclSyntax] {
        var found: [Question: FunctionDeclSyntax] = [:]
        for f in type.functions["collectionView"] ?? [] {
            for p in f.signature.parameterClause.parameters {
                if let q = Question(label: p.firstName.text), found[q] == nil { found[q] = f }
            }
        }
        return found
    }

    func itemSize(at indexPath: IndexPath, bounds: Rect) throws(LayoutError) -> Size? {
        guard functions[.sizeForItemAt] != nil else { return nil }
        guard case .cgSize(let size) = try asked(.sizeForItemAt, item: indexPath, bounds: bounds) else { return nil }
        return size
    }

    func sectionOptions(_ section: Int, bounds: Rect) throws(LayoutError) -> FlowOptions.Section {
        var options = FlowOptions.Section()
        let at = IndexPath(section: section, item: 0)
        if functions[.insetForSectionAt] != nil, case .edgeInsets(let inset) = try asked(.insetForSectionAt, item: at, bounds: bounds) { options.sectionInset = inset }
        if functions[.minimumLineSpacingForSectionAt] != nil, case .double(let v) = try asked(.minimumLineSpacingForSectionAt, item: at, bounds: bounds) { options.lineSpacing = v }
        if functions[.minimumInteritemSpacingForSectionAt] != nil, case .double(let v) = try asked(.minimumInteritemSpacingForSectionAt, item: at, bounds: bounds) {
            options.interitemSpacing = v
        }
        // A header's or footer's length across the scrolling: its height in a vertical layout.
        let horizontal = layout.flow.scrollDirection == .horizontal
        if functions[.referenceSizeForHeaderInSection] != nil, case .cgSize(let size) = try asked(.referenceSizeForHeaderInSection, item: at, bounds: bounds) {
            options.headerHeight = horizontal ? size.width : size.height
        }
        if functions[.referenceSizeForFooterInSection] != nil, case .cgSize(let size) = try asked(.referenceSizeForFooterInSection, item: at, bounds: bounds) {
            options.footerHeight = horizontal ? size.width : size.height
        }
        return options
    }

    /// `answer(_:item:)` at the collection view's `bounds` of the moment (what
    /// `collectionView.bounds` reads: a rotation changes it), with its error as the layout's, one
    /// line with its place.
    private func asked(_ question: Question, item: IndexPath, bounds: Rect) throws(LayoutError) -> Value {
        interpreter.device.containerSize = bounds.size
        do throws(EvaluationError) {
            return try answer(question, item: item)
        } catch where functions[question].map({ error.node == Syntax($0.name) }) ?? false {
            // What the method returned: said at its name, not quoted as an expression.
            throw .invalidValue("\(source.place(error.node)): \(error.reason)")
        } catch {
            throw .invalidValue(source.message(error))
        }
    }

    /// The method's answer for `item` (its section for a section's question), checked: a size of
    /// positive finite lengths, insets and spacings finite and not negative.
    func answer(_ question: Question, item indexPath: IndexPath) throws(EvaluationError) -> Value {
        guard let function = functions[question] else { return .null }
        interpreter.steps = 0
        interpreter.depth = 0
        let node = Syntax(function.name)
        var arguments: [Argument] = []
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let value: Value
            switch Interpreter.typeName(parameter.type) {
            case "IndexPath", "NSIndexPath": value = .indexPath(indexPath)
            case "Int": value = .int(indexPath.section)
            case "UICollectionView": value = .constant("collectionView")
            default: value = .object(layout)
            }
            arguments.append(Argument(label: label, value: value, node: Syntax(parameter)))
        }
        let value = try interpreter.invoke(function, owner: owner, arguments, at: node)
        let place = question == .sizeForItemAt ? "item \(indexPath.item) of section \(indexPath.section)" : "section \(indexPath.section)"
        func fail(_ what: String) -> EvaluationError { EvaluationError(node, "\(question.rawValue) returned \(what) for \(place)") }
        func fine(_ v: Double, positive: Bool) -> Bool { v.isFinite && (positive ? v > 0 : v >= 0) && v <= 1e7 }
        switch (question, value) {
        case (.sizeForItemAt, .cgSize(let size)):
            guard fine(size.width, positive: true), fine(size.height, positive: true) else {
                throw fail("\(Interpreter.format(size.width))×\(Interpreter.format(size.height))") + "; each length must be greater than 0 and at most 10000000"
            }
        case (.referenceSizeForHeaderInSection, .cgSize(let size)), (.referenceSizeForFooterInSection, .cgSize(let size)):
            guard fine(size.width, positive: false), fine(size.height, positive: false) else {
                throw fail("\(Interpreter.format(size.width))×\(Interpreter.format(size.height))") + "; each length must be from 0 to 10000000"
            }
        case (.insetForSectionAt, .edgeInsets(let i)):
            guard [i.top, i.left, i.bottom, i.right].allSatisfy({ fine($0, positive: false) }) else {
                throw fail("insets of \(Interpreter.format(i.top)), \(Interpreter.format(i.left)), \(Interpreter.format(i.bottom)), \(Interpreter.format(i.right))")
                    + "; each must be from 0 to 10000000"
            }
        case (.minimumLineSpacingForSectionAt, .double(let v)), (.minimumInteritemSpacingForSectionAt, .double(let v)):
            guard fine(v, positive: false) else { throw fail(Interpreter.format(v)) + "; it must be from 0 to 10000000" }
        case (.minimumLineSpacingForSectionAt, .int(let n)), (.minimumInteritemSpacingForSectionAt, .int(let n)):
            guard n >= 0, n <= 10_000_000 else { throw fail(String(n)) + "; it must be from 0 to 10000000" }
            return .double(Double(n))
        default:
            let expected: String
            switch question {
            case .sizeForItemAt, .referenceSizeForHeaderInSection, .referenceSizeForFooterInSection: expected = "a CGSize"
            case .insetForSectionAt: expected = "a UIEdgeInsets"
            case .minimumLineSpacingForSectionAt, .minimumInteritemSpacingForSectionAt: expected = "a CGFloat"
            }
            throw fail(value.kindName) + ", not \(expected)"
        }
        return value
    }
}

extension EvaluationError {
    /// The error with `more` after its reason.
    static func + (error: EvaluationError, more: String) -> EvaluationError {
        var error = error
        error.reason += more
        return error
    }
}
