import CollectionLayout

/// Writes a `Picture` as SVG: the device's outline around the visible rect, cells as rounded
/// rectangles in their colours with their title and index path, headers and footers as bars,
/// decorations hatched, other supplementary kinds (badges) as red pills, pinned headers outlined.
///
/// The same picture always gives the same bytes: numbers are written to the hundredth of a
/// point, elements in a fixed order, and nothing depends on the time, the machine or the locale.
public enum SVGWriter {
    /// Space around the device, in points.
    static let margin = 20.0
    /// The bezel's width around the screen.
    static let bezel = 14.0
    /// Room for a line of the caption above the device.
    static let captionLine = 18.0

    /// The SVG document.
    ///
    /// - Complexity: O(n log n) for n elements (the sort by zIndex), O(n) bytes.
    public static func svg(_ picture: Picture) -> String {
        let region = picture.region
        let screenRadius = min(44, picture.visibleRect.width / 8, picture.visibleRect.height / 8)
        let outer = margin + bezel
        let captionHeight = Double(picture.caption.count) * captionLine + 6
        // Wide enough for the caption at about 7 pt a character.
        let captionWidth = Double(picture.caption.map { $0.count }.max() ?? 0) * 7 + 2 * margin
        let width = max(region.width + 2 * outer, captionWidth.rounded(.up))
        let height = region.height + 2 * outer + captionHeight
        // Content coordinates to the picture's.
        let tx = (width - region.width) / 2 - region.minX, ty = outer + captionHeight - region.minY
        var out = ""
        out.reserveCapacity(256 + picture.elements.count * 220)
        out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\">\n"
        out += "<title>\(escaped(picture.caption.joined(separator: " · ")))</title>\n"
        out += style
        let v = picture.visibleRect
        out += "<defs>\(hatch)<clipPath id=\"screen\"><rect x=\"\(n(v.minX))\" y=\"\(n(v.minY))\" width=\"\(n(v.width))\" height=\"\(n(v.height))\" rx=\"\(n(screenRadius))\"/></clipPath></defs>\n"
        out += "<rect class=\"page\" width=\"\(n(width))\" height=\"\(n(height))\"/>\n"
        for (i, line) in picture.caption.enumerated() {
            let y = margin + Double(i) * captionLine
            out += "<text class=\"\(i == 0 ? "cap" : "cap2")\" x=\"\(n(margin))\" y=\"\(n(y))\">\(escaped(line))</text>\n"
        }
        let body = Rect(x: v.minX + tx - bezel, y: v.minY + ty - bezel, width: v.width + 2 * bezel, height: v.height + 2 * bezel)
        switch picture.extent {
        case .screen:
            out += "<rect class=\"body\" \(box(body)) rx=\"\(n(screenRadius + bezel))\"/>\n"
            out += "<g transform=\"translate(\(n(tx)) \(n(ty)))\" clip-path=\"url(#screen)\">\n"
            out += "<rect class=\"screen\" \(box(v))/>\n"
            elements(picture, into: &out)
            out += "</g>\n"
        case .whole:
            out += "<g transform=\"translate(\(n(tx)) \(n(ty)))\">\n"
            out += "<rect class=\"screen\" \(box(Rect(origin: .zero, size: picture.contentSize)))/>\n"
            elements(picture, into: &out)
            // The device around the visible rect: a ring, so the content under it still shows.
            let ring = Rect(x: v.minX - bezel / 2, y: v.minY - bezel / 2, width: v.width + bezel, height: v.height + bezel)
            out += "<rect class=\"ring\" \(box(ring)) rx=\"\(n(screenRadius + bezel / 2))\"/>\n"
            out += "<rect class=\"vis\" \(box(v)) rx=\"\(n(screenRadius))\"/>\n"
            out += "<text class=\"vl\" x=\"\(n(v.minX + screenRadius))\" y=\"\(n(v.minY - bezel - 4))\">visible \(n(v.minX)),\(n(v.minY)) \(n(v.width))×\(n(v.height))</text>\n"
            out += "</g>\n"
        }
        out += "</svg>\n"
        return out
    }

