import CollectionLayout
import Foundation
import Testing

@testable import CollectionModel
import TestSupport

@Suite struct PaginatorTests {
    // Texture's documented decisions for `leadingScreensForBatching`.
    @Test(arguments: [
        (content: 3.0, offset: 1.0, fetch: true),
        (content: 3.0, offset: 0.5, fetch: false),
        (content: 0.5, offset: 0.0, fetch: true),
        (content: 3.0, offset: 2.0, fetch: true),
        (content: 3.0, offset: 0.0, fetch: false),
    ])
    func textureBatchFetchDecisions(content: Double, offset: Double, fetch: Bool) {
        #expect(
            Paginator.shouldFetch(contentLength: content, viewportLength: 1, offset: offset, leadingScreens: 1) == fetch
        )
    }

    @Test func zeroLeadingScreensOrEmptyViewportNeverFetch() {
        #expect(!Paginator.shouldFetch(contentLength: 0, viewportLength: 1, offset: 0, leadingScreens: 0))
        #expect(!Paginator.shouldFetch(contentLength: 0, viewportLength: 0, offset: 0, leadingScreens: 1))
    }

    @Test func onePageAtATimeThenAppendThenEnd() throws {
        var paginator = Paginator(configuration: PaginationConfiguration(pageSize: 2))
        var data = CollectionData()
        let firstMaybe = paginator.requestIfNeeded(contentLength: 0, viewportLength: 100, offset: 0, now: 0)
        let first = try #require(firstMaybe)
        #expect(paginator.state == .loading)
        let none = paginator.requestIfNeeded(contentLength: 0, viewportLength: 100, offset: 0, now: 0)
        #expect(none == nil)
        let out1 = paginator.complete(
            first, with: .success(Page(items: [item("a"), item("b")], isLast: false)), into: &data)
        guard case .appended(let u1) = out1.first else {
            Issue.record("\(out1)")
            return
        }
        #expect(!u1.isAppendOnly)  // the first page creates the section
        #expect(data.sectionTitle(0) == "Feed")
        let secondMaybe = paginator.requestIfNeeded(contentLength: 0, viewportLength: 100, offset: 0, now: 1)
        let second = try #require(secondMaybe)
        #expect(second.cursor == 2)
        let out2 = paginator.complete(second, with: .success(Page(items: [item("c")], isLast: true)), into: &data)
        guard case .appended(let u2) = out2.first, case .exhausted = out2.last else {
            Issue.record("\(out2)")
            return
        }
        #expect(u2.isAppendOnly && u2.invalidation == .appendedItems)
        #expect(paginator.state == .exhausted)
        let after = paginator.requestIfNeeded(contentLength: 0, viewportLength: 100, offset: 0, now: 2)
        #expect(after == nil)
        #expect(ids(data.sections) == [["a", "b", "c"]])
    }

    @Test func repeatedIDsAreSkippedAndReportedAndTheCursorMovesPastThem() throws {
        var paginator = Paginator()
        var data = try CollectionData(sections: [Section(title: "F", items: [item("a")])])
        let requestMaybe = paginator.requestIfNeeded(contentLength: 0, viewportLength: 1, offset: 0, now: 0)
        let request = try #require(requestMaybe)
        let page = Page(items: [item("b"), item("a"), item("c"), item("b")], isLast: false)
        let out = paginator.complete(request, with: .success(page), into: &data)
        guard out.count == 2, case .skippedDuplicates(let repeated) = out[0], case .appended = out[1] else {
            Issue.record("\(out)")
            return
        }
        #expect(repeated == ["a", "b"])
        #expect(ids(data.sections) == [["a", "b", "c"]])
        #expect(paginator.cursor == 4 && paginator.state == .idle)
        #expect(PageError.duplicateIDs(repeated).description == "skipped repeated ids \"a\", \"b\"")
    }

    @Test func aPageOfOnlyRepeatsAppendsNothingAndStillMovesOn() throws {
        var paginator = Paginator()
        var data = try CollectionData(sections: [Section(title: "F", items: [item("a")])])
        let requestMaybe = paginator.requestIfNeeded(contentLength: 0, viewportLength: 1, offset: 0, now: 0)
        let request = try #require(requestMaybe)
        let out = paginator.complete(request, with: .success(Page(items: [item("a")], isLast: true)), into: &data)
        guard out.count == 2, case .skippedDuplicates(["a"]) = out[0], case .exhausted = out[1] else {
            Issue.record("\(out)")
            return
        }
        #expect(ids(data.sections) == [["a"]] && paginator.cursor == 1)
    }

    /// A source that cannot move on (a feed URL with no cursor, a server that ignores it) sends
    /// the same page again: asking on would fetch it forever. The page fails with the reason; R
    /// (retry) asks once more.
    @Test(arguments: [
        (items: ["a"], skipped: true),  // only repeats
        (items: [], skipped: false),  // nothing at all, yet not the end
    ])
    func aPageThatBringsNothingNewAndDoesNotEndFails(items pageItems: [String], skipped: Bool) throws {
        var paginator = Paginator()
        var data = try CollectionData(sections: [Section(title: "F", items: [item("a")])])
        let requestMaybe = paginator.requestIfNeeded(screensToEnd: 0, now: 0)
        let request = try #require(requestMaybe)
        let out = paginator.complete(request, with: .success(Page(items: pageItems.map { item($0) }, isLast: false)), into: &data)
        #expect(out.count == (skipped ? 2 : 1))
        guard case .failed(.nothingNew(0)) = out.last else {
            Issue.record("\(out)")
            return
        }
        #expect(paginator.state == .failed(.nothingNew(0)))
        #expect(paginator.requestIfNeeded(screensToEnd: 0, now: 1) == nil, "no more fetches by scrolling")
        let retryMaybe = paginator.retry(now: 2)
        let retry = try #require(retryMaybe)
        #expect(retry.cursor == pageItems.count)
        #expect(ids(data.sections) == [["a"]])
    }

    @Test(arguments: [
        (screens: -0.5, fetch: true), (screens: 1.0, fetch: true), (screens: 1.01, fetch: false),
        (screens: Double.infinity, fetch: false), (screens: Double.nan, fetch: false),
    ])
    func fetchWhenAtMostLeadingScreensLieBeyondTheView(screens: Double, fetch: Bool) {
        #expect(Paginator.shouldFetch(screensToEnd: screens, leadingScreens: 1) == fetch)
        #expect(!Paginator.shouldFetch(screensToEnd: screens, leadingScreens: 0))
    }

    @Test func sectionStartsOpenSectionsAndRefreshedItemsAreDiffedFirst() throws {
        var paginator = Paginator()
        var data = CollectionData()
        let firstMaybe = paginator.requestIfNeeded(contentLength: 0, viewportLength: 1, offset: 0, now: 0)
        let first = try #require(firstMaybe)
        let page1 = Page(
            items: [item("a"), item("b"), item("c")], isLast: false,
            sectionStarts: [
                .init(index: 0, section: Section(title: "One")), .init(index: 2, section: Section(title: "Two")),
            ])
        _ = paginator.complete(first, with: .success(page1), into: &data)
        #expect(ids(data.sections) == [["a", "b"], ["c"]])
        #expect(data.sections.map(\.title) == ["One", "Two"])
        // Page 2: more of "Two", an empty "Three", then "Four"; before it, "b" went and "x" came.
        let secondMaybe = paginator.requestIfNeeded(contentLength: 0, viewportLength: 1, offset: 0, now: 1)
        let second = try #require(secondMaybe)
        let page2 = Page(
            items: [item("d"), item("e")], isLast: true,
            sectionStarts: [
                .init(index: 1, section: Section(title: "Three")), .init(index: 1, section: Section(title: "Four")),
            ],
            refreshed: [Section(title: "One", items: [item("x"), item("a")]), Section(title: "Two", items: [item("c")])])
        let out = paginator.complete(second, with: .success(page2), into: &data)
        guard case .refreshed(let refresh) = out.first else {
            Issue.record("\(out)")
            return
        }
        #expect(refresh.deletedIndexPaths == [IndexPath(section: 0, item: 1)])
        #expect(refresh.insertedIndexPaths == [IndexPath(section: 0, item: 0)])
        #expect(ids(data.sections) == [["x", "a"], ["c", "d"], [], ["e"]])
        #expect(data.sections.map(\.title) == ["One", "Two", "Three", "Four"])
        #expect(paginator.cursor == 5 && paginator.state == .exhausted)
    }

    @Test func reloadAsksForNothingButChangesAndIsRefusedWhileLoading() throws {
        var paginator = Paginator()
        var data = CollectionData()
        let firstMaybe = paginator.requestIfNeeded(contentLength: 0, viewportLength: 1, offset: 0, now: 0)
        let first = try #require(firstMaybe)
        #expect(paginator.reload(now: 0) == nil)
        _ = paginator.complete(first, with: .success(Page(items: [item("a")], isLast: true)), into: &data)
        let reloadMaybe = paginator.reload(now: 1)
        let reload = try #require(reloadMaybe)
        #expect(reload.count == 0 && reload.cursor == 1 && paginator.state == .loading)
        _ = paginator.complete(reload, with: .success(Page(items: [], isLast: false)), into: &data)
        #expect(paginator.state == .idle)  // the source has more now: scrolling fetches it
    }

    @Test func timeoutFailsAndALateAnswerIsIgnored() throws {
        var paginator = Paginator(configuration: PaginationConfiguration(timeout: 5))
        var data = CollectionData()
        let requestMaybe = paginator.requestIfNeeded(contentLength: 0, viewportLength: 1, offset: 0, now: 10)
        let request = try #require(requestMaybe)
        let early = paginator.checkTimeout(now: 14.9)
        let onTime = paginator.checkTimeout(now: 15)
        #expect(!early && onTime)
        #expect(paginator.state == .failed(.timedOut(5)))
        let late = paginator.complete(request, with: .success(Page(items: [item("a")], isLast: false)), into: &data)
        guard case .ignored = late.first else {
            Issue.record("\(late)")
            return
        }
        #expect(data.totalItems == 0)
    }

    /// A simulated feed with latencies, failures, hangs and repeated items, on simulated time.
    @Test func randomScrollingFailuresAndLatencies() throws {
        for seed in 0..<2_000 {
            var rng = SplitMix64(seed: UInt64(seed))
            let feedLength = Int.random(in: 0...120, using: &rng)
            // One item in ten repeats an earlier one: the data must skip it.
            var feed: [Item] = []
            for n in 0..<feedLength {
                feed.append(n > 0 && Int.random(in: 0..<10, using: &rng) == 0 ? feed.randomElement(using: &rng)! : item("p\(n)"))
            }
            func firstOccurrences(_ items: ArraySlice<Item>) -> [Item] {
                var seen = Set<ItemID>()
                return items.filter { seen.insert($0.id).inserted }
            }
            let pageSize = Int.random(in: 1...25, using: &rng)
            var paginator = Paginator(
                configuration: PaginationConfiguration(
                    pageSize: pageSize, leadingScreens: Double.random(in: 0.5...2, using: &rng), timeout: 5))
            var data = CollectionData()
            var pending: [(due: Double, request: PageRequest, result: Result<Page, PageError>)] = []
            var now = 0.0
            let viewport = 100.0
            let itemLength = 10.0
            var active: PageRequest?  // what the paginator considers in flight
            var checked = 0  // items already checked against the feed

            func started(_ request: PageRequest?) {
                guard let request else { return }
                #expect(active == nil, "seed \(seed): a second fetch started while one is in flight")
                active = request
                let latency = Double(Int.random(in: 0...8, using: &rng))
                let roll = Int.random(in: 0..<20, using: &rng)
                let result: Result<Page, PageError>
                if roll < 2 {
                    result = .failure(.sourceFailed("boom"))
                } else {
                    let end = min(request.cursor + request.count, feedLength)
                    result = .success(Page(items: Array(feed[request.cursor..<end]), isLast: end == feedLength))
                }
                // roll 3: hangs past the timeout.
                pending.append((roll == 3 ? now + 1_000 : now + latency, request, result))
            }

            for tick in 0..<2_000 {
                now += 1
                for delivery in pending.filter({ $0.due <= now }) {
                    _ = paginator.complete(delivery.request, with: delivery.result, into: &data)
                    if active?.id == delivery.request.id { active = nil }
                }
                pending.removeAll { $0.due <= now }
                if paginator.checkTimeout(now: now) { active = nil }
                let content = Double(data.totalItems) * itemLength
                let offset =
                    tick > 1_000 ? max(0, content - viewport) : Double.random(in: 0...max(0, content), using: &rng)
                started(
                    paginator.requestIfNeeded(
                        contentLength: content, viewportLength: viewport, offset: offset, now: now))
                if case .failed = paginator.state, Int.random(in: 0..<3, using: &rng) == 0 {
                    started(paginator.retry(now: now))
                }
                // Never loses or repeats: the data is always the feed up to the cursor, repeats skipped.
                if data.totalItems != checked {
                    let loaded = data.sections.first?.items ?? []
                    #expect(loaded == firstOccurrences(feed.prefix(paginator.cursor)), "seed \(seed) tick \(tick)")
                    checked = loaded.count
                }
                if data.numberOfSections > 1 { Issue.record("seed \(seed) tick \(tick): \(data.numberOfSections) sections") }
                if paginator.state == .exhausted { break }
            }
            #expect(paginator.state == .exhausted, "seed \(seed): never reached the end")
            #expect(data.sections.first?.items ?? [] == firstOccurrences(feed[...]), "seed \(seed)")
            let more = paginator.requestIfNeeded(contentLength: 0, viewportLength: viewport, offset: 0, now: now + 1)
            #expect(more == nil)
        }
    }
}

