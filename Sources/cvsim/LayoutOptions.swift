import ArgumentParser
import CollectionLayout

/// A bad command-line value: printed as one line on stderr, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The layout options shared by `cvsim layout` and `cvsim run`.
struct LayoutOptions: ParsableArguments {
    @Option(name: .long, help: "The layout: waterfall, flow, mosaic or horizontal (default waterfall).")
    var layout: LayoutName?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A layout file: JSON (docs/layout-files.md), a compositional layout or a built-in one with per-section options; or Swift (.swift, docs/swift-sources.md), your createLayout() evaluated; replaces --layout and the layout options.",
            valueName: "FILE"))
    var layoutFile: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The layout function, property or closure of a Swift --layout-file to show, when it has several.", valueName: "NAME"))
    var layoutFunction: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("The visible bounds in points, WxH (default: the --device's size, 390x844 for an iPhone 15).", valueName: "WxH"))
    var viewport: SizeText?

    @Option(name: .long, parsing: .unconditional, help: Numbers.columns.help("Waterfall columns per section", valueName: "N", defaultText: "2"))
    var columns: NumberText?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Item size when the data gives none, WxH (default 50x50).", valueName: "WxH"))
    var itemSize: SizeText?

    @Option(
        name: .long, parsing: .unconditional,
        help: Numbers.lineSpacing.help("Minimum gap between lines / items of a column", valueName: "P", defaultText: "10"))
    var lineSpacing: NumberText?

    @Option(
        name: .long, parsing: .unconditional,
        help: Numbers.interitemSpacing.help("Minimum gap between items of a line / between columns", valueName: "P", defaultText: "10"))
    var interitemSpacing: NumberText?

    @Option(name: .long, parsing: .unconditional, help: Numbers.sectionSpacing.help("Gap between sections", valueName: "P", defaultText: "0"))
    var sectionSpacing: NumberText?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Space around each section's items, top,left,bottom,right (default 0,0,0,0).", valueName: "T,L,B,R"))
    var sectionInset: InsetsText?

    @Option(name: .long, parsing: .unconditional, help: Numbers.headerHeight.help("Section header height; 0 for none", valueName: "P", defaultText: "0"))
    var headerHeight: NumberText?

    @Option(name: .long, parsing: .unconditional, help: Numbers.footerHeight.help("Section footer height; 0 for none", valueName: "P", defaultText: "0"))
    var footerHeight: NumberText?

    @Option(name: .long, help: "Flow layout scroll direction: vertical or horizontal (default vertical).")
    var scrollDirection: DirectionName?

    @Flag(name: .long, help: "Pin section headers to the top of the visible bounds (flow, waterfall).")
    var pinHeaders = false

    @Flag(name: .long, help: "Draw a background decoration behind each section (flow, waterfall).")
    var sectionBackgrounds = false

    // Self-sizing and Dynamic Type (docs/layouts.md "Self-sizing").
    @Flag(name: .long, help: "Cells take the height of their text (waterfall, vertical flow); sizes are estimates until measured. A layout file says it itself (\"selfSizing\", estimated heights).")
    var selfSizing = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Text size: extraSmall … extraExtraExtraLarge, accessibilityMedium … accessibilityExtraExtraExtraLarge, or xS S M L xL xxL xxxL AX1 … AX5 (default large).",
            valueName: "NAME"))
    var contentSizeCategory: CategoryName?

    /// The text size `--content-size-category` names (large by default).
    func category() throws -> ContentSizeCategory {
        try contentSizeCategory?.category() ?? .default
    }

    /// The layout kind named by `--layout` (waterfall by default).
    func kind() throws -> LayoutKind {
        try layout?.kind() ?? .waterfall
    }

    /// The viewport size, or `fallback` when `--viewport` is absent.
    func viewportSize(default fallback: Size = Size(width: 390, height: 844)) throws -> Size {
        try viewport?.size(option: "--viewport") ?? fallback
    }

    /// Checks every option as it is parsed, so a bad value is one line before anything runs.
    func validate() throws {
        _ = try description()
        _ = try viewportSize()
        _ = try category()
    }

    /// The layout these options describe (`--layout` with the options it uses), every value
    /// checked once, against `OptionLimits`.
    ///
    /// - Throws: `UsageError` naming the first bad option.
    func description() throws -> LayoutDescription {
        LayoutDescription(kind: try kind(), configuration: try configuration())
    }

    /// The values of every layout option, checked, as the built-in layouts keep them (the four
    /// layouts the viewer switches between are made from them).
    func configuration() throws -> LayoutConfiguration {
        var c = LayoutConfiguration()
        if let columns = try Numbers.columns.value(columns) { c.columns = columns }
        if let itemSize { c.itemSize = try itemSize.size(option: "--item-size") }
        if let value = try Numbers.lineSpacing.value(lineSpacing) { c.lineSpacing = value }
        if let value = try Numbers.interitemSpacing.value(interitemSpacing) { c.interitemSpacing = value }
        if let value = try Numbers.sectionSpacing.value(sectionSpacing) { c.sectionSpacing = value }
        if let value = try Numbers.headerHeight.value(headerHeight) { c.headerHeight = value }
        if let value = try Numbers.footerHeight.value(footerHeight) { c.footerHeight = value }
        if let sectionInset { c.sectionInset = try sectionInset.insets(option: "--section-inset") }
        if let scrollDirection { c.scrollDirection = try scrollDirection.direction() }
        c.pinHeaders = pinHeaders
        c.sectionBackgrounds = sectionBackgrounds
        if selfSizing {
            let name = (layout?.text ?? "waterfall").lowercased()
            guard name == "waterfall" || name == "flow" else {
                throw UsageError("--self-sizing works with the waterfall and flow layouts, not '\(name)'")
            }
            guard c.scrollDirection == .vertical else {
                throw UsageError("--self-sizing works with a vertical flow layout, not --scroll-direction horizontal")
            }
            c.selfSizing = true
        }
        return c
    }
}

