/// Why a database could not be opened, imported or exported: one line for the user.
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
