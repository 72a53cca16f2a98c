import CNcursesw
import TerminalCore

import Platform

/// Why a terminal session could not start.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file).
    case notATerminal
    /// curses could not set the terminal up (unknown `TERM`, say).
    case cannotInitialize(String)

    public var description: String {
        switch self {
        case .notATerminal:
            return "cvsim run needs a terminal: standard input and output must be a terminal (not a pipe or a file)"
        case .cannotInitialize(let why): return why
        }
    }
}

/// The owner of the curses session: sets the terminal up, flushes cell buffers to it, reads
/// input, and puts the terminal back on `end()` (and, through `TerminalRestorer`, on a signal).
///
/// Only one session may exist at a time; it must be used from the thread that made it.
public final class TerminalSession: TerminalBackend {
    /// Options of a session.
    public struct Options: Sendable {
        /// Report mouse presses, drags, releases and the wheel.
        public var mouse = true
        /// Force ASCII drawing even in a UTF-8 locale.
        public var ascii = false
        /// The environment (`NO_COLOR`), injectable for tests.
        public var noColor: String? = environmentValue("NO_COLOR")
        /// Write frames with `ScreenWriter` on terminals that take ANSI sequences (else curses
        /// writes them); `CVSIM_CURSES_OUTPUT=1` has curses write them everywhere.
        public var writesFrames = environmentValue("CVSIM_CURSES_OUTPUT") != "1"

        public init() {}
    }

    public let capabilities: TerminalCapabilities
    /// The terminal's size in cells.
    public private(set) var width: Int
    public private(set) var height: Int
    /// The terminal went away (hang-up, closed input): the run loop must end.
    public private(set) var inputClosed = false
    /// Counters of the flush path: what `present` changed and wrote.
    @exclusivity(unchecked) public private(set) var statistics = PresentStatistics()
    public var presentStatistics: PresentStatistics { statistics }

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    // (The presenting state below carries no dynamic exclusivity check: the session is the run
    // loop's, used from its thread by short accesses that never overlap.)
    @exclusivity(unchecked) private var presented: CellBuffer?
    /// Row fingerprints of `presented`.
    @exclusivity(unchecked) private var presentedRows: [UInt64] = []
    /// The fingerprints' array before last, reused for the next frame's.
    @exclusivity(unchecked) private var spareRows: [UInt64] = []
    /// For each row of the frame being presented, the row of `presented` its bytes equal (-1: none found).
    @exclusivity(unchecked) private var equalRows: [Int] = []
    /// The drawer's number of the frame presented (`FrameLineage.frame`; 0: none).
    @exclusivity(unchecked) private var presentedFrame: UInt64 = 0
    /// The last frame's damage (its storage reused).
    @exclusivity(unchecked) private var damage = FrameDamage(shift: nil, cells: [])
    @exclusivity(unchecked) private var needsFullRepaint = true
    private var pairs: [Int64: Int32] = [:]
    /// The last style looked up and its pair.
    private var lastPair: (style: Style, pair: Int32)?
    private var nextPair: Int32 = 1
    private let maxPairs: Int32
    private let defaultColorsWork: Bool
    private let input: TerminalInput
    /// Sees the bytes read from the terminal, as read, with the time (a recording).
    public var onInputBytes: (([UInt8], Moment) -> Void)? {
        didSet { input.onBytes = onInputBytes.map { hook in { hook($0, Moment.now) } } }
    }
    /// The mouse reports were asked for.
    private let mouseOn: Bool
    /// Written after a resume (SIGCONT): alternate screen, cursor hidden.
    private let setUp: String
    /// Written after `endwin` on terminals without an alternate screen: clears the last frame.
    private let clearOnExit: String
    @exclusivity(unchecked) private var ended = false
    @exclusivity(unchecked) private var measuresBytes = false
    /// The locale's encoding is UTF-8 (characters beyond ASCII can be written).
    private let localeIsUTF8: Bool
    /// Light box-drawing characters go out in the terminal's line-drawing set (terminfo's
    /// `smacs`/`acsc`): one byte each rather than three of UTF-8, a third of a card border row.
    /// (curses sends the UTF-8 characters instead on terminals it knows draw that set badly in
    /// a UTF-8 locale.)
    private var usesLineDrawingSet = false
    /// Writes the frames itself on ANSI terminals (nil: curses writes them): fewer bytes a
    /// step, since it keeps the scroll region set between steps and knows the whole frame.
    @exclusivity(unchecked) private var writer: ScreenWriter?
    /// The bytes of the frame being written (its storage reused).
    @exclusivity(unchecked) private var frameBytes: [UInt8] = []

