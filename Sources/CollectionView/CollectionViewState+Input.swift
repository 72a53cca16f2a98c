import CollectionLayout
import TerminalCore

// The view routes: an input event becomes a command of `KeyMap` in the mode the view is in, and
// the command a method of the part that owns it. Time comes in through `tick(now:)`.

extension CollectionViewState {
    /// What the next key is read as: the help, a question, a drag, or browsing.
    public var keyMode: KeyMode {
        if chrome.showsHelp { return .help }
        if let question = edits.question { return question }
        return interaction.isDragging ? .moving : .browsing
    }

    /// Turns one input event into changes of the view, and tells the run loop what to do.
    public func handle(_ event: InputEvent, now: Double) -> ViewAction {
        let action = dispatch(event, now: now)
        #if CVSIM_INTERNAL_CHECKS
        checkInvariants()
        #endif
        return action
    }

    private func dispatch(_ event: InputEvent, now: Double) -> ViewAction {
        if isScrollStep(event) { scroll.noteStep(now: now) } else { endScrollBurst() }
        // Without bursts (headless runs, tests) every scroll step ends a scroll.
        guard !options.settlesChromeAfterScrolling, scrollsContent(event) else { return dispatchEvent(event, now: now) }
        let start = viewport.offset.y
        let action = dispatchEvent(event, now: now)
        snapLargeTitle(start: start)
        return action
    }

    private func dispatchEvent(_ event: InputEvent, now: Double) -> ViewAction {
        switch event {
        case .resize(let width, let height):
            resize(width: width, height: height)
            return .none
        case .key(let key):
            if chrome.statusMessage != nil { chrome.statusMessage = nil; needsRedraw = true }
            let mode = keyMode
            let command = KeyMap.command(for: key, in: mode)
            switch mode {
            case .browsing:
                guard let command else { return .none }
                return run(command, now: now)
            case .help:
                chrome.takeHelpKey(command, terminalHeight: scroll.terminalHeight)
                needsRedraw = true
                return .none
            case .quitQuestion, .overwriteQuestion:
                let (action, status) = edits.answer(command ?? .cancelQuestion)
                if let status { setStatus(status) }
                needsRedraw = true
                return action
            case .moving:
                return runWhileMoving(command ?? .explainMove, now: now)
            }
        case .wheel(let delta, _, _):
            let step = scroll.wheelStep(delta, vertical: layout.scrollDirection == .vertical)
            scroll(dx: step.dx, dy: step.dy)
            return .none
        case .mousePress(let tx, let ty):
            // Terminal cells to the screen's cells; a press on the bezel or beside it is no press.
            let x = tx - scroll.deviceFrame.screen.x, y = ty - scroll.deviceFrame.screen.y
            guard x >= 0, x < viewport.columns, y >= 0, y < viewport.rows, !chrome.showsHelp, !interaction.isDragging else { return .none }
            let point = viewport.point(column: x, row: y)
            if let path = cell(at: point) {
                interaction.focus = path
                interaction.press = (path, point)
                needsRedraw = true
            }
            return .none
        case .mouseDrag(let tx, let ty):
            guard let press = interaction.press else { return .none }
            let x = tx - scroll.deviceFrame.screen.x, y = ty - scroll.deviceFrame.screen.y
            let point = viewport.point(column: x, row: min(max(0, y), max(0, viewport.rows - 1)))
            if !interaction.isDragging {
                guard lift(press.indexPath) else { self.interaction.press = nil; return .none }
            }
            moveLifted(dx: point.x - press.point.x, dy: point.y - press.point.y, now: now)
            self.interaction.press = (press.indexPath, point)
            return .none
        case .mouseRelease:
            interaction.press = nil
            if interaction.isDragging { drop(now: now) }
            return .none
        }
    }

