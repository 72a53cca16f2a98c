import Dispatch

/// Runs page fetches on a serial dispatch queue of their own rather than on the shared
/// cooperative pool: a pool kept busy by other work (or by a caller that blocks one of its few
/// threads) cannot then starve the pages of an interactive view.
final class FetchExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = FetchExecutor()
    private let queue = DispatchQueue(label: "cvsim.page-fetch")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
