import CollectionLayout
import CollectionModel

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

    /// Whether `value` can be an item's width or height: finite, from `SizeHint.minimumDimension`
    /// to `maximumDimension`.
    public static func isDimension(_ value: Double) -> Bool {
        value.isFinite && value >= SizeHint.minimumDimension && value <= maximumDimension
    }

    /// What `isDimension` accepts, in words.
    public static let dimensionRange = "a number from 0.001 to 100000"

    /// Reads and validates the dataset at `path`.
    ///
    /// - Throws: `DatasetError`, one line naming the file, the problem and the item.
    /// - Complexity: O(size of the file).
    public static func load(contentsOf path: String) throws(DatasetError) -> Dataset {
        try decode(try FileIO.readFile(path), name: path)
    }

    /// Parses and validates dataset JSON; `name` (a file name) starts every error message.
    ///
    /// - Throws: `DatasetError`.
    /// - Complexity: O(size of the text).
    public static func decode(_ bytes: [UInt8], name: String = "dataset") throws(DatasetError) -> Dataset {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            let what = error.truncated ? "truncated JSON" : "malformed JSON"
            throw DatasetError(
                .malformedJSON, "\(name): \(what) at line \(error.line), column \(error.column): \(error.message)")
        }
        return try DatasetReader(name: name).read(root)
    }

    /// The dataset as JSON text (UTF-8), one item per line; `decode(encoded())` gives it back exactly.
    ///
    /// - Complexity: O(n).
    public func encoded() -> [UInt8] {
        var writer = DatasetWriter()
        writer.begin()
        for (s, section) in sections.enumerated() {
            writer.beginSection(section, first: s == 0)
            for (i, item) in section.items.enumerated() { writer.item(item, first: i == 0) }
            writer.endSection()
        }
        writer.end()
        return writer.bytes
    }

    /// Writes the dataset to `path` atomically: a temporary file in the same directory, fsync,
    /// then rename, so a crash leaves either the old file or the new one, never a torn one.
    ///
    /// - Throws: `DatasetError` with kind `.writeFailed` naming the path and the system error.
    public func save(to path: String) throws(DatasetError) {
        try FileIO.writeAtomically(path) {
            (sink: (borrowing [UInt8]) throws(DatasetError) -> Void) throws(DatasetError) in
            try sink(encoded())
        }
    }

    /// A large dataset made on demand: `sections` sections of `itemsPerSection` items with ids
    /// `s<section>-<item>`, sizes (widths 100–399, heights 50–199) and colours from `seed`.
    ///
    /// - Complexity: O(n); holds every item. For huge files use `writeGenerated`.
    public static func generated(sections: Int, itemsPerSection: Int, seed: UInt64) -> Dataset {
        Dataset(
            sections: (0..<max(0, sections)).map { s in
                Section(
                    title: "Section \(s + 1)", items: (0..<max(0, itemsPerSection)).map { generatedItem(s, $0, seed) })
            })
    }

    /// Writes `generated(sections:itemsPerSection:seed:)` to `path` atomically, a section at a
    /// time, without holding the whole dataset in memory.
    ///
    /// - Throws: `DatasetError` with kind `.writeFailed`.
    public static func writeGenerated(sections: Int, itemsPerSection: Int, seed: UInt64, to path: String)
        throws(DatasetError)
    {
        try FileIO.writeAtomically(path) {
            (sink: (borrowing [UInt8]) throws(DatasetError) -> Void) throws(DatasetError) in
            var writer = DatasetWriter()
            writer.begin()
            for s in 0..<max(0, sections) {
                writer.beginSection(Section(title: "Section \(s + 1)"), first: s == 0)
                for i in 0..<max(0, itemsPerSection) {
                    writer.item(generatedItem(s, i, seed), first: i == 0)
                    if writer.bytes.count > 1 << 20 {
                        try sink(writer.bytes)
                        writer.bytes.removeAll(keepingCapacity: true)
                    }
                }
                writer.endSection()
            }
            writer.end()
            try sink(writer.bytes)
        }
    }

    static func generatedItem(_ section: Int, _ index: Int, _ seed: UInt64) -> Item {
        let bits = SplitMix64.mix(seed &* 0x9E37_79B9_7F4A_7C15 ^ (UInt64(section) << 40) ^ UInt64(index))
        return Item(
            id: ItemID("s\(section)-\(index)"),
            title: Item.adjectives[Int((bits >> 32) & 31)] + " " + Item.nouns[Int((bits >> 40) & 31)],
            width: Double(100 + (bits >> 48) % 300), height: Double(50 + (bits & 0xFFFF) % 150),
            color: Item.generatedColor(bits))
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
