import CollectionFiles
import CollectionLayout
import CollectionModel
import Foundation
import GRDB
import Testing
import TestSupport

@testable import CollectionStore

@Suite struct ImportExportTests {
    @Test func shippedDatasetsRoundTripExactly() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/datasets")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".json") }
        #expect(!names.isEmpty)
        for name in names {
            let dataset = try Dataset.load(contentsOf: root.path + "/" + name)
            let db = folder.file(name + ".sqlite")
            try CollectionStore.create(at: db, from: dataset)
            let store = try CollectionStore(path: db)
            let back = try store.dataset()
            #expect(back.encoded() == dataset.encoded(), "\(name)")
            #expect(try store.integrityProblems() == [])
        }
    }

    @Test func randomDatasetsRoundTripWithEmptySectionsAndEveryField() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        for seed in 0..<40 {
            var rng = SplitMix64(seed: UInt64(seed))
            let dataset = randomDataset(&rng)
            let db = folder.file("r\(seed).sqlite")
            try CollectionStore.create(at: db, from: dataset)
            #expect(try CollectionStore(path: db).dataset() == dataset, "seed \(seed)")
            #expect(try contents(of: db) == dataset.sections, "seed \(seed)")
        }
    }

    /// Another program may write anything into any column: a value cvsim cannot read, or a size
    /// a dataset file may not have, is one clear error naming the item and column — never a trap.
    @Test(arguments: [
        ("width = 'abc'", "item 'b' in the database: the column width holds \"abc\""),
        ("height = -5", "item 'b' in the database: height must be a number from 0.001 to 100000, got -5.0"),
        ("width = 1e308", "item 'b' in the database: width must be a number from 0.001 to 100000, got 1e+308"),
        ("height = x'00'", "item 'b' in the database: the column height holds"),
    ])
    func valuesWrittenByAnotherProgramAreCheckedWhenRead(assignment: String, message: String) throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("odd.sqlite")
        try CollectionStore.create(at: db, from: Dataset(sections: [Section(title: "A", items: [item("a"), item("b")])]))
        try DatabaseQueue(path: db).write { try $0.execute(sql: "UPDATE items SET \(assignment) WHERE id = 'b'") }
        #expect {
            _ = try CollectionStore(path: db).dataset()
        } throws: { error in
            "\(error)".contains(": " + message)
        }
    }

    @Test func importNeverOverwritesAndLeavesNoTemporaryFile() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("a.sqlite")
        try CollectionStore.create(at: db, from: Dataset(sections: [Section(title: "A", items: [item("a")])]))
        #expect(throws: StoreError("\(db) already exists; import writes a new database (--force replaces it)")) {
            try CollectionStore.create(at: db, from: Dataset(sections: []))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.sqlite"])
        #expect(try contents(of: db).map(\.items.count) == [1])
    }
}

@Suite struct OpeningTests {
    @Test func badFilesGetOneClearLine() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let text = folder.file("text.sqlite")
        try Data("hello, not a database at all".utf8).write(to: URL(fileURLWithPath: text))
        #expect(throws: StoreError("\(text): not an SQLite database")) { try CollectionStore(path: text) }
        let missing = folder.file("missing.sqlite")
        #expect(throws: StoreError("\(missing): no such database; create one with cvsim import DATA.json \(missing)")) {
            try CollectionStore(path: missing)
        }
        let other = folder.file("other.sqlite")
        try DatabaseQueue(path: other).write { try $0.execute(sql: "CREATE TABLE t (a)") }
        #expect(
            throws: StoreError(
                "\(other): not a cvsim database (another schema); create one with cvsim import DATA.json FILE")
        ) { try CollectionStore(path: other) }
    }

    @Test func aNewerSchemaIsRefusedByName() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("newer.sqlite")
        try CollectionStore.create(at: db, from: Dataset(sections: [Section(title: "A")]))
        try DatabaseQueue(path: db).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9 from the future')")
        }
        #expect(
            throws: StoreError(
                "\(db): written by a newer cvsim (schema v9 from the future); this one knows up to \"v1 sections and items\"")
        ) { try CollectionStore(path: db) }
    }

    @Test func aReadOnlyFileOpensReadOnlyAndRefusesEdits() async throws {
        guard getuid() != 0 else { return }  // root writes any file; the lock test below covers root
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("ro.sqlite")
        try CollectionStore.create(at: db, from: Dataset(sections: [Section(title: "A", items: [item("a")])]))
        chmod(db, 0o444)
        let store = try CollectionStore(path: db)
        #expect(store.refusal == "read-only: \(db) is not writable; edits are refused")
    }

    @Test func aDatabaseLockedByAnotherWriterOpensReadOnlyPagesAndRefusesEdits() async throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("locked.sqlite")
        try CollectionStore.create(at: db, from: Dataset(sections: [Section(title: "A", items: [item("a"), item("b")])]))
        _ = try CollectionStore(path: db)  // WAL mode, as the viewer leaves it
        // Another connection holds a write transaction open.
        var configuration = Configuration()
        configuration.busyMode = .immediateError
        let other = try DatabaseQueue(path: db, configuration: configuration)
        let holding = Flag()
        let done = Flag()
        let thread = Thread {
            try? other.inDatabase { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                try db.execute(sql: "INSERT INTO items (id, section_id, order_key, title, color) VALUES ('x', 1, 5000, 'x', '#000000')")
                holding.set()
                done.wait()
                try db.execute(sql: "ROLLBACK")
            }
        }
        thread.start()
        #expect(holding.wait(seconds: 600), "the other connection never took the lock")
        defer { done.set() }
        let store = try CollectionStore(path: db, busyTimeout: 0.2)
        #expect(store.refusal == "read-only: another process is writing to \(db); edits are refused")
        var data = CollectionData()
        _ = try await pageAll(store, into: &data, pageSize: 10)
        #expect(data.sections.map { $0.items.map(\.id.rawValue) } == [["a", "b"]])
        var update = BatchUpdate()
        update.deletedItems = [IndexPath(section: 0, item: 0)]
        let applied = try data.apply(update)
        #expect(throws: EditRefused(store.refusal!)) {
            try store.persist(PersistableEdit(applied, deletedIDs: ["a"]), in: data)
        }
    }
}

