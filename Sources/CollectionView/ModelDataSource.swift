import CollectionLayout
import CollectionModel

/// The bridge from the model (`CollectionData`, `Paginator`, `PageLoader`) to the view: edits
/// become validated batch updates whose inverses make the undo stack, a drag is the model's
/// interactive movement session, and pages arrive through the loader's inbox, which the view
/// drains in `tick`.
public final class ModelDataSource: CollectionViewDataSource {
    /// The data as it is now.
    public private(set) var data: CollectionData
    /// The paging state machine (when the data pages).
    public private(set) var paginator: Paginator
    /// The background fetcher and its inbox, or `nil` for data that does not page.
    public let loader: PageLoader?
    /// Inverse batches of the edits made, last on top.
    private var undoStack: [BatchUpdate] = []
    private var session: MovementSession?
    private var insertedCount = 0

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
        guard let item = data.item(at: indexPath) else { return CellContent(title: "", color: .default) }
        return CellContent(title: item.title, color: Color(hex: item.color) ?? .default, body: item.body ?? "")
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
        try record(data.apply(update))
        return path
    }

    public func deleteItem(at indexPath: IndexPath) throws {
        var update = BatchUpdate()
        update.deletedItems = [indexPath]
        try record(data.apply(update))
    }

    private func record(_ applied: AppliedUpdate) {
        undoStack.append(applied.inverse)
    }

    public var canUndo: Bool { !undoStack.isEmpty }

    /// Applies the inverse of the last edit and returns the place of the item it brought back
    /// (or moved back), else the place it emptied.
    public func undo() throws -> IndexPath? {
        guard let inverse = undoStack.last else { return nil }
        let applied = try data.apply(inverse)
        undoStack.removeLast()
        if let inserted = applied.insertedIndexPaths.first { return inserted }
        if let moved = applied.movedIndexPaths.first { return moved.to }
        return applied.deletedIndexPaths.first
    }

    // MARK: - Interactive movement

    public func beginInteractiveMovement(at indexPath: IndexPath) throws {
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
        if let applied = data.endInteractiveMovement(live) { record(applied) }
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

    public func loadMoreIfNeeded(visibleRect: Rect, contentSize: Size, scrollDirection: ScrollDirection) {
        guard let loader, session == nil else { return }
        let vertical = scrollDirection == .vertical
        if let request = paginator.requestIfNeeded(
            contentLength: vertical ? contentSize.height : contentSize.width,
            viewportLength: vertical ? visibleRect.height : visibleRect.width,
            offset: vertical ? visibleRect.minY : visibleRect.minX, now: loader.now())
        {
            loader.start(request)
        }
    }

    public func drainLoadedItems() -> Invalidation {
        guard let loader else { return .none }
        var invalidation = Invalidation.none
        for delivery in loader.drain() {
            for outcome in paginator.complete(delivery.request, with: delivery.result, into: &data) {
                if case .appended(let update) = outcome { invalidation = max(invalidation, update.invalidation) }
            }
        }
        _ = paginator.checkTimeout(now: loader.now())
        return invalidation
    }

    public func retryFailedPage() {
        loader?.retry(&paginator)
    }
}
