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
    var rect: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "json (the default), or dump: the shape of a device's dump (docs/device-dump.md) that `cvsim diff` reads.",
            valueName: "FORMAT"))
    var format: String?

    func run() throws {
        let dumps: Bool
        switch format?.lowercased() {
        case nil, "json": dumps = false
        case "dump": dumps = true
        default: throw UsageError("--format must be json or dump, not '\(format!)'")
        }
        var query: Rect?
        if let rect {
            let v = try Parse.numbers(rect, count: 4, option: "--rect", format: "X,Y,W,H")
            guard v[2] >= 0, v[3] >= 0 else { throw UsageError("--rect width and height must be 0 or more, not '\(rect)'") }
            query = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
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
    static func json(layout: any CollectionLayout, elements: [LayoutAttributes], insets: ScrollInsets = .zero) -> String {
        let n = JSON.number
        let b = layout.bounds, c = layout.contentSize
        func edges(_ e: EdgeInsets) -> String {
            "{\"top\":\(n(e.top)),\"left\":\(n(e.left)),\"bottom\":\(n(e.bottom)),\"right\":\(n(e.right))}"
        }
        var out = "{\"layout\":\(JSON.string(layout.name)),"
        out += "\"bounds\":{\"width\":\(n(b.width)),\"height\":\(n(b.height))},"
        out += "\"offset\":{\"x\":\(n(b.minX)),\"y\":\(n(b.minY))},"
        out += "\"safeAreaInsets\":\(edges(insets.safeArea)),\"adjustedContentInset\":\(edges(insets.adjusted)),"
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
