/// A snapshot file's steps run in order: the snapshots applied, each with the staged changeset
/// UIKit animates from the one before, and where the steps stopped if UIKit would raise.
public struct SnapshotScript: Sendable {
    /// One `apply` step.
    public struct Apply: Sendable {
        /// The name the file gives it.
        public var name: String
        /// Its step number (1-based).
        public var step: Int
        public var animatingDifferences: Bool
        /// The snapshot before (the previous apply's, or empty) and the one applied, with its marks.
        public var before: DiffableSnapshot
        public var after: DiffableSnapshot
        /// What UIKit stages to animate from `before` to `after`.
        public var changeset: SnapshotChangeset
    }

    /// A step UIKit would raise at.
    public struct Failure: Error, Hashable, Sendable {
        /// The step number (1-based) and the call.
        public var step: Int
        public var call: String
        public var exception: SnapshotException
    }

    /// A console warning UIKit logs at a step (and goes on).
    public struct Warning: Hashable, Sendable {
        public var step: Int
        public var message: String
    }

    public private(set) var applies: [Apply] = []
    public private(set) var warnings: [Warning] = []
    /// The step UIKit would raise at, if any: the steps after it were not run.
    public private(set) var failure: Failure?

    /// Runs `steps` until the end or the first that UIKit would raise at.
    ///
    /// - Complexity: O(steps × items touched), and a linear diff per apply.
    public init(_ steps: [SnapshotStep]) {
        var editor = SnapshotEditor()
        var shown = DiffableSnapshot()
        for (i, step) in steps.enumerated() {
            do {
                try editor.perform(step)
            } catch {
                failure = Failure(step: i + 1, call: step.name, exception: error)
                return
            }
            warnings += editor.warnings.map { Warning(step: i + 1, message: $0) }
            guard case .apply(let name, let animating) = step else { continue }
            let applied = editor.apply()
            // A snapshot an editor built has unique identifiers: the diff cannot refuse it.
            let changeset = (try? Diff.staged(from: shown, to: applied)) ?? SnapshotChangeset()
            applies.append(
                Apply(name: name, step: i + 1, animatingDifferences: animating, before: shown, after: applied, changeset: changeset))
            shown = applied.withoutMarks
        }
    }
}
