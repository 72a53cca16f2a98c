import CollectionLayout
import TerminalCore

/// Where the device's screen goes on the terminal: the whole screen fitted inside a
/// phone-shaped bezel (one cell of frame around it, its name and orientation on top), keeping
/// the aspect ratio with cells twice as tall as wide; zoom magnifies the screen, which is then
/// cut to what the terminal can show.
public struct DeviceFrame: Hashable, Sendable {
    /// The terminal cells that show the device's screen (the viewport's area).
    public var screen: CellRect
    /// The bezel around `screen`, or nil when there is no room for one.
    public var bezel: CellRect?

    /// The frame for a device of `device` points in a terminal area of `columns` × `rows` cells
    /// (the status line excluded) at `zoom`; without `showsDevice`, the screen is the whole area
    /// and the device's width fills it (the first version's view).
    public static func place(device: Size, zoom: Double, columns: Int, rows: Int, showsDevice: Bool) -> DeviceFrame {
        let whole = CellRect(x: 0, y: 0, width: max(0, columns), height: max(0, rows))
        // The bezel needs a cell on each side, and a screen of at least 2×1 cells inside it.
        guard showsDevice, columns >= 6, rows >= 4, device.width > 0, device.height > 0 else {
            return DeviceFrame(screen: whole, bezel: nil)
        }
        let innerColumns = columns - 2, innerRows = rows - 2
        let scale = min(Double(innerColumns) / device.width, 2 * Double(innerRows) / device.height) * zoom
        // Rounded up, so that a device that fits shows whole: a screen a column short would
        // leave the content a point or two wider than what shows, and scroll sideways.
        let width = min(innerColumns, max(1, Int((device.width * scale - 1e-9).rounded(.up))))
        let height = min(innerRows, max(1, Int((device.height * scale / 2 - 1e-9).rounded(.up))))
        let screen = CellRect(x: 1 + (innerColumns - width) / 2, y: 1 + (innerRows - height) / 2, width: width, height: height)
        let bezel = CellRect(x: screen.x - 1, y: screen.y - 1, width: width + 2, height: height + 2)
        return DeviceFrame(screen: screen, bezel: bezel)
    }

    /// The label on the bezel: the device's name, orientation and size in points.
    public static func label(name: String, size: Size) -> String {
        let orientation = size.width > size.height ? "landscape" : "portrait"
        let w = size.width == size.width.rounded() ? String(Int(size.width)) : String(size.width)
        let h = size.height == size.height.rounded() ? String(Int(size.height)) : String(size.height)
        return "\(name) · \(orientation) · \(w)×\(h) pt"
    }

    /// The bezel's style: the terminal's own colours. A scroll step redraws the bezel's two side
    /// cells on the row that scrolls in, and in the default colours they cost no colour change.
    public static let style = Style.plain

    /// The label as the top edge shows it: the whole label, else its first parts (name and
    /// orientation, name), else cut to the room; nil when the bezel has no room for a label.
    ///
    /// - Complexity: O(label length).
    public func fittedLabel(_ label: String, ascii: Bool) -> String? {
        guard let bezel, bezel.width - 4 >= 3 else { return nil }
        let room = bezel.width - 4
        let parts = label.split(separator: " · ").map(String.init)
        let separator = ascii ? ", " : " · "
        let candidates = (1...max(1, parts.count)).reversed().map {
            " " + parts.prefix($0).joined(separator: separator).map { ascii && $0 == "×" ? "x" : $0 } + " "
        }
        return candidates.first { CharacterWidth.of($0) <= room } ?? String(candidates.last!.prefix(room))
    }

    /// Draws the bezel: a rounded frame, the label centred on its top edge (cut to fit), a home
    /// indicator on its bottom edge.
    public func drawBezel(label: String, ascii: Bool, into buffer: inout CellBuffer) {
        drawBezel(fittedLabel: fittedLabel(label, ascii: ascii), ascii: ascii, into: &buffer)
    }

    /// Draws the bezel with a label already fitted by `fittedLabel(_:ascii:)` (the view keeps
    /// it between frames: fitting it is string work that every frame would repeat).
    public func drawBezel(fittedLabel text: String?, ascii: Bool, into buffer: inout CellBuffer) {
        guard let bezel else { return }
        let style = Self.style
        let glyphs: BoxGlyphs = ascii ? .asciiLight : .rounded
        buffer.drawBox(bezel, glyphs: glyphs, style: style)
        if let text {
            let room = bezel.width - 4
            let x = bezel.x + 2 + max(0, (room - CharacterWidth.of(text)) / 2)
            buffer.write(text, x: x, y: bezel.y, style: style, limit: bezel.maxX - 2)
        }
        let indicator = min(9, bezel.width / 4)
        if indicator >= 3 {
            let bar = String(repeating: ascii ? "=" : "━", count: indicator)
            buffer.write(bar, x: bezel.x + (bezel.width - indicator) / 2, y: bezel.maxY - 1, style: style)
        }
    }
}

extension BoxGlyphs {
    /// Rounded corners: the device's bezel.
    public static let rounded = BoxGlyphs("╭", "╮", "╰", "╯", "─", "│")
}
