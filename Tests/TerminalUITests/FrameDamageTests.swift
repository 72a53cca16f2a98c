import CollectionLayout
import CollectionModel
import CollectionView
import Testing

@testable import TerminalCore
import TerminalUI
import TestSupport

/// The damage the session hands curses, on real frames of the viewer: what scrolls and what is
/// written, checked against the new frame itself.
@Suite struct FrameDamageTests {
    /// The viewer as `cvsim run --items N --layout waterfall` shows it: a generated feed in a
    /// 2-column waterfall, inside the default device's bezel, no animation.
    static func view(items: Int = 1_000_000, width: Int = 120, height: Int = 40, ascii: Bool = false) throws -> CollectionViewState {
        let data = ModelDataSource(data: CollectionData(generatedCounts: [items], seed: 1))
        var options = ViewOptions()
        options.animationDuration = 0
        options.asciiOnly = ascii
        var configuration = EveryLayoutOptions()
        configuration.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        configuration.lineSpacing = 8
        configuration.interitemSpacing = 8
        return try CollectionViewState(
            data: data, layouts: LayoutChoice.standard(configuration.descriptions), options: options,
            terminalWidth: width, terminalHeight: height)
    }

    static func frame(_ view: CollectionViewState) -> CellBuffer {
        var buffer = CellBuffer(width: view.scroll.terminalWidth, height: view.scroll.terminalHeight)
        view.render(into: &buffer, now: 0)
        return buffer
    }

    static func damage(_ old: CellBuffer, _ new: CellBuffer) -> FrameDamage {
        FrameDamage.between(
            old: old, new: new, oldRows: RowShift.fingerprints(of: old), newRows: RowShift.fingerprints(of: new))
    }

