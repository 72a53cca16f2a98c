import CollectionLayout
import Testing

@testable import CollectionModel
import TestSupport

@Suite struct CollectionDataTests {
    @Test func itemIDIsCompactAndGeneratedIDsAreCanonical() {
        #expect(MemoryLayout<ItemID>.size <= 16)
        #expect(ItemID.generated(41).rawValue == "g41")
        #expect(ItemID("g41").generatedIndex == 41)
        #expect(ItemID("g041").generatedIndex == nil)
        #expect(ItemID("g").generatedIndex == nil)
        #expect(ItemID("g0").generatedIndex == 0)
        #expect(ItemID("g99999999999999999999").generatedIndex == nil)
        #expect(ItemID("x1").generatedIndex == nil)
    }

    @Test func generatedItemsAreDerivedFromTheirIndex() {
        for index in [0, 1, 2, 1_000_000, UInt64(1) << 40] as [UInt64] {
            let item = Item.generated(index)
            #expect(item == Item.generated(index))
            #expect(item.height == Item.generatedHeight(index))
            #expect((50...199).contains(item.height!))
            #expect(item.title.hasSuffix(" \(index & 0xFFFF_FFFF)"))  // numbered within its feed
            #expect(item.color.utf8.count == 7)
        }
        #expect(Set((0..<200).map { Item.generated(UInt64($0)).height! }).count > 100)
    }

    /// The generated colours as the viewer's first version wrote them (each channel as two
    /// lower-case hex digits, `String(_:radix:)`), over 20 000 indices: the byte-wise writing
    /// gives the same strings.
    @Test func generatedColorsAreLowerCaseHexOfTheirChannels() {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<20_000 {
            let bits = Item.generatedBits(rng.next())
            let color = Item.generatedColor(bits)
            #expect(color.utf8.count == 7 && color.first == "#")
            let value = UInt32(color.dropFirst(), radix: 16)
            #expect(value != nil)
            let channels = [(value! >> 16) & 0xFF, (value! >> 8) & 0xFF, value! & 0xFF]
            let written = "#" + channels.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            #expect(color == written)
            #expect(hex2(Int(channels[0])) == String(written.dropFirst().prefix(2)))
        }
    }

