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
        name: .long, parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A value for a name a Swift --layout-file uses but neither it nor its project gives one (a constant of another module, a builder's parameter, a value set at run time): Theme.spacing=16, isCompact=true; repeatable.",
            valueName: "NAME=VALUE"))
    var define: [DefineText] = []

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("The visible bounds in points, WxH (default: the --device's size, 390x844 for the default iPhone 14).", valueName: "WxH"))
    var viewport: ViewportText?

    @Option(name: .long, parsing: .unconditional, help: Numbers.Columns.option.help("Waterfall columns per section", valueName: "N", defaultText: "2"))
    var columns: Parsed<Numbers.Columns>?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Item size when the data gives none, WxH (default 50x50).", valueName: "WxH"))
    var itemSize: ItemSizeText?

    @Option(
        name: .long, parsing: .unconditional,
        help: Numbers.LineSpacing.option.help("Minimum gap between lines / items of a column", valueName: "P", defaultText: "10"))
    var lineSpacing: Parsed<Numbers.LineSpacing>?

    @Option(
        name: .long, parsing: .unconditional,
        help: Numbers.InteritemSpacing.option.help("Minimum gap between items of a line / between columns", valueName: "P", defaultText: "10"))
    var interitemSpacing: Parsed<Numbers.InteritemSpacing>?

    @Option(name: .long, parsing: .unconditional, help: Numbers.SectionSpacing.option.help("Gap between sections", valueName: "P", defaultText: "0"))
    var sectionSpacing: Parsed<Numbers.SectionSpacing>?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Space around each section's items, top,left,bottom,right (default 0,0,0,0).", valueName: "T,L,B,R"))
    var sectionInset: InsetsText?

    @Option(name: .long, parsing: .unconditional, help: Numbers.HeaderHeight.option.help("Section header height; 0 for none", valueName: "P", defaultText: "0"))
    var headerHeight: Parsed<Numbers.HeaderHeight>?

    @Option(name: .long, parsing: .unconditional, help: Numbers.FooterHeight.option.help("Section footer height; 0 for none", valueName: "P", defaultText: "0"))
    var footerHeight: Parsed<Numbers.FooterHeight>?

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
        try contentSizeCategory?.value ?? .default
    }

    /// The built-in layout named by `--layout` (waterfall by default): one of `LayoutDescription.builtInNames`.
    func layoutName() throws -> String {
        try layout?.value ?? WaterfallEngine.name
    }

    /// Checks every option as it is parsed, so a bad value is one line before anything runs.
    func validate() throws {
        _ = try DefineRule.definitions(define)
        _ = try descriptions()
        _ = try viewport?.value
        _ = try category()
    }

    /// The layout these options describe: `--layout` with the options it uses.
    ///
    /// - Throws: `UsageError` naming the first bad option.
    func description() throws -> LayoutDescription {
        let name = try layoutName()
        return try descriptions().first { $0.builtInName == name }!
    }

    /// The built-in layouts the viewer's keys `1`–`4` switch among, in that order (waterfall,
    /// flow, mosaic, horizontal), each with the layout options it has; every value checked once,
    /// against `OptionLimits`.
    ///
    /// - Throws: `UsageError` naming the first bad option.
    func descriptions() throws -> [LayoutDescription] {
        let name = try layoutName()
        let columns = try Numbers.Columns.value(columns)
        let itemSize = try itemSize?.value
        let lineSpacing = try Numbers.LineSpacing.value(lineSpacing)
        let interitemSpacing = try Numbers.InteritemSpacing.value(interitemSpacing)
        let sectionSpacing = try Numbers.SectionSpacing.value(sectionSpacing)
        let headerHeight = try Numbers.HeaderHeight.value(headerHeight)
        let footerHeight = try Numbers.FooterHeight.value(footerHeight)
        let sectionInset = try sectionInset?.value
        let direction = try scrollDirection?.value ?? .vertical
        if selfSizing {
            switch LayoutDescription.selfSizingRefusal(layout: name, direction: direction) {
            case .layout(let other): throw UsageError("--self-sizing works with the waterfall and flow layouts, not '\(other)'")
            case .horizontal: throw UsageError("--self-sizing works with a vertical flow layout, not --scroll-direction horizontal")
            case nil: break
            }
        }
        /// The options every built-in layout has.
        func shared<Options: SectionedLayoutOptions>(_: Options.Type) -> Options {
            var o = Options()
            if let sectionSpacing { o.sectionSpacing = sectionSpacing }
            if let sectionInset { o.sectionInset = sectionInset }
            if let headerHeight { o.headerHeight = headerHeight }
            o.pinHeaders = pinHeaders
            o.sectionBackgrounds = sectionBackgrounds
            return o
        }
        var waterfall = shared(WaterfallOptions.self)
        if let columns { waterfall.columns = columns }
        if let lineSpacing { waterfall.lineSpacing = lineSpacing }
        if let interitemSpacing { waterfall.interitemSpacing = interitemSpacing }
        if let footerHeight { waterfall.footerHeight = footerHeight }
        waterfall.selfSizing = selfSizing
        var flow = shared(FlowOptions.self)
        if let itemSize { flow.itemSize = itemSize }
        if let lineSpacing { flow.lineSpacing = lineSpacing }
        if let interitemSpacing { flow.interitemSpacing = interitemSpacing }
        if let footerHeight { flow.footerHeight = footerHeight }
        flow.scrollDirection = direction
        flow.selfSizing = selfSizing
        var mosaic = shared(MosaicOptions.self)
        if let footerHeight { mosaic.footerHeight = footerHeight }
        var horizontal = shared(HorizontalOptions.self)
        if let itemSize { horizontal.itemSize = itemSize }
        if let lineSpacing { horizontal.lineSpacing = lineSpacing }
        if let interitemSpacing { horizontal.interitemSpacing = interitemSpacing }
        return [.waterfall(waterfall), .flow(flow), .mosaic(mosaic), .horizontal(horizontal)]
    }
}

