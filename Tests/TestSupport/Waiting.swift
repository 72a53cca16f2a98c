import Foundation

/// Runs `step` until it says it is done or it has watched for `timeout`, pausing `pause` between
/// tries, so a test waits on its condition rather than on a guessed duration.
///
/// Only the time it could watch counts: a try that wakes late because the test run's threads were
/// busy elsewhere (two cores, CPU-bound suites beside it) counts as a few pauses, not as the
/// seconds others held the CPU. So a starved run still gets its `timeout` of watching, and a
/// condition that never holds still fails (after at least `timeout`).
///
/// - Returns: whether `step` said done in time.
public func waitUntil(
    timeout: Duration = .seconds(120), pause: Duration = .milliseconds(5), _ step: () throws -> Bool
) async rethrows -> Bool {
    let clock = ContinuousClock()
    var watched = Duration.zero
    while true {
        if try step() { return true }
        if watched >= timeout { return false }
        let before = clock.now
        try? await Task.sleep(for: pause)
        watched += min(clock.now - before, pause * 4)
    }
}

/// A one-way signal between threads: set once, waited on by others.
public final class Flag: @unchecked Sendable {
    private let condition = NSCondition()
    private var value = false

    public init() {}

    public func set() {
        condition.lock()
        value = true
        condition.broadcast()
        condition.unlock()
    }

    public var isSet: Bool {
        condition.lock()
        defer { condition.unlock() }
        return value
    }

    /// Blocks the calling thread until the flag is set, however long that takes (a starved test
    /// run can take minutes to get there; whoever waits must be sure someone sets it).
    public func wait() {
        condition.lock()
        defer { condition.unlock() }
        while !value { condition.wait() }
    }

    /// Blocks the calling thread until the flag is set or `seconds` pass.
    ///
    /// - Returns: whether it was set.
    @discardableResult
    public func wait(seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while !value {
            if !condition.wait(until: deadline) { return value }
        }
        return true
    }
}
