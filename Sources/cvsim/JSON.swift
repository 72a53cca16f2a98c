import CollectionFiles
import CollectionLayout
import CollectionModel

/// A small JSON writer for the command's output: numbers as short as they can be exactly.
enum JSON {
    /// A whole number as one (`8` for 8.0); any other value as the shortest decimal that reads
    /// back as the stored value: a value that is exactly a `Float` (a layout keeps frames'
    /// lengths and cross-axis edges in single precision) as that `Float`, `143.2` rather than
    /// `143.1999969482422`; any other as a `Double`, `1083.3333333333335`. `null` for NaN and
    /// infinities.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let text = Float(exactly: value).map { "\($0)" } ?? "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// `{"x":..,"y":..,"width":..,"height":..}`.
    static func rect(_ r: Rect) -> String {
        "{\"x\":\(number(r.minX)),\"y\":\(number(r.minY)),\"width\":\(number(r.width)),\"height\":\(number(r.height))}"
    }

    /// The elements as an array, one a line: category, kind, section, item, frame and zIndex, as
    /// `cvsim layout` prints them and layout dumps hold them.
    /// `{"top":T,"left":L,"bottom":B,"right":R}`.
    static func insets(_ e: EdgeInsets) -> String {
        "{\"top\":\(number(e.top)),\"left\":\(number(e.left)),\"bottom\":\(number(e.bottom)),\"right\":\(number(e.right))}"
    }

    static func elements(_ elements: [LayoutAttributes]) -> String {
        var out = "["
        for (i, e) in elements.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            let kind = e.kind.map { string($0.rawValue) } ?? "null"
            out += "{\"category\":\"\(e.category.rawValue)\",\"kind\":\(kind),\"section\":\(e.indexPath.section),\"item\":\(e.indexPath.item),"
            out += "\"frame\":\(rect(e.frame)),\"zIndex\":\(e.zIndex)}"
        }
        return out + (elements.isEmpty ? "]" : "\n]")
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
