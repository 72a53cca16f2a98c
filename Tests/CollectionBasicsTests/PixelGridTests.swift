import Testing

@testable import CollectionBasics

@Suite struct PixelGridTests {
    /// Hand-computed: up to the next half point on a 2× screen, third on a 3×, point on a 1×;
    /// a length on the grid (or a millionth of a pixel off it) stays.
    static let cases: [(length: Double, scale: Double, expected: Double)] = [
        (68.4, 2, 68.5), (68.4, 3, 206.0 / 3), (68.4, 1, 69), (68.7, 2, 69), (68.7, 3, 69),
        (85.6, 3, 257.0 / 3), (85.6, 2, 86), (44, 2, 44), (44, 3, 44), (0.1, 2, 0.5),
        (44 - 1e-9, 3, 44), (44 + 1e-9, 3, 44), (131.0 / 3, 3, 131.0 / 3), (131.0 / 3, 2, 44),
    ]

    @Test(arguments: cases)
    func lengthsRoundUpToWholePixels(_ c: (length: Double, scale: Double, expected: Double)) {
        #expect(PixelGrid(scale: c.scale).ceil(c.length) == c.expected)
    }

    /// Against a naive reference over seeded lengths: the least multiple of 1/scale not below the
    /// length, by counting pixels up from below.
    @Test func everyLengthLandsOnTheLeastPixelAboveIt() {
        var rng = SplitMix64(seed: 29)
        for _ in 0..<5_000 {
            let scale = [1.0, 2.0, 3.0].randomElement(using: &rng)!
            let length = Double.random(in: 0..<1_000, using: &rng)
            var pixels = Int(length * scale) - 1
            while Double(pixels) / scale < length - 1e-6 / scale { pixels += 1 }
            let rounded = PixelGrid(scale: scale).ceil(length)
            #expect(rounded == Double(pixels) / scale, "\(length) at \(scale)×")
            #expect(rounded >= length - 1e-6 / scale && rounded < length + 1 / scale)
        }
    }

    @Test func aScaleBelowOneIsOne() {
        #expect(PixelGrid(scale: 0).scale == 1)
        #expect(PixelGrid(scale: .nan).scale == 1)
    }
}
