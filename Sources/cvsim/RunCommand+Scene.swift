import CollectionLayout
import CollectionModel
import CollectionView
import TerminalUI

extension RunCommand {
    /// The virtual device: `--viewport` if given, else the `--device` preset (an iPhone 15).
    func resolvedDevice() throws -> Device {
        if let viewport = layoutOptions.viewport {
            return Device(name: viewport, size: try layoutOptions.viewportSize())
        }
        do {
            return try Device.named(device ?? Device.default.name)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// The scene `run` shows: the collection view over `--data`, `--items` generated items, or
    /// the endless generated feed, with the four standard layouts, starting on `--layout`.
    ///
    /// - Throws: `UsageError` naming the first bad option or the problem with the data file.
    func makeScene() throws -> CollectionViewScene {
        try validateRunOptions()
        let kind = try layoutOptions.kind()
        let configuration = try layoutOptions.configuration()
        let device = try resolvedDevice()
        let source: ModelDataSource
        var save: (() -> String)?
        var startStatus: String?
        if let outside = try pageSources.makeSource(pageSize: pageSize) {
            source = outside.source
            save = outside.save
            startStatus = outside.status
        } else if let path = data {
            do {
                let dataset = try Dataset.load(contentsOf: path)
                source = ModelDataSource(data: try CollectionData(dataset: dataset))
            } catch {
                throw UsageError(error.description)
            }
            save = { [source] in
                do {
                    try source.data.dataset.save(to: path)
                    return "saved \(path)"
                } catch {
                    return "save failed: \(error)"
                }
            }
        } else if let counts = try itemCounts() {
            source = ModelDataSource(data: CollectionData(generatedCounts: counts, seed: seed))
        } else {
            let feed = GeneratedPageSource(seed: seed, latency: .milliseconds(latencyMs))
            source = ModelDataSource(
                data: CollectionData(), loader: PageLoader(source: feed),
                paging: PaginationConfiguration(pageSize: pageSize))
        }
        let choices = LayoutChoice.standard(configuration: configuration)
        var options = ViewOptions()
        options.device = device
        options.asciiOnly = ascii
        do {
            let view = try CollectionViewState(
                data: source, layouts: choices,
                initialLayout: LayoutChoice.index(of: kind.rawValue, in: choices) ?? 0,
                options: options, terminalWidth: 80, terminalHeight: 24)
            view.setStatus(startStatus)
            return CollectionViewScene(view: view, save: save)
        } catch {
            throw UsageError(error.description)
        }
    }
}
