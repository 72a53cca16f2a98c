import CollectionLayout
import CollectionModel
import Foundation
import Testing
import TestSupport

@testable import CollectionView

/// A store in memory: keeps what it is told, refuses when asked to, fails on demand.
final class MemoryPersistence: EditPersistence {
    var refusal: String?
    var failure: String?
    private(set) var kept: [PersistableEdit] = []

    struct Failed: Error, CustomStringConvertible { var description: String }

    func persist(_ edit: PersistableEdit, in data: CollectionData) throws {
        if let failure { throw Failed(description: failure) }
        kept.append(edit)
    }
}

/// A source whose items already taken change between requests, as a database's do.
final class ChangingSource: PageSource, @unchecked Sendable {
    private let lock = NSLock()
    private var current: [Item]
    private var changed = false

    init(_ items: [Item]) { current = items }

    func change(_ items: [Item]) {
        lock.withLock {
            current = items
            changed = true
        }
    }

    func page(from cursor: Int, count: Int) async throws -> Page {
        lock.withLock {
            let taken = Array(current.prefix(cursor))
            let refreshed = changed ? [Section(title: "Feed", items: taken)] : nil
            changed = false
            let end = min(current.count, cursor + count)
            return Page(items: Array(current[min(cursor, end)..<end]), isLast: end == current.count, refreshed: refreshed)
        }
    }
}

@Suite struct OutsideSourceTests {
    func items(_ ids: [String]) -> [Item] { ids.map { Item(id: ItemID($0), title: $0, height: 60, color: "#336699") } }

    func model() throws -> CollectionData {
        try CollectionData(sections: [Section(title: "A", items: items(["a", "b", "c"]))])
    }

    @Test func editsAreWrittenThroughWithTheirIDsAndPlaces() throws {
        let store = MemoryPersistence()
        let source = ModelDataSource(data: try model())
        source.persistence = store
        let view = try makeView(source)
        view.type("i", now: 0)  // after a
        view.type("d", now: 1)  // the new item
        view.type("u", now: 2)  // it comes back
        #expect(store.kept == [
            PersistableEdit(deletedIDs: [], deletedSections: [], insertedSections: [], placed: [IndexPath(section: 0, item: 1)]),
            PersistableEdit(deletedIDs: ["new-1"], deletedSections: [], insertedSections: [], placed: []),
            PersistableEdit(deletedIDs: [], deletedSections: [], insertedSections: [], placed: [IndexPath(section: 0, item: 1)]),
        ])
    }

    /// `d` on a section's last item leaves the section, empty with its header, as UIKit's
    /// `deleteItems` does: a store is never told to delete the section (a database's section may
    /// hold rows not paged in yet). Undo puts the item back in it.
    @Test func deletingASectionsLastItemKeepsTheSection() throws {
        let store = MemoryPersistence()
        let source = ModelDataSource(data: try CollectionData(sections: [
            Section(title: "A", header: "Only one", items: items(["a"])), Section(title: "B", items: items(["b"])),
        ]))
        source.persistence = store
        let view = try makeView(source)
        view.type("d", now: 0)
        #expect(source.data.sections.map(\.title) == ["A", "B"] && source.data.sections[0].items.isEmpty)
        #expect(source.data.sections[0].header == "Only one")
        #expect(store.kept == [PersistableEdit(deletedIDs: ["a"], deletedSections: [], insertedSections: [], placed: [])])
        view.type("u", now: 1)
        #expect(source.data.sections[0].items.map(\.id) == ["a"])
    }

    @Test func aFailedWriteIsUndoneOnScreenAndReported() throws {
        let store = MemoryPersistence()
        store.failure = "the database is locked"
        let original = try model()
        let source = ModelDataSource(data: original)
        source.persistence = store
        let view = try makeView(source)
        view.type("d", now: 0)
        #expect(source.data == original && !source.canUndo)
        #expect(view.chrome.statusMessage == "cannot delete: the database is locked")
    }

    @Test func aReadOnlyStoreRefusesEveryEdit() throws {
        let store = MemoryPersistence()
        store.refusal = "read-only: x.sqlite is not writable; edits are refused"
        let original = try model()
        let source = ModelDataSource(data: original)
        source.persistence = store
        let view = try makeView(source)
        view.type("i", now: 0)
        #expect(view.chrome.statusMessage == "cannot insert: read-only: x.sqlite is not writable; edits are refused")
        view.type("m", now: 1)
        #expect(view.interaction.drag == nil)
        #expect(view.chrome.statusMessage == "cannot move: read-only: x.sqlite is not writable; edits are refused")
        #expect(source.data == original && store.kept.isEmpty)
    }

    @Test func ctrlRReloadsOutsideChangesAndAnimatesThem() async throws {
        let feed = ChangingSource(items(["a", "b", "c"]))
        let source = ModelDataSource(data: CollectionData(), loader: PageLoader(source: feed))
        let view = try makeView(source, animation: 0.2)
        var now = 0.0
        _ = await waitUntil {
            now += 1
            view.tick(now: now)
            return source.data.totalItems >= 3
        }
        feed.change(items(["c", "a", "x"]))  // b deleted, c moved to the front, x added
        #expect(view.press(.ctrl("r"), now: now) == ViewAction.none)
        #expect(view.chrome.statusMessage == "reloading…")
        _ = await waitUntil {
            now += 1
            view.tick(now: now)
            return source.data.sections.first?.items.map(\.id.rawValue) == ["c", "a", "x"]
        }
        #expect(source.data.sections.first?.items.map(\.id.rawValue) == ["c", "a", "x"])
        #expect(view.chrome.statusMessage == "outside changes: 1 added, 1 deleted, 2 moved")
        #expect(view.transition != nil, "the change animates")
        // Nothing new: said so.
        _ = view.press(.ctrl("r"), now: now)
        _ = await waitUntil {
            now += 1
            view.tick(now: now)
            return view.chrome.statusMessage != "reloading…"
        }
        #expect(view.chrome.statusMessage == "no outside changes")
    }
}
