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
            what the layout's rect query returns for that rectangle. Generated items carry random heights \
            of 50-199 pt for the waterfall (as in its seed) and no size for the other layouts, which then \
            use --item-size.
            """)

    @OptionGroup var options: LayoutOptions

    @Option(name: .long, help: ArgumentHelp("A dataset file (JSON; see docs/datasets.md).", valueName: "FILE"))
    var data: String?

    @Option(name: .long, help: ArgumentHelp("Generated items per section (default 30).", valueName: "N[,N...]"))
    var items: String?

    @Option(name: .long, help: "Seed of the generated items' sizes (default 0).")
    var seed: UInt64?

    @Option(name: .long, help: ArgumentHelp("Content offset, moving the bounds (and pinned headers) (default 0,0).", valueName: "X,Y"))
    var offset: String?

    @Option(name: .long, help: ArgumentHelp("Print only the elements in this rectangle.", valueName: "X,Y,W,H"))
    var rect: String?

    func run() throws {
        let viewport = try options.viewportSize()
        let category = try options.category()
        let loaded = try options.loadedLayoutFile(environment: LayoutEnvironment(containerSize: viewport, contentSizeCategory: category))
        var kind = try options.kind()
        var configuration = try options.configuration()
        if let builtIn = loaded?.builtIn {
            kind = builtIn.kind
            configuration = builtIn.configuration
        }
        let bounds = Rect(origin: .zero, size: viewport)
        let layout = loaded?.loaded.make(bounds) ?? kind.make(configuration: configuration, bounds: bounds)
        _ = layout.updateTraits(contentSizeCategory: category)
        // Self-sizing: `--self-sizing`, a file's "selfSizing", or a file's estimated heights.
        let measures = (layout as? any SelfSizingLayout)?.selfSizesItems ?? false
        let source = try dataSource(for: loaded.map { $0.builtIn == nil ? nil : kind } ?? kind, measures: measures)
        var origin = Point.zero
        if let offset {
            let v = try Parse.numbers(offset, count: 2, option: "--offset", format: "X,Y")
            origin = Point(x: v[0], y: v[1])
        }
        var query: Rect?
        if let rect {
            let v = try Parse.numbers(rect, count: 4, option: "--rect", format: "X,Y,W,H")
            guard v[2] >= 0, v[3] >= 0 else { throw UsageError("--rect width and height must be 0 or more, not '\(rect)'") }
            query = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        do {
            try layout.prepare(source)
            // `cvsim layout` prints complete layouts, exact content size included: lay out every item.
            try (layout as? any LazyLayout)?.layOutCompletely()
            if measures { try Self.measureAll(layout, source, category: try options.category()) }
        } catch let error as LayoutError {
            throw UsageError(loaded.map { $0.path + ":" == error.description.prefix($0.path.count + 1) ? error.description : "\($0.path): \(error.description)" } ?? error.description)
        }
        if let notice = loaded?.loaded.notice() { printError("note: \(notice)") }
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

    /// The items: `kind` nil for a compositional layout (no size hints: its items' sizes are its own).
    private func dataSource(for kind: LayoutKind?, measures: Bool) throws -> any LayoutDataSource {
        if data != nil, items != nil { throw UsageError("--data and --items cannot be used together") }
        if let data {
            return try DatasetLoader.load(path: data)
        }
        let counts = try Self.counts(items ?? "30")
        if measures {
            // Generated items with titles to measure (their heights are the estimates).
            return CollectionData(generatedCounts: counts, seed: seed ?? 0)
        }
        var rng = SplitMix64(seed: seed ?? 0)
        return StaticDataSource(sections: counts.map { count in
            (0..<count).map { _ in
                let height = Double(Int.random(in: 50...199, using: &rng))
                return kind == .waterfall ? SizeHint(height: height) : .none
            }
        })
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
