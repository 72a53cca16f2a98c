import CollectionLayout
import CollectionModel
import Testing

@testable import CollectionView
import TestSupport

/// Keyboard drags over generated feeds: the drop target moves one way with the key, and the
/// lifted cell stays on screen.
@Suite struct DragTargetTests {
    /// A view over `count` generated items in a 2-column waterfall, 120×40, no animation.
    private func feedView(count: Int, seed: UInt64, layout: Int = 0) throws -> CollectionViewState {
        var c = EveryLayoutOptions()
        c.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        c.lineSpacing = 8
        c.interitemSpacing = 8
        c.itemSize = Size(width: 120, height: 120)
        var options = ViewOptions()
        options.animationDuration = 0
        return try CollectionViewState(
            data: ModelDataSource(data: CollectionData(generatedCounts: [count], seed: seed)),
            layouts: LayoutChoice.standard(c.descriptions), initialLayout: layout, options: options,
            terminalWidth: 120, terminalHeight: 40)
    }

    @Test(arguments: [0, 1, 2])
    func downNeverSendsTheTargetBack(layout: Int) throws {
        for seed in UInt64(0)..<40 {
            let view = try feedView(count: 200, seed: seed, layout: layout)
            var rng = SplitMix64(seed: seed)
            let start = IndexPath(section: 0, item: Int.random(in: 0..<12, using: &rng))
            view.setFocus(start)
            _ = view.handle(.key(.character(" ")), now: 0)
            var targets = [try #require(view.interaction.drag?.current)]
            for step in 0..<80 {
                _ = view.handle(.key(.down), now: 0)
                let target = try #require(view.interaction.drag?.current)
                #expect(
                    target.item >= targets.last!.item,
                    "seed \(seed) layout \(layout) step \(step): ↓ moved the target back from \(targets.last!) to \(target)")
                targets.append(target)
                // The lifted cell is on screen.
                let lifted = try #require(view.interaction.drag?.frame)
                #expect(view.viewport.visibleRect.intersects(lifted), "seed \(seed) step \(step): lifted cell off screen")
            }
            #expect(targets.last!.item > start.item, "seed \(seed) layout \(layout): ↓ never moved the target")
        }
    }

    @Test func upNeverSendsTheTargetBack() throws {
        for seed in UInt64(0)..<40 {
            let view = try feedView(count: 200, seed: seed)
            view.setFocus(IndexPath(section: 0, item: 60 + Int(seed % 7)))
            _ = view.handle(.key(.character(" ")), now: 0)
            var last = try #require(view.interaction.drag?.current)
            for step in 0..<80 {
                _ = view.handle(.key(.up), now: 0)
                let target = try #require(view.interaction.drag?.current)
                #expect(target.item <= last.item, "seed \(seed) step \(step): ↑ moved the target back from \(last) to \(target)")
                last = target
            }
        }
    }

    /// A lifted cell in the right column moved right slides to the screen's edge, not past it.
    @Test func liftedCellInTheRightColumnStaysOnScreen() throws {
        for seed in UInt64(0)..<20 {
            let view = try feedView(count: 200, seed: seed)
            // The first item of the right column.
            let right = try #require(
                (0..<6).map { IndexPath(section: 0, item: $0) }.first {
                    (view.layout.layoutAttributesForItem(at: $0)?.frame.minX ?? 0) > 100
                })
            view.setFocus(right)
            _ = view.handle(.key(.character(" ")), now: 0)
            for step in 0..<40 {
                _ = view.handle(.key(.right), now: 0)
                let lifted = try #require(view.interaction.drag?.frame)
                let visible = view.viewport.visibleRect
                #expect(
                    lifted.maxX <= visible.maxX + 1e-9 && lifted.minX >= visible.minX - 1e-9,
                    "seed \(seed) step \(step): lifted \(lifted) outside \(visible)")
            }
        }
    }
}
