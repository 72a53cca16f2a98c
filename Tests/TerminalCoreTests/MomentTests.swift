import CollectionBasics
import Testing
import TerminalCore

/// The run loop's time against `Duration`, which it replaces there: the same seconds for a
/// scene, the same `poll` timeouts.
@Suite struct MomentTests {
    @Test func secondsAndPollTimeoutsAreThoseOfTheDurationBetween() {
        var random = SplitMix64(seed: 53)
        for n in 0..<20_000 {
            let start = Moment(nanoseconds: Int64(random.next() % (1 << 50)))
            // Whole milliseconds (a virtual clock), any nanosecond, small and large gaps.
            var gap = Int64(random.next() % (n % 3 == 0 ? 5_000_000 : 1 << 40))
            if n % 4 == 0 { gap = gap / 1_000_000 * 1_000_000 }
            let later = Moment(nanoseconds: start.nanoseconds + gap)
            let duration = Duration.nanoseconds(gap)
            let (s, atto) = duration.components
            #expect(later.seconds(since: start) == Double(s) + Double(atto) * 1e-18)
            #expect(later - start == duration)
            #expect(start + duration == later)
            // What the run loop waited before: 0 when due, else whole milliseconds rounded up, at least 1.
            let milliseconds = s * 1000 + (atto + 999_999_999_999_999) / 1_000_000_000_000_000
            let expected = gap <= 0 ? 0 : Int(max(1, min(milliseconds, Int64(Int32.max))))
            #expect(start.pollMilliseconds(until: later) == expected)
            #expect(later.pollMilliseconds(until: start) == 0)
        }
    }
}
