import ArgumentParser
import CollectionFeed
import CollectionModel
import CollectionStore
import CollectionView

/// `run`'s options for page sources outside the process: an SQLite database or an HTTP feed.
struct PageSourceOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "An SQLite database made by 'cvsim import' (docs/datasets.md): pages from it, and edits are written to it as they happen.",
            valueName: "FILE"))
    var db: String?

    @Option(
        help: ArgumentHelp(
            "An HTTP JSON feed (docs/datasets.md); {cursor}, {offset} and {limit} in the URL are filled in for each page; without {cursor} or {offset}, each page's next must be a URL.",
            valueName: "URL"))
    var feed: String?

    /// A source, what `w` does with it, and the status line's first message.
    struct Made {
        var source: ModelDataSource
        var save: () -> (saved: Bool, message: String)
        var status: String?
    }

    /// Rejects --db with --feed, or either with the other data options.
    func validate(alongside others: [(name: String, given: Bool)]) throws {
        let mine = [("--db", db != nil), ("--feed", feed != nil)].filter(\.1).map(\.0)
        let theirs = others.filter(\.given).map(\.name)
        if mine.count + theirs.count > 1, !mine.isEmpty {
            throw UsageError("\((mine + theirs).joined(separator: " and ")) cannot be used together")
        }
    }

    /// The source for --db or --feed, or `nil` when neither is given.
    ///
    /// - Throws: `UsageError` (exit 2) for a database that cannot be opened or a URL that is not http(s).
    func makeSource(pageSize: Int) throws -> Made? {
        let paging = PaginationConfiguration(pageSize: pageSize, sectionTitle: "Feed")
        if let db {
            let store: CollectionStore
            do {
                store = try CollectionStore(path: db)
            } catch {
                throw UsageError("\(error)")
            }
            let source = ModelDataSource(data: CollectionData(), loader: PageLoader(source: store), paging: paging)
            source.persistence = store
            let save = { store.refusal.map { (false, $0) } ?? (true, "edits are saved to \(db) as you make them") }
            return Made(source: source, save: save, status: store.refusal)
        }
        if let feed {
            let source: HTTPFeedSource
            do {
                source = try HTTPFeedSource(template: feed, timeout: paging.timeout - 0.5)
                // A URL with no place for a cursor moves on only by links: see that it does.
                try source.checkCanMoveOn(count: pageSize)
            } catch {
                throw UsageError("\(error)")
            }
            return Made(
                source: ModelDataSource(data: CollectionData(), loader: PageLoader(source: source), paging: paging),
                save: { (false, "nothing to save: --feed is read-only") }, status: nil)
        }
        return nil
    }
}
