import Platform

/// A point in time on the monotonic clock, in nanoseconds: the time of the run loop, its
/// backends (a terminal's wall clock, a headless run's virtual one), its scenes and recordings.
///
/// A plain integer, where `ContinuousClock.Instant` is a resilient type of the Concurrency
/// library: every copy, comparison and optional of one goes through the runtime's value
/// witnesses, and the run loop handles times several times a key.
public struct Moment: Comparable, Hashable, Sendable {
    /// Nanoseconds since an arbitrary origin (the clock's; only differences mean anything).
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The monotonic clock's time now.
    public static var now: Moment { Moment(nanoseconds: ProcessClock.monotonicNanos()) }

    public static func < (a: Moment, b: Moment) -> Bool { a.nanoseconds < b.nanoseconds }

    /// `duration` later (earlier when negative).
    public static func + (moment: Moment, duration: Duration) -> Moment {
        Moment(nanoseconds: moment.nanoseconds &+ duration.wholeNanoseconds)
    }

    public static func += (moment: inout Moment, duration: Duration) { moment = moment + duration }

    /// The time from `b` to `a`.
    public static func - (a: Moment, b: Moment) -> Duration { .nanoseconds(a.nanoseconds &- b.nanoseconds) }

    /// Seconds from `start` to this moment (at or after it), as `Duration.components` gives
    /// them — whole seconds, then the rest in attoseconds — so that a time converts to the same
    /// `Double` either way.
    public func seconds(since start: Moment) -> Double {
        let (seconds, rest) = (nanoseconds &- start.nanoseconds).quotientAndRemainder(dividingBy: 1_000_000_000)
        return Double(seconds) + Double(rest * 1_000_000_000) * 1e-18
    }

    /// Whole milliseconds for a `poll` timeout that ends at `deadline`: 0 when it has passed,
    /// else rounded up so a wakeup is never early, at least 1, at most `Int32.max`.
    public func pollMilliseconds(until deadline: Moment) -> Int {
        guard deadline > self else { return 0 }
        let ms = (deadline.nanoseconds &- nanoseconds &+ 999_999) / 1_000_000
        return Int(max(1, min(ms, Int64(Int32.max))))
    }
}

extension Duration {
    /// The duration in whole nanoseconds (rounded toward zero; clamped to `Int64`).
    var wholeNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        return whole.addingReportingOverflow(attoseconds / 1_000_000_000).partialValue
    }
}
