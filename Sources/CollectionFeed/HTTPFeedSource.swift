import CollectionFiles
import CollectionModel
import Foundation

/// An HTTP JSON feed as a page source: `GET` the URL template with `{cursor}`, `{offset}` and
/// `{limit}` filled in; the answer is a `FeedPage`.
///
/// The first request has an empty cursor and offset 0; each next one the `next` of the page
/// before and the number of items taken. The source keeps, for each count of items taken, the
/// server cursor to continue from, so a failed page is asked for again at the same cursor.
/// Pages are capped at `maximumPageBytes` (the transfer stops there) and at `timeout` seconds.
/// Requests go through libcurl, loaded on first use (`CurlLibrary`): redirects are followed,
/// the proxy environment (`https_proxy`, `no_proxy` …) is honoured and compressed pages accepted.
///
/// A template with neither `{cursor}` nor `{offset}` cannot say where the next page starts, so
/// the server's `next` must be the next page's URL (`followsLinks`): an absolute http(s) URL, or
/// a path from the server's root (`/feed?page=2`) or a query (`?page=2`), read against the
/// URL of the page that gave it. A `next` that is neither fails the page (`checkCanMoveOn`
/// refuses it before the viewer starts).
public final class HTTPFeedSource: PageSource, @unchecked Sendable {
    /// The URL with its placeholders.
    public let template: String
    /// Seconds a page may take, connection included.
    public let timeout: Double
    /// The largest page accepted, in bytes.
    public let maximumPageBytes: Int

    private let transfers: FeedTransfers
    private let lock = NSLock()
    /// The server's cursor to continue from, by items taken.
    private var cursors: [Int: String] = [0: ""]
    /// Items taken when the feed ended, if it did.
    private var endedAt: Int?
    /// The first page, fetched by `checkCanMoveOn`, for the first request of that many items.
    private var prefetched: (count: Int, page: Page)?
    /// The template has neither `{cursor}` nor `{offset}`: each `next` is the next page's URL.
    public let followsLinks: Bool

    /// - Throws: `FeedError` when the URL is not an absolute http(s) URL with a host, or when
    ///   libcurl cannot be loaded.
    public convenience init(template: String, timeout: Double = 9.5, maximumPageBytes: Int = 16 << 20) throws {
        try self.init(template: template, timeout: timeout, maximumPageBytes: maximumPageBytes, library: { CurlLibrary.shared })
    }

