/// Compact storage of many frames, as parallel arrays.
///
/// The scroll-axis start is kept in double precision, so that a million items stack without
/// drift; the scroll-axis length and the cross-axis edges in single precision, which is exact
/// for whole and half points below 2²³ and within about 10⁻⁷ of the value elsewhere. 20 bytes a
/// frame.
///
/// Rounding never makes two frames overlap that did not: cross-axis *edges* (not lengths) are
/// stored, and rounding to nearest is monotone; the scroll-axis length is rounded toward zero,
/// so a stored frame ends no later than the frame given.
struct FrameStore: Sendable {
    let direction: ScrollDirection
    private(set) var mainMin: [Double] = []
    private(set) var mainLength: [Float] = []
    private(set) var crossMin: [Float] = []
    private(set) var crossMax: [Float] = []

    init(direction: ScrollDirection) {
        self.direction = direction
    }

    var count: Int { mainMin.count }

    mutating func reserveCapacity(_ n: Int) {
        mainMin.reserveCapacity(n)
        mainLength.reserveCapacity(n)
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
            mainLength.append(Self.roundedDown(rect.height))
            crossMin.append(Float(rect.minX))
            crossMax.append(Float(rect.maxX))
        case .horizontal:
            mainMin.append(rect.minX)
            mainLength.append(Self.roundedDown(rect.width))
            crossMin.append(Float(rect.minY))
            crossMax.append(Float(rect.maxY))
        }
    }

    /// Appends `frames` in order: the same as appending each, with one growth check per array.
    ///
    /// - Complexity: amortized O(`frames.count`)
    mutating func append(contentsOf frames: UnsafeBufferPointer<Rect>) {
        switch direction {
        case .vertical:
            Self.append(frames, to: &mainMin) { $0.minY }
            Self.append(frames, to: &mainLength) { Self.roundedDown($0.height) }
            Self.append(frames, to: &crossMin) { Float($0.minX) }
            Self.append(frames, to: &crossMax) { Float($0.maxX) }
        case .horizontal:
            Self.append(frames, to: &mainMin) { $0.minX }
            Self.append(frames, to: &mainLength) { Self.roundedDown($0.width) }
            Self.append(frames, to: &crossMin) { Float($0.minY) }
            Self.append(frames, to: &crossMax) { Float($0.maxY) }
        }
    }

    @inline(__always)
    private static func append<T: BinaryFloatingPoint>(
        _ frames: UnsafeBufferPointer<Rect>, to array: inout [T], _ value: (Rect) -> T
    ) {
        let old = array.count
        array.append(contentsOf: repeatElement(0, count: frames.count))
        array.withUnsafeMutableBufferPointer { elements in
            for k in frames.indices { elements[old + k] = value(frames[k]) }
        }
    }

    /// The largest `Float` not above `length` (0 for negative or NaN lengths).
    static func roundedDown(_ length: Double) -> Float {
        guard length > 0 else { return 0 }
        guard length < Double(Float.greatestFiniteMagnitude) else { return .greatestFiniteMagnitude }
        let f = Float(length)
        return Double(f) > length ? f.nextDown : f
    }

    /// Where the frame at `index` ends on the scroll axis.
    @inline(__always)
    func mainMax(_ index: Int) -> Double { mainMin[index] + Double(mainLength[index]) }

    /// Removes the frames at `index` and after.
    mutating func removeSuffix(from index: Int) {
        guard index < count else { return }
        mainMin.removeSubrange(index...)
        mainLength.removeSubrange(index...)
        crossMin.removeSubrange(index...)
        crossMax.removeSubrange(index...)
    }

    /// The frame at `index`, as stored.
    ///
    /// - Complexity: O(1)
    @inline(__always)
    func frame(at index: Int) -> Rect {
        let c0 = Double(crossMin[index]), c1 = Double(crossMax[index])
        let m0 = mainMin[index], length = Double(mainLength[index])
        switch direction {
        case .vertical: return Rect(x: c0, y: m0, width: c1 - c0, height: length)
        case .horizontal: return Rect(x: m0, y: c0, width: length, height: c1 - c0)
        }
    }

    /// The cross-axis start and end of the frame at `index`, exactly as `frame(at:)` gives them.
    @inline(__always)
    func crossEdges(_ index: Int) -> (start: Double, end: Double) {
        let frame = frame(at: index)
        switch direction {
        case .vertical: return (frame.minX, frame.maxX)
        case .horizontal: return (frame.minY, frame.maxY)
        }
    }

    /// Bytes held by the arrays' storage.
    var allocatedBytes: Int {
        mainMin.capacity * 8 + mainLength.capacity * 4 + crossMin.capacity * 4 + crossMax.capacity * 4
    }
}
