import CollectionModel

/// A snapshot file's applies as `cvsim run --snapshots` steps through them: which one is shown,
/// and the step UIKit would raise at, if the file has one.
public struct SnapshotPlayer: Sendable {
    /// The file's name, for the status line.
    public let name: String
    public let applies: [SnapshotScript.Apply]
    /// The step UIKit refuses, after the last apply.
    public let failure: SnapshotScript.Failure?
    /// The index of the apply shown.
    public internal(set) var current = 0

    /// The player of `script`, showing its first apply; `nil` when the file applies nothing.
    public init?(name: String, script: SnapshotScript) {
        guard !script.applies.isEmpty else { return nil }
        self.name = name
        applies = script.applies
        failure = script.failure
    }

    /// The data the first apply shows.
    public func firstData() throws -> CollectionData { try applies[0].after.collectionData() }
}
