import Foundation
import Testing

/// `cvsim render`: golden SVGs of every resource layout file, byte for byte, and the command's
/// options and refusals as a user meets them.
@Suite struct RenderCommandTests {
    static let root = String(#filePath.split(separator: "/").dropLast(3).map { "/" + $0 }.joined())
    static let layouts = root + "/Resources/layouts"
    static let datasets = root + "/Resources/datasets"
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/render")

    /// Every file in Resources/layouts, so that a new one needs its golden picture.
    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: layouts)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// Compares the output with `Snapshots/render/<name>.svg`; `RECORD_SNAPSHOTS=1` writes it (and fails).
    static func expectGolden(_ svg: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = snapshots.appendingPathComponent("\(name).svg")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: file)
            Issue.record("Recorded render/\(name).svg; run again without RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        if expected != svg {
            let a = expected.split(separator: "\n"), b = svg.split(separator: "\n")
            let row = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            Issue.record(
                "render/\(name).svg differs at line \(row + 1): expected \(row < a.count ? a[row] : "(end)"), got \(row < b.count ? b[row] : "(end)")",
                sourceLocation: sourceLocation)
        }
    }

    @Test func everyResourceFileIsInTheList() {
        #expect(Self.files.count >= 15)
    }

    @Test(arguments: files)
    func theWholeOfEachResourceFileDrawsAsRecorded(name: String) throws {
        let result = try CLI.run(["render", "--layout-file", "\(Self.layouts)/\(name).json", "--items", "9,7,5", "--whole"])
        #expect(result.status == 0, "\(name): \(result.stderr)")
        #expect(result.stderr.isEmpty)
        try Self.expectGolden(result.stdout, name)
    }

    /// Screens at an offset: pinned headers where they pin, a built-in layout turned sideways.
    @Test(arguments: [
        ("screen-pinned-header", ["--layout-file", "\(layouts)/section-headers-footers.json", "--items", "5,4", "--offset", "0,200"]),
        ("screen-waterfall-pinned", ["--layout-file", "\(layouts)/waterfall-sections.json", "--items", "12,8", "--offset", "0,600"]),
        ("screen-flow-landscape", [
            "--layout", "flow", "--items", "20", "--item-size", "120x80", "--header-height", "30", "--section-backgrounds",
            "--orientation", "landscape", "--device", "iphone-se",
        ]),
        ("whole-orthogonal-scrolled", ["--layout-file", "\(layouts)/orthogonal-sections.json", "--items", "9,7,5", "--whole", "--orthogonal-offset", "0:400,2:200"]),
        ("screen-orthogonal-scrolled", ["--layout-file", "\(layouts)/orthogonal-behaviors.json", "--items", "8,8", "--orthogonal-offset", "1:250"]),
        ("screen-orthogonal-ax3", ["--layout-file", "\(layouts)/orthogonal-behaviors.json", "--items", "6", "--content-size-category", "AX3"]),
        ("screen-bars-expanded", barsArguments),
        ("screen-bars-collapsed", barsArguments + ["--offset", "0,200"]),
        ("screen-bars-se-nav", ["--layout-file", "\(layouts)/list.json", "--items", "12", "--chrome", "nav", "--title", "Inbox", "--device", "iphone-se"]),
        ("screen-bars-landscape", ["--layout-file", "\(layouts)/list.json", "--items", "12", "--chrome", "nav,tab", "--device", "iphone-15", "--orientation", "landscape"]),
    ])
    func screensDrawAsRecorded(name: String, arguments: [String]) throws {
        let result = try CLI.run(["render"] + arguments)
        #expect(result.status == 0, "\(name): \(result.stderr)")
        try Self.expectGolden(result.stdout, name)
    }

    static let barsArguments = [
        "--layout-file", "\(layouts)/settings-list.json", "--data", "\(datasets)/settings.json", "--chrome", "large-title,tab", "--title", "Settings",
        "--device", "iphone-15",
    ]

    /// The bars as the viewer draws them, in points: on an iPhone 15 at rest the top bar covers
    /// the island's 59 pt and the 96-pt bar with its large title (at offset −155: y −155 to 0),
    /// the tab bar its 49 pt over the 34-pt home indicator; scrolled, the bar is 59 + 44 with the
    /// title centred and a hairline under it; an iPhone SE has a 20-pt status bar and neither an
    /// island nor a home indicator; a device without insets (a bare `--viewport`) draws no chrome.
    @Test func theBarsDrawAsTheViewerDoes() throws {
        let rest = try CLI.run(["render"] + Self.barsArguments).stdout
        #expect(rest.contains(#"<g class="chrome"><rect class="bar" x="0" y="-155" width="393" height="155"/><text class="lt" x="16" y="-12">Settings</text>"#))
        #expect(rest.contains(#"<rect class="hw" x="134" y="-144" width="125" height="37" rx="18.5"/>"#), "the island, 11 pt down, centred")
        #expect(rest.contains(#"<rect class="bar" x="0" y="614" width="393" height="83"/><rect class="hair" x="0" y="614" width="393" height="0.5"/>"#))
        #expect(rest.contains(#"<text class="tab tab1" x="65.5" y="656">Home</text>"#))
        #expect(rest.contains(#"<rect class="hw" x="129.5" y="684" width="134" height="5" rx="2.5"/>"#), "the home indicator 8 pt above the bottom")
        let scrolled = try CLI.run(["render"] + Self.barsArguments + ["--offset", "0,200"]).stdout
        #expect(scrolled.contains(#"<rect class="bar" x="0" y="200" width="393" height="103"/><text class="nt" x="196.5" y="287">Settings</text><rect class="hair" x="0" y="302.5" width="393" height="0.5"/>"#))
        let se = try CLI.run(["render", "--layout-file", "\(Self.layouts)/list.json", "--items", "12", "--chrome", "nav", "--title", "Inbox", "--device", "iphone-se"]).stdout
        #expect(se.contains(#"<rect class="bar" x="0" y="-64" width="375" height="64"/><text class="nt" x="187.5" y="-16">Inbox</text>"#))
        #expect(!se.contains(#"rx="18.5""#) && !se.contains(#"height="5" rx="2.5""#))
        let notch = try CLI.run(["render", "--layout-file", "\(Self.layouts)/list.json", "--items", "12"]).stdout
        #expect(notch.contains(#"<rect class="hw" x="114" y="-20" width="162" height="50" rx="20"/>"#), "iPhone 14: the notch, its top corners off screen (short content rests at 0)")
        let bare = try CLI.run(["render", "--layout-file", "\(Self.layouts)/list.json", "--items", "12", "--viewport", "390x844"]).stdout
        #expect(!bare.contains("chrome"))
    }

    /// The pictures the README and the user guide show are what cvsim draws now.
    @Test(arguments: [
        ("orthogonal-sections", ["--layout-file", "\(layouts)/orthogonal-sections.json", "--items", "9,7,5", "--whole"]),
        ("section-headers-footers-pinned", ["--layout-file", "\(layouts)/section-headers-footers.json", "--items", "5,4", "--offset", "0,200"]),
    ])
    func theDocumentationsPicturesAreCurrent(name: String, arguments: [String]) throws {
        let result = try CLI.run(["render"] + arguments)
        let file = try String(contentsOfFile: "\(Self.root)/docs/images/\(name).svg", encoding: .utf8)
        #expect(result.stdout == file, "docs/images/\(name).svg is out of date: cvsim render \(arguments.joined(separator: " ")) -o docs/images/\(name).svg")
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let arguments = ["render", "--layout", "waterfall", "--items", "300", "--seed", "4", "--whole"]
        let first = try CLI.run(arguments), second = try CLI.run(arguments)
        #expect(first.status == 0)
        #expect(first.stdoutBytes == second.stdoutBytes)
        #expect(first.stdout.contains("<rect class=\"cell\""))
    }

    @Test func outputGoesToTheFileNamed() throws {
        let path = try CLI.temporaryFile("render-out.svg", contents: "")
        let result = try CLI.run(["render", "--layout", "mosaic", "--items", "10", "--output", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == (try CLI.run(["render", "--layout", "mosaic", "--items", "10"])).stdout)
        #expect(written.contains("<title>mosaic · iphone-14 · portrait · 390×844 pt · offset 0,0 · text L</title>"))
    }

    @Test func landscapeTurnsTheDevice() throws {
        let result = try CLI.run(["render", "--layout", "flow", "--items", "4", "--orientation", "landscape"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("iphone-14 · landscape · 844×390 pt"))
        #expect(result.stdout.contains("<clipPath id=\"screen\"><rect x=\"0\" y=\"0\" width=\"844\" height=\"390\""))
    }

    @Test func wholeIsCappedWithAClearMessage() throws {
        let result = try CLI.run(["render", "--layout", "flow", "--items", "20000", "--whole"])
        #expect(result.status == 2)
        // Generated items carry heights of 50-199 pt: 20 000 of them are far taller than the cap.
        #expect(result.stderr.hasPrefix("cvsim: error: the whole content is 390×"))
        #expect(
            result.stderr.hasSuffix(
                " pt; --whole draws at most 100000 pt each way: draw a screen at a time with --offset X,Y, or fewer --items\n"))
        #expect(result.stdout.isEmpty)
        // A screen of the same content draws.
        let screen = try CLI.run(["render", "--layout", "flow", "--items", "20000", "--offset", "0,150000"])
        #expect(screen.status == 0)
        #expect(screen.stdout.contains("offset 0,150000"))
    }

    @Test func pngComesFromRsvgConvert() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") else { return }
        let path = try CLI.temporaryFile("render-out.png", contents: "")
        let result = try CLI.run(["render", "--layout-file", "\(Self.layouts)/grid.json", "--items", "12", "--png", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test(arguments: [
        (["--png"], [:], "--png needs --output FILE.png (a PNG is not text for the terminal)"),
        (["--png", "-o", "/tmp/cvsim-never.png"], ["PATH": "/nonexistent"],
         "--png needs rsvg-convert, which is not on the PATH: install it (Debian, Ubuntu: apt-get install librsvg2-bin; macOS: brew install librsvg), or leave out --png for SVG"),
        (["--orientation", "sideways"], [:], "--orientation must be portrait or landscape, not 'sideways'"),
        (["--device", "nokia"], [:], "unknown device 'nokia'; choose one of iphone-se, iphone-13-mini, iphone-14, iphone-15, iphone-15-pro-max, iphone-16-pro, ipad-10, ipad-air-11, ipad-pro-13, ipad-mini-6 (or iphone, iphone-mini, iphone-pro-max, ipad, ipad-mini)"),
        (["--offset", "1"], [:], "--offset takes X,Y, not '1'"),
        (["--output", "/nonexistent-dir/x.svg"], [:], "cannot write '/nonexistent-dir/x.svg': "),
        (["--orthogonal-offset", "0:10"], [:], "--orthogonal-offset: section 0 does not scroll sideways (orthogonalScrollingBehavior in a layout file)"),
        (["--orthogonal-offset", "0=10"], [:], "--orthogonal-offset takes SECTION:OFFSET pairs such as 0:300 or 0:300,2:120, not '0=10'"),
        (["--layout-file", "\(layouts)/orthogonal-sections.json", "--orthogonal-offset", "0:5000"], [:], "--orthogonal-offset: section 0 scrolls 0 to 0 pt, not 5000"),
    ] as [([String], [String: String], String)])
    func badOptionsAreOneLineAndExitTwo(arguments: [String], environment: [String: String], message: String) throws {
        let result = try CLI.run(["render", "--items", "3"] + arguments, environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cvsim: error: \(message)"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(result.stdout.isEmpty)
    }
}