@Suite struct PageLoaderTests {
    @Test func tickNeverBlocksAndDeliversThroughTheInbox() async throws {
        let loader = PageLoader(source: GeneratedPageSource(seed: 3, latency: .milliseconds(150)))
        var paginator = Paginator()
        var data = CollectionData()
        let clock = ContinuousClock()
        let start = clock.now
        let first = loader.tick(&paginator, data: &data, contentLength: 0, viewportLength: 844, offset: 0)
        #expect(clock.now - start < .milliseconds(100))  // returned long before the page's latency
        #expect(first.isEmpty && paginator.state == .loading)
        var appended: AppliedUpdate?
        _ = await waitUntil {
            for outcome in loader.tick(&paginator, data: &data, contentLength: 0, viewportLength: 844, offset: 0) {
                if case .appended(let update) = outcome { appended = update }
            }
            return appended != nil
        }
        #expect(appended != nil)
        #expect(data.totalItems == 20)
        #expect(data.item(at: IndexPath(section: 0, item: 0)) == Item.generated(3 << 32))
        #expect(paginator.cursor == 20)
    }

    @Test func injectedFailuresAreReportedAndRetried() async throws {
        let loader = PageLoader(source: GeneratedPageSource(seed: 1, failureRate: 1))
        var paginator = Paginator()
        var data = CollectionData()
        _ = loader.tick(&paginator, data: &data, contentLength: 0, viewportLength: 844, offset: 0)
        var failed = false
        _ = await waitUntil {
            for outcome in loader.tick(&paginator, data: &data, contentLength: 0, viewportLength: 844, offset: 0) {
                if case .failed(.sourceFailed(let message)) = outcome {
                    failed = true
                    #expect(message == "injected failure at item 0")
                }
            }
            return failed
        }
        #expect(failed && data.totalItems == 0)
        guard case .failed = paginator.state else {
            Issue.record("state \(paginator.state)")
            return
        }
    }
}

