import CollectionFiles
import CollectionLayout
import CollectionModel
import Foundation
import GRDB
import Testing

@testable import CollectionStore

@Suite struct StorePagingTests {
    @Test func pagingThroughSectionsGivesTheWholeDatasetAtEveryPageSize() async throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        for seed in 0..<30 {
            var rng = SplitMix64(seed: UInt64(seed))
            let dataset = randomDataset(&rng)
            let db = folder.file("p\(seed).sqlite")
            try CollectionStore.create(at: db, from: dataset)
            let store = try CollectionStore(path: db)
            let pageSize = Int.random(in: 1...9, using: &rng)
            var data = CollectionData()
            let paginator = try await pageAll(store, into: &data, pageSize: pageSize)
            #expect(paginator.state == .exhausted, "seed \(seed)")
            // Every section arrives, empty ones too, with its texts.
            #expect(data.sections == dataset.sections, "seed \(seed) page size \(pageSize)")
            #expect(paginator.cursor == dataset.sections.reduce(0) { $0 + $1.items.count })
        }
    }

    @Test func pagesAreReadByKeyNotByOffset() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("plan.sqlite")
        try CollectionStore.create(at: db, from: Dataset(sections: [Section(title: "A", items: [item("a")])]))
        let plan = try DatabaseQueue(path: db).read { db in
            try Row.fetchAll(
                db,
                sql: "EXPLAIN QUERY PLAN SELECT id FROM items WHERE section_id = ? AND order_key > ? ORDER BY order_key LIMIT ?",
                arguments: [1, 0, 20]
            ).map { $0["detail"] as String }
        }
        #expect(plan.count == 1 && plan[0].contains("USING INDEX") && plan[0].contains("order_key>?"), "\(plan)")
    }

    @Test func changesFromAnotherProcessArriveWithTheNextPageAsARefresh() async throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("outside.sqlite")
        let items = (0..<10).map { item("i\($0)") }
        try CollectionStore.create(at: db, from: Dataset(sections: [Section(title: "A", items: items)]))
        let store = try CollectionStore(path: db)
        var data = CollectionData()
        var paginator = Paginator(configuration: PaginationConfiguration(pageSize: 4))
        try await pageMore(store, &paginator, into: &data, pages: 1)
        #expect(data.sections[0].items.map(\.id.rawValue) == ["i0", "i1", "i2", "i3"])
        // Another connection: deletes i1, renames i2, moves i0 after i3, adds n1 before i3 and n2 at the end.
        try await DatabaseQueue(path: db).write { db in
            try db.execute(sql: "DELETE FROM items WHERE id = 'i1'")
            try db.execute(sql: "UPDATE items SET title = 'renamed' WHERE id = 'i2'")
            try db.execute(sql: "UPDATE items SET order_key = 4100 WHERE id = 'i0'")
            try db.execute(sql: "INSERT INTO items (id, section_id, order_key, title, color) VALUES ('n1', 1, 3500, 'n1', '#000000'), ('n2', 1, 99999, 'n2', '#000000')")
        }
        let outcomes = try await pageMore(store, &paginator, into: &data, pages: 1)
        guard case .refreshed(let refresh) = outcomes.first else {
            Issue.record("\(outcomes)")
            return
        }
        #expect(refresh.deletedIndexPaths.count >= 1 && !refresh.insertedIndexPaths.isEmpty)
        // Loaded: the refreshed first page (up to key 4096: i2, n1, i3) then page 2 (i0 at 4100, i4, i5, i6).
        #expect(data.sections[0].items.map(\.id.rawValue) == ["i2", "n1", "i3", "i0", "i4", "i5", "i6"])
        #expect(data.sections[0].items[0].title == "renamed")
        _ = try await pageMore(store, &paginator, into: &data, pages: 10)
        #expect(data.sections == (try contents(of: db)))
        #expect(paginator.state == .exhausted)
    }

    @Test func aReloadReportsChangesOrNone() async throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("reload.sqlite")
        try CollectionStore.create(at: db, from: Dataset(sections: [Section(title: "A", items: [item("a"), item("b")])]))
        let store = try CollectionStore(path: db)
        var data = CollectionData()
        var paginator = try await pageAll(store, into: &data, pageSize: 5)
        let quietMaybe = paginator.reload(now: 0)
        let quiet = try #require(quietMaybe)
        let nothing = try await store.page(from: quiet.cursor, count: 0)
        #expect(nothing.refreshed == nil && nothing.isLast)
        _ = paginator.complete(quiet, with: .success(nothing), into: &data)
        try await DatabaseQueue(path: db).write { db in
            try db.execute(sql: "INSERT INTO items (id, section_id, order_key, title, color) VALUES ('c', 1, 99999, 'c', '#000000')")
            try db.execute(sql: "UPDATE sections SET title = 'Renamed'")
        }
        let reloadMaybe = paginator.reload(now: 1)
        let reload = try #require(reloadMaybe)
        let page = try await store.page(from: reload.cursor, count: 0)
        #expect(page.refreshed?.map(\.title) == ["Renamed"] && !page.isLast)
        _ = paginator.complete(reload, with: .success(page), into: &data)
        _ = try await pageMore(store, &paginator, into: &data, pages: 5)
        #expect(data.sections == (try contents(of: db)))
    }
}

@Suite struct StoreRetryTests {
    /// A page the paginator gave up on (timed out) is asked for again at the same cursor: the
    /// store answers with the same items, not the ones after them.
    @Test func askingAgainAtACursorGivesTheSamePage() async throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("again.sqlite")
        try CollectionStore.create(at: db, from: Dataset(sections: [Section(title: "A", items: (0..<12).map { item("i\($0)") })]))
        let store = try CollectionStore(path: db)
        let first = try await store.page(from: 0, count: 5)
        let late = try await store.page(from: 5, count: 5)  // answered, but its answer was dropped
        let again = try await store.page(from: 5, count: 5)
        #expect(first.items.map(\.id.rawValue) == ["i0", "i1", "i2", "i3", "i4"])
        #expect(late == again)
        let last = try await store.page(from: 10, count: 5)
        #expect(last.items.map(\.id.rawValue) == ["i10", "i11"] && last.isLast)
    }
}