extension LayoutOptions {
    /// Why `--pin-headers` pins nothing, or nil when there are headers to pin: the header height
    /// is 0 and no section of `data` asks for a header of its own.
    ///
    /// - Complexity: O(sections).
    func pinHeadersNote(data: any LayoutDataSource) throws -> String? {
        guard pinHeaders, (try Numbers.HeaderHeight.value(headerHeight) ?? 0) == 0 else { return nil }
        let sections = data.numberOfSections
        if (0..<sections).contains(where: { (data.headerHeight(inSection: $0) ?? 0) > 0 }) { return nil }
        return "--pin-headers: there are no section headers to pin (give --header-height P)"
    }
}

/// Parsing of the comma- and x-separated option values.
enum Parse {
    static let maximum = OptionLimits.maximumLength

    /// A finite length in `OptionLimits.length` (`positive`: in `OptionLimits.dimension`).
    static func length(_ value: Double, option: String, positive: Bool = false) throws(UsageError) -> Double {
        switch OptionLimits.problem(value, dimension: positive) {
        case nil: return value
        case .notFinite: throw UsageError("\(option) must be a finite number, not \(value)")
        case .outOfSign where positive: throw UsageError("\(option) must be greater than 0, not \(format(value))")
        case .outOfSign: throw UsageError("\(option) must be between 0 and 10000000, not \(format(value))")
        case .belowMinimum: throw UsageError("\(option) must be at least \(format(OptionLimits.dimension.lowerBound)) pt, not \(format(value))")
        case .tooLarge: throw UsageError("\(option) of \(format(value)) is too large (at most 10000000)")
        }
    }

    /// `count` numbers separated by commas.
    static func numbers(_ text: String, count: Int, option: String, format: String) throws(UsageError) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.map { Double($0.trimmingSpaces()) }
        guard parts.count == count, values.allSatisfy({ $0 != nil }) else {
            throw UsageError("\(option) takes \(format), not '\(text)'")
        }
        let numbers = values.map { $0! }
        for n in numbers where !n.isFinite { throw UsageError("\(option) must be finite numbers, not '\(text)'") }
        return numbers
    }

    /// The two parts of `WxH` (`x` or `X` between them, spaces around either), each read by
    /// `read`; nil unless the text is two such parts. The one reader of every `WxH` value.
    static func pair<Value>(_ text: String, _ read: (String) -> Value?) -> (Value, Value)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = read(parts[0].trimmingSpaces()), let second = read(parts[1].trimmingSpaces()) else { return nil }
        return (first, second)
    }

    /// `WxH` with both positive.
    static func size(_ text: String, option: String) throws(UsageError) -> Size {
        guard let (w, h) = pair(text, { Double($0) }) else {
            throw UsageError("\(option) takes WxH (such as 390x844), not '\(text)'")
        }
        return Size(width: try length(w, option: option, positive: true), height: try length(h, option: option, positive: true))
    }

    static func format(_ value: Double) -> String { JSON.number(value) }
}
