import CollectionLayout
import Foundation
import Testing

@testable import CollectionFiles
@testable import CollectionModel
import TestSupport

/// The repository's `Resources/datasets` directory.
let datasetsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources/datasets").path

/// A fresh empty directory for one test.
func temporaryDirectory() -> String {
    let path = NSTemporaryDirectory() + "cvsim-model-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func decode(_ text: String) throws(DatasetError) -> Dataset { try Dataset.decode(Array(text.utf8), name: "d.json") }

@Suite struct DatasetTests {
    @Test func readsTheFormatIgnoringUnknownKeys() throws {
        let dataset = try decode(
            """
            {"version":2,"sections":[{"title":"A","header":"H","extra":[1,{"x":null}],"items":[
              {"id":"a1","title":"One","width":120,"height":180.5,"color":"#3478F6","tags":["x"]},
              {"id":"a2","body":"text","movable":false}]},
             {"title":"Empty"}]}
            """)
        #expect(
            dataset.sections == [
                Section(
                    title: "A", header: "H",
                    items: [
                        Item(id: "a1", title: "One", width: 120, height: 180.5, color: "#3478f6"),
                        Item(id: "a2", title: "a2", color: Item.defaultColor, body: "text", canMove: false),
                    ]),
                Section(title: "Empty"),
            ])
    }

    @Test(arguments: [
        ("", "d.json: truncated JSON at line 1, column 1: unexpected end of input, expected a value"),
        (
            "{\"sections\":[{\"title\":\"A\",\"items\":[{\"id\":\"a\"",
            "d.json: truncated JSON at line 1, column 45: unexpected end of input inside an object, expected ',' or '}'"
        ),
        (
            "{\"sections\":[\n{\"title\":\"A\" \"items\":[]}]}",
            "d.json: malformed JSON at line 2, column 14: unexpected character '\"', expected ',' or '}'"
        ),
        (
            "{\"sections\":[]} x",
            "d.json: malformed JSON at line 1, column 17: unexpected text after the end of the document"
        ),
        ("[]", "d.json: the top level must be an object with \"sections\", got an array"),
        ("{}", "d.json: missing \"sections\" at the top level"),
        ("{\"sections\":{}}", "d.json: \"sections\" must be an array, got an object"),
        ("{\"sections\":[{\"items\":[{\"title\":\"x\"}]}]}", "d.json: section 0, item 0: missing \"id\""),
        (
            "{\"sections\":[{\"items\":[{\"id\":7}]}]}",
            "d.json: section 0, item 0: \"id\" must be a string, got a number"
        ),
        (
            "{\"sections\":[{\"items\":[{\"id\":\"a\"},{\"id\":\"a\"}]}]}",
            "d.json: section 0, item 1: duplicate id \"a\" (first used by section 0, item 0)"
        ),
        (
            "{\"sections\":[{\"items\":[{\"id\":\"a\",\"height\":-5}]}]}",
            "d.json: section 0, item 0 (id \"a\"): \"height\" must be a number from 0.001 to 100000, got -5.0"
        ),
        (
            "{\"sections\":[{\"items\":[{\"id\":\"a\",\"width\":0}]}]}",
            "d.json: section 0, item 0 (id \"a\"): \"width\" must be a number from 0.001 to 100000, got 0.0"
        ),
        (
            // Below a thousandth of a point a frame would vanish from the layouts' Float frame store.
            "{\"sections\":[{\"items\":[{\"id\":\"a\",\"width\":1e-300}]}]}",
            "d.json: section 0, item 0 (id \"a\"): \"width\" must be a number from 0.001 to 100000, got 1e-300"
        ),
        (
            "{\"sections\":[{\"items\":[{\"id\":\"a\",\"width\":1e400}]}]}",
            "d.json: section 0, item 0 (id \"a\"): \"width\" must be a number from 0.001 to 100000, got inf"
        ),
        (
            "{\"sections\":[{\"items\":[{\"id\":\"a\",\"height\":\"tall\"}]}]}",
            "d.json: section 0, item 0 (id \"a\"): \"height\" must be a number, got a string"
        ),
        (
            "{\"sections\":[{\"items\":[{\"id\":\"a\",\"color\":\"red\"}]}]}",
            "d.json: section 0, item 0 (id \"a\"): \"color\" must be \"#rrggbb\", got \"red\""
        ),
        ("{\"sections\":[{\"title\":3}]}", "d.json: section 0: \"title\" must be a string, got a number"),
        (
            "{\"sections\":[{\"items\":[{\"id\":\"a\",\"movable\":1}]}]}",
            "d.json: section 0, item 0 (id \"a\"): \"movable\" must be true or false, got a number"
        ),
        (
            "{\"sections\":[{\"items\":[{\"id\":\"a\",\"height\":NaN}]}]}",
            "d.json: malformed JSON at line 1, column 43: unexpected character 'N', expected a value"
        ),
    ])
    func badInputGetsOneClearLine(text: String, message: String) {
        #expect(throws: (any Error).self) { try decode(text) }
        do {
            _ = try decode(text)
        } catch {
            #expect(error.description == message)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func missingFileIsNamed() {
        #expect(throws: DatasetError(.missingFile, "/nonexistent/x.json: no such file")) {
            try Dataset.load(contentsOf: "/nonexistent/x.json")
        }
    }

    @Test func saveThenLoadIsExact() throws {
        let dir = temporaryDirectory()
        let path = dir + "/data.json"
        let dataset = Dataset(sections: [
            Section(
                title: "Tabs\tand \"quotes\" \\ 中文", header: "h", footer: "f\nline",
                items: [
                    Item(
                        id: "x", title: "ünïcødé 🎨 \u{1}", width: 0.1, height: 123.456789, color: "#abcdef", body: "b",
                        canMove: false),
                    Item(id: "y", title: "", width: 0.0012345678901234567, height: 99_999.75),
                ]),
            Section(title: ""),
        ])
        try dataset.save(to: path)
        #expect(try Dataset.load(contentsOf: path) == dataset)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["data.json"])
        try? FileManager.default.removeItem(atPath: dir)
    }

    @Test func randomDatasetsRoundTrip() throws {
        for seed in 0..<300 {
            var rng = SplitMix64(seed: UInt64(seed))
            var counter = 0
            let sections = randomSections(&rng, counter: &counter).map { section in
                var s = section
                s.header = Bool.random(using: &rng) ? "h\(seed)" : nil
                s.items = s.items.map { item in
                    var it = item
                    it.width = Bool.random(using: &rng) ? Double.random(in: 0.001...100_000, using: &rng) : nil
                    it.body = Bool.random(using: &rng) ? "body \(Int.random(in: 0..<9, using: &rng))\n\u{0}" : nil
                    return it
                }
                return s
            }
            let dataset = Dataset(sections: sections)
            #expect(try Dataset.decode(dataset.encoded()) == dataset, "seed \(seed)")
        }
    }

    @Test func failedSaveLeavesTheOldFile() throws {
        let dir = temporaryDirectory()
        let path = dir + "/data.json"
        try Dataset(sections: [Section(title: "old")]).save(to: path)
        #expect(throws: DatasetError.self) { try Dataset(sections: []).save(to: dir + "/missing/dir/x.json") }
        // A directory in the way of the rename fails after writing: the temporary file is removed.
        try FileManager.default.createDirectory(atPath: dir + "/blocked.json/inner", withIntermediateDirectories: true)
        #expect(throws: DatasetError.self) { try Dataset(sections: []).save(to: dir + "/blocked.json") }
        #expect(try Dataset.load(contentsOf: path).sections == [Section(title: "old")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["blocked.json", "data.json"])
        try? FileManager.default.removeItem(atPath: dir)
    }

    @Test func generatedDatasetWrittenInChunksLoadsBackEqual() throws {
        let dir = temporaryDirectory()
        let path = dir + "/big.json"
        try Dataset.writeGenerated(sections: 3, itemsPerSection: 4_000, seed: 9, to: path)
        let loaded = try Dataset.load(contentsOf: path)
        #expect(loaded == Dataset.generated(sections: 3, itemsPerSection: 4_000, seed: 9))
        #expect(loaded.sections[2].items[3_999].id == "s2-3999")
        let data = try CollectionData(dataset: loaded)
        #expect(data.totalItems == 12_000)
        try? FileManager.default.removeItem(atPath: dir)
    }

    @Test func shippedDatasetsLoad() throws {
        let photos = try Dataset.load(contentsOf: datasetsDirectory + "/photos.json")
        #expect(photos.sections.map(\.items.count) == [60])
        #expect(photos.sections[0].items[1].width == 3024 && photos.sections[0].items[1].height == 4032)
        let catalogue = try Dataset.load(contentsOf: datasetsDirectory + "/catalogue.json")
        let titles = catalogue.sections.map(\.title).joined()
        for script in ["中文", "日本語", "한국어", "Ελληνικά", "العربية"] { #expect(titles.contains(script)) }
        #expect(catalogue.sections.flatMap(\.items).contains { !$0.canMove })
        let small = try Dataset.load(contentsOf: datasetsDirectory + "/small.json")
        #expect(small.sections.map(\.items.count) == [3, 0, 1])
        for dataset in [photos, catalogue, small] { _ = try CollectionData(dataset: dataset) }
    }
}

@Suite struct DatasetFuzzTests {
    /// Truncated and corrupted files never trap: they decode or throw one line.
    @Test func corruptedFilesAreRejectedCleanly() throws {
        let valid = try Dataset.load(contentsOf: datasetsDirectory + "/catalogue.json").encoded()
        var rng = SplitMix64(seed: 99)
        var rejected = 0
        for round in 0..<1_500 {
            var bytes = valid
            if round % 2 == 0 {
                bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &rng)))
            } else {
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    let i = Int.random(in: 0..<bytes.count, using: &rng)
                    bytes[i] = [
                        UInt8(ascii: "\""), UInt8(ascii: "}"), UInt8(ascii: ","), 0xFF, UInt8(ascii: "-"),
                        UInt8(ascii: "9"), 0,
                    ]
                    .randomElement(using: &rng)!
                }
            }
            do {
                _ = try Dataset.decode(bytes, name: "f")
            } catch {
                rejected += 1
                #expect(error.description.hasPrefix("f: ") && !error.description.contains("\n"))
            }
        }
        #expect(rejected > 1_000)
    }

    @Test func escapesAndSurrogatesDecode() throws {
        let dataset = try decode(#"{"sections":[{"title":"\u00e9\ud83c\udfa8\n\/","items":[]}]}"#)
        #expect(dataset.sections[0].title == "é🎨\n/")
        #expect(throws: DatasetError.self) { try decode(#"{"sections":[{"title":"\ud83c"}]}"#) }
        #expect(throws: DatasetError.self) { try decode(String(repeating: "[", count: 10_000)) }
    }
}
