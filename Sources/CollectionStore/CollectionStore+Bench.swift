import CollectionModel
import Foundation
import GRDB

extension CollectionStore {
    /// A database of `rows` plain items in one section (ids `g00000000`...), for `cvsim bench`:
    /// one transaction, one prepared statement, ids in index order so every insert appends.
    ///
    /// - Complexity: O(rows).
    package static func createGenerated(at path: String, rows: Int) throws {
        let queue = try open(path, readOnly: false, busyTimeout: 2)
        try StoreSchema.migrator.migrate(queue)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = OFF") }
        try queue.write { db in
            try db.execute(sql: "INSERT INTO sections (position, title) VALUES (1, 'Library')")
            let statement = try db.makeStatement(
                sql: "INSERT INTO items (id, section_id, order_key, title, height, color) VALUES (?, 1, ?, ?, ?, '#8e8e93')")
            for i in 0..<rows {
                let id = String(i)
                statement.setUncheckedArguments([
                    "g" + String(repeating: "0", count: max(0, 9 - id.count)) + id, Double(i + 1) * StoreSchema.keyGap,
                    "Item " + id, Double(50 + i % 150),
                ])
                try statement.execute()
            }
        }
        try queue.close()
    }

    /// The page of `count` items after item `index` of the first section, read by key as the
    /// viewer reads it (for `cvsim bench`).
    package func benchPage(after index: Int, count: Int) throws -> Page {
        let frontier = Frontier(position: 1, key: Double(index) * StoreSchema.keyGap)
        return try queue.read { db in try Self.readPage(db, after: frontier, count: count).0 }
    }

    /// The same page read the naive way, with `OFFSET` (for `cvsim bench`'s comparison).
    package func benchOffsetPage(after index: Int, count: Int) throws -> Int {
        try queue.read { db in
            try Row.fetchAll(
                db, sql: "SELECT id, title, width, height, color, body, movable FROM items ORDER BY section_id, order_key LIMIT ? OFFSET ?",
                arguments: [count, index]
            ).count
        }
    }
}
