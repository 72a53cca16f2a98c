/// The stable identity of an item: a string for dataset items, or a generated index.
///
/// Generated ids print as `g` followed by the decimal index (`g0`, `g41`), and any id of that
/// exact, canonical form *is* the generated id of that index, so identities compare the same
/// whichever way they were made. An `ItemID` is 16 bytes (one `String`); short ids, including every
/// generated id below 10¹⁴, are stored inline without an allocation.
public struct ItemID: Hashable, Comparable, Sendable {
    /// The id as text, as it appears in datasets.
    public let rawValue: String

    /// The id `rawValue`, as a dataset spells it.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The id of the generated item at `index`.
    public static func generated(_ index: UInt64) -> ItemID {
        ItemID("g" + String(index))
    }

    /// The index of a generated id (`g` + canonical decimal, below 2⁶³), or `nil`.
    ///
    /// - Complexity: O(length of the id).
    public var generatedIndex: UInt64? {
        let utf8 = rawValue.utf8
        guard utf8.count >= 2, utf8.count <= 20, utf8.first == UInt8(ascii: "g") else { return nil }
        var value: UInt64 = 0
        var first = true
        for byte in utf8.dropFirst() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            if first, byte == UInt8(ascii: "0"), utf8.count > 2 { return nil }
            first = false
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !o1, !o2 else { return nil }
            value = sum
        }
        return value < (1 << 63) ? value : nil
    }

    public static func < (lhs: ItemID, rhs: ItemID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension ItemID: CustomStringConvertible, ExpressibleByStringLiteral {
    public var description: String { rawValue }
    public init(stringLiteral value: String) { self.init(value) }
}
