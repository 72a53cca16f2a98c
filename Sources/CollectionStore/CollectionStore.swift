import CollectionFiles
import CollectionLayout
import CollectionModel
import Foundation
import GRDB

/// An SQLite database of sections and items (schema: `StoreSchema`) as the viewer's page source
/// and the keeper of its edits.
///
/// Pages are read by key, `WHERE section_id = ? AND order_key > ? ORDER BY order_key LIMIT ?`,
/// never by `OFFSET`, so page k costs the same at row 10 000 000 as at row 0. Each edit is
/// written in one transaction as it happens (write-through); the database is in WAL mode, so a
/// crash loses at most the edit in flight. Changes that another process commits are noticed on
/// the next page or reload (`PRAGMA data_version`) and sent as `Page.refreshed`.
public final class CollectionStore: PageSource, EditPersistence, @unchecked Sendable {
    public let path: String
    /// The connection; replaced by a read-write one when a lock that made it read-only passes.
    var queue: DatabaseQueue { lock.withLock { connection } }
    private var connection: DatabaseQueue
    /// Why edits are refused, when the database is open read-only.
    public var refusal: String? { lock.withLock { reason } }
    private var reason: String?
    /// The database was opened read-only only because another process was writing to it: a
    /// later `retryWritable()` opens it read-write once that process is done.
    private var lockedOut = false
    private let busyTimeout: Double

    /// How far the items taken reach, for each source cursor asked for or reached.
    private var frontiers: [Int: Frontier] = [:]
    /// `PRAGMA data_version` when the items taken were last read; a change means another
    /// connection committed.
    private var dataVersion: Int?
    /// The sections the viewer holds, in its order: those the pages entered and the edits
    /// inserted. An edit's section index means `taken[index]`, whatever another process has
    /// inserted or moved in the database since (until a reload brings that in).
    private var taken: [TakenSection] = []
    private let lock = NSLock()

    /// A section of the database, by id, and its position (its order among sections).
    struct TakenSection: Hashable {
        var id: Int64
        var position: Double
    }

    /// The place after the last item taken: the section entered last (by position) and the key
    /// of the last item taken in it (`nil`: none yet).
    struct Frontier: Hashable, Comparable {
        var position: Double
        var key: Double?

        static let start = Frontier(position: -.infinity, key: nil)

        static func < (a: Frontier, b: Frontier) -> Bool {
            if a.position != b.position { return a.position < b.position }
            return (a.key ?? -.infinity) < (b.key ?? -.infinity)
        }
    }

    /// Opens the cvsim database at `path` for viewing and editing.
    ///
    /// A file that cannot be written, or that another process holds locked for writing, is
    /// opened read-only: `refusal` says why, and edits are refused.
    ///
    /// - Throws: `StoreError` (one line) when there is no such file, it is not SQLite, it has
    ///   another schema or a newer cvsim's.
    public init(path: String, busyTimeout: Double = 2) throws {
        self.path = path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw StoreError("\(path): no such database; create one with cvsim import DATA.json \(path)")
        }
        guard access(path, R_OK) == 0 else { throw StoreError("\(path): cannot read the database (permission denied)") }
        try Self.checkHeader(path)
        let directory = (path as NSString).deletingLastPathComponent
        var reason: String?
        if access(path, W_OK) != 0 {
            reason = "read-only: \(path) is not writable; edits are refused"
        } else if access(directory.isEmpty ? "." : directory, W_OK) != 0 {
            reason = "read-only: its folder is not writable; edits are refused"
        }
        var queue: DatabaseQueue
        var lockedOut = false
        do {
            queue = try Self.open(path, readOnly: reason != nil, busyTimeout: busyTimeout)
            if reason == nil, try Self.isLocked(queue) {
                reason = Self.lockedReason(path)
                lockedOut = true
                queue = try Self.open(path, readOnly: true, busyTimeout: busyTimeout)
            }
            let needsMigration = try queue.read { try StoreSchema.check($0, path: path) }
            if needsMigration {
                if reason != nil {
                    throw StoreError("\(path): needs its schema brought up to date, but it is read-only")
                }
                try StoreSchema.migrator.migrate(queue)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(Self.describe(error, path: path))
        }
        self.connection = queue
        self.reason = reason
        self.lockedOut = lockedOut
        self.busyTimeout = busyTimeout
    }

