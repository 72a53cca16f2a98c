import CollectionLayout
import Testing

@testable import CollectionModel
import TestSupport

@Suite struct InteractiveMovementTests {
    func sample() throws -> CollectionData {
        try CollectionData(sections: [
            Section(title: "A", items: [item("a0"), item("a1"), item("a2", canMove: false)]),
            Section(title: "B", items: [item("b0")]),
        ])
    }

    @Test func liveOrderFollowsTheDragAndEndCommitsOneMove() throws {
        var data = try sample()
        let before = data
        var session = try data.beginInteractiveMovement(at: IndexPath(section: 0, item: 0))
        data.updateInteractiveMovement(&session, to: IndexPath(section: 0, item: 1))
        #expect(ids(data.sections) == [["a1", "a0", "a2"], ["b0"]])
        data.updateInteractiveMovement(&session, to: IndexPath(section: 1, item: 1))
        #expect(ids(data.sections) == [["a1", "a2"], ["b0", "a0"]])
        let ended = data.endInteractiveMovement(session)
        let committed = try #require(ended)
        #expect(
            committed.update.movedItems == [
                .init(from: IndexPath(section: 0, item: 0), to: IndexPath(section: 1, item: 1))
            ])
        #expect(ids(data.sections) == [["a1", "a2"], ["b0", "a0"]])
        try data.apply(committed.inverse)
        #expect(data == before)
    }

    @Test func targetsOutOfRangeAreClamped() throws {
        var data = try sample()
        var session = try data.beginInteractiveMovement(at: IndexPath(section: 0, item: 1))
        data.updateInteractiveMovement(&session, to: IndexPath(section: 9, item: 99))
        #expect(session.current == IndexPath(section: 1, item: 1))
        data.updateInteractiveMovement(&session, to: IndexPath(section: -3, item: -1))
        #expect(session.current == IndexPath(section: 0, item: 0))
        #expect(ids(data.sections) == [["a1", "a0", "a2"], ["b0"]])
    }

    @Test func immovableItemsAndMissingItemsRefuse() throws {
        let data = try sample()
        #expect(throws: MovementError.notMovable(IndexPath(section: 0, item: 2), "a2")) {
            try data.beginInteractiveMovement(at: IndexPath(section: 0, item: 2))
        }
        #expect(throws: MovementError.noItem(IndexPath(section: 5, item: 0))) {
            try data.beginInteractiveMovement(at: IndexPath(section: 5, item: 0))
        }
    }

    @Test func draggingTheLastItemOutKeepsItsEmptySection() throws {
        var data = try sample()
        let title = data.sections[1].title
        var session = try data.beginInteractiveMovement(at: IndexPath(section: 1, item: 0))
        data.updateInteractiveMovement(&session, to: IndexPath(section: 0, item: 0))
        #expect(data.numberOfSections == 2)  // live: still there, empty
        let ended = data.endInteractiveMovement(session)
        let committed = try #require(ended)
        #expect(committed.removedSections.isEmpty)
        #expect(ids(data.sections) == [["b0", "a0", "a1", "a2"], []])
        #expect(data.sections[1].title == title, "its header and footer strings stay")
        // Undo puts the item back into the kept section.
        try data.apply(committed.inverse)
        #expect(ids(data.sections) == [["a0", "a1", "a2"], ["b0"]])
    }

    @Test func cancelledMovesLeaveTheOrderUnchanged() throws {
        for seed in 0..<2_000 {
            var rng = SplitMix64(seed: UInt64(seed))
            var counter = 0
            let original = try CollectionData(sections: randomSections(&rng, counter: &counter))
            guard original.totalItems > 0 else { continue }
            var data = original
            let paths = (0..<data.numberOfSections).flatMap { s in
                (0..<data.numberOfItems(inSection: s)).map { IndexPath(section: s, item: $0) }
            }
            var session = try data.beginInteractiveMovement(at: paths.randomElement(using: &rng)!)
            var expected = original.sections
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let target = IndexPath(
                    section: Int.random(in: -1...4, using: &rng), item: Int.random(in: -1...7, using: &rng))
                data.updateInteractiveMovement(&session, to: target)
                #expect(data.itemID(at: session.current) == session.itemID, "seed \(seed)")
            }
            // The live order is the original with the one item moved.
            let moved = expected[session.origin.section].items.remove(at: session.origin.item)
            expected[session.current.section].items.insert(moved, at: session.current.item)
            #expect(data.sections == expected, "seed \(seed)")
            if Bool.random(using: &rng) {
                data.cancelInteractiveMovement(session)
                #expect(data == original, "seed \(seed)")
            } else if let committed = data.endInteractiveMovement(session) {
                try data.apply(committed.inverse)
                #expect(data == original, "seed \(seed): undo of a drop")
            }
        }
    }
}