extension LayoutOptions {
    /// Why `--pin-headers` pins nothing, or nil when there are headers to pin: the header height
    /// is 0 and no section of `data` asks for a header of its own.
    ///
    /// - Complexity: O(sections).
    func pinHeadersNote(_ configuration: LayoutConfiguration, data: any LayoutDataSource) -> String? {
        guard pinHeaders, configuration.headerHeight == 0 else { return nil }
        let sections = data.numberOfSections
        if (0..<sections).contains(where: { (data.headerHeight(inSection: $0) ?? 0) > 0 }) { return nil }
        return "--pin-headers: there are no section headers to pin (give --header-height P)"
    }
}

/// Parsing of the comma- and x-separated option values.
enum Parse {
    static let maximum = OptionLimits.maximumLength

    /// A finite length in `OptionLimits.length` (`positive`: in `OptionLimits.dimension`).
    static func length(_ value: Double, option: String, positive: Bool = false) throws -> Double {
        guard value.isFinite else { throw UsageError("\(option) must be a finite number, not \(value)") }
        if positive {
            guard value > 0 else { throw UsageError("\(option) must be greater than 0, not \(format(value))") }
            guard value >= OptionLimits.dimension.lowerBound else {
                throw UsageError("\(option) must be at least \(format(OptionLimits.dimension.lowerBound)) pt, not \(format(value))")
            }
        } else {
            guard value >= 0 else { throw UsageError("\(option) must be between 0 and 10000000, not \(format(value))") }
        }
        guard value <= maximum else { throw UsageError("\(option) of \(format(value)) is too large (at most 10000000)") }
        return value
    }

    /// `count` numbers separated by commas.
    static func numbers(_ text: String, count: Int, option: String, format: String) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.map { Double($0.trimmingCharacters(in: " ")) }
        guard parts.count == count, values.allSatisfy({ $0 != nil }) else {
            throw UsageError("\(option) takes \(format), not '\(text)'")
        }
        let numbers = values.map { $0! }
        for n in numbers where !n.isFinite { throw UsageError("\(option) must be finite numbers, not '\(text)'") }
        return numbers
    }

    /// `WxH` with both positive.
    static func size(_ text: String, option: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0].trimmingCharacters(in: " ")), let h = Double(parts[1].trimmingCharacters(in: " ")) else {
            throw UsageError("\(option) takes WxH (such as 390x844), not '\(text)'")
        }
        return Size(width: try length(w, option: option, positive: true), height: try length(h, option: option, positive: true))
    }

    static func format(_ value: Double) -> String { JSON.number(value) }
}

extension StringProtocol {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(self.drop(while: { $0 == set }).reversed().drop(while: { $0 == set }).reversed())
    }
}
