import CollectionModel
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An HTTP JSON feed as a page source: `GET` the URL template with `{cursor}`, `{offset}` and
/// `{limit}` filled in; the answer is a `FeedPage`.
///
/// The first request has an empty cursor and offset 0; each next one the `next` of the page
/// before and the number of items taken. The source keeps, for each count of items taken, the
/// server cursor to continue from, so a failed page is asked for again at the same cursor.
/// Pages are capped at `maximumPageBytes` (the transfer stops there) and at `timeout` seconds.
public final class HTTPFeedSource: PageSource, @unchecked Sendable {
    /// The URL with its placeholders.
    public let template: String
    /// Seconds a page may take, connection included.
    public let timeout: Double
    /// The largest page accepted, in bytes.
    public let maximumPageBytes: Int

    private let session: URLSession
    private let delegate: FeedSessionDelegate
    private let lock = NSLock()
    /// The server's cursor to continue from, by items taken.
    private var cursors: [Int: String] = [0: ""]
    /// Items taken when the feed ended, if it did.
    private var endedAt: Int?

    /// - Throws: `FeedError` when the URL is not an absolute http(s) URL with a host.
    public init(template: String, timeout: Double = 9.5, maximumPageBytes: Int = 16 << 20) throws {
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
        self.timeout = timeout
        self.maximumPageBytes = maximumPageBytes
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = 2
        delegate = FeedSessionDelegate(limit: maximumPageBytes)
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

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
        guard let serverCursor else { throw FeedError("lost the feed's place at item \(cursor)") }
        let address = Self.fill(template, cursor: serverCursor, offset: cursor, limit: count)
        guard let url = URL(string: address) else { throw FeedError("'\(address)' is not a URL") }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (body, status) = try await delegate.fetch(request, in: session, timeout: timeout)
        // Named short (no query), so the reason fits the status line.
        let name = "\(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")\(url.path)"
        guard (200..<300).contains(status) else {
            throw FeedError("HTTP \(status) \(HTTPURLResponse.localizedString(forStatusCode: status)) from \(name)")
        }
        let page = try FeedPage.decode(body, name: name)
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
        delegate.cancelAll()
    }
}

extension CharacterSet {
    /// What may stand unescaped in a query value (`&`, `=`, `+`, `#` and `?` may not).
    static let urlQueryValueAllowed: CharacterSet = {
        var set = CharacterSet.urlQueryAllowed
        set.remove(charactersIn: "&=+#?")
        return set
    }()
}
