import CollectionLayout
import Foundation

/// A dataset file's content: sections of items, as `Resources/datasets/*.json` hold them.
///
/// Format (docs/datasets.md): `{"sections":[{"title":"…","items":[{"id":"a1","title":"…",
/// "width":120,"height":180,"color":"#3478f6"}]}]}`. `width`, `height`, `color` are optional, as
/// are a section's `header`/`footer` and an item's `body` and `movable`; unknown keys are ignored.
public struct Dataset: Hashable, Sendable {
    public var sections: [Section]

    public init(sections: [Section]) {
        self.sections = sections
    }

    /// The largest width or height accepted, in points.
    public static let maximumDimension: Double = 100_000

    /// Reads and validates the dataset at `path`.
    ///
    /// - Throws: `DatasetError`, one line naming the problem and the item.
    public static func load(contentsOf path: String) throws(DatasetError) -> Dataset {
        throw DatasetError(.missingFile, "\(path): not implemented")
    }

    /// Parses and validates dataset JSON; `name` prefixes error messages (a file name).
    ///
    /// - Throws: `DatasetError`.
    public static func decode(_ bytes: [UInt8], name: String = "dataset") throws(DatasetError) -> Dataset {
        throw DatasetError(.malformedJSON, "\(name): not implemented")
    }

    /// The dataset as JSON text (UTF-8), one item per line; `decode(encoded())` gives it back exactly.
    public func encoded() -> [UInt8] {
        []
    }

    /// Writes the dataset to `path` atomically: a temporary file in the same directory, fsync,
    /// then rename, so a crash leaves either the old file or the new one.
    ///
    /// - Throws: `DatasetError` with kind `.writeFailed`.
    public func save(to path: String) throws(DatasetError) {}

    /// A large dataset made on demand: `sections` sections of `itemsPerSection` items, sizes
    /// and colours from `seed`.
    public static func generated(sections: Int, itemsPerSection: Int, seed: UInt64) -> Dataset {
        Dataset(sections: [])
    }
}

extension CollectionData {
    /// The data of a dataset.
    ///
    /// - Throws: `DatasetError` with kind `.duplicateID` when an id repeats.
    public init(dataset: Dataset) throws(DatasetError) {
        do {
            try self.init(sections: dataset.sections)
        } catch {
            throw DatasetError(.duplicateID, error.detail)
        }
    }

    /// The data as a dataset, for saving.
    public var dataset: Dataset { Dataset(sections: sections) }
}
