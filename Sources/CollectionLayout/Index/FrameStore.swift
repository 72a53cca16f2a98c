/// Compact storage of many frames, as parallel arrays.
///
/// The scroll-axis edges are kept in double precision, so that a million items stack without
/// drift; the cross-axis edges in single precision, which is exact for whole and half points and
/// within 10⁻⁴ pt elsewhere. Edges (not lengths) are stored, so rounding is monotone: two frames
/// that do not overlap before storing do not overlap after. 24 bytes a frame.
struct FrameStore: Sendable {
    let direction: ScrollDirection
    private(set) var mainMin: [Double] = []
    private(set) var mainMax: [Double] = []
    private(set) var crossMin: [Float] = []
    private(set) var crossMax: [Float] = []

    init(direction: ScrollDirection) {
        self.direction = direction
    }

    var count: Int { mainMin.count }

    mutating func reserveCapacity(_ n: Int) {
        mainMin.reserveCapacity(n)
        mainMax.reserveCapacity(n)
        crossMin.reserveCapacity(n)
        crossMax.reserveCapacity(n)
    }

    /// Appends a frame.
    ///
    /// - Complexity: amortized O(1)
    mutating func append(_ rect: Rect) {
        switch direction {
        case .vertical:
            mainMin.append(rect.minY)
            mainMax.append(rect.maxY)
            crossMin.append(Float(rect.minX))
            crossMax.append(Float(rect.maxX))
        case .horizontal:
            mainMin.append(rect.minX)
            mainMax.append(rect.maxX)
            crossMin.append(Float(rect.minY))
            crossMax.append(Float(rect.maxY))
        }
    }

    /// Removes the frames at `index` and after.
    mutating func removeSuffix(from index: Int) {
        guard index < count else { return }
        mainMin.removeSubrange(index...)
        mainMax.removeSubrange(index...)
        crossMin.removeSubrange(index...)
        crossMax.removeSubrange(index...)
    }

    /// The frame at `index`, as stored.
    ///
    /// - Complexity: O(1)
    @inline(__always)
    func frame(at index: Int) -> Rect {
        let c0 = Double(crossMin[index]), c1 = Double(crossMax[index])
        let m0 = mainMin[index], m1 = mainMax[index]
        switch direction {
        case .vertical: return Rect(x: c0, y: m0, width: c1 - c0, height: m1 - m0)
        case .horizontal: return Rect(x: m0, y: c0, width: m1 - m0, height: c1 - c0)
        }
    }

    /// What storing `rect` would give back: the rect with its cross-axis edges in single precision.
    static func rounded(_ rect: Rect, _ direction: ScrollDirection) -> Rect {
        var store = FrameStore(direction: direction)
        store.append(rect)
        return store.frame(at: 0)
    }

    /// Bytes held by the arrays' storage.
    var allocatedBytes: Int {
        mainMin.capacity * 8 + mainMax.capacity * 8 + crossMin.capacity * 4 + crossMax.capacity * 4
    }
}
