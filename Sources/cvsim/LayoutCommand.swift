import ArgumentParser
import CollectionLayout
import CollectionModel

/// `cvsim layout`: runs a layout headless and prints what it computed as JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a layout's computed elements as JSON.",
        discussion: """
            Lays out a dataset (--data) or generated items (--items, sizes from --seed) for a virtual \
            device and prints the content size and every element's attributes. With --rect, prints only \
            what the layout's rect query returns for that rectangle. Generated items are the viewer's: \
            'cvsim run' with the same --items and --seed shows these frames. Each carries a height of \
            50-199 pt and no width (the flow layout then takes --item-size's width). Numbers print as \
            the shortest decimal that reads back as the value the layout stores (single precision for \
            the stored frames' lengths and cross-axis edges).
            """)

    @OptionGroup var options: LayoutOptions

    @Option(name: .long, help: ArgumentHelp("A dataset file (JSON; see docs/datasets.md).", valueName: "FILE"))
    var data: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
            "Generated items per section (default 30; with a compositional --layout-file of several sections, 20 in each of them, as the viewer shows it).",
            valueName: "N[,N...]"))
    var items: String?

    @Option(name: .long, parsing: .unconditional, help: Numbers.seed.help("Seed of the generated items' sizes, titles and colours", valueName: "N"))
    var seed: NumberText?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Content offset, moving the bounds (and pinned headers) (default 0,0).", valueName: "X,Y"))
    var offset: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Print only the elements in this rectangle.", valueName: "X,Y,W,H"))
    var rect: String?

    /// Checks every option as it is parsed.
    func validate() throws {
        if data != nil, items != nil { throw UsageError("--data and --items cannot be used together") }
        _ = try Numbers.seed.value(seed)
        if let items { _ = try Self.counts(items) }
        _ = try origin()
        _ = try queryRect()
    }

    /// `--offset`, the origin of the bounds.
    private func origin() throws -> Point {
        guard let offset else { return .zero }
        let v = try Parse.numbers(offset, count: 2, option: "--offset", format: "X,Y")
        return Point(x: v[0], y: v[1])
    }

    /// `--rect`, the rectangle to query, if given.
    private func queryRect() throws -> Rect? {
        guard let rect else { return nil }
        let v = try Parse.numbers(rect, count: 4, option: "--rect", format: "X,Y,W,H")
        guard v[2] >= 0, v[3] >= 0 else { throw UsageError("--rect width and height must be 0 or more, not '\(rect)'") }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    func run() throws {
        let loaded = try options.loadedLayoutFile()
        var kind = try options.kind()
        var configuration = try options.configuration()
        if case .builtIn(let fileKind, let fileConfiguration)? = loaded?.file {
            kind = fileKind
            configuration = fileConfiguration
        }
        let viewport = try options.viewportSize()
        let bounds = Rect(origin: .zero, size: viewport)
        let layout = loaded?.file.makeLayout(name: "compositional", bounds: bounds) ?? kind.make(configuration: configuration, bounds: bounds)
        // Self-sizing: `--self-sizing`, a file's "selfSizing", or a file's estimated heights.
        let measures = (layout as? any SelfSizingLayout)?.selfSizesItems ?? false
        let source = try dataSource(sample: loaded?.file)
        if let note = options.pinHeadersNote(configuration, data: source) {
            var stderr = StandardError()
            print("cvsim: note: \(note)", to: &stderr)
        }
        let origin = try origin()
        let query = try queryRect()
        do {
            try layout.prepare(source)
            // `cvsim layout` prints complete layouts, exact content size included: lay out every item.
            try (layout as? any LazyLayout)?.layOutCompletely()
            if measures { try Self.measureAll(layout, source, category: try options.category()) }
        } catch let error as LayoutError {
            throw UsageError(loaded.map { "\($0.path): \(error.description)" } ?? error.description)
        }
        layout.updateBounds(Rect(origin: origin, size: viewport))
        let elements: [LayoutAttributes]
        if let query {
            elements = layout.layoutAttributesForElements(in: query)
        } else if let compositional = layout as? CompositionalLayout {
            // Orthogonal sections at offset 0, shown whole.
            elements = compositional.allLayoutAttributesAtRest()
        } else {
            elements = layout.allLayoutAttributes()
        }
        print(Self.json(layout: layout, elements: elements))
    }

    /// The items: the dataset, or the generated items `cvsim run --items` shows for the same
    /// counts and seed (one generator: `CollectionData(generatedCounts:seed:)`); without either,
    /// what the viewer shows with the layout file (`LayoutFile.sampleData`), else 30 items.
    private func dataSource(sample file: LayoutFile?) throws -> CollectionData {
        if let data { return try DatasetLoader.load(path: data) }
        let seed = UInt64(try Numbers.seed.value(seed)!)
        if items == nil, let sample = file?.sampleData(seed: seed) { return sample }
        return CollectionData(generatedCounts: try Self.counts(items ?? "30"), seed: seed)
    }

    static func counts(_ text: String) throws -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var counts: [Int] = []
        var total = 0
        for part in parts {
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

    /// The document printed: layout, bounds, content size and elements, one element a line.
    static func json(layout: any CollectionLayout, elements: [LayoutAttributes]) -> String {
        let n = JSON.number
        let b = layout.bounds, c = layout.contentSize
        var out = "{\"layout\":\(JSON.string(layout.name)),"
        out += "\"bounds\":{\"width\":\(n(b.width)),\"height\":\(n(b.height))},"
        out += "\"offset\":{\"x\":\(n(b.minX)),\"y\":\(n(b.minY))},"
        out += "\"contentSize\":{\"width\":\(n(c.width)),\"height\":\(n(c.height))},\n\"elements\":["
        for (i, e) in elements.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            let kind = e.kind.map { JSON.string($0.rawValue) } ?? "null"
            let f = e.frame
            out += "{\"category\":\"\(e.category.rawValue)\",\"kind\":\(kind),\"section\":\(e.indexPath.section),\"item\":\(e.indexPath.item),"
            out += "\"frame\":{\"x\":\(n(f.minX)),\"y\":\(n(f.minY)),\"width\":\(n(f.width)),\"height\":\(n(f.height))},\"zIndex\":\(e.zIndex)}"
        }
        out += elements.isEmpty ? "]}" : "\n]}"
        return out
    }
}

/// Loads datasets for the commands, turning the model's errors into one-line usage errors.
enum DatasetLoader {
    static func load(path: String) throws -> CollectionData {
        do {
            return try CollectionData(dataset: Dataset.load(contentsOf: path))
        } catch {
            throw UsageError(error.description)
        }
    }
}
