import CollectionLayout

/// An animation of every visible cell from where it was shown to where the layout now puts it,
/// plus the cells that are going away.
struct Transition {
    /// A cell drawn while it disappears (a deleted item).
    struct Ghost {
        var indexPath: IndexPath
        var content: CellContent
        var from: Rect
        var to: Rect
        var fromAlpha: Double
        var toAlpha: Double
    }

    var start: Double
    /// Where each item (by id) was shown when the change began, and its alpha.
    var from: [AnyHashable: (frame: Rect, alpha: Double)]
    var ghosts: [Ghost]

    func progress(at now: Double, duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        let t = min(1, max(0, (now - start) / duration))
        let remaining = 1 - t
        return 1 - remaining * remaining * remaining  // ease out
    }

    func isFinished(at now: Double, duration: Double) -> Bool { now - start >= duration }

    /// The frame and alpha at which the cell `attributes` of `data` shows at `now` during
    /// `transition` (of `duration` seconds), or as laid out when none is under way.
    static func displayed(
        _ attributes: LayoutAttributes, in transition: Transition?, data: any CollectionViewDataSource, now: Double, duration: Double
    ) -> (frame: Rect, alpha: Double) {
        guard attributes.category == .cell, let transition, let start = transition.from[data.itemID(at: attributes.indexPath)] else {
            return (attributes.frame, attributes.alpha)
        }
        let t = transition.progress(at: now, duration: duration)
        return (interpolate(start.frame, attributes.frame, t), start.alpha + (attributes.alpha - start.alpha) * t)
    }

    static func interpolate(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return Rect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height))
    }
}

extension CollectionViewState {
    /// The frame and alpha at which the cell `attributes` shows now, mid-animation or not.
    func displayed(_ attributes: LayoutAttributes, now: Double) -> (frame: Rect, alpha: Double) {
        Transition.displayed(attributes, in: transition, data: data, now: now, duration: options.animationDuration)
    }

    /// Where every visible cell shows now, by item id.
    ///
    /// - Complexity: one rect query of the visible rectangle.
    func displayedFrames(now: Double) -> [AnyHashable: (frame: Rect, alpha: Double)] {
        var result: [AnyHashable: (frame: Rect, alpha: Double)] = [:]
        guard layouts.error == nil else { return result }
        for element in shownElements(in: viewport.visibleRect) where element.category == .cell {
            result[data.itemID(at: element.indexPath)] = displayed(element, now: now)
        }
        if let drag = interaction.drag { result[drag.itemID] = (drag.frame, 1) }
        return result
    }

    /// Runs `change` (which edits the data, relays out and scrolls) and animates every visible
    /// cell from where it was shown to where it lands.
    ///
    /// - Parameters:
    ///   - fallback: a layout to ask for the old frame of a cell that was not on screen (layout
    ///     switches, where the data is the same).
    ///   - appearing: an inserted item, which grows from the layout's initial attributes.
    ///   - disappearing: an item about to be deleted, which shrinks to its final attributes.
    func animateChange(
        now: Double, fallback: (any CollectionLayout)? = nil, appearing: (() -> IndexPath?)? = nil,
        disappearing: IndexPath? = nil, _ change: () throws -> Void
    ) rethrows {
        guard options.animationDuration > 0 else {
            try change()
            return
        }
        var from = displayedFrames(now: now)
        var ghosts: [Transition.Ghost] = []
        if let path = disappearing, data.exists(path), let attributes = layout.layoutAttributesForItem(at: path) {
            let shownNow = from[data.itemID(at: path)] ?? (self.shown(attributes.frame, section: path.section), 1)
            let final = layout.finalLayoutAttributes(forDisappearingItem: attributes)
            ghosts.append(Transition.Ghost(
                indexPath: path, content: data.content(at: path), from: shownNow.frame,
                to: self.shown(final.frame, section: path.section),
                fromAlpha: shownNow.alpha, toAlpha: final.alpha))
        }
        try change()
        if let path = appearing?(), let initial = layout.initialLayoutAttributesForAppearingItem(at: path) {
            from[data.itemID(at: path)] = (shown(initial.frame, section: path.section), initial.alpha)
        }
        if let fallback, layouts.error == nil {
            for element in layout.layoutAttributesForElements(in: viewport.visibleRect) where element.category == .cell {
                let id = data.itemID(at: element.indexPath)
                if from[id] == nil, let old = fallback.layoutAttributesForItem(at: element.indexPath) {
                    from[id] = (old.frame, old.alpha)
                }
            }
        }
        transition = Transition(start: now, from: from, ghosts: ghosts)
        needsRedraw = true
    }
}
