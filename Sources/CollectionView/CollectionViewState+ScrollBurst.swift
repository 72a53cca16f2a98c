import TerminalCore

extension CollectionViewState {
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
            return !chrome.showsHelp && edits.confirmingOverwrite == nil && !edits.confirmingQuit && !interaction.isDragging
        default: return false
        }
    }

    /// Starts or extends the burst with a step taken at `now`.
    func noteScrollStep(now: Double) {
        scroll.burst = ScrollBurst(lastStep: now, startOffsetY: scroll.burst?.startOffsetY ?? viewport.offset.y)
    }

    /// Ends the burst, if one is under way: the large title snaps open or closed, the focus comes
    /// back on screen and the status line shows the figures again.
    func endScrollBurst() {
        guard let burst = scroll.burst else { return }
        scroll.burst = nil
        snapLargeTitle(start: burst.startOffsetY)
        keepFocusOnScreen()
        needsRedraw = true
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
