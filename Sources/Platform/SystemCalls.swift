// Where the C libraries name the same thing differently, one spelling for the rest of cvsim.

/// A file's modification time from its `stat`.
@inlinable
public func modificationTime(of info: stat) -> timespec {
    #if canImport(Darwin)
    return info.st_mtimespec
    #else
    return info.st_mtim
    #endif
}

/// A `sigaction` whose handler is `handler` (`SIG_DFL`, `SIG_IGN` or a C function), with an empty
/// mask and `flags`.
public func signalAction(_ handler: (@convention(c) (Int32) -> Void)?, flags: Int32 = 0) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
    #elseif canImport(Musl)
    action.__sa_handler.sa_handler = handler
    #else
    action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    return action
}

/// Asks the C allocator to give allocations of `bytes` and more pages of their own, returned to
/// the system when freed (glibc's `M_MMAP_THRESHOLD`; a fixed threshold also stops glibc from
/// raising it each time such a block is freed). Elsewhere it does nothing: other allocators
/// return large blocks on their own.
public func setLargeAllocationThreshold(_ bytes: Int32) {
    #if canImport(Glibc)
    _ = glibcMallopt(glibcMmapThreshold, bytes)
    #endif
}

#if canImport(Glibc)
/// `M_MMAP_THRESHOLD` of glibc's `<malloc.h>`, which Swift's Glibc module does not import.
private let glibcMmapThreshold: Int32 = -3

/// glibc's `mallopt(int, int)`.
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
