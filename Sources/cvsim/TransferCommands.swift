import ArgumentParser
import CollectionFiles
import CollectionModel
import CollectionStore

import Platform

/// `cvsim import DATA.json FILE.sqlite`: a dataset as a new database for `run --db`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a dataset (JSON) as a new SQLite database for 'cvsim run --db'.",
        discussion: """
            The database's schema is in docs/datasets.md. An existing FILE is not overwritten unless \
            --force is given (as with export).
            """)

    @Argument(help: ArgumentHelp("The dataset to read (docs/datasets.md).", valueName: "DATA.json"))
    var dataset: String

    @Argument(help: ArgumentHelp("The database to create.", valueName: "FILE.sqlite"))
    var database: String

    @Flag(help: "Replace FILE.sqlite if it exists (close any viewer of it first).")
    var force = false

    func run() throws {
        do {
            let data = try Dataset.load(contentsOf: dataset)
            try CollectionStore.create(at: database, from: data, replacing: force)
            print("imported \(data.countDescription) into \(database)")
        } catch {
            throw UsageError("\(error)")
        }
    }
}

/// `cvsim export FILE.sqlite DATA.json`: a database back as a dataset (the exact round trip).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write an SQLite database of cvsim as a dataset (JSON).",
        discussion: """
            The file is written atomically; importing it again gives the same database content. An \
            existing DATA.json is not overwritten unless --force is given (as with import).
            """)

    @Argument(help: ArgumentHelp("The database to read.", valueName: "FILE.sqlite"))
    var database: String

    @Argument(help: ArgumentHelp("The dataset to write.", valueName: "DATA.json"))
    var dataset: String

    @Flag(help: "Replace DATA.json if it exists.")
    var force = false

    func run() throws {
        if !force, FileStamp.of(dataset) != nil || isSymbolicLink(dataset) {
            throw UsageError("\(dataset) already exists; export writes a new file (--force replaces it)")
        }
        do {
            let store = try CollectionStore(path: database)
            let data = try store.dataset()
            try store.close()
            try data.save(to: dataset)
            print("exported \(data.countDescription) to \(dataset)")
        } catch {
            throw UsageError("\(error)")
        }
    }
}

/// Whether `path` is a symbolic link (a dangling one has no stamp but is still there).
private func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
}

extension Dataset {
    /// "N items in M sections", in the singular where it is one.
    var countDescription: String {
        let items = sections.reduce(0) { $0 + $1.items.count }
        return "\(items) \(items == 1 ? "item" : "items") in \(sections.count) \(sections.count == 1 ? "section" : "sections")"
    }
}
