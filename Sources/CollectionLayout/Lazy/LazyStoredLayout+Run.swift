// Detached runs: far jumps, growing a run backwards, seams, and the estimates outside the run.

/// A lazy layout whose run can *detach*: a far jump (End, an item far away, a rect far past what
/// is laid out) starts the run at the item there, at an estimated position and state, instead of
/// laying out everything before it — UIKit's way with estimated sizes.
///
/// The store then holds only what was visited since the jump. Scrolling back above a detached
/// run grows it backwards: a chunk of items before it is laid out from an estimated state placed
/// so that it ends exactly where the run began, and a *seam* there hands the layout the old
/// run's starting state, so every item already shown keeps its frame. When a chunk reaches the
/// first item, the run is the prefix again, exact down to its first seam; the seam's side moves
/// by the difference between the estimate and the real length, which the view absorbs in its
/// content offset (`takeContentOffsetAdjustment`), so nothing visible moves. A seam is dropped
/// (the items after it laid out exactly) once the queries stay a screen above it.
///
/// Positions outside the run are estimates, from the mean length per item of the run when it
/// first detached: linear from the content's top to the run's start, and at that mean after
/// the run's end. Engines whose positions are arithmetic (`LazyLayoutEngine.exactTop(of:in:)`) seed their runs at
/// exact positions, so their jumps are exact and never seam.
extension LazyStoredLayout {
    // MARK: - Starting runs

    /// Forgets the run and starts it at `path` (moved to where the engine can start one), its
    /// first element at `top` (the exact place when the engine knows it): inside its section, in
    /// a state the engine seeds for `top`, or at the section's start.
    func startRun(at path: IndexPath, top: Double, seams: [LazyProgress<Engine.State>.Seam]) throws(LayoutError) {
        guard let context else { return }
        let start = try engine.runStart(for: path, in: context)
        guard progress.ordinal(of: start) > 0 else { return startPrefix(seams: []) }
        let top = engine.exactTop(of: start, in: context) ?? top
        state = Engine.emptyState
        guard start.item > 0, let seed = try engine.seedState(section: start.section, item: start.item, top: top, in: context) else {
            // The section opens at its start: at `top`, or, for a run inside it, where it starts.
            let sectionTop = start.item > 0 ? engine.exactTop(of: IndexPath(section: start.section, item: 0), in: context) ?? top : top
            store.removeAll(startingAt: start, top: sectionTop)
            return progress.detach(at: start, top: top, state: nil, seams: seams)
        }
        store.removeAll(startingAt: start, top: top)
        store.beginSection(start.section)
        state = seed
        markOpen()
        progress.detach(at: start, top: top, state: seed, seams: seams)
    }

    /// Forgets the run and starts the exact prefix (nothing laid out), keeping `seams`.
    func startPrefix(seams: [LazyProgress<Engine.State>.Seam]) {
        store.removeAll()
        state = Engine.emptyState
        progress.attach()
        progress.seams = seams
    }

    /// The exact start of a run starting at `path`, when the engine's arithmetic gives it.
    func exactTop(of path: IndexPath) -> Double? { context.flatMap { engine.exactTop(of: path, in: $0) } }

    func shifted(_ state: Engine.State, by delta: Double) -> Engine.State { engine.shifted(state, by: delta) }

    func top(of state: Engine.State) -> Double { engine.top(of: state) }

    /// The mean length per item used for estimates.
    var perItem: Double {
        // (The arguments first: evaluated after the receiver, they would make Swift copy the
        // whole progress, a reference count on each of its arrays, in case they changed it.)
        let end = runReach - (progress.origin == nil ? 0 : progress.originTop), laidOut = store.numberOfCells
        return progress.perItem(end: end, laidOut: laidOut)
    }

    /// The estimated start of the item with `ordinal` items before it, outside the run.
    func estimatedTop(ofOrdinal ordinal: Int) -> Double {
        let o0 = progress.originOrdinal
        if progress.origin != nil, ordinal < o0 {
            return o0 > 0 ? progress.originTop * Double(ordinal) / Double(o0) : 0
        }
        let cursor = progress.cursorOrdinal
        return runReach + Double(max(0, ordinal - cursor)) * perItem
    }

