import CollectionLayout
import CollectionModel

/// Layout files (docs/layout-files.md): JSON read into a `LayoutDescription` — a compositional
/// layout, or a built-in layout with per-section options — decoded once and validated whole.
public enum LayoutFile {
    /// What a layout file holds: its layout, and what it says of the screen around it.
    public struct Contents: Hashable, Sendable {
        public var layout: LayoutDescription
        public var scene: LayoutFileScene

        public init(layout: LayoutDescription, scene: LayoutFileScene = LayoutFileScene()) {
            self.layout = layout
            self.scene = scene
        }
    }

    /// Reads and validates the layout file at `path`: its layout.
    ///
    /// - Throws: `LayoutFileError`, one line naming the file, the JSON path of the problem and
    ///   what was expected.
    /// - Complexity: O(size of the file).
    public static func load(contentsOf path: String) throws(LayoutFileError) -> LayoutDescription {
        try read(contentsOf: path).layout
    }

    /// Reads and validates the layout file at `path` once: its layout and its screen keys.
    ///
    /// - Throws: `LayoutFileError`, as `load(contentsOf:)`.
    /// - Complexity: O(size of the file).
    public static func read(contentsOf path: String) throws(LayoutFileError) -> Contents {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.readFile(path)
        } catch {
            throw LayoutFileError(error.description)
        }
        return try contents(bytes, name: path)
    }

    /// Parses and validates layout-file JSON; `name` (a file name) starts every error message.
    ///
    /// - Throws: `LayoutFileError`.
    public static func decode(_ bytes: [UInt8], name: String = "layout") throws(LayoutFileError) -> LayoutDescription {
        try contents(bytes, name: name).layout
    }

    /// Parses and validates layout-file JSON: its layout and its screen keys.
    ///
    /// - Throws: `LayoutFileError`.
    public static func contents(_ bytes: [UInt8], name: String = "layout") throws(LayoutFileError) -> Contents {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            let what = error.truncated ? "truncated JSON" : "malformed JSON"
            throw LayoutFileError("\(name): \(what) at line \(error.line), column \(error.column): \(error.message)")
        }
        return try LayoutFileReader(name: name).read(root)
    }
}

/// Why a layout file cannot be used: one line, starting with the file's name.
public struct LayoutFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension LayoutFile {
    /// The bytes of a layout source of at most `limit` bytes (a larger one is refused before it is
    /// read whole), for readers of other formats.
    ///
    /// - Throws: `LayoutFileError` starting with `path`: missing, not a regular file, too large.
    public static func readSource(_ path: String, limit: Int) throws(LayoutFileError) -> [UInt8] {
        do {
            return try FileIO.readFile(path, limit: limit)
        } catch {
            throw LayoutFileError(error.description)
        }
    }
}

extension LayoutFile {
    /// Writes `text` to `path` atomically (a saved layout source, a converted layout).
    ///
    /// - Throws: `LayoutFileError` naming the path.
    public static func writeText(_ text: String, to path: String) throws(LayoutFileError) {
        do {
            try FileIO.writeAtomically(path) { write throws(DatasetError) in try write(Array(text.utf8)) }
        } catch {
            throw LayoutFileError(error.description)
        }
    }
}