extension OpeningTests {
    /// A lock held only for a while: the store opened read-only for it opens read-write once it
    /// is gone, when asked again (Ctrl-R and the next edit ask), and keeps the edit.
    @Test func aDatabaseOpenedReadOnlyForAPassingLockTakesEditsOnceTheLockIsGone() async throws {
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("passing.sqlite")
        try CollectionStore.create(at: db, from: Dataset(sections: [Section(title: "A", items: [item("a"), item("b")])]))
        _ = try CollectionStore(path: db)
        var configuration = Configuration()
        configuration.busyMode = .immediateError
        let other = try DatabaseQueue(path: db, configuration: configuration)
        let holding = Flag(), release = Flag(), released = Flag()
        let thread = Thread {
            try? other.inDatabase { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                try db.execute(sql: "UPDATE items SET title = 'changed' WHERE id = 'b'")
                holding.set()
                release.wait()
                try db.execute(sql: "COMMIT")
            }
            released.set()
        }
        thread.start()
        defer { release.set() }  // whatever happens below, the other connection gets to finish
        #expect(holding.wait(seconds: 600), "the other connection never took the lock")
        let store = try CollectionStore(path: db, busyTimeout: 0.2)
        #expect(store.refusal == "read-only: another process is writing to \(db); edits are refused")
        var data = CollectionData()
        var paginator = try await pageAll(store, into: &data, pageSize: 10)
        #expect(store.retryWritable() == nil, "still locked")
        #expect(store.refusal != nil)
        release.set()
        #expect(released.wait(seconds: 600), "the other connection never committed")
        #expect(store.retryWritable() == "\(db) is writable again: edits are saved as you make them")
        #expect(store.refusal == nil)
        #expect(store.retryWritable() == nil, "nothing more to retry")
        // The other process's commit comes in with the next reload.
        let reloadMaybe = paginator.reload(now: 0)
        let reload = try #require(reloadMaybe)
        let page = try await store.page(from: reload.cursor, count: 0)
        _ = paginator.complete(reload, with: .success(page), into: &data)
        #expect(data.sections.first?.items.map(\.title) == ["t-a", "changed"])
        var update = BatchUpdate()
        update.deletedItems = [IndexPath(section: 0, item: 0)]
        let applied = try data.apply(update)
        try store.persist(PersistableEdit(applied, deletedIDs: ["a"]), in: data)
        #expect(try contents(of: db).map { $0.items.map(\.id.rawValue) } == [["b"]])
    }

    @Test func aFileThatIsNotWritableIsNotRetried() throws {
        guard getuid() != 0 else { return }
        let folder = TemporaryFolder()
        defer { folder.cleanup() }
        let db = folder.file("ro.sqlite")
        try CollectionStore.create(at: db, from: Dataset(sections: [Section(title: "A", items: [item("a")])]))
        chmod(db, 0o444)
        let store = try CollectionStore(path: db)
        #expect(store.retryWritable() == nil && store.refusal != nil)
    }
}

/// A flag shared with a thread.