    /// Starts curses on the controlling terminal (standard input and output).
    ///
    /// - Throws: `TerminalError.notATerminal` when standard input or output is not a terminal;
    ///   `.cannotInitialize` when curses fails (an unknown `TERM`).
    public init(options: Options = Options()) throws(TerminalError) {
        guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        let utf8 = String(codeset.uppercased().filter { $0 != "-" }) == "UTF8"

        localeIsUTF8 = utf8
        TerminalRestorer.arm(fd: 1)
        // Before curses starts: curses then installs no SIGWINCH/SIGTSTP handlers of its own.
        input = TerminalInput()
        guard let screen = newterm(nil, cvsim_stdout(), cvsim_stdin()) else {
            input.close()
            TerminalRestorer.disarm()
            throw .cannotInitialize(
                "cannot start the terminal: unknown or unusable TERM '\(environmentValue("TERM") ?? "")'")
        }
        // A terminal that cannot move the cursor (TERM=dumb) would show a garbled stream.
        guard cvsim_tigetstr("cup") != nil else {
            endwin()
            delscreen(screen)
            input.close()
            TerminalRestorer.restoreNow(leavingAlternateScreen: false)
            TerminalRestorer.disarm()
            throw .cannotInitialize(
                "cvsim run needs a terminal that can move the cursor; TERM='\(environmentValue("TERM") ?? "")' cannot (try TERM=xterm)")
        }
        self.screen = screen
        set_term(screen)
        // ncurses flushes its output at every cursor movement for as long as the program has
        // never left curses mode (its "initial" state, which only `endwin` and the next
        // `doupdate` leave): a one-row scroll step went out as four to six write(2)s, each
        // waking the terminal. Leaving and coming back once, before anything is drawn, makes
        // every frame one write.
        endwin()
        doupdate()
        window = cvsim_stdscr()!
        usesLineDrawingSet = utf8 && TerminalSession.hasLineDrawingSet()
        setUp = TerminalSession.setUpSequence()
        // Without an alternate screen (vt100), the last frame would stay: clear it on exit.
        clearOnExit = TerminalSession.capability("smcup").isEmpty ? TerminalSession.capability("clear") : ""
        if !clearOnExit.isEmpty { TerminalRestorer.arm(fd: 1, resetSequence: TerminalRestorer.defaultResetSequence + clearOnExit) }
        cbreak()
        noecho()
        nonl()
        // Input is read and decoded by `TerminalInput`, never by curses: curses must not peek at
        // the input during `doupdate`. Keypad transmit mode is set as curses would (the decoder
        // knows both cursor-key forms), and set again after a resume.
        typeahead(-1)
        TerminalSession.writeRaw(TerminalSession.capability("smkx"))
        intrflush(window, false)
        idlok(window, true)
        leaveok(window, true)
        curs_set(0)

        var mode = ColorMode.monochrome
        var defaultsWork = true
        let noColor = options.noColor.map { !$0.isEmpty } ?? false
        if has_colors(), !noColor {
            start_color()
            defaultsWork = use_default_colors() != cvsim_err()
            mode = ColorMode.detect(colors: Int(cvsim_colors()), hasColors: true, noColor: options.noColor)
        }
        defaultColorsWork = defaultsWork
        maxPairs = Int32(max(1, cvsim_color_pairs()))

        // Mouse reports are asked for directly (SGR form, X10 where SGR is unknown) and decoded by
        // `InputDecoder`; terminals that report no mouse (no `kmous`) are not asked.
        let mouse = options.mouse && cvsim_tigetstr("kmous") != nil
        if mouse { TerminalSession.writeRaw(TerminalSession.mouseOnSequence) }
        mouseOn = mouse
        capabilities = TerminalCapabilities(colorMode: mode, unicode: utf8 && !options.ascii, mouse: mouse)
        if options.writesFrames, defaultsWork, let terminal = TerminalSession.ansiTerminal(colorMode: mode, utf8: utf8) {
            writer = ScreenWriter(terminal: terminal)
        }
        var rows: Int32 = 0, columns: Int32 = 0
        cvsim_getmaxyx(window, &rows, &columns)
        width = Int(columns)
        height = Int(rows)
    }

