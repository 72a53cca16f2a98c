import CollectionFiles
import CollectionLayout
import CollectionModel
import Foundation
import GRDB

@testable import CollectionStore

/// A fresh folder under the system's temporary folder, removed by `cleanup`.
struct TemporaryFolder {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "cvsim-store-\(getpid())-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func cleanup() {
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        try? FileManager.default.removeItem(atPath: path)
    }
}

func item(_ id: String, height: Double? = 80) -> Item {
    Item(id: ItemID(id), title: "t-\(id)", height: height, color: "#123456")
}

/// A dataset with every field used: sections with and without items, headers, footers, bodies,
/// widths, immovable items.
func randomDataset(_ rng: inout SplitMix64, maxSections: Int = 5, maxItems: Int = 12) -> Dataset {
    var next = 0
    let sections = (0..<Int.random(in: 1...maxSections, using: &rng)).map { s -> Section in
        let count = Int.random(in: 0...maxItems, using: &rng)
        let items = (0..<count).map { _ -> Item in
            next += 1
            return Item(
                id: ItemID("i\(next)"), title: "Item \"\(next)\"\n", width: Bool.random(using: &rng) ? 120.5 : nil,
                height: Bool.random(using: &rng) ? Double(Int.random(in: 40...200, using: &rng)) : nil,
                color: "#0a0b0c", body: Bool.random(using: &rng) ? "body é \(next)" : nil,
                canMove: Int.random(in: 0..<5, using: &rng) != 0)
        }
        return Section(
            title: "S\(s)", header: Bool.random(using: &rng) ? "Head \(s)" : nil,
            footer: Bool.random(using: &rng) ? "Foot \(s)" : nil, items: items)
    }
    return Dataset(sections: sections)
}

/// Pages through `store` with a paginator into `data` until the end (or `limit` pages).
func pageAll(_ store: CollectionStore, into data: inout CollectionData, pageSize: Int, limit: Int = 10_000) async throws
    -> Paginator
{
    var paginator = Paginator(configuration: PaginationConfiguration(pageSize: pageSize))
    try await pageMore(store, &paginator, into: &data, pages: limit)
    return paginator
}

/// Loads up to `pages` more pages.
@discardableResult
func pageMore(_ store: CollectionStore, _ paginator: inout Paginator, into data: inout CollectionData, pages: Int)
    async throws -> [PageOutcome]
{
    var outcomes: [PageOutcome] = []
    for _ in 0..<pages {
        guard let request = paginator.requestIfNeeded(contentLength: 0, viewportLength: 1, offset: 0, now: 0) else { break }
        let page = try await store.page(from: request.cursor, count: request.count)
        outcomes += paginator.complete(request, with: .success(page), into: &data)
    }
    return outcomes
}

/// The whole database read with a plain second connection, sections in position order, items
/// in key order.
func contents(of path: String) throws -> [Section] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
        try Row.fetchAll(db, sql: "SELECT id, title, header, footer FROM sections ORDER BY position").map { row in
            let items = try Row.fetchAll(
                db,
                sql: "SELECT id, title, width, height, color, body, movable FROM items WHERE section_id = ? ORDER BY order_key",
                arguments: [row["id"] as Int64]
            ).map(CollectionStore.item)
            return Section(title: row["title"], header: row["header"], footer: row["footer"], items: items)
        }
    }
}
