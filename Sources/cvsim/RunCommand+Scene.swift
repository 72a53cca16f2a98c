import CollectionLayout
import CollectionModel
import CollectionView
import TerminalUI

extension RunCommand {
    /// The virtual device: `--viewport` if given, else the `--device` preset.
    func resolvedDevice() throws -> Device {
        if let viewport = layoutOptions.viewport { return Device(name: viewport.text, size: viewport.size) }
        return try Device.named(device)
    }

    /// The scene `run` shows: the collection view over `--data`, `--items` generated items, or
    /// the endless generated feed, with the four standard layouts, starting on `--layout`.
    ///
    /// - Throws: `DatasetError` for a bad data file, `ViewError` for a bad device or viewport.
    func makeScene() throws -> CollectionViewScene {
        let source: ModelDataSource
        var save: (() -> String)?
        if let path = data {
            let dataset = try Dataset.load(contentsOf: path)
            source = ModelDataSource(data: try CollectionData(dataset: dataset))
            save = { [source] in
                do {
                    try source.data.dataset.save(to: path)
                    return "saved \(path)"
                } catch {
                    return "save failed: \(error)"
                }
            }
        } else if let items {
            source = ModelDataSource(data: CollectionData(generatedCounts: items.counts, seed: seed))
        } else {
            let feed = GeneratedPageSource(seed: seed, latency: .milliseconds(latencyMs))
            source = ModelDataSource(
                data: CollectionData(), loader: PageLoader(source: feed),
                paging: PaginationConfiguration(pageSize: pageSize))
        }
        let choices = LayoutChoice.standard(configuration: layoutOptions.configuration)
        var options = ViewOptions()
        options.device = try resolvedDevice()
        options.asciiOnly = ascii
        let view = try CollectionViewState(
            data: source, layouts: choices,
            initialLayout: LayoutChoice.index(of: layoutOptions.layout.rawValue, in: choices) ?? 0,
            options: options, terminalWidth: 80, terminalHeight: 24)
        return CollectionViewScene(view: view, save: save)
    }
}
