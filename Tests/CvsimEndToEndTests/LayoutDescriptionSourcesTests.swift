import CollectionFiles
import CollectionLayout
import SwiftLayoutSource
import Testing

@testable import cvsim

/// The command line, a layout file and a Swift source decode into one `LayoutDescription`: the
/// same layout written three ways is the same description and lays out the same frames; a value
/// is accepted or refused alike by the command line and a layout file.
@Suite struct LayoutDescriptionSourcesTests {
    static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

    static func frames(_ description: LayoutDescription) throws -> [String] {
        let layout = description.makeLayout(bounds: bounds)
        try layout.prepare(StaticDataSource(counts: [7, 3], hint: SizeHint(width: 90, height: 70)))
        return layout.allLayoutAttributes().map { "\($0.category) \($0.kind?.rawValue ?? "-") \($0.indexPath) \($0.frame)" }.sorted()
    }

    static func fromFile(_ json: String) throws -> LayoutDescription {
        try LayoutFile.decode(Array(json.utf8), name: "f.json")
    }

    @Test func aFlowLayoutReadsTheSameFromTheCommandLineAFileAndSwift() throws {
        let cli = try LayoutOptions.parse([
            "--layout", "flow", "--item-size", "100x60", "--line-spacing", "4", "--interitem-spacing", "2",
            "--section-inset", "8,10,8,10", "--header-height", "30", "--footer-height", "12", "--pin-headers",
        ]).description()
        let file = try Self.fromFile(#"""
            {"layout": "flow", "itemSize": {"width": 100, "height": 60}, "lineSpacing": 4, "interitemSpacing": 2,
             "sectionInset": {"top": 8, "left": 10, "bottom": 8, "right": 10}, "headerHeight": 30, "footerHeight": 12, "pinHeaders": true}
            """#)
        let swift = try SwiftLayoutSource.parse(Array("""
            import UIKit
            func makeLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 60)
                layout.minimumLineSpacing = 4
                layout.minimumInteritemSpacing = 2
                layout.sectionInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
                layout.headerReferenceSize = CGSize(width: 0, height: 30)
                layout.footerReferenceSize = CGSize(width: 0, height: 12)
                layout.sectionHeadersPinToVisibleBounds = true
                return layout
            }
            """.utf8), name: "Flow.swift").evaluate(device: LayoutEnvironment(containerSize: Self.bounds.size))
        let fromSwift = try #require(swift.staticDescription)
        #expect(cli == file)
        #expect(try Self.frames(cli) == Self.frames(file))
        // UIKit's flow layout gives every cell its itemSize: the file that says so.
        let uniform = try Self.fromFile(#"{"layout": "flow", "uniformItemSize": true, "itemSize": {"width": 100, "height": 60}, "lineSpacing": 4, "interitemSpacing": 2, "sectionInset": {"top": 8, "left": 10, "bottom": 8, "right": 10}, "headerHeight": 30, "footerHeight": 12, "pinHeaders": true}"#)
        #expect(fromSwift == uniform)
        guard case .flow(var options) = fromSwift else { Issue.record("not a flow layout"); return }
        options.uniformItemSize = false
        #expect(LayoutDescription.flow(options) == file)
        #expect(try Self.frames(fromSwift) == Self.frames(uniform))
        #expect(try Self.frames(fromSwift) != Self.frames(file), "the data's 90×70 hints size cvsim's own flow file, not UIKit's")
        // And `convert` writes the description back as the file's JSON.
        #expect(try Self.fromFile(fromSwift.encodedJSON()) == uniform)
    }

    @Test(arguments: [
        (["--layout", "waterfall", "--columns", "3", "--section-spacing", "6", "--section-backgrounds", "--self-sizing"],
         #"{"layout": "waterfall", "columns": 3, "sectionSpacing": 6, "sectionBackground": true, "selfSizing": true}"#),
        (["--layout", "mosaic", "--header-height", "24", "--section-inset", "1,2,3,4", "--columns", "5"],
         #"{"layout": "mosaic", "headerHeight": 24, "sectionInset": {"top": 1, "left": 2, "bottom": 3, "right": 4}, "columns": 5}"#),
        (["--layout", "horizontal", "--item-size", "40x30", "--interitem-spacing", "3", "--footer-height", "9"],
         #"{"layout": "horizontal", "itemSize": {"width": 40, "height": 30}, "interitemSpacing": 3, "footerHeight": 9}"#),
        (["--layout", "flow", "--scroll-direction", "horizontal", "--header-height", "20"],
         #"{"layout": "flow", "scrollDirection": "horizontal", "headerHeight": 20}"#),
    ])
    func theCommandLineAndAFileGiveTheSameDescription(arguments: [String], json: String) throws {
        let cli = try LayoutOptions.parse(arguments).description()
        let file = try Self.fromFile(json)
        #expect(cli == file)
        #expect(try Self.frames(cli) == Self.frames(file))
    }

    /// Each option's range is the layouts' own (`OptionLimits`): a value at either edge is taken
    /// by the command line, a layout file and the options' check alike; one past it is refused
    /// by all three.
    @Test(arguments: [
        ("--columns", "columns", "1", true), ("--columns", "columns", "1000", true),
        ("--columns", "columns", "0", false), ("--columns", "columns", "1001", false),
        ("--line-spacing", "lineSpacing", "0", true), ("--line-spacing", "lineSpacing", "10000000", true),
        ("--line-spacing", "lineSpacing", "-1", false), ("--line-spacing", "lineSpacing", "10000001", false),
        ("--header-height", "headerHeight", "10000000", true), ("--header-height", "headerHeight", "10000000.5", false),
    ])
    func theCommandLineAndAFileTakeTheSameRange(option: String, key: String, value: String, taken: Bool) throws {
        let cli = Result { try LayoutOptions.parse([option, value]).description() }
        let file = Result { try Self.fromFile(#"{"layout": "waterfall", "\#(key)": \#(value)}"#) }
        #expect(((try? cli.get()) != nil) == taken, "\(option) \(value)")
        #expect(((try? file.get()) != nil) == taken, "\(key) \(value)")
        if let description = try? file.get() { #expect(throws: Never.self) { try description.validate() } }
    }

    @Test(arguments: [
        ("--item-size", "0.001x0.001", #"{"width": 0.001, "height": 0.001}"#, true),
        ("--item-size", "0.0009x5", #"{"width": 0.0009, "height": 5}"#, false),
        ("--item-size", "10000000x5", #"{"width": 10000000, "height": 5}"#, true),
        ("--item-size", "10000001x5", #"{"width": 10000001, "height": 5}"#, false),
    ])
    func itemSizesTakeTheSameRange(option: String, value: String, json: String, taken: Bool) throws {
        let cli = Result { try LayoutOptions.parse(["--layout", "flow", option, value]).description() }
        let file = Result { try Self.fromFile(#"{"layout": "flow", "itemSize": \#(json)}"#) }
        #expect(((try? cli.get()) != nil) == taken, "\(value)")
        #expect(((try? file.get()) != nil) == taken, "\(json)")
    }
}
