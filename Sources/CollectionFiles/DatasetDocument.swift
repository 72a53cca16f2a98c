import CollectionBasics
import CollectionModel

/// A dataset file as it was read or written: its bytes, its dataset and where each section and
/// item lies in the bytes, so that saving rewrites only what changed.
///
/// Saving keeps the file's text wherever the data did not change: its formatting, the keys
/// cvsim does not know (at the top level, in sections, in items), the order of keys, and every
/// item that is still the same item (same id and content) however it moved. Only a changed
/// section's "items" array is written again: its untouched items as they were, new items one
/// per line in cvsim's own form, with the separators the array already used.
public struct DatasetDocument: Sendable {
    /// The data the file holds.
    public let dataset: Dataset
    /// The file's bytes.
    public let bytes: [UInt8]
    let outline: DatasetOutline?

    /// Reads and validates the dataset at `path`.
    ///
    /// - Throws: `DatasetError`, one line naming the file, the problem and the item.
    /// - Complexity: O(size of the file).
    public static func load(contentsOf path: String) throws(DatasetError) -> DatasetDocument {
        try DatasetDocument(bytes: try FileIO.readFile(path), name: path)
    }

    /// Parses and validates a dataset's text; `name` starts every error message.
    ///
    /// - Throws: `DatasetError`.
    public init(bytes: [UInt8], name: String = "dataset") throws(DatasetError) {
        let dataset = try Dataset.decode(bytes, name: name)
        self.dataset = dataset
        self.bytes = bytes
        let outline = JSONParser.outline(bytes)
        // The outline must agree with what the reader read, or it is not used.
        let agrees = outline.map { o in
            o.sections.count == dataset.sections.count
                && zip(o.sections, dataset.sections).allSatisfy { $0.items == nil ? $1.items.isEmpty : $0.itemSpans.count == $1.items.count }
        } ?? false
        self.outline = agrees ? outline : nil
    }

    private init(dataset: Dataset, bytes: [UInt8]) {
        self.dataset = dataset
        self.bytes = bytes
        self.outline = JSONParser.outline(bytes)
    }

    /// The text of a file holding `new`, keeping this file's text wherever `new` did not change
    /// (the type's summary says what is kept).
    ///
    /// - Complexity: O(size of the file + n).
    public func text(for new: Dataset) -> [UInt8] {
        if new == dataset { return bytes }
        guard let outline, new.sections.count == dataset.sections.count else { return new.encoded() }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        var copied = 0
        // Every item of the file and its text, by id: an item may have moved to another section.
        var originals: [ItemID: (item: Item, text: Range<Int>)] = [:]
        for (span, section) in zip(outline.sections, dataset.sections) {
            for (item, text) in zip(section.items, span.itemSpans) { originals[item.id] = (item, text) }
        }
        for (s, span) in outline.sections.enumerated() {
            let old = dataset.sections[s], section = new.sections[s]
            guard section != old else { continue }
            let sameTexts = section.title == old.title && section.header == old.header && section.footer == old.footer
            if sameTexts, let items = span.items {
                out += bytes[copied..<items.lowerBound]
                out += itemsArray(section.items, originals: originals, in: span, range: items)
                copied = items.upperBound
            } else {
                var writer = DatasetWriter()
                writer.section(section)
                out += bytes[copied..<span.whole.lowerBound]
                out += writer.bytes
                copied = span.whole.upperBound
            }
        }
        out += bytes[copied...]
        return out
    }

    /// The "items" array at `range` (outlined by `span`) written again to hold `items`; an item
    /// the file holds unchanged (`originals`) keeps its text.
    private func itemsArray(
        _ items: [Item], originals kept: [ItemID: (item: Item, text: Range<Int>)], in span: DatasetOutline.SectionSpan,
        range: Range<Int>
    ) -> [UInt8] {
        // The whitespace the array used: after "[", between items (the comma included), before "]".
        // An array that was empty gets its items on one line.
        let spans = span.itemSpans
        let leading: ArraySlice<UInt8> = spans.first.map { bytes[(range.lowerBound + 1)..<$0.lowerBound] } ?? []
        let trailing: ArraySlice<UInt8> = spans.last.map { bytes[$0.upperBound..<(range.upperBound - 1)] } ?? []
        let separator: [UInt8] =
            spans.count >= 2
            ? Array(bytes[spans[0].upperBound..<spans[1].lowerBound])
            : spans.isEmpty ? Array(", ".utf8) : [UInt8(ascii: ",")] + leading
        guard !items.isEmpty else { return Array("[]".utf8) }
        var out: [UInt8] = [UInt8(ascii: "[")]
        out += leading
        for (i, item) in items.enumerated() {
            if i > 0 { out += separator }
            if let original = kept[item.id], original.item == item {
                out += bytes[original.text]
            } else {
                var writer = DatasetWriter()
                writer.itemObject(item)
                out += writer.bytes
            }
        }
        out += trailing
        out.append(UInt8(ascii: "]"))
        return out
    }

    /// Writes `new` to `path` atomically (`Dataset.save(to:)`), keeping this file's text where
    /// `new` did not change.
    ///
    /// - Returns: the document now on disk.
    /// - Throws: `DatasetError` with kind `.writeFailed`.
    public func save(_ new: Dataset, to path: String) throws(DatasetError) -> DatasetDocument {
        let text = text(for: new)
        try FileIO.writeAtomically(path) {
            (sink: (borrowing [UInt8]) throws(DatasetError) -> Void) throws(DatasetError) in
            try sink(text)
        }
        return DatasetDocument(dataset: new, bytes: text)
    }
}
