import CollectionModel
import Foundation
import Testing
import TestSupport

@testable import CollectionFeed

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The feed's HTTP through libcurl, against the local test server: loading the library,
/// redirects, statuses, timeouts, cancellation, compression and TLS failures.
@Suite(.serialized) struct FeedTransferTests {
    /// All pages of `source`, in order, until the end (at most `pages`).
    func items(_ source: HTTPFeedSource, pageSize: Int = 10, pages: Int = 10) async throws -> [String] {
        var ids: [String] = []
        for _ in 0..<pages {
            let page = try await source.page(from: ids.count, count: pageSize)
            ids += page.items.map(\.id.rawValue)
            if page.isLast { break }
        }
        return ids
    }

    // MARK: - The library

    @Test func aMissingLibraryIsRefusedInOneLine() {
        #expect(throws: FeedError(
            "--feed needs libcurl (libcurl-missing.so.4): libcurl-missing.so.4: cannot open shared object file: No such file or directory")
        ) {
            try HTTPFeedSource(
                template: "http://127.0.0.1:1/feed?c={cursor}", timeout: 5, maximumPageBytes: 1 << 20,
                library: { CurlLibrary.open("libcurl-missing.so.4") })
        }
    }

    @Test func aLibraryThatIsNotLibcurlIsRefusedByTheSymbolItLacks() {
        guard case .failure(let error) = CurlLibrary.open("libz.so.1") else {
            Issue.record("libz.so.1 was taken for libcurl")
            return
        }
        #expect(error.message.hasPrefix("--feed needs libcurl (libz.so.1): "))
        #expect(error.message.hasSuffix("undefined symbol: curl_global_init"), "\(error)")
    }

    @Test func aBadURLIsRefusedBeforeTheLibraryIsLoaded() {
        var asked = false
        #expect(throws: FeedError("--feed: 'ftp://example.com/feed' is not an http or https URL")) {
            try HTTPFeedSource(
                template: "ftp://example.com/feed", timeout: 5, maximumPageBytes: 1 << 20,
                library: {
                    asked = true
                    return CurlLibrary.open("libcurl-missing.so.4")
                })
        }
        #expect(!asked)
    }

    // MARK: - Redirects

    @Test func redirectsAreFollowed() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template("redirect"), timeout: 5)
        #expect(try await items(source) == (0..<25).map { "i\($0)" })
        let log = try server.log().map { "\($0["path"]!) \($0["cursor"]!)" }
        #expect(log == [
            "/redirect/feed ", "/feed ", "/redirect/feed c10", "/feed c10", "/redirect/feed c20", "/feed c20",
        ])
    }

    @Test func aRedirectLoopFailsAfterTheLimit() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template("redirect-loop"), timeout: 5)
        await #expect(throws: FeedError("127.0.0.1:\(server.port): more than 10 redirects")) {
            try await source.page(from: 0, count: 5)
        }
        #expect(try server.log().count == 11, "the first request and 10 redirects")
    }

    /// A `next` that is a query is read against the URL the redirects ended at, as a browser
    /// reads a link: against the page's own address, `/moved/…` would send the cursor to a
    /// redirect that drops it.
    @Test func aRelativeNextIsReadAgainstTheURLRedirectedTo() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: "http://127.0.0.1:\(server.port)/moved/feed?limit={limit}", timeout: 5)
        try source.checkCanMoveOn(count: 10)
        #expect(try await items(source) == (0..<25).map { "i\($0)" })
        let log = try server.log().map { "\($0["path"]!) \($0["cursor"] ?? "-")" }
        #expect(log == ["/moved/feed -", "/query-links/feed -", "/query-links/feed c10", "/query-links/feed c20"])
    }

    // MARK: - Statuses

    @Test(arguments: [(404, "Not Found"), (503, "Service Unavailable"), (418, "Client Error"), (302, "Found")])
    func aStatusOutside2xxFailsWithItsReason(status: Int, reason: String) async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template("status/\(status)"), timeout: 5)
        await #expect(throws: FeedError("HTTP \(status) \(reason) from 127.0.0.1:\(server.port)/status/\(status)/feed")) {
            try await source.page(from: 0, count: 5)
        }
    }

    #if canImport(FoundationNetworking)
    /// The reasons read as they did when the feed went through URLSession.
    @Test func theReasonPhrasesAreFoundationsOwn() {
        for code in 0..<700 {
            #expect(HTTPStatus.reason(for: code) == HTTPURLResponse.localizedString(forStatusCode: code), "\(code)")
        }
    }
    #endif

    /// A page announced larger than the cap is refused from its headers, with the size it announced.
    @Test func aPageAnnouncedOverTheCapIsRefusedWithItsSize() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template("announced"), timeout: 5, maximumPageBytes: 1 << 20)
        await #expect(throws: FeedError("page larger than 1.0 MB (100.0 MB announced)")) {
            try await source.page(from: 0, count: 5)
        }
    }

    // MARK: - Time and cancellation

    /// The timeout bounds the whole request, not only the silences: a server that keeps sending
    /// a byte every 200 ms is cut off too.
    @Test func aPageThatTricklesPastTheTimeoutFails() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template("trickle"), timeout: 1)
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: FeedError("127.0.0.1:\(server.port) did not answer in time")) {
            try await source.page(from: 0, count: 5)
        }
        // The server would take 20 s; a starved run takes longer than 1 s.
        #expect(clock.now - start < .seconds(15))
    }

    /// Cancelling the task that waits, or `cancelAll` (quitting), answers "cancelled" at once and
    /// closes the connection: the server sees the client go.
    @Test(arguments: [false, true])
    func cancellingStopsTheTransfer(all: Bool) async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template("hang"), timeout: 28)
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { try await source.page(from: 0, count: 5) }
        // Cancel once the request is at the server (a starved run takes seconds to send it).
        _ = try await waitUntil(timeout: .seconds(15), pause: .milliseconds(50)) { try !server.log().isEmpty }
        if all { source.cancelAll() } else { task.cancel() }
        await #expect(throws: FeedError("cancelled")) { try await task.value }
        // Closed by the cancellation: before the source's own timeout (28 s) and the server's hold (30 s).
        let closed = try await waitUntil(timeout: .seconds(25) - (clock.now - start), pause: .milliseconds(100)) {
            try server.log().contains { $0["event"] == "closed" }
        }
        #expect(closed, "the server did not see the connection close")
    }

    @Test func aTaskCancelledBeforeItsRequestSendsNothing() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template(), timeout: 5)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await source.page(from: 0, count: 5)
        }
        await #expect(throws: FeedError("cancelled")) { try await task.value }
        #expect(try server.log().isEmpty)
    }

    // MARK: - What is sent and accepted

    @Test func aGzipPageIsAcceptedAndJSONIsAskedFor() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template("gzip"), timeout: 5)
        #expect(try await items(source) == (0..<25).map { "i\($0)" })
        let first = try #require(try server.log().first)
        #expect(first["header:accept"] == "application/json")
        #expect(first["header:accept-encoding"]?.contains("gzip") == true, "\(first)")
    }

    /// https to a server that speaks plain HTTP: the TLS handshake fails, in one line naming the place.
    @Test func aFailedTLSHandshakeIsOneLine() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: "https://127.0.0.1:\(server.port)/feed?c={cursor}", timeout: 5)
        await #expect {
            try await source.page(from: 0, count: 5)
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix("127.0.0.1:\(server.port): ") && message.count > "127.0.0.1:\(server.port): ".count
                && !message.contains("\n")
        }
    }
}