    deinit { end() }

    /// Ends curses and restores the terminal (normal screen, cursor, echo, mouse off, keypad
    /// transmit off). Safe to call twice.
    public func end() {
        guard !ended else { return }
        ended = true
        // The scroll region the writer leaves set, back to the whole screen before curses ends.
        if writer != nil { TerminalSession.writeRaw("\u{1B}[r" + TerminalSession.unpadded(TerminalSession.capability("rmacs")) + "\u{1B}[m") }
        endwin()
        TerminalRestorer.restoreNow(leavingAlternateScreen: false)
        if !clearOnExit.isEmpty { TerminalSession.writeRaw(clearOnExit) }
        delscreen(screen)
        input.close()
        TerminalRestorer.disarm()
    }

    // MARK: - Output


    /// Count the bytes each `present` writes (from the kernel's per-process count of bytes
    /// written, `/proc/self/io`, read around `doupdate`: a few extra syscalls a frame).
    public func measureBytes(_ on: Bool) { measuresBytes = on && ProcessIO.writtenBytes() != nil }

    /// Shows `buffer`: writes the cells that differ from the last presented buffer into curses'
    /// window, then lets curses send the difference to the terminal (`wnoutrefresh`, `doupdate`;
    /// with `idlok`, curses turns a shifted screen into scroll operations).
    ///
    /// The first frame, a frame of another size and the first frame after a resize repaint
    /// every cell, with the screen cleared first, so no old cell survives.
    ///
    /// - Complexity: O(width × height) comparisons, curses calls for changed cells only.
    public func present(_ buffer: CellBuffer) {
        guard !ended else { return }
        if writer != nil {
            writeFrame(buffer)
            return
        }
        let paintStart = measuresBytes ? ProcessClock.monotonicMicros() : 0
        let repaint = repaintsWhole(buffer)
        var full = repaint
        var changed = 0
        let rows = computeDamage(to: buffer, full: full)
        if !full {
            if let shift = damage.shift {
                wsetscrreg(window, Int32(shift.top), Int32(shift.bottom))
                scrollok(window, true)
                wscrl(window, Int32(shift.distance))
                scrollok(window, false)
                wsetscrreg(window, 0, Int32(buffer.height - 1))
            }
            if let count = paint(buffer, cells: damage.cells) {
                changed = count
                statistics.lastShift = damage.shift?.distance ?? 0
            } else {
                full = true
            }
        }
        if full {
            if nextPair > maxPairs / 2 { resetPairs() }
            werase(window)
            clearok(window, true)
            // (Every cell, when curses' colour pairs ran out for a frame diffed against the last.)
            if !repaint { damage.compute(old: nil, new: buffer, oldRows: [], newRows: rows) }
            changed = paint(buffer, cells: damage.cells) ?? paintIgnoringPairs(buffer)
            statistics.lastShift = 0
        }
        needsFullRepaint = false
        keepPresented(buffer, rows: rows)
        wnoutrefresh(window)
        let before = measuresBytes ? ProcessIO.writtenBytes() : nil
        let updateStart = measuresBytes ? ProcessClock.monotonicMicros() : 0
        doupdate()
        if measuresBytes {
            let end = ProcessClock.monotonicMicros()
            statistics.lastPaintMicros = Int(updateStart - paintStart)
            statistics.lastUpdateMicros = Int(end - updateStart)
        }
        if let before, let after = ProcessIO.writtenBytes() {
            statistics.lastBytesWritten = after - before
            statistics.totalBytesWritten += after - before
        }
        statistics.frames += 1
        statistics.lastChangedCells = changed
        statistics.lastWasFullRepaint = full
    }

