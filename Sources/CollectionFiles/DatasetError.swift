/// Why a dataset could not be read or written: one line naming the problem and, where there is
/// one, the item (section and position, and its id when known).
public struct DatasetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Kind: String, Hashable, Sendable {
        case missingFile = "missing file"
        case unreadableFile = "unreadable file"
        case malformedJSON = "malformed JSON"
        case wrongType = "wrong type"
        case missingField = "missing field"
        case duplicateID = "duplicate id"
        case invalidSize = "invalid size"
        case invalidColor = "invalid colour"
        case writeFailed = "write failed"
    }

    public var kind: Kind
    /// The one-line message.
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
