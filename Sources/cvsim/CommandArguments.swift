import ArgumentParser
import SwiftLayoutSource
import CollectionLayout
import CollectionModel
import CollectionView
import TerminalCore

// The values of the commands' other options (`Parsed`, ParsedArgument.swift). Like the layout
// options' values (LayoutArguments.swift) each rule says what is wrong in the option's own words;
// every command's `validate()` reads the values, so a bad one is one line and exit status 2
// before anything runs.

/// `--offset X,Y`: a content offset in points (negative ones too), both coordinates finite.
typealias PointText = Parsed<PointRule>
enum PointRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> Point {
        let v = try Parse.numbers(text, count: 2, option: "--offset", format: "X,Y")
        return Point(x: v[0], y: v[1])
    }
}

/// `--rect X,Y,W,H`: a rectangle in points, its width and height 0 or more.
typealias RectText = Parsed<RectRule>
enum RectRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> Rect {
        let v = try Parse.numbers(text, count: 4, option: "--rect", format: "X,Y,W,H")
        guard v[2] >= 0, v[3] >= 0 else { throw UsageError("--rect width and height must be 0 or more, not '\(text)'") }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}

/// `--items N[,N…]` of the headless commands: the counts a layout lays out completely, each 0
/// or more, at most 10 000 000 in all.
typealias LaidOutCounts = Parsed<LaidOutCountsRule>
enum LaidOutCountsRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> [Int] {
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
}

/// `--items N[,N…]` of the viewer: each 0...`perSection` (what the lazy model holds in O(1)), at
/// most 1 000 sections and `total` items in all (the layouts lay out lazily and jump far at
/// estimated positions).
typealias ViewerCounts = Parsed<ViewerCountsRule>
enum ViewerCountsRule: ArgumentRule {
    /// The most generated items per section the model takes.
    static let perSection = 1_000_000_000
    /// The most items the viewer opens: the layouts' maximum (`LayoutLimits`), more than
    /// `--items` can ask for (1 000 sections of `perSection`).
    static let total = LayoutLimits.maximumItemCount

    static func parse(_ text: String) throws(UsageError) -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 1000, parts.allSatisfy({ $0 != nil && (0...perSection).contains($0!) })
        else {
            throw UsageError("--items takes counts of 0 to \(perSection) separated by commas (at most 1000), not '\(text)'")
        }
        let counts = parts.map { $0! }
        guard counts.reduce(0, +) <= total else {
            throw UsageError("--items \(text): the layouts hold at most \(total) items")
        }
        return counts
    }
}

/// `--size COLSxROWS`: a headless terminal, each side 1 to 1000 cells.
typealias TerminalSizeText = Parsed<TerminalSizeRule>
enum TerminalSizeRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> TerminalSize {
        guard let (w, h) = Parse.pair(text, { Int($0) }), (1...1000).contains(w), (1...1000).contains(h) else {
            throw UsageError("--size must be COLSxROWS with each from 1 to 1000, e.g. 100x40, not '\(text)'")
        }
        return TerminalSize(width: w, height: h)
    }
}

/// A terminal's size in cells.
struct TerminalSize: Sendable, Equatable {
    var width: Int
    var height: Int
}

/// `--keys`: the keys a headless run plays, in the viewer's names (`KeyScript`).
typealias KeysText = Parsed<KeysRule>
enum KeysRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> [ScriptStep] {
        do { return try KeyScript.parse(text) } catch { throw UsageError(error.description) }
    }
}

/// `--define`: `NAME=VALUE`, a value for a name a Swift layout file uses and gives none.
typealias DefineText = Parsed<DefineRule>
enum DefineRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> SwiftDefinitions.Definition {
        do { return try SwiftDefinitions.definition(text) } catch { throw UsageError("--define \(error.description)") }
    }

    /// The values of every `--define`, in order.
    ///
    /// - Throws: `UsageError`: a bad one, or a name given twice.
    static func definitions(_ texts: [DefineText]) throws(UsageError) -> SwiftDefinitions {
        var all: [SwiftDefinitions.Definition] = []
        for text in texts { all.append(try text.value) }
        do { return try SwiftDefinitions(all) } catch { throw UsageError("--define \(error.description)") }
    }
}

/// `--device`: one of the models or their aliases (`Device.named`), case aside.
typealias DeviceName = Parsed<DeviceRule>
enum DeviceRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> Device {
        do { return try Device.named(text) } catch { throw UsageError(error.description) }
    }
}

/// `--orientation`: portrait or landscape; the value says whether the longer side goes across.
typealias OrientationName = Parsed<OrientationRule>
enum OrientationRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> Bool {
        switch text.lowercased() {
        case "portrait": return false
        case "landscape": return true
        default: throw UsageError("--orientation must be portrait or landscape, not '\(text)'")
        }
    }
}

/// `--chrome`: the bars over the screen, such as nav,tab.
typealias BarsText = Parsed<BarsRule>
enum BarsRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> BarChrome {
        guard let bars = BarChrome(parsing: text) else {
            throw UsageError("--chrome takes \(BarChrome.names.joined(separator: ", ")) or a combination such as nav,tab, not '\(text)'")
        }
        return bars
    }
}

/// `--content-inset-adjustment`: UIKit's `contentInsetAdjustmentBehavior`, case aside.
typealias BehaviorName = Parsed<BehaviorRule>
enum BehaviorRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> ContentInsetAdjustmentBehavior {
        let all = ContentInsetAdjustmentBehavior.allCases
        guard let behavior = all.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            throw UsageError("--content-inset-adjustment must be \(all.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
        }
        return behavior
    }
}

/// An output format's rule: `option` takes one of `names`, case aside.
protocol FormatRule: ArgumentRule where Value == String {
    static var option: String { get }
    static var names: [String] { get }
}

extension FormatRule {
    /// - Throws: `UsageError` "OPTION must be A or B, not 'TEXT'".
    static func parse(_ text: String) throws(UsageError) -> String {
        let name = text.lowercased()
        guard names.contains(name) else {
            throw UsageError("\(option) must be \(names.dropLast().joined(separator: ", ")) or \(names.last!), not '\(text)'")
        }
        return name
    }
}

/// `layout --format`: json or dump.
enum LayoutFormat: FormatRule {
    static let option = "--format"
    static let names = ["json", "dump"]
}

/// `snapshots --format`: text or json.
enum SnapshotsFormat: FormatRule {
    static let option = "--format"
    static let names = ["text", "json"]
}

/// `convert --to`: json or swift.
enum ConvertFormat: FormatRule {
    static let option = "--to"
    static let names = ["json", "swift"]
}

/// `--orthogonal-offset S:X[,S:X…]`: how far sections that scroll sideways are scrolled, in the
/// order given (a later one for the same section wins).
typealias OrthogonalOffsetsText = Parsed<OrthogonalOffsetsRule>
enum OrthogonalOffsetsRule: ArgumentRule {
    static func parse(_ text: String) throws(UsageError) -> [OrthogonalOffset] {
        var pairs: [OrthogonalOffset] = []
        for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let section = Int(parts[0]), section >= 0, let x = Double(parts[1]), x.isFinite else {
                throw UsageError("--orthogonal-offset takes SECTION:OFFSET pairs such as 0:300 or 0:300,2:120, not '\(text)'")
            }
            pairs.append(OrthogonalOffset(section: section, offset: x))
        }
        return pairs
    }
}

/// How far one section that scrolls sideways is scrolled.
struct OrthogonalOffset: Sendable {
    var section: Int
    var offset: Double

    /// `S:X`, as typed.
    var text: String { "\(section):\(JSON.number(offset))" }
}
