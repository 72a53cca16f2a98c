import CollectionModel
import Testing

@testable import CollectionFiles
import TestSupport

@Suite struct DatasetPageSourceTests {
    @Test func datasetSourcePagesThroughEveryItemOnce() async throws {
        let dataset = Dataset(sections: [
            Section(title: "A", items: (0..<7).map { item("a\($0)") }),
            Section(title: "B", items: (0..<5).map { item("b\($0)") }),
        ])
        let source = DatasetPageSource(dataset: dataset)
        var all: [Item] = []
        var cursor = 0
        while true {
            let page = try await source.page(from: cursor, count: 5)
            all += page.items
            cursor += page.items.count
            if page.isLast { break }
        }
        #expect(all == dataset.sections.flatMap(\.items))
    }
}
