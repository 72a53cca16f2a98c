import CollectionLayout
import CollectionModel
import TerminalCore

/// The bridge from the model (`CollectionData`, `Paginator`, `PageLoader`) to the view: edits
/// become validated batch updates whose inverses make the undo stack, a drag is the model's
/// interactive movement session, and pages arrive through the loader's inbox, which the view
/// drains in `tick`.
public final class ModelDataSource: CollectionViewDataSource {
    /// The data as it is now.
    // (Its state carries no dynamic exclusivity check: the view uses it from the run loop's
    // thread, by short accesses that never overlap; the checks were a dozen runtime calls a key.)
    @exclusivity(unchecked) public private(set) var data: CollectionData {
        // Any change of the data, in place or whole, forgets the contents derived from it.
        didSet { contents.removeAll() }
    }
    /// Contents asked for since the data last changed: a frame asks for the content of every
    /// item it draws, and deriving a generated item's title and colour again on every scroll
    /// step was a measurable part of it.
    @exclusivity(unchecked) private var contents = ContentCache()
    /// The paging state machine (when the data pages).
    @exclusivity(unchecked) public private(set) var paginator: Paginator
    /// The background fetcher and its inbox, or `nil` for data that does not page.
    public let loader: PageLoader?
    /// Inverse batches of the edits made, last on top.
    private var undoStack: [BatchUpdate] = []
    private var session: MovementSession?
    private var insertedCount = 0
    /// Where edits are written through as they happen (a database), if anywhere.
    public var persistence: (any EditPersistence)?
    /// Messages for the status line from paging (repeated ids skipped, outside changes).
    @exclusivity(unchecked) private var notices: [String] = []
    /// Why edits are refused whatever the store says (data paged in from a file it cannot be
    /// saved back to), or `nil`.
    public var editRefusal: String?
    /// The data as last read from or written to its file, when it has one (`markSaved()`).
    private var saved: CollectionData?
    /// Whether the data differs from `saved`, worked out after each change.
    @exclusivity(unchecked) public private(set) var differsFromSaved: Bool?

    public init(data: CollectionData, loader: PageLoader? = nil, paging: PaginationConfiguration = PaginationConfiguration()) {
        self.data = data
        self.loader = loader
        self.paginator = Paginator(configuration: paging)
    }

    // MARK: - LayoutDataSource

    public var numberOfSections: Int { data.numberOfSections }
    public func numberOfItems(inSection section: Int) -> Int { data.numberOfItems(inSection: section) }
    public func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint { data.sizeHint(forItemAt: indexPath) }
    public func sizeHints(inSection section: Int, items: Range<Int>, into hints: inout [SizeHint]) {
        data.sizeHints(inSection: section, items: items, into: &hints)
    }

    // MARK: - Content

    public func itemID(at indexPath: IndexPath) -> AnyHashable { data.itemID(at: indexPath).map(AnyHashable.init) ?? AnyHashable(indexPath) }

    public func content(at indexPath: IndexPath) -> CellContent {
        if let content = contents[indexPath] { return content }
        guard let item = data.item(at: indexPath) else { return CellContent(title: "", color: .default) }
        let content = CellContent(title: item.title, color: Color(hex: item.color) ?? .default, body: item.body ?? "")
        contents.store(content, for: indexPath)
        return content
    }

    public func sectionTitle(_ section: Int) -> String { data.sectionTitle(section) }

    public func supplementaryText(ofKind kind: ElementKind, inSection section: Int) -> String? {
        switch kind {
        case .header: return data.sectionHeader(section)
        case .footer: return data.sectionFooter(section)
        default: return nil
        }
    }

    // MARK: - Edits

    /// Inserts a new item (id `new-N`, unique in the data) after `indexPath`.
    public func insertItem(after indexPath: IndexPath?) throws -> IndexPath {
        let path = indexPath.map { IndexPath(section: $0.section, item: $0.item + 1) } ?? IndexPath(section: 0, item: 0)
        var id: ItemID
        repeat {
            insertedCount += 1
            id = ItemID("new-\(insertedCount)")
        } while data.contains(id)
        let palette = ["#e57373", "#64b5f6", "#81c784", "#ffd54f", "#ba68c8", "#4db6ac"]
        let item = Item(id: id, title: "New \(insertedCount)", height: 80, color: palette[insertedCount % palette.count])
        var update = BatchUpdate()
        update.insertedItems = [BatchUpdate.ItemInsertion(path, item)]
        try record(applyKept(update))
        return path
    }

