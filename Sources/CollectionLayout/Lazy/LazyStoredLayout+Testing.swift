/// What a test sees of a lazy layout's run.
package struct LazyRunState: Sendable {
    /// Where a detached run starts (`nil`: the prefix).
    package var origin: IndexPath?
    /// How many seams the run has.
    package var seams: Int
    /// Where the first seam's side of the run starts, if any.
    package var firstSeamTop: Double? = nil
    /// Diagnostics: the cursor's ordinal, the cells stored, the error that stopped the run.
    package var detail = ""
    /// Whether the run is the exact prefix (no origin, no seams).
    package var isExact: Bool { origin == nil && seams == 0 }

    package init(origin: IndexPath?, seams: Int, firstSeamTop: Double? = nil, detail: String = "") {
        self.origin = origin
        self.seams = seams
        self.firstSeamTop = firstSeamTop
        self.detail = detail
    }
}

/// The test hooks of a lazy layout, whatever its engine.
package protocol LazyRunTesting: AnyObject {
    /// How many items a run lays out between checkpoints, and `prepare` at least.
    var lazyTuning: LazyTuning { get set }
    /// The run as a test sees it.
    var runState: LazyRunState { get }
    /// Every cell in the store, by index path (nothing laid out to answer).
    var storedCells: [IndexPath: Rect] { get }
}

extension LazyStoredLayout: LazyRunTesting {
    package var lazyTuning: LazyTuning {
        get { progress.tuning }
        set { progress.tuning = newValue }
    }

    package var runState: LazyRunState {
        LazyRunState(
            origin: progress.origin, seams: progress.seams.count, firstSeamTop: progress.seams.first.map { top(of: $0.state) },
            detail: "cursor \(progress.cursorOrdinal) cells \(store.numberOfCells) reach \(runReach) error \(String(describing: progress.error))")
    }

    package var storedCells: [IndexPath: Rect] {
        var result: [IndexPath: Rect] = [:]
        for id in 0..<store.numberOfCells {
            result[store.indexPath(ofCell: id)] = store.cells.frame(at: id)
        }
        return result
    }

    /// Starts `other` (prepared with the same data and tuning) on the same run as this layout —
    /// the same origin, estimated start and seams — and lays it out at least as far.
    ///
    /// - Returns: this layout's stored cells and `other`'s.
    package func replayRun(onto other: LazyStoredLayout) throws(LayoutError) -> ([IndexPath: Rect], [IndexPath: Rect]) {
        other.progress.estimatedPerItem = progress.estimatedPerItem
        if let origin = progress.origin {
            try other.startRun(at: origin, top: progress.originTop, seams: progress.seams)
        } else {
            other.startPrefix(seams: progress.seams)
        }
        let cursor = progress.cursorOrdinal
        if cursor > progress.originOrdinal, let last = progress.path(ofOrdinal: cursor - 1) {
            try other.extend(toMain: -.infinity, through: last, minItems: 0)
        }
        return (storedCells, other.storedCells)
    }
}
