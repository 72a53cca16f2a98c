import CollectionLayout
import TerminalCore

extension CollectionViewState {
    // MARK: - Run loop

    /// Takes in finished pages, ends finished animations and notices paging changes; call it
    /// whenever the run loop wakes.
    ///
    /// - Complexity: O(appended items) when a page arrives (the layout lays out only those).
    public func tick(now: Double) {
        if let burst = scroll.burst, burst.isOver(at: now) { endScrollBurst() }
        autoScroll(now: now)
        var arrived = Invalidation.none
        func takeArrivals() {
            arrived = data.drainLoadedItems()
            if arrived != .none {
                dataChanged(arrived)
                interaction.focus = validFocus(interaction.focus)
                settle()
            }
        }
        // Outside changes move items about: animate them as an edit is (a page only appends).
        if data.refreshWaiting, !interaction.isDragging { animateChange(now: now, takeArrivals) } else { takeArrivals() }
        for notice in data.takeNotices() { setStatus(notice) }
        if let transition {
            // Every tick of an animation is a new frame; the last one shows the end state.
            if transition.isFinished(at: now, duration: options.animationDuration) { self.transition = nil }
            needsRedraw = true
        }
        let status = data.pagination
        if status != chrome.lastPagination {
            chrome.lastPagination = status
            needsRedraw = true
        }
        if status == .loading, chrome.spinnerPhase != Self.spinnerPhase(at: now) { needsRedraw = true }
        // (Data that does not page has no use for how near its end the view is.)
        if arrived == .none, status != .loading, status != .none {
            data.loadMoreIfNeeded(screensToEnd: screensToEnd())
        }
    }

    /// When the run loop should wake next without input (`nil`: sleep until input).
    public func nextWakeup(now: Double) -> Double? {
        if needsRedraw { return now }
        // A burst of scroll steps ends by itself (see below for the other reasons to wake).
        if let burst = scroll.burst { return min(burst.end, nextWakeupOutsideBurst(now: now) ?? burst.end) }
        return nextWakeupOutsideBurst(now: now)
    }

    private func nextWakeupOutsideBurst(now: Double) -> Double? {
        if transition != nil { return now + 1.0 / 60 }
        if autoScrollDirection() != (0, 0) { return max(now, interaction.lastAutoScroll + Self.autoScrollInterval) }
        if data.pagination == .loading { return now + 0.1 }
        // Otherwise the run loop sleeps until input (or until the app looks at its files).
        return nil
    }

    /// Which way a mouse drag held within two rows (four columns) of an edge scrolls the view,
    /// if the view can scroll that way.
    func autoScrollDirection() -> (dx: Int, dy: Int) {
        guard interaction.isDragging, let point = interaction.press?.point else { return (0, 0) }
        let visible = viewport.visibleRect
        let limit = scroll.maximumOffset(contentSize: layout.contentSize, extra: footerExtra)
        var dx = 0, dy = 0
        if point.y < visible.minY + 2 * viewport.rowPoints, viewport.offset.y > 0 { dy = -1 }
        if point.y >= visible.maxY - 2 * viewport.rowPoints, viewport.offset.y < limit.y { dy = 1 }
        if point.x < visible.minX + 4 * viewport.columnPoints, viewport.offset.x > 0 { dx = -1 }
        if point.x >= visible.maxX - 4 * viewport.columnPoints, viewport.offset.x < limit.x { dx = 1 }
        return (dx, dy)
    }

    /// One step of edge auto-scroll: the view and the lifted cell (with the pointer) move by a
    /// row or a column.
    func autoScroll(now: Double) {
        let (dx, dy) = autoScrollDirection()
        guard (dx, dy) != (0, 0), now - interaction.lastAutoScroll >= Self.autoScrollInterval - 1e-9, let held = interaction.press else { return }
        interaction.lastAutoScroll = now
        let before = viewport.offset
        scroll(dx: Double(dx) * viewport.columnPoints, dy: Double(dy) * viewport.rowPoints)
        let moved = (x: viewport.offset.x - before.x, y: viewport.offset.y - before.y)
        interaction.press = (held.indexPath, Point(x: held.point.x + moved.x, y: held.point.y + moved.y))
        moveLifted(dx: moved.x, dy: moved.y, now: now)
    }

    static func spinnerPhase(at now: Double) -> Int { Int((now * 10).rounded(.down)) }

}
