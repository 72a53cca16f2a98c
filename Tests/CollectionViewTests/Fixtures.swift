import CollectionLayout
import Testing
@testable import CollectionView
import TerminalCore
import TestSupport
import ViewerApp

/// A small two-section data set with known titles, colours and heights.
func fruitData() -> SimpleCollectionData {
    let fruits = ["Apple", "Banana", "Cherry", "Date", "Elder", "Fig", "Grape", "Honeydew"]
    let greens = ["Kale", "Leek", "Okra", "Pea", "Radish", "Spinach"]
    let heights: [Double] = [100, 60, 140, 80, 120, 70, 90, 110]
    let colors: [Color] = [.rgb(0xE5, 0x73, 0x73), .rgb(0x64, 0xB5, 0xF6), .rgb(0x81, 0xC7, 0x84), .rgb(0xFF, 0xD5, 0x4F)]
    var id = 0
    func items(_ names: [String]) -> [SimpleItem] {
        names.enumerated().map { i, name in
            id += 1
            return SimpleItem(id: id, title: name, color: colors[id % colors.count], size: SizeHint(height: heights[(id - 1) % heights.count]))
        }
    }
    return SimpleCollectionData(sections: [
        SimpleSection(title: "Fruits", items: items(fruits)),
        SimpleSection(title: "Greens", items: items(greens)),
    ])
}

func waterfallConfiguration(pinHeaders: Bool = false, backgrounds: Bool = false, columns: Int = 2) -> EveryLayoutOptions {
    var c = EveryLayoutOptions()
    c.columns = columns
    c.lineSpacing = 10
    c.interitemSpacing = 10
    c.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    c.headerHeight = 40
    c.footerHeight = 20
    c.pinHeaders = pinHeaders
    c.sectionBackgrounds = backgrounds
    return c
}

/// The four built-in layouts over one configuration, as keys 1–4 switch them.
func testChoices(pinHeaders: Bool = false, backgrounds: Bool = false) -> [LayoutChoice] {
    var c = waterfallConfiguration(pinHeaders: pinHeaders, backgrounds: backgrounds)
    c.itemSize = Size(width: 110, height: 70)
    return [
        LayoutChoice(name: "waterfall") { WaterfallLayout(options: c.waterfall, bounds: $0) },
        LayoutChoice(name: "flow") { FlowLayout(options: c.flow, bounds: $0) },
        LayoutChoice(name: "mosaic") { MosaicLayout(options: c.mosaic, bounds: $0) },
        LayoutChoice(name: "horizontal") { HorizontalSectionsLayout(options: c.horizontal, bounds: $0) },
    ]
}

func makeView(
    _ data: any CollectionViewDataSource = fruitData(), width: Int = 40, height: Int = 20,
    choices: [LayoutChoice] = testChoices(), ascii: Bool = false, animation: Double = 0, device: Device? = nil
) throws -> CollectionViewState {
    var options = ViewOptions()
    // Without a device the device width fills the terminal (no bezel), as the behaviour tests assume.
    options.showsDevice = device != nil
    if let device { options.device = device }
    options.asciiOnly = ascii
    options.animationDuration = animation
    return try CollectionViewState(data: data, layouts: choices, options: options, terminalWidth: width, terminalHeight: height)
}

/// `length` as the view measures a self-sizing cell: rounded up to its device's pixels.
func onPixels(_ length: Double, _ view: CollectionViewState) -> Double { PixelGrid(scale: view.options.device.scale).ceil(length) }

func screen(_ view: CollectionViewState, now: Double = 0) -> String {
    var buffer = CellBuffer(width: 0, height: 0)
    view.render(into: &buffer, now: now)
    return buffer.text
}

extension CollectionViewState {
    @discardableResult
    func press(_ keys: Key..., now: Double = 0) -> ViewAction {
        var last = ViewAction.none
        for key in keys { last = handle(.key(key), now: now) }
        return last
    }

    func type(_ text: String, now: Double = 0) {
        for c in text { _ = handle(.key(.character(c)), now: now) }
    }
}

