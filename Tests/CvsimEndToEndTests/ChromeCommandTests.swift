import Foundation
import Testing

/// `cvsim layout` with `--chrome`, `--orientation` and `--content-inset-adjustment`: the insets
/// UIKit would report beside the frames.
@Suite struct ChromeCommandTests {
    struct Insets: Decodable, Equatable { var top, left, bottom, right: Double }
    struct Document: Decodable {
        struct Point: Decodable, Equatable { var x, y: Double }
        struct Element: Decodable {
            struct Frame: Decodable { var x, y, width, height: Double }
            var category: String
            var item: Int
            var frame: Frame
        }
        var offset: Point
        var safeAreaInsets: Insets
        var adjustedContentInset: Insets
        var elements: [Element]
    }

    static let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/layouts").standardized.path

    func layout(_ arguments: [String]) throws -> Document {
        let result = try CLI.run(["layout"] + arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        return try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
    }

    @Test func largeTitleAndTabBarOnAnIPhone() throws {
        let doc = try layout(["--layout-file", "\(Self.layouts)/list.json", "--items", "40", "--chrome", "large-title,tab"])
        #expect(doc.safeAreaInsets == Insets(top: 155, left: 0, bottom: 83, right: 0))
        #expect(doc.adjustedContentInset == Insets(top: 155, left: 0, bottom: 83, right: 0))
        #expect(doc.offset == .init(x: 0, y: -155))
    }

    @Test func landscapeWithTheNotchAtTheSide() throws {
        let doc = try layout(["--layout-file", "\(Self.layouts)/list.json", "--items", "40", "--orientation", "landscape", "--chrome", "nav"])
        #expect(doc.safeAreaInsets == Insets(top: 32, left: 59, bottom: 21, right: 59))
        // A vertical list does not scroll sideways: only top and bottom are adjusted.
        #expect(doc.adjustedContentInset == Insets(top: 32, left: 0, bottom: 21, right: 0))
        let first = try #require(doc.elements.first { $0.category == "cell" && $0.item == 0 })
        #expect(first.frame.x == 59 && first.frame.width == 844 - 118)
    }

    @Test func neverLeavesTheContentUnderTheBars() throws {
        let doc = try layout(["--items", "40", "--chrome", "nav", "--content-inset-adjustment", "never", "--offset", "0,100"])
        #expect(doc.safeAreaInsets == Insets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(doc.adjustedContentInset == Insets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(doc.offset == .init(x: 0, y: 100))
    }

    /// A pinned header stays under the navigation bar, not under the status bar behind it.
    @Test func pinnedHeaderStaysUnderTheBar() throws {
        struct Pinned: Decodable {
            struct Element: Decodable {
                struct Frame: Decodable { var y: Double }
                var kind: String?
                var section: Int
                var frame: Frame
            }
            var elements: [Element]
        }
        let arguments = ["layout", "--layout-file", "\(Self.layouts)/section-headers-footers.json", "--items", "60", "--offset", "0,300"]
        let bare = try JSONDecoder().decode(Pinned.self, from: Data(try CLI.run(arguments).stdout.utf8))
        let barred = try JSONDecoder().decode(Pinned.self, from: Data(try CLI.run(arguments + ["--chrome", "nav"]).stdout.utf8))
        let header = { (doc: Pinned) in doc.elements.first { $0.kind == "header" && $0.section == 0 }?.frame.y }
        #expect(header(bare) == 300)
        #expect(abs((header(barred) ?? 0) - (300 + 103)) < 1e-3)
    }

    @Test func withoutChromeTheInsetsAreZero() throws {
        let doc = try layout(["--items", "4"])
        #expect(doc.safeAreaInsets == Insets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(doc.offset == .init(x: 0, y: 0))
    }

    @Test(arguments: [
        (["--chrome", "toolbar"], "--chrome takes none, nav, large-title, tab or a combination such as nav,tab, not 'toolbar'"),
        (["--chrome", "none,nav"], "--chrome takes none"),
        (["--content-inset-adjustment", "sometimes"], "--content-inset-adjustment must be automatic, scrollableAxes, never, always, not 'sometimes'"),
    ] as [([String], String)])
    func badValuesAreOneLineAndStatus2(arguments: [String], message: String) throws {
        let result = try CLI.run(["layout", "--items", "3"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    }
}
