/// One page of a feed: its items, and whether the feed ends with it.
///
/// A source with sections (a database) says where new sections begin with `sectionStarts`; a
/// source that noticed changes to the items already taken (another process wrote to it) sends
/// them as `refreshed`, which the paginator diffs against the data before appending the page.
public struct Page: Hashable, Sendable {
    public var items: [Item]
    /// `true` when there is nothing after this page.
    public var isLast: Bool
    /// Sections that begin in this page, in order: `items[start.index...]` up to the next start
    /// belong to `start.section` (whose own `items` are ignored). Items before the first start
    /// go to the last section of the data. An index equal to `items.count` starts an empty section.
    public var sectionStarts: [SectionStart]
    /// The items already taken from the source, as they are now (sections and items), when they
    /// changed since the last page; `nil` when they did not.
    public var refreshed: [Section]?

    /// Where a section begins in a page.
    public struct SectionStart: Hashable, Sendable {
        public var index: Int
        public var section: Section

        public init(index: Int, section: Section) {
            self.index = index
            self.section = section
        }
    }

    public init(items: [Item], isLast: Bool, sectionStarts: [SectionStart] = [], refreshed: [Section]? = nil) {
        self.items = items
        self.isLast = isLast
        self.sectionStarts = sectionStarts
        self.refreshed = refreshed
    }
}

/// Where the items of an endless or long feed come from, a page at a time ("load 20 more").
///
/// A source is addressed by a cursor, the number of items already taken from it, so that a
/// failed page can be asked for again without losing or repeating items.
public protocol PageSource: Sendable {
    /// The items from `cursor` on, at most `count` of them.
    ///
    /// A request with `count == 0` asks only for changes (`Page.refreshed`) and whether more
    /// items follow (`Page.isLast`), as a reload does.
    ///
    /// - Throws: whatever the source fails with; the paginator reports it and may retry.
    func page(from cursor: Int, count: Int) async throws -> Page

    /// Stops whatever the source has in flight (the viewer is quitting); later requests may fail.
    func cancelAll()
}

extension PageSource {
    public func cancelAll() {}
}

/// An error a page source throws on purpose (failure injection).
public struct InjectedPageFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var cursor: Int
    public var description: String { "injected failure at item \(cursor)" }
}
