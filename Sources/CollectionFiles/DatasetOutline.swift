import CollectionBasics

/// Where a dataset file's parts lie in its bytes, so a save can rewrite only what changed.
struct DatasetOutline: Sendable {
    /// One section object of the "sections" array.
    struct SectionSpan: Sendable {
        /// The section object, braces included.
        var whole: Range<Int>
        /// Its "items" array, brackets included; `nil` when it has none (or null).
        var items: Range<Int>?
        /// Each item object of that array.
        var itemSpans: [Range<Int>]
    }

    var sections: [SectionSpan]
}

extension JSONParser {
    /// The outline of a dataset's text (`Dataset.decode` accepted it): where each section and
    /// each item lies. Repeated keys count as the reader counts them: the last one.
    ///
    /// - Returns: `nil` when the text is not shaped as a dataset.
    /// - Complexity: O(size of the text).
    static func outline(_ bytes: [UInt8]) -> DatasetOutline? {
        var parser = JSONParser(document: bytes)
        guard parser.current == UInt8(ascii: "{") else { return nil }
        var result: DatasetOutline?
        do {
            try parser.forEachMember { (parser: inout JSONParser, key: String) throws(JSONSyntaxError) in
                guard key == "sections", parser.current == UInt8(ascii: "[") else {
                    _ = try parser.parseValue()
                    return
                }
                var spans: [DatasetOutline.SectionSpan] = []
                var shaped = true
                try parser.forEachElement { (parser: inout JSONParser) throws(JSONSyntaxError) in
                    if let span = try parser.outlineSection() { spans.append(span) } else { shaped = false }
                }
                result = shaped ? DatasetOutline(sections: spans) : nil
            }
        } catch {
            return nil
        }
        return result
    }

    /// The span of the section object at the current position, or `nil` (after skipping the
    /// value) when it is not an object.
    private mutating func outlineSection() throws(JSONSyntaxError) -> DatasetOutline.SectionSpan? {
        let start = position
        guard current == UInt8(ascii: "{") else {
            _ = try parseValue()
            return nil
        }
        var items: Range<Int>?
        var itemSpans: [Range<Int>] = []
        try forEachMember { (parser: inout JSONParser, key: String) throws(JSONSyntaxError) in
            guard key == "items" else {
                _ = try parser.parseValue()
                return
            }
            guard parser.current == UInt8(ascii: "[") else {
                _ = try parser.parseValue()
                items = nil
                itemSpans = []
                return
            }
            let arrayStart = parser.position
            var spans: [Range<Int>] = []
            try parser.forEachElement { (parser: inout JSONParser) throws(JSONSyntaxError) in
                let itemStart = parser.position
                _ = try parser.parseValue()
                spans.append(itemStart..<parser.position)
            }
            items = arrayStart..<parser.position
            itemSpans = spans
        }
        return DatasetOutline.SectionSpan(whole: start..<position, items: items, itemSpans: itemSpans)
    }
}
