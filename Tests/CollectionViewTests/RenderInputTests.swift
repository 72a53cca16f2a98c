import CollectionLayout
import Foundation
import Testing
@testable import CollectionView
import TerminalCore

/// The renderer is a function of what the view hands it (`RenderInput`): it names no view, and
/// the same input draws the same frame whoever draws it.
@Suite struct RenderInputTests {
    @Test(arguments: ["", "jjj", " jj", "?", "I", "2l", "4", "ij", "++r", "<<", "3jjI"])
    func aFrameIsAFunctionOfItsInput(keys: String) throws {
        let view = try makeView(FeedData(count: 60), width: 60, height: 24, device: .iPhone14)
        view.type(keys)
        var drawnByTheView = CellBuffer(width: 0, height: 0)
        view.render(into: &drawnByTheView, now: 0)
        // A pass of its own, with empty caches, over the same input.
        var pass = RenderPass(input: view.renderInput(), renderer: ViewRenderer())
        var drawnAlone = CellBuffer(width: 0, height: 0)
        pass.render(into: &drawnAlone, now: 0)
        #expect(drawnAlone == drawnByTheView, "\(keys)")
        #expect(pass.renderer.drawnCount == view.renderer.drawnCount)
    }

    @Test func theRendererNamesNoView() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/CollectionView")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("RenderPass") || $0 == "RenderInput.swift" || $0 == "ViewRenderer.swift"
        }
        #expect(files.count >= 9)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("CollectionViewState"), "\(file)")
        }
    }
}
