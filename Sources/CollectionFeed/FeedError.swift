/// Why a feed URL was refused at start-up, or a page failed: one line.
public struct FeedError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
