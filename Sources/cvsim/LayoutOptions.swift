import ArgumentParser
import CollectionLayout

/// The four layouts by their command-line names.
enum LayoutKind: String, CaseIterable, ExpressibleByArgument, Sendable {
    case waterfall, flow, mosaic, horizontal
}

extension ScrollDirection: ExpressibleByArgument {}

/// The layout options shared by `cvsim run` and `cvsim layout` (names as issue 2 lists them),
/// parsed into a `LayoutConfiguration`.
///
/// Malformed values fail at parsing, out-of-range ones at validation, each with one line naming
/// the option (`cvsim` turns both into exit status 2, see `CVSim.main`).
struct LayoutOptions: ParsableArguments {
    @Option(help: "The layout: waterfall, flow, mosaic or horizontal.")
    var layout: LayoutKind = .waterfall

    @Option(help: ArgumentHelp("The bounds in points, e.g. 390x844 (default: the device's).", valueName: "WxH"))
    var viewport: SizeArgument?

    @Option(help: "Waterfall columns per section (default 2).")
    var columns: Int?

    @Option(
        name: .customLong("item-size"),
        help: ArgumentHelp("Flow and horizontal: the item size in points (default 50x50).", valueName: "WxH"))
    var itemSize: SizeArgument?

    @Option(name: .customLong("line-spacing"), help: "Gap between lines / items of a column, in points (default 10).")
    var lineSpacing: Double?

    @Option(
        name: .customLong("interitem-spacing"), help: "Gap between items of a line / columns, in points (default 10).")
    var interitemSpacing: Double?

    @Option(name: .customLong("section-spacing"), help: "Gap between sections, in points (default 0).")
    var sectionSpacing: Double?

    @Option(
        name: .customLong("section-inset"),
        help: ArgumentHelp("Space around each section's items, in points (default 0,0,0,0).", valueName: "T,L,B,R"))
    var sectionInset: InsetsArgument?

    @Option(name: .customLong("header-height"), help: "Height of each section header, in points (default 0: none).")
    var headerHeight: Double?

    @Option(name: .customLong("footer-height"), help: "Height of each section footer, in points (default 0: none).")
    var footerHeight: Double?

    @Option(name: .customLong("scroll-direction"), help: "Flow layout: vertical or horizontal (default vertical).")
    var scrollDirection: ScrollDirection?

    @Flag(name: .customLong("pin-headers"), help: "Flow and waterfall: headers stick to the top while scrolling.")
    var pinHeaders = false

    @Flag(name: .customLong("section-backgrounds"), help: "Flow and waterfall: a background behind each section.")
    var sectionBackgrounds = false

    /// The configuration these options describe, over the defaults.
    var configuration: LayoutConfiguration {
        var c = LayoutConfiguration()
        if let columns { c.columns = columns }
        if let itemSize { c.itemSize = itemSize.size }
        if let lineSpacing { c.lineSpacing = lineSpacing }
        if let interitemSpacing { c.interitemSpacing = interitemSpacing }
        if let sectionSpacing { c.sectionSpacing = sectionSpacing }
        if let sectionInset { c.sectionInset = sectionInset.insets }
        if let headerHeight { c.headerHeight = headerHeight }
        if let footerHeight { c.footerHeight = footerHeight }
        if let scrollDirection { c.scrollDirection = scrollDirection }
        c.pinHeaders = pinHeaders
        c.sectionBackgrounds = sectionBackgrounds
        return c
    }

    func validate() throws {
        do {
            try configuration.validate()
        } catch {
            throw ValidationError(error.description)
        }
        if let viewport {
            let size = viewport.size
            guard size.width <= 100_000, size.height <= 100_000 else {
                throw ValidationError("--viewport of \(viewport.text) is too large (at most 100000x100000)")
            }
        }
    }
}

/// `WxH` in points: both finite and greater than 0.
struct SizeArgument: ExpressibleByArgument, Sendable {
    var size: Size
    var text: String

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w > 0, h > 0
        else { return nil }
        size = Size(width: w, height: h)
        text = argument
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// `T,L,B,R` in points: four finite numbers, each 0 or more.
struct InsetsArgument: ExpressibleByArgument, Sendable {
    var insets: EdgeInsets

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: " "))
        }
        guard parts.count == 4, parts.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 }) else { return nil }
        insets = EdgeInsets(top: parts[0]!, left: parts[1]!, bottom: parts[2]!, right: parts[3]!)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in character: Character) -> Substring {
        var s = self
        while s.first == character { s = s.dropFirst() }
        while s.last == character { s = s.dropLast() }
        return s
    }
}
