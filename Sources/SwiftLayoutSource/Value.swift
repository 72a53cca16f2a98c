import CollectionLayout
import SwiftSyntax

/// A value of the evaluated Swift: numbers, UIKit's layout values and objects, the file's enums,
/// closures and types.
indirect enum Value {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case null
    case void
    case array([Value])
    case tuple([Value])
    /// A case of an enum of the file.
    case enumCase(type: String, name: String, raw: Value?)
    /// `.name` or `.name(args)` before the type it belongs to is known (the context decides).
    case member(String, [Argument]?)
    case dimension(LayoutDimension)
    case layoutSize(LayoutSize)
    case directionalInsets(DirectionalInsets)
    case edgeInsets(EdgeInsets)
    case cgSize(Size)
    case cgPoint(Point)
    case cgRect(Rect)
    case spacing(LayoutSpacing)
    /// `UICollectionViewFlowLayout.automaticSize`.
    case automaticSize
    case object(Ref)
    case closure(Closure)
    /// A function of the file, with the instance it is called on.
    case function(FunctionDeclSyntax, owner: TypeInfo?)
    /// A type, for its static members and initializers.
    case type(String)
    /// `self` of a type of the file.
    case instance(TypeInfo)
    case environment(LayoutEnvironment)
    case container(Size)
    case traits(LayoutEnvironment)
    case sizeClass(SizeClass)
    case category(ContentSizeCategory)
    /// `a..<b` (`closed`: `a...b`).
    case range(Double, Double, closed: Bool)
    /// A UIKit enumeration's case the layout does not need (a user interface idiom, say).
    case constant(String)
    /// `UICollectionLayoutListConfiguration`, a value type as in UIKit.
    case listConfiguration(ListConfiguration)
    /// `NSCollectionLayoutAnchor`.
    case anchor(LayoutAnchor)
    /// A value of a struct or class of the project made with its memberwise initializer.
    case record(Record)
    /// The index path a delegate's `sizeForItemAt` is asked with.
    case indexPath(IndexPath)

    /// How the value is named in an error message.
    var kindName: String {
        switch self {
        case .int: return "Int"
        case .double: return "CGFloat"
        case .bool: return "Bool"
        case .string: return "String"
        case .null: return "nil"
        case .void: return "Void"
        case .array: return "an array"
        case .tuple: return "a tuple"
        case .enumCase(let type, _, _): return type
        case .member(let name, _): return ".\(name)"
        case .dimension: return "NSCollectionLayoutDimension"
        case .layoutSize: return "NSCollectionLayoutSize"
        case .directionalInsets: return "NSDirectionalEdgeInsets"
        case .edgeInsets: return "UIEdgeInsets"
        case .cgSize: return "CGSize"
        case .cgPoint: return "CGPoint"
        case .cgRect: return "CGRect"
        case .spacing: return "NSCollectionLayoutSpacing"
        case .automaticSize: return "UICollectionViewFlowLayout.automaticSize"
        case .object(let ref): return ref.kind.rawValue
        case .closure: return "a closure"
        case .function: return "a function"
        case .type(let name): return "\(name).Type"
        case .instance(let type): return type.name
        case .environment: return "NSCollectionLayoutEnvironment"
        case .container: return "NSCollectionLayoutContainer"
        case .traits: return "UITraitCollection"
        case .sizeClass: return "UIUserInterfaceSizeClass"
        case .category: return "UIContentSizeCategory"
        case .range: return "a range"
        case .constant(let name): return name
        case .listConfiguration: return "UICollectionLayoutListConfiguration"
        case .anchor: return "NSCollectionLayoutAnchor"
        case .record(let r): return r.type.name
        case .indexPath: return "IndexPath"
        }
    }
}

/// An argument of a call: its label (nil: none), value and place.
struct Argument {
    var label: String?
    var value: Value
    var node: Syntax
}

/// A closure with the scope it was made in.
final class Closure {
    let node: ClosureExprSyntax
    let scope: Scope
    let owner: TypeInfo?

    init(node: ClosureExprSyntax, scope: Scope, owner: TypeInfo?) {
        self.node = node
        self.scope = scope
        self.owner = owner
    }

    /// The parameter names (`$0`, `$1` … when it declares none).
    var parameterNames: [String]? {
        guard let signature = node.signature, let clause = signature.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let list): return list.map(\.name.text)
        case .parameterClause(let parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }
}