    static func lockedReason(_ path: String) -> String {
        "read-only: another process is writing to \(path); edits are refused"
    }

    /// Opens the database read-write when it was opened read-only because another process was
    /// writing to it and that process is done (Ctrl-R and the next edit ask).
    ///
    /// - Returns: a message for the status line when edits are kept again, else `nil` (still
    ///   locked, or read-only for a reason that does not pass).
    public func retryWritable() -> String? {
        guard lock.withLock({ lockedOut }) else { return nil }
        guard let writable = try? Self.open(path, readOnly: false, busyTimeout: busyTimeout),
            (try? Self.isLocked(writable)) == false
        else { return nil }
        let old = lock.withLock { () -> DatabaseQueue in
            defer {
                connection = writable
                reason = nil
                lockedOut = false
                // `data_version` counts per connection: the next page reads the items taken
                // again (the other process wrote to them).
                dataVersion = -1
            }
            return connection
        }
        try? old.close()
        return "\(path) is writable again: edits are saved as you make them"
    }

    static func open(_ path: String, readOnly: Bool, busyTimeout: Double) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        if !readOnly {
            configuration.prepareDatabase { db in
                // WAL: readers never block the writer, and a crash loses at most the transaction in flight.
                try db.execute(sql: "PRAGMA journal_mode = WAL")
                try db.execute(sql: "PRAGMA synchronous = FULL")
            }
        }
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Whether another connection holds the write lock (a write transaction that will not end soon).
    static func isLocked(_ queue: DatabaseQueue) throws -> Bool {
        do {
            try queue.inDatabase { db in
                try db.inTransaction(.immediate) { .rollback }
            }
            return false
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
            return true
        }
    }

