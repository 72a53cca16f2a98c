import CollectionBasics
import CollectionModel

/// One page of an HTTP JSON feed: `{"items":[ITEM, ...], "next":"CURSOR"}`, items in the
/// dataset's item format (docs/datasets.md), `next` null or absent at the end of the feed.
public struct FeedPage: Hashable, Sendable {
    public var items: [Item]
    /// The cursor of the next page, or `nil` at the end of the feed.
    public var next: String?

    public init(items: [Item], next: String?) {
        self.items = items
        self.next = next
    }

    /// Parses and validates a page; `name` (the URL) starts every error message.
    ///
    /// - Throws: `DatasetError`, one line naming the problem and the item.
    /// - Complexity: O(size of the text).
    public static func decode(_ bytes: [UInt8], name: String) throws(DatasetError) -> FeedPage {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            let what = error.truncated ? "truncated JSON" : "not JSON"
            throw DatasetError(
                .malformedJSON, "\(name): \(what) at line \(error.line), column \(error.column): \(error.message)")
        }
        guard case .object = root else {
            throw DatasetError(.wrongType, "\(name): the page must be an object with \"items\", got \(root.kindName)")
        }
        guard let itemsValue = root["items"] else {
            throw DatasetError(.missingField, "\(name): missing \"items\" in the page")
        }
        guard case .array(let values) = itemsValue else {
            throw DatasetError(.wrongType, "\(name): \"items\" must be an array, got \(itemsValue.kindName)")
        }
        let reader = DatasetReader(name: name)
        var items: [Item] = []
        items.reserveCapacity(values.count)
        for (i, value) in values.enumerated() { items.append(try reader.readItem(value, section: 0, index: i)) }
        var next: String?
        switch root["next"] {
        case nil, .null?: next = nil
        case .string(let text)?: next = text
        case let other?: throw DatasetError(.wrongType, "\(name): \"next\" must be a string or null, got \(other.kindName)")
        }
        return FeedPage(items: items, next: next)
    }
}
