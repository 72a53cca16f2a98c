import CollectionLayout
import SwiftSyntax

/// UIKit's list configurations (`UICollectionLayoutListConfiguration`): the whole-layout list
/// (`UICollectionViewCompositionalLayout.list(using:)`) and list sections
/// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`), evaluated into `ListConfiguration`.
///
/// What a list configuration has that moves no frame (colours, separators' look, swipe actions)
/// is read and ignored with a notice.
extension UIKit {
    static let listTypes: Set<String> = [
        "UICollectionLayoutListConfiguration", "UICollectionLayoutListConfiguration.Appearance",
        "UICollectionLayoutListConfiguration.HeaderMode", "UICollectionLayoutListConfiguration.FooterMode",
        "UIListSeparatorConfiguration", "UIColor",
    ]

    /// The value of a static member or initializer of the list API, nil when `type`/`name` is
    /// not one of it.
    static func listMember(_ type: String, _ name: String, _ args: [Argument]?, _ node: some SyntaxProtocol, _ it: Interpreter) throws(EvaluationError) -> Value? {
        let sig = args.map(signature)
        switch (type, name, sig) {
        case ("UICollectionLayoutListConfiguration", "init", "appearance:"?):
            let a = args![0]
            let v = try it.coerce(a.value, to: "UICollectionLayoutListConfiguration.Appearance", a.node)
            guard case .member(let raw, nil) = v, let appearance = ListConfiguration.Appearance(rawValue: raw) else {
                let names = ListConfiguration.Appearance.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
                // `.defaultGrouped`: a name of the app's own, an extension of the type in a file not read.
                if case .member(let raw, nil) = v {
                    var error = EvaluationError(
                        a.node, "'.\(raw)' is not one of UIKit's appearances (\(names)); an extension of UICollectionLayoutListConfiguration.Appearance \(it.searched == "this file" ? "in a file not read" : "outside the project read (another module)") declares it, most likely")
                    error.isUnknownName = true
                    throw error
                }
                throw EvaluationError(a.node, "appearance takes one of \(names)")
            }
            return .listConfiguration(ListConfiguration(appearance: appearance))
        case ("UICollectionLayoutListConfiguration.Appearance", _, nil), ("UICollectionLayoutListConfiguration.HeaderMode", _, nil),
            ("UICollectionLayoutListConfiguration.FooterMode", _, nil):
            return .member(name, nil)
        case ("UICollectionViewCompositionalLayout", "list", "using:"?):
            let ref = Ref(.compositional, node: Syntax(node))
            ref.section = listSection(try listConfiguration(args![0], it), node)
            return .object(ref)
        case ("NSCollectionLayoutSection", "list", "using:layoutEnvironment:"?):
            let list = try listConfiguration(args![0], it)
            guard case .environment = args![1].value else {
                throw EvaluationError(args![1].node, "layoutEnvironment takes the section provider's NSCollectionLayoutEnvironment, got \(args![1].value.kindName)")
            }
            return .object(listSection(list, node))
        case ("UIListSeparatorConfiguration", "init", "listAppearance:"?):
            return .constant("UIListSeparatorConfiguration")
        case ("UIColor", _, _):
            return .constant("UIColor")
        default:
            if type == "UICollectionLayoutListConfiguration", name != "init" {
                // `UICollectionLayoutListConfiguration.wellRows()`: a factory of the app's own.
                var error = EvaluationError(
                    node, "unknown call '\(type).\(name)\(sig.map { "(\($0))" } ?? "")': not one of UIKit's; an extension of \(type) \(it.searched == "this file" ? "in a file not read" : "outside the project read (another module)") declares it, most likely")
                error.isUnknownName = true
                throw error
            }
            if type == "UICollectionLayoutListConfiguration" || (name == "list" && ["UICollectionViewCompositionalLayout", "NSCollectionLayoutSection"].contains(type)) {
                throw EvaluationError(
                    node, "unknown call '\(type).\(name)\(sig.map { "(\($0))" } ?? "")': cvsim evaluates UICollectionLayoutListConfiguration(appearance:), UICollectionViewCompositionalLayout.list(using:) and NSCollectionLayoutSection.list(using:layoutEnvironment:)")
            }
            return nil
        }
    }

    private static func listSection(_ list: ListConfiguration, _ node: some SyntaxProtocol) -> Ref {
        let ref = Ref(.section, node: Syntax(node))
        ref.list = list
        return ref
    }

