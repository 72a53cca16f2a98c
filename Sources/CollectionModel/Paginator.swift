import CollectionBasics

/// What the paginator is doing.
public enum PaginationState: Hashable, Sendable {
    /// Waiting for the view to near the end.
    case idle
    /// A page is being fetched.
    case loading
    /// The last page failed; `retry` asks for it again.
    case failed(PageError)
    /// The source has no more items.
    case exhausted
}

/// When and how much to fetch.
public struct PaginationConfiguration: Hashable, Sendable {
    /// Items per page.
    public var pageSize: Int
    /// Fetch when the unseen content beyond the viewport is at most this many viewport lengths
    /// (Texture's `leadingScreensForBatching`); 0 or less never fetches by scrolling.
    public var leadingScreens: Double
    /// Seconds after which a page that has not arrived counts as failed.
    public var timeout: Double
    /// The title of the section created for the first page when the data has none.
    public var sectionTitle: String

    public init(pageSize: Int = 20, leadingScreens: Double = 1, timeout: Double = 10, sectionTitle: String = "Feed") {
        self.pageSize = pageSize
        self.leadingScreens = leadingScreens
        self.timeout = timeout
        self.sectionTitle = sectionTitle
    }
}

/// The "load 20 more" state machine: decides when to fetch, keeps one fetch at most in flight,
/// appends pages to the data, and stops at the end.
///
/// It does no I/O and reads no clock: the caller passes the time and runs the fetch (see
/// `PageLoader`), so it is deterministic and testable.
public struct Paginator: Sendable {
    public var configuration: PaginationConfiguration
    public private(set) var state: PaginationState = .idle
    /// The request in flight, if any.
    public private(set) var inFlight: PageRequest?
    /// Items taken from the source so far (the cursor of the next page).
    public private(set) var cursor = 0
    private var nextRequestID = 1

    public init(configuration: PaginationConfiguration = PaginationConfiguration()) {
        self.configuration = configuration
    }

    /// Texture's batch-fetch rule: fetch when the content is shorter than the viewport, or when
    /// the content remaining beyond the viewport is at most `leadingScreens` viewport lengths.
    ///
    /// Lengths are along the scroll axis. With `leadingScreens <= 0` or an empty viewport, never.
    public static func shouldFetch(
        contentLength: Double, viewportLength: Double, offset: Double, leadingScreens: Double
    )
        -> Bool
    {
        guard leadingScreens > 0, viewportLength > 0 else { return false }
        if contentLength < viewportLength { return true }
        let remaining = contentLength - viewportLength - offset
        return remaining <= leadingScreens * viewportLength
    }

    /// The same rule with the distance already measured: fetch when at most `leadingScreens`
    /// screens of content lie between what the view shows and the end of the data.
    ///
    /// - Parameter screensToEnd: that distance in screens (negative when the content ends on
    ///   screen; infinite when the view shows nothing).
    public static func shouldFetch(screensToEnd: Double, leadingScreens: Double) -> Bool {
        leadingScreens > 0 && !screensToEnd.isNaN && screensToEnd <= leadingScreens
    }

    /// Starts a request when the paginator is idle and the viewport is near the end.
    ///
    /// - Returns: the request to fetch, or `nil` (loading, failed, exhausted, or not near the end).
    public mutating func requestIfNeeded(contentLength: Double, viewportLength: Double, offset: Double, now: @autoclosure () -> Double)
        -> PageRequest?
    {
        guard state == .idle,
            Self.shouldFetch(
                contentLength: contentLength, viewportLength: viewportLength, offset: offset,
                leadingScreens: configuration.leadingScreens)
        else { return nil }
        return begin(now: now())
    }

    /// Starts a request when the paginator is idle and at most `leadingScreens` screens of
    /// content lie beyond what the view shows (`shouldFetch(screensToEnd:leadingScreens:)`).
    /// `now`, the request's start, is read only when one starts (the view asks every scroll step).
    ///
    /// - Returns: the request to fetch, or `nil` (loading, failed, exhausted, or not near the end).
    public mutating func requestIfNeeded(screensToEnd: Double, now: @autoclosure () -> Double) -> PageRequest? {
        guard state == .idle, Self.shouldFetch(screensToEnd: screensToEnd, leadingScreens: configuration.leadingScreens)
        else { return nil }
        return begin(now: now())
    }

    /// Asks again for the page that failed.
    ///
    /// - Returns: the request, or `nil` when the state is not `.failed`.
    public mutating func retry(now: Double) -> PageRequest? {
        guard case .failed = state else { return nil }
        return begin(now: now)
    }

