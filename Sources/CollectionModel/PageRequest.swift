import CollectionBasics

/// A request for one page, handed to whoever fetches it.
public struct PageRequest: Hashable, Sendable {
    /// Distinguishes requests, so a late answer to an abandoned request is ignored.
    public let id: Int
    /// The source cursor: items already taken from the source.
    public let cursor: Int
    /// Items asked for; 0 for a reload, which asks only for changes.
    public let count: Int
    /// When the request started (the caller's clock, seconds).
    public let startedAt: Double
}

/// What completing a request did.
public enum PageOutcome: Sendable {
    /// The page's items were appended (`update.isAppendOnly` unless the first section was created).
    case appended(AppliedUpdate)
    /// The source's items already taken changed (another writer); the data was diffed to them.
    case refreshed(AppliedUpdate)
    /// The page repeated ids the data already holds (or one id twice); those items were skipped.
    case skippedDuplicates([ItemID])
    /// The page failed; the state is `.failed`.
    case failed(PageError)
    /// The source ended (the page may also have appended items, reported separately before).
    case exhausted
    /// The answer was for a request no longer in flight (timed out, say) and was dropped.
    case ignored
}