    private static func listConfiguration(_ a: Argument, _ it: Interpreter) throws(EvaluationError) -> ListConfiguration {
        guard case .listConfiguration(let list) = try it.coerce(a.value, to: "UICollectionLayoutListConfiguration", a.node) else {
            throw EvaluationError(a.node, "expected a UICollectionLayoutListConfiguration, got \(a.value.kindName)")
        }
        return list
    }

    // MARK: - Properties

    /// A property of a list configuration.
    static func listProperty(_ list: ListConfiguration, _ name: String, _ node: some SyntaxProtocol) throws(EvaluationError) -> Value {
        switch name {
        case "appearance": return .member(list.appearance.rawValue, nil)
        case "headerMode": return .member(list.headerMode.rawValue, nil)
        case "footerMode": return .member(list.footerMode.rawValue, nil)
        case "showsSeparators": return .bool(list.showsSeparators)
        case "headerTopPadding": return .null
        case "separatorConfiguration": return .constant("UIListSeparatorConfiguration")
        case "backgroundColor": return .constant("UIColor")
        default: throw EvaluationError(node, "UICollectionLayoutListConfiguration has no property '\(name)' that cvsim lays out")
        }
    }

    /// A list configuration with property `name` set to `value` (ignored, with a notice, when it
    /// moves no frame).
    static func settingListProperty(_ list: ListConfiguration, _ name: String, _ value: Value, _ node: MemberAccessExprSyntax, _ it: Interpreter) throws(EvaluationError) -> ListConfiguration {
        var list = list
        func mode<Mode: RawRepresentable & CaseIterable>(_: Mode.Type) throws(EvaluationError) -> Mode where Mode.RawValue == String {
            guard case .member(let raw, nil) = value, let mode = Mode(rawValue: raw) else {
                throw EvaluationError(node, "\(name) takes one of \(Mode.allCases.map { ".\($0.rawValue)" }.joined(separator: ", "))")
            }
            return mode
        }
        switch name {
        case "headerMode": list.headerMode = try mode(ListConfiguration.HeaderMode.self)
        case "footerMode": list.footerMode = try mode(ListConfiguration.FooterMode.self)
        case "showsSeparators":
            guard case .bool(let b) = value else { throw EvaluationError(node, "showsSeparators takes a Bool, got \(value.kindName)") }
            list.showsSeparators = b
        case "headerTopPadding":
            // cvsim's lists put a header at its section's top (ListMetrics), which is a padding of 0.
            if case .null = value { break }
            guard let p = it.number(value), p == 0 else {
                throw EvaluationError(node, "cvsim lays out a headerTopPadding of 0 only (its list headers start at the section's top)")
            }
        case "backgroundColor", "separatorConfiguration", "itemSeparatorHandler":
            it.notice(node, "\(name) is ignored: it changes no frame (cvsim draws the appearance's colours and separators)")
        case "leadingSwipeActionsConfigurationProvider", "trailingSwipeActionsConfigurationProvider":
            it.notice(node, "\(name) is ignored: swipe actions change no frame")
        default:
            throw EvaluationError(node, "UICollectionLayoutListConfiguration has no property '\(name)' that cvsim lays out")
        }
        return list
    }

    /// Sets property `name` of a list section other than its `contentInsets`, `interGroupSpacing`
    /// and `boundarySupplementaryItems` (which `setProperty` keeps): the list decides its group and
    /// its insets references, so what would change them is ignored with a notice saying so.
    static func setListSectionProperty(_ ref: Ref, _ name: String, _ node: some SyntaxProtocol, _ it: Interpreter) throws(EvaluationError) {
        switch name {
        case "visibleItemsInvalidationHandler":
            it.notice(node, "visibleItemsInvalidationHandler is ignored: it changes no frame")
        case "decorationItems", "contentInsetsReference",
            "supplementaryContentInsetsReference", "supplementariesFollowContentInsets":
            it.notice(node, "\(name) of a list section is ignored: cvsim lays out a list section with its appearance's metrics (docs/layout-files.md)")
        default:
            throw EvaluationError(node, "a list section has no property '\(name)' that cvsim lays out")
        }
    }
}

extension Interpreter {
    /// Records a one-line notice for something read and ignored, once per place.
    func notice(_ node: some SyntaxProtocol, _ text: String) {
        let at = Syntax(node)
        if !notices.contains(where: { $0.0.id == at.id }) { notices.append((at, text)) }
    }
}
