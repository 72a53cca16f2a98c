import CollectionFiles
import CollectionLayout
import Foundation
import Testing
@testable import CollectionModel
@testable import CollectionView
import ViewerApp

/// Orthogonal sections in the view: each keeps its own offset, Left/Right move the focus along
/// it and it snaps as its behaviour says; the layout file reloads on change and on Ctrl-R.
@Suite struct OrthogonalScrollingTests {
    /// Groups 0.8 of 390 wide (312) with 20-pt insets and 10 between: at 20, 342, 664 (Apple's sample numbers).
    static func geometry(_ behavior: OrthogonalScrollingBehavior) -> OrthogonalSectionGeometry {
        OrthogonalSectionGeometry(
            behavior: behavior, leadingInset: 20, groupLength: 312, pitch: 322, groupCount: 3, itemsPerGroup: 1,
            contentLength: 996, containerLength: 390)
    }

    /// From offset `start`, show items 1, 2, then 0 in turn; the offsets each comes to rest at.
    static func walk(_ behavior: OrthogonalScrollingBehavior, from start: Double = 0) -> [Double] {
        let g = geometry(behavior)
        var offset = start
        var result: [Double] = []
        for item in [1, 2, 0] {
            let begin = g.groupStart(item)
            offset = OrthogonalOffsets.target(showing: begin, begin + g.groupLength, group: item, current: offset, g)
            result.append(offset)
        }
        return result
    }

    @Test(arguments: [
        // Least scroll with the leading inset as margin: 654 − 390 + 20; then 976 − 390 + 20 = 606 (the end); back to 0.
        (OrthogonalScrollingBehavior.continuous, [284.0, 606, 0]),
        // Rest on group boundaries k·322: ⌈(654 − 390)/322⌉ = 1, ⌈(976 − 390)/322⌉ = 2 → 644, clamped to 606; back to group 0.
        (.continuousGroupLeadingBoundary, [322, 606, 0]),
        // Pages of 390: item 1 starts on page 0 (342), item 2 on page 1 (664).
        (.paging, [0, 390, 0]),
        // One group a page: group 1 at the leading inset; group 2 would be 644, past the end (606).
        (.groupPaging, [322, 606, 0]),
        // The group centred: 342 + 156 − 195 = 303, 664 + 156 − 195 = 625, 20 + 156 − 195 = −19.
        (.groupPagingCentered, [303, 625, -19]),
    ])
    func snapping(behavior: OrthogonalScrollingBehavior, expected: [Double]) {
        #expect(Self.walk(behavior) == expected)
    }

    /// A focus move never shifts a section that already shows the item whole, whatever its
    /// behaviour; one that does not show it all snaps as the behaviour says.
    @Test(arguments: [OrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered])
    func anItemAlreadyInViewScrollsNoSection(behavior: OrthogonalScrollingBehavior) {
        let g = Self.geometry(behavior)
        // Item 1 (342…654) is shown whole at 300 (300…690).
        #expect(OrthogonalOffsets.target(showing: 342, 654, group: 1, current: 300, g) == 300)
        // At 400 its start is off screen.
        let moved = OrthogonalOffsets.target(showing: 342, 654, group: 1, current: 400, g)
        #expect(moved <= 342 && moved != 400)
    }