    /// Computes into `damage` what changed from the presented frame to `buffer` (every cell when
    /// `full`), and returns `buffer`'s row fingerprints: a row equal to one of the presented
    /// frame's takes its fingerprint (the last shift's row tried first) and is not compared again.
    private func computeDamage(to buffer: CellBuffer, full: Bool) -> [UInt64] {
        // The fingerprints go into the array of the frame before last (no allocation a frame).
        var rows = spareRows
        spareRows = []
        if !full, let presented {
            // The rows the drawer says it kept from the frame shown are not compared again.
            let lineage = buffer.lineage.flatMap { $0.frame == presentedFrame &+ 1 && presentedFrame != 0 ? $0 : nil }
            RowShift.fingerprints(
                of: buffer, into: &rows, after: presented, oldRows: presentedRows, likelyDistance: damage.shift?.distance ?? 0,
                known: lineage?.sameRows, equalRows: &equalRows)
            damage.compute(old: presented, new: buffer, oldRows: presentedRows, newRows: rows, equalRows: equalRows)
        } else {
            RowShift.fingerprints(of: buffer, into: &rows)
            damage.compute(old: nil, new: buffer, oldRows: [], newRows: rows)
        }
        return rows
    }

    /// Whether `buffer` goes out whole: the first frame, one after a resize or a repaint asked
    /// for, one of another size than the presented frame.
    private func repaintsWhole(_ buffer: CellBuffer) -> Bool {
        needsFullRepaint || presented?.width != buffer.width || presented?.height != buffer.height
    }

    /// Keeps `buffer`, with its fingerprints `rows`, as the frame the terminal shows.
    private func keepPresented(_ buffer: CellBuffer, rows: [UInt64]) {
        presented = buffer
        presentedFrame = buffer.lineage?.frame ?? 0
        spareRows = presentedRows
        presentedRows = rows
    }

    /// `present` through `ScreenWriter`: the damage from the presented frame, its bytes, one
    /// `write(2)`.
    private func writeFrame(_ buffer: CellBuffer) {
        let paintStart = measuresBytes ? ProcessClock.monotonicMicros() : 0
        let full = repaintsWhole(buffer)
        let rows = computeDamage(to: buffer, full: full)
        if full {
            writer!.repaint(buffer, damage: damage)
        } else {
            writer!.update(to: buffer, damage: damage)
        }
        writer!.take(into: &frameBytes)
        needsFullRepaint = false
        keepPresented(buffer, rows: rows)
        let updateStart = measuresBytes ? ProcessClock.monotonicMicros() : 0
        TerminalSession.writeRaw(frameBytes)
        if measuresBytes {
            statistics.lastPaintMicros = Int(updateStart - paintStart)
            statistics.lastUpdateMicros = Int(ProcessClock.monotonicMicros() - updateStart)
        }
        statistics.lastBytesWritten = frameBytes.count
        statistics.totalBytesWritten += frameBytes.count
        statistics.frames += 1
        statistics.lastChangedCells = damage.cells.count
        statistics.lastWasFullRepaint = full
        statistics.lastShift = damage.shift?.distance ?? 0
    }

    /// The terminal, for `ScreenWriter`, when terminfo describes the ANSI sequences it writes
    /// (the cursor address, the scroll region, the VT100's reverse index); nil otherwise (curses
    /// writes).
    static func ansiTerminal(colorMode: ColorMode, utf8: Bool) -> ScreenWriter.Terminal? {
        guard capability("cup") == "\u{1B}[%i%p1%d;%p2%dH", capability("csr") == "\u{1B}[%i%p1%d;%p2%dr",
            capability("ri") == "\u{1B}M"
        else { return nil }
        var terminal = ScreenWriter.Terminal(colorMode: colorMode, utf8: utf8)
        terminal.erasesCharacters = capability("ech") == "\u{1B}[%p1%dX"
        terminal.erasesWithBackground = cvsim_tigetflag("bce") != 0
        if utf8 && hasLineDrawingSet() && !lineDrawingBreaksInUTF8() {
            terminal.enableLineDrawing = Array(unpadded(capability("enacs")).utf8)
            terminal.enterLineDrawing = Array(unpadded(capability("smacs")).utf8)
            terminal.exitLineDrawing = Array(unpadded(capability("rmacs")).utf8)
        }
        return terminal
    }

