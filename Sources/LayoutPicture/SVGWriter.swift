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
        let v = picture.visibleRect
        let screenRadius = min(44, v.width / 8, v.height / 8)
        let outer = margin + bezel
        let captionHeight = Double(picture.caption.count) * captionLine + 6
        // Wide enough for the caption at about 7 pt a character.
        let captionWidth = Double(picture.caption.map { $0.count }.max() ?? 0) * 7 + 2 * margin
        let width = max(region.width + 2 * outer, captionWidth.rounded(.up))
        let height = region.height + 2 * outer + captionHeight
        // Content coordinates to the picture's.
        let tx = (width - region.width) / 2 - region.minX, ty = outer + captionHeight - region.minY
        var out = SVGText(capacity: 2048 + picture.elements.count * 200)
        out.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"")
        out.attribute("width", width)
        out.attribute("height", height)
        out.raw(" viewBox=\"0 0 ")
        out.number(width)
        out.raw(" ")
        out.number(height)
        out.raw("\">\n<title>")
        out.escaped(picture.caption.joined(separator: " · "))
        out.raw("</title>\n")
        out.raw(style)
        if picture.chrome != nil { out.raw(chromeStyle) }
        out.raw("<defs>")
        out.raw(hatch)
        out.raw("<clipPath id=\"screen\"><rect")
        out.box(v)
        out.attribute("rx", screenRadius)
        out.raw("/></clipPath></defs>\n<rect class=\"page\"")
        out.attribute("width", width)
        out.attribute("height", height)
        out.raw("/>\n")
        for (i, line) in picture.caption.enumerated() {
            out.raw(i == 0 ? "<text class=\"cap\"" : "<text class=\"cap2\"")
            out.attribute("x", margin)
            out.attribute("y", margin + Double(i) * captionLine)
            out.raw(">")
            out.escaped(line)
            out.raw("</text>\n")
        }
        let body = Rect(x: v.minX + tx - bezel, y: v.minY + ty - bezel, width: v.width + 2 * bezel, height: v.height + 2 * bezel)
        switch picture.extent {
        case .screen:
            out.raw("<rect class=\"body\"")
            out.box(body)
            out.attribute("rx", screenRadius + bezel)
            out.raw("/>\n<g transform=\"translate(")
            out.number(tx)
            out.raw(" ")
            out.number(ty)
            out.raw(")\" clip-path=\"url(#screen)\">\n<rect class=\"screen\"")
            out.box(v)
            out.raw("/>\n")
            elements(picture, into: &out)
            if let chrome = picture.chrome { Self.chrome(chrome, visible: v, into: &out) }
            out.raw("</g>\n")
        case .whole:
            out.raw("<g transform=\"translate(")
            out.number(tx)
            out.raw(" ")
            out.number(ty)
            out.raw(")\">\n<rect class=\"screen\"")
            out.box(Rect(origin: .zero, size: picture.contentSize))
            out.raw("/>\n")
            elements(picture, into: &out)
            if let chrome = picture.chrome { Self.chrome(chrome, visible: v, into: &out) }
            // The device around the visible rect: a ring, so the content under it still shows.
            out.raw("<rect class=\"ring\"")
            out.box(Rect(x: v.minX - bezel / 2, y: v.minY - bezel / 2, width: v.width + bezel, height: v.height + bezel))
            out.attribute("rx", screenRadius + bezel / 2)
            out.raw("/>\n<rect class=\"vis\"")
            out.box(v)
            out.attribute("rx", screenRadius)
            out.raw("/>\n<text class=\"vl\"")
            out.attribute("x", v.minX + screenRadius)
            out.attribute("y", v.minY - bezel - 4)
            out.raw(">visible ")
            out.number(v.minX)
            out.raw(",")
            out.number(v.minY)
            out.raw(" ")
            out.number(v.width)
            out.raw("×")
            out.number(v.height)
            out.raw("</text>\n</g>\n")
        }
        out.raw("</svg>\n")
        return out.string
    }

    static let style: StaticString = """
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

    static let hatch: StaticString =
        "<pattern id=\"hatch\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" fill=\"#e5e5ea\"/><rect width=\"3\" height=\"8\" fill=\"#d1d1d6\"/></pattern>"

    // MARK: - Elements

    private static func elements(_ picture: Picture, into out: inout SVGText) {
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
            if off { out.raw("<g class=\"off\">") }
            switch element.attributes.category {
            case .cell: cell(element, into: &out)
            case .supplementary: supplementary(element, into: &out)
            case .decoration: decoration(element, into: &out)
            }
            out.raw(off ? "</g>\n" : "\n")
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

    private static func cell(_ element: PictureElement, into out: inout SVGText) {
        let f = element.attributes.frame
        let color = validColor(element.color)
        out.raw("<rect class=\"cell\"")
        out.box(f)
        out.attribute("rx", min(8, f.width / 4, f.height / 4))
        out.raw(" fill=\"")
        out.raw(color)
        out.raw("\"/>")
        let lines = Int((f.height - 4) / 14)
        guard lines >= 1, f.width >= 20 else { return }
        let dark = luminance(color) > 0.55
        let room = f.width - 10
        let path = element.attributes.indexPath
        if lines >= 2, !element.title.isEmpty {
            text(fitted(element.title, room: room), x: f.minX + 5, y: f.minY + 15, classes: dark ? "td b" : "tl b", into: &out)
            text(fitted(path.description, room: room), x: f.minX + 5, y: f.minY + 29, classes: dark ? "td" : "tl", into: &out)
        } else {
            text(fitted(path.description, room: room), x: f.minX + 5, y: f.minY + min(15, (f.height + 8) / 2), classes: dark ? "td" : "tl", into: &out)
        }
    }

    private static func supplementary(_ element: PictureElement, into out: inout SVGText) {
        let a = element.attributes
        let f = a.frame
        let pinned = element.isPinned
        switch a.kind {
        case .header?, .footer?:
            let header = a.kind == .header
            out.raw(header ? "<rect class=\"hdr\"" : "<rect class=\"ftr\"")
            out.box(f)
            out.raw("/>")
            if pinned { pin(f, into: &out) }
            guard f.height >= 12, f.width >= 20 else { return }
            var label = element.title.isEmpty ? "Section \(a.indexPath.section)" : element.title
            if !header { label = "footer · " + label }
            if pinned { label += " · pinned" }
            text(fitted(label, room: f.width - 12), x: f.minX + 6, y: f.minY + f.height / 2 + 4, classes: "sup", into: &out)
        default:
            // Another supplementary kind: a badge on its item (a pill).
            out.raw("<rect class=\"badge\"")
            out.box(f)
            out.attribute("rx", min(f.width, f.height) / 2)
            out.raw("/>")
            if pinned { pin(f, into: &out) }
            guard f.height >= 12, f.width >= 20 else { return }
            text(fitted(a.kind?.rawValue ?? "supplementary", room: f.width - 8), x: f.minX + 4, y: f.minY + f.height / 2 + 4, classes: "sup", into: &out)
        }
    }

    private static func pin(_ f: Rect, into out: inout SVGText) {
        out.raw("<rect class=\"pin\"")
        out.box(f)
        out.raw("/>")
    }

    private static func decoration(_ element: PictureElement, into out: inout SVGText) {
        let a = element.attributes
        let f = a.frame
        out.raw("<rect class=\"bg\"")
        out.box(f)
        out.attribute("rx", min(10, f.width / 4, f.height / 4))
        out.raw("/>")
        guard f.height >= 14, f.width >= 40 else { return }
        let label = "\(a.kind?.rawValue ?? "decoration") \(a.indexPath.section)"
        text(fitted(label, room: f.width - 8), x: f.maxX - 4, y: f.maxY - 4, classes: "bgt", anchorEnd: true, into: &out)
    }

    // MARK: - Writing

    private static func text(
        _ string: Substring, x: Double, y: Double, classes: StaticString, anchorEnd: Bool = false, into out: inout SVGText
    ) {
        let cut = string.endIndex != string.base.endIndex
        guard !string.isEmpty || cut else { return }
        out.raw("<text class=\"")
        out.raw(classes)
        out.raw("\"")
        out.attribute("x", x)
        out.attribute("y", y)
        if anchorEnd { out.raw(" text-anchor=\"end\"") }
        out.raw(">")
        out.escaped(string)
        if cut { out.raw("…") }
        out.raw("</text>")
    }

    /// The part of `text` that fits `room` points at 7.5 pt a character (11 px bold in the wider
    /// sans-serif fonts a renderer may fall back to), one character short of that when cut, for
    /// the ellipsis `text` then writes: a count, not a measurement, so the bytes do not depend on
    /// the fonts installed.
    ///
    /// - Complexity: O(characters that fit).
    static func fitted(_ text: String, room: Double) -> Substring {
        let fits = Int(room / 7.5)
        // Nothing, not even an ellipsis, where not one character fits.
        guard fits >= 1 else { return text[text.endIndex...] }
        guard let cut = text.index(text.startIndex, offsetBy: fits, limitedBy: text.endIndex), cut != text.endIndex else {
            return text[...]
        }
        return text[..<text.index(before: cut)]
    }

    /// A number as the writer writes it: to the hundredth, `12`, `12.5`, `-0.25`.
    static func n(_ value: Double) -> String {
        var text = SVGText(capacity: 16)
        text.number(value)
        return text.string
    }

    /// Text as the writer writes it: the five XML specials escaped, control characters dropped.
    static func escaped(_ text: String) -> String {
        var out = SVGText(capacity: text.utf8.count)
        out.escaped(text)
        return out.string
    }

    /// `#rrggbb` in lower case, or the default grey for anything else.
    static func validColor(_ color: String) -> String {
        let utf8 = color.utf8
        guard utf8.count == 7, utf8.first == UInt8(ascii: "#") else { return "#8e8e93" }
        var lower = true
        for byte in utf8.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"): continue
            case UInt8(ascii: "A")...UInt8(ascii: "F"): lower = false
            default: return "#8e8e93"
            }
        }
        return lower ? color : color.lowercased()
    }

    /// Perceived brightness 0...1 of a valid `#rrggbb`.
    static func luminance(_ color: String) -> Double {
        let value = Int(color.dropFirst(), radix: 16) ?? 0
        let r = Double(value >> 16 & 0xFF), g = Double(value >> 8 & 0xFF), b = Double(value & 0xFF)
        return (0.299 * r + 0.587 * g + 0.114 * b) / 255
    }
}
