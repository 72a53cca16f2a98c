import GRDB

/// The database's tables and their history: named migrations, applied in order, never edited
/// once shipped (add a new one instead).
///
/// ```
/// sections(id INTEGER PRIMARY KEY, position REAL UNIQUE, title, header, footer)
/// items(id TEXT PRIMARY KEY, section_id → sections, order_key REAL, title, width, height,
///       color, body, movable, UNIQUE(section_id, order_key))
/// ```
/// Items are ordered within their section by `order_key`, sections by `position`: a move
/// rewrites one key (a midpoint between its new neighbours), pages read by key.
enum StoreSchema {
    /// `PRAGMA application_id` of a cvsim database: "cvsi".
    static let applicationID: Int32 = 0x6376_7369

    /// The gap between neighbouring keys as imported (and after a rebalance).
    static let keyGap = 1024.0

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 sections and items") { db in
            try db.execute(
                sql: """
                    PRAGMA application_id = \(applicationID);
                    CREATE TABLE sections (
                        id INTEGER PRIMARY KEY,
                        position REAL NOT NULL UNIQUE,
                        title TEXT NOT NULL,
                        header TEXT,
                        footer TEXT
                    );
                    CREATE TABLE items (
                        id TEXT NOT NULL PRIMARY KEY,
                        section_id INTEGER NOT NULL REFERENCES sections(id) ON DELETE CASCADE,
                        order_key REAL NOT NULL,
                        title TEXT NOT NULL,
                        width REAL,
                        height REAL,
                        color TEXT NOT NULL,
                        body TEXT,
                        movable INTEGER NOT NULL DEFAULT 1 CHECK (movable IN (0, 1)),
                        UNIQUE (section_id, order_key)
                    );
                    """)
        }
        return migrator
    }

    /// Names of the migrations this build knows, oldest first.
    static var knownMigrations: [String] { migrator.migrations }

    /// Throws unless `db` is a cvsim database this build can read: not another program's
    /// schema, not written by a newer cvsim.
    ///
    /// - Returns: whether migrations are missing (an older cvsim database, or a new empty one).
    static func check(_ db: Database, path: String) throws -> Bool {
        let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        if id != applicationID {
            if id == 0, tables == 0 { return true }
            throw StoreError("\(path): not a cvsim database (another schema); create one with cvsim import DATA.json FILE")
        }
        if try migrator.hasBeenSuperseded(db) {
            let applied = try migrator.appliedIdentifiers(db).subtracting(knownMigrations)
            throw StoreError(
                "\(path): written by a newer cvsim (schema \(applied.sorted().joined(separator: ", "))); this one knows up to \"\(knownMigrations.last!)\"")
        }
        return try !migrator.hasCompletedMigrations(db)
    }
}