    /// A terminfo string without its delays (`$<2>`, which `tputs` turns into a wait and
    /// nothing on screen; written as it is, they would show).
    static func unpadded(_ capability: String) -> String {
        var result: [Character] = []
        let characters = Array(capability)
        var k = 0
        while k < characters.count {
            if characters[k] == "$", k + 1 < characters.count, characters[k + 1] == "<",
                let end = characters[(k + 2)...].firstIndex(of: ">")
            {
                k = end + 1
                continue
            }
            result.append(characters[k])
            k += 1
        }
        return String(result)
    }

    /// Whether the terminal is known to draw the line-drawing set badly in a UTF-8 locale, as
    /// curses decides it: `NCURSES_NO_UTF8_ACS` set to a non-zero number, terminfo's `U8`, or a
    /// Linux console.
    static func lineDrawingBreaksInUTF8() -> Bool {
        if let value = environmentValue("NCURSES_NO_UTF8_ACS") { return (Int(value) ?? 0) != 0 }
        let u8 = cvsim_tigetnum("U8")
        if u8 >= 0 { return u8 != 0 }
        return environmentValue("TERM")?.contains("linux") ?? false
    }

    /// Forces the next `present` to repaint every cell.
    public func invalidate() { needsFullRepaint = true }

    /// Writes `cells` of `buffer` (`FrameDamage.cells`) into curses' window; the number written,
    /// or nil when colour pairs ran out (the caller repaints with a fresh cache).
    private func paint(_ buffer: CellBuffer, cells: [Int]) -> Int? {
        var cchar = cchar_t()
        let w = buffer.width
        return buffer.cells.withUnsafeBufferPointer { all -> Int? in
            for index in cells {
                let cell = all[index]
                let (y, x) = index.quotientAndRemainder(dividingBy: w)
                // A stray continuation cell (its wide character was cut) is a blank.
                let shown = cell.width == 0 ? Cell(" ", style: cell.style) : cell
                guard put(shown, x: x, y: y, into: &cchar) else { return nil }
            }
            return cells.count
        }
    }

    private func paintIgnoringPairs(_ buffer: CellBuffer) -> Int {
        resetPairs()
        return paint(buffer, cells: damage.cells) ?? 0
    }

