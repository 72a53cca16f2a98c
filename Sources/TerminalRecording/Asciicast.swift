import CollectionBasics
import TerminalCore
/// An asciicast v2 recording (asciinema's format): a header line, then one event a line.
///
/// cvsim writes the screen's frames as `"o"` events (escape sequences that draw them), the bytes
/// read from the terminal as `"i"` events, and resizes as `"r"` events; `cvsim replay` reads
/// them back.
public struct Asciicast: Sendable {
    public struct Header: Hashable, Sendable {
        public var width: Int
        public var height: Int
        /// The command line recorded.
        public var command: String?
        /// `TERM` of the recording terminal.
        public var term: String?
    }

    public enum Event: Hashable, Sendable {
        case output(time: Double, text: String)
        case input(time: Double, bytes: [UInt8])
        case resize(time: Double, width: Int, height: Int)
        /// A marker (`"m"`): cvsim marks where each screenshot went, so a replay says the same.
        case marker(time: Double, label: String)
    }

    public var header: Header
    public var events: [Event]

    /// Why a cast could not be read: one line naming the place.
    public struct Error: Swift.Error, Hashable, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// Reads a cast's text. Events of kinds other than `o`, `i`, `r`, `m` are skipped.
    ///
    /// - Throws: `Asciicast.Error` for a header that is not asciicast v2, or a malformed line.
    public static func parse(_ text: String, name: String = "cast") throws(Error) -> Asciicast {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).makeIterator()
        guard let first = lines.next() else { throw Error(description: "\(name): empty, not an asciicast") }
        guard let h = try? JSONParser.parse(Array(first.utf8)), case .object = h, h["version"] == .number(2),
            case .number(let w)? = h["width"], case .number(let hh)? = h["height"], w >= 1, hh >= 1, w <= 10_000, hh <= 10_000
        else {
            throw Error(description: "\(name): line 1 is not an asciicast v2 header (version 2, width, height)")
        }
        var header = Header(width: Int(w), height: Int(hh))
        if case .string(let command)? = h["command"] { header.command = command }
        if case .string(let term)? = h["env"]?["TERM"] { header.term = term }
        var events: [Event] = []
        var number = 1
        while let line = lines.next() {
            number += 1
            guard case .array(let parts)? = try? JSONParser.parse(Array(line.utf8)), parts.count == 3,
                case .number(let time) = parts[0], time >= 0, case .string(let kind) = parts[1],
                case .string(let data) = parts[2]
            else {
                throw Error(description: "\(name): line \(number) is not an event [time, kind, data]")
            }
            switch kind {
            case "o": events.append(.output(time: time, text: data))
            case "i": events.append(.input(time: time, bytes: Array(data.utf8)))
            case "r":
                let size = data.split(separator: "x").compactMap { Int($0) }
                guard size.count == 2, size[0] >= 1, size[1] >= 1 else {
                    throw Error(description: "\(name): line \(number): a resize must be COLSxROWS, not '\(data)'")
                }
                events.append(.resize(time: time, width: size[0], height: size[1]))
            case "m": events.append(.marker(time: time, label: data))
            default: continue
            }
        }
        return Asciicast(header: header, events: events)
    }

    /// The screen the cast's output shows at its end (frames drawn as cvsim draws them).
    public var finalScreen: CellBuffer {
        var screen = AnsiScreen(width: header.width, height: header.height)
        for event in events {
            switch event {
            case .output(_, let text): screen.feed(text)
            case .resize(_, let w, let h): screen.resize(width: w, height: h)
            case .input, .marker: break
            }
        }
        return screen.buffer
    }

    /// The header line of a cast.
    public static func headerLine(width: Int, height: Int, command: String, term: String?, timestamp: Int?) -> String {
        var line = "{\"version\": 2, \"width\": \(width), \"height\": \(height)"
        if let timestamp { line += ", \"timestamp\": \(timestamp)" }
        line += ", \"command\": \(JSONText.quoted(command))"
        line += ", \"env\": {\"TERM\": \(JSONText.quoted(term ?? "xterm-256color"))}}"
        return line
    }

    /// One event line.
    public static func eventLine(time: Double, kind: String, data: String) -> String {
        "[\(formatTime(time)), \(JSONText.quoted(kind)), \(JSONText.quoted(data))]"
    }

    /// Seconds with microseconds, always the same digits for the same time.
    static func formatTime(_ time: Double) -> String {
        let micros = Int64((max(0, time) * 1_000_000).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

/// Escape sequences that draw frames on an xterm-like terminal: the whole first frame, then the
/// rows that changed; each row written whole, styles as SGR with 24-bit colours.
public enum AnsiFrames {
    /// What turns the terminal showing `old` (nil: anything) into one showing `new`.
    public static func encode(from old: CellBuffer?, to new: CellBuffer) -> String {
        var out = ""
        let full = old == nil || old!.width != new.width || old!.height != new.height
        if full { out += "\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J" }
        for y in 0..<new.height {
            if !full, let old, (0..<new.width).allSatisfy({ old[$0, y] == new[$0, y] }) { continue }
            out += "\u{1B}[\(y + 1);1H"
            var style: Style?
            for x in 0..<new.width {
                let cell = new[x, y]
                if cell.width == 0, x > 0, new[x - 1, y].width == 2 { continue }
                if cell.style != style {
                    out += sgr(cell.style)
                    style = cell.style
                }
                let shown = cell.width == 0 || cell.character.value < 0x20 || cell.character.value == 0x7F ? " " : cell.character
                out.unicodeScalars.append(shown)
            }
            out += "\u{1B}[0m"
        }
        return out
    }

    /// The SGR sequence of `style`, from a reset.
    static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.attributes.contains(.bold) { codes.append("1") }
        if style.attributes.contains(.dim) { codes.append("2") }
        if style.attributes.contains(.underline) { codes.append("4") }
        if style.attributes.contains(.reverse) { codes.append("7") }
        if case .rgb(let r, let g, let b) = style.foreground { codes.append("38;2;\(r);\(g);\(b)") }
        if case .rgb(let r, let g, let b) = style.background { codes.append("48;2;\(r);\(g);\(b)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

/// A screen that understands what `AnsiFrames` writes (cursor moves, clears, SGR, text), to read
/// a cast's last frame back. Other sequences are skipped.
public struct AnsiScreen {
    public private(set) var buffer: CellBuffer
    private var x = 0, y = 0
    private var style = Style.plain

    public init(width: Int, height: Int) { buffer = CellBuffer(width: width, height: height) }

    public mutating func resize(width: Int, height: Int) {
        buffer = CellBuffer(width: width, height: height)
        x = 0
        y = 0
    }

    public mutating func feed(_ text: String) {
        var scalars = Array(text.unicodeScalars)[...]
        while let s = scalars.popFirst() {
            switch s {
            case "\u{1B}":
                guard scalars.first == "[" else { _ = scalars.popFirst(); continue }
                scalars = scalars.dropFirst()
                var parameters = ""
                while let p = scalars.first, (0x20...0x3F).contains(p.value) {
                    parameters.unicodeScalars.append(p)
                    scalars = scalars.dropFirst()
                }
                guard let final = scalars.popFirst() else { return }
                apply(final, parameters)
            case "\r": x = 0
            case "\n": y = min(buffer.height - 1, y + 1)
            default:
                guard s.value >= 0x20 else { continue }
                let w = CharacterWidth.of(s)
                guard w > 0, y < buffer.height else { continue }
                if x + w > buffer.width { continue }
                buffer.write(String(s), x: x, y: y, style: style)
                x += w
            }
        }
    }

    private mutating func apply(_ final: Unicode.Scalar, _ parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch final {
        case "H", "f":
            y = max(0, min(buffer.height - 1, (numbers.first.flatMap { $0 } ?? 1) - 1))
            x = max(0, min(buffer.width - 1, (numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1))
        case "J" where parameters == "2": buffer.clear()
        case "m" where !parameters.hasPrefix("?"):
            var codes = numbers.map { $0 ?? 0 }[...]
            if codes.isEmpty { codes = [0] }
            while let code = codes.popFirst() {
                switch code {
                case 0: style = .plain
                case 1: style.attributes.insert(.bold)
                case 2: style.attributes.insert(.dim)
                case 4: style.attributes.insert(.underline)
                case 7: style.attributes.insert(.reverse)
                case 22: style.attributes.subtract([.bold, .dim])
                case 24: style.attributes.remove(.underline)
                case 27: style.attributes.remove(.reverse)
                case 39: style.foreground = .default
                case 49: style.background = .default
                case 38, 48:
                    guard codes.first == 2, codes.count >= 4 else { codes.removeAll(); break }
                    let rgb = Array(codes.dropFirst().prefix(3)).map { UInt8(clamping: $0) }
                    codes = codes.dropFirst(4)
                    if code == 38 { style.foreground = .rgb(rgb[0], rgb[1], rgb[2]) } else { style.background = .rgb(rgb[0], rgb[1], rgb[2]) }
                default: break
                }
            }
        default: break
        }
    }
}
