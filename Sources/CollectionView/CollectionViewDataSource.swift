import CollectionLayout
import TerminalCore

/// What a cell shows: its title, colour and body text.
public struct CellContent: Hashable, Sendable {
    public var title: String
    public var color: Color
    /// Text under the title, wrapped to the cell (empty: none).
    public var body: String

    public init(title: String, color: Color, body: String = "") {
        self.title = title
        self.color = color
        self.body = body
    }
}

/// Where the "load more" paging stands, as the footer and status line show it.
public enum PaginationStatus: Hashable, Sendable {
    /// The data does not page.
    case none
    /// Waiting for the view to near the end.
    case idle
    /// A page is being fetched.
    case loading
    /// The last fetch failed; the retry key fetches it again.
    case failed(String)
    /// There is nothing more to load.
    case exhausted
}

/// The model behind a `CollectionViewState`: the data the layout lays out, what each cell shows,
/// the edits the keys make, the interactive movement of a drag, and paging.
///
/// The view calls everything on one thread (its run loop). Paging never blocks: the model fetches
/// in the background and hands finished pages over in `drainLoadedItems()`.
public protocol CollectionViewDataSource: AnyObject, LayoutDataSource {
    /// A stable identity of the item at `indexPath` (survives inserts, deletes and moves); the
    /// view uses it to animate an item from its old place to its new one.
    func itemID(at indexPath: IndexPath) -> AnyHashable
    /// What the cell at `indexPath` shows.
    ///
    /// - Complexity: called only for the cells drawn, so it may build strings.
    func content(at indexPath: IndexPath) -> CellContent
    /// The title of `section`, shown in its header and footer.
    func sectionTitle(_ section: Int) -> String
    /// The text of `section`'s header or footer (`kind`), shown in place of the title when
    /// there is one. The default is `nil`.
    func supplementaryText(ofKind kind: ElementKind, inSection section: Int) -> String?

    /// Inserts a new item after `indexPath` (at the start when `nil`) and returns where it is.
    func insertItem(after indexPath: IndexPath?) throws -> IndexPath
    /// Deletes the item at `indexPath`.
    func deleteItem(at indexPath: IndexPath) throws
    /// Whether `undo()` has an edit to undo.
    var canUndo: Bool { get }
    /// The first index path the last edit (insert, delete, undo) may have changed, or `nil` when
    /// not known: the view then lays out everything again.
    var firstChangedItem: IndexPath? { get }
    /// Undoes the last edit (insert, delete or committed move) and returns the index path that
    /// edit touched, now, if any.
    func undo() throws -> IndexPath?

    /// Starts moving the item at `indexPath` interactively.
    ///
    /// - Throws: when the item cannot move.
    func beginInteractiveMovement(at indexPath: IndexPath) throws
    /// Moves the item being moved to `target` (live; the layout reflows around it).
    func updateInteractiveMovement(to target: IndexPath) throws
    /// Commits the movement as one move (one undo step).
    func endInteractiveMovement() throws
    /// Puts the item back where it began, leaving the order exactly as it was.
    func cancelInteractiveMovement()

    /// The paging state.
    var pagination: PaginationStatus { get }
    /// Starts fetching the next page when the view nears the end of the data; returns at once.
    ///
    /// - Parameter screensToEnd: how many screens of content lie between what the view shows
    ///   and the end of the data, along the scroll axis (negative when the content ends on
    ///   screen); the view works it out (`CollectionViewState.screensToEnd()`).
    ///
    /// The view calls it only while `pagination` is not `.none`: data that pages says so there.
    func loadMoreIfNeeded(screensToEnd: Double)
    /// Adds the pages that finished loading to the data and says how the layout must be
    /// invalidated: `.appendedItems` when items were only appended to the last section, `.none`
    /// when nothing arrived.
    func drainLoadedItems() -> Invalidation
    /// Fetches a failed page again.
    func retryFailedPage()
    /// Asks the source for what changed outside the viewer (Ctrl-R); false when the data has no
    /// outside source.
    func reloadFromSource() -> Bool
    /// Whether the next `drainLoadedItems()` brings outside changes (which the view animates).
    var refreshWaiting: Bool { get }
    /// Messages for the status line that arrived with pages (repeated ids skipped, outside
    /// changes), oldest first; each is returned once.
    func takeNotices() -> [String]
    /// Whether the data differs from what its file holds (loaded or last saved), when the source
    /// knows; `nil` when it does not, and the view counts edits instead. The default is `nil`.
    var differsFromSaved: Bool? { get }
    /// Records that the data was just saved to its file. The default does nothing.
    func markSaved()
    /// Cancels the page requests still in flight (an HTTP feed's), when the viewer quits. The
    /// default does nothing.
    func cancelLoads()
}

extension CollectionViewDataSource {
    public func supplementaryText(ofKind kind: ElementKind, inSection section: Int) -> String? { nil }
    public var pagination: PaginationStatus { .none }
    public func loadMoreIfNeeded(screensToEnd: Double) {}
    public var differsFromSaved: Bool? { nil }
    public func markSaved() {}
    public func cancelLoads() {}
    public func drainLoadedItems() -> Invalidation { .none }
    public func retryFailedPage() {}
    public func reloadFromSource() -> Bool { false }
    public var refreshWaiting: Bool { false }
    public var firstChangedItem: IndexPath? { nil }
    public func takeNotices() -> [String] { [] }

    /// The number of items in every section.
    ///
    /// - Complexity: O(sections)
    public var totalItemCount: Int {
        var total = 0
        for section in 0..<numberOfSections { total += numberOfItems(inSection: section) }
        return total
    }
}