    /// The item estimated to lie at `main` on the scroll axis, outside the run.
    func estimatedOrdinal(atMain main: Double) -> Int {
        let o0 = progress.originOrdinal
        if progress.origin != nil, main < progress.originTop {
            guard progress.originTop > 0 else { return 0 }
            return Int((Double(o0) * max(0, main) / progress.originTop).rounded(.down))
        }
        let cursor = progress.cursorOrdinal
        let per = Swift.max(perItem, 1e-9)
        let steps = ((main - runReach) / per).rounded(.down)
        guard steps > 0 else { return cursor }
        return Int(Swift.min(Double(progress.totalItems), Double(cursor) + steps))
    }

    /// Starts the run at the item with `ordinal` items before it, at its exact position when the
    /// layout knows it, else at the estimated one (the prefix for the first item).
    func jump(toOrdinal ordinal: Int) throws(LayoutError) {
        guard let path = progress.path(ofOrdinal: ordinal) else { return }
        if progress.estimatedPerItem == nil {
            // A layout with nothing laid out yet (just made, or invalidated whole) knows no length
            // per item: one run from the first item gives the estimate every jump then uses.
            if progress.origin == nil, store.numberOfCells == 0 { try extend(toMain: -.infinity, through: nil, minItems: 1) }
            progress.estimatedPerItem = perItem
        }
        if progress.ordinal(of: path) == 0 {
            startPrefix(seams: [])
        } else {
            try startRun(at: path, top: exactTop(of: path) ?? estimatedTop(ofOrdinal: progress.ordinal(of: path)), seams: [])
        }
    }

    /// Lays out what a query for `[lo, hi)` on the scroll axis needs: jumping there when it is far
    /// from the run, growing the run backwards when just above it, else extending it.
    @_specialize(where Engine == WaterfallEngine)
    @_specialize(where Engine == FlowEngine)
    @_specialize(where Engine == MosaicEngine)
    @_specialize(where Engine == HorizontalSectionsEngine)
    func windowLayOut(mainFrom lo: Double, to hi: Double) {
        do throws(LayoutError) {
            // Growing backwards may move the run (and ask the view to follow): the query moves
            // with it, and grows the run again until covered (a section's start stops a chunk).
            // A jump forwards may land short of the query when the layout's exact positions differ
            // from the estimate it was aimed by: it jumps again, from where it landed, rather than
            // laying out everything between.
            var lo = lo, hi = hi
            var grew = false
            for _ in 0..<16 {
                let far = Double(progress.tuning.jump) * Swift.max(perItem, 1e-9)
                if progress.origin != nil, lo < progress.originTop {
                    grew = true
                    let adjusted = contentOffsetAdjustment
                    if progress.originTop - lo > far {
                        try jump(toOrdinal: estimatedOrdinal(atMain: lo))
                    } else {
                        try growBackward(by: Int(((progress.originTop - lo) / Swift.max(perItem, 1e-9)).rounded(.up)))
                    }
                    lo += contentOffsetAdjustment - adjusted
                    hi += contentOffsetAdjustment - adjusted
                } else if !grew, !runIsComplete, lo - runFrontier > far {
                    // (Not just after growing backwards: the chunk is laid out from its top when extended.)
                    try jump(toOrdinal: estimatedOrdinal(atMain: lo))
                } else {
                    break
                }
            }
            dropSeamsAbove(hi)
            try extend(toMain: hi, through: nil, minItems: 0)
        } catch {
            progress.error = error
        }
    }

    /// Lays out what a lookup of `path` (item `Int.max`: its whole section; -1: its header)
    /// needs: jumping there when it is far from the run.
    func windowLayOut(through path: IndexPath) {
        do throws(LayoutError) {
            guard !progress.hasLaidOut(path), path.section >= 0, path.section < progress.counts.count else {
                return try extend(toMain: -.infinity, through: path, minItems: 0)
            }
            let item = min(max(0, path.item), max(0, progress.counts[path.section] - 1))
            let ordinal = progress.ordinal(of: IndexPath(section: path.section, item: item))
            if let origin = progress.origin, path < origin {
                let o0 = progress.originOrdinal
                if path.item >= 0, path.section == origin.section, o0 - ordinal <= progress.tuning.jump {
                    try growBackward(by: o0 - ordinal)
                } else {
                    try jump(toOrdinal: ordinal)
                }
            } else if ordinal - progress.cursorOrdinal > progress.tuning.jump {
                try jump(toOrdinal: ordinal)
            }
            try extend(toMain: -.infinity, through: path, minItems: 0)
        } catch {
            progress.error = error
        }
    }

