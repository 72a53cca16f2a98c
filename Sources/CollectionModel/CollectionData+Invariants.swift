extension CollectionData {
    /// Checks that ids are unique and the counts and identity indexes agree with the slots.
    /// Compiled only with `CVSIM_INTERNAL_CHECKS` (debug builds and tests).
    @inline(__always)
    func checkInvariants() {
        #if CVSIM_INTERNAL_CHECKS
            _checkInvariants()
        #endif
    }

    #if CVSIM_INTERNAL_CHECKS
        func _checkInvariants() {
            // Full checks are O(n); past this size only the counts are checked, so debug builds stay
            // usable with huge feeds.
            for section in storage { section.slots.checkRuns() }
            guard totalItems <= 100_000 else {
                precondition(storage.reduce(0) { $0 + $1.slots.count } == totalItems, "totalItems out of date")
                return
            }
            var seenPayloads = Set<Int>()
            var generatedCount: UInt64 = 0
            var total = 0
            var seenGenerated = Set<UInt64>()
            for section in storage {
                total += section.slots.count
                for slot in section.slots.array {
                    if let g = generatedIndex(slot) {
                        precondition(generatedIDs.contains(g), "generated id g\(g) missing from the id set")
                        precondition(seenGenerated.insert(g).inserted, "generated id g\(g) appears twice")
                        precondition(payloadIndex[.generated(g)] == nil, "id g\(g) stored twice")
                        generatedCount += 1
                    } else {
                        let p = slot.payloadIndex
                        precondition(p < payloads.count, "payload slot out of range")
                        precondition(seenPayloads.insert(p).inserted, "payload \(p) referenced twice")
                        precondition(payloadIndex[payloads[p].id] == p, "id \(payloads[p].id) not indexed")
                    }
                }
            }
            precondition(total == totalItems, "totalItems \(totalItems) but \(total) slots")
            precondition(generatedIDs.count == generatedCount, "generated id set holds stale ids")
            precondition(payloadIndex.count == seenPayloads.count, "payload index holds stale ids")
            precondition(payloads.count == seenPayloads.count + freePayloads.count, "payload table leaks")
        }
    #endif
}
