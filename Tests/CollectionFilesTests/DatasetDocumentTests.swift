import CollectionLayout
import Testing

@testable import CollectionFiles
@testable import CollectionModel

/// Saving a dataset file keeps its text where the data did not change: formatting, unknown keys,
/// the order of keys, items as they were written (no default colour added).
@Suite struct DatasetDocumentTests {
    static let original = """
        {
          "version": 2,
          "sections": [
            {
              "title": "Fruit",
              "kind": "produce",
              "items": [
                { "id": "a", "title": "Apple", "height": 120, "rating": 5 },
                { "id": "b", "title": "Banana" },
                { "id": "c", "title": "Cherry", "color": "#E53935" }
              ]
            },
            { "title": "Empty", "items": [] }
          ],
          "author": "me"
        }

        """

    static func document() throws -> DatasetDocument {
        try DatasetDocument(bytes: Array(original.utf8), name: "f.json")
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Edits `document`'s data as the viewer would and returns the text a save writes.
    static func saved(_ document: DatasetDocument, _ edit: (inout CollectionData) throws -> Void) throws -> String {
        var data = try CollectionData(dataset: document.dataset)
        try edit(&data)
        let text = document.text(for: data.dataset)
        // Whatever is kept, the text reads back as the data.
        #expect(try Dataset.decode(text) == data.dataset)
        return Self.text(text)
    }

    static let newItem = Item(id: "new-1", title: "New 1", height: 80, color: "#64b5f6")

    @Test func unchangedDataIsWrittenByteForByte() throws {
        let document = try Self.document()
        #expect(try Self.saved(document) { _ in } == Self.original)
        // A move and its move back, too.
        #expect(try Self.saved(document) { data in
            var there = BatchUpdate()
            there.movedItems = [.init(from: IndexPath(section: 0, item: 0), to: IndexPath(section: 0, item: 2))]
            _ = try data.apply(there)
            var back = BatchUpdate()
            back.movedItems = [.init(from: IndexPath(section: 0, item: 2), to: IndexPath(section: 0, item: 0))]
            _ = try data.apply(back)
        } == Self.original)
    }

    @Test func anInsertAndADeleteRewriteOnlyTheirLines() throws {
        let text = try Self.saved(try Self.document()) { data in
            var update = BatchUpdate()
            update.deletedItems = [IndexPath(section: 0, item: 1)]
            update.insertedItems = [.init(IndexPath(section: 0, item: 1), Self.newItem)]
            _ = try data.apply(update)
        }
        #expect(text == Self.original.replacingOccurrences(
            of: #"{ "id": "b", "title": "Banana" }"#,
            with: ##"{"id":"new-1","title":"New 1","height":80,"color":"#64b5f6"}"##))
    }

    @Test func aMoveKeepsEachItemsText() throws {
        let text = try Self.saved(try Self.document()) { data in
            var update = BatchUpdate()
            update.movedItems = [.init(from: IndexPath(section: 0, item: 2), to: IndexPath(section: 0, item: 0))]
            _ = try data.apply(update)
        }
        #expect(text == """
            {
              "version": 2,
              "sections": [
                {
                  "title": "Fruit",
                  "kind": "produce",
                  "items": [
                    { "id": "c", "title": "Cherry", "color": "#E53935" },
                    { "id": "a", "title": "Apple", "height": 120, "rating": 5 },
                    { "id": "b", "title": "Banana" }
                  ]
                },
                { "title": "Empty", "items": [] }
              ],
              "author": "me"
            }

            """)
    }

    @Test func anEmptyArrayGetsItsItemsOnOneLineAndAnEmptiedOneIsEmpty() throws {
        let text = try Self.saved(try Self.document()) { data in
            var update = BatchUpdate(removesEmptiedSections: false)
            update.movedItems = [.init(from: IndexPath(section: 0, item: 0), to: IndexPath(section: 1, item: 0))]
            update.deletedItems = [IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 2)]
            _ = try data.apply(update)
        }
        #expect(text == """
            {
              "version": 2,
              "sections": [
                {
                  "title": "Fruit",
                  "kind": "produce",
                  "items": []
                },
                { "title": "Empty", "items": [{ "id": "a", "title": "Apple", "height": 120, "rating": 5 }] }
              ],
              "author": "me"
            }

            """)
    }

    /// Random data written in a roomier style, random edits: the saved text reads back as the
    /// edited data, and every item the edits left alone keeps its text.
    @Test func randomEditsKeepEveryUntouchedItemsText() throws {
        for seed in 0..<200 {
            var rng = SplitMix64(seed: UInt64(seed))
            var next = 0
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { s in
                Section(title: "S\(s)", items: (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                    next += 1
                    return Item(id: ItemID("i\(next)"), title: "Item \(next)", height: Bool.random(using: &rng) ? 60 : nil)
                })
            }
            let roomy = Self.text(Dataset(sections: sections).encoded())
                .replacingOccurrences(of: ",", with: ", ").replacingOccurrences(of: "\n  {", with: "\n      {  ")
            let document = try DatasetDocument(bytes: Array(roomy.utf8))
            var data = try CollectionData(dataset: document.dataset)
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let paths = (0..<data.numberOfSections).flatMap { s in
                    (0..<data.numberOfItems(inSection: s)).map { IndexPath(section: s, item: $0) }
                }
                var update = BatchUpdate(removesEmptiedSections: false)
                switch (Int.random(in: 0..<3, using: &rng), paths.randomElement(using: &rng)) {
                case (0, let path?): update.deletedItems = [path]
                case (1, let path?):
                    let to = paths.randomElement(using: &rng)!
                    update.movedItems = [.init(from: path, to: to)]
                default:
                    next += 1
                    let s = Int.random(in: 0..<data.numberOfSections, using: &rng)
                    let at = Int.random(in: 0...data.numberOfItems(inSection: s), using: &rng)
                    update.insertedItems = [.init(IndexPath(section: s, item: at), Item(id: ItemID("n\(next)"), title: "New"))]
                }
                _ = try data.apply(update)
            }
            let text = Self.text(document.text(for: data.dataset))
            #expect(try Dataset.decode(Array(text.utf8)) == data.dataset, "seed \(seed)")
            for item in data.dataset.sections.flatMap(\.items) where item.id.rawValue.hasPrefix("i") {
                let written = #"{"id":"\#(item.id)""#.replacingOccurrences(of: ",", with: ", ")
                #expect(text.contains("{  " + written.dropFirst()), "seed \(seed): \(item.id) lost its text")
            }
        }
    }
}
