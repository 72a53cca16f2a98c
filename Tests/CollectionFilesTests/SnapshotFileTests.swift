import CollectionModel
import Testing

@testable import CollectionFiles

@Suite struct SnapshotFileTests {
    private func decode(_ text: String) throws(DatasetError) -> [SnapshotStep] {
        try SnapshotFile.decode(Array(text.utf8), name: "s.json")
    }

    @Test func everyStepKindReads() throws {
        let steps = try decode(
            """
            {"steps": [
              {"appendSections": ["A", "B"]},
              {"insertSections": ["Z"], "beforeSection": "A"},
              {"insertSections": ["Y"], "afterSection": "B"},
              {"deleteSections": ["Y"]},
              {"moveSection": "Z", "afterSection": "B"},
              {"reloadSections": ["A"]},
              {"appendItems": ["a"]},
              {"appendItems": ["b"], "toSection": "A"},
              {"insertItems": ["c"], "beforeItem": "a"},
              {"insertItems": ["d"], "afterItem": "a"},
              {"deleteItems": ["d"]},
              {"deleteAllItems": true},
              {"moveItem": "a", "beforeItem": "b"},
              {"moveItem": "a", "afterItem": "b"},
              {"reloadItems": ["a"]},
              {"reconfigureItems": ["b"]},
              {"apply": "one"},
              {"apply": "two", "animatingDifferences": false}
            ]}
            """)
        #expect(steps == [
            .appendSections(["A", "B"]), .insertSections(["Z"], .before("A")), .insertSections(["Y"], .after("B")),
            .deleteSections(["Y"]), .moveSection("Z", .after("B")), .reloadSections(["A"]),
            .appendItems(["a"], toSection: nil), .appendItems(["b"], toSection: "A"), .insertItems(["c"], .before("a")),
            .insertItems(["d"], .after("a")), .deleteItems(["d"]), .deleteAllItems, .moveItem("a", .before("b")),
            .moveItem("a", .after("b")), .reloadItems(["a"]), .reconfigureItems(["b"]),
            .apply(name: "one", animatingDifferences: true), .apply(name: "two", animatingDifferences: false),
        ])
        #expect(Set(steps.map(\.name)) == Set(SnapshotStep.names))
    }

    static let malformed: [(String, String)] = [
        ("[]", "s.json: the top level must be an object with \"steps\", got an array"),
        ("{}", "s.json: missing \"steps\" at the top level"),
        ("{\"steps\": [{\"appendSections\": [\"A\"]},", "s.json: truncated JSON at line 1, column 38: unexpected end of input, expected a value"),
        ("{\"steps\": [7]}", "s.json: step 1 must be an object with one call, got a number"),
        ("{\"steps\": [{\"appendSection\": [\"A\"]}]}", "s.json: step 1: no call: a step has one of appendSections, insertSections, deleteSections, moveSection, reloadSections, appendItems, insertItems, deleteItems, deleteAllItems, moveItem, reloadItems, reconfigureItems, apply"),
        ("{\"steps\": [{\"appendSections\": [\"A\"], \"apply\": \"x\"}]}", "s.json: step 1: more than one call (appendSections, apply): a step has one of appendSections, insertSections, deleteSections, moveSection, reloadSections, appendItems, insertItems, deleteItems, deleteAllItems, moveItem, reloadItems, reconfigureItems, apply"),
        ("{\"steps\": [{\"apply\": \"a\"}, {\"insertItems\": [\"x\"], \"afterItm\": \"y\"}]}", "s.json: step 2: insertItems takes \"beforeItem\" or \"afterItem\", got \"afterItm\""),
        ("{\"steps\": [{\"insertItems\": [\"x\"]}]}", "s.json: step 1: missing \"beforeItem\" or \"afterItem\""),
        ("{\"steps\": [{\"moveItem\": \"x\", \"beforeItem\": \"y\", \"afterItem\": \"z\"}]}", "s.json: step 1: give \"beforeItem\" or \"afterItem\", not both"),
        ("{\"steps\": [{\"appendItems\": [\"x\", 3]}]}", "s.json: step 1: \"appendItems\"[1] must be a string (an identifier), got a number"),
        ("{\"steps\": [{\"deleteItems\": \"x\"}]}", "s.json: step 1: \"deleteItems\" must be an array of identifiers (strings), got a string"),
        ("{\"steps\": [{\"apply\": \"x\", \"animatingDifferences\": 1}]}", "s.json: step 1: \"animatingDifferences\" must be true or false, got a number"),
        ("{\"steps\": [{\"deleteAllItems\": 5}]}", "s.json: step 1: \"deleteAllItems\" takes no argument: write true, got a number"),
        ("{\"steps\": [{\"moveSection\": [\"x\"], \"afterSection\": \"y\"}]}", "s.json: step 1: \"moveSection\" must be a string (an identifier), got an array"),
    ]

    @Test(arguments: malformed)
    func aMalformedFileIsOneLineNamingTheStep(_ text: String, _ message: String) {
        #expect(throws: (any Error).self) { try decode(text) }
        do {
            _ = try decode(text)
        } catch {
            #expect(error.description == message)
        }
    }
}
