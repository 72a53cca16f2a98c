extension CollectionData {
    /// An estimate of the heap memory the data holds, in bytes: slot arrays, the payload table and
    /// its id index, the generated-id runs and section texts (string heap storage approximated by
    /// the UTF-8 length of texts too long to be stored inline).
    ///
    /// A generated feed costs O(1) until edited; each edited stretch 4 bytes per item.
    /// - Complexity: O(sections + stored items).
    public var estimatedMemoryBytes: Int {
        func text(_ s: String?) -> Int {
            guard let s else { return 0 }
            let n = s.utf8.count
            return n > 15 ? n + 32 : 0
        }
        var bytes = storage.capacity * MemoryLayout<SectionStorage>.stride
        for section in storage {
            bytes += section.slots.allocatedBytes
            bytes += text(section.title) + text(section.header) + text(section.footer)
        }
        bytes += payloads.capacity * MemoryLayout<Item>.stride
        for item in payloads {
            bytes += text(item.id.rawValue) + text(item.title) + text(item.color) + text(item.body)
        }
        bytes += freePayloads.capacity * MemoryLayout<Int>.stride
        // A native dictionary: keys and values in storage of a power-of-two capacity, plus a bitmap.
        bytes +=
            payloadIndex.capacity * (MemoryLayout<ItemID>.stride + MemoryLayout<Int>.stride) + payloadIndex.capacity / 8
        bytes += generatedIDs.runs.capacity * MemoryLayout<Range<UInt64>>.stride
        return bytes
    }
}
