import CollectionLayout
import CollectionModel

extension CollectionViewState {
    /// `]` (`by: 1`) applies the next snapshot of `--snapshots`, `[` (`by: -1`) goes back to the
    /// previous one: animated as UIKit animates the staged changeset (deletes fade, inserts appear,
    /// moves slide) unless the apply says `animatingDifferences: false`, with the content offset
    /// kept. The status line names the apply, its counts and how far the screen jumped; past the
    /// last apply, the step UIKit refuses and its reason, the last good state kept.
    func stepSnapshots(by delta: Int, now: Double) {
        guard var player = snapshots else { return setStatus("no snapshots: start cvsim run with --snapshots FILE") }
        let target = player.current + delta
        guard target >= 0 else { return setStatus("\(Self.describe(player, 0)) is the first apply") }
        guard target < player.applies.count else {
            guard let failure = player.failure else { return setStatus("\(Self.describe(player, player.current)) is the last apply") }
            return setStatus(
                "UIKit raises at step \(failure.step) (\(failure.call)): \(failure.exception) — kept \(Self.describe(player, player.current))")
        }
        let from = player.applies[player.current].after.withoutMarks
        let apply = player.applies[target]
        let to = delta > 0 ? apply.after : apply.after.withoutMarks
        let changeset = delta > 0 ? apply.changeset : ((try? Diff.staged(from: from, to: to)) ?? SnapshotChangeset())
        let anchor = firstVisibleItem(in: from)
        // The focus follows its item, as a cell keeps its focus across an apply; else its place.
        let focused = interaction.focus.flatMap { Self.identifier(at: $0, in: from) }
        let change = {
            do {
                try self.data.applyBatch(changeset.batchUpdate(to: to))
            } catch {
                // The model refuses a combination UIKit takes: the plain diff by position does it.
                try self.data.applyBatch(Diff.batch(from: from.sections, to: to.withoutMarks.sections))
            }
            self.dataChanged(from: self.data.firstChangedItem)
            self.interaction.focus = self.validFocus(focused.flatMap { Self.place(of: $0, in: to) } ?? self.interaction.focus)
        }
        do {
            if apply.animatingDifferences { try animateChange(now: now, change) } else { try change() }
        } catch {
            return setStatus("cannot apply \"\(apply.name)\": \(error)")
        }
        player.current = target
        snapshots = player
        var status = "\(Self.describe(player, target)): \(Self.counts(changeset))"
        if let anchor, let jump = jump(of: anchor, in: to), abs(jump) >= 0.5 {
            status += "; the screen jumped \(Self.format(abs(jump))) pt \(jump > 0 ? "down" : "up") (\(anchor.id))"
        }
        setStatus(status)
        needsRedraw = true
    }

    /// The topmost (then leftmost) cell on screen: its identifier and how far below the top of
    /// the visible rect it starts.
    private func firstVisibleItem(in snapshot: DiffableSnapshot) -> (id: String, y: Double)? {
        let visible = viewport.visibleRect
        let first = layout.layoutAttributesForElements(in: visible)
            .filter { $0.category == .cell }
            .min { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        guard let first, let id = Self.identifier(at: first.indexPath, in: snapshot) else { return nil }
        return (id, first.frame.minY - visible.minY)
    }

    /// How far `anchor` moved on screen, once laid out in `snapshot`; `nil` when it is gone.
    private func jump(of anchor: (id: String, y: Double), in snapshot: DiffableSnapshot) -> Double? {
        guard let path = Self.place(of: anchor.id, in: snapshot), let frame = layout.layoutAttributesForItem(at: path)?.frame else {
            return nil
        }
        return frame.minY - viewport.visibleRect.minY - anchor.y
    }

    private static func identifier(at path: IndexPath, in snapshot: DiffableSnapshot) -> String? {
        guard snapshot.itemIdentifiers.indices.contains(path.section), snapshot.itemIdentifiers[path.section].indices.contains(path.item) else {
            return nil
        }
        return snapshot.itemIdentifiers[path.section][path.item]
    }

    /// Where `id` is in `snapshot`.
    ///
    /// - Complexity: O(n).
    private static func place(of id: String, in snapshot: DiffableSnapshot) -> IndexPath? {
        for (s, items) in snapshot.itemIdentifiers.enumerated() {
            if let i = items.firstIndex(of: id) { return IndexPath(section: s, item: i) }
        }
        return nil
    }

    static func describe(_ player: SnapshotPlayer, _ index: Int) -> String {
        "apply \(index + 1)/\(player.applies.count) \"\(player.applies[index].name)\""
    }

    /// "3 inserted, 1 deleted, 2 moved, 1 section inserted": items, then sections.
    static func counts(_ c: SnapshotChangeset) -> String {
        let items = [
            (c.insertedItems.count, "inserted"), (c.deletedItems.count, "deleted"), (c.movedItems.count, "moved"),
            (c.reloadedItems.count, "reloaded"), (c.reconfiguredItems.count, "reconfigured"),
        ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        let sections = [
            (c.insertedSections.count, "inserted"), (c.deletedSections.count, "deleted"), (c.movedSections.count, "moved"),
            (c.reloadedSections.count, "reloaded"),
        ].filter { $0.0 > 0 }.map { "\($0.0) section\($0.0 == 1 ? "" : "s") \($0.1)" }
        return items.isEmpty && sections.isEmpty ? "no changes" : (items + sections).joined(separator: ", ")
    }
}

extension CollectionViewState {
    /// Starts stepping through `player`'s applies; the data shows its first apply already.
    public func showSnapshots(_ player: SnapshotPlayer) {
        snapshots = player
        let first = player.applies[0]
        setStatus("\(Self.describe(player, 0)): \(Self.counts(first.changeset)) — ] next apply, [ previous")
    }
}
