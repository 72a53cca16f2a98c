/// One call on an `NSDiffableDataSourceSnapshot`, or an apply of it, as a snapshot file writes it.
public enum SnapshotStep: Hashable, Sendable {
    /// Where an insert or a move puts what it places: before or after an identifier.
    public enum Place: Hashable, Sendable {
        case before(String)
        case after(String)

        /// The identifier placed against.
        public var identifier: String {
            switch self {
            case .before(let id), .after(let id): return id
            }
        }
    }

    case appendSections([String])
    case insertSections([String], Place)
    case deleteSections([String])
    case moveSection(String, Place)
    case reloadSections([String])
    /// Appends to the named section, or to the last one when `nil` (as UIKit's default argument).
    case appendItems([String], toSection: String?)
    case insertItems([String], Place)
    case deleteItems([String])
    case deleteAllItems
    case moveItem(String, Place)
    case reloadItems([String])
    case reconfigureItems([String])
    /// `dataSource.apply(snapshot, animatingDifferences:)`, named for the reader.
    case apply(name: String, animatingDifferences: Bool)

    /// The call's name as UIKit spells it (and the file's key).
    public var name: String {
        switch self {
        case .appendSections: return "appendSections"
        case .insertSections: return "insertSections"
        case .deleteSections: return "deleteSections"
        case .moveSection: return "moveSection"
        case .reloadSections: return "reloadSections"
        case .appendItems: return "appendItems"
        case .insertItems: return "insertItems"
        case .deleteItems: return "deleteItems"
        case .deleteAllItems: return "deleteAllItems"
        case .moveItem: return "moveItem"
        case .reloadItems: return "reloadItems"
        case .reconfigureItems: return "reconfigureItems"
        case .apply: return "apply"
        }
    }

    /// Every step name, in the order the docs list them.
    public static let names = [
        "appendSections", "insertSections", "deleteSections", "moveSection", "reloadSections", "appendItems",
        "insertItems", "deleteItems", "deleteAllItems", "moveItem", "reloadItems", "reconfigureItems", "apply",
    ]
}

/// An exception UIKit raises for a snapshot call: its name and reason, word for word where the
/// reason names no object address (docs/datasets.md cites where each reason was seen).
public struct SnapshotException: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exception's name (`NSInternalInconsistencyException` for every check here).
    public var name = "NSInternalInconsistencyException"
    /// UIKit's reason.
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { "\(name): \(reason)" }
}
