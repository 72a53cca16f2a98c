import CollectionBasics

/// An endless (or, optionally, finite) deterministic feed of generated items: heights 50–199,
/// random colours and titles, all derived from each item's index.
///
/// Item `n` of the feed with seed `s` is `Item.generated(s << 32 + n)`, so different seeds give
/// different feeds (seeds are taken modulo 2³¹).
public struct GeneratedPageSource: PageSource {
    public var seed: UInt64
    /// How long each page takes to arrive, so the loading state can be seen.
    public var latency: Duration
    /// The chance, 0...1, that a request fails (decided from the seed, the cursor and the attempt).
    public var failureRate: Double
    /// The feed ends after this many items; `nil` for endless.
    public var endAfter: Int?
    private let attempts = AttemptCounter()

    public init(seed: UInt64 = 0, latency: Duration = .zero, failureRate: Double = 0, endAfter: Int? = nil) {
        self.seed = seed
        self.latency = latency
        self.failureRate = failureRate
        self.endAfter = endAfter
    }

    /// The index of the feed's first item.
    public var firstIndex: UInt64 { (seed & 0x7FFF_FFFF) << 32 }

    public func page(from cursor: Int, count: Int) async throws -> Page {
        if latency > .zero { try await Task.sleep(for: latency) }
        let attempt = attempts.next()
        if failureRate > 0 {
            let roll = SplitMix64.mix(seed ^ (UInt64(cursor) << 20) ^ UInt64(attempt) &* 0x9E37_79B9_7F4A_7C15)
            if Double(roll >> 11) / Double(1 << 53) < failureRate { throw InjectedPageFailure(cursor: cursor) }
        }
        // Clamped so that no cursor or count, however wild, can overflow.
        let start = min(max(0, cursor), 1 << 40)
        let wanted = start + min(max(0, count), 1 << 20)
        let end = endAfter.map { min(wanted, max(0, $0)) } ?? wanted
        let items = start < end ? (start..<end).map { Item.generated(firstIndex + UInt64($0)) } : []
        return Page(items: items, isLast: endAfter.map { end >= $0 } ?? false)
    }
}

/// A thread-safe counter of requests, for failure injection.
final class AttemptCounter: Sendable {
    private let value = Locked(0)
    func next() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
}
