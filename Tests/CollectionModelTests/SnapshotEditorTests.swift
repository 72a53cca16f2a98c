import CollectionLayout
import Testing

@testable import CollectionModel

/// Runs steps, expecting no failure; returns the editor's snapshot.
private func built(_ steps: [SnapshotStep], sourceLocation: SourceLocation = #_sourceLocation) -> DiffableSnapshot {
    var editor = SnapshotEditor()
    for step in steps {
        do {
            try editor.perform(step)
        } catch {
            Issue.record("unexpected \(error) at \(step)", sourceLocation: sourceLocation)
        }
    }
    return editor.snapshot
}

/// The snapshot as "section: items" lines, for whole-state comparisons.
private func lines(_ snapshot: DiffableSnapshot) -> [String] {
    zip(snapshot.sectionIdentifiers, snapshot.itemIdentifiers).map { "\($0): \($1.joined(separator: " "))" }
}

@Suite struct SnapshotEditorTests {
    @Test func appendItemsGoesToTheLastSectionOrTheOneNamed() {
        let s = built([
            .appendSections(["A", "B"]), .appendItems(["b1", "b2"], toSection: nil),
            .appendItems(["a1"], toSection: "A"),
        ])
        #expect(lines(s) == ["A: a1", "B: b1 b2"])
    }

    @Test func insertSectionsBeforeAndAfter() {
        let s = built([
            .appendSections(["B"]), .insertSections(["A0", "A1"], .before("B")), .insertSections(["C"], .after("B")),
            .insertSections(["A2"], .after("A1")),
        ])
        #expect(s.sectionIdentifiers == ["A0", "A1", "A2", "B", "C"])
        #expect(s.itemIdentifiers.allSatisfy { $0.isEmpty })
    }

    @Test func deleteSectionsTakesTheirItemsAndIgnoresUnknownOnes() {
        var editor = SnapshotEditor()
        for step: SnapshotStep in [
            .appendSections(["A", "B"]), .appendItems(["a"], toSection: "A"), .appendItems(["b"], toSection: "B"),
            .deleteSections(["A", "nope"]),
        ] { try? editor.perform(step) }
        #expect(lines(editor.snapshot) == ["B: b"])
        // The deleted section's item is gone: it can be appended again without a warning.
        try? editor.perform(.appendItems(["a"], toSection: "B"))
        #expect(editor.warnings.isEmpty)
        #expect(lines(editor.snapshot) == ["B: b a"])
    }

    @Test func moveSectionBeforeAndAfter() {
        let s = built([
            .appendSections(["A", "B", "C"]), .appendItems(["a"], toSection: "A"), .moveSection("A", .after("C")),
            .moveSection("C", .before("B")),
        ])
        #expect(lines(s) == ["C: ", "B: ", "A: a"])
    }

    @Test func reloadAndReconfigureMarksAreKeptUntilTheApply() {
        var editor = SnapshotEditor()
        for step: SnapshotStep in [
            .appendSections(["A"]), .appendItems(["a", "b"], toSection: nil), .reloadSections(["A"]),
            .reloadItems(["b"]), .reconfigureItems(["a", "b"]), .reloadItems(["b"]),
        ] { try? editor.perform(step) }
        let applied = editor.apply()
        #expect(applied.reloadedSectionIdentifiers == ["A"])
        #expect(applied.reloadedItemIdentifiers == ["b"])
        #expect(applied.reconfiguredItemIdentifiers == ["a", "b"])
        #expect(editor.snapshot.reloadedItemIdentifiers.isEmpty && editor.snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(editor.snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func insertItemsBeforeAndAfterAnItemInItsSection() {
        let s = built([
            .appendSections(["A", "B"]), .appendItems(["a1"], toSection: "A"), .appendItems(["b1"], toSection: "B"),
            .insertItems(["x", "y"], .before("b1")), .insertItems(["z"], .after("a1")),
        ])
        #expect(lines(s) == ["A: a1 z", "B: x y b1"])
    }

