import CollectionFiles
import CollectionLayout
import CollectionModel
import CollectionView
import Foundation
import SwiftLayoutSource
import TerminalUI
import ViewerApp

/// A layout file as the commands use it: JSON, or Swift evaluated for the device.
struct LoadedLayoutFile {
    let path: String
    let loaded: LoadedLayout
    /// What the file describes: a JSON file's layout, or a Swift file's when it is the same in
    /// every environment; nil for a Swift section provider.
    let description: LayoutDescription?
    /// The Swift file's evaluation, for `convert`.
    let swift: EvaluatedLayout?
    /// The JSON layout file as read; for Swift source, the sections its section provider implies
    /// (`EvaluatedLayout.impliedSections`), nil when they are all alike.
    var file: LayoutDescription? = nil
    /// What a JSON file says of the screen (bars, inset adjustment, title), read with its layout;
    /// nothing for Swift source.
    var scene = LayoutFileScene()

    /// The titles of the sample data's sections, when the file names them (a Swift section enum's cases).
    var sectionTitles: [String]? = nil
    /// The snapshots a Swift file's view controller builds (`SwiftLayoutSource.snapshotSteps()`).
    var snapshotSteps: [SnapshotStep] = []
    /// The Swift file's other layout builders that cannot be shown, one line each with the reason.
    var skippedBuilders: [String] = []
    /// The item counts the Swift file's data source answers without data
    /// (`EvaluatedLayout.dataSourceItemCounts()`), which the sample data then has.
    var dataSourceCounts: [Int]? = nil

    /// Why the sample data cannot be made: a Swift section provider that cannot be evaluated for
    /// one of the sections it implies (`EvaluatedLayout.impliedSectionsError`).
    var sampleError: LayoutFileError? = nil

    /// What the file shows when no data is given (`LayoutDescription.sampleData`), titled by the Swift
    /// file's section enum when it has one.
    ///
    /// - Throws: `sampleError`, when there is one.
    func sampleData(seed: UInt64) throws(LayoutFileError) -> CollectionData? {
        if let dataSourceCounts {
            // What UIKit shows: the data source's own counts, titled as the layout's sections are.
            return CollectionData(generatedCounts: dataSourceCounts, seed: seed, sectionTitle: { s in
                if let sectionTitles, s < sectionTitles.count { return sectionTitles[s] }
                return "Section \(s + 1)"
            })
        }
        if let sampleError { throw sampleError }
        return file?.sampleData(seed: seed, titles: sectionTitles)
    }

    /// Whether the file is Swift source (by its extension), or a folder of it (a project, whose file
    /// that builds a layout is read).
    static func isSwift(_ path: String) -> Bool {
        if path.lowercased().hasSuffix(".swift") { return true }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Reads `path` by its extension: `.swift` evaluated with `function` for `environment`,
    /// anything else as a JSON layout file. With `sample`, a Swift section provider is asked for
    /// the sections it implies (the sample data, wanted at start, not on a reload).
    ///
    /// - Throws: `LayoutFileError`, one line.
    static func read(
        _ path: String, function: String?, definitions: SwiftDefinitions = SwiftDefinitions(), environment: LayoutEnvironment, sample: Bool = true
    ) throws(LayoutFileError) -> LoadedLayoutFile {
        guard isSwift(path) else {
            let contents = try LayoutFile.read(contentsOf: path)
            let file = contents.layout
            return LoadedLayoutFile(path: path, loaded: LoadedLayout(file: file), description: file, swift: nil, file: file, scene: contents.scene)
        }
        var source = try SwiftLayoutSource.load(contentsOf: path)
        source.definitions = definitions
        let evaluated = try source.evaluate(function: function, device: environment)
        evaluated.probe(environment)
        if sample { try evaluated.checkFirstSection(environment) }
        var loaded = LoadedLayout(notices: { evaluated.notices }) { evaluated.makeLayout(bounds: $0) }
        loaded.sources = source.files
        // The other builders, which `n` steps to as `setCollectionViewLayout(_:animated:)` would.
        var skipped: [String] = []
        let builders = try source.layoutBuilders(first: function, device: environment)
        // A builder is named by its function, by `Type.function` when two types have one of that name.
        let label = { (b: LayoutCandidate) in "\(builders.filter { $0.name == b.name }.count > 1 ? b.qualifiedName : b.name)()" }
        for builder in builders.dropFirst() {
            do throws(LayoutFileError) {
                let other = try source.evaluate(function: builder.qualifiedName, device: environment)
                try other.checkFirstSection(environment)
                var layout = LoadedLayout(notices: { other.notices }) { other.makeLayout(bounds: $0) }
                layout.builder = label(builder)
                loaded.others.append(layout)
            } catch {
                skipped.append("the layout \(label(builder)) is not offered (n): \(error.description)")
            }
        }
        if !loaded.others.isEmpty, let first = builders.first { loaded.builder = label(first) }
        // Sample data of as many sections as the Swift layout implies (LayoutDescription.sampleData).
        let implied = sample ? evaluated.impliedSections(environment: environment) : nil
        return LoadedLayoutFile(
            path: path, loaded: loaded, description: evaluated.staticDescription, swift: evaluated,
            file: implied.map { .compositional(CompositionalDescription(sections: $0)) },
            sectionTitles: implied.flatMap { evaluated.impliedSectionTitles(count: $0.count) },
            snapshotSteps: sample ? source.snapshotSteps() : [], skippedBuilders: skipped,
            dataSourceCounts: sample ? evaluated.dataSourceItemCounts() : nil,
            sampleError: sample ? evaluated.impliedSectionsError(environment: environment) : nil)
    }

    /// What the viewer reads the file with again on save and Ctrl-R.
    static func loader(function: String?, definitions: SwiftDefinitions = SwiftDefinitions()) -> LayoutFileWatch.Loader {
        { path, environment throws(LayoutFileError) in
            let file = try read(path, function: function, definitions: definitions, environment: environment, sample: false)
            // Swift source has no screen keys: the screen stays as the command line set it.
            return (file.loaded, isSwift(path) ? nil : file.scene)
        }
    }
}

extension LayoutOptions {
    /// The options a layout file replaces.
    private var layoutOptionsGiven: [String] {
        var given: [String] = []
        if layout != nil { given.append("--layout") }
        if columns != nil { given.append("--columns") }
        if itemSize != nil { given.append("--item-size") }
        if lineSpacing != nil { given.append("--line-spacing") }
        if interitemSpacing != nil { given.append("--interitem-spacing") }
        if sectionSpacing != nil { given.append("--section-spacing") }
        if sectionInset != nil { given.append("--section-inset") }
        if headerHeight != nil { given.append("--header-height") }
        if footerHeight != nil { given.append("--footer-height") }
        if scrollDirection != nil { given.append("--scroll-direction") }
        if pinHeaders { given.append("--pin-headers") }
        if sectionBackgrounds { given.append("--section-backgrounds") }
        return given
    }

