import CollectionLayout

/// What a layout file says about the screen around the collection view, beside its layout: the
/// bars (`"chrome"`), `"contentInsetAdjustmentBehavior"` and the navigation bar's `"title"`, the
/// keys of `--chrome`, `--content-inset-adjustment` and `--title`.
public struct LayoutFileScene: Hashable, Sendable {
    /// nil when the file names no bars (nor a behaviour): the bare screen.
    public var chrome: BarChrome?
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
    public var title: String?

    public init(chrome: BarChrome? = nil, contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior? = nil, title: String? = nil) {
        self.chrome = chrome
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.title = title
    }

    /// The top-level keys it reads, which the layout's own reading leaves aside.
    static let keys = ["chrome", "contentInsetAdjustmentBehavior", "title"]

    /// Reads the scene keys of a layout file's top-level object.
    ///
    /// - Throws: `LayoutFileError` naming the file and the key.
    static func read(_ root: JSONValue, name: String) throws(LayoutFileError) -> LayoutFileScene {
        var scene = LayoutFileScene()
        func fail(_ key: String, _ message: String) -> LayoutFileError { LayoutFileError("\(name): \(key): \(message)") }
        if let value = root["chrome"] {
            guard case .string(let text) = value, let bars = BarChrome(parsing: text) else {
                throw fail("chrome", "must be a string of \(BarChrome.names.map { "\"\($0)\"" }.joined(separator: ", ")) or a combination such as \"nav,tab\"")
            }
            scene.chrome = bars
        }
        if let value = root["contentInsetAdjustmentBehavior"] {
            let names = ContentInsetAdjustmentBehavior.allCases.map(\.rawValue)
            guard case .string(let text) = value, let behavior = ContentInsetAdjustmentBehavior(rawValue: text) else {
                throw fail("contentInsetAdjustmentBehavior", "must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            scene.contentInsetAdjustmentBehavior = behavior
            if scene.chrome == nil { scene.chrome = BarChrome.none }
        }
        if let value = root["title"] {
            guard case .string(let text) = value else { throw fail("title", "must be a string") }
            scene.title = text
        }
        return scene
    }
}
