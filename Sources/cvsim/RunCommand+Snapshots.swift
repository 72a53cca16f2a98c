import ArgumentParser
import CollectionFiles
import CollectionModel
import CollectionView

extension RunCommand {
    /// `--snapshots` brings its own items: no other data option goes with it.
    func validateSnapshots() throws {
        guard snapshots != nil else { return }
        let others = [("--data", data != nil), ("--items", items != nil), ("--db", pageSources.db != nil), ("--feed", pageSources.feed != nil)]
        if let other = others.first(where: \.1) {
            throw UsageError("--snapshots and \(other.0) cannot be used together: the snapshot file's identifiers are the items")
        }
    }

    /// The applies of `--snapshots`, or of the snapshots a Swift `--layout-file` builds when no
    /// data is given, run as UIKit checks them; `nil` without either.
    ///
    /// A malformed file is a usage error (exit 2); a file whose first apply UIKit would already
    /// refuse stops with UIKit's reason (exit 1), as `cvsim snapshots` does. A refusal after an
    /// apply is kept for `]` to show.
    func snapshotPlayer(layoutFile: LoadedLayoutFile?) throws -> SnapshotPlayer? {
        let path: String
        let steps: [SnapshotStep]
        if let file = snapshots {
            path = file
            do {
                steps = try SnapshotFile.load(contentsOf: file)
            } catch {
                throw UsageError(error.description)
            }
        } else if let layoutFile, !layoutFile.snapshotSteps.isEmpty, data == nil, items == nil, pageSources.db == nil, pageSources.feed == nil {
            path = layoutFile.path
            steps = layoutFile.snapshotSteps
        } else {
            return nil
        }
        let script = SnapshotScript(steps)
        for warning in script.warnings { printError("\(path): step \(warning.step): warning: \(warning.message)") }
        guard let player = SnapshotPlayer(name: path, script: script) else {
            if let failure = script.failure { SnapshotsCommand.stop(path, at: failure) }
            throw UsageError("\(path): no apply step: the viewer shows what an apply gives")
        }
        return player
    }
}
