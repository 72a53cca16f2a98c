import CollectionLayout
import CollectionModel

/// A snapshot file's applies as `cvsim run --snapshots` steps through them: which one is shown,
/// and the step UIKit would raise at, if the file has one.
public struct SnapshotPlayer: Sendable {
    /// The file's name, for the status line.
    public let name: String
    public let applies: [SnapshotScript.Apply]
    /// The step UIKit refuses, after the last apply.
    public let failure: SnapshotScript.Failure?
    /// The index of the apply shown.
    public internal(set) var current = 0

    /// The player of `script`, showing its first apply; `nil` when the file applies nothing.
    public init?(name: String, script: SnapshotScript) {
        guard !script.applies.isEmpty else { return nil }
        self.name = name
        applies = script.applies
        failure = script.failure
    }

    /// The data the first apply shows.
    public func firstData() throws -> CollectionData { try applies[0].after.collectionData() }

    // MARK: - Items across applies, and what the status line says

    /// The identifier of the item at `path` in `snapshot`, if there is one.
    static func identifier(at path: IndexPath, in snapshot: DiffableSnapshot) -> String? {
        guard snapshot.itemIdentifiers.indices.contains(path.section), snapshot.itemIdentifiers[path.section].indices.contains(path.item) else {
            return nil
        }
        return snapshot.itemIdentifiers[path.section][path.item]
    }

    /// Where `id` is in `snapshot`.
    ///
    /// - Complexity: O(n).
    static func place(of id: String, in snapshot: DiffableSnapshot) -> IndexPath? {
        for (s, items) in snapshot.itemIdentifiers.enumerated() {
            if let i = items.firstIndex(of: id) { return IndexPath(section: s, item: i) }
        }
        return nil
    }

    /// "apply 2/5 \"name\"": apply `index` as the status line names it.
    func describe(_ index: Int) -> String {
        "apply \(index + 1)/\(applies.count) \"\(applies[index].name)\""
    }

    /// "3 inserted, 1 deleted, 2 moved, 1 section inserted": items, then sections.
    static func counts(_ c: SnapshotChangeset) -> String {
        let items = [
            (c.insertedItems.count, "inserted"), (c.deletedItems.count, "deleted"), (c.movedItems.count, "moved"),
            (c.reloadedItems.count, "reloaded"), (c.reconfiguredItems.count, "reconfigured"),
        ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        let sections = [
            (c.insertedSections.count, "inserted"), (c.deletedSections.count, "deleted"), (c.movedSections.count, "moved"),
            (c.reloadedSections.count, "reloaded"),
        ].filter { $0.0 > 0 }.map { "\($0.0) section\($0.0 == 1 ? "" : "s") \($0.1)" }
        return items.isEmpty && sections.isEmpty ? "no changes" : (items + sections).joined(separator: ", ")
    }
}
