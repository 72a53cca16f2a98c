import CollectionLayout

/// The sideways offset of each orthogonal section, as UIKit keeps one scroll view per such
/// section: view state, not layout. A section never scrolled rests where UIKit first shows it
/// (`initialOffset`): at 0, or with its first group centred for `groupPagingCentered`.
public struct OrthogonalOffsets: Hashable, Sendable {
    private var offsets: [Int: Double] = [:]

    public init() {}

    /// The stored offset of `section` (0 when never scrolled; `offset(_:_:)` is what it shows at).
    public subscript(section: Int) -> Double {
        get { offsets[section] ?? 0 }
        set { offsets[section] = newValue }
    }

    /// The offset `section` of `geometry` is shown at: where it was scrolled to, else where it
    /// first rests, clamped.
    ///
    /// - Complexity: O(1)
    public func offset(_ section: Int, _ geometry: OrthogonalSectionGeometry) -> Double {
        Self.clamped(offsets[section] ?? Self.initialOffset(geometry), geometry)
    }

    /// Where a section rests before any scroll: its first group centred for
    /// `groupPagingCentered` (UIKit shows it so from the first frame), else 0.
    public static func initialOffset(_ geometry: OrthogonalSectionGeometry) -> Double {
        geometry.behavior == .groupPagingCentered && geometry.groupCount > 0 ? centred(0, geometry) : 0
    }

    /// Forgets every offset (a new layout).
    public mutating func removeAll() { offsets.removeAll() }

    /// The sections scrolled.
    public var sections: [Int] { Array(offsets.keys) }

    /// After a relayout (a reloaded layout file, a rotation, another text size): each section that
    /// rests on groups or pages rests on the same one in its new geometry (a narrower group would
    /// otherwise leave it between two), the others are clamped; a section no longer orthogonal is
    /// forgotten.
    ///
    /// - Parameters:
    ///   - old: each scrolled section's geometry before the relayout.
    ///   - new: a section's geometry now (`nil`: not an orthogonal section now).
    public mutating func resnap(from old: [Int: OrthogonalSectionGeometry], to new: (Int) -> OrthogonalSectionGeometry?) {
        for (section, offset) in offsets {
            guard let geometry = new(section) else {
                offsets[section] = nil
                continue
            }
            if let before = old[section], let index = Self.restingIndex(offset, before),
                let rest = Self.restingOffset(index, geometry)
            {
                self[section] = rest
            } else {
                self[section] = Self.clamped(offset, geometry)
            }
        }
    }

    /// The group (page) a section of a snapping behaviour rests on at `offset`; `nil` for the
    /// behaviours that rest anywhere.
    static func restingIndex(_ offset: Double, _ geometry: OrthogonalSectionGeometry) -> Int? {
        if geometry.hasMeasuredGroups, offset.isFinite {
            // Groups of measured widths: the group whose resting offset is nearest.
            switch geometry.behavior {
            case .groupPaging, .continuousGroupLeadingBoundary: return nearestGroup(to: offset, geometry, geometry.groupOffset)
            case .groupPagingCentered: return nearestGroup(to: offset, geometry) { centred($0, geometry) }
            case .paging, .none, .continuous: break
            }
        }
        let step: Double, from: Double
        switch geometry.behavior {
        case .groupPaging, .continuousGroupLeadingBoundary: (step, from) = (geometry.pitch, 0)
        case .groupPagingCentered: (step, from) = (geometry.pitch, centred(0, geometry))
        case .paging: (step, from) = (geometry.containerLength, 0)
        case .none, .continuous: return nil
        }
        guard step > 0, step.isFinite, offset.isFinite else { return nil }
        return Int(((offset - from) / step).rounded())
    }

    /// Where a section of a snapping behaviour rests on group (page) `index`, clamped; `nil` for
    /// the behaviours that rest anywhere.
    static func restingOffset(_ index: Int, _ geometry: OrthogonalSectionGeometry) -> Double? {
        let groups = Swift.max(0, geometry.groupCount - 1)
        let result: Double
        switch geometry.behavior {
        case .groupPaging, .continuousGroupLeadingBoundary: result = geometry.groupOffset(Swift.min(Swift.max(0, index), groups))
        case .groupPagingCentered: result = centred(Swift.min(Swift.max(0, index), groups), geometry)
        case .paging: result = Double(Swift.max(0, index)) * geometry.containerLength
        case .none, .continuous: return nil
        }
        return clamped(result, geometry)
    }

