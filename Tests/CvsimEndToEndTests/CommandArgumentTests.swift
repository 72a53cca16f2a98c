import CollectionLayout
import CollectionView
import Foundation
import TerminalCore
import Testing

@testable import cvsim

/// The commands' text options (sizes, points, rectangles, counts, names, key scripts) are typed
/// values checked as they are parsed: a bad one is one line in the option's words and exit status
/// 2 before anything runs, and a good one reads back as the value typed.
@Suite struct CommandArgumentTests {
    static let devices = Device.presets.map(\.name).joined(separator: ", ") + " (or " + Device.aliases.map(\.alias).joined(separator: ", ") + ")"
    static let behaviors = ContentInsetAdjustmentBehavior.allCases.map(\.rawValue).joined(separator: ", ")

    /// Every converted option with a bad value, and the one line it prints.
    static let badValues: [(arguments: [String], message: String)] = [
        (["layout", "--viewport", "abc"], "--viewport takes WxH (such as 390x844), not 'abc'"),
        (["layout", "--viewport", "0x5"], "--viewport must be greater than 0, not 0"),
        (["layout", "--offset", "1"], "--offset takes X,Y, not '1'"),
        (["layout", "--offset", "1,inf"], "--offset must be finite numbers, not '1,inf'"),
        (["layout", "--items", "3,x"], "--items takes counts of 0 or more such as 20 or 8,9,10, not '3,x'"),
        (["layout", "--items", "10000001"], "--items asks for more than 10000000 items"),
        (["run", "--items", "10,x"], "--items takes counts of 0 to 1000000000 separated by commas (at most 1000), not '10,x'"),
        (["layout", "--rect", "1,2,3"], "--rect takes X,Y,W,H, not '1,2,3'"),
        (["layout", "--rect", "0,0,-1,5"], "--rect width and height must be 0 or more, not '0,0,-1,5'"),
        (["layout", "--format", "xml"], "--format must be json or dump, not 'xml'"),
        (["run", "--headless", "--size", "80by24"], "--size must be COLSxROWS with each from 1 to 1000, e.g. 100x40, not '80by24'"),
        (["run", "--headless", "--size", "0x24"], "--size must be COLSxROWS with each from 1 to 1000, e.g. 100x40, not '0x24'"),
        (["layout", "--device", "toaster"], "unknown device 'toaster'; choose one of \(devices)"),
        (["run", "--device", "toaster"], "unknown device 'toaster'; choose one of \(devices)"),
        (["layout", "--orientation", "sideways"], "--orientation must be portrait or landscape, not 'sideways'"),
        (["run", "--orientation", "sideways"], "--orientation must be portrait or landscape, not 'sideways'"),
        (["layout", "--chrome", "toolbar"], "--chrome takes none, nav, large-title, tab or a combination such as nav,tab, not 'toolbar'"),
        (["layout", "--content-inset-adjustment", "sometimes"], "--content-inset-adjustment must be \(behaviors), not 'sometimes'"),
        (["render", "--orthogonal-offset", "0-300"], "--orthogonal-offset takes SECTION:OFFSET pairs such as 0:300 or 0:300,2:120, not '0-300'"),
        (["convert", "in.swift", "-", "--to", "xml"], "--to must be json or swift, not 'xml'"),
        (["convert", "in.swift", "-", "--to", "json", "--device", "toaster"], "unknown device 'toaster'; choose one of \(devices)"),
        (["convert", "in.swift", "-", "--to", "json", "--viewport", "1x"], "--viewport takes WxH (such as 390x844), not '1x'"),
        (["convert", "in.swift", "-", "--to", "json", "--sections", "0"], "--sections must be a whole number between 1 and 10000, not 0"),
        (["convert", "in.swift", "-", "--to", "json", "--sections", "-1"], "--sections must be a whole number between 1 and 10000, not -1"),
        // Before any file is read: the value is the first thing wrong.
        (["render", "--data", "/nonexistent/data.json", "--orthogonal-offset", "0-300"], "--orthogonal-offset takes SECTION:OFFSET pairs such as 0:300 or 0:300,2:120, not '0-300'"),
        (["convert", "/nonexistent/in.json", "out.swift", "--viewport", "1x"], "--viewport takes WxH (such as 390x844), not '1x'"),
        (
            ["convert", "in.swift", "-", "--to", "json", "--content-size-category", "huge"],
            "unknown --content-size-category 'huge': use one of xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5 or UIKit's names (extraSmall … accessibilityExtraExtraExtraLarge)"
        ),
    ]

