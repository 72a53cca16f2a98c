import CollectionLayout
import Foundation
import Testing

@testable import cvsim

/// Every numeric option reads alike: a negative number is a value (never "Missing value"), and
/// anything out of range — negative, too large, not a number — is one line naming the range,
/// exit status 2, before the terminal is needed.
@Suite struct NumericOptionTests {
    /// The numeric options of `run` and `layout`: command, option, a value out of range below,
    /// one above, and the message's range.
    static let options: [(command: String, option: String, low: String?, high: String, range: String)] = [
        ("run", "--columns", "-3", "1001", "a whole number between 1 and 1000"),
        ("run", "--line-spacing", "-1", "1e300", "a number between 0 and 10000000"),
        ("run", "--interitem-spacing", "-0.5", "10000001", "a number between 0 and 10000000"),
        ("run", "--section-spacing", "-2", "1e9", "a number between 0 and 10000000"),
        ("run", "--header-height", "-4", "2e7", "a number between 0 and 10000000"),
        ("run", "--footer-height", "-4", "2e7", "a number between 0 and 10000000"),
        ("run", "--seed", "-1", "2147483648", "a whole number between 0 and 2147483647"),
        ("run", "--latency-ms", "-5", "60001", "a whole number between 0 and 60000"),
        ("run", "--page-size", "-1", "10001", "a whole number between 1 and 10000"),
        ("run", "--fail-rate", "-0.1", "1.5", "a number between 0 and 1"),
        ("run", "--feed-size", "-2", "10000001", "a whole number between 0 and 10000000"),
        ("layout", "--columns", "-3", "1001", "a whole number between 1 and 1000"),
        ("layout", "--line-spacing", "-1", "1e300", "a number between 0 and 10000000"),
        ("layout", "--header-height", "-4", "2e7", "a number between 0 and 10000000"),
        ("layout", "--seed", "-1", "2147483648", "a whole number between 0 and 2147483647"),
    ]

    @Test(arguments: options.indices)
    func outOfRangeValuesAreOneLineWithTheRange(index: Int) throws {
        let o = Self.options[index]
        var cases = [(o.high, o.high), ("x", "'x'")]
        if let low = o.low { cases += [(low, low)] }
        for (value, shown) in cases {
            for arguments in [[o.option, value], ["\(o.option)=\(value)"]] {
                let result = try CLI.run([o.command] + arguments)
                #expect(result.status == 2, "\(o.command) \(arguments)")
                #expect(result.stderr == "cvsim: error: \(o.option) must be \(o.range), not \(shown)\n", "\(o.command) \(arguments)")
                #expect(result.stdout.isEmpty)
            }
        }
    }

    /// The options that take several numbers in one value read a leading minus as a value too.
    @Test(arguments: [
        (["run", "--items", "-5"], "--items takes counts of 0 to 1000000000 separated by commas (at most 1000), not '-5'"),
        (["layout", "--items", "-5"], "--items takes counts of 0 or more such as 20 or 8,9,10, not '-5'"),
        (["run", "--viewport", "-300x300"], "--viewport must be greater than 0, not -300"),
        (["run", "--item-size", "-5x5"], "--item-size must be greater than 0, not -5"),
        (["run", "--section-inset", "-1,0,0,0"], "--section-inset must be between 0 and 10000000, not -1"),
        (["layout", "--rect", "-10,0,-1,5"], "--rect width and height must be 0 or more, not '-10,0,-1,5'"),
    ])
    func listsWithALeadingMinusAreValues(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == "cvsim: error: \(message)\n")
    }

    @Test func aNegativeOffsetIsAValue() throws {
        let result = try CLI.run(["layout", "--items", "1", "--offset", "-10,-20"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""offset":{"x":-10,"y":-20}"#))
    }

    @Test func aDeviceAndAViewportTogetherAreRefused() throws {
        let result = try CLI.run(["run", "--device", "ipad", "--viewport", "300x300"])
        #expect(result.status == 2)
        #expect(result.stderr == "cvsim: error: --device and --viewport cannot be used together: --viewport sets the device's size; give one of them\n")
        // Either alone is taken (and then only the missing terminal stops the run).
        for arguments in [["--device", "ipad"], ["--viewport", "300x300"]] {
            let alone = try CLI.run(["run"] + arguments)
            #expect(alone.stderr.contains("needs a terminal"), "\(arguments): \(alone.stderr)")
        }
    }

    /// The help states each default once, with the range: no "(default 1). (default: 1)".
    @Test func helpStatesEachDefaultOnce() throws {
        let help = try CLI.run(["run", "--help"]).stdout
        #expect(!help.contains(". (default: "), "\(help)")
        let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("Seed of the generated items' sizes, titles and colours (0 to 2147483647, default 1)."))
        #expect(flat.contains("Simulated latency of each page of the generated feed, in ms (0 to 60000, default 300)."))
        #expect(flat.contains("Waterfall columns per section (1 to 1000, default 2)."))
    }

    @Test func versionPrintsTheVersion() throws {
        for command in [["--version"], ["run", "--version"]] {
            let result = try CLI.run(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stdout == "\(CVSim.version)\n", "\(command)")
        }
    }
}

/// `cvsim layout`'s numbers: the shortest decimal that reads back as the stored value.
@Suite struct JSONNumberTests {
    @Test(arguments: [
        (143.1999969482422, "143.2"), (Double(Float(33.3)), "33.3"), (4739.200000000001, "4739.200000000001"),
        (1083.3333333333335, "1083.3333333333335"), (8, "8"), (-10, "-10"), (0.5, "0.5"), (1e20, "1e+20"),
        (Double.nan, "null"), (Double.infinity, "null"),
    ])
    func printsTheShortestDecimal(value: Double, text: String) {
        #expect(JSON.number(value) == text)
    }

    /// Seeded values: a `Float`'s text reads back as that `Float` (Swift's shortest description
    /// of it, whole numbers aside), a `Double`'s as that `Double`.
    @Test func everyValueRoundTripsInItsOwnPrecision() {
        var rng = SplitMix64(seed: 18)
        for _ in 0..<20_000 {
            let single = Float(bitPattern: UInt32.random(in: 0...UInt32.max, using: &rng))
            let double = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &rng))
            guard single.isFinite, double.isFinite else { continue }
            let s = JSON.number(Double(single))
            #expect(Float(s) == single, "\(single) → \(s)")
            if single != single.rounded() { #expect(s == "\(single)") }
            let d = JSON.number(double)
            #expect(Double(d) == double || Float(exactly: double).map { Float(d) == $0 } == true, "\(double) → \(d)")
        }
    }
}
