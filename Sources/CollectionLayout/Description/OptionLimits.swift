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

    /// What is wrong with a number given for a length, against `length` (or, for an item's
    /// dimension, `dimension`); each reader words it its own way.
    public enum Problem: Equatable, Sendable {
        case notFinite
        /// Below 0 (a length) or not above 0 (a dimension).
        case outOfSign
        /// Above 0 but below `SizeHint.minimumDimension` (a dimension).
        case belowMinimum
        /// Above `maximumLength`.
        case tooLarge
    }

    /// What is wrong with `value` as a length (`dimension`: an item's width or height), or nil.
    ///
    /// - Complexity: O(1)
    public static func problem(_ value: Double, dimension: Bool = false) -> Problem? {
        guard value.isFinite else { return .notFinite }
        guard dimension ? value > 0 : value >= 0 else { return .outOfSign }
        guard !dimension || value >= Self.dimension.lowerBound else { return .belowMinimum }
        guard value <= maximumLength else { return .tooLarge }
        return nil
    }
}

// MARK: - The layouts' own checks

extension OptionLimits {
    /// Checks a spacing, inset, header or footer height named `name`.
    ///
    /// - Throws: `LayoutError.invalidValue` saying what is wrong.
    static func checkLength(_ value: Double, _ name: String, dimension: Bool = false) throws(LayoutError) {
        switch problem(value, dimension: dimension) {
        case nil: return
        case .notFinite: throw .invalidValue("\(name) must be a finite number, not \(value)")
        case .outOfSign: throw .invalidValue("\(name) must be \(dimension ? "greater than 0" : "0 or more"), not \(value)")
        case .belowMinimum: throw .invalidValue("\(name) must be at least \(SizeHint.minimumDimension) pt, not \(value)")
        case .tooLarge: throw .invalidValue("\(name) of \(value) is too large (at most \(Int(maximumLength)))")
        }
    }

    /// Checks an item size's width and height.
    static func checkItemSize(_ size: Size) throws(LayoutError) {
        try checkLength(size.width, "item width", dimension: true)
        try checkLength(size.height, "item height", dimension: true)
    }

    /// Checks the four sides of `insets`, named `name top` …
    static func checkInsets(_ insets: EdgeInsets, _ name: String) throws(LayoutError) {
        try checkLength(insets.top, "\(name) top")
        try checkLength(insets.left, "\(name) left")
        try checkLength(insets.bottom, "\(name) bottom")
        try checkLength(insets.right, "\(name) right")
    }

    /// Checks a number of waterfall columns.
    static func checkColumns(_ columns: Int) throws(LayoutError) {
        guard columns >= Self.columns.lowerBound else { throw .invalidValue("columns must be at least \(Self.columns.lowerBound), not \(columns)") }
        guard columns <= Self.columns.upperBound else { throw .invalidValue("columns of \(columns) is too many (at most \(Self.columns.upperBound))") }
    }
}