    static func orthogonalDescription(_ behavior: OrthogonalScrollingBehavior) -> CompositionalDescription {
        let item = LayoutElement.item(ItemDescription(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
        var row = SectionDescription(group: GroupDescription(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(0.8), height: .absolute(200)), subitems: [item]))
        row.orthogonalScrollingBehavior = behavior
        row.contentInsets = DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        row.interGroupSpacing = 10
        let list = SectionDescription(group: GroupDescription(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [item]))
        return CompositionalDescription(sections: [row, list])
    }

    /// Where group `g` rests in `geometry`: at the leading inset (group paging), centred.
    static func rest(_ g: Int, _ geometry: OrthogonalSectionGeometry) -> Double {
        geometry.behavior == .groupPagingCentered
            ? geometry.groupStart(g) + geometry.groupLength / 2 - geometry.containerLength / 2 : Double(g) * geometry.pitch
    }

    /// A section paged to its second group, the focus then moved out of it: a reload of the layout
    /// file with narrower groups, a rotation or a text size change leaves it resting on the same
    /// group in the new geometry, not between two.
    @Test(arguments: [OrthogonalScrollingBehavior.groupPaging, .groupPagingCentered], ["reload", "rotation", "text size"])
    func aRelayoutSnapsAPagedSectionAgain(behavior: OrthogonalScrollingBehavior, change: String) throws {
        let view = try Self.view(behavior)
        view.press(.right)
        #expect(view.interaction.focus == IndexPath(section: 0, item: 1))
        view.setFocus(IndexPath(section: 1, item: 0))
        let before = try #require(view.orthogonalLayout?.orthogonalSection(0))
        #expect(view.orthogonalOffset(0) == Self.rest(1, before))
        switch change {
        case "reload":
            var description = Self.orthogonalDescription(behavior)
            description.sections[0].group.size.width = .fractionalWidth(0.6)
            let choice = LayoutChoice(name: "file.json") { CompositionalLayout(description: description, bounds: $0) }
            let prepared = choice.make(view.viewport.bounds)
            try prepared.prepare(view.data)
            view.replaceLayout(with: choice, prepared: prepared)
        case "rotation":
            view.type("r")
        default:
            view.setContentSizeCategory(.extraLarge)
        }
        let after = try #require(view.orthogonalLayout?.orthogonalSection(0))
        if change != "text size" { #expect(after.pitch != before.pitch) }
        #expect(view.orthogonalOffset(0) == Self.rest(1, after), "\(change): \(view.orthogonalOffset(0)) with pitch \(after.pitch)")
    }

    static func view(_ behavior: OrthogonalScrollingBehavior) throws -> CollectionViewState {
        let description = orthogonalDescription(behavior)
        let choice = LayoutChoice(name: "file.json") { CompositionalLayout(description: description, bounds: $0) }
        return try makeView(width: 39, height: 40, choices: [choice])
    }

    /// UIKit shows a `groupPagingCentered` section with its first group centred from the first
    /// frame: (390 − 312) / 2 = 39 from the left, the offset 20 + 156 − 195 = −19, before any key.
    @Test func aCentredSectionIsCentredFromTheFirstFrame() throws {
        let view = try Self.view(.groupPagingCentered)
        #expect(view.orthogonalOffset(0) == -19)
        #expect(view.shownFrame(of: IndexPath(section: 0, item: 0)) == Rect(x: 39, y: 0, width: 312, height: 200))
        // The other behaviours start at 0.
        for behavior in [OrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging] {
            #expect(try Self.view(behavior).orthogonalOffset(0) == 0, "\(behavior)")
        }
    }

    /// `orthogonal-behaviors.json`, one section of each behaviour: moving the focus down through
    /// them (`j`) shifts none (their first items all show), and the centred one is centred at once.
    @Test func focusMovesDownShiftNoSection() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources").standardized.path
        let file = try LayoutFile.load(contentsOf: "\(resources)/layouts/orthogonal-behaviors.json")
        let view = try makeView(
            ModelDataSource(data: CollectionData(generatedCounts: [8, 8, 8, 8, 8], seed: 1)), width: 60, height: 40,
            choices: [LayoutChoice.file(name: "orthogonal-behaviors.json", file: file)])
        let sections = 0..<5
        let before = sections.map { view.orthogonalOffset($0) }
        let centred = try #require(view.orthogonalLayout?.orthogonalSection(4))
        #expect(before[4] == OrthogonalOffsets.centred(0, centred))
        #expect(before[4] != 0)
        for _ in 0..<4 {
            view.type("j")
            #expect(sections.map { view.orthogonalOffset($0) } == before, "focus \(String(describing: view.interaction.focus))")
        }
        #expect(view.interaction.focus?.section == 4)
    }

    @Test func rightMovesTheFocusAlongTheSectionAndScrollsItAlone() throws {
        let view = try Self.view(.groupPaging)
        #expect(view.interaction.focus == IndexPath(section: 0, item: 0))
        view.press(.right)
        #expect(view.interaction.focus == IndexPath(section: 0, item: 1))
        #expect(view.orthogonalOffset(0) == 322)
        #expect(view.orthogonalOffset(1) == 0)
        // The whole view did not scroll sideways; the focused cell shows at the leading inset.
        #expect(view.viewport.offset.x == 0)
        #expect(view.shownFrame(of: IndexPath(section: 0, item: 1)) == Rect(x: 20, y: 0, width: 312, height: 200))
        let drawn = view.shownElements(in: view.viewport.visibleRect).filter { $0.category == .cell && $0.indexPath.section == 0 }.map(\.indexPath.item)
        #expect(Set(drawn) == [0, 1, 2])
        view.press(.right, .right)
        #expect(view.interaction.focus == IndexPath(section: 0, item: 3))
        view.press(.left)
        #expect(view.interaction.focus == IndexPath(section: 0, item: 2))
        #expect(view.orthogonalOffset(0) == 644)
    }

    @Test func theScreenShowsTheSectionAtItsOffset() throws {
        let view = try Self.view(.groupPagingCentered)
        let before = screen(view)
        view.press(.right)
        let after = screen(view)
        // Item 1 ("Banana"), centred, starts a quarter of the way in: 39 columns for 390 pt, group 1 at 342 − 303 = 39 pt.
        let row = after.split(separator: "\n").first { $0.contains("Banana") }
        #expect(row.map { Array($0).firstIndex(of: "B") } == 5)
        #expect(before != after)
        // Item 0 ("Apple") was centred the same way from the first frame.
        #expect(before.split(separator: "\n").first { $0.contains("Apple") }.map { Array($0).firstIndex(of: "A") } == 5)
    }

    @Test func clickingAScrolledSectionFocusesTheItemUnderThePointer() throws {
        let view = try Self.view(.groupPaging)
        view.press(.right)
        // Column 10 (100 pt) is over item 1, shown from 20 pt.
        _ = view.handle(.mousePress(x: 10, y: 2), now: 0)
        _ = view.handle(.mouseRelease(x: 10, y: 2), now: 0)
        #expect(view.interaction.focus == IndexPath(section: 0, item: 1))
    }

    @Test func aLiftedItemLandsWhereTheScrolledSectionShowsIt() throws {
        let view = try Self.view(.groupPaging)
        view.press(.right)
        view.press(.character(" "))
        // The lifted item's centre starts at 20 + 156 = 176 pt; 12 steps of 16 bring it to 368 pt,
        // over item 2 as shown (352–664), where item 1 lies at offset 0.
        for _ in 0..<12 { view.press(.right) }
        #expect(view.interaction.drag?.current == IndexPath(section: 0, item: 2))
        view.press(.escape)
        #expect(view.interaction.drag == nil)
    }

    @Test func tabIntoAnItemOffScreenSidewaysScrollsItsSection() throws {
        let view = try Self.view(.continuous)
        view.press(.tab, .tab)
        #expect(view.interaction.focus == IndexPath(section: 0, item: 2))
        // Item 2 (664–976) shown with the leading inset as margin: 976 − 390 + 20 = 606.
        #expect(view.orthogonalOffset(0) == 606)
        view.press(.backTab, .backTab)
        #expect(view.orthogonalOffset(0) == 0)
    }

    @Test func leftAndRightOutsideAnOrthogonalSectionScrollAsBefore() throws {
        let view = try Self.view(.groupPaging)
        view.setFocus(IndexPath(section: 1, item: 0))
        let before = view.orthogonalOffset(0)
        view.press(.right)
        #expect(view.interaction.focus == IndexPath(section: 1, item: 0))
        #expect(view.orthogonalOffset(0) == before)
    }

    // MARK: - Reloading the layout file

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func listFile(height: Int) -> String {
        #"{"layout": "compositional", "sections": [{"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": \#(height)}}, "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}"#
    }

    @Test func aSavedEditIsPickedUpAndABadOneKeepsTheLastGoodLayout() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cvsim-reload-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.write(Self.listFile(height: 100), to: path)
        let file = try LayoutFile.load(contentsOf: path)
        let watch = LayoutFileWatch(path: path)
        let view = try makeView(width: 39, height: 20, choices: [LayoutChoice.file(name: watch.displayName, file: file)])
        let app = WatchedView(view, files: WatchedFiles(layout: watch))
        func height() -> Double? { view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))?.frame.height }
        #expect(height() == 100)
        app.tick(now: 0)
        _ = screen(view)
        // Idle, the app wakes only to look at the file, four times a second.
        #expect(app.nextWakeup(now: 0.1) == LayoutFileWatch.interval)
        #expect(LayoutFileWatch.interval == 0.25)

        // A bad edit: the error shows, the layout stays.
        try Self.write(#"{"layout": "compositional", "sections": []}"#, to: path)
        app.tick(now: 0.6)
        #expect(watch.error == "\(watch.displayName): sections: must hold at least one section, got an empty array")
        #expect(height() == 100)
        #expect(screen(view).split(separator: "\n").last?.hasPrefix(" \(watch.displayName): sec") == true, "\(screen(view).split(separator: "\n").last ?? "")")

        // A good edit, picked up at the next check.
        try Self.write(Self.listFile(height: 60), to: path)
        app.tick(now: 0.8)
        #expect(height() == 100)
        app.tick(now: 1.2)
        #expect(height() == 60)
        #expect(watch.error == nil)

        // A bad one keeps the last good layout too.
        try Self.write(Self.listFile(height: 60).replacingOccurrences(of: #""fractionalWidth": 1}, "height": {"fractionalHeight""#, with: #""absolute": 9e7}, "height": {"fractionalHeight""#), to: path)
        app.press(.ctrl("r"), now: 1.3)
        #expect(watch.error?.hasPrefix("\(watch.displayName): sections[0].group.subitems[0].size.width: absolute must be at most 10000000") == true, "\(watch.error ?? "")")
        #expect(height() == 60)

        // Ctrl-R reads the file at once, even unchanged.
        try Self.write(Self.listFile(height: 80), to: path)
        app.press(.ctrl("r"), now: 1.31)
        #expect(height() == 80)
    }

    @Test func ctrlRWithoutALayoutFileSaysSo() throws {
        let view = try makeView()
        view.press(.ctrl("r"))
        #expect(view.chrome.statusMessage == "nothing to reload: start cvsim with --layout-file, --data or --db")
        #expect(view.nextWakeup(now: 5) == nil || view.needsRedraw)
    }
}
