import CollectionLayout
import CollectionModel

/// A layout file the view shows and reloads when it changes: checked at most every
/// `interval` seconds (a `stat` call, so an idle viewer stays idle), and at once on Ctrl-R.
public final class LayoutFileWatch {
    public let path: String
    /// Seconds between two checks of the file's modification time.
    public static let interval = 0.5
    /// When the file was last read, as it was then.
    var stamp: FileStamp?
    var nextCheck = 0.0
    /// Why the file on disk cannot be used now (the last good layout stays), if it cannot.
    public internal(set) var error: String?

    /// Watches `path`, as it is now (its content is what the view shows at first).
    public init(path: String) {
        self.path = path
        self.stamp = FileStamp.of(path)
    }

    /// The name the status line shows: the file's last path component.
    public var displayName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// A layout choice for the content of the file.
    public static func choice(name: String, file: LayoutFile) -> LayoutChoice {
        LayoutChoice(name: name) { file.makeLayout(name: "compositional", bounds: $0) }
    }
}
