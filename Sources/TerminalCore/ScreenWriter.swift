/// Writes frames to an ANSI (ECMA-48) terminal itself: the fewest bytes that turn what the
/// terminal shows into the next frame, given the damage between the two (`FrameDamage`).
///
/// It keeps what it knows of the terminal between frames — the cursor, the graphic rendition,
/// the scroll region, the line-drawing set — so that a one-row scroll step is a scroll of the
/// region already set, the row that came in and the status line's changed digits:
///
/// - the scroll region stays set from one step to the next (curses sets it and resets it
///   around every scroll), and a row's scroll is one index (`ESC D`) at its last row, where the
///   row that comes in is written next;
/// - a rendition change is the shorter of the change from the current one and a reset with the
///   new one, all in one `CSI … m`;
/// - the cursor moves by the shortest of an absolute move, a move along the row or column, or
///   rewriting the few unchanged cells in between;
/// - runs of blanks are erased (`ECH`) when that is shorter than writing them, and runs of light
///   box-drawing characters go out in the terminal's line-drawing set when that is shorter.
///
/// What the terminal shows afterwards is the frame, cell for cell (the tests replay the bytes
/// on a model terminal over many frames). Pure: no curses, no I/O.
package struct ScreenWriter {
    /// What the terminal can do beyond the ANSI basics every writer's terminal has (absolute
    /// and relative cursor moves, scroll regions, index and reverse index, SGR).
    package struct Terminal: Equatable {
        package var colorMode: ColorMode
        /// Characters beyond ASCII can be written (a UTF-8 locale); else they show as `?`.
        package var utf8 = true
        /// `ECH` erases characters (terminfo's `ech`).
        package var erasesCharacters = true
        /// An erase fills with the current background colour (terminfo's `bce`).
        package var erasesWithBackground = true
        /// The sequences that make the line-drawing set available (terminfo's `enacs`, sent
        /// with the first frame), switch to it and back (`smacs`, `rmacs`); `enterLineDrawing`
        /// is empty when it is not to be used.
        package var enableLineDrawing: [UInt8] = []
        package var enterLineDrawing: [UInt8] = []
        package var exitLineDrawing: [UInt8] = []
    }

    package let terminal: Terminal
    /// The bytes of the frames written since the last `take()`.
    package private(set) var output: [UInt8] = []

    /// The cursor, when known. After a character written into the last column it is not: the
    /// terminal may be waiting to wrap.
    private var cursor: (x: Int, y: Int)?
    /// The rendition in effect, when known.
    private var rendition: Rendition?
    /// The scroll region (first and last row), when known.
    private var region: (top: Int, bottom: Int)?
    /// Whether the line-drawing set is in effect; nil when not known.
    private var lineDrawing: Bool?
    /// The last styles mapped and their renditions (a frame's rows go back and forth between a
    /// few styles: border, fill, text), the oldest replaced first.
    private var mappedStyles = Recent<(style: Style, rendition: Rendition)>(capacity: 8)
    /// The last style mapped and its rendition.
    private var lastMapped: (style: Style, rendition: Rendition)?
    /// Changes of rendition written and their bytes (`setRendition`), one a slot by a hash of the
    /// two renditions: a scroll step's new row makes the same few changes at every step.
    private var renditionChanges = [(from: Rendition, to: Rendition, bytes: [UInt8])?](repeating: nil, count: 64)
    /// The parameters of the two ways to a rendition (`setRendition`), reused between calls.
    private var fromResetScratch: [UInt8] = []
    private var changeScratch: [UInt8] = []

    package init(terminal: Terminal) {
        self.terminal = terminal
    }

    /// Forget what the terminal shows and how it is set (after a resume, say): the next frame
    /// sets everything it uses.
    package mutating func forgetState() {
        cursor = nil
        rendition = nil
        region = nil
        lineDrawing = nil
    }

    /// The bytes written so far, emptied.
    package mutating func take() -> [UInt8] {
        defer { output.removeAll(keepingCapacity: true) }
        return output
    }

    /// Moves the bytes written so far into `bytes` (its old contents dropped), keeping both
    /// arrays' storage.
    package mutating func take(into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: output)
        output.removeAll(keepingCapacity: true)
    }

    /// Writes `new` whole: the screen cleared, then every cell that is not a plain blank.
    /// `damage` is `FrameDamage.between(old: nil, new:…)`, every cell of the frame.
    package mutating func repaint(_ new: CellBuffer, damage: FrameDamage) {
        if lineDrawing == nil { output.append(contentsOf: terminal.enableLineDrawing) }
        setRendition(.plain)
        setLineDrawing(false)
        if region == nil || region! != (0, new.height - 1) {
            append("\u{1B}[r")
            region = (0, new.height - 1)
        }
        append("\u{1B}[H\u{1B}[2J")
        cursor = (0, 0)
        writeCells(of: new, damage.cells, skippingBlanks: true)
    }

    /// Writes the change from the frame the terminal shows to `new`: the scroll of
    /// `damage.shift` (rows that come in blank, in the default colours), then `damage.cells`.
    /// A frame with nothing to change writes nothing.
    package mutating func update(to new: CellBuffer, damage: FrameDamage) {
        if let shift = damage.shift {
            // The rows that come in are filled with the current background.
            if rendition?.background != -1 || rendition?.attributes.contains(.reverse) != false { setRendition(.plain) }
            if region == nil || region! != (shift.top, shift.bottom) {
                append("\u{1B}[")
                appendNumber(shift.top + 1)
                append(";")
                appendNumber(shift.bottom + 1)
                append("r")
                region = (shift.top, shift.bottom)
                // Setting the region homes the cursor.
                cursor = (0, 0)
            }
            // From the region's last row (first, scrolling down), one index (reverse index) a
            // row, the cursor where the first cell written on that row is.
            let edge = shift.distance > 0 ? shift.bottom : shift.top
            let first = damage.cells.first { $0 / new.width == edge }
            new.cells.withUnsafeBufferPointer { cells in
                moveCursor(to: first.map { $0 % new.width } ?? cursor?.x ?? 0, edge, in: cells, width: new.width)
            }
            for _ in 0..<abs(shift.distance) { append(shift.distance > 0 ? "\u{1B}D" : "\u{1B}M") }
        }
        writeCells(of: new, damage.cells, skippingBlanks: false)
    }

    // MARK: - Cells

    private mutating func writeCells(of buffer: CellBuffer, _ indices: [Int], skippingBlanks: Bool) {
        let w = buffer.width
        buffer.cells.withUnsafeBufferPointer { cells in
            var i = 0
            while i < indices.count {
                let index = indices[i]
                let cell = cells[index]
                if skippingBlanks && cell == .blank {
                    i += 1
                    continue
                }
                let (y, x) = index.quotientAndRemainder(dividingBy: w)
                let shown = Self.shown(cell)
                let target = mapped(shown.style)
                // Blanks in one rendition: erased (`ECH`) when that is shorter than writing them.
                // (Not repeated with `REP`: tmux and other terminals that call themselves xterm
                // ignore it.)
                if shown.character == " ", shown.width == 1, canErase(target) {
                    var run = 1
                    while i + run < indices.count, indices[i + run] == index + run, x + run < w {
                        let next = Self.shown(cells[index + run])
                        guard next.character == " ", next.width == 1, mapped(next.style) == target else { break }
                        run += 1
                    }
                    let continues = i + run < indices.count && indices[i + run] / w == y
                    let eraseCost = 3 + Self.digits(run) + (continues ? 3 + Self.digits(run) : 0)
                    if run > 1, eraseCost < run {
                        moveCursor(to: x, y, next: target, in: cells, width: w)
                        setRendition(target)
                        append("\u{1B}[")
                        appendNumber(run)
                        append("X")
                        i += run
                        continue
                    }
                }
                moveCursor(to: x, y, next: target, in: cells, width: w)
                setRendition(target)
                writeCharacter(shown, lookingAhead: indices, from: i, in: cells, width: w)
                let advance = shown.width == 2 && x + 1 < w ? 2 : 1
                cursor = x + advance < w ? (x + advance, y) : nil
                i += 1
            }
        }
    }

    /// What a cell puts on screen: a stray continuation cell and a control character are blanks.
    @inline(__always)
    private static func shown(_ cell: Cell) -> Cell {
        if cell.width == 0 { return Cell(" ", style: cell.style) }
        let v = cell.character.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return Cell(" ", width: cell.width, style: cell.style) }
        return cell
    }

    private func canErase(_ target: Rendition) -> Bool {
        terminal.erasesCharacters && target.attributes.isEmpty && (target.background == -1 || terminal.erasesWithBackground)
    }

    /// Writes one character (switching the character set first when that pays).
    private mutating func writeCharacter(
        _ cell: Cell, lookingAhead indices: [Int], from i: Int, in cells: UnsafeBufferPointer<Cell>, width w: Int
    ) {
        let scalar = cell.character
        if let letter = lineDrawingLetter(scalar) {
            if lineDrawing != true {
                // Worth switching for a run of at least as many line-drawing characters as the
                // switch costs (counted on the cells written next, without gaps).
                let cost = terminal.enterLineDrawing.count + terminal.exitLineDrawing.count
                var run = 1
                while run * 2 <= cost, i + run < indices.count, indices[i + run] == indices[i] + run,
                    lineDrawingLetter(Self.shown(cells[indices[i + run]]).character) != nil
                {
                    run += 1
                }
                if run * 3 > run + cost { setLineDrawing(true) }
            }
            if lineDrawing == true {
                output.append(letter)
                return
            }
        } else if scalar != " " || lineDrawing == nil {
            // Spaces look the same in either set.
            setLineDrawing(false)
        }
        if scalar.value < 0x80 {
            output.append(UInt8(scalar.value))
        } else if !terminal.utf8 {
            output.append(UInt8(ascii: "?"))
            if cell.width == 2 { output.append(UInt8(ascii: " ")) }
        } else {
            appendUTF8(scalar)
        }
    }

    /// The letter of the VT100 line-drawing set for a light box-drawing character, when the set
    /// is to be used. Not `│`: alone between other characters it is cheaper in UTF-8.
    private func lineDrawingLetter(_ scalar: Unicode.Scalar) -> UInt8? {
        guard !terminal.enterLineDrawing.isEmpty, scalar.value >= 0x2500, scalar.value <= 0x253C else { return nil }
        return LineDrawingSet.letter(for: scalar)
    }

    private mutating func setLineDrawing(_ on: Bool) {
        guard lineDrawing != on else { return }
        if on {
            output.append(contentsOf: terminal.enterLineDrawing)
        } else if !terminal.exitLineDrawing.isEmpty {
            output.append(contentsOf: terminal.exitLineDrawing)
        }
        lineDrawing = on
    }

    // MARK: - Cursor

    /// Moves the cursor to (`x`, `y`) by the shortest of: an absolute move (`CUP`), a move along
    /// the row (`CUF`, `CUB`, `CHA`, a carriage return) or column (`VPA`), or writing again the
    /// unchanged cells up to it (ASCII, in the rendition in effect, which the screen shows already).
    /// `next` is the rendition of the cell written there: unchanged cells in it may be written
    /// again too, with the rendition set before them rather than after.
    private mutating func moveCursor(to x: Int, _ y: Int, next: Rendition? = nil, in cells: UnsafeBufferPointer<Cell>, width w: Int) {
        if let c = cursor, c.x == x, c.y == y { return }
        var best = Self.absoluteMoveCost(x, y)
        var choice = Move.absolute
        if let c = cursor {
            if c.y == y {
                let n = abs(x - c.x)
                let relative = 3 + (n == 1 ? 0 : Self.digits(n))
                if relative < best { (best, choice) = (relative, x > c.x ? .forward(n) : .backward(n)) }
                if x == 0, 1 < best { (best, choice) = (1, .carriageReturn) }
                let column = 3 + (x == 0 ? 0 : Self.digits(x + 1))
                if column < best { (best, choice) = (column, .column) }
                if x > c.x, x - c.x < best {
                    if let rendition, rewritable(cells, from: y * w + c.x, count: x - c.x, in: rendition) {
                        (best, choice) = (x - c.x, .rewrite(c.x))
                    } else if let next, rewritable(cells, from: y * w + c.x, count: x - c.x, in: next) {
                        (best, choice) = (x - c.x, .rewriteIn(c.x, next))
                    }
                }
            } else if c.x == x {
                let row = 3 + (y == 0 ? 0 : Self.digits(y + 1))
                if row < best { (best, choice) = (row, .row) }
            }
        }
        switch choice {
        case .absolute:
            append("\u{1B}[")
            if y > 0 || x > 0 { appendNumber(y + 1) }
            if x > 0 {
                append(";")
                appendNumber(x + 1)
            }
            append("H")
        case .forward(let n):
            append("\u{1B}[")
            if n != 1 { appendNumber(n) }
            append("C")
        case .backward(let n):
            append("\u{1B}[")
            if n != 1 { appendNumber(n) }
            append("D")
        case .carriageReturn:
            output.append(0x0D)
        case .column:
            append("\u{1B}[")
            if x > 0 { appendNumber(x + 1) }
            append("G")
        case .row:
            append("\u{1B}[")
            if y > 0 { appendNumber(y + 1) }
            append("d")
        case .rewrite(let from):
            for index in (y * w + from)..<(y * w + x) { output.append(UInt8(cells[index].character.value)) }
        case .rewriteIn(let from, let next):
            setRendition(next)
            for index in (y * w + from)..<(y * w + x) { output.append(UInt8(cells[index].character.value)) }
        }
        cursor = (x, y)
    }

    private enum Move {
        case absolute, forward(Int), backward(Int), carriageReturn, column, row, rewrite(Int), rewriteIn(Int, Rendition)
    }

    /// Whether the `count` cells from `start` can be written again in `rendition` at no change:
    /// plain ASCII characters one cell wide in that rendition (and not letters the line-drawing
    /// set would change).
    private mutating func rewritable(_ cells: UnsafeBufferPointer<Cell>, from start: Int, count: Int, in rendition: Rendition) -> Bool {
        for index in start..<(start + count) {
            let cell = cells[index]
            let v = cell.character.value
            guard cell.width == 1, v >= 0x20, v < 0x7F, mapped(cell.style) == rendition else { return false }
            if lineDrawing != false && v >= 0x5F { return false }
        }
        return true
    }

    private static func absoluteMoveCost(_ x: Int, _ y: Int) -> Int {
        if x == 0 && y == 0 { return 3 }
        return 3 + digits(y + 1) + (x > 0 ? 1 + digits(x + 1) : 0)
    }

    private static func digits(_ n: Int) -> Int {
        n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : String(n).count
    }

    // MARK: - Rendition

    /// A style as the terminal gets it: colour numbers of the colour mode (-1: the terminal's
    /// default) and attributes.
    package struct Rendition: Equatable {
        var foreground: Int32
        var background: Int32
        var attributes: TextAttributes

        static let plain = Rendition(foreground: -1, background: -1, attributes: [])
    }

    // (Inlined, the last style first: it is asked for each cell written, and consecutive cells
    // mostly share their style.)
    @inline(__always)
    private mutating func mapped(_ style: Style) -> Rendition {
        if let last = lastMapped, last.style == style { return last.rendition }
        return mappedAgain(style)
    }

    private mutating func mappedAgain(_ style: Style) -> Rendition {
        let rendition: Rendition
        if let found = mappedStyles.entries.first(where: { $0.style == style }) {
            rendition = found.rendition
        } else {
            let mode = terminal.colorMode
            rendition = Rendition(
                foreground: mode.colorNumber(for: style.foreground), background: mode.colorNumber(for: style.background),
                attributes: style.attributes)
            mappedStyles.add((style, rendition))
        }
        lastMapped = (style, rendition)
        return rendition
    }

    /// Sets `target` with one `CSI … m`: the change from the rendition in effect or a reset
    /// followed by `target`, whichever is shorter. A change made before is written again from
    /// its bytes (the writer's colour mode never changes, so neither do they).
    private mutating func setRendition(_ target: Rendition) {
        guard let current = rendition else { return writeRendition(target) }
        if current == target { return }
        let slot = Self.slot(current, target, count: renditionChanges.count)
        if let known = renditionChanges[slot], known.from == current, known.to == target {
            output.append(contentsOf: known.bytes)
            rendition = target
            return
        }
        let start = output.count
        writeRendition(target)
        renditionChanges[slot] = (current, target, Array(output[start...]))
    }

    /// The slot of the change from `a` to `b` in a table of `count` (a power of two).
    private static func slot(_ a: Rendition, _ b: Rendition, count: Int) -> Int {
        var h = UInt32(bitPattern: a.foreground) &* 0x9E37_79B1
        h = (h ^ UInt32(bitPattern: a.background)) &* 0x85EB_CA77
        h = (h ^ UInt32(bitPattern: b.foreground)) &* 0xC2B2_AE3D
        h = (h ^ UInt32(bitPattern: b.background)) &* 0x27D4_EB2F
        h ^= UInt32(a.attributes.rawValue) << 8 | UInt32(b.attributes.rawValue)
        return Int((h ^ h >> 15) & UInt32(count - 1))
    }

    /// `setRendition` composed: the shorter of the change and the reset.
    private mutating func writeRendition(_ target: Rendition) {
        if let rendition, rendition == target { return }
        // (Taken out while written: the helpers read the writer.)
        var fromReset = fromResetScratch, change = changeScratch
        fromResetScratch = []
        changeScratch = []
        defer {
            fromResetScratch = fromReset
            changeScratch = change
        }
        fromReset.removeAll(keepingCapacity: true)
        change.removeAll(keepingCapacity: true)
        appendAttributes(target.attributes, to: &fromReset)
        if target.foreground != -1 { appendColor(target.foreground, background: false, to: &fromReset) }
        if target.background != -1 { appendColor(target.background, background: true, to: &fromReset) }
        // `CSI m` is a reset; `CSI 0;…m` a reset then the rest.
        let resetCost = fromReset.isEmpty ? 0 : fromReset.count + 2
        if let current = rendition {
            let removed = current.attributes.subtracting(target.attributes)
            var added = target.attributes.subtracting(current.attributes)
            if !removed.intersection([.bold, .dim]).isEmpty {
                appendParameter(22, to: &change)
                added.formUnion(target.attributes.intersection([.bold, .dim]))
            }
            if removed.contains(.underline) { appendParameter(24, to: &change) }
            if removed.contains(.reverse) { appendParameter(27, to: &change) }
            appendAttributes(added, to: &change)
            if current.foreground != target.foreground { appendColor(target.foreground, background: false, to: &change) }
            if current.background != target.background { appendColor(target.background, background: true, to: &change) }
            if change.count <= resetCost {
                append("\u{1B}[")
                output.append(contentsOf: change.dropFirst())
                append("m")
                rendition = target
                return
            }
        }
        append("\u{1B}[")
        if !fromReset.isEmpty {
            output.append(UInt8(ascii: "0"))
            output.append(contentsOf: fromReset)
        }
        append("m")
        rendition = target
    }

    /// Each parameter is appended with a leading `;` (the first one's is dropped when written).
    private func appendParameter(_ value: Int, to parameters: inout [UInt8]) {
        parameters.append(UInt8(ascii: ";"))
        Self.appendDecimal(value, to: &parameters)
    }

    /// `n`'s decimal digits, without making a string (a frame writes dozens of numbers).
    static func appendDecimal(_ n: Int, to bytes: inout [UInt8]) {
        guard n >= 0 else { return bytes.append(contentsOf: String(n).utf8) }
        // (Most numbers are rows, columns and colours: by constant divisions, which compile to
        // multiplications, not the loop's.)
        let zero = UInt8(ascii: "0")
        if n < 10 { return bytes.append(zero + UInt8(n)) }
        if n < 100 {
            bytes.append(zero + UInt8(n / 10))
            return bytes.append(zero + UInt8(n % 10))
        }
        if n < 1000 {
            bytes.append(zero + UInt8(n / 100))
            bytes.append(zero + UInt8(n / 10 % 10))
            return bytes.append(zero + UInt8(n % 10))
        }
        var divisor = 1
        while divisor <= n / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(n / divisor % 10))
            divisor /= 10
        }
    }

    private func appendAttributes(_ attributes: TextAttributes, to parameters: inout [UInt8]) {
        if attributes.contains(.bold) { appendParameter(1, to: &parameters) }
        if attributes.contains(.dim) { appendParameter(2, to: &parameters) }
        if attributes.contains(.underline) { appendParameter(4, to: &parameters) }
        if attributes.contains(.reverse) { appendParameter(7, to: &parameters) }
    }

    private func appendColor(_ number: Int32, background: Bool, to parameters: inout [UInt8]) {
        let base = background ? 40 : 30
        if number < 0 {
            appendParameter(base + 9, to: &parameters)
        } else if terminal.colorMode == .trueColor {
            appendParameter(base + 8, to: &parameters)
            appendParameter(2, to: &parameters)
            appendParameter(Int(number >> 16 & 0xFF), to: &parameters)
            appendParameter(Int(number >> 8 & 0xFF), to: &parameters)
            appendParameter(Int(number & 0xFF), to: &parameters)
        } else if number < 8 {
            appendParameter(base + Int(number), to: &parameters)
        } else if number < 16 {
            appendParameter(base + 60 + Int(number) - 8, to: &parameters)
        } else {
            appendParameter(base + 8, to: &parameters)
            appendParameter(5, to: &parameters)
            appendParameter(Int(number), to: &parameters)
        }
    }

    // MARK: - Bytes

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private mutating func appendNumber(_ n: Int) {
        Self.appendDecimal(n, to: &output)
    }

    private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        if v < 0x800 {
            output.append(UInt8(0xC0 | v >> 6))
            output.append(UInt8(0x80 | v & 0x3F))
        } else if v < 0x10000 {
            output.append(UInt8(0xE0 | v >> 12))
            output.append(UInt8(0x80 | v >> 6 & 0x3F))
            output.append(UInt8(0x80 | v & 0x3F))
        } else {
            output.append(UInt8(0xF0 | v >> 18))
            output.append(UInt8(0x80 | v >> 12 & 0x3F))
            output.append(UInt8(0x80 | v >> 6 & 0x3F))
            output.append(UInt8(0x80 | v & 0x3F))
        }
    }
}

extension ScreenWriter.Terminal {
    package init(colorMode: ColorMode, utf8: Bool = true) {
        self.init(colorMode: colorMode, utf8: utf8, erasesCharacters: true)
    }
}

/// The last few values added, at most `capacity`: a new one takes the place of the oldest.
private struct Recent<Entry> {
    private(set) var entries: [Entry] = []
    private var next = 0
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    mutating func add(_ entry: Entry) {
        if entries.count < capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % capacity
        }
    }
}
