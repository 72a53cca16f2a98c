import CollectionLayout
import Foundation
import TerminalCore
import Testing

@testable import CollectionView
@testable import cvsim

/// Points are points (issue 29's "Done when"): for random layouts with self-sizing data, in
/// terminals of random sizes from 40×12 to 250×80, what `cvsim layout` prints, what the viewer
/// lays out and shows, what its inspector says of the focused item, and `--compare` against a
/// dump of `cvsim layout --format dump` all agree.
@Suite struct PointsAgreementTests {
    static let layouts = LayoutFileCommandTests.resources
    static let datasets = layouts.replacingOccurrences(of: "/layouts", with: "/datasets")

    /// The layouts tried, each with the data sets it is tried on: the built-in four (those that
    /// can size themselves doing so) and compositional and list files, on data with text of
    /// every length (notes, mail, settings), CJK and emoji among them.
    static let cases: [(layout: [String], data: [String])] = {
        let text = ["notes", "mailbox", "settings"].map { "\(datasets)/\($0).json" }
        var cases: [(layout: [String], data: [String])] = []
        let selfSizing = [
            ["--layout", "waterfall", "--self-sizing"], ["--layout", "waterfall", "--self-sizing", "--columns", "3"],
            ["--layout", "flow", "--self-sizing"], ["--layout", "flow", "--self-sizing", "--item-size", "120x50"],
            ["--layout", "waterfall", "--self-sizing", "--header-height", "30", "--pin-headers"],
        ]
        for layout in selfSizing { for file in text { cases.append((layout, ["--data", file])) } }
        for layout in [["--layout", "mosaic"], ["--layout", "horizontal"]] {
            cases.append((layout, ["--data", "\(datasets)/notes.json"]))
            cases.append((layout, ["--items", "40,25", "--seed", "29"]))
        }
        let files = ["self-sizing-list", "self-sizing-grid", "mail-list", "settings-list", "list", "sidebar", "adaptive-sections",
            "grid", "section-headers-footers", "two-column"]
        for name in files {
            for file in text { cases.append((["--layout-file", "\(layouts)/\(name).json"], ["--data", file])) }
        }
        return cases
    }()

    /// What `cvsim layout` computes for `arguments` (the command's own path: `HeadlessOptions.make`),
    /// by element, and a dump of it (`--format dump`) written to a file for `--compare`.
    static func printed(_ arguments: [String]) throws -> (frames: [ElementID: Rect], dump: String) {
        let command = try LayoutCommand.parse(arguments + ["--format", "dump"])
        let headless = try command.setup.make()
        var frames: [ElementID: Rect] = [:]
        for element in headless.allElements() { frames[element.elementID] = element.frame }
        let name = "agreement-\(abs(arguments.joined(separator: " ").hashValue)).json"
        let dump = try CLI.temporaryFile(name, contents: LayoutDump(cvsim: headless, rect: nil).json())
        return (frames, dump)
    }

    /// A few hundred seeded cases: a layout and its data, a terminal size, a zoom, the bezel or
    /// not, and a few scrolls. At each stop every cell the view shows has the printed frame, none
    /// is marked `≠`, and the inspector gives the focused item's printed frame and says the dump
    /// has the same.
    @Test func layoutInspectorAndCompareAgreeAtAnyTerminalSize() throws {
        var printed: [Int: (frames: [ElementID: Rect], dump: String)] = [:]
        var rng = SplitMix64(seed: 2029)
        var cellsCompared = 0, inspected = 0, stops = 0
        for _ in 0..<240 {
            let index = Int.random(in: 0..<Self.cases.count, using: &rng)
            let (layout, data) = Self.cases[index]
            let arguments = layout + data
            if printed[index] == nil { printed[index] = try Self.printed(arguments) }
            let (frames, dump) = printed[index]!
            let width = Int.random(in: 40...250, using: &rng), height = Int.random(in: 12...80, using: &rng)
            var run = arguments + ["--compare", dump]
            if Bool.random(using: &rng) { run.append("--no-bezel") }
            let view = try RunCommand.parse(run).makeScene().view
            if Int.random(in: 0..<4, using: &rng) == 0 { _ = view.handle(.key(.character("+")), now: 0) }
            view.resize(width: width, height: height)
            let label = "\(arguments.joined(separator: " ")) at \(width)×\(height), zoom \(view.viewport.zoom)"
            for _ in 0..<3 {
                var buffer = CellBuffer(width: 0, height: 0)
                view.render(into: &buffer, now: 0)
                stops += 1
                let marked = view.comparison.map { comparison in
                    view.layout.layoutAttributesForElements(in: view.viewport.visibleRect).filter { comparison.status(of: $0) != .match }
                } ?? []
                #expect(view.renderer.mismatchesDrawn == 0, "\(label): \(view.renderer.mismatchesDrawn) marked ≠: \(marked)")
                // The status line says "≠ 0 shown differ"; the screen itself shows no mark.
                let screenRect = view.scroll.deviceFrame.screen
                for y in screenRect.y..<screenRect.maxY {
                    for x in screenRect.x..<screenRect.maxX where buffer[x, y].character == "≠" {
                        Issue.record("\(label): ≠ at \(x),\(y)")
                    }
                }
                var shown: [LayoutAttributes] = []
                for element in view.layout.layoutAttributesForElements(in: view.viewport.visibleRect) where element.category == .cell {
                    guard view.layout.orthogonalSection(element.indexPath.section) == nil else { continue }
                    let expected = try #require(frames[element.elementID], "\(label): \(element.indexPath) not printed")
                    #expect(FrameComparison.distance(expected, element.frame) == 0, "\(label): \(element.indexPath) \(element.frame) vs \(expected)")
                    shown.append(element)
                    cellsCompared += 1
                }
                if !shown.isEmpty {
                    let focused = shown[Int.random(in: 0..<shown.count, using: &rng)]
                    view.setFocus(focused.indexPath)
                    // (A list may take the focus on to a row it can focus: what the inspector shows.)
                    let focus = try #require(view.interaction.focus)
                    let lines = view.inspectorLines()
                    let f = try #require(frames[ElementID(category: .cell, kind: nil, indexPath: focus)])
                    let n = { (value: Double) in CollectionViewState.format((value * 100).rounded() / 100) }
                    #expect(lines.contains("frame       x \(n(f.minX))  y \(n(f.minY)) pt"), "\(label): \(lines)")
                    #expect(lines.contains("            w \(n(f.width))  h \(n(f.height)) pt"), "\(label): \(lines)")
                    #expect(lines.contains("dump        the same (within 0.5 pt)"), "\(label): \(lines)")
                    inspected += 1
                }
                for _ in 0..<Int.random(in: 1...3, using: &rng) { _ = view.handle(.key(.pageDown), now: 0) }
            }
        }
        #expect(stops == 720)
        #expect(cellsCompared > 5_000, "\(cellsCompared) cells compared")
        #expect(inspected > 600, "\(inspected) focused items inspected")
    }
}