    private mutating func begin(now: Double) -> PageRequest {
        let request = PageRequest(
            id: nextRequestID, cursor: cursor, count: max(1, configuration.pageSize), startedAt: now)
        nextRequestID += 1
        inFlight = request
        state = .loading
        return request
    }

    /// Fails the request in flight when it has run past the timeout; its answer, if it comes
    /// later, is ignored.
    ///
    /// - Returns: `true` when it timed out now.
    public mutating func checkTimeout(now: Double) -> Bool {
        guard let request = inFlight, now - request.startedAt >= configuration.timeout else { return false }
        inFlight = nil
        state = .failed(.timedOut(configuration.timeout))
        return true
    }

    /// Asks the source for changes to the items already taken (a reload: a request for 0
    /// items). Not while a page is loading: that page brings the changes.
    ///
    /// - Returns: the request, or `nil` while loading.
    public mutating func reload(now: Double) -> PageRequest? {
        guard state != .loading else { return nil }
        let request = PageRequest(id: nextRequestID, cursor: cursor, count: 0, startedAt: now)
        nextRequestID += 1
        inFlight = request
        state = .loading
        return request
    }

    /// Takes the answer to `request`: appends a good page to `data`, or records the failure.
    ///
    /// A page's `refreshed` sections first replace the data by a diff (`.refreshed`). Items whose
    /// ids the data already holds (or that repeat in the page) are skipped and reported
    /// (`.skippedDuplicates`); the cursor still moves past them, so the source is never asked for
    /// them again. A page that is not the last and brings nothing new (no item the data lacks, no
    /// section) fails with `.nothingNew`: asking on would repeat it forever. An answer to a
    /// request that is no longer in flight is ignored.
    ///
    /// - Returns: what happened, in order (an append may be followed by `.exhausted`).
    /// - Complexity: O(k) for a page of k items appended to existing data; O(n) more for a
    ///   refresh of n items.
    public mutating func complete(
        _ request: PageRequest, with result: Result<Page, PageError>, into data: inout CollectionData
    )
        -> [PageOutcome]
    {
        guard inFlight?.id == request.id else { return [.ignored] }
        inFlight = nil
        switch result {
        case .failure(let error):
            state = .failed(error)
            return [.failed(error)]
        case .success(var page):
            var outcomes: [PageOutcome] = []
            do {
                if let refreshed = page.refreshed {
                    let update = Diff.batch(from: data.sections, to: refreshed)
                    if !update.isEmpty { outcomes.append(.refreshed(try data.apply(update))) }
                }
                let taken = page.items.count
                var seen = Set<ItemID>()
                let repeated = page.items.indices.filter {
                    let id = page.items[$0].id
                    return data.contains(id) || !seen.insert(id).inserted
                }
                if !repeated.isEmpty {
                    outcomes.append(.skippedDuplicates(repeated.map { page.items[$0].id }))
                    page = page.skipping(Set(repeated))
                }
                if !page.items.isEmpty || !page.sectionStarts.isEmpty {
                    outcomes.append(.appended(try data.append(page, sectionTitle: configuration.sectionTitle)))
                }
                cursor += taken
            } catch {
                state = .failed(.sourceFailed(error.description))
                return outcomes + [.failed(.sourceFailed(error.description))]
            }
            if page.isLast {
                state = .exhausted
                outcomes.append(.exhausted)
            } else if request.count > 0, page.items.isEmpty, page.sectionStarts.isEmpty {
                // A page that adds nothing and does not end the feed would be asked for again and
                // again (a source that cannot move on): stop, and let R try once more.
                let error = PageError.nothingNew(request.cursor)
                state = .failed(error)
                outcomes.append(.failed(error))
            } else {
                state = .idle
            }
            return outcomes
        }
    }
}

extension Page {
    /// The page without the items at `indices`, section starts moved to match.
    func skipping(_ indices: Set<Int>) -> Page {
        var kept: [Item] = []
        var starts = sectionStarts
        var s = 0
        for (i, item) in items.enumerated() {
            while s < starts.count, starts[s].index <= i {
                starts[s].index = kept.count
                s += 1
            }
            if !indices.contains(i) { kept.append(item) }
        }
        while s < starts.count {
            starts[s].index = kept.count
            s += 1
        }
        return Page(items: kept, isLast: isLast, sectionStarts: starts, refreshed: refreshed)
    }
}
