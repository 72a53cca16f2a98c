import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Collects each page's bytes as they arrive, stopping a transfer that passes the size limit,
/// and finishes each fetch's continuation once.
final class FeedSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let limit: Int
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    struct Transfer {
        var body: [UInt8] = []
        var status = 0
        var failure: FeedError?
        var continuation: CheckedContinuation<([UInt8], Int), any Error>
        var task: URLSessionDataTask
    }

    init(limit: Int) { self.limit = limit }

    /// The body and status of `request`; cancelling the calling task cancels the transfer.
    func fetch(_ request: URLRequest, in session: URLSession, timeout: Double) async throws -> ([UInt8], Int) {
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.withLock { transfers[id] = Transfer(continuation: continuation, task: task) }
                if Task.isCancelled { task.cancel() } else { task.resume() }
            }
        } onCancel: {
            task.cancel()
        }
    }

    /// Cancels every transfer in flight.
    func cancelAll() {
        let tasks = lock.withLock { transfers.values.map(\.task) }
        for task in tasks { task.cancel() }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let tooBig = response.expectedContentLength > Int64(limit)
        lock.withLock {
            transfers[dataTask.taskIdentifier]?.status = status
            if tooBig { transfers[dataTask.taskIdentifier]?.failure = tooLarge(response.expectedContentLength) }
        }
        completionHandler(tooBig ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = lock.withLock { () -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier], transfer.failure == nil else { return false }
            if transfer.body.count + data.count > limit {
                transfer.failure = tooLarge(nil)
                transfer.body = []
                transfers[dataTask.taskIdentifier] = transfer
                return true
            }
            transfer.body.append(contentsOf: data)
            transfers[dataTask.taskIdentifier] = transfer
            return false
        }
        if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = transfer.failure {
            transfer.continuation.resume(throwing: failure)
        } else if let error {
            transfer.continuation.resume(throwing: FeedError(Self.describe(error, url: task.originalRequest?.url)))
        } else {
            transfer.continuation.resume(returning: (transfer.body, transfer.status))
        }
    }

    private func tooLarge(_ size: Int64?) -> FeedError {
        let mb = { (bytes: Int64) in String(format: "%.1f MB", Double(bytes) / 1_048_576) }
        return FeedError(
            "page larger than \(mb(Int64(limit)))" + (size.map { " (\(mb($0)) announced)" } ?? ""))
    }

    /// A short reason for a transfer error.
    static func describe(_ error: any Error, url: URL?) -> String {
        let place = url.map { "\($0.host ?? "")\($0.port.map { ":\($0)" } ?? "")" } ?? "the server"
        guard let error = error as? URLError else { return "\(error)" }
        switch error.code {
        case .timedOut: return "\(place) did not answer in time"
        case .cannotConnectToHost: return "cannot connect to \(place) (connection refused)"
        case .cannotFindHost: return "cannot find host \(place)"
        case .networkConnectionLost: return "\(place) closed the connection"
        case .cancelled: return "cancelled"
        case .badServerResponse: return "bad answer from \(place)"
        default: return "\(place): \(error.localizedDescription)"
        }
    }
}
