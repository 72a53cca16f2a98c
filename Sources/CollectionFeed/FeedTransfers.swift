import CCurl
import Foundation

/// The feed's requests: each runs libcurl on a thread of its own, so a page that takes seconds
/// holds none of the cooperative pool's threads, and its caller awaits the answer. Cancelling
/// the calling task, or `cancelAll`, ends the wait at once and stops the transfer within about
/// a second (libcurl asks whether to go on at least that often).
final class FeedTransfers: @unchecked Sendable {
    let library: CurlLibrary
    /// The largest body accepted, in bytes.
    let limit: Int
    private let lock = NSLock()
    private var inFlight: [ObjectIdentifier: FeedTransfer] = [:]

    /// Redirects followed before a page fails.
    static let maximumRedirects = 10

    /// What a request brought back.
    struct Response: Sendable {
        var status: Int
        var body: [UInt8]
        /// The URL that answered, after redirects.
        var finalURL: String
    }

    init(library: CurlLibrary, limit: Int) {
        self.library = library
        self.limit = limit
    }

    /// GETs `url`, following redirects, in at most `timeout` seconds.
    ///
    /// - Throws: `FeedError`, one line: the server did not answer, refused, was not found, sent
    ///   more than `limit` bytes, … or "cancelled".
    func fetch(_ url: URL, accept: String, timeout: Double) async throws -> Response {
        guard let transfer = FeedTransfer(limit: limit) else { throw FeedError("out of memory") }
        let id = ObjectIdentifier(transfer)
        lock.withLock { inFlight[id] = transfer }
        defer { lock.withLock { _ = inFlight.removeValue(forKey: id) } }
        let milliseconds = max(1, Int((timeout * 1000).rounded(.up)))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard transfer.begin(continuation) else { return }
                let thread = Thread { [library, limit] in
                    let outcome = url.absoluteString.withCString { address in
                        ccurl_get(library.pointer, transfer.pointer, address, accept, "cvsim", milliseconds, Self.maximumRedirects)
                    }
                    transfer.settle(Self.result(of: outcome, transfer, url: url, limit: limit))
                }
                thread.name = "cvsim feed"
                thread.start()
            }
        } onCancel: {
            transfer.cancel()
        }
    }

    /// Cancels every request in flight.
    func cancelAll() {
        let transfers = lock.withLock { Array(inFlight.values) }
        for transfer in transfers { transfer.cancel() }
    }

    // MARK: - Outcomes

    private static func result(
        of outcome: ccurl_outcome, _ transfer: FeedTransfer, url: URL, limit: Int
    ) -> Result<Response, any Error> {
        let pointer = transfer.pointer
        if outcome == CCURL_OK {
            var length = 0
            let bytes = ccurl_transfer_body(pointer, &length)
            let body = bytes.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
            let status = Int(ccurl_transfer_status(pointer))
            return .success(Response(status: status, body: body, finalURL: String(cString: ccurl_transfer_final_url(pointer))))
        }
        let announced = ccurl_transfer_announced_length(pointer)
        let message = describe(
            outcome, reason: String(cString: ccurl_transfer_error(pointer)), url: url, limit: limit,
            announced: announced > limit ? Int(announced) : nil)
        return .failure(FeedError(message))
    }

    /// A short reason for a failed request to `url`.
    static func describe(_ outcome: ccurl_outcome, reason: String, url: URL, limit: Int, announced: Int?) -> String {
        let place = "\(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")"
        switch outcome {
        case CCURL_TIMED_OUT: return "\(place) did not answer in time"
        case CCURL_REFUSED: return "cannot connect to \(place) (connection refused)"
        case CCURL_CANNOT_CONNECT: return "cannot connect to \(place)"
        case CCURL_CANNOT_RESOLVE: return "cannot find host \(place)"
        case CCURL_CONNECTION_LOST: return "\(place) closed the connection"
        case CCURL_BAD_RESPONSE: return "bad answer from \(place)"
        case CCURL_TOO_MANY_REDIRECTS: return "\(place): more than \(maximumRedirects) redirects"
        case CCURL_TOO_LARGE:
            let mb = { (bytes: Int) in String(format: "%.1f MB", Double(bytes) / 1_048_576) }
            return "page larger than \(mb(limit))" + (announced.map { " (\(mb($0)) announced)" } ?? "")
        case CCURL_CANCELLED: return "cancelled"
        default: return "\(place): \(reason.isEmpty ? "the request failed" : reason)"
        }
    }
}

/// One request's C state and the continuation its caller waits on, resumed exactly once:
/// by the thread that ran it, or by a cancellation, whichever comes first.
final class FeedTransfer: @unchecked Sendable {
    let pointer: OpaquePointer
    private let lock = NSLock()
    private var continuation: CheckedContinuation<FeedTransfers.Response, any Error>?
    /// The caller has its answer (or was cancelled before the request began).
    private var settled = false

    init?(limit: Int) {
        guard let pointer = ccurl_transfer_create(limit) else { return nil }
        self.pointer = pointer
    }

    // The request's thread holds this object until `ccurl_get` returns.
    deinit { ccurl_transfer_destroy(pointer) }

    /// Takes the caller's continuation; `false` (and the continuation resumed with
    /// "cancelled") when the transfer was cancelled before it began.
    func begin(_ continuation: CheckedContinuation<FeedTransfers.Response, any Error>) -> Bool {
        let began = lock.withLock { () -> Bool in
            if settled { return false }
            self.continuation = continuation
            return true
        }
        if !began { continuation.resume(throwing: FeedError("cancelled")) }
        return began
    }

    /// Stops the transfer and answers the caller "cancelled" now.
    func cancel() {
        ccurl_transfer_cancel(pointer)
        settle(.failure(FeedError("cancelled")))
    }

    /// Answers the caller, unless it was answered already.
    func settle(_ result: Result<FeedTransfers.Response, any Error>) {
        let waiting = lock.withLock { () -> CheckedContinuation<FeedTransfers.Response, any Error>? in
            guard !settled else { return nil }
            settled = true
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: result)
    }
}
