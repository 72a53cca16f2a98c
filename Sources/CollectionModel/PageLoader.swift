import CollectionBasics

/// The answer to one page request, waiting in the loader's inbox.
public struct PageDelivery: Sendable {
    public let request: PageRequest
    public let result: Result<Page, PageError>
}

/// Runs page fetches in the background and hands their results to a synchronous run loop.
///
/// The terminal UI never waits on a page: each tick it calls `tick(...)` (or `drain()`), which
/// takes whatever arrived from a thread-safe inbox, and starts a fetch in a `Task` when the
/// paginator asks for one. Fetches run on an executor of their own (`FetchExecutor`).
public final class PageLoader: Sendable {
    public let source: any PageSource
    private let inbox = Locked<[PageDelivery]>([])
    /// Fetches started and not finished, by request id, so quitting can cancel them.
    private let running = Locked<[Int: Task<Void, Never>]>([:])
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    public init(source: any PageSource) {
        self.source = source
        self.start = clock.now
    }

    /// Seconds since the loader was made: the clock to pass to the paginator.
    public func now() -> Double {
        let d = clock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// Fetches `request` in a new task; the result lands in the inbox.
    public func start(_ request: PageRequest) {
        let source = self.source
        let inbox = self.inbox
        let running = self.running
        let task = Task(executorPreference: FetchExecutor.shared) {
            let result: Result<Page, PageError>
            do {
                result = .success(try await source.page(from: request.cursor, count: request.count))
            } catch {
                result = .failure(.sourceFailed(String(describing: error)))
            }
            inbox.withLock { $0.append(PageDelivery(request: request, result: result)) }
            _ = running.withLock { $0.removeValue(forKey: request.id) }
        }
        // A fetch that finished before this line leaves a finished task here: cancelling it is harmless.
        running.withLock { $0[request.id] = task }
    }

    /// Cancels every fetch in flight and the source's own work (the viewer is quitting).
    public func cancelAll() {
        let tasks = running.withLock { box in
            defer { box.removeAll() }
            return Array(box.values)
        }
        for task in tasks { task.cancel() }
        source.cancelAll()
    }

    /// Asks the source for changes to the items already taken (`Paginator.reload`).
    public func reload(_ paginator: inout Paginator) {
        if let request = paginator.reload(now: now()) { start(request) }
    }

    /// Whether a page that arrived and is not drained yet carries outside changes (`Page.refreshed`),
    /// so the view can take its frames before applying it, to animate the change.
    public var refreshWaiting: Bool {
        inbox.withLock { box in
            box.contains { if case .success(let page) = $0.result { page.refreshed != nil } else { false } }
        }
    }

    /// Takes everything that arrived since the last call, oldest first. Never blocks for long.
    public func drain() -> [PageDelivery] {
        inbox.withLock { box in
            defer { box.removeAll() }
            return box
        }
    }

    /// One tick of the run loop: applies arrived pages, times out a hung request, and starts a
    /// fetch when the viewport nears the end (not in a tick that appended a page, whose lengths
    /// are out of date). Lengths are along the scroll axis, in points.
    ///
    /// - Returns: what happened, for the view to animate and show.
    public func tick(
        _ paginator: inout Paginator, data: inout CollectionData, contentLength: Double, viewportLength: Double,
        offset: Double
    ) -> [PageOutcome] {
        let now = now()
        var outcomes: [PageOutcome] = []
        var appended = false
        for delivery in drain() {
            let results = paginator.complete(delivery.request, with: delivery.result, into: &data)
            for case .appended in results { appended = true }
            outcomes += results
        }
        if paginator.checkTimeout(now: now), case .failed(let error) = paginator.state {
            outcomes.append(.failed(error))
        }
        // The lengths passed in predate a page appended just now: decide on the next tick, once
        // the view has laid the new items out.
        if appended { return outcomes }
        if let request = paginator.requestIfNeeded(
            contentLength: contentLength, viewportLength: viewportLength, offset: offset, now: now)
        {
            start(request)
        }
        return outcomes
    }

    /// Retries a failed page now.
    public func retry(_ paginator: inout Paginator) {
        if let request = paginator.retry(now: now()) { start(request) }
    }
}
