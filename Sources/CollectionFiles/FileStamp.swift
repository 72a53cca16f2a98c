import Platform

/// What tells that a file changed: its modification time, size and inode (an editor that saves
/// by renaming a new file over the old one changes the inode).
public struct FileStamp: Hashable, Sendable {
    public var seconds: Int
    public var nanoseconds: Int
    public var size: Int
    public var inode: UInt64

    /// The stamp of the file at `path`, or nil when it cannot be read.
    ///
    /// - Complexity: one `stat` call.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let time = modificationTime(of: info)
        return FileStamp(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int(info.st_size), inode: UInt64(info.st_ino))
    }
}
