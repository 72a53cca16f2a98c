import ArgumentParser
import CollectionLayout
import CollectionModel
import CollectionView
import TerminalCore

// The values of the commands' other text options as typed. Like the layout options' values
// (LayoutArguments.swift) each takes any text and says what is wrong with it in the option's own
// words; every command's `validate()` asks, so a bad value is one line and exit status 2 before
// anything runs, and the command reads the checked value from the same type.

/// `--offset X,Y`: a content offset in points (negative ones too).
struct PointText: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    /// The point, both coordinates finite.
    func point(option: String) throws -> Point {
        let v = try Parse.numbers(text, count: 2, option: option, format: "X,Y")
        return Point(x: v[0], y: v[1])
    }
}

/// `--rect X,Y,W,H`: a rectangle in points, its width and height 0 or more.
struct RectText: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    func rect(option: String) throws -> Rect {
        let v = try Parse.numbers(text, count: 4, option: option, format: "X,Y,W,H")
        guard v[2] >= 0, v[3] >= 0 else { throw UsageError("\(option) width and height must be 0 or more, not '\(text)'") }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}

/// `--items N[,N…]`: generated items per section.
struct ItemCountsText: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    /// The counts a headless layout lays out completely: each 0 or more, at most 10 000 000 in all.
    func laidOutCounts() throws -> [Int] {
        var counts: [Int] = []
        var total = 0
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let n = Int(part), n >= 0 else { throw UsageError("--items takes counts of 0 or more such as 20 or 8,9,10, not '\(text)'") }
            counts.append(n)
            // Checked as it adds up, so that huge counts cannot overflow the sum.
            total += min(n, 10_000_001)
            guard total <= 10_000_000 else {
                throw UsageError("--items asks for more than 10000000 items")
            }
        }
        return counts
    }

    /// The counts the viewer opens: each 0...`perSection` (what the lazy model holds in O(1)),
    /// at most 1 000 sections and `total` items in all (the layouts lay out lazily and jump far
    /// at estimated positions).
    func viewerCounts(perSection: Int, total limit: Int) throws -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 1000, parts.allSatisfy({ $0 != nil && (0...perSection).contains($0!) })
        else {
            throw UsageError("--items takes counts of 0 to \(perSection) separated by commas (at most 1000), not '\(text)'")
        }
        let counts = parts.map { $0! }
        guard counts.reduce(0, +) <= limit else {
            throw UsageError("--items \(text): the layouts hold at most \(limit) items")
        }
        return counts
    }
}

/// `--size COLSxROWS`: a headless terminal, each side 1 to 1000 cells.
struct TerminalSizeText: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    func size() throws -> (width: Int, height: Int) {
        guard let (w, h) = Parse.pair(text, { Int($0) }), (1...1000).contains(w), (1...1000).contains(h) else {
            throw UsageError("--size must be COLSxROWS with each from 1 to 1000, e.g. 100x40, not '\(text)'")
        }
        return (w, h)
    }
}

/// `--keys`: the keys a headless run plays, in the viewer's names (`KeyScript`).
struct KeysText: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    func script() throws -> [ScriptStep] {
        do { return try KeyScript.parse(text) } catch { throw UsageError(error.description) }
    }
}

/// `--device`: one of the presets (`Device.presets`), case aside.
struct DeviceName: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    func device() throws -> Device {
        do { return try Device.named(text) } catch { throw UsageError(error.description) }
    }
}

/// `--orientation`: portrait or landscape.
struct OrientationName: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    /// Whether the longer side goes across.
    func isLandscape() throws -> Bool {
        switch text.lowercased() {
        case "portrait": return false
        case "landscape": return true
        default: throw UsageError("--orientation must be portrait or landscape, not '\(text)'")
        }
    }
}

/// `--chrome`: the bars over the screen, such as nav,tab.
struct BarsText: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    func bars() throws -> BarChrome {
        guard let bars = BarChrome(parsing: text) else {
            throw UsageError("--chrome takes \(BarChrome.names.joined(separator: ", ")) or a combination such as nav,tab, not '\(text)'")
        }
        return bars
    }
}

/// `--content-inset-adjustment`: UIKit's `contentInsetAdjustmentBehavior`, case aside.
struct BehaviorName: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    func behavior() throws -> ContentInsetAdjustmentBehavior {
        let all = ContentInsetAdjustmentBehavior.allCases
        guard let behavior = all.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            throw UsageError("--content-inset-adjustment must be \(all.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
        }
        return behavior
    }
}

/// A format named after `--format` (`layout`) or `--to` (`convert`), case aside.
struct FormatName: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    /// The format, one of `names`.
    ///
    /// - Throws: `UsageError` "OPTION must be A or B, not 'TEXT'".
    func format(option: String, among names: [String]) throws -> String {
        let name = text.lowercased()
        guard names.contains(name) else {
            throw UsageError("\(option) must be \(names.dropLast().joined(separator: ", ")) or \(names.last!), not '\(text)'")
        }
        return name
    }
}

/// `--orthogonal-offset S:X[,S:X…]`: how far sections that scroll sideways are scrolled.
struct OrthogonalOffsetsText: ExpressibleByArgument, Sendable {
    var text: String
    init(argument: String) { text = argument }

    /// The offset of each section named, in the order given (a later one for the same section wins).
    func pairs() throws -> [(section: Int, offset: Double)] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { pair in
            let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let section = Int(parts[0]), section >= 0, let x = Double(parts[1]), x.isFinite else {
                throw UsageError("--orthogonal-offset takes SECTION:OFFSET pairs such as 0:300 or 0:300,2:120, not '\(text)'")
            }
            return (section, x)
        }
    }
}
