import TerminalCore
/// A picture of a terminal screen: SVG (cells, colours, bold, box and line drawing as lines, in
/// a window frame) or plain text.
///
/// The bytes depend on the cells alone, so the same screen always gives the same file.
public enum Screenshot {
    /// The formats a screenshot is written in, chosen by the file's extension.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        case svg, text

        /// `.txt` is text, anything else SVG.
        public init(path: String) {
            self = path.lowercased().hasSuffix(".txt") ? .text : .svg
        }
    }

    /// The screenshot of `buffer` in `format`.
    public static func bytes(of buffer: CellBuffer, format: Format, title: String = "cvsim") -> [UInt8] {
        switch format {
        case .svg: return Array(svg(buffer, title: title).utf8)
        case .text: return Array(text(buffer).utf8)
        }
    }

    /// The screen's characters, one line a row, without trailing spaces, ending with a newline.
    public static func text(_ buffer: CellBuffer) -> String {
        var out = ""
        for y in 0..<buffer.height {
            var line = buffer.line(y)
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }

    // MARK: - SVG

    /// A cell's size in pixels, and the frame around the screen.
    static let cellWidth = 10, cellHeight = 20, padding = 12, titleBar = 28
    /// The terminal's own colours, for cells in the default colours.
    static let defaultForeground = "#d0d0d0", defaultBackground = "#1c1c1c"

    /// The SVG of `buffer`: a window frame with `title`, backgrounds as rectangles, text in runs
    /// of one style (each stretched to its cells' width so any monospace font lines up), and box
    /// and line drawing characters as paths, so borders join.
    public static func svg(_ buffer: CellBuffer, title: String = "cvsim") -> String {
        let cw = cellWidth, ch = cellHeight
        let width = buffer.width * cw + 2 * padding, height = buffer.height * ch + titleBar + padding
        let ox = padding, oy = titleBar
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
            <style>text{font-family:'DejaVu Sans Mono','Menlo','Consolas',monospace;font-size:16px;white-space:pre}</style>
            <rect width="\(width)" height="\(height)" rx="8" fill="\(defaultBackground)"/>
            <circle cx="18" cy="14" r="5" fill="#ff5f57"/><circle cx="34" cy="14" r="5" fill="#febc2e"/><circle cx="50" cy="14" r="5" fill="#28c840"/>
            <text x="\(width / 2)" y="19" fill="#8a8a8a" text-anchor="middle" style="font-size:13px">\(escape(title))</text>

            """
        var paths: [String: String] = [:]
        var pathOrder: [String] = []
        for y in 0..<buffer.height {
            let top = oy + y * ch
            // Backgrounds: runs of one colour other than the terminal's.
            var x = 0
            while x < buffer.width {
                let background = colors(buffer[x, y].style).background
                var end = x + 1
                while end < buffer.width, colors(buffer[end, y].style).background == background { end += 1 }
                if background != defaultBackground {
                    out += "<rect x=\"\(ox + x * cw)\" y=\"\(top)\" width=\"\((end - x) * cw)\" height=\"\(ch)\" fill=\"\(background)\"/>\n"
                }
                x = end
            }
            // Text: runs of one style, broken at box drawing characters.
            x = 0
            while x < buffer.width {
                let cell = buffer[x, y]
                if cell.width == 0 || cell.character == " " { x += 1; continue }
                if let lines = BoxLines.of(cell.character) {
                    let color = colors(cell.style).foreground
                    for (weight, d) in boxPath(lines, x: ox + x * cw, y: top) {
                        let key = "\(color) \(weight)"
                        if paths[key] == nil { pathOrder.append(key); paths[key] = "" }
                        paths[key]! += d
                    }
                    x += 1
                    continue
                }
                var run = String.UnicodeScalarView()
                var end = x
                var lastInk = x
                while end < buffer.width {
                    let next = buffer[end, y]
                    if next.width != 0 {
                        if next.style != cell.style || BoxLines.of(next.character) != nil { break }
                        run.append(next.character == "\t" ? " " : next.character)
                        if next.character != " " { lastInk = end + Int(max(1, next.width)) }
                    }
                    end += 1
                }
                var text = String(run)
                while text.last == " " { text.removeLast() }
                let columns = lastInk - x
                let (foreground, _) = colors(cell.style)
                var attributes = "x=\"\(ox + x * cw)\" y=\"\(top + ch - 5)\" fill=\"\(foreground)\""
                attributes += " textLength=\"\(columns * cw)\" lengthAdjust=\"spacingAndGlyphs\""
                if cell.style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
                if cell.style.attributes.contains(.dim) { attributes += " fill-opacity=\"0.6\"" }
                if cell.style.attributes.contains(.underline) { attributes += " text-decoration=\"underline\"" }
                out += "<text \(attributes)>\(escape(text))</text>\n"
                x = end
            }
        }
        for key in pathOrder {
            let parts = key.split(separator: " ")
            let stroke = parts[1] == "heavy" ? "3" : "1.5"
            out += "<path d=\"\(paths[key]!)\" stroke=\"\(parts[0])\" stroke-width=\"\(stroke)\" fill=\"none\"/>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// The foreground and background a style shows (reverse swaps them), as `#rrggbb`.
    static func colors(_ style: Style) -> (foreground: String, background: String) {
        let fg = style.foreground == .default ? defaultForeground : style.foreground.hex
        let bg = style.background == .default ? defaultBackground : style.background.hex
        return style.attributes.contains(.reverse) ? (bg, fg) : (fg, bg)
    }

    /// Path data of a box drawing character in the cell at `x`, `y` (pixels), by stroke weight.
    static func boxPath(_ lines: BoxLines, x: Int, y: Int) -> [(String, String)] {
        let cx = x + cellWidth / 2, cy = y + cellHeight / 2
        let right = x + cellWidth, bottom = y + cellHeight
        if lines.rounded {
            // Two arms joined by a curve through the centre.
            let ends = [
                lines.up != .none ? (cx, y) : nil, lines.right != .none ? (right, cy) : nil,
                lines.down != .none ? (cx, bottom) : nil, lines.left != .none ? (x, cy) : nil,
            ].compactMap { $0 }
            guard ends.count == 2 else { return [] }
            return [("light", "M\(ends[0].0) \(ends[0].1)Q\(cx) \(cy) \(ends[1].0) \(ends[1].1)")]
        }
        var result: [(String, String)] = []
        var single = [BoxLines.Weight: String]()
        let vertical = (up: lines.up != .none, down: lines.down != .none)
        let horizontal = (left: lines.left != .none, right: lines.right != .none)
        // (arm weight, direction along x, direction along y)
        let arms: [(BoxLines.Weight, Int, Int)] = [(lines.up, 0, -1), (lines.right, 1, 0), (lines.down, 0, 1), (lines.left, -1, 0)]
        for (weight, dx, dy) in arms where weight != .none {
            let endX = dx > 0 ? right : dx < 0 ? x : cx
            let endY = dy > 0 ? bottom : dy < 0 ? y : cy
            guard weight == .double else {
                single[weight, default: ""] += "M\(cx) \(cy)L\(endX) \(endY)"
                continue
            }
            var d = ""
            for s in [-2, 2] {
                if dx != 0 {
                    // A horizontal arm: two lines, each starting where it meets the vertical ones.
                    let start: Int
                    switch (vertical.up, vertical.down) {
                    case (false, false): start = cx
                    case (true, true): start = cx + dx * 2
                    case (false, true): start = cx + s * dx
                    case (true, false): start = cx - s * dx
                    }
                    d += "M\(start) \(cy + s)L\(endX) \(cy + s)"
                } else {
                    let start: Int
                    switch (horizontal.left, horizontal.right) {
                    case (false, false): start = cy
                    case (true, true): start = cy + dy * 2
                    case (false, true): start = cy + s * dy
                    case (true, false): start = cy - s * dy
                    }
                    d += "M\(cx + s) \(start)L\(cx + s) \(endY)"
                }
            }
            result.append(("light", d))
        }
        if let d = single[.light] { result.append(("light", d)) }
        if let d = single[.heavy] { result.append(("heavy", d)) }
        return result
    }

    /// `text` with XML's special characters escaped, and characters XML cannot hold as `?`.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                let v = scalar.value
                if v < 0x20 || (0xFFFE...0xFFFF).contains(v) { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
