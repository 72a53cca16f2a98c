import CollectionFiles
import CollectionLayout
import CollectionModel
import CollectionView

/// A layout file the app shows and reloads when it changes (`WatchedFiles`): checked at most every
/// `interval` seconds (a `stat` call, so an idle viewer stays idle), and at once on Ctrl-R.
public final class LayoutFileWatch {
    /// Reads the file at a path for an environment (the viewport and the text size then): its
    /// layout, and what it says of the screen (nil for a file that has no screen keys: Swift).
    public typealias Loader = (_ path: String, _ environment: LayoutEnvironment) throws(LayoutFileError) -> (
        layout: LoadedLayout, scene: LayoutFileScene?
    )

    /// The screen the view shows for what a file says of it: the bars, how the content adjusts
    /// and the title.
    public typealias Screen = (bars: BarChrome, behavior: ContentInsetAdjustmentBehavior, title: String)

    public let path: String
    /// Seconds between two checks of the file's modification time.
    public static let interval = 0.25
    /// When the file was last read, as it was then.
    var stamp: FileStamp?
    /// The other files the layout was read from (a Swift file's project files), as they were
    /// then: a change to one reloads the layout as a change to the file does.
    var sources: [String: FileStamp?] = [:]
    var nextCheck = 0.0
    /// Why the file on disk cannot be used now (the last good layout stays), if it cannot.
    public internal(set) var error: String?
    let load: Loader
    /// The screen for a file's screen keys (the command line's own options, where given, win);
    /// nil leaves the screen as it is.
    let screen: (LayoutFileScene) -> Screen?

    /// Watches `path`, as it is now (its content is what the view shows at first), reading it
    /// again with `load` (by default as a JSON layout file), its screen keys shown as `screen`
    /// makes them (by default as the file says them).
    public init(path: String, load: @escaping Loader = LayoutFileWatch.readJSON, screen: @escaping (LayoutFileScene) -> Screen? = LayoutFileWatch.fileScreen) {
        self.path = path
        self.load = load
        self.screen = screen
        self.stamp = FileStamp.of(path)
    }

    /// Reads a JSON layout file: its layout and its screen keys.
    public static func readJSON(_ path: String, _ environment: LayoutEnvironment) throws(LayoutFileError) -> (layout: LoadedLayout, scene: LayoutFileScene?) {
        let contents = try LayoutFile.read(contentsOf: path)
        return (LoadedLayout(file: contents.layout), contents.scene)
    }

    /// The screen a file's keys give alone: no bars, `automatic` and no title where it names none
    /// of them; nil (the screen as it is) for a file without screen keys.
    public static func fileScreen(_ scene: LayoutFileScene) -> Screen? {
        guard scene != LayoutFileScene() else { return nil }
        return (scene.chrome ?? .none, scene.contentInsetAdjustmentBehavior ?? .automatic, scene.title ?? "")
    }

    /// Watches `paths` too, as they are now: the other files `loaded` was read from.
    public func watchSources(of loaded: LoadedLayout) {
        let paths = Set(([loaded] + loaded.others).flatMap(\.sources)).subtracting([path])
        sources = Dictionary(uniqueKeysWithValues: paths.map { ($0, FileStamp.of($0)) })
    }

    /// The watched files whose stamp changed since they were read (the file first), each taken
    /// as read now; empty when none did.
    ///
    /// - Complexity: one `stat` call per file watched.
    func takeChanges() -> [String] {
        var changed: [String] = []
        let now = FileStamp.of(path)
        if now != stamp {
            stamp = now
            changed.append(path)
        }
        for (source, old) in sources.sorted(by: { $0.key < $1.key }) {
            let now = FileStamp.of(source)
            if now != old {
                sources[source] = now
                changed.append(source)
            }
        }
        return changed
    }

    /// The name the status line shows: the file's last path component.
    public var displayName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// A layout choice for the content of the file.
    public static func choice(name: String, file: LayoutDescription) -> LayoutChoice { .file(name: name, file: file) }

    /// A layout choice for a loaded file.
    public static func choice(name: String, loaded: LoadedLayout) -> LayoutChoice { .loaded(name: name, loaded: loaded) }

    /// The layout choices of a loaded file: the layout it installs, then the others it builds.
    public static func choices(name: String, loaded: LoadedLayout) -> [LayoutChoice] { LayoutChoice.loaded(name: name, all: loaded) }

    /// `problem` as the status line says it: a path it starts with (`/a/b/Feed.swift:12:5: …`)
    /// said by the file's name (`Feed.swift:12:5: …`), so that the message itself fits; the rest
    /// as it is. (Standard error, which has room, keeps the whole path.)
    public static func named(_ problem: String) -> String {
        guard problem.hasPrefix("/"), let colon = problem.firstRange(of: ": ") else { return problem }
        let location = problem[..<colon.lowerBound]
        guard let slash = location.lastIndex(of: "/") else { return problem }
        return String(problem[problem.index(after: slash)...])
    }

    /// `problem` as one line naming the file (a message that already starts with it stays as it is).
    public func located(_ problem: String) -> String {
        problem.hasPrefix(path + ":") ? problem : "\(path): \(problem)"
    }
}
