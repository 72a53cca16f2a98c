import CollectionBasics
import CollectionFiles
import CollectionLayout
import CollectionModel
import Testing
@testable import CollectionView
import TerminalCore

/// A frame that keeps the rows of the last (`ContentLayer`) is the frame drawn whole: two views
/// of the same data take the same seeded keys at the same times, one drawing every frame whole
/// (the reference), and every frame of the two is compared cell for cell, with the elements
/// counted.
@Suite struct ContentLayerTests {
    /// A layout file over a dataset: lists, badges, sticky headers, backgrounds, orthogonal
    /// sections, self-sizing cells.
    static let files: [(layout: String, data: String)] = [
        ("waterfall-sections.json", "photos.json"), ("mail-list.json", "mailbox.json"), ("settings-list.json", "settings.json"),
        ("sidebar.json", "sidebar.json"), ("grid-with-badges.json", "settings.json"), ("orthogonal-sections.json", "photos.json"),
        ("section-headers-footers.json", "catalogue.json"), ("section-background.json", "photos.json"),
        ("self-sizing-list.json", "notes.json"), ("tag-chips.json", "tags.json"),
    ]

    static let keys: [Key] = [
        .down, .down, .down, .down, .up, .up, .pageDown, .pageUp, .home, .end, .left, .right,
        .character("j"), .character("k"), .character("h"), .character("l"), .tab, .backTab,
        .character("1"), .character("2"), .character("3"), .character("4"), .character("+"), .character("-"), .character("0"),
        .character("i"), .character("d"), .character("u"), .character("<"), .character(">"), .character("r"),
        .character(" "), .enter, .escape,
    ]

    static func view(seed: UInt64, keepsRows: Bool) throws -> CollectionViewState {
        var random = SplitMix64(seed: seed)
        let width = 30 + Int(random.next() % 60), height = 12 + Int(random.next() % 30)
        var options = ViewOptions()
        options.animationDuration = random.next() % 3 == 0 ? 0.25 : 0
        options.showsDevice = random.next() % 2 == 0
        options.asciiOnly = random.next() % 5 == 0
        let view: CollectionViewState
        if seed % 3 == 0 {
            var data = fruitData()
            if seed % 2 == 0 { data = SubCellMergeTests.tinyItems(3_000, size: 3 + Double(seed % 7)) }
            let choices = testChoices(pinHeaders: seed % 4 < 2, backgrounds: seed % 5 < 2)
            view = try CollectionViewState(data: data, layouts: choices, options: options, terminalWidth: width, terminalHeight: height)
        } else {
            let (layout, dataset) = files[Int(seed % UInt64(files.count))]
            let file = try LayoutFile.load(contentsOf: "\(ListViewTests.resources)/layouts/\(layout)")
            let data = try Dataset.load(contentsOf: "\(ListViewTests.resources)/datasets/\(dataset)")
            view = try CollectionViewState(
                data: ModelDataSource(data: try CollectionData(dataset: data)), layouts: [LayoutChoice.file(name: layout, file: file)],
                options: options, terminalWidth: width, terminalHeight: height)
        }
        view.renderer.keepsRows = keepsRows
        return view
    }

    @Test func aFrameThatKeepsRowsIsTheFrameDrawnWhole() throws {
        var kept = 0
        for seed in UInt64(0)..<120 {
            let fast = try Self.view(seed: seed, keepsRows: true)
            let whole = try Self.view(seed: seed, keepsRows: false)
            var random = SplitMix64(seed: seed &* 7919 &+ 1)
            var now = 0.0
            var a = CellBuffer(width: 0, height: 0), b = CellBuffer(width: 0, height: 0)
            for step in 0..<60 {
                // Mostly key repeats (a scroll burst), sometimes a pause that ends it.
                now += random.next() % 6 == 0 ? 0.4 : 0.03
                let key = random.next() % 3 == 0 ? Self.keys[Int(random.next() % UInt64(Self.keys.count))] : .down
                _ = fast.handle(.key(key), now: now)
                _ = whole.handle(.key(key), now: now)
                fast.tick(now: now)
                whole.tick(now: now)
                let before = fast.renderer.layer != nil
                fast.render(into: &a, now: now)
                whole.render(into: &b, now: now)
                if before, fast.renderer.layer != nil { kept += 1 }
                #expect(Bool(a == b), "seed \(seed), step \(step) (\(key)):\n\(a.text)\n---\n\(b.text)")
                #expect(fast.renderer.drawnCount == whole.renderer.drawnCount, "seed \(seed), step \(step)")
                if a != b { return }
            }
        }
        // The comparison must cover frames that kept rows, not only frames drawn whole.
        #expect(kept > 2_000, "\(kept) frames kept rows")
    }

