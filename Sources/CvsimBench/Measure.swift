import Platform

/// Timing and statistics for the benchmark.
enum Measure {
    /// Monotonic time in nanoseconds.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Nanoseconds `body` takes.
    @inline(never)
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return Double(now() - start)
    }

    /// Runs `body` `warmup` times, then `repetitions` times, and returns the sorted timings.
    static func samples(warmup: Int, repetitions: Int, _ body: () throws -> Void) rethrows -> Samples {
        for _ in 0..<warmup { try body() }
        var values: [Double] = []
        values.reserveCapacity(repetitions)
        for _ in 0..<repetitions { values.append(try time(body)) }
        return Samples(values)
    }
}

/// Sorted timings in nanoseconds.
struct Samples {
    let values: [Double]
    init(_ values: [Double]) { self.values = values.sorted() }

    func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let index = min(values.count - 1, max(0, Int((p / 100 * Double(values.count - 1)).rounded())))
        return values[index]
    }
    var median: Double { percentile(50) }
    var p99: Double { percentile(99) }
}

/// Human-readable durations and sizes.
enum Format {
    static func duration(_ ns: Double) -> String {
        if ns < 1_000 { return fixed(ns, 0) + " ns" }
        if ns < 1_000_000 { return fixed(ns / 1_000, ns < 10_000 ? 2 : 1) + " µs" }
        if ns < 1_000_000_000 { return fixed(ns / 1_000_000, ns < 10_000_000 ? 2 : 1) + " ms" }
        return fixed(ns / 1_000_000_000, 2) + " s"
    }

    static func ratio(_ value: Double) -> String {
        if !value.isFinite { return "∞" }
        if value >= 100 { return fixed(value, 0) + "×" }
        return fixed(value, value >= 10 ? 1 : 2) + "×"
    }

    static func bytes(_ value: Double) -> String {
        if value >= 1_048_576 { return fixed(value / 1_048_576, 1) + " MiB" }
        if value >= 10_240 { return fixed(value / 1024, 1) + " KiB" }
        return fixed(value, 0) + " B"
    }

    static func count(_ n: Int) -> String {
        var digits = Array(String(n))
        var i = digits.count - 3
        while i > 0 { digits.insert(" ", at: i); i -= 3 }
        return String(digits)
    }

    static func fixed(_ value: Double, _ places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if places == 0, text.hasSuffix(".0") { text.removeLast(2) }
        if let dot = text.firstIndex(of: "."), places > 0 {
            let have = text.distance(from: dot, to: text.endIndex) - 1
            if have < places { text += String(repeating: "0", count: places - have) }
        }
        if text.contains("e") { return String(Int(value)) }
        return text
    }
}
