import Foundation
import Testing

/// `cvsim diff` and `cvsim layout --format dump`: hand-made dumps written from UIKit's documented
/// behaviour (matching, and with known moves), cvsim's own dumps diffed to zero, and bad inputs.
@Suite struct DiffCommandTests {
    static let dumps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Dumps").path
    static let layouts = RenderCommandTests.layouts

    static func diff(_ dump: String, _ arguments: [String]) throws -> CLI.Result {
        try CLI.run(["diff", dump.hasPrefix("/") ? dump : "\(dumps)/\(dump)"] + arguments)
    }

    // MARK: - Hand-made dumps (UIKit)

    /// A flow layout of full-width 100-pt items under a 40-pt header, 10 pt between lines, on an
    /// iPhone 15 whose safe area insets the content by 59 and 34 (so the bounds start at y = -59).
    /// Items without sizes of their own (generated items carry heights), so that every item is
    /// `--item-size`.
    static let flow = ["--layout", "flow", "--data", "\(dumps)/items-4-unsized.json", "--item-size", "390x100", "--header-height", "40"]
    static let flowHeader = """
        dump:   UIKit UICollectionViewFlowLayout, bounds 0,-59 390×844
                device: model iPhone15,4, name iPhone 15, system iOS 17.5, screenWidth 390, screenHeight 844, scale 3
                traits: preferredContentSizeCategory UICTContentSizeCategoryL, horizontalSizeClass compact, verticalSizeClass regular, displayScale 3
        cvsim:  flow, bounds 0,-59 390×844, the dump's 390x844, text L
        rect:   0,0 390×470, tolerance 0.5 pt


        """