    private func put(_ cell: Cell, x: Int, y: Int, into cchar: inout cchar_t) -> Bool {
        guard let pair = pair(for: cell.style) else { return false }
        var scalar = cell.character
        if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) { scalar = " " }
        let attributes = attributes(cell.style.attributes)
        if !localeIsUTF8 && scalar.value > 0x7E {
            // The terminal cannot show it: a `?`, and a blank for the second half of a wide one.
            _ = cvsim_setcchar_ext(&cchar, wchar_t(UInt8(ascii: "?")), attributes, pair)
            _ = mvwadd_wch(window, Int32(y), Int32(x), &cchar)
            if cell.width == 2 {
                _ = cvsim_setcchar_ext(&cchar, wchar_t(UInt8(ascii: " ")), attributes, pair)
                _ = mvwadd_wch(window, Int32(y), Int32(x + 1), &cchar)
            }
            return true
        }
        if usesLineDrawingSet, let letter = LineDrawingSet.letter(for: scalar) {
            // One byte in the terminal's line-drawing set instead of three of UTF-8.
            _ = cvsim_setcchar_ext(&cchar, wchar_t(letter), attributes | cvsim_a_altcharset(), pair)
        } else {
            _ = cvsim_setcchar_ext(&cchar, wchar_t(bitPattern: scalar.value), attributes, pair)
        }
        _ = mvwadd_wch(window, Int32(y), Int32(x), &cchar)
        return true
    }

    /// Whether the terminal switches to a line-drawing set holding every letter
    /// `LineDrawingSet.letter(for:)` uses.
    static func hasLineDrawingSet() -> Bool {
        let pairs = Array(capability("acsc").utf8)
        let letters = Set(stride(from: 0, to: pairs.count, by: 2).map { pairs[$0] })
        return !capability("smacs").isEmpty && Set("qlkmjtuwvn".utf8).isSubset(of: letters)
    }

    private func attributes(_ attributes: TextAttributes) -> attr_t {
        var result = cvsim_a_normal()
        if attributes.contains(.bold) { result |= cvsim_a_bold() }
        if attributes.contains(.dim) { result |= cvsim_a_dim() }
        if attributes.contains(.reverse) { result |= cvsim_a_reverse() }
        if attributes.contains(.underline) { result |= cvsim_a_underline() }
        return result
    }

    /// The colour pair for a style, allocated on first use; nil when every pair is taken.
    ///
    /// - Complexity: O(1) amortised (a dictionary lookup).
    private func pair(for style: Style) -> Int32? {
        // Neighbouring cells mostly share a style.
        if let last = lastPair, last.style == style { return last.pair }
        let pair = lookUpPair(for: style)
        lastPair = pair.map { (style, $0) }
        return pair
    }

    private func lookUpPair(for style: Style) -> Int32? {
        let mode = capabilities.colorMode
        guard mode != .monochrome else { return 0 }
        var foreground = mode.colorNumber(for: style.foreground)
        var background = mode.colorNumber(for: style.background)
        if !defaultColorsWork {
            if foreground < 0 { foreground = 7 }
            if background < 0 { background = 0 }
        }
        if foreground < 0 && background < 0 { return 0 }
        let key = Int64(foreground + 1) << 32 | Int64(background + 1)
        if let pair = pairs[key] { return pair }
        guard nextPair < maxPairs else { return nil }
        let pair = nextPair
        guard init_extended_pair(pair, foreground, background) != cvsim_err() else { return 0 }
        nextPair += 1
        pairs[key] = pair
        return pair
    }

    private func resetPairs() {
        lastPair = nil
        pairs.removeAll(keepingCapacity: true)
        nextPair = 1
    }

    // MARK: - Input

    /// Reads one event, waiting at most `timeout` milliseconds (nil: until there is one).
    ///
    /// Returns nil when the time ran out. Bytes that make no event (an unknown sequence, an
    /// invalid UTF-8 byte) are consumed without ending the wait. After `.resize` — also sent
    /// after a resume from Ctrl-Z, once the terminal is set up again — the next `present`
    /// repaints everything.
    public func readEvent(timeout: Int?) -> InputEvent? {
        guard !ended else { return nil }
        switch input.read(timeout: timeout) {
        case .event(let event): return event
        case .timeout: return nil
        case .closed:
            inputClosed = true
            return nil
        case .resized: return resized()
        case .continued:
            resume()
            return resized()
        }
    }

    /// Sets the terminal up again after the process was stopped and continued: the program's
    /// termios, the alternate screen, the hidden cursor, mouse reporting; then a full repaint.
    private func resume() {
        reset_prog_mode()
        TerminalSession.writeRaw(setUp)
        if mouseOn { TerminalSession.writeRaw(TerminalSession.mouseOnSequence) }
        clearok(cvsim_curscr(), true)
        writer?.forgetState()
        needsFullRepaint = true
    }

    private func resized() -> InputEvent {
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 {
            resizeterm(Int32(size.ws_row), Int32(size.ws_col))
        }
        var rows: Int32 = 0, columns: Int32 = 0
        cvsim_getmaxyx(window, &rows, &columns)
        width = Int(columns)
        height = Int(rows)
        needsFullRepaint = true
        return .resize(width: width, height: height)
    }

    /// Button-event tracking (motion while a button is down: drags) in SGR form.
    static let mouseOnSequence = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"

    /// What a resume writes: enter the alternate screen (`smcup`), hide the cursor (`civis`),
    /// keypad transmit mode (`smkx`).
    private static func setUpSequence() -> String {
        capability("smcup") + capability("civis") + capability("smkx")
    }

    /// A terminfo string capability of the current terminal, or "".
    static func capability(_ name: String) -> String {
        cvsim_tigetstr(name).map { String(cString: $0) } ?? ""
    }

    // MARK: - Helpers

    static func writeRaw(_ text: String) { writeRaw(Array(text.utf8)) }

    static func writeRaw(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
    }
}

/// The kernel's count of bytes this process has written (`wchar` of `/proc/self/io`).
enum ProcessIO {
    static func writtenBytes() -> Int? {
        let fd = open("/proc/self/io", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 512) }
        guard n > 0 else { return nil }
        let text = String(decoding: buffer[0..<n], as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix("wchar:") {
            return Int(line.dropFirst(6).trimmingSpaces())
        }
        return nil
    }
}
