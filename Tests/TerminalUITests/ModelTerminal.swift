@testable import TerminalCore

/// A small model of an xterm-like terminal: enough of ECMA-48 and the VT100 to replay what
/// `ScreenWriter` writes (cursor moves, scroll regions and scrolls, erases, renditions, the
/// line-drawing set, UTF-8 and wide characters, the deferred wrap at the last column) and to
/// fail loudly on anything else.
struct ModelTerminal {
    struct Cell: Equatable, CustomStringConvertible {
        var character: Unicode.Scalar = " "
        /// 1, 2 for a wide character, 0 for the cell its second half covers.
        var width: UInt8 = 1
        var rendition = ScreenWriter.Rendition.plain

        var description: String { "\(character)/\(width)/\(rendition.foreground),\(rendition.background),\(rendition.attributes.rawValue)" }
    }

    let width: Int
    let height: Int
    private(set) var cells: [Cell]
    private var x = 0, y = 0
    /// A character was written into the last column: the next one wraps first.
    private var pendingWrap = false
    private var top = 0, bottom: Int
    private var rendition = ScreenWriter.Rendition.plain
    /// G0 is the line-drawing set; G1 is; SO shifted to G1.
    private var g0LineDrawing = false, g1LineDrawing = false, shifted = false
    /// Sequences it did not know (the test fails on any).
    private(set) var unknown: [String] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bottom = height - 1
        cells = Array(repeating: Cell(), count: width * height)
    }

    /// `buffer` as this terminal would show it once written: control characters and stray
    /// continuation cells as blanks, colours as the writer's colour mode numbers them.
    static func expected(_ buffer: CellBuffer, colorMode: ColorMode) -> [Cell] {
        var result: [Cell] = []
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                let rendition = ScreenWriter.Rendition(
                    foreground: colorMode.colorNumber(for: cell.style.foreground),
                    background: colorMode.colorNumber(for: cell.style.background), attributes: cell.style.attributes)
                var character = cell.character
                if character.value < 0x20 || (character.value >= 0x7F && character.value < 0xA0) { character = " " }
                if cell.width == 0 {
                    let covered = x > 0 && buffer[x - 1, y].width == 2
                    result.append(covered ? Cell(character: " ", width: 0, rendition: result[result.count - 1].rendition) : Cell(character: " ", width: 1, rendition: rendition))
                } else {
                    result.append(Cell(character: character, width: cell.width, rendition: rendition))
                }
            }
        }
        return result.map(Self.visible)
    }

    /// What a user sees of a cell: a blank's foreground and boldness do not show, and the
    /// second half of a wide character is its first half's.
    static func visible(_ cell: Cell) -> Cell {
        var cell = cell
        if cell.width == 0 {
            cell.rendition = .plain
        } else if cell.character == " " {
            cell.rendition.foreground = -1
            cell.rendition.attributes.subtract([.bold, .dim])
        }
        return cell
    }

    var visibleCells: [Cell] { cells.map(Self.visible) }

    /// The rows as text (for failure messages).
    var lines: [String] {
        (0..<height).map { row in String(String.UnicodeScalarView(cells[row * width..<(row + 1) * width].filter { $0.width != 0 }.map(\.character))) }
    }

    // MARK: - Replay

    mutating func feed(_ bytes: [UInt8]) {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x1B:
                i = escape(bytes, at: i)
                continue
            case 0x0D:
                x = 0
                pendingWrap = false
            case 0x0E: shifted = true
            case 0x0F: shifted = false
            case 0x0A:
                unknown.append("LF")
            case 0x20..<0x7F:
                put(Unicode.Scalar(b), width: 1)
            case 0xC0...0xF7:
                let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
                var value = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
                let scalar = Unicode.Scalar(value)!
                put(scalar, width: Self.isWide(scalar) ? 2 : 1)
                i += length
                continue
            default:
                unknown.append("byte \(b)")
            }
            i += 1
        }
    }

    /// East Asian wide characters as the tests draw them.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
            || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
            || (0xFF00...0xFF60).contains(scalar.value) || (0x1F300...0x1FAFF).contains(scalar.value)
    }

    private static let lineDrawing: [UInt8: Unicode.Scalar] = [
        UInt8(ascii: "q"): "─", UInt8(ascii: "l"): "┌", UInt8(ascii: "k"): "┐", UInt8(ascii: "m"): "└",
        UInt8(ascii: "j"): "┘", UInt8(ascii: "t"): "├", UInt8(ascii: "u"): "┤", UInt8(ascii: "w"): "┬",
        UInt8(ascii: "v"): "┴", UInt8(ascii: "n"): "┼", UInt8(ascii: "x"): "│",
    ]

    private mutating func put(_ scalar: Unicode.Scalar, width w: Int) {
        var scalar = scalar
        let lineDrawingInEffect = shifted ? g1LineDrawing : g0LineDrawing
        if lineDrawingInEffect, scalar.value >= 0x5F, scalar.value < 0x7F {
            guard let mapped = Self.lineDrawing[UInt8(scalar.value)] else {
                unknown.append("line-drawing letter \(scalar)")
                return
            }
            scalar = mapped
        }
        if pendingWrap {
            unknown.append("wrap past the last column")
            return
        }
        if x + w > width {
            unknown.append("wide character at the last column")
            return
        }
        clearHalves(x, y)
        if w == 2 { clearHalves(x + 1, y) }
        cells[y * width + x] = Cell(character: scalar, width: UInt8(w), rendition: rendition)
        if w == 2 { cells[y * width + x + 1] = Cell(character: " ", width: 0, rendition: rendition) }
        if x + w >= width {
            x = width - 1
            pendingWrap = true
        } else {
            x += w
        }
    }

    /// Overwriting half of a wide character blanks its other half (as xterm does).
    private mutating func clearHalves(_ cx: Int, _ cy: Int) {
        let cell = cells[cy * width + cx]
        if cell.width == 0, cx > 0 { cells[cy * width + cx - 1] = Cell(character: " ", width: 1, rendition: cells[cy * width + cx - 1].rendition) }
        if cell.width == 2, cx + 1 < width { cells[cy * width + cx + 1] = Cell(character: " ", width: 1, rendition: cell.rendition) }
    }

    private mutating func escape(_ bytes: [UInt8], at start: Int) -> Int {
        guard start + 1 < bytes.count else {
            unknown.append("ESC at the end")
            return bytes.count
        }
        let next = bytes[start + 1]
        if next == UInt8(ascii: "D") || next == UInt8(ascii: "M") {
            pendingWrap = false
            if next == UInt8(ascii: "D") {
                if y == bottom { scroll(up: 1) } else if y < height - 1 { y += 1 }
            } else {
                if y == top { scroll(up: -1) } else if y > 0 { y -= 1 }
            }
            return start + 2
        }
        if next == UInt8(ascii: "(") || next == UInt8(ascii: ")") {
            let set = bytes[start + 2]
            let drawing = set == UInt8(ascii: "0")
            if set != UInt8(ascii: "0") && set != UInt8(ascii: "B") { unknown.append("charset \(set)") }
            if next == UInt8(ascii: "(") { g0LineDrawing = drawing } else { g1LineDrawing = drawing }
            return start + 3
        }
        guard next == UInt8(ascii: "[") else {
            unknown.append("ESC \(next)")
            return start + 2
        }
        var i = start + 2
        var text = ""
        while i < bytes.count, !(0x40...0x7E).contains(bytes[i]) {
            text.append(Character(Unicode.Scalar(bytes[i])))
            i += 1
        }
        let final = Character(Unicode.Scalar(bytes[i]))
        let parameters = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        func p(_ k: Int, _ otherwise: Int) -> Int { k < parameters.count && parameters[k] != 0 ? parameters[k] : otherwise }
        if final != "m" { pendingWrap = false }
        switch final {
        case "H":
            y = min(height, p(0, 1)) - 1
            x = min(width, p(1, 1)) - 1
        case "G": x = min(width, p(0, 1)) - 1
        case "d": y = min(height, p(0, 1)) - 1
        case "C": x = min(width - 1, x + p(0, 1))
        case "D": x = max(0, x - p(0, 1))
        case "r":
            top = p(0, 1) - 1
            bottom = p(1, height) - 1
            x = 0
            y = 0
        case "X":
            for k in x..<min(width, x + p(0, 1)) {
                clearHalves(k, y)
                cells[y * width + k] = Cell(character: " ", width: 1, rendition: blankRendition)
            }
        case "J":
            if p(0, 0) == 2 {
                cells = Array(repeating: Cell(character: " ", width: 1, rendition: blankRendition), count: width * height)
            } else {
                unknown.append("CSI \(text)J")
            }
        case "m": selectRendition(text.isEmpty ? [0] : parameters)
        default: unknown.append("CSI \(text)\(final)")
        }
        return i + 1
    }

    /// What erased and scrolled-in cells get: the current background, nothing else.
    private var blankRendition: ScreenWriter.Rendition {
        ScreenWriter.Rendition(foreground: -1, background: rendition.background, attributes: [])
    }

    private mutating func scroll(up n: Int) {
        let rows = Array(top...bottom)
        let blank = Array(repeating: Cell(character: " ", width: 1, rendition: blankRendition), count: width)
        let old = cells
        for row in rows {
            let source = row + n
            let line = (top...bottom).contains(source) ? Array(old[source * width..<(source + 1) * width]) : blank
            cells.replaceSubrange(row * width..<(row + 1) * width, with: line)
        }
    }

    private mutating func selectRendition(_ parameters: [Int]) {
        var k = 0
        while k < parameters.count {
            let code = parameters[k]
            switch code {
            case 0: rendition = .plain
            case 1: rendition.attributes.insert(.bold)
            case 2: rendition.attributes.insert(.dim)
            case 4: rendition.attributes.insert(.underline)
            case 7: rendition.attributes.insert(.reverse)
            case 22: rendition.attributes.subtract([.bold, .dim])
            case 24: rendition.attributes.remove(.underline)
            case 27: rendition.attributes.remove(.reverse)
            case 30...37: rendition.foreground = Int32(code - 30)
            case 40...47: rendition.background = Int32(code - 40)
            case 90...97: rendition.foreground = Int32(code - 90 + 8)
            case 100...107: rendition.background = Int32(code - 100 + 8)
            case 39: rendition.foreground = -1
            case 49: rendition.background = -1
            case 38, 48:
                let value: Int32
                if parameters[k + 1] == 5 {
                    value = Int32(parameters[k + 2])
                    k += 2
                } else {
                    value = Int32(parameters[k + 2] << 16 | parameters[k + 3] << 8 | parameters[k + 4])
                    k += 4
                }
                if code == 38 { rendition.foreground = value } else { rendition.background = value }
            default: unknown.append("SGR \(code)")
            }
            k += 1
        }
    }
}