    @Test func aUIKitFlowDumpMatches() throws {
        let result = try Self.diff("uikit-flow-header.json", Self.flow)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == Self.flowHeader + "all 5 elements match within 0.5 pt\n")
    }

    @Test func aSectionInsetMovesEveryCellByItsTop() throws {
        let result = try Self.diff("uikit-flow-header.json", Self.flow + ["--section-inset", "8,0,0,0"])
        #expect(result.status == 1)
        #expect(
            result.stdout == Self.flowHeader + """
                content size: dump 390×470, cvsim 390×478
                       element      dump x,y w×h   cvsim x,y w×h  off by
                -----  -----------  -------------  -------------  ------
                moved  cell [0, 0]  0,40 390×100   0,48 390×100   Δy +8
                moved  cell [0, 1]  0,150 390×100  0,158 390×100  Δy +8
                moved  cell [0, 2]  0,260 390×100  0,268 390×100  Δy +8
                moved  cell [0, 3]  0,370 390×100  0,378 390×100  Δy +8

                4 of 5 elements differ beyond 0.5 pt: 4 moved (at most 8 pt), the content size

                """)
    }

    @Test func aMissingHeaderAndAnExtraItemAreListed() throws {
        let result = try Self.diff("uikit-flow-header.json", ["--layout", "flow", "--data", "\(Self.dumps)/items-5-unsized.json", "--item-size", "390x100"])
        #expect(result.status == 1)
        let rows = result.stdout.split(separator: "\n").map(String.init)
        #expect(rows.contains("moved    cell [0, 0]    0,40 390×100   0,0 390×100    Δy -40"))
        #expect(rows.contains("missing  header [0, 0]  0,0 390×40     —"))
        #expect(rows.contains("extra    cell [0, 4]    —              0,440 390×100"))
        #expect(rows.last == "6 of 6 elements differ beyond 0.5 pt: 4 moved (at most 40 pt), 1 missing, 1 extra, the content size")
    }

    /// Apple's grid (items a fifth of the width, square rows) on a landscape iPad mini: the dump
    /// names its device ("iPad mini (6th generation)"), so cvsim lays out on that model, its
    /// safe area and all, held as the dump's bounds are.
    @Test func aUIKitGridOnALandscapeIPadMatches() throws {
        let result = try Self.diff("uikit-grid-ipad-landscape.json", ["--layout-file", "\(Self.layouts)/grid.json", "--items", "7"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("cvsim:  compositional, bounds 0,-24 1133×744, ipad-mini-6, text L\n"))
        #expect(result.stdout.hasSuffix("all 7 elements match within 0.5 pt\n"))
    }

    @Test func itemContentInsetsMoveEveryEdge() throws {
        let result = try Self.diff("uikit-grid-ipad-landscape-inset-items.json", ["--layout-file", "\(Self.layouts)/grid.json", "--items", "7"])
        #expect(result.status == 1)
        let rows = result.stdout.split(separator: "\n").map(String.init)
        #expect(rows.contains("moved  cell [0, 1]  231.6,5 216.6×216.6      226.6,0 226.6×226.6      Δx -5 Δy -5 Δw +10 Δh +10"))
        #expect(rows.filter { $0.hasPrefix("moved ") }.count == 7)
        #expect(rows.last == "7 of 7 elements differ beyond 0.5 pt: 7 moved (at most 10 pt)")
        // The layout file with the insets matches it.
        let inset = try CLI.temporaryFile("grid-inset-items.json", contents: """
            {"layout": "compositional", "sections": [{"group": {"group": "horizontal",
             "size": {"width": {"fractionalWidth": 1.0}, "height": {"fractionalWidth": 0.2}},
             "subitems": [{"size": {"width": {"fractionalWidth": 0.2}, "height": {"fractionalHeight": 1.0}},
                           "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}]}}]}
            """)
        #expect(try Self.diff("uikit-grid-ipad-landscape-inset-items.json", ["--layout-file", inset, "--items", "7"]).status == 0)
    }

    @Test func theToleranceDecidesWhatMatches() throws {
        // cvsim keeps cross-axis edges as Float (226.6 is 226.600006…): a difference within single
        // precision counts as none, even at tolerance 0.
        let exact = try Self.diff("uikit-grid-ipad-landscape.json", ["--layout-file", "\(Self.layouts)/grid.json", "--items", "7", "--tolerance", "0"])
        #expect(exact.status == 0, "\(exact.stdout)")
        #expect(exact.stdout.hasSuffix("all 7 elements match within 0 pt\n"))
        // Items inset by 5 on each side: 10 pt off in width, so 9.5 is not enough and 10.5 is.
        let tight = try Self.diff("uikit-grid-ipad-landscape-inset-items.json", ["--layout-file", "\(Self.layouts)/grid.json", "--items", "7", "--tolerance", "9.5"])
        #expect(tight.status == 1)
        let loose = try Self.diff("uikit-grid-ipad-landscape-inset-items.json", ["--layout-file", "\(Self.layouts)/grid.json", "--items", "7", "--tolerance", "10.5"])
        #expect(loose.status == 0)
    }

    // MARK: - cvsim's own dumps

    static let ownCases: [[String]] = RenderCommandTests.files.map { ["--layout-file", "\(layouts)/\($0).json", "--items", "9,7,5"] } + [
        ["--layout", "waterfall", "--items", "40,30", "--header-height", "30", "--footer-height", "20", "--section-backgrounds", "--pin-headers", "--offset", "0,900"],
        ["--layout", "flow", "--items", "25", "--item-size", "90x60", "--scroll-direction", "horizontal", "--orientation", "landscape"],
        ["--layout", "mosaic", "--items", "50", "--device", "ipad"],
        ["--layout", "horizontal", "--items", "10,10,10", "--device", "iphone-se"],
        ["--layout-file", "\(layouts)/self-sizing-list.json", "--items", "20", "--content-size-category", "AX2"],
    ]

    @Test(arguments: ownCases)
    func cvsimsOwnDumpDiffsToZero(arguments: [String]) throws {
        let dumped = try CLI.run(["layout", "--format", "dump"] + arguments)
        #expect(dumped.status == 0, "\(dumped.stderr)")
        let path = try CLI.temporaryFile("own-\(abs(arguments.joined().hashValue)).json", contents: dumped.stdout)
        // The dump's device, offset and text size are taken from it: only the layout and data are given again.
        let layoutAndData = Self.withoutDeviceOptions(arguments)
        let result = try Self.diff(path, layoutAndData)
        #expect(result.status == 0, "\(arguments): \(result.stdout)")
        #expect(result.stdout.hasSuffix("pt\n") && result.stdout.contains("elements match within 0.5 pt"))
        #expect(try Self.diff(path, layoutAndData + ["--tolerance", "0"]).status == 0, "the same numbers exactly")
    }

    static func withoutDeviceOptions(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var skip = false
        for argument in arguments {
            if skip { skip = false; continue }
            if ["--offset", "--orientation", "--device", "--content-size-category"].contains(argument) { skip = true; continue }
            result.append(argument)
        }
        return result
    }

    @Test func twoVersionsOfALayoutDiffer() throws {
        let old = try CLI.run(["layout", "--format", "dump", "--layout", "waterfall", "--items", "6", "--line-spacing", "10"])
        let path = try CLI.temporaryFile("waterfall-old.json", contents: old.stdout)
        let result = try Self.diff(path, ["--layout", "waterfall", "--items", "6", "--line-spacing", "14"])
        #expect(result.status == 1)
        let rows = result.stdout.split(separator: "\n").map(String.init)
        // The first item of each column stays; the ones below move down 4 pt per item above them.
        #expect(!rows.contains { $0.contains("cell [0, 0]") || $0.contains("cell [0, 1]") })
        #expect(rows.contains { $0.hasPrefix("moved  cell [0, 2]") && $0.hasSuffix("Δy +4") })
        #expect(rows.last?.hasPrefix("4 of 6 elements differ beyond 0.5 pt: 4 moved (at most 8 pt)") == true)
    }

    @Test func theDumpsTextSizeIsUsed() throws {
        let dumped = try CLI.run(["layout", "--format", "dump", "--layout-file", "\(Self.layouts)/self-sizing-list.json", "--items", "12", "--content-size-category", "AX2"])
        #expect(dumped.stdout.contains("\"traits\":{\"preferredContentSizeCategory\":\"UICTContentSizeCategoryAccessibilityL\"}"))
        let path = try CLI.temporaryFile("ax2.json", contents: dumped.stdout)
        #expect(try Self.diff(path, ["--layout-file", "\(Self.layouts)/self-sizing-list.json", "--items", "12"]).status == 0)
        let large = try Self.diff(path, ["--layout-file", "\(Self.layouts)/self-sizing-list.json", "--items", "12", "--content-size-category", "L"])
        #expect(large.status == 1)
        #expect(large.stdout.contains("text L"))
    }

    // MARK: - The dump format

    @Test func layoutWritesTheDumpShape() throws {
        let result = try CLI.run(["layout", "--format", "dump", "--layout", "flow", "--data", "\(Self.dumps)/items-2-unsized.json", "--item-size", "100x40", "--header-height", "20", "--offset", "0,5"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {"format":"cvsim-layout-dump","version":1,"source":"cvsim","layout":"flow",
                "device":{"name":"iphone-14","model":"iPhone 14","orientation":"portrait","screenWidth":"390","screenHeight":"844","scale":"3"},
                "traits":{"preferredContentSizeCategory":"UICTContentSizeCategoryL"},
                "bounds":{"x":0,"y":5,"width":390,"height":844},
                "contentSize":{"width":390,"height":60},
                "safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0},
                "adjustedContentInset":{"top":0,"left":0,"bottom":0,"right":0},
                "rect":{"x":0,"y":0,"width":390,"height":60},
                "elements":[
                {"category":"cell","kind":null,"section":0,"item":0,"frame":{"x":0,"y":20,"width":100,"height":40},"zIndex":0},
                {"category":"supplementary","kind":"header","section":0,"item":0,"frame":{"x":0,"y":0,"width":390,"height":20},"zIndex":10},
                {"category":"cell","kind":null,"section":0,"item":1,"frame":{"x":145,"y":20,"width":100,"height":40},"zIndex":0}
                ]}

                """)
    }

    /// cvsim's own dump of a landscape iPhone 15 with bars, compared in `diff`: the dump names its
    /// model, so the diff lays out on it, safe area and all, and every frame matches; the same dump
    /// compared on the bare rectangle does not (the notch's 59 pt moves the list's rows).
    @Test func aDumpCarriesItsSafeArea() throws {
        let setup = ["--layout-file", "\(Self.layouts)/list.json", "--items", "30"]
        let dumped = try CLI.run(["layout", "--format", "dump", "--device", "iphone-15", "--orientation", "landscape", "--chrome", "nav"] + setup)
        #expect(dumped.stdout.contains("\"safeAreaInsets\":{\"top\":32,\"left\":59,\"bottom\":21,\"right\":59}"))
        #expect(dumped.stdout.contains("\"adjustedContentInset\":{\"top\":32,\"left\":0,\"bottom\":21,\"right\":0}"))
        let path = try CLI.temporaryFile("landscape-15.json", contents: dumped.stdout)
        let same = try Self.diff(path, setup + ["--chrome", "nav"])
        #expect(same.status == 0, "\(same.stdout)")
        #expect(same.stdout.contains("iphone-15"))
        let bare = try Self.diff(path, setup + ["--viewport", "852x393", "--chrome", "nav"])
        #expect(bare.status == 1)
    }

    // MARK: - Bad inputs

    static let layoutJSON = #"{"layout":"flow","bounds":{"width":390,"height":844},"offset":{"x":0,"y":0},"contentSize":{"width":390,"height":0},"elements":[]}"#
    static func dump(elements: String, extra: String = "") -> String {
        #"{"format":"cvsim-layout-dump","version":1,"bounds":{"x":0,"y":0,"width":390,"height":844},"contentSize":{"width":390,"height":100},"#
            + extra + #""elements":[\#(elements)]}"#
    }
    static let cell = #"{"category":"cell","kind":null,"section":0,"item":0,"frame":{"x":0,"y":0,"width":50,"height":50}}"#

    @Test(arguments: [
        ("not.json", "{\"format\": ", "truncated JSON at line 1, column 12: "),
        ("text.json", "hello", "not JSON at line 1, column 1: "),
        ("layout.json", layoutJSON, "a layout's JSON, not a dump (write one with `cvsim layout --format dump`): expected \"format\": \"cvsim-layout-dump\" (docs/device-dump.md)"),
        ("array.json", "[1, 2]", "not a layout dump: expected an object with \"format\": \"cvsim-layout-dump\" (docs/device-dump.md)"),
        ("v2.json", #"{"format":"cvsim-layout-dump","version":2}"#, "version: this cvsim reads version 1 dumps"),
        ("noframe.json", dump(elements: #"{"category":"cell","section":0,"item":0}"#), "elements[0].frame: expected an object"),
        ("badwidth.json", dump(elements: #"{"category":"cell","section":0,"item":0,"frame":{"x":0,"y":0,"width":-5,"height":1}}"#), "elements[0].frame.width: expected 0 or more, not -5"),
        ("twice.json", dump(elements: cell + "," + cell), "elements[1]: a second cell [0, 0]"),
        ("nokind.json", dump(elements: #"{"category":"decoration","section":0,"item":0,"frame":{"x":0,"y":0,"width":5,"height":5}}"#), "elements[0].kind: a decoration needs its element kind"),
        ("category.json", dump(elements: #"{"category":"view","section":0,"item":0,"frame":{"x":0,"y":0,"width":5,"height":5}}"#), "elements[0].category: expected \"cell\", \"supplementary\" or \"decoration\""),
        ("section.json", dump(elements: #"{"category":"cell","section":1.5,"item":0,"frame":{"x":0,"y":0,"width":5,"height":5}}"#), "elements[0].section: expected a whole number, 0 or more"),
        ("flag.json", dump(elements: #"{"category":"cell","section":true,"item":0,"frame":{"x":0,"y":0,"width":5,"height":5}}"#), "elements[0].section: expected a whole number, 0 or more"),
        ("nobounds.json", #"{"format":"cvsim-layout-dump","version":1,"elements":[]}"#, "bounds: expected an object"),
        ("traits.json", dump(elements: "", extra: #""traits":{"a":[1]},"#), "traits.a: expected a string, number or boolean"),
    ])
    func aBadDumpIsOneLineAndExitsTwo(name: String, contents: String, message: String) throws {
        let path = try CLI.temporaryFile(name, contents: contents)
        let result = try Self.diff(path, ["--layout", "flow", "--items", "1"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cvsim: error: \(path): \(message)"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func aMissingOrUnreadableDumpIsOneLine() throws {
        let missing = try Self.diff("/nonexistent/dump.json", [])
        #expect(missing.status == 2)
        #expect(missing.stderr == "cvsim: error: cannot read the dump: /nonexistent/dump.json: no such file\n")
        let directory = try Self.diff(NSTemporaryDirectory(), [])
        #expect(directory.status == 2)
        #expect(directory.stderr.hasPrefix("cvsim: error: cannot read the dump: "))
    }

    @Test(arguments: [
        (["diff"], "Missing expected argument '<DUMP.json>'"),
        (["diff", "x.json", "--tolerance", "-1"], "--tolerance must be a number of points, 0 or more, not -1"),
        (["layout", "--format", "xml"], "--format must be json or dump, not 'xml'"),
        (["run", "--tolerance", "1"], "--tolerance goes with --compare"),
    ])
    func badOptionsAreOneLineAndExitTwo(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cvsim: error: \(message)"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func theViewerRefusesABadDumpBeforeTheScreenStarts() throws {
        let path = try CLI.temporaryFile("viewer-bad.json", contents: Self.layoutJSON)
        let result = try CLI.run(["run", "--items", "3", "--compare", path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cvsim: error: \(path): a layout's JSON, not a dump"))
    }
}
