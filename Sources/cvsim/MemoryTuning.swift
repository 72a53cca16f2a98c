import Platform

/// How the viewer asks the C allocator to hand memory back.
enum MemoryTuning {
    /// Allocations of 1 MiB and more (a layout's frame arrays, the rect index) get pages of their
    /// own, returned to the system when freed.
    ///
    /// glibc raises its mmap threshold each time such a block is freed (up to 32 MiB), after which
    /// the next big arrays come from the heap and stay resident when freed: a layout dropped on a
    /// switch would keep its memory. A fixed threshold turns that adjustment off.
    static func returnLargeBlocks() {
        setLargeAllocationThreshold(1 << 20)
    }
}
