extension Double {
    /// The number as people and JSON readers write it: a whole number without a fraction (`12`,
    /// not `12.0`), any other as Swift's shortest text that reads back exactly (`12.5`,
    /// `0.1`); `inf`, `-inf` and `nan` as Swift writes them. The one formatter of lengths in
    /// messages, layout files, datasets and Swift sources.
    public var wholeOrDecimalText: String {
        if isFinite, self == rounded(), Swift.abs(self) < 1e15 { return String(Int64(self)) }
        return "\(self)"
    }

    /// The number rounded to the hundredth, then as `wholeOrDecimalText` writes it (`12.35`,
    /// `12`): lengths as the inspector shows them.
    public var hundredthsText: String { ((self * 100).rounded() / 100).wholeOrDecimalText }
}
