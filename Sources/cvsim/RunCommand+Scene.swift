import CollectionFiles
import CollectionLayout
import CollectionModel
import CollectionView
import TerminalUI
import ViewerApp

extension RunCommand {
    /// The virtual device: `--viewport` if given, else the `--device` model (an iPhone 14 by default), in
    /// the `--orientation` asked for; `--device` and `--viewport` together are refused by `validate()`.
    func resolvedDevice() throws -> Device {
        try deviceOptions.resolved(viewport: layoutOptions.viewport)
    }

    /// Why edits are refused with `--data FILE --page-size N`.
    static let pagedDataRefusal = "read-only: --page-size pages the file in, and saving would drop what is not loaded; run without it to edit"

    /// Paging of `pageSize` items; a page may take as long as twice the simulated latency (at
    /// least the usual 10 s) before it counts as failed, so any `--latency-ms` loads.
    func paging(pageSize: Int, latencyMs: Int) -> PaginationConfiguration {
        PaginationConfiguration(pageSize: pageSize, timeout: max(10, 2 * Double(latencyMs) / 1000))
    }

    /// The scene `run` shows: the collection view over `--data`, `--items` generated items, or
    /// the endless generated feed, with the four standard layouts, starting on `--layout`.
    ///
    /// - Throws: `UsageError` naming the first bad option or the problem with the data file.
    func makeScene() throws -> CollectionViewScene {
        try validate()
        let (seed, latencyMs, pageSize, failRate, feedSize) = try numbers
        let comparison = try compare.map { try LayoutDump.load(contentsOf: $0).comparison(tolerance: tolerance ?? 0.5) }
        let layoutName = try layoutOptions.layoutName()
        let descriptions = try layoutOptions.descriptions()
        let device = try resolvedDevice()
        let environment = LayoutEnvironment(
            containerSize: device.size, contentSizeCategory: try layoutOptions.category(), safeAreaInsets: device.insets(screen: device.size))
        let loaded = try layoutOptions.loadedLayoutFile(environment: environment)
        // The same validation as `cvsim layout`, before the screen is touched: the layout must be
        // able to lay out an item on this device.
        let probe = descriptions.first { $0.builtInName == layoutName }!.makeLayout(bounds: Rect(origin: .zero, size: device.size))
        do {
            try probe.prepare(StaticDataSource(sections: [[SizeHint(height: 100)]]))
        } catch {
            throw UsageError(error.description)
        }
        let source: ModelDataSource
        var save: (() -> (saved: Bool, message: String))?
        var dataFile: DataFileWatch?
        let outside = try pageSources.makeSource(pageSize: pageSize ?? 20)
        let player = try snapshotPlayer(layoutFile: loaded)
        if let player {
            source = ModelDataSource(data: try player.firstData())
        } else if let outside {
            source = outside.source
            save = outside.save
        } else if let path = data, let pageSize {
            // The file's items page in as one feed; saving would keep only what was loaded.
            let dataset: Dataset
            do { dataset = try Dataset.load(contentsOf: path) } catch { throw UsageError(error.description) }
            source = ModelDataSource(
                data: CollectionData(), loader: PageLoader(source: DatasetPageSource(dataset: dataset, latency: .milliseconds(latencyMs))),
                paging: paging(pageSize: pageSize, latencyMs: latencyMs))
            // Saving would keep only the items paged in so far: edits are refused as they are made.
            source.editRefusal = Self.pagedDataRefusal
            save = { (false, "cannot save: " + Self.pagedDataRefusal) }
        } else if let path = data {
            // The stamp from before the read: a change made while reading is noticed.
            let stamp = FileStamp.of(path)
            do {
                let document = try DatasetDocument.load(contentsOf: path)
                source = ModelDataSource(data: try CollectionData(dataset: document.dataset))
                let watch = DataFileWatch(path: path, document: document, model: source, stamp: stamp)
                dataFile = watch
                save = { watch.save() }
            } catch {
                throw UsageError(error.description)
            }
        } else if let counts = try itemCounts() {
            source = ModelDataSource(data: CollectionData(generatedCounts: counts, seed: seed))
        } else if let sample = try loaded?.sampleData(seed: seed) {
            source = ModelDataSource(data: sample)
        } else {
            let feed = GeneratedPageSource(
                seed: seed, latency: .milliseconds(latencyMs), failureRate: failRate, endAfter: feedSize)
            source = ModelDataSource(
                data: CollectionData(), loader: PageLoader(source: feed), paging: paging(pageSize: pageSize ?? 20, latencyMs: latencyMs))
        }
        var choices = LayoutChoice.standard(descriptions)
        var watch: LayoutFileWatch?
        if let loaded {
            // The file's layout alone: it replaces the built-in ones (Ctrl-R and saving reload it).
            let options = deviceOptions, initial = try deviceOptions.screen(file: loaded.scene)
            let file = LayoutFileWatch(path: loaded.path, load: LoadedLayoutFile.loader(function: layoutOptions.layoutFunction, definitions: try DefineRule.definitions(layoutOptions.define))) { scene in
                // --chrome, --content-inset-adjustment and --title, where given, win over the file's keys.
                let screen = (try? options.screen(file: scene)) ?? initial
                return (screen.bars, screen.behavior, screen.title ?? "")
            }
            file.watchSources(of: loaded.loaded)
            choices = LayoutFileWatch.choices(name: file.displayName, loaded: loaded.loaded)
            watch = file
        }
        var options = ViewOptions()
        options.device = device
        options.asciiOnly = ascii
        options.contentSizeCategory = try layoutOptions.category()
        options.showsDevice = !noBezel
        options.settlesChromeAfterScrolling = !output.headless
        let screen = try deviceOptions.screen(file: loaded?.scene ?? LayoutFileScene())
        options.bars = screen.bars
        options.insetAdjustment = screen.behavior
        options.title = screen.title ?? ""
        let view: CollectionViewState
        do {
            view = try CollectionViewState(
                data: source, layouts: choices,
                initialLayout: LayoutChoice.index(of: layoutName, in: choices) ?? 0,
                options: options, terminalWidth: 80, terminalHeight: 24)
        } catch {
            throw UsageError(error.description)
        }
        if let problem = view.layouts.error {
            // A file that does not fit the device is a bad file: say so before the screen starts.
            throw UsageError(watch.map { $0.located(problem) } ?? problem)
        }
        view.comparison = comparison
        if let player { view.showSnapshots(player) }
        for skipped in loaded?.skippedBuilders ?? [] { printError("note: \(skipped)") }
        let notices = loaded?.loaded.notices() ?? []
        for notice in notices { printError("note: \(notice)") }
        if let first = notices.first { view.setStatus(first) }
        let scene = CollectionViewScene(view: view, save: save, files: WatchedFiles(layout: watch, data: dataFile))
        if let note = try layoutOptions.pinHeadersNote(data: source) { view.setStatus(note) }
        if let outside {
            // A database is written as edits happen and a feed is read-only: nothing is ever unsaved.
            view.edits.canSave = false
            if let status = outside.status { view.setStatus(status) }
        }
        return scene
    }
}
