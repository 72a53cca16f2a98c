import ArgumentParser
import CollectionFiles
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
            what the layout's rect query returns for that rectangle. --format dump writes the shape of a \
            device's layout dump, which `cvsim diff` reads (docs/device-dump.md). Generated items are the \
            viewer's: 'cvsim run' with the same --items and --seed shows these frames. Each carries a height \
            of 50-199 pt and no width (the flow layout then takes --item-size's width). Numbers print as \
            the shortest decimal that reads back as the value the layout stores (single precision for \
            the stored frames' lengths and cross-axis edges).
            """)

    @OptionGroup var setup: HeadlessOptions

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Print only the elements in this rectangle.", valueName: "X,Y,W,H"))
    var rect: RectText?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "json (the default), or dump: the shape of a device's dump (docs/device-dump.md) that `cvsim diff` reads.",
            valueName: "FORMAT"))
    var format: Parsed<LayoutFormat>?

    /// Checks the options as they are parsed.
    func validate() throws {
        _ = try dumps()
        _ = try rect?.value
    }

    /// Whether `--format dump` asks for a device's dump.
    func dumps() throws -> Bool {
        try format?.value == "dump"
    }

    func run() throws {
        let dumps = try dumps()
        let query = try rect?.value
        let headless = try setup.make()
        let layout = headless.layout
        for note in headless.notes { printError("note: \(note)") }
        if dumps {
            print(LayoutDump(cvsim: headless, rect: query).json())
            return
        }
        let elements = query.map { layout.layoutAttributesForElements(in: $0) } ?? headless.allElements()
        print(Self.json(layout: layout, elements: elements, insets: headless.scrollInsets))
    }

    /// The document printed: layout, bounds, content size and elements, one element a line.
    static func json(layout: any CollectionLayout, elements: [LayoutAttributes], insets: ScrollInsets = .zero) -> String {
        let n = JSON.number
        let b = layout.bounds, c = layout.contentSize
        var out = "{\"layout\":\(JSON.string(layout.name)),"
        out += "\"bounds\":{\"width\":\(n(b.width)),\"height\":\(n(b.height))},"
        out += "\"offset\":{\"x\":\(n(b.minX)),\"y\":\(n(b.minY))},"
        out += "\"safeAreaInsets\":\(JSON.insets(insets.safeArea)),\"adjustedContentInset\":\(JSON.insets(insets.adjusted)),"
        out += "\"contentSize\":{\"width\":\(n(c.width)),\"height\":\(n(c.height))},\n\"elements\":"
        return out + JSON.elements(elements) + "}"
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