    /// Lays out the last items: the run jumps near the end first when many items lie between.
    func windowLayOutEnd() {
        do throws(LayoutError) {
            if !progress.isComplete, progress.totalItems - progress.cursorOrdinal > progress.tuning.jump {
                try jump(toOrdinal: progress.totalItems - Swift.max(1, progress.tuning.jump / 4))
            }
            try extend(toMain: .infinity, through: nil, minItems: 0)
        } catch {
            progress.error = error
        }
    }

    /// Takes the counts after an edit from `from` (`nil`: appended items only): an edit before a
    /// detached run starts it again at the same place, moved by the change in count (the same
    /// items there, the same frames); otherwise the run is cut back with `truncate` and the
    /// seams after the edit move likewise.
    func takeEdit(from: IndexPath?, counts: [Int], source: any LayoutDataSource) throws(LayoutError) {
        let oldTotal = progress.totalItems
        let oldOrigin = progress.originOrdinal
        let fromOrdinal = from.map { progress.ordinal(of: $0) }
        if let from, let origin = progress.origin, from <= origin || (from.item <= 0 && from.section == origin.section) {
            let top = progress.originTop
            progress.update(counts: counts, source: source)
            let delta = progress.totalItems - oldTotal
            progress.shiftSeams(by: delta, after: fromOrdinal ?? 0)
            let ordinal = oldOrigin + delta
            guard ordinal > 0, ordinal < progress.totalItems, let path = progress.path(ofOrdinal: ordinal) else {
                return startPrefix(seams: [])
            }
            try startRun(at: path, top: exactTop(of: path) ?? top, seams: progress.seams)
        } else {
            if let from { truncate(to: from) }
            progress.update(counts: counts, source: source)
            if let fromOrdinal { progress.shiftSeams(by: progress.totalItems - oldTotal, after: fromOrdinal) }
        }
    }

    /// What `prepare` lays out: the bounds `[lo, hi)` on the scroll axis (jumping there when far)
    /// and at least `LazyTuning.eagerItems` items.
    ///
    /// - Throws: the `LayoutError` an item raised.
    func layOutForPrepare(mainFrom lo: Double, to hi: Double) throws(LayoutError) {
        windowLayOut(mainFrom: lo, to: hi)
        if let error = progress.error { throw error }
        try extend(toMain: hi, through: nil, minItems: progress.tuning.eagerItems)
    }

