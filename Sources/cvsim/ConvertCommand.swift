import ArgumentParser
import CollectionFiles
import CollectionLayout
import CollectionModel
import CollectionView
import SwiftLayoutSource

/// `cvsim convert IN OUT`: a Swift layout source to a layout file, or a layout file to Swift.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a Swift layout source to a JSON layout file, or a JSON layout file to Swift.",
        discussion: """
            The direction follows the extensions (IN.swift → OUT.json, IN.json → OUT.swift); OUT '-' \
            writes to standard output, in the format --to names. Swift is evaluated for the device \
            (--device or --viewport, --content-size-category), once for the layout function and once per \
            section for a section provider; what the environment decided is noted on stderr. See \
            docs/swift-sources.md.
            """)

    @Argument(help: ArgumentHelp("The layout to read: .swift or a JSON layout file.", valueName: "IN"))
    var input: String

    @Argument(help: ArgumentHelp("Where to write: .json, .swift, or - for standard output.", valueName: "OUT"))
    var output: String

    @Option(name: .long, help: ArgumentHelp("The format to write when OUT is -: json or swift.", valueName: "FORMAT"))
    var to: Parsed<ConvertFormat>?

    @Option(name: .long, help: ArgumentHelp(Device.helpText, valueName: "MODEL"))
    var device: DeviceName?

    @Option(name: .long, help: ArgumentHelp("A custom device size in points, WxH.", valueName: "WxH"))
    var viewport: ViewportText?

    @Option(name: .long, help: ArgumentHelp("The Dynamic Type size the Swift layout reads (default L).", valueName: "CATEGORY"))
    var contentSizeCategory: CategoryName?

    @Option(name: .long, help: ArgumentHelp("The layout function, property or closure of the Swift file, when it has several.", valueName: "NAME"))
    var layoutFunction: String?

    @Option(
        name: .long, parsing: .unconditionalSingleValue,
        help: ArgumentHelp("A value for a name the Swift file uses but neither it nor its project gives one: Theme.spacing=16; repeatable.", valueName: "NAME=VALUE"))
    var define: [DefineText] = []

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Data sections a section provider is asked for (default: until it returns nil, at most 32).", valueName: "N"))
    var sections: Parsed<Numbers.Sections>?

    /// Checks each option as it is parsed.
    func validate() throws {
        _ = try to?.value
        _ = try device?.value
        _ = try viewport?.value
        _ = try contentSizeCategory?.value
        _ = try Numbers.Sections.value(sections)
        _ = try DefineRule.definitions(define)
    }

    func run() throws {
        let inSwift = LoadedLayoutFile.isSwift(input)
        let format: String
        if output == "-" {
            guard let to else { throw UsageError("convert to standard output needs --to json or --to swift") }
            format = try to.value
        } else {
            if let to { throw UsageError("--to is for OUT '-'; the extension of \(output) names the format, not --to \(try to.value)") }
            format = LoadedLayoutFile.isSwift(output) ? "swift" : "json"
        }
        guard inSwift != (format == "swift") else {
            throw UsageError("convert turns Swift into JSON or JSON into Swift; \(input) and \(format) are the same kind")
        }
        if layoutFunction != nil, !inSwift { throw UsageError("--layout-function picks a layout of a Swift IN; \(input) is not a .swift file") }
        if !define.isEmpty, !inSwift { throw UsageError("--define gives values to a Swift IN's names; \(input) is not a .swift file") }
        let text: String
        do {
            if inSwift {
                let size = try viewport?.value ?? device?.value.size ?? Device.default.size
                let category = try contentSizeCategory?.value ?? .default
                let insets = (try device?.value ?? Device.default).insets(screen: size)
                let environment = LayoutEnvironment(containerSize: size, contentSizeCategory: category, safeAreaInsets: insets)
                var source = try SwiftLayoutSource.load(contentsOf: input)
                source.definitions = try DefineRule.definitions(define)
                let evaluated = try source.evaluate(function: layoutFunction, device: environment)
                let description = try evaluated.layoutDescription(sections: try Numbers.Sections.value(sections), environment: environment)
                for notice in evaluated.notices { printError("note: \(notice)") }
                for note in evaluated.notes { printError("note: \(note) (the environment decided this)") }
                text = description.encodedJSON()
                // What was written must read back.
                _ = try LayoutFile.decode(Array(text.utf8), name: output)
            } else {
                let description = try LayoutFile.load(contentsOf: input)
                text = try SwiftWriter.source(of: description, origin: input.split(separator: "/").last.map(String.init) ?? input)
            }
        } catch let error as LayoutFileError {
            throw UsageError(error.description)
        }
        if output == "-" {
            print(text, terminator: "")
        } else {
            do { try LayoutFile.writeText(text, to: output) } catch { throw UsageError(error.description) }
        }
    }
}
