/// The ranges the built-in layouts' options take: one table that the layouts' own checks, the
/// layout-file reader and the command line read, so a value is accepted or refused alike
/// wherever it is written.
public enum OptionLimits {
    /// The largest length any option takes, in points.
    public static let maximumLength = 10_000_000.0
    /// Spacings, insets, header and footer heights: 0 to 10 000 000 pt.
    public static let length: ClosedRange<Double> = 0...maximumLength
    /// Item widths and heights: from `SizeHint.minimumDimension` to 10 000 000 pt.
    public static let dimension: ClosedRange<Double> = SizeHint.minimumDimension...maximumLength
    /// Waterfall columns per section.
    public static let columns: ClosedRange<Int> = 1...1000
}
