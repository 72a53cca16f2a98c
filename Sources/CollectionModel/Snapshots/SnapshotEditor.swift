/// A snapshot being built call by call, checked as `NSDiffableDataSourceSnapshot` checks each call.
///
/// Every mutating call either does what UIKit does or throws the `SnapshotException` UIKit raises,
/// leaving the snapshot as it was. What UIKit does without raising is kept: deletes ignore
/// identifiers that are not there, `deleteAllItems` removes the sections too, and an item inserted or
/// appended that is already in the snapshot is moved into place, with UIKit's console warning
/// (`warnings`).
public struct SnapshotEditor: Sendable {
    /// The snapshot as built so far, with its reload and reconfigure marks.
    public private(set) var snapshot = DiffableSnapshot()
    /// The section of each item.
    private var sectionOfItem: [String: String] = [:]
    /// UIKit's console warnings of the last call (empty when it logged nothing).
    public private(set) var warnings: [String] = []

    public init() {}

    /// Performs one call. `apply` steps are the caller's: they change nothing here.
    ///
    /// - Throws: `SnapshotException` with UIKit's reason; the snapshot is then unchanged.
    /// - Complexity: O(n) for n items in the sections the call touches (identifiers are found by
    ///   hashing, positions within a section by a scan).
    public mutating func perform(_ step: SnapshotStep) throws(SnapshotException) {
        warnings = []
        switch step {
        case .appendSections(let ids):
            try checkUnique(ids, kind: "section")
            try checkNewSections(ids)
            snapshot.sectionIdentifiers += ids
            snapshot.itemIdentifiers += ids.map { _ in [] }
        case .insertSections(let ids, let place):
            try checkUnique(ids, kind: "section")
            if ids.contains(place.identifier) {
                throw SnapshotException(
                    "Invalid update: destination for section operation [\(place.identifier)] is in the inserted section list for update: \(Self.update("INS", place.identifier, ids))")
            }
            guard let target = sectionIndex(place.identifier) else {
                throw SnapshotException("Invalid parameter not satisfying: insertIndex != NSNotFound")
            }
            try checkNewSections(ids)
            let at = place.isAfter ? target + 1 : target
            snapshot.sectionIdentifiers.insert(contentsOf: ids, at: at)
            snapshot.itemIdentifiers.insert(contentsOf: ids.map { _ in [] }, at: at)
        case .deleteSections(let ids):
            try checkUnique(ids, kind: "section")
            for id in ids {
                guard let s = sectionIndex(id) else { continue }
                for item in snapshot.itemIdentifiers[s] { sectionOfItem[item] = nil }
                snapshot.sectionIdentifiers.remove(at: s)
                snapshot.itemIdentifiers.remove(at: s)
            }
        case .moveSection(let id, let place):
            if id == place.identifier {
                throw SnapshotException(
                    "Invalid update: destination for section move is the same as the source [\(id)] for update: \(Self.update("MOV", id, [id]))")
            }
            guard let from = sectionIndex(id) else {
                throw SnapshotException("Invalid parameter not satisfying: fromSection != NSNotFound")
            }
            guard sectionIndex(place.identifier) != nil else {
                throw SnapshotException("Invalid parameter not satisfying: toSection != NSNotFound")
            }
            let items = snapshot.itemIdentifiers.remove(at: from)
            snapshot.sectionIdentifiers.remove(at: from)
            let target = sectionIndex(place.identifier)!
            let at = place.isAfter ? target + 1 : target
            snapshot.sectionIdentifiers.insert(id, at: at)
            snapshot.itemIdentifiers.insert(items, at: at)
        case .reloadSections(let ids):
            try checkUnique(ids, kind: "section")
            for id in ids where sectionIndex(id) == nil {
                throw SnapshotException("Attempted to reload section identifier that does not exist in the snapshot: \(id)")
            }
            Self.mark(ids, in: &snapshot.reloadedSectionIdentifiers)
        case .appendItems(let ids, let section):
            guard let last = snapshot.sectionIdentifiers.last else {
                throw SnapshotException("There are currently no sections in the data source. Please add a section first.")
            }
            try checkUnique(ids, kind: "item")
            let sectionID = section ?? last
            guard sectionIndex(sectionID) != nil else {
                throw SnapshotException("Invalid parameter not satisfying: section != NSNotFound")
            }
            takeOutExisting(ids)
            let s = sectionIndex(sectionID)!
            snapshot.itemIdentifiers[s] += ids
            for id in ids { sectionOfItem[id] = sectionID }
        case .insertItems(let ids, let place):
            try checkUnique(ids, kind: "item")
            if ids.contains(place.identifier) {
                throw SnapshotException(
                    "Invalid update: destination for insertion operation [\(place.identifier)] is in the insertion identifier list for update: \(Self.update("INS", place.identifier, ids)).")
            }
            guard sectionOfItem[place.identifier] != nil else {
                throw SnapshotException("Invalid parameter not satisfying: section != NSNotFound")
            }
            takeOutExisting(ids)
            put(ids, place)
        case .deleteItems(let ids):
            try checkUnique(ids, kind: "item")
            for id in ids { _ = takeOut(id) }
        case .deleteAllItems:
            snapshot = DiffableSnapshot()
            sectionOfItem = [:]
        case .moveItem(let id, let place):
            if id == place.identifier {
                throw SnapshotException(
                    "Invalid update: destination for item move is the same as the source [\(id)] for update: \(Self.update("MOV", id, [id])).")
            }
            guard sectionOfItem[id] != nil else {
                throw SnapshotException("Invalid parameter not satisfying: fromIndex != NSNotFound")
            }
            guard sectionOfItem[place.identifier] != nil else {
                throw SnapshotException("Invalid parameter not satisfying: toIndex != NSNotFound")
            }
            _ = takeOut(id)
            put([id], place)
        case .reloadItems(let ids), .reconfigureItems(let ids):
            let reconfigures = if case .reconfigureItems = step { true } else { false }
            try checkUnique(ids, kind: "item")
            for id in ids where sectionOfItem[id] == nil {
                throw SnapshotException(
                    "Attempted to \(reconfigures ? "reconfigure" : "reload") item identifier that does not exist in the snapshot: \(id)")
            }
            if reconfigures {
                Self.mark(ids, in: &snapshot.reconfiguredItemIdentifiers)
            } else {
                Self.mark(ids, in: &snapshot.reloadedItemIdentifiers)
            }
        case .apply:
            break
        }
        checkInvariants()
    }