    /// - Parameter library: the libcurl to fetch with, asked for once the URL is found good.
    init(
        template: String, timeout: Double, maximumPageBytes: Int, library: () -> Result<CurlLibrary, FeedError>
    ) throws {
        let sample = Self.fill(template, cursor: "", offset: 0, limit: 20)
        guard !template.isEmpty, let url = URL(string: sample) else {
            throw FeedError("--feed: '\(template)' is not a URL")
        }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw FeedError("--feed: '\(template)' is not an http or https URL")
        }
        guard let host = url.host, !host.isEmpty else { throw FeedError("--feed: '\(template)' has no host") }
        guard timeout.isFinite, timeout > 0 else { throw FeedError("--feed: the timeout must be positive") }
        self.template = template
        self.followsLinks = !template.contains("{cursor}") && !template.contains("{offset}")
        self.timeout = timeout
        self.maximumPageBytes = maximumPageBytes
        transfers = FeedTransfers(library: try library().get(), limit: maximumPageBytes)
    }

    deinit { transfers.cancelAll() }

    /// `template` with `{cursor}` (percent-encoded), `{offset}` and `{limit}` replaced.
    static func fill(_ template: String, cursor: String, offset: Int, limit: Int) -> String {
        let encoded = cursor.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed) ?? cursor
        return template.replacingOccurrences(of: "{cursor}", with: encoded)
            .replacingOccurrences(of: "{offset}", with: String(offset))
            .replacingOccurrences(of: "{limit}", with: String(limit))
    }

    public func page(from cursor: Int, count: Int) async throws -> Page {
        let (serverCursor, ended) = lock.withLock { (cursors[cursor], endedAt) }
        // A reload: a feed has no changes to report; whether it ended is known.
        if count == 0 { return Page(items: [], isLast: ended == cursor) }
        if cursor == 0, let kept = lock.withLock({ () -> Page? in
            defer { prefetched = nil }
            return prefetched?.count == count ? prefetched?.page : nil
        }) {
            return kept
        }
        guard let serverCursor else { throw FeedError("lost the feed's place at item \(cursor)") }
        // Following links, the cursor after the first page is the next page's whole URL.
        let address = followsLinks && cursor > 0
            ? serverCursor : Self.fill(template, cursor: serverCursor, offset: cursor, limit: count)
        guard let url = URL(string: address) else { throw FeedError("'\(address)' is not a URL") }
        let response = try await transfers.fetch(url, accept: "application/json", timeout: timeout)
        // Named short (no query), so the reason fits the status line.
        let name = "\(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")\(url.path)"
        let status = response.status
        guard (200..<300).contains(status) else {
            throw FeedError("HTTP \(status) \(HTTPStatus.reason(for: status)) from \(name)")
        }
        var page = try FeedPage.decode(response.body, name: name)
        if followsLinks, let next = page.next {
            // A relative link is read against the page that gave it, where redirects ended.
            guard let link = Self.link(next, from: URL(string: response.finalURL) ?? url) else { throw unmovable(next) }
            page.next = link
        }
        lock.withLock {
            cursors = cursors.filter { $0.key >= cursor }
            if let next = page.next {
                cursors[cursor + page.items.count] = next
            } else {
                endedAt = cursor + page.items.count
                cursors[cursor + page.items.count] = serverCursor
            }
        }
        return Page(items: page.items, isLast: page.next == nil)
    }

    public func cancelAll() {
        transfers.cancelAll()
    }

    /// The absolute URL a `next` names, read against `base` (the page that gave it): an absolute
    /// http(s) URL, or a reference starting with `/` or `?`; `nil` for anything else (a cursor).
    static func link(_ next: String, from base: URL) -> String? {
        if let url = URL(string: next), let scheme = url.scheme?.lowercased() {
            guard scheme == "http" || scheme == "https", url.host?.isEmpty == false else { return nil }
            return url.absoluteString
        }
        guard next.hasPrefix("/") || next.hasPrefix("?"), let url = URL(string: next, relativeTo: base) else { return nil }
        return url.absoluteString
    }

    /// The error of a `next` that is not a URL while the template has no place for a cursor.
    func unmovable(_ next: String) -> FeedError { Self.unmovable(next, template: template) }

    static func unmovable(_ next: String, template: String) -> FeedError {
        let shown = next.count > 40 ? String(next.prefix(40)) + "…" : next
        return FeedError(
            "--feed: '\(template)' has no {cursor} or {offset}, and the server's next (\"\(shown)\") is not a URL: "
                + "every page would be the first; put {cursor} (or {offset}) in the URL")
    }

    /// For a template with neither `{cursor}` nor `{offset}` (`followsLinks`): fetches the first
    /// page of `count` items now and refuses a feed whose `next` is not a URL, which could never
    /// move on. The page is kept for the viewer's first request. A page that fails otherwise
    /// (connection refused, HTTP error, bad JSON) is not refused here: the viewer shows it and
    /// `R` retries. Blocks for at most `timeout` seconds; does nothing for other templates.
    ///
    /// - Throws: `FeedError`, one line, when the server's `next` is not a URL.
    public func checkCanMoveOn(count: Int) throws(FeedError) {
        guard followsLinks else { return }
        let outcome = ProbeOutcome()
        let done = DispatchSemaphore(value: 0)
        Task.detached { [self] in
            do {
                outcome.set(.success(try await page(from: 0, count: count)))
            } catch {
                outcome.set(.failure(error))
            }
            done.signal()
        }
        done.wait()
        switch outcome.value {
        case .success(let page)?:
            // Its cursors are recorded already; the viewer's first request takes the page.
            lock.withLock { prefetched = (count, page) }
        case .failure(let error as FeedError)? where error.message.hasPrefix("--feed:"):
            throw error
        default: break
        }
    }
}

/// The result of `checkCanMoveOn`'s fetch, handed from the fetching task.
private final class ProbeOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Page, any Error>?
    func set(_ result: Result<Page, any Error>) { lock.withLock { self.result = result } }
    var value: Result<Page, any Error>? { lock.withLock { result } }
}

extension CharacterSet {
    /// What may stand unescaped in a query value (`&`, `=`, `+`, `#` and `?` may not).
    static let urlQueryValueAllowed: CharacterSet = {
        var set = CharacterSet.urlQueryAllowed
        set.remove(charactersIn: "&=+#?")
        return set
    }()
}
