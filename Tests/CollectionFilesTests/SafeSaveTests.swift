import Foundation
import Testing

@testable import CollectionFiles
@testable import CollectionModel

/// `w` must not lose what the user had: the file's mode, owner and group, a symbolic link, and no
/// temporary files left behind by a save that was killed.
@Suite struct SafeSaveTests {
    func entries(_ dir: String) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted() }

    @Test func aSaveKeepsModeOwnerAndGroup() throws {
        let dir = temporaryDirectory()
        let path = dir + "/data.json"
        try Dataset(sections: [Section(title: "old")]).save(to: path)
        #expect(chmod(path, 0o640) == 0)
        var before = stat()
        stat(path, &before)
        try Dataset(sections: [Section(title: "new")]).save(to: path)
        var after = stat()
        stat(path, &after)
        #expect(after.st_mode & 0o7777 == 0o640)
        #expect(after.st_uid == before.st_uid && after.st_gid == before.st_gid)
        #expect(after.st_ino != before.st_ino, "replaced atomically (a new file renamed over the old)")
        #expect(try Dataset.load(contentsOf: path).sections.map(\.title) == ["new"])
        #expect(entries(dir) == ["data.json"])
    }

    @Test func aSaveThroughASymlinkReplacesItsTarget() throws {
        let dir = temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try Dataset(sections: [Section(title: "old")]).save(to: dir + "/real/data.json")
        #expect(symlink("real/data.json", dir + "/link.json") == 0)
        try Dataset(sections: [Section(title: "new")]).save(to: dir + "/link.json")
        var info = stat()
        #expect(lstat(dir + "/link.json", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link stays a link")
        #expect(try Dataset.load(contentsOf: dir + "/real/data.json").sections.map(\.title) == ["new"])
        #expect(entries(dir + "/real") == ["data.json"], "the temporary was made beside the target")
    }

    @Test func staleTemporariesOfThisFileAreRemovedAtTheNextSave() throws {
        let dir = temporaryDirectory()
        let path = dir + "/data.json"
        try Dataset(sections: [Section(title: "old")]).save(to: path)
        // Left by a killed save: a process id that cannot be running (above the kernel's maximum).
        let stale = dir + "/.data.json.cvsim-tmp-2147483646-AbC123"
        // One of another file, and one of a process that runs (ours): both stay.
        let otherFile = dir + "/.other.json.cvsim-tmp-2147483646-AbC123"
        let running = dir + "/.data.json.cvsim-tmp-1-XyZ789"
        for file in [stale, otherFile, running] { #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8))) }
        try Dataset(sections: [Section(title: "new")]).save(to: path)
        #expect(entries(dir) == [".data.json.cvsim-tmp-1-XyZ789", ".other.json.cvsim-tmp-2147483646-AbC123", "data.json"])
    }

    @Test func readingIsCappedWithAClearMessage() throws {
        let dir = temporaryDirectory()
        let path = dir + "/big.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x20, count: 3 << 20)))
        #expect(throws: DatasetError.self) { try FileIO.readFile(path, limit: 2 << 20) }
        do {
            _ = try FileIO.readFile(path, limit: 2 << 20)
        } catch {
            #expect(error.description.contains("larger than the 2 MiB cvsim reads"), "\(error)")
        }
        #expect(try FileIO.readFile(path, limit: 4 << 20).count == 3 << 20)
    }
}
