import ArgumentParser
import CollectionFiles
import CollectionLayout
import CollectionModel
import CollectionView

/// The options of a layout run headless, shared by `layout`, `render` and `diff`: the layout
/// (`--layout` and its options or `--layout-file`), the data, the device and the content offset.
struct HeadlessOptions: ParsableArguments {
    @OptionGroup var options: LayoutOptions

    @OptionGroup var deviceOptions: DeviceOptions

    @Option(name: .long, help: ArgumentHelp("A dataset file (JSON; see docs/datasets.md).", valueName: "FILE"))
    var data: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
            "Generated items per section (default 30; with a compositional --layout-file of several sections, 20 in each of them, as the viewer shows it).",
            valueName: "N[,N...]"))
    var items: LaidOutCounts?

    @Option(name: .long, parsing: .unconditional, help: Numbers.Seed.option.help("Seed of the generated items' sizes, titles and colours", valueName: "N"))
    var seed: Parsed<Numbers.Seed>?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Content offset, moving the bounds (and pinned headers) (default: minus the adjusted content inset, where a scroll view starts, as the viewer does).", valueName: "X,Y"))
    var offset: PointText?

    /// Checks every option as it is parsed.
    func validate() throws {
        if data != nil, items != nil { throw UsageError("--data and --items cannot be used together") }
        if deviceOptions.device != nil, options.viewport != nil {
            throw UsageError("--device and --viewport cannot be used together: --viewport sets the device's size; give one of them")
        }
        _ = try Numbers.Seed.value(seed)
        _ = try items?.value
        _ = try offset?.value
    }

    /// The seed of generated items (default 1, as the viewer's).
    private func seedValue() throws -> UInt64 { UInt64(try Numbers.Seed.value(seed)!) }

    /// What a dump or another source says when the command line does not.
    struct Defaults {
        /// The device (its size as held, its safe area).
        var device: Device?
        var offset: Point?
        var category: ContentSizeCategory?
    }

    /// Lays the layout out completely (every item, self-sizing cells measured) and moves its
    /// bounds to the offset.
    ///
    /// - Parameter data: items to lay out instead of `--data`/`--items` (a snapshot's).
    /// - Throws: `UsageError` naming the first bad option, or the layout's problem (with the
    ///   layout file's path).
    func make(defaults: Defaults = Defaults(), data snapshotData: CollectionData? = nil) throws -> HeadlessLayout {
        var device = try deviceOptions.resolved(viewport: options.viewport)
        if options.viewport == nil, !deviceOptions.isGiven, let given = defaults.device { device = given }
        let category = options.contentSizeCategory == nil ? (defaults.category ?? .default) : try options.category()
        let viewport = device.size
        let loaded = try options.loadedLayoutFile(
            environment: LayoutEnvironment(containerSize: viewport, contentSizeCategory: category, safeAreaInsets: device.insets(screen: viewport)))
        let bounds = Rect(origin: .zero, size: viewport)
        let layout = try loaded?.loaded.make(bounds) ?? options.description().makeLayout(bounds: bounds)
        _ = layout.updateTraits(contentSizeCategory: category)
        let screen = try deviceOptions.screen(file: loaded?.scene ?? LayoutFileScene())
        let insets = ScreenChrome(device: device, bars: screen.bars, behavior: screen.behavior, title: "").insets(screen: viewport)
        _ = layout.updateLayoutGuides(insets.guides())
        let source = try snapshotData ?? dataSource(sample: loaded)
        let given = try offset?.value ?? defaults.offset
        do {
            try layout.prepare(source)
            // Complete layouts, exact content size included: lay out every item.
            try layout.layOutCompletely()
            // Self-sizing: `--self-sizing`, a file's "selfSizing", or estimated heights — asked after
            // `prepare`, which is when a section provider's sections are known.
            try LayoutCommand.measureAll(layout, source, category: category, grid: PixelGrid(scale: device.scale))
        } catch {
            // Every call above throws `LayoutError` alone; a Swift file's errors name their place already.
            throw UsageError(
                loaded.map { $0.path + ":" == error.description.prefix($0.path.count + 1) ? error.description : "\($0.path): \(error.description)" }
                    ?? error.description)
        }
        // A scroll view rests at minus its adjusted content inset, the large title expanded.
        let resting = insets.restingInset(contentSize: layout.contentSize, bounds: viewport)
        let origin = given ?? Point(x: -resting.left, y: -resting.top)
        layout.updateBounds(Rect(origin: origin, size: viewport))
        // Pinned items stay clear of the bars as they are at this offset.
        let current = insets.scrollInsets(offsetY: origin.y, contentSize: layout.contentSize, bounds: viewport)
        _ = layout.updateLayoutGuides(insets.guides(adjusted: current.adjusted))
        let notes = (loaded?.loaded.notices() ?? []) + [try options.pinHeadersNote(data: source)].compactMap { $0 }
        return HeadlessLayout(
            layout: layout, source: source, labels: labels(source), device: device, category: category, notes: notes,
            screenInsets: insets, title: screen.title ?? "")
    }

    /// The items: the dataset, or the generated items `cvsim run --items` shows for the same
    /// counts and seed (one generator: `CollectionData(generatedCounts:seed:)`); without either,
    /// what the viewer shows with the layout file (`LayoutDescription.sampleData`), else 30 items.
    private func dataSource(sample file: LoadedLayoutFile?) throws -> CollectionData {
        if let data { return try DatasetLoader.load(path: data) }
        let seed = try seedValue()
        if items == nil, let sample = try file?.sampleData(seed: seed) { return sample }
        return CollectionData(generatedCounts: try items?.value ?? [30], seed: seed)
    }

    /// Titles and colours for pictures: the data's own, or for generated sizes the generated
    /// feed's items of the same seed (what `cvsim run --items` shows).
    private func labels(_ source: CollectionData) -> CollectionData { source }
}

/// A layout laid out headless, with what pictures and dumps say about it.
struct HeadlessLayout {
    var layout: any CollectionLayout
    var source: any LayoutDataSource
    /// Titles, colours and section titles of the items.
    var labels: CollectionData
    /// The device, turned as asked: its size is the layout's bounds size.
    var device: Device
    var category: ContentSizeCategory
    /// Notes for standard error (a Swift file's ignored handler, `--pin-headers` with no headers to pin).
    var notes: [String] = []
    /// The device's safe area and the bars (`--chrome`).
    var screenInsets = ScreenInsets.none
    /// The navigation bar's title (`--title`, a layout file's `"title"`).
    var title = ""

    /// `safeAreaInsets` and `adjustedContentInset` at the layout's offset.
    var scrollInsets: ScrollInsets {
        screenInsets.scrollInsets(offsetY: layout.bounds.minY, contentSize: layout.contentSize, bounds: layout.bounds.size)
    }

    /// Every element as the bounds show them: orthogonal sections at offset 0 and shown whole,
    /// pinned headers where they pin.
    func allElements() -> [LayoutAttributes] {
        layout.allLayoutAttributesAtRest()
    }
}