    /// `--layout-file`, read and validated (a Swift file evaluated for `environment`), or nil without it.
    ///
    /// - Throws: `UsageError` when it comes with `--layout` or another layout option, or naming
    ///   the file and the place of its problem.
    func loadedLayoutFile(environment: LayoutEnvironment) throws -> LoadedLayoutFile? {
        let definitions = try DefineRule.definitions(define)
        guard let layoutFile else {
            if layoutFunction != nil { throw UsageError("--layout-function needs a Swift --layout-file") }
            if !definitions.isEmpty { throw UsageError("--define needs a Swift --layout-file, whose names it gives values") }
            return nil
        }
        if selfSizing {
            throw UsageError(
                "--layout-file and --self-sizing cannot be used together: put \"selfSizing\": true in a waterfall or flow file, {\"estimated\": P} heights in a compositional one")
        }
        if let other = layoutOptionsGiven.first {
            throw UsageError("--layout-file and \(other) cannot be used together: the file describes the whole layout")
        }
        if layoutFunction != nil, !LoadedLayoutFile.isSwift(layoutFile) {
            throw UsageError("--layout-function picks a layout of a Swift file; \(layoutFile) is not a .swift file")
        }
        if !definitions.isEmpty, !LoadedLayoutFile.isSwift(layoutFile) {
            throw UsageError("--define gives values to a Swift file's names; \(layoutFile) is not a .swift file")
        }
        do {
            return try LoadedLayoutFile.read(layoutFile, function: layoutFunction, definitions: definitions, environment: environment)
        } catch {
            throw UsageError(error.description)
        }
    }
}

extension LayoutDescription {
    /// Items per section of `sampleData(seed:)`.
    static let sampleItemsPerSection = 20

    /// What a compositional file of several sections shows when no data is given (no `--data`,
    /// `--items`, `--db` or `--feed`): one section of generated items per section it describes,
    /// so every one of them is seen, each titled by `titles` (a Swift file's section enum) or by
    /// what sets it apart — its orthogonal behaviour (`continuous`, `groupPaging`…), or
    /// "Section N". `nil` for any other file, which shows the generated feed (the viewer) or
    /// `--items 30` (`cvsim layout`).
    ///
    /// - Complexity: O(sections of the file).
    func sampleData(seed: UInt64, titles: [String]? = nil) -> CollectionData? {
        guard case .compositional(let description) = self, description.sections.count > 1 else { return nil }
        let sections = description.sections
        return CollectionData(
            generatedCounts: Array(repeating: Self.sampleItemsPerSection, count: sections.count), seed: seed,
            sectionTitle: { s in
                if let titles, s < titles.count { return titles[s] }
                let behavior = sections[s].orthogonalScrollingBehavior
                return behavior == .none ? "Section \(s + 1)" : behavior.rawValue
            })
    }
}
