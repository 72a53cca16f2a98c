import CollectionLayout
import Testing

@testable import CollectionModel

@Suite struct LayoutIntegrationTests {
    /// Pages appended through the paginator reach the layout as appends and give the same frames
    /// as a fresh layout of all the items.
    @Test func pagesReachTheLayoutAsAppends() throws {
        var configuration = WaterfallOptions()
        configuration.columns = 3
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        let layout = WaterfallLayout(options: configuration, bounds: bounds)
        var paginator = Paginator()
        var data = CollectionData()
        let source = (0..<200).map { Item.generated(UInt64($0)) }
        for _ in 0..<10 {
            let request = try #require(
                paginator.retry(now: 0)
                    ?? paginator.requestIfNeeded(
                        contentLength: 0, viewportLength: 844, offset: 0, now: 0))
            let page = Page(items: Array(source[request.cursor..<(request.cursor + request.count)]), isLast: false)
            for case .appended(let update) in paginator.complete(request, with: .success(page), into: &data) {
                layout.invalidate(update.invalidation)
            }
            try layout.prepare(data)
        }
        #expect(data.totalItems == 200)
        let fresh = WaterfallLayout(options: configuration, bounds: bounds)
        try fresh.prepare(data)
        for i in 0..<200 {
            let path = IndexPath(section: 0, item: i)
            #expect(layout.layoutAttributesForItem(at: path) == fresh.layoutAttributesForItem(at: path))
        }
        #expect(layout.contentSize == fresh.contentSize)
    }
}
