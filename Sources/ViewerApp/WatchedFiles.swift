import CollectionFiles
import CollectionLayout
import CollectionModel
import CollectionView

/// The files the app shows in the view and watches for other programs' changes: the layout file
/// (`--layout-file`, reloaded when it changes) and the data file (`--data`, whose changes are
/// noticed, never silently overwritten, and read again on Ctrl-R). The run loop's scene looks at
/// them between events (`check(_:now:)`, a `stat` call each at most twice a second) and tells
/// the view what it found (`CollectionViewState.fileStatus`); the view reads no file itself.
public final class WatchedFiles {
    public let layout: LayoutFileWatch?
    public let data: DataFileWatch?

    public init(layout: LayoutFileWatch? = nil, data: DataFileWatch? = nil) {
        self.layout = layout
        self.data = data
    }

    /// When a file is next looked at, in the view's seconds (`nil`: no file is watched).
    public var nextCheck: Double? {
        switch (layout?.nextCheck, data?.nextCheck) {
        case let (a?, b?): return min(a, b)
        case let (a, b): return a ?? b
        }
    }

    /// What the view's status line and Ctrl-R need to know of the files now.
    public var status: WatchedFileStatus {
        WatchedFileStatus(
            watchesFiles: layout != nil || data != nil, problem: layout?.error, dataChangedOnDisk: data?.changedOnDisk == true)
    }

    /// Looks at each file whose time has come (at most every half second) and updates `view`.
    public func check(_ view: CollectionViewState, now: Double) {
        checkLayoutFile(view, now: now)
        checkDataFile(view, now: now)
        view.fileStatus = status
    }

    /// Does the app's part of what the view asked for after an event, and returns what is left
    /// for the run loop: Ctrl-R reads the files again (`.reload`), the answer `r` reloads the
    /// data file (`.reloadData`), and a save (`w`, `q` then `s`) asks first when the data file
    /// changed on disk — unless `answering` the overwrite question, whose `o` overwrites.
    ///
    /// - Parameter answering: the view was asking whether to overwrite when the event came.
    public func take(_ action: ViewAction, from view: CollectionViewState, now: Double, answering: Bool) -> ViewAction {
        defer { view.fileStatus = status }
        switch action {
        case .reload:
            reload(view, now: now)
            return .none
        case .reloadData:
            reloadDataFile(view, now: now)
            return .none
        case .save, .saveAndQuit:
            guard !answering, let data else { return action }
            data.check()
            guard data.changedOnDisk else { return action }
            view.askToOverwrite(data.displayName, then: action)
            return .none
        case .none, .quit, .screenshot:
            return action
        }
    }

    // MARK: - Ctrl-R

    /// Ctrl-R: reads again what comes from outside — the layout file, read at once; the data
    /// file when another program changed it and there are no unsaved edits; and the data
    /// source's changes (`--db`), diffed and animated when they arrive.
    func reload(_ view: CollectionViewState, now: Double) {
        let hasFile = layout != nil
        if hasFile { checkLayoutFile(view, now: now, force: true) }
        if let dataFile = data {
            dataFile.check()
            if !dataFile.changedOnDisk {
                if !hasFile { view.setStatus("\(dataFile.displayName) has not changed on disk") }
            } else if view.isModified {
                view.setStatus("unsaved edits: Ctrl-R reloads \(dataFile.displayName) only without them; w asks what to do")
            } else {
                reloadDataFile(view, now: now)
            }
        } else {
            view.reloadSource(quietly: hasFile)
        }
    }

    // MARK: - The layout file

    /// Reads the layout file again when its stamp changed (or `force`), at most every
    /// `LayoutFileWatch.interval` seconds: a good file replaces the layout and the screen its keys
    /// describe (bars, inset adjustment, title), a bad one leaves the last good layout and screen
    /// and shows why on the status line.
    func checkLayoutFile(_ view: CollectionViewState, now: Double, force: Bool = false) {
        guard let watch = layout, force || now >= watch.nextCheck else { return }
        watch.nextCheck = now + LayoutFileWatch.interval
        let changed = watch.takeChanges()
        guard force || !changed.isEmpty else { return }
        // A project file's change is said with its name: "reloaded Feed.swift (Metrics.swift changed)".
        let others = changed.filter { $0 != watch.path }.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        let reloaded = "reloaded \(watch.displayName)" + (others.isEmpty ? "" : " (\(others.joined(separator: ", ")) changed)")
        do throws(LayoutFileError) {
            let (loaded, scene) = try watch.load(watch.path, view.layoutEnvironment)
            watch.watchSources(of: loaded)
            // The layout shown stays the one shown (the same builder of a file of several).
            let choices = LayoutFileWatch.choices(name: watch.displayName, loaded: loaded)
            let index = min(view.layouts.index, choices.count - 1)
            let shown = ([loaded] + loaded.others)[index]  // in the order of `choices`
            let candidate = choices[index].make(view.viewport.bounds)
            _ = candidate.updateTraits(contentSizeCategory: view.contentSizeCategory)
            do {
                try candidate.prepare(view.data)
            } catch {
                throw LayoutFileError(watch.located(error.description))
            }
            view.replaceLayouts(with: choices, showing: index, prepared: candidate)
            // The screen keys come with the layout: bars, inset adjustment and title, as at start.
            if let scene, let screen = watch.screen(scene) {
                view.setScreen(bars: screen.bars, behavior: screen.behavior, title: screen.title)
            }
            watch.error = nil
            view.setStatus(shown.notices().first.map { "\(reloaded) · \($0)" } ?? reloaded)
        } catch {
            watch.error = LayoutFileWatch.named(error.description)
            // The error replaces an earlier "reloaded …": the two never show together.
            if view.chrome.statusMessage?.hasPrefix("reloaded \(watch.displayName)") == true { view.setStatus(nil) }
        }
        view.fileStatus = status
    }

    // MARK: - The data file

    /// Looks at the data file's stamp at most every `DataFileWatch.interval` seconds and says on
    /// the status line when another program changed it.
    func checkDataFile(_ view: CollectionViewState, now: Double) {
        guard let dataFile = data, now >= dataFile.nextCheck else { return }
        dataFile.nextCheck = now + DataFileWatch.interval
        guard dataFile.check() else { return }
        view.setStatus(
            view.isModified
                ? "\(dataFile.displayName) changed on disk: w asks before overwriting it"
                : "\(dataFile.displayName) changed on disk: Ctrl-R loads it")
    }

    /// Reads the data file again (Ctrl-R, or `r` to the overwrite question): its items replace
    /// the data, animated as an outside change; the undo history goes.
    func reloadDataFile(_ view: CollectionViewState, now: Double) {
        guard let dataFile = data else { return }
        do {
            try view.reloadData(now: now) { try dataFile.reload() }
            view.setStatus("reloaded \(dataFile.displayName)")
        } catch {
            view.setStatus("cannot reload: \(error)")
        }
    }
}
