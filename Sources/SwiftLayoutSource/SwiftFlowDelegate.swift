import CollectionLayout
import SwiftSyntax

/// A flow layout's `collectionView(_:layout:sizeForItemAt:)` of the project, asked per item as
/// UIKit's `UICollectionViewDelegateFlowLayout` is: the function is evaluated on the syntax tree
/// with the item's index path, the collection view (its `bounds`, the device's) and the layout.
final class SwiftFlowDelegate: FlowItemSizeDelegate {
    let function: FunctionDeclSyntax
    let owner: TypeInfo?
    let layout: Ref
    let source: SwiftLayoutSource
    let interpreter: Interpreter

    init(_ function: FunctionDeclSyntax, owner: TypeInfo?, layout: Ref, source: SwiftLayoutSource, interpreter: Interpreter) {
        self.function = function
        self.owner = owner
        self.layout = layout
        self.source = source
        self.interpreter = interpreter
    }

    /// The project's `sizeForItemAt`: the one of the type that builds the layout (`owner`), else
    /// the only one; nil when there is none, or several and none of them `owner`'s.
    static func find(in program: Program, preferring owner: TypeInfo?) -> (FunctionDeclSyntax, TypeInfo)? {
        func sizeForItemAt(_ type: TypeInfo) -> FunctionDeclSyntax? {
            type.functions["collectionView"]?.first { f in
                f.signature.parameterClause.parameters.contains { $0.firstName.text == "sizeForItemAt" }
            }
        }
        if let owner, let f = sizeForItemAt(owner) { return (f, owner) }
        let found = program.types.values.compactMap { type in sizeForItemAt(type).map { ($0, type) } }
        return found.count == 1 ? found[0] : nil
    }

    func itemSize(at indexPath: IndexPath, bounds: Rect) throws(LayoutError) -> Size {
        do throws(EvaluationError) {
            return try evaluate(indexPath)
        } catch where error.node == Syntax(function.name) {
            // What the function returned: said at its name, not quoted as an expression.
            throw .invalidValue("\(source.place(error.node)): \(error.reason)")
        } catch {
            throw .invalidValue(source.message(error))
        }
    }

    /// The function's answer for `indexPath`, a size of positive finite lengths.
    func evaluate(_ indexPath: IndexPath) throws(EvaluationError) -> Size {
        interpreter.steps = 0
        interpreter.depth = 0
        let node = Syntax(function.name)
        var arguments: [Argument] = []
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let value: Value
            switch Interpreter.typeName(parameter.type) {
            case "IndexPath": value = .indexPath(indexPath)
            case "UICollectionView": value = .constant("collectionView")
            default: value = .object(layout)
            }
            arguments.append(Argument(label: label, value: value, node: Syntax(parameter)))
        }
        let value = try interpreter.invoke(function, owner: owner, arguments, at: node)
        guard case .cgSize(let size) = value else {
            throw EvaluationError(node, "sizeForItemAt returned \(value.kindName) for item \(indexPath.item) of section \(indexPath.section), not a CGSize")
        }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0, size.width <= 1e7, size.height <= 1e7 else {
            throw EvaluationError(
                node,
                "sizeForItemAt returned \(Interpreter.format(size.width))×\(Interpreter.format(size.height)) for item \(indexPath.item) of section \(indexPath.section); each length must be greater than 0 and at most 10000000")
        }
        return size
    }
}