    @Test func millionItemFeedIsCompact() throws {
        let data = CollectionData(generatedCounts: [1_000_000])
        #expect(data.totalItems == 1_000_000)
        let perItem = Double(data.estimatedMemoryBytes) / 1_000_000
        #expect(perItem <= 4.1, "\(perItem) bytes per item")
        #expect(
            data.sizeHint(forItemAt: IndexPath(section: 0, item: 999_999))
                == SizeHint(height: Item.generatedHeight(999_999)))
        #expect(data.item(at: IndexPath(section: 0, item: 5)) == Item.generated(5))
        #expect(data.contains(.generated(999_999)) && !data.contains(.generated(1_000_000)))
    }

    @Test func pagedFeedStaysCompact() throws {
        var data = CollectionData()
        for page in 0..<250 {
            let items = (0..<20).map { Item.generated(UInt64(page * 20 + $0)) }
            let applied = try data.append(items)
            #expect(page == 0 || applied.isAppendOnly)
        }
        #expect(data.totalItems == 5_000)
        #expect(data.payloads.isEmpty && data.generatedIDs.runs.count == 1)
        #expect(Double(data.estimatedMemoryBytes) / 5_000 < 16)
    }

    @Test func storedItemsKeepTheirContent() throws {
        var data = try CollectionData(sections: [
            Section(title: "A", header: "h", items: [item("a"), Item.generated(3)])
        ])
        #expect(data.payloads.count == 1)  // the generated item is a bare index
        #expect(data.sectionHeader(0) == "h" && data.sectionTitle(0) == "A" && data.sectionFooter(0) == nil)
        // A generated id with edited content is stored in full.
        var edited = Item.generated(3)
        edited.title = "Edited"
        try data.apply(.reload(edited, at: IndexPath(section: 0, item: 1)))
        #expect(data.item(at: IndexPath(section: 0, item: 1)) == edited)
        #expect(data.indexPath(of: .generated(3)) == IndexPath(section: 0, item: 1))
        #expect(data.indexPath(of: "a") == IndexPath(section: 0, item: 0))
        #expect(data.indexPath(of: "zz") == nil)
    }

    @Test func duplicateIDsAreRejectedEverywhere() throws {
        #expect(throws: BatchUpdateError.self) {
            try CollectionData(sections: [Section(title: "", items: [item("a"), item("a")])])
        }
        var data = try CollectionData(sections: [Section(title: "", items: [item("a"), item("b")])])
        let before = data
        do {
            try data.apply(.insert(item("b"), at: IndexPath(section: 0, item: 0)))
            Issue.record("accepted a duplicate")
        } catch {
            #expect(error.rule == .duplicateID)
            #expect(
                error.description
                    == "invalid batch update: item id \"b\" inserted at [0, 0] is already at [0, 1] (rule: unique item ids)"
            )
        }
        #expect(data == before)
        // Deleting an item and inserting its id elsewhere in one batch is fine.
        try data.apply(
            BatchUpdate(
                deletedItems: [IndexPath(section: 0, item: 1)],
                insertedItems: [.init(IndexPath(section: 0, item: 0), item("b", "again"))]))
        #expect(ids(data.sections) == [["b", "a"]])
        #expect(data.unusedID() == "new-1")
    }

    @Test(arguments: [
        (
            BatchUpdate.delete([IndexPath(section: 0, item: 7)]),
            "invalid batch update: item [0, 7] to delete does not exist: section 0 has 3 items before the update (rule: item index in range)"
        ),
        (
            BatchUpdate.insert(item("n"), at: IndexPath(section: 0, item: 5)),
            "invalid batch update: item [0, 5] is beyond the end of section 0, which has 4 items after the update (3 before − 0 deleted or moved out + 1 inserted or moved in) (rule: final item index in range (counts equation))"
        ),
        (
            BatchUpdate(
                deletedItems: [IndexPath(section: 0, item: 1)],
                movedItems: [.init(from: IndexPath(section: 0, item: 1), to: IndexPath(section: 0, item: 0))]),
            "invalid batch update: item [0, 1] is changed twice (move and another delete, move or reload) (rule: one change per element)"
        ),
        (
            BatchUpdate(movedItems: [
                .init(from: IndexPath(section: 0, item: 0), to: IndexPath(section: 0, item: 2)),
                .init(from: IndexPath(section: 0, item: 1), to: IndexPath(section: 0, item: 2)),
            ]),
            "invalid batch update: two items are inserted or moved to [0, 2] (rule: one element per final place)"
        ),
        (
            BatchUpdate(
                deletedSections: [1],
                movedItems: [.init(from: IndexPath(section: 1, item: 0), to: IndexPath(section: 0, item: 0))]),
            "invalid batch update: item [1, 0] to move is in section 1, which is deleted (rule: no item change inside a deleted or reloaded section)"
        ),
        (
            BatchUpdate(deletedSections: [2]),
            "invalid batch update: section 2 to delete does not exist: there are 2 sections before the update (rule: section index in range)"
        ),
        (
            BatchUpdate(
                insertedSections: [.init(0, Section(title: "x"))],
                insertedItems: [.init(IndexPath(section: 0, item: 0), item("n"))]),
            "invalid batch update: item to insert at [0, 0] goes into section 0, which is inserted with its items (rule: no item insert or move into an inserted section)"
        ),
        (
            BatchUpdate.delete([IndexPath(section: -1, item: 0)]),
            "invalid batch update: item [-1, 0] to delete has a negative index (rule: non-negative indices)"
        ),
    ])
    func invalidBatchesNameThePathAndRule(update: BatchUpdate, message: String) throws {
        var data = try CollectionData(sections: [
            Section(title: "A", items: [item("a"), item("b"), item("c")]), Section(title: "B", items: [item("d")]),
        ])
        let before = data
        #expect(throws: (any Error).self) { try data.apply(update) }
        do { try data.apply(update) } catch { #expect(error.description == message) }
        #expect(data == before)
    }

    @Test func deletingTheLastItemRemovesTheSection() throws {
        var data = try CollectionData(sections: [
            Section(title: "A", items: [item("a")]), Section(title: "B", items: [item("b"), item("c")]),
        ])
        let applied = try data.apply(
            BatchUpdate(
                deletedItems: [IndexPath(section: 0, item: 0)],
                insertedItems: [.init(IndexPath(section: 1, item: 0), item("n"))]))
        #expect(applied.removedSections == [0] && applied.deletedSections == [0] && applied.insertedSections.isEmpty)
        #expect(data.sections.map(\.title) == ["B"])
        #expect(ids(data.sections) == [["n", "b", "c"]])
        #expect(applied.finalIndexPath(forItemAt: IndexPath(section: 1, item: 1)) == IndexPath(section: 0, item: 2))
        #expect(applied.finalSection(forSection: 0) == nil && applied.finalSection(forSection: 1) == 0)
        #expect(applied.insertedIndexPaths == [IndexPath(section: 0, item: 0)])
        #expect(applied.deletedIndexPaths == [IndexPath(section: 0, item: 0)])
        try data.apply(applied.inverse)
        #expect(ids(data.sections) == [["a"], ["b", "c"]])
        // An already empty section stays; so does one when the rule is off.
        var keep = try CollectionData(sections: [Section(title: "E"), Section(title: "A", items: [item("a")])])
        var update = BatchUpdate.delete([IndexPath(section: 1, item: 0)])
        update.removesEmptiedSections = false
        try keep.apply(update)
        #expect(keep.sections == [Section(title: "E"), Section(title: "A")])
        let sections = try keep.apply(
            BatchUpdate(deletedSections: [0], insertedSections: [.init(1, Section(title: "N"))]))
        #expect(sections.deletedSections == [0] && sections.insertedSections == [1])
        #expect(keep.sections.map(\.title) == ["A", "N"])
    }

    @Test func deletesApplyDescendingAndInsertsAscending() throws {
        // UIKit's example: delete 0 and 2, insert at 0 and 2, on [a b c d].
        var data = try CollectionData(sections: [Section(title: "", items: ["a", "b", "c", "d"].map { item($0) })])
        try data.apply(
            BatchUpdate(
                deletedItems: [IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 2)],
                insertedItems: [
                    .init(IndexPath(section: 0, item: 2), item("y")), .init(IndexPath(section: 0, item: 0), item("x")),
                ]))
        #expect(ids(data.sections) == [["x", "b", "y", "d"]])
    }
}

@Suite struct GeneratedDataTests {
    @Test func seededGeneratedDataMatchesTheSeededFeed() async throws {
        let data = CollectionData(generatedCounts: [3, 0, 4], seed: 5)
        let page = try await GeneratedPageSource(seed: 5).page(from: 0, count: 7)
        #expect(data.sections.flatMap(\.items) == page.items)
        #expect(data.sections.map(\.title) == ["Section 1", "Section 2", "Section 3"])
        #expect(CollectionData(generatedCounts: [-4]).totalItems == 0)
        // Indices near the top are lowered, not overflowed.
        let top = CollectionData(generatedCounts: [2], firstIndex: .max)
        #expect(top.totalItems == 2 && top.itemID(at: IndexPath(section: 0, item: 1)) == .generated(.max - 1))
    }
}
