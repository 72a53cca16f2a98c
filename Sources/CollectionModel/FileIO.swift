#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file reads and crash-safe writes with POSIX calls, reporting errors as `DatasetError`.
enum FileIO {
    static func systemError() -> String { String(cString: strerror(errno)) }

    /// The bytes of the file at `path`.
    static func readFile(_ path: String) throws(DatasetError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { throw DatasetError(.missingFile, "\(path): no such file") }
            throw DatasetError(.unreadableFile, "\(path): cannot open: \(systemError())")
        }
        defer { close(fd) }
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
        }
    }

    /// Writes a file atomically: `body` feeds bytes to a temporary file in the same directory,
    /// which is flushed to disk (fsync) and renamed over `path`; the directory is synced too. On
    /// any failure the temporary file is removed and the old file is left as it was.
    static func writeAtomically(
        _ path: String, _ body: ((borrowing [UInt8]) throws(DatasetError) -> Void) throws(DatasetError) -> Void
    ) throws(DatasetError) {
        let directory: String
        if let slash = path.lastIndex(of: "/") {
            directory = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            directory = "."
        }
        var template = Array((path + ".tmp-XXXXXX").utf8CString)
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
        // New files get the usual permissions (mkstemp makes them private).
        fchmod(fd, 0o644)
        closed = true
        guard close(fd) == 0 else { throw DatasetError(.writeFailed, "\(path): cannot close: \(systemError())") }
        guard rename(temporary, path) == 0 else {
            throw DatasetError(.writeFailed, "\(path): cannot replace the file: \(systemError())")
        }
        committed = true
        let dirfd = open(directory, O_RDONLY | O_CLOEXEC)
        if dirfd >= 0 {
            fsync(dirfd)
            close(dirfd)
        }
    }
}