    static func checkHeader(_ path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 16)) ?? Data()
        if head.isEmpty { return }  // an empty file: SQLite treats it as a new database
        guard head == Data("SQLite format 3\0".utf8) else {
            throw StoreError("\(path): not an SQLite database")
        }
    }

    static func describe(_ error: any Error, path: String) -> String {
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB: return "\(path): not an SQLite database"
            case .SQLITE_CORRUPT: return "\(path): the database is corrupt"
            case .SQLITE_BUSY, .SQLITE_LOCKED: return "\(path): the database is locked by another process"
            case .SQLITE_READONLY: return "\(path): the database is read-only"
            case .SQLITE_CANTOPEN: return "\(path): cannot open the database"
            case .SQLITE_FULL: return "\(path): the disk is full"
            default: return "\(path): \(error.message ?? "\(error.resultCode)")"
            }
        }
        return "\(path): \(error)"
    }

    // MARK: - Paging

    public func page(from cursor: Int, count: Int) async throws -> Page {
        try Task.checkCancellation()
        let start: Frontier = lock.withLock {
            frontiers = frontiers.filter { $0.key >= cursor }
            return frontiers[cursor] ?? .start
        }
        let lastVersion = lock.withLock { dataVersion }
        let (page, end, version, refreshed, entered) = try await queue.read {
            db -> (Page, Frontier, Int, [TakenSection]?, [TakenSection]) in
            let version = try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
            var (page, end, entered) = try Self.readPage(db, after: start, count: count)
            var refreshed: [TakenSection]?
            if cursor > 0, let lastVersion, lastVersion != version {
                let sections = try Self.readTaken(db, upTo: start)
                page.refreshed = sections.map(\.section)
                refreshed = sections.map(\.taken)
            }
            return (page, end, version, refreshed, entered)
        }
        lock.withLock {
            dataVersion = version
            frontiers[cursor + page.items.count] = end
            // The viewer holds the sections before this page's start (or, refreshed, those now in
            // the database), then those the page enters.
            taken = (refreshed ?? (cursor == 0 ? [] : taken.filter { $0.position <= start.position })) + entered
        }
        return page
    }

    /// The page after `frontier`: up to `count` items, entering sections as it goes.
    ///
    /// - Complexity: O(count + s) indexed reads for s sections entered, whatever the frontier.
    static func readPage(_ db: Database, after frontier: Frontier, count: Int) throws -> (Page, Frontier, [TakenSection]) {
        var items: [Item] = []
        var starts: [Page.SectionStart] = []
        var entered: [TakenSection] = []
        var f = frontier
        var sectionID = try Int64.fetchOne(db, sql: "SELECT id FROM sections WHERE position = ?", arguments: [f.position])
        var ended = false
        while true {
            if let id = sectionID, items.count < count {
                let rows = try readItems(db, section: id, after: f.key, limit: count - items.count)
                items += rows.map(\.item)
                if let last = rows.last { f.key = last.key }
            }
            if items.count >= count { break }
            guard let next = try Row.fetchOne(
                db, sql: "SELECT id, position, title, header, footer FROM sections WHERE position > ? ORDER BY position LIMIT 1",
                arguments: [f.position])
            else {
                ended = true
                break
            }
            starts.append(Page.SectionStart(index: items.count, section: try section(next)))
            f = Frontier(position: next["position"], key: nil)
            sectionID = next["id"]
            entered.append(TakenSection(id: next["id"], position: next["position"]))
        }
        if !ended {
            // Full page: is anything after it?
            var more = false
            if let id = sectionID {
                let sql = f.key == nil
                    ? "SELECT 1 FROM items WHERE section_id = ? LIMIT 1"
                    : "SELECT 1 FROM items WHERE section_id = ? AND order_key > ? LIMIT 1"
                more = try Int.fetchOne(db, sql: sql, arguments: f.key == nil ? [id] : [id, f.key]) != nil
            }
            if !more {
                more = try Int.fetchOne(db, sql: "SELECT 1 FROM sections WHERE position > ? LIMIT 1", arguments: [f.position]) != nil
            }
            ended = !more
        }
        return (Page(items: items, isLast: ended, sectionStarts: starts), f, entered)
    }

    static func readItems(_ db: Database, section: Int64, after key: Double?, limit: Int) throws -> [(item: Item, key: Double)] {
        let columns = "id, title, width, height, color, body, movable, order_key"
        let rows: [Row]
        if let key {
            rows = try Row.fetchAll(
                db, sql: "SELECT \(columns) FROM items WHERE section_id = ? AND order_key > ? ORDER BY order_key LIMIT ?",
                arguments: [section, key, limit])
        } else {
            rows = try Row.fetchAll(
                db, sql: "SELECT \(columns) FROM items WHERE section_id = ? ORDER BY order_key LIMIT ?",
                arguments: [section, limit])
        }
        return try rows.map { (try item($0), try column($0, "order_key", of: "an item")) }
    }

    /// Every section and item up to `frontier`, as they are now: what the viewer should show.
    ///
    /// - Complexity: O(n) for the n items taken.
    static func readTaken(_ db: Database, upTo frontier: Frontier) throws -> [(section: Section, taken: TakenSection)] {
        let rows = try Row.fetchAll(
            db, sql: "SELECT id, position, title, header, footer FROM sections WHERE position <= ? ORDER BY position",
            arguments: [frontier.position])
        return try rows.map { row in
            var result = try section(row)
            let id: Int64 = row["id"]
            let position: Double = row["position"]
            if position < frontier.position {
                result.items = try readItems(db, section: id, after: nil, limit: Int.max).map(\.item)
            } else if let key = frontier.key {
                result.items = try Row.fetchAll(
                    db,
                    sql: "SELECT id, title, width, height, color, body, movable FROM items WHERE section_id = ? AND order_key <= ? ORDER BY order_key",
                    arguments: [id, key]
                ).map { try item($0) }
            }
            return (result, TakenSection(id: id, position: position))
        }
    }

    static func section(_ row: Row) throws -> Section {
        Section(
            title: try column(row, "title", of: "a section"), header: try column(row, "header", of: "a section"),
            footer: try column(row, "footer", of: "a section"))
    }

    /// An item row, read with the checks a dataset file gets: another program may have written
    /// any value into any column (SQLite's columns are not strictly typed).
    ///
    /// - Throws: `StoreError` naming the item, the column and what it holds.
    static func item(_ row: Row) throws -> Item {
        let id: String = try column(row, "id", of: "an item")
        let place = "item '\(id)'"
        let width: Double? = try column(row, "width", of: place)
        let height: Double? = try column(row, "height", of: place)
        for (name, value) in [("width", width), ("height", height)] {
            if let value, !Dataset.isDimension(value) {
                throw StoreError("\(place) in the database: \(name) must be \(Dataset.dimensionRange), got \(value)")
            }
        }
        return Item(
            id: ItemID(id), title: try column(row, "title", of: place), width: width, height: height,
            color: try column(row, "color", of: place), body: try column(row, "body", of: place),
            canMove: try column(row, "movable", of: place))
    }

    /// The value of `name` in `row`, or a `StoreError` saying which row and column hold what.
    private static func column<Value: DatabaseValueConvertible>(_ row: Row, _ name: String, of place: String) throws -> Value {
        do {
            return try row.decode(Value.self, forColumn: name)
        } catch {
            let held = row[name] as DatabaseValue
            throw StoreError("\(place) in the database: the column \(name) holds \(held), which is not what cvsim keeps there")
        }
    }

    // MARK: - Edits

    public func persist(_ edit: PersistableEdit, in data: CollectionData) throws {
        if let refusal { throw EditRefused(refusal) }
        let queue = self.queue
        do {
            let sections = lock.withLock { taken }
            let (moved, rebalanced, kept) = try queue.write { db in try Self.write(edit, data: data, sections: sections, db: db) }
            lock.withLock {
                taken = kept
                for (position, oldKeys) in rebalanced {
                    for (cursor, frontier) in frontiers where frontier.position == position {
                        frontiers[cursor]?.key = Self.rebalancedKey(frontier.key, oldKeys: oldKeys)
                    }
                }
                for (placed, _) in moved {
                    for (cursor, frontier) in frontiers where frontier < placed { frontiers[cursor] = placed }
                }
            }
        } catch let error as EditRefused {
            throw error
        } catch {
            throw StoreError(Self.describe(error, path: path))
        }
    }

    /// Writes one edit in the transaction `db` is in; `sections` are the viewer's sections before
    /// it (section `k` of the edit is `sections[k]`).
    ///
    /// - Returns: where each placed item now is (position and key), for the frontiers; the
    ///   viewer's sections after the edit.
    static func write(_ edit: PersistableEdit, data: CollectionData, sections taken: [TakenSection], db: Database) throws
        -> (placed: [(Frontier, String)], rebalanced: [(position: Double, oldKeys: [Double])], sections: [TakenSection])
    {
        var rebalanced: [(position: Double, oldKeys: [Double])] = []
        var sections = taken
        for id in edit.deletedIDs {
            try db.execute(sql: "DELETE FROM items WHERE id = ?", arguments: [id.rawValue])
        }
        for old in edit.deletedSections.reversed() where old < sections.count {
            try db.execute(sql: "DELETE FROM items WHERE section_id = ?", arguments: [sections[old].id])
            try db.execute(sql: "DELETE FROM sections WHERE id = ?", arguments: [sections[old].id])
            sections.remove(at: old)
        }
        for final in edit.insertedSections {
            guard let section = data.section(final), final <= sections.count else { continue }
            let before = final > 0 ? sections[final - 1].position : nil
            let after = final < sections.count ? sections[final].position : nil
            guard let position = between(before, after) else {
                throw StoreError("no room for a section between positions \(before ?? 0) and \(after ?? 0)")
            }
            try db.execute(
                sql: "INSERT INTO sections (position, title, header, footer) VALUES (?, ?, ?, ?)",
                arguments: [position, section.title, section.header, section.footer])
            sections.insert(TakenSection(id: db.lastInsertedRowID, position: position), at: final)
        }
        var placed: [(Frontier, String)] = []
        for path in edit.placed {
            guard path.section < sections.count, let item = data.item(at: path) else { continue }
            let section = sections[path.section]
            let previous = path.item > 0 ? data.itemID(at: IndexPath(section: path.section, item: path.item - 1)) : nil
            var key = try keyAfter(previous, in: section.id, for: item.id, db: db)
            if key == nil {
                rebalanced.append((section.position, try rebalance(section: section.id, db: db)))
                key = try keyAfter(previous, in: section.id, for: item.id, db: db)
            }
            guard let key else { throw StoreError("no room for a key in section \(section.id)") }
            try db.execute(
                sql: """
                    INSERT INTO items (id, section_id, order_key, title, width, height, color, body, movable)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET section_id = excluded.section_id, order_key = excluded.order_key,
                        title = excluded.title, width = excluded.width, height = excluded.height,
                        color = excluded.color, body = excluded.body, movable = excluded.movable
                    """,
                arguments: [
                    item.id.rawValue, section.id, key, item.title, item.width, item.height, item.color, item.body,
                    item.canMove,
                ])
            placed.append((Frontier(position: section.position, key: key), item.id.rawValue))
        }
        return (placed, rebalanced, sections)
    }

    /// A key for `id` right after `previous` (first in the section when `nil`), before whatever
    /// follows in the database; `nil` when the gap is used up.
    static func keyAfter(_ previous: ItemID?, in section: Int64, for id: ItemID, db: Database) throws -> Double? {
        var low: Double?
        if let previous {
            low = try Double.fetchOne(
                db, sql: "SELECT order_key FROM items WHERE id = ? AND section_id = ?", arguments: [previous.rawValue, section])
        }
        let high: Double?
        if let low {
            high = try Double.fetchOne(
                db, sql: "SELECT min(order_key) FROM items WHERE section_id = ? AND order_key > ? AND id != ?",
                arguments: [section, low, id.rawValue])
        } else {
            high = try Double.fetchOne(
                db, sql: "SELECT min(order_key) FROM items WHERE section_id = ? AND id != ?", arguments: [section, id.rawValue])
        }
        return between(low, high)
    }

    /// A number strictly between `low` and `high` (either may be open), or `nil` when doubles
    /// have no room left between them.
    static func between(_ low: Double?, _ high: Double?) -> Double? {
        switch (low, high) {
        case (nil, nil): return StoreSchema.keyGap
        case (let low?, nil): return low + StoreSchema.keyGap
        case (nil, let high?): return high - StoreSchema.keyGap
        case (let low?, let high?):
            let middle = low + (high - low) / 2
            return middle > low && middle < high ? middle : nil
        }
    }

    /// Renumbers the keys of a section `keyGap` apart, in order: the rare step when repeated
    /// moves to one place have halved a gap some fifty times.
    ///
    /// - Returns: the old keys in order (item `i` now has key `(i + 1) · keyGap`).
    /// - Complexity: O(n log n) for the section's n items.
    static func rebalance(section: Int64, db: Database) throws -> [Double] {
        // Negative first, so the UNIQUE (section_id, order_key) index never sees two equal keys.
        let rows = try Row.fetchAll(
            db, sql: "SELECT id, order_key FROM items WHERE section_id = ? ORDER BY order_key", arguments: [section])
        let ids = rows.map { $0["id"] as String }
        let statement = try db.makeStatement(sql: "UPDATE items SET order_key = ? WHERE id = ?")
        for (i, id) in ids.enumerated() { try statement.execute(arguments: [-Double(i + 1), id]) }
        for (i, id) in ids.enumerated() { try statement.execute(arguments: [Double(i + 1) * StoreSchema.keyGap, id]) }
        return rows.map { $0["order_key"] as Double }
    }

    /// Where a frontier key lands after a rebalance: the new key of the last item at or before it.
    static func rebalancedKey(_ key: Double?, oldKeys: [Double]) -> Double? {
        guard let key else { return nil }
        var lo = 0, hi = oldKeys.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if oldKeys[mid] <= key { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? nil : Double(lo) * StoreSchema.keyGap
    }
}