    /// A one-row scroll step (↓) at 120×40, as the benchmark takes it: the rows inside the bezel
    /// scroll by one, and what is written is the row that scrolled in (the screen's bottom row)
    /// and the status line, nothing else — and, on a step that scrolls the focused cell out of
    /// view, the rows of the cell the focus moves to (its border becomes the focus's).
    @Test func oneRowStepWritesTheNewRowAndTheStatusLineOnly() throws {
        let view = try Self.view()
        let screen = view.scroll.deviceFrame.screen
        var old = Self.frame(view)
        var focusMoves = 0
        for step in 0..<200 {
            let focus = view.interaction.focus
            _ = view.handle(.key(.down), now: 0)
            var allowed: Set<Int> = [screen.maxY - 1, view.scroll.terminalHeight - 1]
            if view.interaction.focus != focus, let path = view.interaction.focus, let frame = view.layout.layoutAttributesForItem(at: path)?.frame {
                focusMoves += 1
                let cells = view.viewport.cellRect(for: frame)
                allowed.formUnion((cells.y..<cells.y + cells.height).map { $0 + screen.y })
            }
            let new = Self.frame(view)
            let damage = Self.damage(old, new)
            // The rows inside the bezel scroll (from the first that changed: rows above it that
            // look the same either way stay).
            #expect(damage.shift?.distance == 1, "step \(step)")
            #expect(damage.shift?.bottom == screen.maxY - 1, "step \(step)")
            #expect((damage.shift?.top ?? -1) >= screen.y, "step \(step)")
            let rows = damage.rows(width: new.width)
            if allowed.count == 2 { #expect(rows.first == screen.maxY - 1, "step \(step): the row that scrolled in") }
            #expect(Set(rows).isSubset(of: allowed), "step \(step): rows \(rows)")
            // The row that scrolled in is written within the bezel's sides only.
            for index in damage.cells where index / new.width == screen.maxY - 1 {
                #expect((screen.x - 1...screen.maxX).contains(index % new.width))
            }
            #expect(damage.applied(to: old, new: new) == new, "step \(step)")
            // The session hashes only the rows it finds no equal for under the last shift (one):
            // the row that scrolled in, the status line and a moved focus's rows.
            var fingerprints: [UInt64] = [], equalRows: [Int] = []
            RowShift.fingerprints(of: new, into: &fingerprints, after: old, oldRows: RowShift.fingerprints(of: old), likelyDistance: 1, equalRows: &equalRows)
            #expect(Set(equalRows.indices.filter { equalRows[$0] < 0 }).isSubset(of: allowed), "step \(step)")
            old = new
        }
        // The focus went along with the screen, a cell at a time.
        #expect(focusMoves > 0 && focusMoves < 40, "\(focusMoves) focus moves")
    }

    /// Property, over random sequences of keys on the viewer (scrolls of every size both ways,
    /// focus moves, zoom, rotation, the help and the inspector, layout switches, edits, ASCII or
    /// not, several terminal sizes): the damage applied to the old frame is the new frame, so
    /// what curses is handed repaints the screen exactly, as a full repaint would.
    @Test func damageAppliedToTheOldFrameIsTheNewFrame() throws {
        let keys: [InputEvent] = [
            .key(.down), .key(.down), .key(.down), .key(.up), .key(.up), .key(.pageDown), .key(.pageUp),
            .key(.character("j")), .key(.character("k")), .key(.character("l")), .key(.character("h")),
            .key(.character("+")), .key(.character("-")), .key(.character("r")), .key(.character("?")),
            .key(.character("I")), .key(.character("2")), .key(.character("3")), .key(.character("1")),
            .key(.character("i")), .key(.character("d")), .key(.character("u")), .key(.end), .key(.home),
            .key(.tab), .key(.escape),
        ]
        var random = SplitMix(seed: 47)
        var checked = 0
        for run in 0..<16 {
            let sizes = [(120, 40), (100, 30), (80, 24), (60, 50)]
            let (width, height) = sizes[run % sizes.count]
            let view = try Self.view(items: run % 3 == 0 ? 60 : 100_000, width: width, height: height, ascii: run % 5 == 4)
            var old = Self.frame(view)
            var lastShift = 0
            for step in 0..<150 {
                let key = keys[Int(random.next() % UInt64(keys.count))]
                _ = view.handle(key, now: 0)
                // The help takes any key to close: close it again now and then.
                if view.chrome.showsHelp, random.next() % 3 == 0 { _ = view.handle(.key(.escape), now: 0) }
                let new = Self.frame(view)
                let damage = Self.damage(old, new)
                #expect(damage.applied(to: old, new: new) == new, "run \(run), step \(step), key \(key)")
                // The session's way: fingerprints taken from the old frame's rows found equal
                // (the last shift tried first) are the ones computed afresh, and so is the damage.
                var rows: [UInt64] = [], equalRows: [Int] = []
                let oldRows = RowShift.fingerprints(of: old)
                RowShift.fingerprints(of: new, into: &rows, after: old, oldRows: oldRows, likelyDistance: lastShift, equalRows: &equalRows)
                #expect(rows == RowShift.fingerprints(of: new), "run \(run), step \(step)")
                for (y, source) in equalRows.enumerated() where source >= 0 {
                    #expect((0..<new.width).allSatisfy { new[$0, y] == old[$0, source] }, "run \(run), step \(step), row \(y)")
                }
                var reused = FrameDamage(shift: nil, cells: [])
                reused.compute(old: old, new: new, oldRows: oldRows, newRows: rows, equalRows: equalRows)
                #expect(reused == damage, "run \(run), step \(step)")
                lastShift = damage.shift?.distance ?? 0
                checked += 1
                old = new
            }
        }
        #expect(checked == 16 * 150)
    }

    /// Without an old frame (the first, after a resize) every cell is written, and nothing scrolls.
    @Test func firstFrameWritesEveryCell() throws {
        let new = Self.frame(try Self.view(width: 80, height: 24))
        let damage = FrameDamage.between(old: nil, new: new, oldRows: [], newRows: RowShift.fingerprints(of: new))
        #expect(damage.shift == nil)
        let wide = new.cells.filter { $0.width == 0 }.count
        #expect(damage.cells.count == new.width * new.height - wide)
        #expect(damage.applied(to: nil, new: new) == new)
    }
}