    /// Grows a detached run backwards by at least `count` items (a chunk, within the run's first
    /// section), keeping every frame laid out after it: see the type's description.
    func growBackward(by count: Int) throws(LayoutError) {
        guard let origin = progress.origin else { return }
        let o0 = progress.originOrdinal
        if exactTop(of: origin) != nil {
            // Arithmetic positions: start the run earlier, at its exact place.
            return try jump(toOrdinal: Swift.max(0, o0 - Swift.max(2 * count + 64, progress.tuning.run)))
        }
        let sectionFirst = progress.ordinal(of: IndexPath(section: origin.section, item: 0))
        // Twice what is asked and a little more, so that scrolling up grows the run in few steps.
        var first = o0 - Swift.max(2 * count + 64, Int(Double(progress.tuning.run) * 0.25))
        // Close to the section's start (or the content's): go all the way.
        if first - sectionFirst < progress.tuning.jump / 8 { first = sectionFirst }
        first = Swift.max(first, sectionFirst)
        guard origin.item > 0, let seed = progress.checkpoints.first, seed.section == origin.section, seed.item == origin.item
        else {
            // A run starting at a section's start has no seam to hand over: start before it, with
            // the same seams, and keep the section where it was (the items after its start are laid
            // out from it as before).
            let oldTop = origin.item == 0 ? progress.originTop
                : store.contains(section: origin.section, item: origin.item)
                    ? store.cellFrame(section: origin.section, item: origin.item).mainMin(store.direction) : nil
            let seams = progress.seams
            let target = Swift.max(0, o0 - Swift.max(2 * count + 64, progress.tuning.run))
            guard let path = progress.path(ofOrdinal: target) else { return }
            let top = exactTop(of: path) ?? estimatedTop(ofOrdinal: progress.ordinal(of: path))
            if progress.ordinal(of: path) == 0 { startPrefix(seams: seams) } else { try startRun(at: path, top: top, seams: seams) }
            try extend(toMain: -.infinity, through: IndexPath(section: origin.section, item: origin.item == 0 ? -1 : origin.item), minItems: 0)
            let newTop: Double? = origin.item == 0
                ? (store.contains(section: origin.section) ? store.sectionExtent(origin.section).min : nil)
                : (store.contains(section: origin.section, item: origin.item)
                    ? store.cellFrame(section: origin.section, item: origin.item).mainMin(store.direction) : nil)
            if let oldTop, let newTop, bounds.mainMax(store.direction) > oldTop { contentOffsetAdjustment += newTop - oldTop }
            return
        }
        let seams = [LazyProgress<Engine.State>.Seam(ordinal: o0, state: seed.state)] + progress.seams.filter { $0.ordinal > o0 }
        let oldTop = progress.originTop
        let last = progress.path(ofOrdinal: o0 - 1)!
        let anchorTop = top(of: seed.state)
        if first == 0 {
            // The exact prefix again: the seam's side moves by what the estimate was off.
            startPrefix(seams: seams)
            try extend(toMain: -.infinity, through: last, minItems: 0)
            let delta = runReach - anchorTop
            progress.seams = seams.map { .init(ordinal: $0.ordinal, state: shifted($0.state, by: delta)) }
            if bounds.mainMax(store.direction) > oldTop { contentOffsetAdjustment += delta }
            return
        }
        guard let path = progress.path(ofOrdinal: first) else { return }
        // Measure the chunk from a seed at 0, then seed it so that it ends where the run began.
        let estimate = perItem
        try startRun(at: path, top: 0, seams: seams)
        try extend(toMain: -.infinity, through: last, minItems: 0)
        let length = runReach - 0
        let top = anchorTop - length
        // The items before the chunk need room: when the estimate left too little, the run moves
        // down (and the view with it).
        let room = Double(first) * estimate
        guard top < room / 2 else { return try startRun(at: path, top: top, seams: seams) }
        let delta = room - top
        try startRun(at: path, top: room, seams: seams.map { .init(ordinal: $0.ordinal, state: shifted($0.state, by: delta)) })
        if bounds.mainMax(store.direction) > oldTop { contentOffsetAdjustment += delta }
    }

    /// The state at the seam the cursor stands at: the seam's, moved to where the items before it
    /// end (exactly there when the run was grown; after an edit before the seam, by the change in
    /// their length, as an exact layout would move the items after an edit).
    func takeSeam() -> Engine.State {
        let o = progress.cursorOrdinal
        let k = progress.seams.firstIndex { $0.ordinal == o }!
        let state = shifted(progress.seams[k].state, by: runReach - top(of: progress.seams[k].state))
        progress.seams[k].state = state
        return state
    }

    /// Drops the prefix's seams once the query ends a screen above the first one: the items
    /// after it are laid out exactly when reached.
    private func dropSeamsAbove(_ hi: Double) {
        guard progress.origin == nil, let seam = progress.seams.first else { return }
        let screen = bounds.mainMax(store.direction) - bounds.mainMin(store.direction)
        guard hi + screen < top(of: seam.state), bounds.mainMax(store.direction) + screen < top(of: seam.state) else { return }
        // A flow layout broke a line at the seam: lay out again from before it.
        let cursor = progress.cursorOrdinal
        if cursor >= seam.ordinal, let path = progress.path(ofOrdinal: seam.ordinal) {
            truncate(to: path)
        }
        progress.seams.removeAll()
    }
}
