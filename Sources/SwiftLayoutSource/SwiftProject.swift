import CollectionFiles
import Foundation

/// The other Swift files of the project a layout source sits in: where a name the file does not
/// declare (an enum of sections, a `Metrics` struct, an extension of the view controller) is
/// looked for.
///
/// The project is the nearest folder above the file that holds `Package.swift`, a `*.xcodeproj`
/// or `.git` (the file's own folder when there is none); build and dependency folders (`.build`,
/// `Pods`, `Carthage`, `DerivedData`, hidden ones) are skipped. Reading is bounded in files,
/// bytes and time; what was left out is said in `cut`.
public struct SwiftProject: Sendable {
    /// A file of the project: its path as messages show it, and its bytes.
    public struct File: Sendable {
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// The project's folder.
    public var root: String
    /// Its `.swift` files, in path order.
    public var files: [File]
    /// Why some files were not read (a bound was reached), nil when all were.
    public var cut: String?

    /// The most files read from a project.
    public static let maximumFiles = 2_000
    /// The most bytes read from a project: 16 MiB.
    public static let maximumBytes = 16 << 20
    /// The longest time spent reading a project, in seconds.
    public static let maximumSeconds = 3.0

    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "build", "node_modules"]

    public init(root: String, files: [File], cut: String? = nil) {
        self.root = root
        self.files = files
        self.cut = cut
    }

    /// The folder of the project `path` (a file or a folder) is in: the nearest folder at or
    /// above it holding `Package.swift`, a `*.xcodeproj` or `.git`; without one, the folder
    /// itself (or the file's folder).
    public static func root(of path: String) -> String {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        let start = manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? URL(fileURLWithPath: path) : URL(fileURLWithPath: path).deletingLastPathComponent()
        var folder = start.standardizedFileURL
        while true {
            if isRoot(folder.path) { return folder.path }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { return start.standardizedFileURL.path }
            folder = parent
        }
    }

    private static func isRoot(_ folder: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return names.contains { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") }
    }

    /// Reads the `.swift` files of the project `path` is in (see `root(of:)`), bounded by
    /// `maximumFiles`, `maximumBytes` and `maximumSeconds`; a file over 1 MiB is skipped.
    ///
    /// - Complexity: O(the project's folders and the bytes read).
    public static func read(around path: String) -> SwiftProject {
        let root = root(of: path)
        let started = Date()
        var files: [File] = []
        var bytes = 0
        var cut: String?
        var pending = [root]
        let manager = FileManager.default
        walk: while let folder = pending.popLast() {
            guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() {
                if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                let full = folder == "/" ? "/" + name : folder + "/" + name
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: full, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcassets") { pending.insert(full, at: 0) }
                    continue
                }
                guard name.hasSuffix(".swift") else { continue }
                if Date().timeIntervalSince(started) > maximumSeconds {
                    cut = "stopped after \(Int(maximumSeconds)) s"
                    break walk
                }
                guard files.count < maximumFiles else {
                    cut = "stopped at \(maximumFiles) files"
                    break walk
                }
                guard let content = try? LayoutFile.readSource(full, limit: SwiftLayoutSource.maximumBytes) else { continue }
                guard bytes + content.count <= maximumBytes else {
                    cut = "stopped at \(maximumBytes >> 20) MiB"
                    break walk
                }
                bytes += content.count
                files.append(File(path: full, bytes: content))
            }
        }
        files.sort { $0.path < $1.path }
        return SwiftProject(root: root, files: files, cut: cut.map { "the project \(root) was read in part (\($0)): a name declared in a file not read is unknown" })
    }

    // MARK: - Which files to parse

    /// The names a Swift text declares (the word after `enum`, `struct`, `class`, `actor`,
    /// `protocol`, `typealias` or `func`, a `static` or top-level `let` or `var`) and those it extends (after
    /// `extension`), found by a scan of its words: more than it declares (comments and strings
    /// are not skipped), never less.
    ///
    /// - Complexity: O(bytes).
    static func declaredNames(in bytes: [UInt8]) -> (declares: Set<String>, extends: Set<String>) {
        // What a word is, found by comparing bytes: a String is made only for a declared name.
        enum Word { case declaring, binding, extending, modifier, other }
        let words: [(String, Word)] = [
            ("enum", .declaring), ("struct", .declaring), ("class", .declaring), ("actor", .declaring), ("protocol", .declaring),
            ("typealias", .declaring), ("func", .declaring), ("let", .binding), ("var", .binding), ("extension", .extending),
            ("static", .modifier),
        ]
        let table = words.map { (Array($0.0.utf8), $0.1) }
        var names: Set<String> = []
        var extended: Set<String> = []
        var previous = Word.other
        var beforePrevious = Word.other
        // Whether the previous word started a line: a top-level `let`.
        var previousAtLineStart = false
        bytes.withUnsafeBufferPointer { b in
            func isStart(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 }
            func isPart(_ c: UInt8) -> Bool { isStart(c) || (c >= 48 && c <= 57) }
            var i = 0
            while i < b.count {
                let c = b[i]
                guard isStart(c) else {
                    // Whitespace keeps the previous word (`let  x`); anything else ends it.
                    if c != 32, c != 9, c != 10, c != 13 { (beforePrevious, previous) = (.other, .other) }
                    i += 1
                    continue
                }
                let start = i
                let atLineStart = start == 0 || b[start - 1] == 10
                while i < b.count, isPart(b[i]) { i += 1 }
                let length = i - start
                let declared = previous == .declaring
                    || (previous == .binding && (beforePrevious == .modifier || beforePrevious == .declaring || previousAtLineStart))
                if declared || previous == .extending {
                    let word = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
                    if previous == .extending { extended.insert(word) } else { names.insert(word) }
                }
                var kind = Word.other
                if length <= 9 {
                    for (keyword, k) in table where keyword.count == length {
                        var same = true
                        for j in 0..<length where keyword[j] != b[start + j] {
                            same = false
                            break
                        }
                        if same {
                            kind = k
                            break
                        }
                    }
                }
                (beforePrevious, previous, previousAtLineStart) = (previous, kind, atLineStart)
            }
        }
        return (names, extended)
    }

    /// The most bytes of other files parsed for one layout source: 4 MiB.
    static let maximumParsedBytes = 4 << 20

    /// The file `path` names, matched by its standardized path.
    func contains(_ path: String) -> Bool {
        let wanted = URL(fileURLWithPath: path).standardizedFileURL.path
        return files.contains { URL(fileURLWithPath: $0.path).standardizedFileURL.path == wanted }
    }
}
