import CollectionLayout
import CollectionModel

/// A layout read from a file: how to make it for given bounds, and what was read but ignored.
public struct LoadedLayout {
    public var make: (Rect) -> any CollectionLayout
    /// One line on what the file has that changes no frame (the status line shows it), if
    /// anything: asked after the layout is prepared (a section provider may meet it only then).
    public var notice: () -> String?

    public init(notice: @escaping () -> String? = { nil }, make: @escaping (Rect) -> any CollectionLayout) {
        self.make = make
        self.notice = notice
    }

    /// A JSON layout file's layout.
    public init(file: LayoutFile) {
        self.init { file.makeLayout(name: "compositional", bounds: $0) }
    }
}

/// A layout file the view shows and reloads when it changes: checked at most every
/// `interval` seconds (a `stat` call, so an idle viewer stays idle), and at once on Ctrl-R.
public final class LayoutFileWatch {
    /// Reads the file at a path for an environment (the viewport and the text size then).
    public typealias Loader = (_ path: String, _ environment: LayoutEnvironment) throws(LayoutFileError) -> LoadedLayout

    public let path: String
    /// Seconds between two checks of the file's modification time.
    public static let interval = 0.25
    /// When the file was last read, as it was then.
    var stamp: FileStamp?
    var nextCheck = 0.0
    /// Why the file on disk cannot be used now (the last good layout stays), if it cannot.
    public internal(set) var error: String?
    let load: Loader

    /// Watches `path`, as it is now (its content is what the view shows at first), reading it
    /// again with `load` (by default as a JSON layout file).
    public init(path: String, load: @escaping Loader = LayoutFileWatch.readJSON) {
        self.path = path
        self.load = load
        self.stamp = FileStamp.of(path)
    }

    /// Reads a JSON layout file.
    public static func readJSON(_ path: String, _ environment: LayoutEnvironment) throws(LayoutFileError) -> LoadedLayout {
        LoadedLayout(file: try LayoutFile.load(contentsOf: path))
    }

    /// The name the status line shows: the file's last path component.
    public var displayName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// A layout choice for the content of the file.
    public static func choice(name: String, file: LayoutFile) -> LayoutChoice {
        LayoutChoice(name: name) { file.makeLayout(name: "compositional", bounds: $0) }
    }

    /// A layout choice for a loaded file.
    public static func choice(name: String, loaded: LoadedLayout) -> LayoutChoice {
        LayoutChoice(name: name, make: loaded.make)
    }

    /// `problem` as one line naming the file (a message that already starts with it stays as it is).
    public func located(_ problem: String) -> String {
        problem.hasPrefix(path + ":") ? problem : "\(path): \(problem)"
    }
}
