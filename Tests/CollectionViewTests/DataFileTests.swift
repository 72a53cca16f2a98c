import CollectionFiles
import CollectionLayout
import CollectionModel
import Foundation
import Testing

@testable import CollectionView
import ViewerApp

/// The data file as the viewer keeps it: modified means "differs from the file", other
/// programs' changes are noticed and never silently overwritten, edits that could never be saved
/// are refused when made; and paging follows the vertical scroll past sideways sections.
@Suite struct DataFileTests {
    static func items(_ ids: [String]) -> [Item] { ids.map { Item(id: ItemID($0), title: $0.uppercased(), height: 60, color: "#336699") } }

    static func status(_ view: CollectionViewState) -> String {
        screen(view).split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    static func ids(_ source: ModelDataSource) -> [[String]] { source.data.sections.map { $0.items.map(\.id.rawValue) } }

    /// A temporary data file of `ids`, shown by a view that saves to it as `cvsim run --data` does.
    final class Fixture {
        let path = NSTemporaryDirectory() + "cvsim-data-\(getpid())-\(UUID().uuidString).json"
        let source: ModelDataSource
        let watch: DataFileWatch
        let view: CollectionViewState
        /// The view with the data file watched, as the app runs it.
        let app: WatchedView

        init(_ ids: [String]) throws {
            try Fixture.write(ids, to: path)
            let document = try DatasetDocument.load(contentsOf: path)
            source = ModelDataSource(data: try CollectionData(dataset: document.dataset))
            watch = DataFileWatch(path: path, document: document, model: source)
            view = try makeView(source, width: 250, height: 30)
            view.edits.canSave = true
            app = WatchedView(view, files: WatchedFiles(data: watch))
        }

        /// Writes the file as another program would.
        static func write(_ ids: [String], to path: String) throws {
            let items = ids.map { ##"{"id": "\##($0)", "title": "\##($0.uppercased())", "height": 60, "color": "#336699"}"## }
            try ##"{"sections": [{"title": "A", "items": [\##(items.joined(separator: ", "))]}]}"##
                .write(toFile: path, atomically: false, encoding: .utf8)
        }

        func fileIDs() throws -> [String] {
            try Dataset.load(contentsOf: path).sections.flatMap { $0.items.map(\.id.rawValue) }
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    // MARK: - Modified

    @Test func undoingEveryEditLeavesTheDataUnmodified() throws {
        let f = try Fixture(["a", "b", "c"])
        #expect(!f.view.isModified)
        f.app.type("i")
        #expect(f.view.isModified && Self.status(f.view).contains("[+] modified"))
        f.app.type("d")  // the new item: the data is as on disk again
        #expect(!f.view.isModified)
        f.app.type("u")
        #expect(f.view.isModified)
        f.app.type("u")
        #expect(!f.view.isModified && !Self.status(f.view).contains("modified"))
        #expect(f.app.press(.character("q")) == .quit, "nothing differs from the file: q quits at once")
    }

    @Test func aMoveAndItsMoveBackLeaveTheDataUnmodified() throws {
        let f = try Fixture(["a", "b", "c"])
        f.app.type(" ")
        for _ in 0..<10 { f.app.press(.down) }
        f.app.press(.enter)
        let moved = Self.ids(f.source)
        try #require(moved != [["a", "b", "c"]])
        #expect(f.view.isModified)
        f.app.type("u")
        #expect(Self.ids(f.source) == [["a", "b", "c"]] && !f.view.isModified)
    }

    @Test func afterASaveModifiedComparesWithWhatWasSaved() throws {
        let f = try Fixture(["a", "b"])
        f.app.type("d")
        #expect(f.watch.save().saved)
        f.view.markSaved()
        #expect(!f.view.isModified)
        #expect(try f.fileIDs() == ["b"])
        f.app.type("u")  // a back, which the file no longer has
        #expect(f.view.isModified)
    }

    // MARK: - Edits that could never be saved

    @Test func dataPagedInFromAFileRefusesEditsWhenMade() throws {
        let source = ModelDataSource(data: try CollectionData(sections: [Section(title: "A", items: Self.items(["a", "b"]))]))
        let reason = "read-only: --page-size pages the file in, and saving would drop what is not loaded; run without it to edit"
        source.editRefusal = reason
        let view = try makeView(source, width: 200, height: 30)
        view.edits.canSave = true
        view.type("i")
        #expect(view.chrome.statusMessage == "cannot insert: \(reason)")
        view.type("d")
        #expect(view.chrome.statusMessage == "cannot delete: \(reason)")
        view.type(" ")
        #expect(view.interaction.drag == nil && view.chrome.statusMessage == "cannot move: \(reason)")
        #expect(Self.ids(source) == [["a", "b"]] && !view.isModified)
    }

    /// A store locked by another process for a while, as a database opened read-only for a lock.
    final class PassingLock: EditPersistence {
        var refusal: String? = "read-only: another process is writing to db.sqlite; edits are refused"
        var lockGone = false
        private(set) var kept = 0
        func persist(_ edit: PersistableEdit, in data: CollectionData) throws { kept += 1 }
        func retryWritable() -> String? {
            guard lockGone, refusal != nil else { return nil }
            refusal = nil
            return "db.sqlite is writable again: edits are saved as you make them"
        }
    }

    @Test func theNextEditRetriesAStoreLockedForAWhile() throws {
        let store = PassingLock()
        let source = ModelDataSource(data: try CollectionData(sections: [Section(title: "A", items: Self.items(["a"]))]))
        source.persistence = store
        let view = try makeView(source, width: 200, height: 30)
        view.type("i")
        #expect(view.chrome.statusMessage == "cannot insert: read-only: another process is writing to db.sqlite; edits are refused")
        store.lockGone = true
        view.type("i")
        view.tick(now: 1)
        #expect(view.chrome.statusMessage == "db.sqlite is writable again: edits are saved as you make them")
        #expect(Self.ids(source) == [["a", "new-2"]] && store.kept == 1)
    }

    // MARK: - Other programs' changes

    @Test func aChangeOnDiskIsNoticedAndCtrlRLoadsIt() throws {
        let f = try Fixture(["a", "b"])
        f.app.tick(now: 0)
        _ = screen(f.view)
        #expect(f.app.nextWakeup(now: 0.1) == 0.5, "idle, it wakes only to look at the file")
        try Fixture.write(["a", "b", "x"], to: f.path)
        f.app.tick(now: 0.6)
        #expect(f.view.chrome.statusMessage == "\((f.path as NSString).lastPathComponent) changed on disk: Ctrl-R loads it")
        #expect(Self.status(f.view).contains("[!] changed on disk"))
        #expect(Self.ids(f.source) == [["a", "b"]], "nothing changes until asked")
        f.app.press(.ctrl("r"), now: 0.7)
        #expect(Self.ids(f.source) == [["a", "b", "x"]])
        #expect(!f.view.isModified && !Self.status(f.view).contains("changed on disk"))
        #expect(!f.source.canUndo, "the undo history named places in the old data")
        f.app.press(.ctrl("r"), now: 0.8)
        #expect(f.view.chrome.statusMessage == "\((f.path as NSString).lastPathComponent) has not changed on disk")
    }

    @Test func wAsksBeforeOverwritingAChangeOnDisk() throws {
        let f = try Fixture(["a", "b"])
        let name = (f.path as NSString).lastPathComponent
        f.app.type("d")  // a
        try Fixture.write(["a", "b", "x"], to: f.path)
        f.app.tick(now: 1)
        #expect(f.view.chrome.statusMessage == "\(name) changed on disk: w asks before overwriting it")
        // Ctrl-R does not drop unsaved edits.
        f.app.press(.ctrl("r"), now: 1.1)
        #expect(f.view.chrome.statusMessage == "unsaved edits: Ctrl-R reloads \(name) only without them; w asks what to do")
        #expect(Self.ids(f.source) == [["b"]])
        // w asks; Esc cancels and nothing is written.
        #expect(f.app.press(.character("w")) == .none)
        #expect(f.view.chrome.statusMessage == "\(name) changed on disk: o overwrites it, r reloads it (drops your edits), Esc cancels")
        #expect(f.app.press(.escape) == .none && f.view.chrome.statusMessage == "not saved")
        #expect(try f.fileIDs() == ["a", "b", "x"])
        // o overwrites: the run loop saves.
        f.app.type("w")
        #expect(f.app.press(.character("o")) == .save)
        let outcome = f.watch.save()
        #expect(outcome.saved && outcome.message == "saved \(f.path)")
        f.view.markSaved()
        #expect(try f.fileIDs() == ["b"])
        // The viewer's own save is no outside change.
        f.app.tick(now: 2)
        #expect(!f.watch.changedOnDisk && f.app.press(.character("w")) == .save)
    }

    @Test func theAnswerReloadDropsTheEditsAndQuitAsksToo() throws {
        let f = try Fixture(["a", "b"])
        f.app.type("i")
        try Fixture.write(["z"], to: f.path)
        f.app.type("w")
        #expect(f.view.edits.confirmingOverwrite == .save)
        f.app.type("r")
        #expect(Self.ids(f.source) == [["z"]] && !f.view.isModified)
        #expect(f.view.chrome.statusMessage == "reloaded \((f.path as NSString).lastPathComponent)")
        // q → s (save and quit) asks the same question first; o then saves and quits.
        f.app.type("i")
        try Fixture.write(["yy"], to: f.path)
        f.app.type("q")
        #expect(f.app.press(.character("s")) == .none && f.view.edits.confirmingOverwrite == .saveAndQuit)
        #expect(f.app.press(.character("o")) == .saveAndQuit)
    }

    // MARK: - Paging past sideways sections

    /// One section scrolling sideways, groups 0.8 wide: the feed's items all land in it.
    static func sidewaysChoice() -> LayoutChoice {
        let item = LayoutElement.item(ItemDescription(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
        var row = SectionDescription(group: GroupDescription(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(0.8), height: .absolute(200)), subitems: [item]))
        row.orthogonalScrollingBehavior = .continuous
        row.interGroupSpacing = 10
        let description = CompositionalDescription(sections: [row])
        return LayoutChoice(name: "sideways") { CompositionalLayout(description: description, bounds: $0) }
    }

    @Test func pagingFollowsTheVerticalScrollNotASidewaysSectionsWidth() throws {
        let feed = FeedData(count: 20)
        let view = try makeView(feed, width: 39, height: 40, choices: [Self.sidewaysChoice()])
        // The content stays one row tall whatever the section holds: paging by its length would
        // fetch page after page.
        for tick in 0..<50 {
            feed.finishPage()
            view.tick(now: Double(tick))
        }
        #expect(feed.fetchesStarted == 0 && feed.count == 20)
        #expect(view.screensToEnd() > 1)
        // Scrolled sideways to its last items, the section nears the end of the data: one page more.
        for _ in 0..<19 { view.press(.right) }
        #expect(view.interaction.focus == IndexPath(section: 0, item: 19))
        view.tick(now: 60)
        #expect(feed.fetchesStarted == 1)
        feed.finishPage()
        view.tick(now: 61)
        #expect(feed.count == 40)
        for tick in 62..<100 {
            feed.finishPage()
            view.tick(now: Double(tick))
        }
        #expect(feed.count == 40, "the new last item is screens away again")
    }
}