    /// Deletes the item at `indexPath`. Its section stays when it empties, with its header and
    /// footer, as `deleteItems` leaves it in UIKit (a section of a database may hold items not
    /// loaded yet: removing it would delete them).
    public func deleteItem(at indexPath: IndexPath) throws {
        var update = BatchUpdate(removesEmptiedSections: false)
        update.deletedItems = [indexPath]
        try record(applyKept(update))
    }

    /// Applies a snapshot's batch: the undo stack goes (undo would step back through the file's
    /// applies, which `[` does), and a database or a feed is not written to.
    public func applyBatch(_ update: BatchUpdate) throws {
        cancelInteractiveMovement()
        let applied = try data.apply(update)
        firstChangedItem = applied.firstChangedIndexPath
        undoStack.removeAll()
        compareWithSaved()
    }

    /// Applies `update` and writes it through to `persistence`; when that fails, the data is put
    /// back and the error thrown.
    private func applyKept(_ update: BatchUpdate) throws -> AppliedUpdate {
        try checkWritable()
        let deleted = persistence == nil ? [] : PersistableEdit.deletedIDs(by: update, in: data)
        let applied = try data.apply(update)
        firstChangedItem = applied.firstChangedIndexPath
        try keep(applied, deletedIDs: deleted)
        compareWithSaved()
        return applied
    }

    private func checkWritable() throws {
        if let editRefusal { throw EditRefused(editRefusal) }
        if let persistence, persistence.refusal != nil {
            // The refusal may have passed (another process held the database locked).
            if let notice = persistence.retryWritable() { notices.append(notice) }
            if let refusal = persistence.refusal { throw EditRefused(refusal) }
        }
    }

    // MARK: - Saved state

    /// Records the data as it is now as what its file holds (it was just loaded or saved): from
    /// now on `differsFromSaved` says whether it differs from that.
    public func markSaved() {
        saved = data
        differsFromSaved = false
    }

    /// Works out `differsFromSaved` again after a change of the data.
    private func compareWithSaved() {
        guard let saved else { return }
        differsFromSaved = !data.hasSameContent(as: saved)
    }

    /// Replaces the data by `new`, as its file now holds it (read again): the undo stack goes
    /// (its inverses name places in the old data) and `new` is what is saved.
    public func replaceData(with new: CollectionData) {
        cancelInteractiveMovement()
        data = new
        undoStack.removeAll()
        firstChangedItem = nil
        markSaved()
    }

    /// Writes an applied edit through; on failure undoes it in memory and rethrows.
    private func keep(_ applied: AppliedUpdate, deletedIDs: [ItemID]) throws {
        guard let persistence else { return }
        do {
            try persistence.persist(PersistableEdit(applied, deletedIDs: deletedIDs), in: data)
        } catch {
            _ = try? data.apply(applied.inverse)
            throw error
        }
    }

    private func record(_ applied: AppliedUpdate) {
        undoStack.append(applied.inverse)
    }

    public var canUndo: Bool { !undoStack.isEmpty }

    public private(set) var firstChangedItem: IndexPath?

    /// Applies the inverse of the last edit and returns the place of the item it brought back
    /// (or moved back), else the place it emptied.
    public func undo() throws -> IndexPath? {
        guard let inverse = undoStack.last else { return nil }
        let applied = try applyKept(inverse)
        undoStack.removeLast()
        if let inserted = applied.insertedIndexPaths.first { return inserted }
        if let moved = applied.movedIndexPaths.first { return moved.to }
        return applied.deletedIndexPaths.first
    }

    // MARK: - Interactive movement

    public func beginInteractiveMovement(at indexPath: IndexPath) throws {
        try checkWritable()
        session = try data.beginInteractiveMovement(at: indexPath)
    }

    public func updateInteractiveMovement(to target: IndexPath) throws {
        guard var live = session else { throw MovementError.noItem(target) }
        _ = data.updateInteractiveMovement(&live, to: target)
        session = live
    }

    public func endInteractiveMovement() throws {
        guard let live = session else { return }
        session = nil
        guard let applied = data.endInteractiveMovement(live) else { return }
        try keep(applied, deletedIDs: [])
        compareWithSaved()
        record(applied)
    }

    public func cancelInteractiveMovement() {
        guard let live = session else { return }
        session = nil
        _ = data.cancelInteractiveMovement(live)
    }

    // MARK: - Paging