    /// Does what `command` says while browsing.
    private func run(_ command: ViewCommand, now: Double) -> ViewAction {
        let vertical = layout.scrollDirection == .vertical
        switch command {
        case .up where !vertical && moveAlongOrthogonalSection(by: -1): break
        case .down where !vertical && moveAlongOrthogonalSection(by: 1): break
        case .left where vertical && moveAlongOrthogonalSection(by: -1): break
        case .right where vertical && moveAlongOrthogonalSection(by: 1): break
        case .up, .down, .left, .right, .pageUp, .pageDown:
            if let step = scroll.step(for: command, vertical: vertical) { scroll(dx: step.dx, dy: step.dy) }
        case .home: setOffset(scroll.startOffset(vertical: vertical))
        case .end:
            // The end of a lazy layout is where its last item lands: lay out the last items
            // (from an estimated position when many lie between).
            layout.layOutEnd()
            setOffset(scroll.endOffset(vertical: vertical, contentSize: layout.contentSize, extra: footerExtra))
        case .focusNext:
            setFocus(interaction.focus.flatMap { data.item(after: $0) } ?? interaction.focus ?? data.firstItem())
        case .focusPrevious:
            setFocus(interaction.focus.flatMap { data.item(before: $0) } ?? interaction.focus ?? data.firstItem())
        case .focusLeft, .focusDown, .focusUp, .focusRight:
            guard let focus = interaction.focus else { setFocus(nil); break }
            let (dx, dy) = command == .focusLeft ? (-1, 0) : command == .focusRight ? (1, 0) : command == .focusUp ? (0, -1) : (0, 1)
            if let next = neighbour(of: focus, dx: dx, dy: dy) { setFocus(next) } else { scrollToVisible(focus) }
        case .layout(let index):
            if layouts.choices.indices.contains(index) {
                switchLayout(to: index, now: now)
            } else {
                setStatus("there is no layout \(index + 1)")
            }
        case .nextLayout:
            let count = layouts.choices.count
            guard count > 1 else {
                setStatus("\(layouts.name) is the only layout")
                break
            }
            let next = (layouts.index + 1) % count
            switchLayout(to: next, now: now)
            setStatus("layout \(next + 1) of \(count)")
        case .insert: insertAfterFocus(now: now)
        case .delete: deleteFocused(now: now)
        case .undo: undo(now: now)
        case .lift:
            keepFocusOnScreen()
            if let focus = interaction.focus, lift(focus) { needsRedraw = true }
        case .zoomIn: zoom(by: 1)
        case .zoomOut: zoom(by: -1)
        case .resetZoom: resetZoom()
        case .rotate: rotate(now: now)
        case .textSmaller: stepContentSizeCategory(by: -1)
        case .textLarger: stepContentSizeCategory(by: 1)
        case .retry:
            if case .failed = data.pagination { data.retryFailedPage(); needsRedraw = true }
        case .reload: return reloadFromOutside(now: now)
        case .nextApply: stepSnapshots(by: 1, now: now)
        case .previousApply: stepSnapshots(by: -1, now: now)
        // The app asks first when the data file changed on disk (`askToOverwrite(_:then:)`).
        case .save: return .save
        case .inspector: toggleInspector()
        case .closeInspector:
            if chrome.showsInspector { toggleInspector() }
        case .help: chrome.showsHelp = true; needsRedraw = true
        case .screenshot: return .screenshot
        case .quit: return requestQuit()
        case .interrupt: return .quit
        // The run loop repaints before the view would see it (`TerminalApp`).
        case .repaint: needsRedraw = true
        // The other modes' commands (`KeyMap.modes`) come here only if bound while browsing.
        case .closeHelp, .drop, .cancelMove, .explainMove, .saveAndQuit, .discardAndQuit, .overwrite, .reloadFromDisk, .cancelQuestion:
            break
        }
        return .none
    }

    /// Does what `command` says while a cell is lifted (`KeyMap`'s moving mode).
    private func runWhileMoving(_ command: ViewCommand, now: Double) -> ViewAction {
        if let motion = Interaction.dragMotion(command) {
            moveLifted(dx: motion.dx, dy: motion.dy, now: now)
            return .none
        }
        switch command {
        case .drop: drop(now: now)
        case .cancelMove: cancelDrag(now: now)
        case .interrupt:
            cancelDrag(now: now)
            return .quit
        case .help:
            chrome.showsHelp = true
            needsRedraw = true
        default:
            // Say what ends a drag rather than ignore the key (`q` included).
            setStatus(Self.dragHint)
        }
        return .none
    }

    // MARK: - Scroll bursts

