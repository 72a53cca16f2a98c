import CollectionModel

/// A source that pages through the items of a dataset, section after section, as one feed.
public struct DatasetPageSource: PageSource {
    public let items: [Item]
    public var latency: Duration

    public init(dataset: Dataset, latency: Duration = .zero) {
        self.items = dataset.sections.flatMap(\.items)
        self.latency = latency
    }

    public func page(from cursor: Int, count: Int) async throws -> Page {
        if latency > .zero { try await Task.sleep(for: latency) }
        let start = min(max(0, cursor), items.count)
        let end = min(start + max(0, count), items.count)
        return Page(items: Array(items[start..<end]), isLast: end >= items.count)
    }
}