    /// Before anything runs: no terminal is asked for, no file is read, nothing is printed.
    @Test(arguments: badValues.indices)
    func aBadValueIsOneLineAndExitStatus2(index: Int) throws {
        let (arguments, message) = Self.badValues[index]
        let result = try CLI.run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stderr == "cvsim: error: \(message)\n", "\(arguments)")
        #expect(result.stdout.isEmpty, "\(arguments)")
    }

    @Test func aBadKeyScriptIsItsOwnMessage() throws {
        let expected: String
        do {
            _ = try KeyScript.parse("Down,Bogus")
            Issue.record("Bogus is no key")
            return
        } catch {
            expected = error.description
        }
        let result = try CLI.run(["run", "--headless", "--keys", "Down,Bogus"])
        #expect(result.status == 2)
        #expect(result.stderr == "cvsim: error: \(expected)\n")
    }

    @Test func theLayoutCommandsValuesReadBack() throws {
        let command = try LayoutCommand.parse([
            "--viewport", "300x500", "--offset", "-10,20.5", "--items", "3,0,4", "--rect", "0,10,100,50", "--format", "DUMP",
        ])
        #expect(try command.setup.options.viewport?.value == Size(width: 300, height: 500))
        #expect(try command.setup.offset?.value == Point(x: -10, y: 20.5))
        #expect(try command.setup.items?.value == [3, 0, 4])
        #expect(try command.rect?.value == Rect(x: 0, y: 10, width: 100, height: 50))
        #expect(try command.dumps())
        #expect(try LayoutCommand.parse([]).dumps() == false)
        #expect(try LayoutCommand.parse(["--format", "json"]).dumps() == false)
    }

    @Test func theDeviceOptionsReadBack() throws {
        let options = try LayoutCommand.parse([
            "--device", "ipad", "--orientation", "Landscape", "--chrome", "nav,tab", "--content-inset-adjustment", "NEVER",
        ]).setup.deviceOptions
        let ipad = try Device.named("ipad")
        let device = try options.resolved(viewport: nil)
        #expect(device.name == ipad.name)
        #expect(device.size == Size(width: max(ipad.size.width, ipad.size.height), height: min(ipad.size.width, ipad.size.height)))
        let screen = try options.screen()
        #expect(screen.bars == BarChrome(parsing: "nav,tab"))
        #expect(screen.behavior == .never)
        let portrait = try LayoutCommand.parse(["--viewport", "800x400", "--orientation", "portrait"]).setup
        let turned = try portrait.deviceOptions.resolved(viewport: portrait.options.viewport)
        #expect(turned.size == Size(width: 400, height: 800))
        #expect(turned.name == "800x400")
    }

    @Test func theRunCommandsValuesReadBack() throws {
        let command = try RunCommand.parse(["--headless", "--size", "80X24", "--keys", "Down*2,wait:300", "--items", "5,6"])
        #expect(try command.output.terminalSize() == TerminalSize(width: 80, height: 24))
        #expect(try command.output.script() == KeyScript.parse("Down*2,wait:300"))
        #expect(try command.itemCounts() == [5, 6])
        let plain = try RunCommand.parse([])
        #expect(try plain.output.terminalSize() == SessionOutputOptions.defaultSize)
        #expect(try plain.output.script().isEmpty)
        #expect(try plain.itemCounts() == nil)
    }

    @Test func theRenderAndConvertValuesReadBack() throws {
        let render = try RenderCommand.parse(["--orthogonal-offset", "0:300,2:-1.5"])
        let pairs = try #require(try render.orthogonalOffset?.value)
        #expect(pairs.map(\.section) == [0, 2])
        #expect(pairs.map(\.offset) == [300, -1.5])
        let convert = try ConvertCommand.parse([
            "in.swift", "-", "--to", "Swift", "--device", "ipad", "--viewport", "320x480", "--content-size-category", "AX1", "--sections", "3",
        ])
        #expect(try convert.to?.value == "swift")
        #expect(try convert.device?.value == Device.named("ipad"))
        #expect(try convert.viewport?.value == Size(width: 320, height: 480))
        #expect(try convert.contentSizeCategory?.value == ContentSizeCategory(named: "AX1"))
        #expect(try Numbers.Sections.value(convert.sections) == 3)
    }

    /// The options keep their names, value names and stated defaults in `--help`.
    @Test func theHelpStillStatesTheDefaults() throws {
        let layout = try CLI.run(["layout", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for text in [
            "--viewport <WxH> The visible bounds in points, WxH (default: the --device's size, 390x844 for the default iPhone 14).",
            "--offset <X,Y> Content offset", "--items <N[,N...]> Generated items per section (default 30;",
            "--rect <X,Y,W,H>", "--format <FORMAT> json (the default)", "--orientation <orientation> The device's orientation: portrait or landscape (default portrait).",
        ] {
            #expect(layout.contains(text), "\(text)")
        }
        let run = try CLI.run(["run", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(run.contains("--size <COLSxROWS> With --headless: the terminal's size (default 100x40)."))
    }
}
