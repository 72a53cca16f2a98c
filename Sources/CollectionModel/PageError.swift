import CollectionBasics

/// Why a page did not arrive.
public enum PageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The source threw; the text describes its error.
    case sourceFailed(String)
    /// The source did not answer within the timeout (seconds).
    case timedOut(Double)
    /// The page repeated ids the data already holds (or repeated one twice). Since pages skip
    /// such items, this describes them in a notice rather than failing.
    case duplicateIDs([ItemID])
    /// The page asked for at this cursor brought no new item and did not end the feed: the
    /// source repeats itself, so paging stops there.
    case nothingNew(Int)

    public var description: String {
        switch self {
        case .sourceFailed(let message): return "page failed: \(message)"
        case .timedOut(let seconds): return "page timed out after \(seconds) s"
        case .duplicateIDs(let ids):
            return "skipped repeated ids " + ids.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
                + (ids.count > 5 ? " and \(ids.count - 5) more" : "")
        case .nothingNew(let cursor): return "the page at item \(cursor) brought nothing new"
        }
    }
}
