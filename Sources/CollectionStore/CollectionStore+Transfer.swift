import CollectionFiles
import CollectionModel
import Foundation
import GRDB

extension CollectionStore {
    /// Writes `dataset` as a new cvsim database at `path` (`cvsim import`): built in a temporary
    /// file beside it in one transaction, then renamed into place, so `path` is either absent or
    /// complete. Keys are `keyGap` apart in each section.
    ///
    /// - Parameter replacing: replace a file already at `path` (the new database is renamed over
    ///   it and the old one's `-wal` and `-shm` files are removed); without it, an existing file
    ///   is an error.
    /// - Throws: `StoreError` when `path` exists and `replacing` is false, or it cannot be written.
    /// - Complexity: O(n) rows inserted with one prepared statement.
    public static func create(at path: String, from dataset: Dataset, replacing: Bool = false) throws {
        var info = stat()
        guard replacing || lstat(path, &info) != 0 else {
            throw StoreError("\(path) already exists; import writes a new database (--force replaces it)")
        }
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).importing-\(getpid())"
        try? FileManager.default.removeItem(atPath: temporary)
        do {
            let queue = try open(temporary, readOnly: false, busyTimeout: 2)
            try StoreSchema.migrator.migrate(queue)
            try queue.write { db in try insert(dataset, into: db) }
            // Fold the WAL back in, so the renamed file is the whole database.
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            }
            try queue.close()
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: temporary + suffix) }
            guard rename(temporary, path) == 0 else {
                throw StoreError("\(path): cannot write (\(String(cString: strerror(errno))))")
            }
            // The replaced database's journal would not belong to the new one.
            if replacing { for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        } catch {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: temporary + suffix) }
            if let error = error as? StoreError { throw error }
            throw StoreError(describe(error, path: path))
        }
    }

    static func insert(_ dataset: Dataset, into db: Database) throws {
        let sections = try db.makeStatement(sql: "INSERT INTO sections (position, title, header, footer) VALUES (?, ?, ?, ?)")
        let items = try db.makeStatement(
            sql: """
                INSERT INTO items (id, section_id, order_key, title, width, height, color, body, movable)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for (s, section) in dataset.sections.enumerated() {
            try sections.execute(arguments: [Double(s + 1), section.title, section.header, section.footer])
            let sectionID = db.lastInsertedRowID
            for (i, item) in section.items.enumerated() {
                try items.execute(arguments: [
                    item.id.rawValue, sectionID, Double(i + 1) * StoreSchema.keyGap, item.title, item.width, item.height,
                    item.color, item.body, item.canMove,
                ])
            }
        }
    }

    /// Every section and item, in order (`cvsim export`).
    ///
    /// - Complexity: O(n).
    public func dataset() throws -> Dataset {
        do {
            return try queue.read { db in
                Dataset(sections: try Self.readTaken(db, upTo: Frontier(position: .infinity, key: nil)).map(\.section))
            }
        } catch {
            throw StoreError(Self.describe(error, path: path))
        }
    }

    /// Whether SQLite finds the database sound (`PRAGMA integrity_check` and foreign keys).
    public func integrityProblems() throws -> [String] {
        try queue.read { db in
            var problems = try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
            problems += try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { "foreign key: \($0)" }
            return problems
        }
    }

    /// Closes the database (its WAL is checkpointed when this is the last connection).
    public func close() throws {
        try queue.close()
    }
}
