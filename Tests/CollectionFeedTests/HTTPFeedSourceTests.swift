import CollectionLayout
import CollectionModel
import Foundation
import Testing
import TestSupport

@testable import CollectionFeed

/// The HTTP feed against a real local server: pages, the end, errors, retries, caps, cancellation.
@Suite(.serialized) struct HTTPFeedSourceTests {
    /// Pages `source` with a paginator until the end, an error, or `pages` pages.
    func load(
        _ source: HTTPFeedSource, _ paginator: inout Paginator, _ data: inout CollectionData, pages: Int = 100
    ) async -> [PageOutcome] {
        var outcomes: [PageOutcome] = []
        for _ in 0..<pages {
            guard let request = paginator.requestIfNeeded(contentLength: 0, viewportLength: 1, offset: 0, now: 0)
                ?? paginator.retry(now: 0)
            else { break }
            let result: Result<Page, PageError>
            do {
                result = .success(try await source.page(from: request.cursor, count: request.count))
            } catch {
                result = .failure(.sourceFailed("\(error)"))
            }
            outcomes += paginator.complete(request, with: result, into: &data)
            if case .failed = paginator.state { break }
        }
        return outcomes
    }

    func ids(_ data: CollectionData) -> [String] { data.sections.flatMap { $0.items.map(\.id.rawValue) } }

