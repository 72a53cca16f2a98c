import CollectionBasics

/// Why a batch update was rejected. The data is left exactly as it was.
///
/// `description` is one line naming the rule and the offending index path or section, such as
/// `invalid batch update: item [0, 7] to delete does not exist: section 0 has 3 items before the update`
/// `(rule: item index in range)`.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule a batch broke.
    public enum Rule: String, Hashable, Sendable {
        /// A section index before the update is not below the old section count.
        case sectionOutOfRange = "section index in range"
        /// A section index after the update is not below the new section count.
        case finalSectionOutOfRange = "final section index in range"
        /// An item index path before the update names no item.
        case itemOutOfRange = "item index in range"
        /// An item index path after the update is beyond its section's new count (the counts
        /// equation: old + inserted − deleted + moved in − moved out = new).
        case finalItemOutOfRange = "final item index in range (counts equation)"
        /// The same section or item appears twice where it may appear once (deleted twice,
        /// deleted and moved, moved twice, reloaded and deleted...).
        case conflictingChanges = "one change per element"
        /// Two inserts or moves name the same final place.
        case duplicateDestination = "one element per final place"
        /// An item change inside a section that is deleted or reloaded.
        case itemInChangedSection = "no item change inside a deleted or reloaded section"
        /// An item insert or move into a section that is inserted (its items come with it).
        case itemIntoInsertedSection = "no item insert or move into an inserted section"
        /// A moved section loses all its items and would be removed.
        case movedSectionEmptied = "a moved section keeps an item"
        /// The result would hold an id twice.
        case duplicateID = "unique item ids"
        /// An index is negative.
        case negativeIndex = "non-negative indices"
    }

    public var rule: Rule
    /// The offending item, if the rule is about one.
    public var indexPath: IndexPath?
    /// The offending section, if the rule is about one.
    public var section: Int?
    /// What went wrong, naming the element.
    public var detail: String

    public init(_ rule: Rule, at indexPath: IndexPath? = nil, section: Int? = nil, _ detail: String) {
        self.rule = rule
        self.indexPath = indexPath
        self.section = section ?? indexPath?.section
        self.detail = detail
    }

    public var description: String { "invalid batch update: \(detail) (rule: \(rule.rawValue))" }
}
