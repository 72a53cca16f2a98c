/// The position of an element: a section and an item within it.
///
/// For supplementary and decoration elements that belong to a whole section, `item` is 0.
public struct IndexPath: Hashable, Comparable, Sendable {
    public var section: Int
    public var item: Int

    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    public init(item: Int, section: Int) {
        self.init(section: section, item: item)
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension IndexPath: CustomStringConvertible {
    public var description: String { "[\(section), \(item)]" }
}
