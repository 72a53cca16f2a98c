import CollectionFiles
import CollectionLayout
import CollectionModel
import Foundation
import GRDB
import Testing

@testable import CollectionStore

/// Random edits (inserts, deletes, moves within and across sections, undos) applied to the data
/// and written through, compared with a plain read of the database.
@Suite struct WriteThroughTests {
    /// Applies `update` to `data` and writes it through, as the viewer's data source does.
    @discardableResult
    func edit(_ update: BatchUpdate, _ data: inout CollectionData, _ store: CollectionStore) throws -> AppliedUpdate {
        let deleted = PersistableEdit.deletedIDs(by: update, in: data)
        let applied = try data.apply(update)
        try store.persist(PersistableEdit(applied, deletedIDs: deleted), in: data)
        return applied
    }

    func randomEdit(_ data: CollectionData, _ rng: inout SplitMix64, _ next: inout Int) -> BatchUpdate? {
        let paths = (0..<data.numberOfSections).flatMap { s in
            (0..<data.numberOfItems(inSection: s)).map { IndexPath(section: s, item: $0) }
        }
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            guard data.numberOfSections > 0 else { return nil }
            let s = Int.random(in: 0..<data.numberOfSections, using: &rng)
            next += 1
            var update = BatchUpdate()
            update.insertedItems = [
                .init(
                    IndexPath(section: s, item: Int.random(in: 0...data.numberOfItems(inSection: s), using: &rng)),
                    item("new\(next)"))
            ]
            return update
        case 1:
            guard let path = paths.randomElement(using: &rng) else { return nil }
            var update = BatchUpdate()
            update.deletedItems = [path]
            return update
        default:
            guard let from = paths.randomElement(using: &rng) else { return nil }
            let s = Int.random(in: 0..<data.numberOfSections, using: &rng)
            let limit = data.numberOfItems(inSection: s) - (s == from.section ? 1 : 0)
            return .move(from: from, to: IndexPath(section: s, item: Int.random(in: 0...max(0, limit), using: &rng)))
        }
    }

    /// Another process inserts a section before the viewer's second one, and the viewer has not
    /// reloaded: an edit of the viewer's section 1 still goes to that section (by identity, not
    /// by its index among the database's sections now).
    @Test func anEditGoesToTheViewersSectionAfterAnotherProcessInsertsOneBeforeIt() async throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("sections.sqlite")
        try CollectionStore.create(at: db, from: Dataset(sections: [
            Section(title: "A", items: [item("a0"), item("a1")]), Section(title: "B", items: [item("b0"), item("b1")]),
        ]))
        let store = try CollectionStore(path: db)
        var data = CollectionData()
        _ = try await pageAll(store, into: &data, pageSize: 10)
        #expect(data.sections.map(\.title) == ["A", "B"])
        let positions = try await DatabaseQueue(path: db).read { db in try Double.fetchAll(db, sql: "SELECT position FROM sections ORDER BY position") }
        try await DatabaseQueue(path: db).write { db in
            try db.execute(sql: "INSERT INTO sections (position, title) VALUES (?, 'Outside')", arguments: [(positions[0] + positions[1]) / 2])
        }
        // Into the viewer's section 1 ("B"), at its top; then a delete of its last item.
        var update = BatchUpdate()
        update.insertedItems = [BatchUpdate.ItemInsertion(IndexPath(section: 1, item: 0), item("new"))]
        try edit(update, &data, store)
        var delete = BatchUpdate()
        delete.deletedItems = [IndexPath(section: 1, item: 2)]
        try edit(delete, &data, store)
        let stored = try contents(of: db)
        #expect(stored.map(\.title) == ["A", "Outside", "B"])
        #expect(stored[1].items.isEmpty, "nothing written to the section the viewer does not hold")
        #expect(stored[2].items.map(\.id.rawValue) == ["new", "b0"])
    }

    @Test func randomEditsOnFullyLoadedDataMatchTheDatabase() async throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        for seed in 0..<40 {
            var rng = SplitMix64(seed: UInt64(seed))
            let dataset = randomDataset(&rng, maxSections: 4, maxItems: 8)
            let db = folder.file("w\(seed).sqlite")
            try CollectionStore.create(at: db, from: dataset)
            let store = try CollectionStore(path: db)
            var data = CollectionData()
            _ = try await pageAll(store, into: &data, pageSize: 5)
            var undo: [BatchUpdate] = []
            var next = 0
            for step in 0..<30 {
                if !undo.isEmpty, Int.random(in: 0..<4, using: &rng) == 0 {
                    try edit(undo.removeLast(), &data, store)
                } else if let update = randomEdit(data, &rng, &next), let applied = try? edit(update, &data, store) {
                    undo.append(applied.inverse)
                }
                #expect(try contents(of: db) == data.sections, "seed \(seed) step \(step)")
            }
            #expect(try store.integrityProblems() == [])
        }
    }

    @Test func editsOnPartlyLoadedDataKeepTheRestAndLaterPagesDoNotRepeat() async throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        for seed in 0..<30 {
            var rng = SplitMix64(seed: UInt64(seed))
            let items = (0..<40).map { item("i\($0)") }
            let db = folder.file("partial\(seed).sqlite")
            try CollectionStore.create(
                at: db, from: Dataset(sections: [Section(title: "A", items: Array(items[..<25])), Section(title: "B", items: Array(items[25...]))]))
            let store = try CollectionStore(path: db)
            var data = CollectionData()
            var paginator = Paginator(configuration: PaginationConfiguration(pageSize: 6))
            try await pageMore(store, &paginator, into: &data, pages: 2)
            var next = 0
            for _ in 0..<12 {
                // Inserts at the very end of what is loaded are the case that must not come back in a page.
                if Bool.random(using: &rng) {
                    var update = BatchUpdate()
                    let s = data.numberOfSections - 1
                    next += 1
                    update.insertedItems = [.init(IndexPath(section: s, item: data.numberOfItems(inSection: s)), item("end\(next)"))]
                    try edit(update, &data, store)
                } else if let update = randomEdit(data, &rng, &next) {
                    _ = try? edit(update, &data, store)
                }
            }
            let outcomes = try await pageMore(store, &paginator, into: &data, pages: 100)
            for case .skippedDuplicates(let ids) in outcomes { Issue.record("seed \(seed): repeated \(ids)") }
            #expect(data.sections == (try contents(of: db)), "seed \(seed)")
        }
    }

    @Test func manyInsertsAtOnePlaceRebalanceTheKeysAndKeepTheOrder() async throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("gap.sqlite")
        try CollectionStore.create(at: db, from: Dataset(sections: [Section(title: "A", items: [item("a"), item("z")])]))
        let store = try CollectionStore(path: db)
        var data = CollectionData()
        _ = try await pageAll(store, into: &data, pageSize: 10)
        // Always right after "a": the gap halves each time; 10 bits of gap run out after ~60 inserts.
        for n in 0..<80 {
            var update = BatchUpdate()
            update.insertedItems = [.init(IndexPath(section: 0, item: 1), item("n\(n)"))]
            try edit(update, &data, store)
        }
        #expect(try contents(of: db) == data.sections)
        let keys = try await DatabaseQueue(path: db).read { try Double.fetchAll($0, sql: "SELECT order_key FROM items ORDER BY order_key") }
        #expect(keys.count == 82 && Set(keys).count == 82)
    }

    @Test func aMoveRewritesOneRow() async throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("move.sqlite")
        try CollectionStore.create(at: db, from: Dataset(sections: [Section(title: "A", items: (0..<100).map { item("i\($0)") })]))
        let store = try CollectionStore(path: db)
        var data = CollectionData()
        _ = try await pageAll(store, into: &data, pageSize: 100)
        let before = try DatabaseQueue(path: db).read { try Row.fetchAll($0, sql: "SELECT id, order_key FROM items ORDER BY id") }
        try edit(.move(from: IndexPath(section: 0, item: 90), to: IndexPath(section: 0, item: 3)), &data, store)
        let after = try DatabaseQueue(path: db).read { try Row.fetchAll($0, sql: "SELECT id, order_key FROM items ORDER BY id") }
        let changed = zip(before, after).filter { $0 != $1 }.map { $0.1["id"] as String }
        #expect(changed == ["i90"])
        #expect(try contents(of: db) == data.sections)
    }
}