    public var pagination: PaginationStatus {
        guard loader != nil else { return .none }
        switch paginator.state {
        case .idle: return .idle
        case .loading: return .loading
        case .failed(let error): return .failed(error.description)
        case .exhausted: return .exhausted
        }
    }

    public func loadMoreIfNeeded(screensToEnd: Double) {
        guard let loader, session == nil else { return }
        if let request = paginator.requestIfNeeded(screensToEnd: screensToEnd, now: loader.now()) {
            loader.start(request)
        }
    }

    public func drainLoadedItems() -> Invalidation {
        // Pages wait while an item is lifted: the movement session names places in the data.
        guard let loader, session == nil else { return .none }
        var invalidation = Invalidation.none
        for delivery in loader.drain() {
            let outcomes = paginator.complete(delivery.request, with: delivery.result, into: &data)
            if delivery.request.count == 0, case .success = delivery.result,
                !outcomes.contains(where: { if case .refreshed = $0 { true } else { false } })
            {
                notices.append("no outside changes")
            }
            for outcome in outcomes {
                switch outcome {
                case .appended(let update): invalidation = max(invalidation, update.invalidation)
                case .refreshed(let update):
                    invalidation = .everything
                    // The undo stack's inverses name places the outside change may have moved.
                    undoStack.removeAll()
                    notices.append(Self.describeRefresh(update))
                case .skippedDuplicates(let ids): notices.append(PageError.duplicateIDs(ids).description)
                // The footer shows the reason too, but not in horizontal layouts: the status line always does.
                case .failed(let error): notices.append(error.description)
                case .exhausted, .ignored: break
                }
            }
        }
        if paginator.checkTimeout(now: loader.now()), case .failed(let error) = paginator.state {
            notices.append(error.description)
        }
        return invalidation
    }

    public func retryFailedPage() {
        loader?.retry(&paginator)
    }

    public func cancelLoads() {
        loader?.cancelAll()
    }

    public var refreshWaiting: Bool { loader?.refreshWaiting ?? false }

    public func reloadFromSource() -> Bool {
        guard let loader else { return false }
        if let persistence, persistence.refusal != nil, let notice = persistence.retryWritable() { notices.append(notice) }
        loader.reload(&paginator)
        return true
    }

    public func takeNotices() -> [String] {
        defer { notices.removeAll() }
        return notices
    }

    static func describeRefresh(_ update: AppliedUpdate) -> String {
        let u = update.update
        var parts: [String] = []
        let inserted = u.insertedItems.count + u.insertedSections.reduce(0) { $0 + $1.section.items.count }
        if inserted > 0 { parts.append("\(inserted) added") }
        if !u.deletedItems.isEmpty { parts.append("\(u.deletedItems.count) deleted") }
        if !u.movedItems.isEmpty { parts.append("\(u.movedItems.count) moved") }
        let changed = u.reloadedItems.count + u.reloadedSections.count
        if changed > 0 { parts.append("\(changed) changed") }
        return "outside changes: " + (parts.isEmpty ? "sections changed" : parts.joined(separator: ", "))
    }
}

/// A cache of cell contents by index path, direct-mapped: each path has one slot (a multiply
/// and a shift of its numbers, where a dictionary hashes it with SipHash), a newer content
/// takes the slot, and emptying it is one counter.
struct ContentCache {
    private static let bits = 10
    private var paths = [IndexPath](repeating: IndexPath(section: -1, item: -1), count: 1 << bits)
    private var stamps = [Int](repeating: 0, count: 1 << bits)
    private var contents = [CellContent](repeating: CellContent(title: "", color: .default), count: 1 << bits)
    /// The stamp of the slots filled since the cache was last emptied.
    private var generation = 1

    /// Forgets every content.
    mutating func removeAll() { generation += 1 }

    private static func slot(of path: IndexPath) -> Int {
        let mixed = (UInt64(truncatingIfNeeded: path.item) &+ UInt64(truncatingIfNeeded: path.section) &* 0x0000_0100_0000_01B3)
            &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
    }

    /// The content stored for `path` since the cache was last emptied, unless another path's took its slot.
    subscript(path: IndexPath) -> CellContent? {
        let slot = Self.slot(of: path)
        return stamps[slot] == generation && paths[slot] == path ? contents[slot] : nil
    }

    /// Stores `content` for `path`, in place of what its slot held.
    mutating func store(_ content: CellContent, for path: IndexPath) {
        let slot = Self.slot(of: path)
        paths[slot] = path
        stamps[slot] = generation
        contents[slot] = content
    }
}