    /// The rows a frame says it kept from the frame before (`FrameLineage`, which the terminal
    /// layer takes on trust) are those rows, cell for cell — frames drawn into two buffers in
    /// turn, as the run loop draws them, over the same seeded views and keys.
    @Test func theRowsAFrameSaysItKeptAreTheRowsOfTheFrameBefore() throws {
        var claimed = 0, rows = 0
        for seed in UInt64(0)..<120 {
            let view = try Self.view(seed: seed, keepsRows: true)
            var random = SplitMix64(seed: seed &* 7919 &+ 1)
            var now = 0.0
            var buffers = [CellBuffer(width: 0, height: 0), CellBuffer(width: 0, height: 0)]
            var previous: CellBuffer?
            for step in 0..<60 {
                now += random.next() % 6 == 0 ? 0.4 : 0.03
                let key = random.next() % 3 == 0 ? Self.keys[Int(random.next() % UInt64(Self.keys.count))] : .down
                _ = view.handle(.key(key), now: now)
                view.tick(now: now)
                view.render(into: &buffers[step % 2], now: now)
                let frame = buffers[step % 2]
                rows += frame.height
                if let lineage = frame.lineage, let previous, let earlier = previous.lineage, lineage.frame == earlier.frame + 1 {
                    let wrong = lineage.falseClaims(in: frame, earlier: previous)
                    #expect(wrong.isEmpty, "seed \(seed), step \(step) (\(key)): rows \(wrong)\n\(frame.text)\n---\n\(previous.text)")
                    if !wrong.isEmpty { return }
                    claimed += lineage.sameRows.filter { $0 >= 0 }.count
                }
                previous = frame
            }
        }
        // Most rows of a scroll step are claimed (the bezel, the rows kept), so the check covers them.
        #expect(claimed * 2 > rows, "\(claimed) rows claimed of \(rows)")
    }

    /// A frame mid-animation draws each element and each ghost (a deleted item fading out) once:
    /// the status line's count is theirs, and a header above a ghost stays above it.
    @Test func anAnimatedFrameDrawsEachGhostOnce() throws {
        let view = try makeView(fruitData(), width: 40, height: 20, choices: testChoices(pinHeaders: true), animation: 0.25)
        view.press(.character("d"), now: 1)
        var buffer = CellBuffer(width: 0, height: 0)
        view.render(into: &buffer, now: 1.1)
        let ghosts = try #require(view.transition?.ghosts)
        #expect(ghosts.count == 1)
        let shown = view.layout.layoutAttributesForElements(in: view.viewport.visibleRect).filter { !$0.isHidden }
        #expect(view.renderer.drawnCount == shown.count + ghosts.count)
    }

    /// A one-row step of the waterfall draws the row that scrolled in, and moves the others.
    @Test func aOneRowStepDrawsOnlyTheRowThatScrolledIn() throws {
        let view = try makeView(fruitData(), width: 40, height: 20)
        var buffer = CellBuffer(width: 0, height: 0)
        view.render(into: &buffer, now: 0)
        let before = buffer
        view.press(.down, now: 0.03)
        view.render(into: &buffer, now: 0.03)
        let layer = try #require(view.renderer.layer)
        var dirty = [Bool](repeating: false, count: layer.key.height)
        let rows = view.viewport.rows
        // The content moved up one row: every row but the last shows the row below it before.
        for y in 0..<(rows - 2) { #expect(buffer.line(y) == before.line(y + 1), "row \(y)") }
        // Comparing the layer with itself one row on marks the incoming row only.
        let shift = layer.changedRows(
            key: layer.key, originRow: layer.originRow + 1,
            elements: layer.elements.map { var e = $0; e.rect.y -= 1; return e }, dirty: &dirty)
        #expect(shift == 1)
        #expect(dirty.indices.filter { dirty[$0] } == [layer.key.height - 1])
    }

    /// An element matched across a scroll is drawn alike exactly when, moved by the scroll, it
    /// equals the new one (the comparison `changedRows` makes in place): 20 000 seeded pairs,
    /// each differing from the other in none or one field, often by the shift alone.
    @Test func drawnAlikeIsEqualityOfTheMovedElement() {
        var random = SplitMix64(seed: 2026)
        func pick(_ n: UInt64) -> Int { Int(random.next() % n) }
        let kinds: [ElementKind?] = [nil, .header, .footer, ElementKind(rawValue: "badge")]
        var alike = 0
        for _ in 0..<20_000 {
            let shift = pick(5) - 2
            let a = ContentLayer.Drawn(
                category: [.cell, .supplementary, .decoration][pick(3)], kind: kinds[pick(4)],
                indexPath: IndexPath(section: pick(2), item: pick(3)), zIndex: pick(2),
                rect: CellRect(x: pick(4), y: pick(6), width: 1 + pick(3), height: 1 + pick(3)),
                alpha: [1, 0.5][pick(2)], isHidden: pick(4) == 0, focused: pick(4) == 0)
            var b = a
            b.rect.y -= shift
            switch pick(10) {
            case 0: b.rect.y += pick(3) - 1
            case 1: b.rect.x += pick(3) - 1
            case 2: b.rect.width += pick(2)
            case 3: b.rect.height += pick(2)
            case 4: b.alpha = [1, 0.5][pick(2)]
            case 5: b.isHidden.toggle()
            case 6: b.focused.toggle()
            case 7: b.zIndex += pick(2)
            default: break
            }
            var moved = a
            moved.rect.y -= shift
            #expect(a.isDrawnAlike(b, movedBy: shift) == (moved == b), "\(a) \(b) shift \(shift)")
            if moved == b { alike += 1 }
        }
        // Both answers are common.
        #expect(alike > 5_000 && alike < 19_000)
    }
}