    /// The snapshot applied: returned with its marks, which the editor then forgets (as the next
    /// `dataSource.snapshot()` has none).
    public mutating func apply() -> DiffableSnapshot {
        let applied = snapshot
        snapshot = snapshot.withoutMarks
        return applied
    }

    // MARK: - Checks

    private func sectionIndex(_ id: String) -> Int? { snapshot.sectionIdentifiers.firstIndex(of: id) }

    /// UIKit's first check of every call: the identifiers given are unique.
    private func checkUnique(_ ids: [String], kind: String) throws(SnapshotException) {
        var seen = Set<String>()
        var repeated: [String] = []
        for id in ids where !seen.insert(id).inserted && !repeated.contains(id) { repeated.append(id) }
        guard repeated.isEmpty else {
            throw SnapshotException(
                "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\(repeated.joined(separator: ", ")))}")
        }
    }

    /// Sections appended or inserted may not be in the snapshot already.
    private func checkNewSections(_ ids: [String]) throws(SnapshotException) {
        let existing = ids.filter { sectionIndex($0) != nil }
        guard existing.isEmpty else {
            let one = existing.count == 1
            throw SnapshotException(
                "Diffable data source detected an attempt to insert or append \(existing.count) section \(one ? "identifier that already exists" : "identifiers that already exist") in the snapshot. Identifiers in a snapshot must be unique. Section \(one ? "identifier that already exists" : "identifiers that already exist"): (\(existing.joined(separator: ", ")))")
        }
    }

    // MARK: - Edits

    /// Items inserted or appended that are already there leave their place first, with UIKit's warning.
    private mutating func takeOutExisting(_ ids: [String]) {
        let existing = ids.filter { sectionOfItem[$0] != nil }
        guard !existing.isEmpty else { return }
        warnings.append(
            "Diffable data source detected an attempt to insert or append \(existing.count) item identifier\(existing.count == 1 ? "" : "s") that already exist in the snapshot. The existing item identifiers will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Item identifiers that already exist: (\(existing.joined(separator: ", ")))")
        for id in existing { _ = takeOut(id) }
    }

    /// Removes an item; `false` when it is not in the snapshot.
    private mutating func takeOut(_ id: String) -> Bool {
        guard let sectionID = sectionOfItem.removeValue(forKey: id), let s = sectionIndex(sectionID) else { return false }
        snapshot.itemIdentifiers[s].removeAll { $0 == id }
        return true
    }

    /// Puts items before or after an item that is in the snapshot (and not among them).
    private mutating func put(_ ids: [String], _ place: SnapshotStep.Place) {
        let sectionID = sectionOfItem[place.identifier]!
        let s = sectionIndex(sectionID)!
        let target = snapshot.itemIdentifiers[s].firstIndex(of: place.identifier)!
        snapshot.itemIdentifiers[s].insert(contentsOf: ids, at: place.isAfter ? target + 1 : target)
        for id in ids { sectionOfItem[id] = sectionID }
    }

    private static func mark(_ ids: [String], in marks: inout [String]) {
        for id in ids where !marks.contains(id) { marks.append(id) }
    }

    /// UIKit's description of an update, without its address.
    private static func update(_ action: String, _ destination: String, _ ids: [String]) -> String {
        "<_UIDiffableDataSourceUpdate - action: \(action) destinationIdentifier:\(destination); destIsSection: 0; identifiers: [\(ids.joined(separator: ", "))]>"
    }

    /// Under `CVSIM_INTERNAL_CHECKS`: identifiers unique and the item index matching the sections.
    private func checkInvariants() {
        #if CVSIM_INTERNAL_CHECKS
        precondition(Set(snapshot.sectionIdentifiers).count == snapshot.sectionIdentifiers.count, "section ids unique")
        var count = 0
        for (s, items) in snapshot.itemIdentifiers.enumerated() {
            for id in items { precondition(sectionOfItem[id] == snapshot.sectionIdentifiers[s], "item index in step") }
            count += items.count
        }
        precondition(count == sectionOfItem.count, "item ids unique")
        #endif
    }
}

extension SnapshotStep.Place {
    var isAfter: Bool {
        if case .after = self { return true }
        return false
    }
}
