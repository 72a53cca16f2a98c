import ArgumentParser
import CollectionFiles
import CollectionLayout
import CollectionModel
import CollectionView
import Foundation
import LayoutPicture

/// `cvsim render`: a picture of a layout at its real size, as SVG (or PNG through rsvg-convert).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a layout as SVG at its real point size (or PNG with --png).",
        discussion: """
            Takes the options of `cvsim layout`. Draws the device's screen at --offset: cells as \
            rounded rectangles in their items' colours with their title and index path, headers \
            and footers as bars, section backgrounds hatched, other supplementary kinds (badges) as \
            red pills, pinned headers outlined in orange where they pin; over them the device's status \
            bar (its notch or Dynamic Island) and home indicator, and the bars of --chrome (the large \
            title as the offset leaves it), translucent, as the viewer draws them. --whole draws the whole \
            content (orthogonal sections whole, their items past the width faded) with the visible \
            rect marked, up to \(Int(Picture.wholeLimit)) pt each way. The same input always gives \
            the same bytes. --png converts with rsvg-convert (Debian: apt-get install librsvg2-bin).
            """)

    @OptionGroup var setup: HeadlessOptions

    @Flag(name: .long, help: "Draw the whole content with the visible rect marked, not only the screen.")
    var whole = false

    @Option(name: [.short, .long], help: ArgumentHelp("Write to FILE instead of standard output.", valueName: "FILE"))
    var output: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How far sections that scroll sideways are scrolled, in points along their own axis (default 0: at rest).",
            valueName: "S:X[,S:X...]"))
    var orthogonalOffset: OrthogonalOffsetsText?

    @Flag(name: .long, help: "Write PNG instead of SVG (needs rsvg-convert, from Debian's librsvg2-bin; and --output).")
    var png = false

    /// Checks the options as they are parsed (whether each section named scrolls sideways is
    /// the layout's to say, once it is made).
    func validate() throws {
        _ = try orthogonalOffset?.value
    }

    func run() throws {
        if png, output == nil { throw UsageError("--png needs --output FILE.png (a PNG is not text for the terminal)") }
        let converter = png ? try Self.rsvgConvert() : nil
        let headless = try setup.make()
        let svg = SVGWriter.svg(try picture(of: headless))
        guard let output else {
            FileHandle.standardOutput.write(Data(svg.utf8))
            return
        }
        if let converter {
            try Self.convert(svg, with: converter, to: output)
        } else {
            try Self.write(Array(svg.utf8), to: output)
        }
    }

    /// The picture of `headless` as these options ask.
    ///
    /// - Throws: `UsageError` when `--whole` would draw more than `Picture.wholeLimit` each way.
    func picture(of headless: HeadlessLayout) throws -> Picture {
        let layout = headless.layout
        let visible = layout.bounds
        if whole {
            let size = layout.contentSize
            guard size.width <= Picture.wholeLimit, size.height <= Picture.wholeLimit else {
                throw Self.tooLarge(size)
            }
        }
        let offsets = try orthogonalOffsets(in: layout)
        let attributes: [LayoutAttributes]
        if !offsets.isEmpty {
            // Every element (whole) or the screen's, each scrolled section moved back by its offset.
            var found: [LayoutAttributes] = []
            let size = layout.contentSize
            let rect = whole ? Rect(x: -Parse.maximum, y: -Parse.maximum, width: 2 * Parse.maximum + size.width, height: 2 * Parse.maximum + size.height) : visible
            layout.forEachElement(in: rect, orthogonalOffset: { offsets[$0] ?? 0 }) { found.append($0) }
            attributes = found
        } else {
            attributes = whole ? headless.allElements() : layout.layoutAttributesForElements(in: visible)
        }
        let rest = Self.restFrames(of: attributes, in: headless)
        let labels = headless.labels
        let elements = attributes.map { a -> PictureElement in
            switch a.category {
            case .cell:
                let item = labels.item(at: a.indexPath)
                return PictureElement(attributes: a, title: item?.title ?? "", color: item?.color ?? Item.defaultColor)
            case .supplementary, .decoration:
                let pinned = rest[a.elementID].map { $0 != a.frame } ?? false
                return PictureElement(attributes: a, title: labels.sectionTitle(a.indexPath.section), isPinned: pinned)
            }
        }
        let picture = Picture(
            extent: whole ? .whole : .screen, visibleRect: visible, contentSize: layout.contentSize,
            caption: caption(headless), elements: elements, chrome: Self.chrome(of: headless))
        if whole {
            let region = picture.region
            guard region.width <= Picture.wholeLimit, region.height <= Picture.wholeLimit else { throw Self.tooLarge(region.size) }
        }
        return picture
    }

    /// The status bar and the bars the viewer draws over the screen: nil for a screen without
    /// either (a `--viewport` of no device, no `--chrome`).
    static func chrome(of headless: HeadlessLayout) -> PictureChrome? {
        let insets = headless.screenInsets
        guard insets.device != .zero || insets.chrome.hasBars else { return nil }
        let feature: PictureChrome.TopFeature
        switch headless.device.topFeature {
        case .statusBar: feature = .statusBar
        case .notch: feature = .notch
        case .dynamicIsland: feature = .dynamicIsland
        }
        return PictureChrome(insets: insets, topFeature: feature, title: headless.title)
    }

    /// `--orthogonal-offset`: the offset of each section named, checked against the layout.
    ///
    /// - Throws: `UsageError` for a malformed value, a section that does not scroll sideways or
    ///   an offset past the section's end.
    func orthogonalOffsets(in layout: any CollectionLayout) throws -> [Int: Double] {
        guard let orthogonalOffset else { return [:] }
        var offsets: [Int: Double] = [:]
        for (section, x) in try orthogonalOffset.value.map({ ($0.section, $0.offset) }) {
            guard let geometry = layout.orthogonalSection(section) else {
                throw UsageError("--orthogonal-offset: section \(section) does not scroll sideways (orthogonalScrollingBehavior in a layout file)")
            }
            guard (0...geometry.maximumOffset).contains(x) else {
                throw UsageError("--orthogonal-offset: section \(section) scrolls 0 to \(JSON.number(geometry.maximumOffset)) pt, not \(JSON.number(x))")
            }
            offsets[section] = x
        }
        return offsets
    }

    /// Where the supplementary elements among `attributes` are when nothing pins them: their
    /// frames with the bounds far before the content (a pinned header then stays at its place).
    static func restFrames(of attributes: [LayoutAttributes], in headless: HeadlessLayout) -> [ElementID: Rect] {
        guard attributes.contains(where: { $0.category == .supplementary }) else { return [:] }
        let layout = headless.layout
        let bounds = layout.bounds
        let far = -1e8
        layout.updateBounds(Rect(origin: Point(x: bounds.minX + far, y: bounds.minY + far), size: bounds.size))
        defer { layout.updateBounds(bounds) }
        var frames: [ElementID: Rect] = [:]
        for a in attributes where a.category == .supplementary {
            if let kind = a.kind, let rest = layout.layoutAttributesForSupplementaryElement(ofKind: kind, at: a.indexPath) {
                frames[a.elementID] = rest.frame
            }
        }
        return frames
    }

    static func tooLarge(_ size: Size) -> UsageError {
        UsageError(
            "the whole content is \(JSON.number(size.width.rounded(.up)))×\(JSON.number(size.height.rounded(.up))) pt; --whole draws at most \(Int(Picture.wholeLimit)) pt each way: draw a screen at a time with --offset X,Y, or fewer --items")
    }

    /// `grid.json (compositional)`, then `iphone · portrait · 390×844 pt · offset 0,0 · text L`.
    private func caption(_ headless: HeadlessLayout) -> [String] {
        let name = setup.options.layoutFile.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? headless.layout.name
        let b = headless.layout.bounds
        return [
            setup.options.layoutFile == nil ? name : "\(name) (\(headless.layout.name))",
            "\(DeviceFrame.label(name: headless.device.name, size: headless.device.size)) · offset \(JSON.number(b.minX)),\(JSON.number(b.minY)) · text \(headless.category.shortName)"
                + ((try? orthogonalOffset?.value).map { " · sideways " + $0.map(\.text).joined(separator: ",") } ?? ""),
        ]
    }

    // MARK: - Files and PNG

    static func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try FileIO.writeAtomically(path) { write throws(DatasetError) in try write(bytes) }
        } catch {
            throw UsageError("cannot write '\(path)': \(error.description)")
        }
    }

    /// The `rsvg-convert` on the PATH.
    ///
    /// - Throws: `UsageError` saying how to get it when it is not there.
    static func rsvgConvert() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw UsageError("--png needs rsvg-convert, which is not on the PATH: install it (Debian, Ubuntu: apt-get install librsvg2-bin; macOS: brew install librsvg), or leave out --png for SVG")
    }

    /// Converts `svg` to a PNG at `path` with `rsvg-convert` (1 px a point).
    static func convert(_ svg: String, with converter: String, to path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["--format", "png"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw UsageError("cannot run \(converter): \(error.localizedDescription)") }
        // The SVG goes in on a thread of its own, so that a large picture cannot fill both pipes.
        let bytes = Data(svg.utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(bytes)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let png = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !png.isEmpty else {
            let text = String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"
            throw UsageError("rsvg-convert failed: \(text)")
        }
        try write(Array(png), to: path)
    }
}
