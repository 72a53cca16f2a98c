import Foundation
import Testing

/// `cvsim` without a terminal, and with bad options: one line on stderr, exit status 2.
@Suite struct CommandLineTests {
    @Test func runWithoutATerminalExitsWithStatus2() throws {
        let binary = try EndToEnd.binary()
        let result = try runProgram(binary, [])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "cvsim: error: cvsim run needs a terminal: standard input and output must be a terminal (not a pipe or a file)\n"
        )
    }

    @Test(arguments: [
        (["--columns", "0"], "cvsim: error: --columns must be a whole number between 1 and 1000, not 0"),
        // Negative numbers are parsed, and the message says the range.
        (["--columns", "-3"], "cvsim: error: --columns must be a whole number between 1 and 1000, not -3"),
        (["--line-spacing", "-1"], "cvsim: error: --line-spacing must be a number between 0 and 10000000, not -1"),
        (["--latency-ms", "-5"], "cvsim: error: --latency-ms must be a whole number between 0 and 60000, not -5"),
        (["--page-size", "-1"], "cvsim: error: --page-size must be a whole number between 1 and 10000, not -1"),
        (["--fail-rate", "1.5"], "cvsim: error: --fail-rate must be a number between 0 and 1, not 1.5"),
        (["--feed-size", "-2"], "cvsim: error: --feed-size must be a whole number between 0 and 10000000, not -2"),
        (["--feed-size", "5", "--items", "3"], "cvsim: error: --fail-rate and --feed-size apply to the generated feed, not to --data, --items, --db or --feed"),
        // The same validation as `cvsim layout`, before the screen is touched.
        (["--viewport", "1x1"], "cvsim: error: a width of 1.0 pt leaves no room for 2 columns with these insets and spacing"),
        // Anything but a regular file is refused before reading (a device reads forever, a FIFO blocks).
        (["--data", "/dev/zero"], "cvsim: error: /dev/zero: is a device; expected a regular file"),
        (["--data", "/dev/urandom"], "cvsim: error: /dev/urandom: is a device; expected a regular file"),
        (["--data", "/tmp"], "cvsim: error: /tmp: is a directory; expected a regular file"),
        (["--columns", "two"], "cvsim: error: --columns must be a whole number between 1 and 1000, not 'two'"),
        (["--layout", "grid"], "cvsim: error: unknown layout 'grid': use one of waterfall, flow, mosaic, horizontal"),
        (["--viewport", "0x800"], "cvsim: error: --viewport must be greater than 0, not 0"),
        (["--item-size", "50"], "cvsim: error: --item-size takes WxH (such as 390x844), not '50'"),
        (["--item-size", "1e-300x5"], "cvsim: error: --item-size must be at least 0.001 pt, not 1e-300"),
        (["--section-inset", "1,2,3"], "cvsim: error: --section-inset takes T,L,B,R, not '1,2,3'"),
        (["--line-spacing", "nan"], "cvsim: error: --line-spacing must be a number between 0 and 10000000, not nan"),
        (["--header-height=-4"], "cvsim: error: --header-height must be a number between 0 and 10000000, not -4"),
        (["--latency-ms=-1"], "cvsim: error: --latency-ms must be a whole number between 0 and 60000, not -1"),
        (["--data", "/nonexistent/feed.json"], "cvsim: error: /nonexistent/feed.json: no such file"),
        (
            ["--device", "nokia"],
            "cvsim: error: unknown device 'nokia'; choose one of iphone-se, iphone-13-mini, iphone-14, iphone-15, iphone-15-pro-max, iphone-16-pro, ipad-10, ipad-air-11, ipad-pro-13, ipad-mini-6 (or iphone, iphone-mini, iphone-pro-max, ipad, ipad-mini)"
        ),
        (["--bogus"], "cvsim: error: Unknown option '--bogus' (see 'cvsim help')"),
        (["--items", "10,x"], "cvsim: error: --items takes counts of 0 to 1000000000 separated by commas (at most 1000), not '10,x'"),
        (["--items", "1000000001"], "cvsim: error: --items takes counts of 0 to 1000000000 separated by commas (at most 1000), not '1000000001'"),
        (["--items", "5", "--data", "/etc/hostname"], "cvsim: error: --data and --items cannot be used together"),
    ])
    func badOptionPrintsOneLineAndExitsWithStatus2(arguments: [String], message: String) throws {
        let binary = try EndToEnd.binary()
        let result = try runProgram(binary, ["run"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
    }

    @Test func malformedDataFileIsReportedBeforeTheTerminalIsNeeded() throws {
        let binary = try EndToEnd.binary()
        let path = NSTemporaryDirectory() + "/cvsim-bad-\(UUID().uuidString).json"
        try #"{"sections":[{"title":"A","items":[{"id":"a1","#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try runProgram(binary, ["run", "--data", path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cvsim: error: "))
        #expect(result.stderr.contains(path) || result.stderr.contains("line"), "names the file or the place: \(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
    }

    @Test func helpListsTheLayoutOptions() throws {
        let binary = try EndToEnd.binary()
        let result = try runProgram(binary, ["run", "--help"])
        #expect(result.status == 0)
        for option in [
            "--data", "--layout", "--device", "--viewport", "--columns", "--item-size", "--line-spacing",
            "--interitem-spacing", "--section-spacing", "--section-inset", "--header-height", "--footer-height",
            "--scroll-direction", "--pin-headers", "--section-backgrounds", "--seed", "--latency-ms", "--ascii",
            "--items", "--page-size", "--fail-rate", "--feed-size", "--orientation", "--compare", "--tolerance",
        ] {
            #expect(result.stdout.contains(option), "\(option) missing from help")
        }
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let binary = try EndToEnd.binary()
        let path = NSTemporaryDirectory() + "/cvsim-fifo-\(UUID().uuidString)"
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let result = try runProgram(binary, ["run", "--data", path])
        #expect(result.status == 2)
        #expect(result.stderr == "cvsim: error: \(path): is a FIFO; expected a regular file\n")
    }

    @Test func benchChecksTheJSONPathFirst() throws {
        let binary = try EndToEnd.binary()
        let clock = ContinuousClock()
        let start = clock.now
        let result = try runProgram(binary, ["bench", "--quick", "--json", "/nonexistent-dir/out.json"])
        #expect(result.status == 2)
        #expect(result.stderr == "cvsim: error: cannot write --json '/nonexistent-dir/out.json': No such file or directory\n")
        #expect(result.stdout == "", "nothing was measured")
        #expect(clock.now - start < .seconds(5))
    }
}