    /// The offset `stored` kept within what `geometry` allows: 0 to the maximum offset, except
    /// for `groupPagingCentered`, which may go as far as centring the first or last group.
    public static func clamped(_ stored: Double, _ geometry: OrthogonalSectionGeometry) -> Double {
        if geometry.behavior == .groupPagingCentered {
            guard geometry.groupCount > 0 else { return 0 }
            let first = centred(0, geometry), last = centred(geometry.groupCount - 1, geometry)
            return Swift.min(Swift.max(stored, Swift.min(first, 0)), Swift.max(last, 0))
        }
        return Swift.min(Swift.max(stored, 0), geometry.maximumOffset)
    }

    /// The offset that centres group `g`.
    static func centred(_ g: Int, _ geometry: OrthogonalSectionGeometry) -> Double {
        geometry.groupStart(g) + geometry.length(ofGroup: g) / 2 - geometry.containerLength / 2
    }

    /// The group `g` of `geometry` whose `rest(g)` is nearest `offset` (`rest` increases with `g`).
    ///
    /// - Complexity: O(log(groups)) calls of `rest`
    static func nearestGroup(to offset: Double, _ geometry: OrthogonalSectionGeometry, _ rest: (Int) -> Double) -> Int {
        guard geometry.groupCount > 1 else { return 0 }
        var low = 0, high = geometry.groupCount - 1
        while low < high {
            let mid = (low + high) >> 1
            if rest(mid) >= offset { high = mid } else { low = mid + 1 }
        }
        return low > 0 && offset - rest(low - 1) <= rest(low) - offset ? low - 1 : low
    }

    /// Where a section at offset `current` comes to rest to show the item spanning `start..<end`
    /// (at offset 0) of group `group`, as its behaviour snaps. An item already shown whole moves
    /// nothing (a focus move never shifts a section it need not); else:
    ///
    /// - `continuous`: the least scroll that shows the item, with the leading inset as margin;
    /// - `continuousGroupLeadingBoundary`: the same, then resting on a group's leading edge
    ///   (offset `k·pitch`, that group at the leading inset; past groups of measured widths);
    /// - `paging`: the page (a multiple of the section's width) holding the item's start;
    /// - `groupPaging`: the item's group at the leading inset;
    /// - `groupPagingCentered`: the item's group centred.
    ///
    /// Every result is then clamped (`clamped(_:_:)`).
    public static func target(
        showing start: Double, _ end: Double, group: Int, current: Double, _ geometry: OrthogonalSectionGeometry
    ) -> Double {
        let width = geometry.containerLength
        let lead = geometry.leadingInset
        let visible = start >= current - 1e-9 && end <= current + width + 1e-9
        if visible || geometry.behavior == .none { return clamped(geometry.behavior == .none ? 0 : current, geometry) }
        let result: Double
        switch geometry.behavior {
        case .none:
            result = 0
        case .continuous:
            if start < current {
                result = start - lead
            } else {
                result = end - width + lead
            }
        case .continuousGroupLeadingBoundary:
            if start < current {
                result = geometry.groupOffset(group)
            } else if geometry.hasMeasuredGroups {
                // The first group boundary that brings the item's end on screen, not past its group.
                result = geometry.groupOffset(Swift.min(geometry.firstGroup(offsetAtLeast: end - width), group))
            } else {
                // The first group boundary that brings the item's end on screen, not past its group.
                let k = ((end - width) / geometry.pitch).rounded(.up)
                result = Swift.min(Swift.max(k, 0), Double(group)) * geometry.pitch
            }
        case .paging:
            result = ((start + 1e-9) / width).rounded(.down) * width
        case .groupPaging:
            result = geometry.groupOffset(group)
        case .groupPagingCentered:
            result = centred(group, geometry)
        }
        return clamped(result, geometry)
    }
}
