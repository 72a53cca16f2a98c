import Platform

/// Whole-file reads and crash-safe writes with POSIX calls, reporting errors as `DatasetError`.
package enum FileIO {
    static func systemError() -> String { String(cString: strerror(errno)) }

    /// The largest file `readFile` reads: a dataset of millions of items fits well below it.
    package static let maximumFileSize = 1 << 30

    /// The bytes of the regular file at `path`, of at most `limit` bytes.
    ///
    /// Anything else is refused before reading: a device (`/dev/zero`, `/dev/urandom` read
    /// forever), a FIFO or socket (it would block), a directory; and a file larger than `limit`
    /// (or one that grows past it while read).
    package static func readFile(_ path: String, limit: Int = maximumFileSize) throws(DatasetError) -> [UInt8] {
        // Non-blocking, so that opening a FIFO without a writer does not block; checked below.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ENOENT { throw DatasetError(.missingFile, "\(path): no such file") }
            throw DatasetError(.unreadableFile, "\(path): cannot open: \(systemError())")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw DatasetError(.unreadableFile, "\(path): cannot stat: \(systemError())") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let what: String
            switch info.st_mode & S_IFMT {
            case S_IFDIR: what = "a directory"
            case S_IFIFO: what = "a FIFO"
            case S_IFCHR, S_IFBLK: what = "a device"
            case S_IFSOCK: what = "a socket"
            default: what = "not a regular file"
            }
            throw DatasetError(.unreadableFile, "\(path): is \(what); expected a regular file")
        }
        let tooLarge = "\(path): larger than the \(limit >> 20) MiB cvsim reads; split it or use generated items (--items)"
        guard Int(info.st_size) <= limit else { throw DatasetError(.unreadableFile, tooLarge) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw DatasetError(.unreadableFile, "\(path): cannot read: \(systemError())")
            }
            if n == 0 { return result }
            result.append(contentsOf: chunk[0..<n])
            if result.count > limit { throw DatasetError(.unreadableFile, tooLarge) }
        }
    }

    /// Writes a file atomically: `body` feeds bytes to a temporary file in the same directory,
    /// which is flushed to disk (fsync) and renamed over the file; the directory is synced too.
    /// On any failure the temporary file is removed and the old file is left as it was.
    ///
    /// An existing file keeps its mode and, as far as the system allows, its owner and group;
    /// a symbolic link is followed and its target replaced (the link stays a link). The
    /// temporary file is `.NAME.cvsim-tmp-PID-XXXXXX` beside the target; ones of this file left by
    /// a process that no longer runs (killed during a save) are removed first.
    package static func writeAtomically(
        _ requestedPath: String, _ body: ((borrowing [UInt8]) throws(DatasetError) -> Void) throws(DatasetError) -> Void
    ) throws(DatasetError) {
        let path = resolvingSymlinks(requestedPath)
        let directory: String
        let name: String
        if let slash = path.lastIndex(of: "/") {
            directory = slash == path.startIndex ? "/" : String(path[..<slash])
            name = String(path[path.index(after: slash)...])
        } else {
            directory = "."
            name = path
        }
        var existing = stat()
        let exists = stat(path, &existing) == 0
        let prefix = ".\(name).cvsim-tmp-"
        removeStaleTemporaries(in: directory, prefix: prefix)
        var template = Array((directory + "/" + prefix + "\(getpid())-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw DatasetError(.writeFailed, "\(path): cannot create a temporary file: \(systemError())")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var committed = false
        var closed = false
        defer {
            if !closed { close(fd) }
            if !committed { unlink(temporary) }
        }
        try body { (bytes: borrowing [UInt8]) throws(DatasetError) in
            var offset = 0
            while offset < bytes.count {
                let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw DatasetError(.writeFailed, "\(path): cannot write: \(systemError())")
                }
                offset += n
            }
        }
        guard fsync(fd) == 0 else { throw DatasetError(.writeFailed, "\(path): cannot sync: \(systemError())") }
        if exists {
            // The replaced file's owner, group and mode (mkstemp made the temporary private). A
            // user may not give a file away: then at least the group and the mode are kept.
            if fchown(fd, existing.st_uid, existing.st_gid) != 0 { _ = fchown(fd, UInt32.max, existing.st_gid) }
            fchmod(fd, existing.st_mode & 0o7777)
        } else {
            fchmod(fd, 0o644)
        }
        closed = true
        guard close(fd) == 0 else { throw DatasetError(.writeFailed, "\(path): cannot close: \(systemError())") }
        guard rename(temporary, path) == 0 else {
            throw DatasetError(.writeFailed, "\(requestedPath): cannot replace the file: \(systemError())")
        }
        committed = true
        let dirfd = open(directory, O_RDONLY | O_CLOEXEC)
        if dirfd >= 0 {
            fsync(dirfd)
            close(dirfd)
        }
    }

    /// The file a path names after following symbolic links (the path itself when it is no link,
    /// or the link's target when that does not exist yet).
    static func resolvingSymlinks(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        // A dangling link: its target, relative to the link's directory.
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return path }
        let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        guard let slash = path.lastIndex(of: "/") else { return target }
        return String(path[...slash]) + target
    }

    /// Removes `prefix`PID-XXXXXX files in `directory` whose process no longer runs.
    static func removeStaleTemporaries(in directory: String, prefix: String) {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]) else { continue }
            if pid == getpid() || kill(pid, 0) == 0 || errno == EPERM { continue }
            unlink(directory + "/" + name)
        }
    }
}