    @Test func deleteItemsIgnoresUnknownIdentifiers() {
        let s = built([.appendSections(["A"]), .appendItems(["a", "b", "c"], toSection: nil), .deleteItems(["b", "zz"])])
        #expect(lines(s) == ["A: a c"])
    }

    @Test func deleteAllItemsRemovesTheSectionsToo() {
        let s = built([.appendSections(["A"]), .appendItems(["a"], toSection: nil), .deleteAllItems, .appendSections(["A"])])
        #expect(lines(s) == ["A: "])
    }

    @Test func moveItemAcrossSections() {
        let s = built([
            .appendSections(["A", "B"]), .appendItems(["a1", "a2"], toSection: "A"), .appendItems(["b1"], toSection: "B"),
            .moveItem("a1", .after("b1")), .moveItem("b1", .before("a2")),
        ])
        #expect(lines(s) == ["A: b1 a2", "B: a1"])
    }

    @Test func anItemAppendedAgainIsMovedWithUIKitsWarning() {
        var editor = SnapshotEditor()
        for step: SnapshotStep in [
            .appendSections(["A", "B"]), .appendItems(["a", "b"], toSection: "A"), .appendItems(["a"], toSection: "B"),
        ] { try? editor.perform(step) }
        #expect(lines(editor.snapshot) == ["A: b", "B: a"])
        #expect(editor.warnings.count == 1)
        #expect(editor.warnings.first?.hasPrefix("Diffable data source detected an attempt to insert or append 1 item identifier that already exist") == true)
    }

    @Test func theIssuesExampleStagesAsUIKit() throws {
        let script = SnapshotScript([
            .appendSections(["fruits"]), .appendItems(["apple", "kiwi"], toSection: "fruits"),
            .apply(name: "first", animatingDifferences: true), .deleteItems(["kiwi"]),
            .insertItems(["mango"], .after("apple")), .moveItem("apple", .after("mango")),
            .reconfigureItems(["mango"]), .apply(name: "second", animatingDifferences: true),
        ])
        #expect(script.failure == nil)
        #expect(script.applies.map(\.name) == ["first", "second"])
        #expect(script.applies.map(\.step) == [3, 8])
        let first = script.applies[0].changeset, second = script.applies[1].changeset
        #expect(first.insertedSections.map(\.id) == ["fruits"])
        #expect(first.insertedItems.isEmpty)  // they come with their section
        #expect(second.deletedItems == [.init(id: "kiwi", from: IndexPath(section: 0, item: 1), to: nil)])
        #expect(second.insertedItems == [.init(id: "mango", from: nil, to: IndexPath(section: 0, item: 0))])
        // apple keeps its order among the items that stay: no move; mango is new: no reconfigure.
        #expect(second.movedItems.isEmpty && second.reconfiguredItems.isEmpty)
        #expect(script.applies[1].after.itemIdentifiers == [["mango", "apple"]])
    }

    // MARK: - UIKit's exceptions