    @Test func pagesWithCursorOffsetAndLimitToTheEnd() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template(), timeout: 5)
        var paginator = Paginator(configuration: PaginationConfiguration(pageSize: 7))
        var data = CollectionData()
        _ = await load(source, &paginator, &data)
        #expect(ids(data) == (0..<25).map { "i\($0)" })
        #expect(data.sections.first?.items[3].height == 63)
        #expect(paginator.state == .exhausted)
        let log = try server.log().map { "\($0["cursor"]!)|\($0["offset"]!)|\($0["limit"]!)" }
        #expect(log == ["|0|7", "c7|7|7", "c14|14|7", "c21|21|7"])
    }

    @Test func aServerErrorFailsAndRetryResumesAtTheSameCursor() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template("fail-once"), timeout: 5)
        var paginator = Paginator(configuration: PaginationConfiguration(pageSize: 10))
        var data = CollectionData()
        let first = await load(source, &paginator, &data)
        guard case .failed(.sourceFailed(let reason)) = first.last else {
            Issue.record("\(first)")
            return
        }
        #expect(reason == "HTTP 500 Internal Server Error from 127.0.0.1:\(server.port)/fail-once/feed")
        for _ in 0..<10 where paginator.state != .exhausted { _ = await load(source, &paginator, &data) }
        #expect(ids(data) == (0..<25).map { "i\($0)" })
        let cursors = try server.log().map { $0["cursor"]! }
        #expect(cursors == ["", "", "c10", "c10", "c20", "c20"])
    }

    @Test(arguments: [
        ("malformed", "truncated JSON at line 1, column 25: unexpected end of input inside an object, expected a key"),
        ("not-an-object", "the page must be an object with \"items\", got an array"),
    ])
    func badPagesFailWithTheReason(mode: String, reason: String) async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template(mode), timeout: 5)
        await #expect {
            try await source.page(from: 0, count: 5)
        } throws: { error in
            "\(error)" == "127.0.0.1:\(server.port)/\(mode)/feed: \(reason)"
        }
    }

    @Test func aHugePageIsCutOffAtTheCap() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template("huge"), timeout: 10, maximumPageBytes: 1 << 20)
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: FeedError("page larger than 1.0 MB")) { try await source.page(from: 0, count: 5) }
        // Within the source's timeout (10 s), which a starved run nears (7.5 s seen): the error
        // above is what shows the transfer stopped at the cap.
        #expect(clock.now - start < .seconds(10))
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template("hang"), timeout: 1)
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: FeedError("127.0.0.1:\(server.port) did not answer in time")) {
            try await source.page(from: 0, count: 5)
        }
        // Well before the server lets go (30 s), with room for a run starved of threads by the
        // heavy tests beside it (8 s seen).
        #expect(clock.now - start < .seconds(20))
    }

    @Test func aRefusedConnectionSaysSo() async throws {
        // A port that was just free: nothing listens there.
        let port = try { () throws -> Int in
            let server = try FeedServer()
            return server.port
        }()
        let source = try HTTPFeedSource(template: "http://127.0.0.1:\(port)/feed?c={cursor}", timeout: 5)
        await #expect(throws: FeedError("cannot connect to 127.0.0.1:\(port) (connection refused)")) {
            try await source.page(from: 0, count: 5)
        }
    }

    @Test func quittingCancelsARequestInFlight() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template("hang"), timeout: 28)
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { try await source.page(from: 0, count: 5) }
        // Cancelled once the request is in flight: when the server has logged it.
        let reached = try await waitUntil(timeout: .seconds(20), pause: .milliseconds(10)) { try !server.log().isEmpty }
        #expect(reached, "the request never reached the server")
        source.cancelAll()
        await #expect(throws: FeedError("cancelled")) { try await task.value }
        // Before the source's own timeout (28 s) and the server's hold (30 s), with room for a
        // starved run (14 s seen).
        #expect(clock.now - start < .seconds(25))
    }

    @Test func overlappingPagesSkipTheRepeatsAndReportThem() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template("dups"), timeout: 5)
        var paginator = Paginator(configuration: PaginationConfiguration(pageSize: 10))
        var data = CollectionData()
        let outcomes = await load(source, &paginator, &data)
        let skipped = outcomes.compactMap { if case .skippedDuplicates(let ids) = $0 { ids.map(\.rawValue) } else { nil } }
        #expect(skipped == [["i9"], ["i19"]])
        #expect(ids(data) == (0..<25).map { "i\($0)" })
        #expect(paginator.state == .exhausted)
    }

    @Test(arguments: [
        ("ftp://example.com/feed", "--feed: 'ftp://example.com/feed' is not an http or https URL"),
        ("feed.json", "--feed: 'feed.json' is not an http or https URL"),
        ("http:///feed", "--feed: 'http:///feed' has no host"),
        ("", "--feed: '' is not a URL"),
    ])
    func badURLsAreRefusedAtStart(url: String, message: String) {
        #expect(throws: FeedError(message)) { try HTTPFeedSource(template: url) }
    }

    // MARK: - Feeds that cannot move on

    @Test func aURLWithNoPlaceForACursorIsRefusedWhenNextIsNotAURL() throws {
        let server = try FeedServer()
        let template = "http://127.0.0.1:\(server.port)/feed"
        let source = try HTTPFeedSource(template: template, timeout: 5)
        #expect(source.followsLinks)
        #expect(throws: FeedError(
            "--feed: '\(template)' has no {cursor} or {offset}, and the server's next (\"c20\") is not a URL: "
                + "every page would be the first; put {cursor} (or {offset}) in the URL")
        ) { try source.checkCanMoveOn(count: 20) }
        #expect(try server.log().count == 1, "one request, at start")
    }

    @Test(arguments: ["links", "path-links"])
    func aURLWithNoPlaceForACursorFollowsNextURLsToTheEnd(mode: String) async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: "http://127.0.0.1:\(server.port)/\(mode)/feed?limit={limit}", timeout: 5)
        try source.checkCanMoveOn(count: 10)
        var paginator = Paginator(configuration: PaginationConfiguration(pageSize: 10))
        var data = CollectionData()
        _ = await load(source, &paginator, &data)
        #expect(ids(data) == (0..<25).map { "i\($0)" })
        #expect(paginator.state == .exhausted)
        // The first page, fetched at start, is not fetched again.
        let log = try server.log().map { "\($0["cursor"] ?? "-")|\($0["limit"]!)" }
        #expect(log == ["-|10", "c10|10", "c20|10"])
    }

    @Test func aFeedThatRepeatsItsPageStopsAtTheFirstPageThatBringsNothingNew() async throws {
        let server = try FeedServer()
        let source = try HTTPFeedSource(template: server.template("stuck"), timeout: 5)
        var paginator = Paginator(configuration: PaginationConfiguration(pageSize: 10))
        var data = CollectionData()
        let outcomes = await load(source, &paginator, &data)
        #expect(ids(data) == (0..<10).map { "i\($0)" })
        #expect(paginator.state == .failed(.nothingNew(10)))
        guard case .failed(.nothingNew(10)) = outcomes.last else {
            Issue.record("\(outcomes)")
            return
        }
        #expect(try server.log().count == 2, "no third request")
        #expect(PageError.nothingNew(10).description == "the page at item 10 brought nothing new")
    }
}