/// A value made with a type's memberwise initializer (`SectionModel(provider: GridSectionProvider(), items: …)`):
/// each field's argument is evaluated when the field is first read, so one the layout never
/// reads (the data) may name what cvsim does not know.
final class Record {
    let type: TypeInfo
    private var arguments: [String: (expr: ExprSyntax, context: Context)]
    private var values: [String: Value] = [:]

    init(type: TypeInfo, arguments: [String: (expr: ExprSyntax, context: Context)]) {
        self.type = type
        self.arguments = arguments
    }

    /// The field `name`, nil when the initializer did not give it.
    func field(_ name: String, _ it: Interpreter) throws(EvaluationError) -> Value? {
        if let v = values[name] { return v }
        guard let argument = arguments[name] else { return nil }
        let v = try it.eval(argument.expr, argument.context)
        values[name] = v
        return v
    }
}

/// Variables in nested blocks.
final class Scope {
    private var values: [String: Value] = [:]
    let parent: Scope?

    init(parent: Scope?) { self.parent = parent }

    func declare(_ name: String, _ value: Value) { values[name] = value }

    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let s = scope {
            if let v = s.values[name] { return v }
            scope = s.parent
        }
        return nil
    }

    /// Sets an existing variable where it was declared; false when there is none.
    func assign(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let s = scope {
            if s.values[name] != nil {
                s.values[name] = value
                return true
            }
            scope = s.parent
        }
        return false
    }
}

/// One of UIKit's layout objects: reference types in UIKit, so a change after an item went into a
/// group shows in the group, as there.
final class Ref {
    enum Kind: String {
        case item = "NSCollectionLayoutItem"
        case group = "NSCollectionLayoutGroup"
        case section = "NSCollectionLayoutSection"
        case boundary = "NSCollectionLayoutBoundarySupplementaryItem"
        case decoration = "NSCollectionLayoutDecorationItem"
        case edgeSpacing = "NSCollectionLayoutEdgeSpacing"
        case configuration = "UICollectionViewCompositionalLayoutConfiguration"
        case compositional = "UICollectionViewCompositionalLayout"
        case flow = "UICollectionViewFlowLayout"
        case collectionView = "UICollectionView"
        case supplementary = "NSCollectionLayoutSupplementaryItem"
        case customItem = "NSCollectionLayoutGroupCustomItem"
    }

    let kind: Kind
    let node: Syntax

    // Items, groups, boundary and decoration items.
    var size = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
    var contentInsets = DirectionalInsets.zero
    var edgeSpacing: Ref?
    // Groups.
    var axis = GroupAxis.horizontal
    var subitems: [Ref] = []
    var count: Int?
    var interItemSpacing = LayoutSpacing.fixed(0)
    // Sections.
    var group: Ref?
    /// The list a section is (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`); it
    /// sets the section's group, insets and boundary items.
    var list: ListConfiguration?
    /// Whether the code set a list section's `boundarySupplementaryItems` (kept in `boundaryItems`).
    var listBoundaryItemsSet = false
    var interGroupSpacing = 0.0
    var orthogonal = OrthogonalScrollingBehavior.none
    var boundaryItems: [Ref] = []
    var decorationItems: [Ref] = []
    var contentInsetsReference = ContentInsetsReference.automatic
    var supplementaryContentInsetsReference = ContentInsetsReference.automatic
    var supplementariesFollowContentInsets = true
    // Items: their badges (supplementary items).
    var supplementaryItems: [Ref] = []
    // Supplementary items: where they attach.
    var containerAnchor = LayoutAnchor(edges: [])
    var itemAnchor: LayoutAnchor?
    // Custom groups: the item provider, run for each environment; custom items: their frame.
    var itemProvider: Value?
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    // Boundary and decoration items.
    var elementKind = ""
    var alignment = BoundaryAlignment.top
    var pinToVisibleBounds = false
    var extendsBoundary = true
    var zIndex: Int?
    // Edge spacing: points per edge (nil: none).
    var edges: [String: Value] = [:]
    // Configurations and compositional layouts.
    var scrollDirection = ScrollDirection.vertical
    var interSectionSpacing = 0.0
    var configuration: Ref?
    var section: Ref?
    var provider: Value?
    // Flow layouts.
    var flow = FlowOptions()
    var flowHeaderSize = Size.zero
    var flowFooterSize = Size.zero
    var estimatedItemSize: Value?
    // Collection views.
    var layout: Value?

    init(_ kind: Kind, node: Syntax) {
        self.kind = kind
        self.node = node
    }
}