    static let style = """
        <style>
        text{font-family:Helvetica,Arial,sans-serif;font-size:11px}
        .page{fill:#f2f2f7}.screen{fill:#fff}.body{fill:#1c1c1e}
        .ring{fill:none;stroke:#1c1c1e;stroke-opacity:.6;stroke-width:14}
        .vis{fill:none;stroke:#0a84ff;stroke-width:2;stroke-dasharray:8 4}
        .cap{font-size:14px;font-weight:700;fill:#1c1c1e;dominant-baseline:hanging}.cap2{font-size:12px;fill:#3a3a3c;dominant-baseline:hanging}.vl{fill:#0a84ff;font-weight:600}
        .cell{stroke:#000;stroke-opacity:.3}.tl{fill:#fff}.td{fill:#000}.b{font-weight:700}
        .hdr{fill:#30364a}.ftr{fill:#636366}.sup{fill:#fff;font-weight:600}
        .bg{fill:url(#hatch);stroke:#8e8e93;stroke-dasharray:4 3}.bgt{fill:#636366;font-size:10px}
        .badge{fill:#ff3b30;stroke:#fff;stroke-width:1.5}
        .pin{fill:none;stroke:#ff9f0a;stroke-width:2}
        .off{opacity:.45}
        </style>

        """

    static let hatch =
        "<pattern id=\"hatch\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        + "<rect width=\"8\" height=\"8\" fill=\"#e5e5ea\"/><rect width=\"3\" height=\"8\" fill=\"#d1d1d6\"/></pattern>"

    // MARK: - Elements

    private static func elements(_ picture: Picture, into out: inout String) {
        let sorted = picture.elements.sorted { a, b in
            let x = a.attributes, y = b.attributes
            if x.zIndex != y.zIndex { return x.zIndex < y.zIndex }
            if x.category != y.category { return order(x.category) < order(y.category) }
            if x.indexPath != y.indexPath { return x.indexPath < y.indexPath }
            return (x.kind?.rawValue ?? "") < (y.kind?.rawValue ?? "")
        }
        let content = Rect(origin: .zero, size: picture.contentSize)
        let visible = picture.visibleRect
        for element in sorted where !element.attributes.isHidden {
            let f = element.attributes.frame
            // Clipped away on a screen picture: not written at all.
            if picture.extent == .screen, !f.intersects(visible) { continue }
            // Outside the content (an orthogonal section's items past its width): faded.
            let off = picture.extent == .whole && !f.intersects(content) && !f.isEmpty
            if off { out += "<g class=\"off\">" }
            switch element.attributes.category {
            case .cell: cell(element, into: &out)
            case .supplementary: supplementary(element, into: &out)
            case .decoration: decoration(element, into: &out)
            }
            if off { out += "</g>" }
            out += "\n"
        }
    }

    /// Decorations first, then cells, then supplementaries, among elements of one zIndex.
    private static func order(_ category: ElementCategory) -> Int {
        switch category {
        case .decoration: 0
        case .cell: 1
        case .supplementary: 2
        }
    }

    private static func cell(_ element: PictureElement, into out: inout String) {
        let f = element.attributes.frame
        let color = validColor(element.color)
        let radius = min(8, f.width / 4, f.height / 4)
        out += "<rect class=\"cell\" \(box(f)) rx=\"\(n(radius))\" fill=\"\(color)\"/>"
        let textClass = luminance(color) > 0.55 ? "td" : "tl"
        let path = "[\(element.attributes.indexPath.section), \(element.attributes.indexPath.item)]"
        let lines = Int((f.height - 4) / 14)
        guard lines >= 1, f.width >= 20 else { return }
        let room = f.width - 10
        if lines >= 2, !element.title.isEmpty {
            text(fitted(element.title, room: room), x: f.minX + 5, y: f.minY + 15, classes: "\(textClass) b", into: &out)
            text(fitted(path, room: room), x: f.minX + 5, y: f.minY + 29, classes: textClass, into: &out)
        } else {
            text(fitted(path, room: room), x: f.minX + 5, y: f.minY + min(15, (f.height + 8) / 2), classes: textClass, into: &out)
        }
    }

