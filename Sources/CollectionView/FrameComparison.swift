import CollectionLayout

/// Frames another source computed for the same layout — a dump taken on a device or simulator,
/// or by another cvsim — and how the layout's own frames differ from them.
///
/// Elements are matched by identity (category, kind, index path); a frame matches when each of
/// its origin and size is within `tolerance` of the other one's.
public struct FrameComparison: Hashable, Sendable {
    /// The other source's frames by element.
    public var expected: [ElementID: Rect]
    /// The largest difference, in points, of an edge or length that still matches.
    public var tolerance: Double

    public init(expected: [ElementID: Rect], tolerance: Double = 0.5) {
        self.expected = expected
        self.tolerance = tolerance
    }

    /// How one element compares.
    public enum Status: Hashable, Sendable {
        /// Within the tolerance of the other source's frame.
        case match
        /// At another frame in the other source: this one is off by `distance` points.
        case moved(expected: Rect, distance: Double)
        /// Not in the other source.
        case extra
    }

    /// How `element`'s frame compares with the other source's.
    ///
    /// - Parameter sliding: the scroll axis when `element` pins to the visible bounds (a pinned
    ///   header): its place along that axis follows the content offset, which the other source
    ///   took at an offset of its own, so only its place across the axis and its size compare.
    /// - Complexity: O(1) expected.
    public func status(of element: LayoutAttributes, sliding: ScrollDirection? = nil) -> Status {
        guard let other = expected[element.elementID] else { return .extra }
        var frame = element.frame
        switch sliding {
        case .vertical?: frame.origin.y = other.minY
        case .horizontal?: frame.origin.x = other.minX
        case nil: break
        }
        let distance = Self.distance(other, frame)
        return distance <= tolerance ? .match : .moved(expected: other, distance: distance)
    }

    /// The largest difference of the origins' coordinates and the sizes' lengths.
    ///
    /// A difference within single precision of the values (what a frame store keeps across, and
    /// what `cvsim layout` prints for it) counts as none, so a dump cvsim wrote reads back equal.
    public static func distance(_ a: Rect, _ b: Rect) -> Double {
        func d(_ x: Double, _ y: Double) -> Double {
            let difference = abs(x - y)
            return difference <= max(abs(x), abs(y)) * 0x1p-23 ? 0 : difference
        }
        return max(d(a.minX, b.minX), d(a.minY, b.minY), d(a.width, b.width), d(a.height, b.height))
    }

    /// How `b` differs from `a`, to the hundredth of a point: `Δy +10`, `Δx -2.5 Δw +5`; `<0.01`
    /// when no difference shows at that precision.
    public static func offset(from a: Rect, to b: Rect) -> String {
        var parts: [String] = []
        for (name, delta) in [("x", b.minX - a.minX), ("y", b.minY - a.minY), ("w", b.width - a.width), ("h", b.height - a.height)] {
            let hundredths = Int((delta * 100).rounded())
            guard hundredths != 0 else { continue }
            let magnitude = abs(hundredths)
            var text = String(magnitude / 100)
            if magnitude % 100 != 0 {
                let fraction = magnitude % 100
                text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
            }
            parts.append("Δ\(name) \(hundredths > 0 ? "+" : "-")\(text)")
        }
        return parts.isEmpty ? "<0.01" : parts.joined(separator: " ")
    }

    /// One element that differs.
    public struct Difference: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            /// In the other source, not in the layout.
            case missing
            /// In the layout, not in the other source.
            case extra
            /// In both, at frames further apart than the tolerance.
            case moved
        }

        public var kind: Kind
        public var element: ElementID
        /// The other source's frame (nil when extra).
        public var expected: Rect?
        /// The layout's frame (nil when missing).
        public var actual: Rect?

        /// How far the frames are apart (0 when one is absent).
        public var distance: Double {
            guard let expected, let actual else { return 0 }
            return FrameComparison.distance(expected, actual)
        }
    }

    /// Every element of `actual` or of the other source that differs: missing, extra or moved
    /// beyond the tolerance, in index-path order (then cells, supplementaries, decorations).
    ///
    /// - Complexity: O((n + m) log(n + m)) for n elements here and m there.
    public func differences(from actual: [LayoutAttributes]) -> [Difference] {
        var seen = Set<ElementID>()
        var result: [Difference] = []
        for element in actual {
            let id = element.elementID
            guard seen.insert(id).inserted else { continue }
            switch status(of: element) {
            case .match: break
            case .moved(let other, _):
                result.append(Difference(kind: .moved, element: id, expected: other, actual: element.frame))
            case .extra:
                result.append(Difference(kind: .extra, element: id, expected: nil, actual: element.frame))
            }
        }
        for (id, frame) in expected where !seen.contains(id) {
            result.append(Difference(kind: .missing, element: id, expected: frame, actual: nil))
        }
        result.sort { Self.precedes($0.element, $1.element) }
        return result
    }

    /// Index-path order, then cells before supplementaries before decorations, then by kind.
    public static func precedes(_ a: ElementID, _ b: ElementID) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.category != b.category { return a.category.rank < b.category.rank }
        return (a.kind?.rawValue ?? "") < (b.kind?.rawValue ?? "")
    }
}

extension ElementCategory {
    /// Cells, then supplementaries, then decorations.
    fileprivate var rank: Int {
        switch self {
        case .cell: 0
        case .supplementary: 1
        case .decoration: 2
        }
    }
}
