import CollectionLayout
import TerminalCore

extension CollectionViewState {
    /// Turns one input event into changes of the view, and tells the run loop what to do.
    public func handle(_ event: InputEvent, now: Double) -> ViewAction {
        let action = dispatch(event, now: now)
        #if CVSIM_INTERNAL_CHECKS
        checkInvariants()
        #endif
        return action
    }

    private func dispatch(_ event: InputEvent, now: Double) -> ViewAction {
        if isScrollStep(event) { noteScrollStep(now: now) } else { endScrollBurst() }
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
            if chrome.showsHelp {
                // ↑ ↓ PgUp PgDn scroll a help taller than the terminal; any other key closes it,
                // `q` included (as in less and htop); it never quits.
                switch key {
                case .up: chrome.helpScroll -= 1; needsRedraw = true; return .none
                case .down: chrome.helpScroll += 1; needsRedraw = true; return .none
                case .pageUp: chrome.helpScroll -= max(1, scroll.terminalHeight - 4); needsRedraw = true; return .none
                case .pageDown: chrome.helpScroll += max(1, scroll.terminalHeight - 4); needsRedraw = true; return .none
                default: break
                }
                chrome.showsHelp = false
                needsRedraw = true
                return .none
            }
            if edits.confirmingOverwrite != nil { return answerOverwrite(key, now: now) }
            if edits.confirmingQuit { return answerQuit(key) }
            if interaction.isDragging { return handleDragKey(key, now: now) }
            return handleKey(key, now: now)
        case .wheel(let delta, _, _):
            let rows = Double(delta * Self.wheelRows)
            switch layout.scrollDirection {
            case .vertical: scroll(dx: 0, dy: rows * viewport.rowPoints)
            case .horizontal: scroll(dx: rows * 2 * viewport.columnPoints, dy: 0)
            }
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

    private func handleKey(_ key: Key, now: Double) -> ViewAction {
        guard let command = KeyMap.command(for: key) else { return .none }
        return run(command, now: now)
    }

    /// Does what `command` says (outside a drag, the help and the quit question).
    private func run(_ command: ViewCommand, now: Double) -> ViewAction {
        let vertical = layout.scrollDirection == .vertical
        let visible = viewport.visibleRect
        switch command {
        case .up where !vertical && moveAlongOrthogonalSection(by: -1): break
        case .down where !vertical && moveAlongOrthogonalSection(by: 1): break
        case .left where vertical && moveAlongOrthogonalSection(by: -1): break
        case .right where vertical && moveAlongOrthogonalSection(by: 1): break
        case .up: scroll(dx: 0, dy: -viewport.rowPoints)
        case .down: scroll(dx: 0, dy: viewport.rowPoints)
        case .left: scroll(dx: -viewport.columnPoints, dy: 0)
        case .right: scroll(dx: viewport.columnPoints, dy: 0)
        case .pageUp, .pageDown:
            let sign: Double = command == .pageUp ? -1 : 1
            if vertical {
                scroll(dx: 0, dy: sign * max(viewport.rowPoints, visible.height - viewport.rowPoints))
            } else {
                scroll(dx: sign * max(viewport.columnPoints, visible.width - viewport.columnPoints), dy: 0)
            }
        case .home:
            setOffset(vertical ? Point(x: viewport.offset.x, y: viewport.minimumOffset.y) : Point(x: viewport.minimumOffset.x, y: viewport.offset.y))
        case .end:
            // The end of a lazy layout is where its last item lands: lay out the last items
            // (from an estimated position when many lie between).
            layout.layOutEnd()
            let limit = scroll.maximumOffset(contentSize: layout.contentSize, extra: footerExtra)
            setOffset(vertical ? Point(x: viewport.offset.x, y: limit.y) : Point(x: limit.x, y: viewport.offset.y))
        case .focusNext:
            setFocus(interaction.focus.flatMap { item(after: $0) } ?? interaction.focus ?? firstItem())
        case .focusPrevious:
            setFocus(interaction.focus.flatMap { item(before: $0) } ?? interaction.focus ?? firstItem())
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
        }
        return .none
    }

    private func handleDragKey(_ key: Key, now: Double) -> ViewAction {
        let step = Self.dragStep
        switch key {
        case .up: moveLifted(dx: 0, dy: -step, now: now)
        case .down: moveLifted(dx: 0, dy: step, now: now)
        case .left: moveLifted(dx: -step, dy: 0, now: now)
        case .right: moveLifted(dx: step, dy: 0, now: now)
        case .enter, .character(" "), .character("m"): drop(now: now)
        case .escape: cancelDrag(now: now)
        case .ctrl("c"):
            cancelDrag(now: now)
            return .quit
        case .character("?"):
            chrome.showsHelp = true
            needsRedraw = true
        default:
            // Say what ends a drag rather than ignore the key (`q` included).
            setStatus(Self.dragHint)
        }
        return .none
    }
}