    /// Whether `event` is a scroll step that starts or extends a burst (`ScrollBurst`): a scroll
    /// key or a wheel notch, outside the help, a question and a drag.
    func isScrollStep(_ event: InputEvent) -> Bool {
        options.settlesChromeAfterScrolling && scrollsContent(event)
    }

    /// Whether `event` is a user's scroll: a scroll key or a wheel notch, outside the help, a
    /// question and a drag (programmatic scrolls — a focus move showing its item — are not).
    func scrollsContent(_ event: InputEvent) -> Bool {
        switch event {
        case .wheel: return !interaction.isDragging
        case .key(let key):
            // The key first: most keys are no scroll step, and then nothing else is read.
            guard KeyMap.command(for: key)?.scrollsView ?? false else { return false }
            return keyMode == .browsing
        default: return false
        }
    }

    /// Ends the burst, if one is under way: the large title snaps open or closed, the focus comes
    /// back on screen and the status line shows the figures again.
    func endScrollBurst() {
        guard let burst = scroll.endBurst() else { return }
        snapLargeTitle(start: burst.startOffsetY)
        keepFocusOnScreen()
        needsRedraw = true
    }

    // MARK: - Run loop

    /// Takes in finished pages, ends finished animations and notices paging changes; call it
    /// whenever the run loop wakes.
    ///
    /// - Complexity: O(appended items) when a page arrives (the layout lays out only those).
    public func tick(now: Double) {
        if let burst = scroll.burst, burst.isOver(at: now) { endScrollBurst() }
        autoScroll(now: now)
        // Outside changes move items about: animate them as an edit is (a page only appends).
        // (No local captured by a closure on the common path: that would be checked for
        // exclusive access at run time, at every key.)
        let arrived: Invalidation
        if data.refreshWaiting, !interaction.isDragging {
            var taken = Invalidation.none
            animateChange(now: now) { taken = self.takeArrivals() }
            arrived = taken
        } else {
            arrived = takeArrivals()
        }
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
        if status == .loading, chrome.spinnerPhase != ChromeState.spinnerPhase(at: now) { needsRedraw = true }
        // (Data that does not page has no use for how near its end the view is.)
        if arrived == .none, status != .loading, status != .none {
            data.loadMoreIfNeeded(screensToEnd: screensToEnd())
        }
    }

    /// Takes in the pages that finished loading, if any, and says what they changed.
    private func takeArrivals() -> Invalidation {
        let arrived = data.drainLoadedItems()
        if arrived != .none {
            dataChanged(arrived)
            interaction.focus = data.validFocus(interaction.focus)
            settle()
        }
        return arrived
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
        if autoScrollDirection() != (0, 0) { return max(now, interaction.lastAutoScroll + Interaction.autoScrollInterval) }
        if data.pagination == .loading { return now + 0.1 }
        // Otherwise the run loop sleeps until input (or until the app looks at its files).
        return nil
    }

    /// Which way a mouse drag held near an edge scrolls the view (`Interaction`).
    func autoScrollDirection() -> (dx: Int, dy: Int) {
        // (Asked at every tick: the limits only for a drag.)
        guard interaction.isDragging else { return (0, 0) }
        return interaction.autoScrollDirection(
            visible: viewport.visibleRect, offset: viewport.offset, limit: scroll.maximumOffset(contentSize: layout.contentSize, extra: footerExtra),
            rowPoints: viewport.rowPoints, columnPoints: viewport.columnPoints)
    }

    /// One step of edge auto-scroll: the view and the lifted cell (with the pointer) move by a
    /// row or a column.
    func autoScroll(now: Double) {
        let (dx, dy) = autoScrollDirection()
        guard (dx, dy) != (0, 0), interaction.takeAutoScrollStep(now: now) else { return }
        let before = viewport.offset
        scroll(dx: Double(dx) * viewport.columnPoints, dy: Double(dy) * viewport.rowPoints)
        let moved = (x: viewport.offset.x - before.x, y: viewport.offset.y - before.y)
        interaction.follow(moved)
        moveLifted(dx: moved.x, dy: moved.y, now: now)
    }
}

extension ViewCommand {
    /// The command only scrolls the view (the arrows, PgUp PgDn, Home End).
    var scrollsView: Bool {
        switch self {
        case .up, .down, .left, .right, .pageUp, .pageDown, .home, .end: return true
        default: return false
        }
    }
}
