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
        let doc = try layout(["--layout-file", "\(Self.layouts)/list.json", "--items", "40", "--chrome", "large-title,tab", "--device", "iphone-15"])
        #expect(doc.safeAreaInsets == Insets(top: 155, left: 0, bottom: 83, right: 0))
        #expect(doc.adjustedContentInset == Insets(top: 155, left: 0, bottom: 83, right: 0))
        #expect(doc.offset == .init(x: 0, y: -155))
    }

    @Test func landscapeWithTheNotchAtTheSide() throws {
        let doc = try layout(["--layout-file", "\(Self.layouts)/list.json", "--items", "40", "--orientation", "landscape", "--chrome", "nav", "--device", "iphone-15"])
        #expect(doc.safeAreaInsets == Insets(top: 32, left: 59, bottom: 21, right: 59))
        // A vertical list does not scroll sideways: only top and bottom are adjusted.
        #expect(doc.adjustedContentInset == Insets(top: 32, left: 0, bottom: 21, right: 0))
        let first = try #require(doc.elements.first { $0.category == "cell" && $0.item == 0 })
        #expect(first.frame.x == 59 && first.frame.width == 852 - 118)
    }

    @Test func neverLeavesTheContentUnderTheBars() throws {
        let doc = try layout(["--items", "40", "--chrome", "nav", "--content-inset-adjustment", "never", "--offset", "0,100", "--device", "iphone-15"])
        #expect(doc.safeAreaInsets == Insets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(doc.adjustedContentInset == Insets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(doc.offset == .init(x: 0, y: 100))
    }

    /// A pinned header stays under the adjusted content inset: below the notch on the default
    /// iPhone 14 (47 pt), under the navigation bar with one (47 + 44), at the screen's top edge
    /// with `never`.
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
        let decode = { (extra: [String]) in try JSONDecoder().decode(Pinned.self, from: Data(try CLI.run(arguments + extra).stdout.utf8)) }
        let header = { (doc: Pinned) in doc.elements.first { $0.kind == "header" && $0.section == 0 }?.frame.y }
        #expect(header(try decode(["--content-inset-adjustment", "never"])) == 300)
        #expect(abs((header(try decode([])) ?? 0) - (300 + 47)) < 1e-3)
        #expect(abs((header(try decode(["--chrome", "nav"])) ?? 0) - (300 + 47 + 44)) < 1e-3)
    }

    /// Without any option the device is the iPhone 14 with its own safe area, as UIKit has it: a
    /// list taller than the screen starts under the notch.
    @Test func withoutOptionsTheDevicesSafeAreaApplies() throws {
        let doc = try layout(["--items", "40"])
        #expect(doc.safeAreaInsets == Insets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(doc.adjustedContentInset == Insets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(doc.offset == .init(x: 0, y: -47))
        // Each model its own: the Dynamic Island's 59, the 16 Pro's 62, the SE's status bar.
        for (device, top, bottom) in [("iphone-15", 59.0, 34.0), ("iphone-16-pro", 62, 34), ("iphone-se", 20, 0), ("ipad-mini-6", 24, 20)] {
            let model = try layout(["--items", "40", "--device", device])
            #expect(model.safeAreaInsets == Insets(top: top, left: 0, bottom: bottom, right: 0), "\(device)")
            #expect(model.offset == .init(x: 0, y: -top), "\(device)")
        }
    }

    /// `never` is the bare rectangle: the safe area is still reported, nothing is adjusted, the
    /// offset starts at 0 and the frames are those without insets.
    @Test func neverIsTheBareRectangle() throws {
        let never = try layout(["--items", "40", "--content-inset-adjustment", "never"])
        #expect(never.safeAreaInsets == Insets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(never.adjustedContentInset == Insets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(never.offset == .init(x: 0, y: 0))
        let viewport = try layout(["--items", "40", "--viewport", "390x844"])
        #expect(viewport.safeAreaInsets == Insets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(never.elements.map(\.frame.y) == viewport.elements.map(\.frame.y))
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
