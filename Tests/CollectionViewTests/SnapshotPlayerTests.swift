import CollectionLayout
import CollectionModel
import Testing

@testable import CollectionView

/// `]` and `[` over a snapshot file's applies, headless: the data follows the applies, the status
/// line names them, and the jump a prepend above the screen causes is measured.
@Suite struct SnapshotPlayerTests {
    /// A feed of 30 posts; 3 posts arrive on top; one is deleted and one moved; then UIKit refuses
    /// a reload of the deleted one.
    static let steps: [SnapshotStep] = [
        .appendSections(["feed"]), .appendItems((1...30).map { "p\($0)" }, toSection: nil),
        .apply(name: "load", animatingDifferences: false),
        .insertItems(["n1", "n2", "n3"], .before("p1")), .apply(name: "refresh", animatingDifferences: true),
        .deleteItems(["p2"]), .moveItem("p30", .after("n3")), .apply(name: "edit", animatingDifferences: true),
        .reloadItems(["p2"]), .apply(name: "never", animatingDifferences: true),
    ]

    /// A one-column flow layout of 100-point rows with no spacing, so heights are plain sums.
    private func makeSnapshotView(animation: Double = 0) throws -> (CollectionViewState, SnapshotPlayer) {
        let player = try #require(SnapshotPlayer(name: "feed.json", script: SnapshotScript(Self.steps)))
        var c = FlowOptions()
        c.itemSize = Size(width: 10_000, height: 100)
        c.lineSpacing = 0
        c.interitemSpacing = 0
        let view = try makeView(
            ModelDataSource(data: try player.firstData()), width: 40, height: 20,
            choices: [LayoutChoice(name: "flow") { FlowLayout(options: c, bounds: $0) }], animation: animation)
        view.showSnapshots(player)
        return (view, player)
    }

    /// The data's item ids in order.
    private func ids(_ view: CollectionViewState) -> [String] {
        (0..<view.data.numberOfItems(inSection: 0)).map { "\(view.data.itemID(at: IndexPath(section: 0, item: $0)).base)" }
    }

    @Test func bracketsStepThroughTheAppliesAndBack() throws {
        let (view, player) = try makeSnapshotView()
        #expect(ids(view) == player.applies[0].after.itemIdentifiers[0])
        #expect(view.chrome.statusMessage == "apply 1/3 \"load\": 1 section inserted — ] next apply, [ previous")
        view.type("]")
        #expect(ids(view) == ["n1", "n2", "n3"] + (1...30).map { "p\($0)" })
        // At the top, the three rows inserted above the first one push it down: UIKit keeps the offset.
        #expect(view.chrome.statusMessage == "apply 2/3 \"refresh\": 3 inserted; the screen jumped 300 pt down (p1)")
        view.type("]")
        #expect(ids(view) == ["n1", "n2", "n3", "p30", "p1"] + (3...29).map { "p\($0)" })
        #expect(view.chrome.statusMessage == "apply 3/3 \"edit\": 1 deleted, 1 moved")
        view.type("[")
        #expect(ids(view) == ["n1", "n2", "n3"] + (1...30).map { "p\($0)" })
        #expect(view.chrome.statusMessage == "apply 2/3 \"refresh\": 1 inserted, 1 moved")
        view.type("[[")
        #expect(ids(view) == (1...30).map { "p\($0)" })
        #expect(view.chrome.statusMessage == "apply 1/3 \"load\" is the first apply")
    }

    @Test func aRefusedApplyShowsUIKitsReasonAndKeepsTheLastGoodState() throws {
        let (view, _) = try makeSnapshotView()
        view.type("]]")
        let kept = ids(view)
        view.type("]")
        #expect(ids(view) == kept)
        #expect(
            view.chrome.statusMessage
                == "UIKit raises at step 9 (reloadItems): NSInternalInconsistencyException: Attempted to reload item identifier that does not exist in the snapshot: p2 — kept apply 3/3 \"edit\"")
    }

    @Test func aPrependAboveTheScreenJumpsByTheInsertedHeight() throws {
        let (view, _) = try makeSnapshotView()
        view.press(.pageDown, .pageDown)
        let offset = view.viewport.offset.y
        #expect(offset > 300)
        view.type("]")
        // UIKit keeps the content offset: what was read moves down by the three rows inserted above.
        #expect(view.viewport.offset.y == offset)
        let status = try #require(view.chrome.statusMessage)
        #expect(status.hasPrefix("apply 2/3 \"refresh\": 3 inserted; the screen jumped 300 pt down ("), "\(status)")
    }

    /// At the end of the longer content, going back to a shorter apply keeps the offset as far
    /// as the content now reaches: its end, no further (it was left past it, and builds with
    /// internal checks stopped at the next key).
    @Test func goingBackToShorterContentAtItsEndStopsTheOffsetAtTheEnd() throws {
        let (view, _) = try makeSnapshotView()
        view.type("]")
        view.press(.end)
        let end = view.viewport.offset.y
        view.type("[")
        #expect(ids(view) == (1...30).map { "p\($0)" })
        let limit = view.scroll.maximumOffset(contentSize: view.layout.contentSize, extra: view.footerExtra).y
        #expect(limit == end - 300, "three rows of 100 pt fewer")
        #expect(view.viewport.offset.y == limit)
        view.press(.down)
        #expect(view.viewport.offset.y == limit)
    }

    @Test func theAnimatedApplySettlesOnTheSameScreenAsTheUnanimatedOne() throws {
        let (animated, _) = try makeSnapshotView(animation: 0.3)
        let (plain, _) = try makeSnapshotView()
        animated.type("]")
        plain.type("]")
        animated.type("]", now: 1)
        plain.type("]", now: 1)
        #expect(screen(animated, now: 5) == screen(plain, now: 5))
        #expect(ids(animated) == ids(plain))
    }
}

extension SnapshotPlayerTests {
    @Test func theFocusFollowsItsItemAcrossAnApply() throws {
        let (view, _) = try makeSnapshotView()
        view.type("jj")
        let before = try #require(view.interaction.focus)
        #expect(before == IndexPath(section: 0, item: 2))  // p3
        view.type("]")
        // Three posts arrived above: p3 is now the sixth item, and still focused.
        #expect(view.interaction.focus == IndexPath(section: 0, item: 5))
    }
}