    static let refusals: [(String, [SnapshotStep], Int, String)] = [
        ("items with no section", [.appendItems(["a"], toSection: nil)], 1,
         "There are currently no sections in the data source. Please add a section first."),
        ("repeated item identifiers", [.appendSections(["A"]), .appendItems(["a", "b", "a"], toSection: nil)], 2,
         "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}"),
        ("repeated section identifiers", [.appendSections(["A", "A"])], 1,
         "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(A)}"),
        ("a section appended twice", [.appendSections(["A"]), .appendSections(["B", "A"])], 2,
         "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: (A)"),
        ("items appended to an unknown section", [.appendSections(["A"]), .appendItems(["a"], toSection: "B")], 2,
         "Invalid parameter not satisfying: section != NSNotFound"),
        ("items inserted before an item not there", [.appendSections(["A"]), .insertItems(["a"], .before("zz"))], 2,
         "Invalid parameter not satisfying: section != NSNotFound"),
        ("items inserted after one of themselves", [.appendSections(["A"]), .appendItems(["b"], toSection: nil), .insertItems(["a", "b"], .after("b"))], 3,
         "Invalid update: destination for insertion operation [b] is in the insertion identifier list for update: <_UIDiffableDataSourceUpdate - action: INS destinationIdentifier:b; destIsSection: 0; identifiers: [a, b]>."),
        ("sections inserted before a section not there", [.insertSections(["A"], .before("B"))], 1,
         "Invalid parameter not satisfying: insertIndex != NSNotFound"),
        ("sections inserted after one of themselves", [.appendSections(["A"]), .insertSections(["B", "A"], .after("A"))], 2,
         "Invalid update: destination for section operation [A] is in the inserted section list for update: <_UIDiffableDataSourceUpdate - action: INS destinationIdentifier:A; destIsSection: 0; identifiers: [B, A]>"),
        ("an item moved relative to itself", [.appendSections(["A"]), .appendItems(["a"], toSection: nil), .moveItem("a", .after("a"))], 3,
         "Invalid update: destination for item move is the same as the source [a] for update: <_UIDiffableDataSourceUpdate - action: MOV destinationIdentifier:a; destIsSection: 0; identifiers: [a]>."),
        ("an item not there moved", [.appendSections(["A"]), .appendItems(["a"], toSection: nil), .moveItem("zz", .after("a"))], 3,
         "Invalid parameter not satisfying: fromIndex != NSNotFound"),
        ("an item moved next to one not there", [.appendSections(["A"]), .appendItems(["a"], toSection: nil), .moveItem("a", .before("zz"))], 3,
         "Invalid parameter not satisfying: toIndex != NSNotFound"),
        ("a section moved relative to itself", [.appendSections(["A"]), .moveSection("A", .before("A"))], 2,
         "Invalid update: destination for section move is the same as the source [A] for update: <_UIDiffableDataSourceUpdate - action: MOV destinationIdentifier:A; destIsSection: 0; identifiers: [A]>"),
        ("a section not there moved", [.appendSections(["A"]), .moveSection("B", .after("A"))], 2,
         "Invalid parameter not satisfying: fromSection != NSNotFound"),
        ("a section moved next to one not there", [.appendSections(["A"]), .moveSection("A", .after("B"))], 2,
         "Invalid parameter not satisfying: toSection != NSNotFound"),
        ("an item not there reloaded", [.appendSections(["A"]), .reloadItems(["a"])], 2,
         "Attempted to reload item identifier that does not exist in the snapshot: a"),
        ("an item not there reconfigured", [.appendSections(["A"]), .appendItems(["b"], toSection: nil), .apply(name: "x", animatingDifferences: true), .reconfigureItems(["b", "a"])], 4,
         "Attempted to reconfigure item identifier that does not exist in the snapshot: a"),
        ("a section not there reloaded", [.appendSections(["A"]), .reloadSections(["B"])], 2,
         "Attempted to reload section identifier that does not exist in the snapshot: B"),
    ]

    @Test(arguments: refusals)
    func uikitRefusesAsUIKitDoes(_ name: String, _ steps: [SnapshotStep], _ step: Int, _ reason: String) {
        let script = SnapshotScript(steps + [.apply(name: "after", animatingDifferences: true)])
        #expect(script.failure?.step == step, "\(name)")
        #expect(script.failure?.exception.reason == reason, "\(name)")
        #expect(script.failure?.exception.name == "NSInternalInconsistencyException")
        #expect(script.applies.allSatisfy { $0.step < step }, "no apply after the refused step")
    }

    @Test func aRefusedCallLeavesTheSnapshotAsItWas() {
        var editor = SnapshotEditor()
        try? editor.perform(.appendSections(["A"]))
        try? editor.perform(.appendItems(["a", "b"], toSection: nil))
        let before = editor.snapshot
        for step: SnapshotStep in [
            .appendItems(["c", "c"], toSection: nil), .insertItems(["c"], .before("zz")), .moveItem("a", .after("zz")),
            .appendSections(["B", "A"]), .reloadItems(["a", "zz"]),
        ] {
            #expect(throws: SnapshotException.self) { try editor.perform(step) }
            #expect(editor.snapshot == before)
        }
    }
}