@Suite struct PageSourceTests {
    @Test func generatedFeedIsDeterministicAndEnds() async throws {
        let source = GeneratedPageSource(seed: 7, endAfter: 45)
        let a = try await source.page(from: 40, count: 20)
        #expect(a.items.count == 5 && a.isLast)
        #expect(a.items[0] == Item.generated((7 << 32) + 40))
        let b = try await source.page(from: 0, count: 20)
        #expect(!b.isLast && b.items.map(\.id) == (0..<20).map { ItemID.generated((7 << 32) + UInt64($0)) })
        for item in b.items {
            let height = try #require(item.height)
            #expect((50...199).contains(height) && height == height.rounded())
            #expect(item.color.count == 7 && item.color.hasPrefix("#"))
        }
    }

}

/// A source that never answers in time.
struct HangingSource: PageSource {
    func page(from cursor: Int, count: Int) async throws -> Page {
        // Far longer than any test run, even one starved of threads by the heavy property tests.
        try await Task.sleep(for: .seconds(3600))
        return Page(items: [], isLast: true)
    }
}

@Suite struct PageLoaderTimeoutTests {
    @Test func aHungPageTimesOutWithoutBlocking() async throws {
        let loader = PageLoader(source: HangingSource())
        var paginator = Paginator(configuration: PaginationConfiguration(timeout: 0.05))
        var data = CollectionData()
        _ = loader.tick(&paginator, data: &data, contentLength: 0, viewportLength: 844, offset: 0)
        var timedOut = false
        _ = await waitUntil {
            for outcome in loader.tick(&paginator, data: &data, contentLength: 0, viewportLength: 844, offset: 0) {
                if case .failed(.timedOut(let seconds)) = outcome { timedOut = seconds == 0.05 }
            }
            return timedOut
        }
        #expect(timedOut)
        #expect(paginator.state == .failed(.timedOut(0.05)) && paginator.inFlight == nil)
    }
}
