import Foundation
import Testing

@Suite struct LayoutCommandTests {
    struct Element: Decodable, Hashable {
        struct Frame: Decodable, Hashable { var x, y, width, height: Double }
        var category: String
        var kind: String?
        var section: Int
        var item: Int
        var frame: Frame
        var zIndex: Int
    }

    struct Document: Decodable {
        struct Size: Decodable { var width, height: Double }
        var layout: String
        var bounds: Size
        var contentSize: Size
        var elements: [Element]
    }

    func layout(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Document {
        let result = try CLI.run(["layout"] + arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        return try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
    }

    @Test func waterfallPrintsEveryElementAsJSON() throws {
        let doc = try layout(["--layout", "waterfall", "--items", "3", "--viewport", "200x400", "--columns", "2", "--line-spacing", "10", "--interitem-spacing", "10"])
        #expect(doc.layout == "waterfall")
        #expect(doc.bounds.width == 200 && doc.bounds.height == 400)
        let cells = doc.elements.filter { $0.category == "cell" }.sorted { $0.item < $1.item }
        #expect(cells.count == 3)
        // Column width (200 − 10) / 2 = 95; the third item goes under the shorter column.
        #expect(cells.map(\.frame.width) == [95, 95, 95])
        #expect(cells[0].frame.x == 0 && cells[1].frame.x == 105)
        let tallest = cells.map { $0.frame.y + $0.frame.height }.max()!
        #expect(doc.contentSize.height == tallest)
    }

    @Test func rectPrintsOnlyTheQueriedElements() throws {
        let all = try layout(["--items", "200", "--seed", "7", "--header-height", "30", "--footer-height", "20"])
        let rect = (x: 0.0, y: 1000.0, w: 390.0, h: 300.0)
        let some = try layout(["--items", "200", "--seed", "7", "--header-height", "30", "--footer-height", "20", "--rect", "0,1000,390,300"])
        let expected = all.elements.filter { e in
            e.frame.x < rect.x + rect.w && rect.x < e.frame.x + e.frame.width && e.frame.y < rect.y + rect.h && rect.y < e.frame.y + e.frame.height
        }
        #expect(Set(some.elements) == Set(expected))
        #expect(!expected.isEmpty && expected.count < all.elements.count)
    }

    @Test func offsetMovesPinnedHeaders() throws {
        let doc = try layout(["--items", "40,40", "--header-height", "30", "--pin-headers", "--offset", "0,500"])
        let header = try #require(doc.elements.first { $0.kind == "header" && $0.section == 0 })
        // Below the adjusted content inset: the default iPhone 14's 47 pt under its notch.
        #expect(header.frame.y == 500 + 47)
        #expect(header.zIndex > 0)
    }

    @Test(arguments: [
        (["--columns", "0"], "--columns must be a whole number between 1 and 1000"),
        (["--layout", "grid"], "unknown layout 'grid'"),
        (["--viewport", "0x844"], "--viewport must be greater than 0"),
        (["--viewport", "390"], "--viewport takes WxH"),
        (["--line-spacing", "nan"], "--line-spacing must be a number between 0 and 10000000, not nan"),
        (["--line-spacing=-4"], "--line-spacing must be a number between 0 and 10000000, not -4"),
        (["--header-height", "1e300"], "--header-height must be a number between 0 and 10000000, not 1e300"),
        (["--item-size", "50x-1"], "--item-size must be greater than 0"),
        (["--section-inset", "1,2,3"], "--section-inset takes T,L,B,R"),
        (["--items", "3,x"], "--items takes counts"),
        (["--items", "9223372036854775807,9223372036854775807"], "--items asks for more than 10000000 items"),
        (["--scroll-direction", "diagonal"], "--scroll-direction must be vertical or horizontal"),
        (["--rect", "0,0,-1,5"], "--rect width and height must be 0 or more"),
        (["--nonsense"], "Unknown option '--nonsense'"),
        (["--layout", "horizontal", "--viewport", "390x40", "--header-height", "20"], "cannot hold one 50-pt item"),
        (["--viewport", "1e9x844"], "--viewport of 1000000000 is too large"),
        (["--data", "/nonexistent/cvsim.json"], "/nonexistent/cvsim.json"),
    ] as [([String], String)])
    func badInputIsOneLineAndStatus2(arguments: [String], message: String) throws {
        let result = try CLI.run(["layout"] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    }

    @Test(arguments: [
        ("{\"sections\":[{\"items\":[{\"id\":\"a\"", "truncated JSON"),
        ("{\"sections\":[{\"items\":[{\"id\":\"a\",}]}]}", "malformed JSON"),
        ("{\"sections\":[{\"items\":[{\"id\":\"a\",\"height\":-3}]}]}", "\"height\" must be a number from 0.001 to 100000"),
        ("{\"sections\":[{\"items\":[{\"id\":\"a\"},{\"id\":\"a\"}]}]}", "item 1: duplicate id \"a\""),
        ("{\"sections\":[{\"items\":[{\"title\":\"no id\"}]}]}", "item 0: missing \"id\""),
    ])
    func badDatasetIsOneLineAndStatus2(json: String, message: String) throws {
        let path = try CLI.temporaryFile("bad-\(abs(json.hashValue)).json", contents: json)
        let result = try CLI.run(["layout", "--data", path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("cvsim: error: ") && result.stderr.contains(message), "stderr: \(result.stderr)")
    }
}
