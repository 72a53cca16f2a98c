/// One page of a feed: its items, and whether the feed ends with it.
public struct Page: Hashable, Sendable {
    public var items: [Item]
    /// `true` when there is nothing after this page.
    public var isLast: Bool

    public init(items: [Item], isLast: Bool) {
        self.items = items
        self.isLast = isLast
    }
}

/// Where the items of an endless or long feed come from, a page at a time ("load 20 more").
///
/// A source is addressed by a cursor, the number of items already taken from it, so that a
/// failed page can be asked for again without losing or repeating items.
public protocol PageSource: Sendable {
    /// The items from `cursor` on, at most `count` of them.
    ///
    /// - Throws: whatever the source fails with; the paginator reports it and may retry.
    func page(from cursor: Int, count: Int) async throws -> Page
}

/// An error a page source throws on purpose (failure injection).
public struct InjectedPageFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var cursor: Int
    public var description: String { "injected failure at item \(cursor)" }
}