    private static func supplementary(_ element: PictureElement, into out: inout String) {
        let a = element.attributes
        let f = a.frame
        let pinned = element.isPinned
        switch a.kind {
        case .header?, .footer?:
            let header = a.kind == .header
            out += "<rect class=\"\(header ? "hdr" : "ftr")\" \(box(f))/>"
            if pinned { out += "<rect class=\"pin\" \(box(f))/>" }
            guard f.height >= 12, f.width >= 20 else { return }
            var label = element.title.isEmpty ? "Section \(a.indexPath.section)" : element.title
            if !header { label = "footer · " + label }
            if pinned { label += " · pinned" }
            text(fitted(label, room: f.width - 12), x: f.minX + 6, y: f.minY + f.height / 2 + 4, classes: "sup", into: &out)
        default:
            // Another supplementary kind: a badge on its item (a pill).
            out += "<rect class=\"badge\" \(box(f)) rx=\"\(n(min(f.width, f.height) / 2))\"/>"
            if pinned { out += "<rect class=\"pin\" \(box(f))/>" }
            let kind = a.kind?.rawValue ?? "supplementary"
            guard f.height >= 12, f.width >= 20 else { return }
            text(fitted(kind, room: f.width - 8), x: f.minX + 4, y: f.minY + f.height / 2 + 4, classes: "sup", into: &out)
        }
    }

    private static func decoration(_ element: PictureElement, into out: inout String) {
        let a = element.attributes
        let f = a.frame
        out += "<rect class=\"bg\" \(box(f)) rx=\"\(n(min(10, f.width / 4, f.height / 4)))\"/>"
        guard f.height >= 14, f.width >= 40 else { return }
        let label = "\(a.kind?.rawValue ?? "decoration") \(a.indexPath.section)"
        text(fitted(label, room: f.width - 8), x: f.maxX - 4, y: f.maxY - 4, classes: "bgt", anchorEnd: true, into: &out)
    }

    // MARK: - Writing

    private static func text(_ string: String, x: Double, y: Double, classes: String, anchorEnd: Bool = false, into out: inout String) {
        guard !string.isEmpty else { return }
        out += "<text class=\"\(classes)\" x=\"\(n(x))\" y=\"\(n(y))\"\(anchorEnd ? " text-anchor=\"end\"" : "")>\(escaped(string))</text>"
    }

    /// `x=".." y=".." width=".." height=".."`.
    private static func box(_ r: Rect) -> String {
        "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\""
    }

    /// The text cut with an ellipsis to what `room` points hold at 7.5 pt a character (11 px bold in
    /// the wider sans-serif fonts a renderer may fall back to): a count, not a measurement, so the
    /// bytes do not depend on the fonts installed.
    static func fitted(_ text: String, room: Double) -> String {
        let fits = Int(room / 7.5)
        guard fits >= 1 else { return "" }
        let characters = Array(text)
        if characters.count <= fits { return text }
        return fits == 1 ? "…" : String(characters.prefix(fits - 1)) + "…"
    }

    /// A number to the hundredth: `12`, `12.5`, `-0.25`.
    ///
    /// - Complexity: O(1); no floating-point printing (fast, and the same on every platform).
    static func n(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int64((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100, fraction = Int(magnitude % 100)
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return sign + String(whole) + "." + String(fraction / 10) }
        return sign + String(whole) + (fraction < 10 ? ".0" : ".") + String(fraction)
    }

    /// Text with the five XML specials escaped, and control characters dropped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `#rrggbb` in lower case, or the default grey for anything else.
    static func validColor(_ color: String) -> String {
        let hex = color.lowercased()
        guard hex.count == 7, hex.first == "#", hex.dropFirst().allSatisfy({ $0.isHexDigit }) else { return "#8e8e93" }
        return hex
    }

    /// Perceived brightness 0...1 of a valid `#rrggbb`.
    static func luminance(_ color: String) -> Double {
        let value = Int(color.dropFirst(), radix: 16) ?? 0
        let r = Double(value >> 16 & 0xFF), g = Double(value >> 8 & 0xFF), b = Double(value & 0xFF)
        return (0.299 * r + 0.587 * g + 0.114 * b) / 255
    }
}
