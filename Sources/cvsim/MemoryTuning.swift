/// How the viewer asks the C allocator to hand memory back.
enum MemoryTuning {
    /// Allocations of 1 MiB and more (a layout's frame arrays, the rect index) get pages of their
    /// own, returned to the system when freed.
    ///
    /// glibc raises its mmap threshold each time such a block is freed (up to 32 MiB), after which
    /// the next big arrays come from the heap and stay resident when freed: a layout dropped on a
    /// switch would keep its memory. A fixed threshold turns that adjustment off.
    static func returnLargeBlocks() {
        #if os(Linux)
        _ = glibcMallopt(glibcMmapThreshold, 1 << 20)
        #endif
    }
}

#if os(Linux)
/// `M_MMAP_THRESHOLD` of glibc's `<malloc.h>`, which Swift's Glibc module does not import.
private let glibcMmapThreshold: Int32 = -3

/// glibc's `mallopt(int, int)`.
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
