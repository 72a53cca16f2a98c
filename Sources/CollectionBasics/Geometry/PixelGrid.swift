/// The pixels of a screen of `scale` pixels a point (`UIScreen.scale`: 2 or 3 on the devices,
/// 1 for a bare viewport): where UIKit puts a length it measures.
///
/// A self-sizing cell's fitting size is its labels' text measured and rounded *up* to whole
/// pixels (UILabel's fitting size never cuts a pixel row of its text), so the preferred heights a
/// layout takes are on this grid: 68.4 pt of text is 68.5 pt on a 2× screen, 68⅔ on a 3×, 69 on a 1×.
/// docs/layout-files.md says what cvsim rounds and what it does not.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels a point; at least 1.
    public var scale: Double

    public init(scale: Double) {
        self.scale = scale.isFinite && scale >= 1 ? scale : 1
    }

    /// `length` rounded up to a whole number of pixels. A length within a millionth of a pixel
    /// of the grid is on it (so 44 stays 44 whatever the arithmetic that made it).
    ///
    /// - Complexity: O(1)
    public func ceil(_ length: Double) -> Double {
        guard length.isFinite else { return length }
        let pixels = length * scale
        let nearest = pixels.rounded()
        return (abs(pixels - nearest) < 1e-6 ? nearest : pixels.rounded(.up)) / scale
    }
}