/// A view with the files the app watches for it, driven as the run loop's scene drives them
/// (`CollectionViewScene`): the files looked at before each tick, and the app's part of what
/// a key asks for done after it.
final class WatchedView {
    let view: CollectionViewState
    let files: WatchedFiles

    init(_ view: CollectionViewState, files: WatchedFiles) {
        self.view = view
        self.files = files
        view.fileStatus = files.status
    }

    func tick(now: Double) {
        files.check(view, now: now)
        view.tick(now: now)
    }

    @discardableResult
    func press(_ keys: Key..., now: Double = 0) -> ViewAction {
        var last = ViewAction.none
        for key in keys {
            let answering = view.edits.confirmingOverwrite != nil
            last = files.take(view.handle(.key(key), now: now), from: view, now: now, answering: answering)
        }
        return last
    }

    func type(_ text: String, now: Double = 0) {
        for c in text { press(.character(c), now: now) }
    }

    /// When the scene wakes without input: the view's wakeup or the next look at a file.
    func nextWakeup(now: Double) -> Double? {
        [view.nextWakeup(now: now), files.nextCheck.map { max(now, $0) }].compactMap { $0 }.min()
    }
}

/// An endless feed whose items derive from their index (nothing stored per item), paged by hand:
/// `loadMoreIfNeeded` starts a "fetch" that the test finishes with `finishPage()` or `failPage()`.
final class FeedData: CollectionViewDataSource {
    private(set) var count: Int
    let limit: Int
    let pageSize: Int
    private var ready = 0
    var status: PaginationStatus = .idle
    private(set) var fetchesStarted = 0
    private(set) var contentCalls = 0

    init(count: Int, limit: Int = .max, pageSize: Int = 20) {
        self.count = count
        self.limit = limit
        self.pageSize = pageSize
        if count >= limit { status = .exhausted }
    }

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { count }
    func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint {
        SizeHint(height: Double(50 + SplitMix64.mix(UInt64(indexPath.item)) % 150))
    }
    func itemID(at indexPath: IndexPath) -> AnyHashable { indexPath.item }
    func content(at indexPath: IndexPath) -> CellContent {
        contentCalls += 1
        let hash = SplitMix64.mix(UInt64(indexPath.item) &+ 77)
        return CellContent(
            title: "Item \(indexPath.item)", color: .rgb(UInt8(hash & 0xFF), UInt8((hash >> 8) & 0xFF), UInt8((hash >> 16) & 0xFF)))
    }
    func sectionTitle(_ section: Int) -> String { "Feed" }
    func insertItem(after indexPath: IndexPath?) throws -> IndexPath { throw SimpleDataError.noSection }
    func deleteItem(at indexPath: IndexPath) throws { throw SimpleDataError.noSuchItem(indexPath) }
    var canUndo: Bool { false }
    func undo() throws -> IndexPath? { throw SimpleDataError.nothingToUndo }
    func beginInteractiveMovement(at indexPath: IndexPath) throws { throw SimpleDataError.noMovement }
    func updateInteractiveMovement(to target: IndexPath) throws { throw SimpleDataError.noMovement }
    func endInteractiveMovement() throws { throw SimpleDataError.noMovement }
    func cancelInteractiveMovement() {}

    var pagination: PaginationStatus { status }
    func loadMoreIfNeeded(screensToEnd: Double) {
        guard status == .idle else { return }
        // One screen of unseen content left (Texture's leading screens of 1).
        if screensToEnd < 1 {
            status = .loading
            fetchesStarted += 1
        }
    }
    func finishPage() {
        guard status == .loading else { return }
        ready += min(pageSize, limit - count - ready)
        status = count + ready >= limit ? .exhausted : .idle
    }
    func failPage() {
        guard status == .loading else { return }
        status = .failed("network down")
    }
    func drainLoadedItems() -> Invalidation {
        defer { count += ready; ready = 0 }
        return ready > 0 ? .appendedItems : .none
    }
    func retryFailedPage() {
        if case .failed = status { status = .loading }
    }
}
