import Foundation

/// Runs `step` until it says it is done or `timeout` of wall-clock time has passed, pausing
/// `pause` between tries, so a test waits on its condition rather than on a guessed duration or
/// count of tries (a starved run takes longer; the condition, not the clock, decides).
///
/// - Returns: whether `step` said done before the timeout.
public func waitUntil(
    timeout: Duration = .seconds(120), pause: Duration = .milliseconds(5), _ step: () throws -> Bool
) async rethrows -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
        if try step() { return true }
        if clock.now >= deadline { return false }
        try? await Task.sleep(for: pause)
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
