
/// Turns the bytes a terminal sends into events, whatever `TERM` says: pure, so every sequence
/// can be tested without a terminal.
///
/// It knows the common encodings of the keys the view uses — xterm (`CSI A`, `CSI H`, `SS3 H`,
/// `CSI 1;5A` with modifiers), VT220 and the Linux console (`CSI 1~` Home, `CSI 4~` End,
/// `CSI [A` F1), rxvt (`CSI 7~`, `CSI 8~`, `CSI 2$`, `CSI a`, `SS3 a`), tmux and screen (which
/// send the VT220 forms) — and mouse reports in the SGR (`CSI < b;x;y M`) and X10 (`CSI M bxy`)
/// forms. Modifiers are dropped (Ctrl-Home is Home). Any other control sequence is swallowed
/// whole, so none of its bytes becomes a key.
///
/// Text is UTF-8. An invalid byte — a stray continuation byte, a lead byte not followed by
/// continuation bytes, 0xC0, 0xC1, 0xF5–0xFF, an overlong or surrogate encoding — is dropped
/// at once, and the bytes after it are decoded as if it were not there. Only a sequence cut
/// short at the end of what has arrived waits, and only until the caller says no more is coming
/// (`final`), which the session does after a short delay: then a lone ESC is Escape and a cut
/// UTF-8 character or control sequence is dropped.
package struct InputDecoder {
    package init() {}

    /// Bytes received and not yet decoded.
    private(set) var pending: [UInt8] = []
    /// Where decoding resumes in `pending` (consumed bytes are removed in batches).
    private var start = 0

    /// The longest control sequence kept; a longer one is garbage and is dropped.
    package static let maximumSequenceLength = 64

    /// What one decoding step found.
    package enum Step: Equatable {
        /// An event.
        case event(InputEvent)
        /// Bytes that are no event (an unknown sequence, an invalid byte) were dropped.
        case skipped
        /// What is left is the start of a sequence: more bytes, or `final`, are needed.
        case incomplete
        /// Nothing is left.
        case empty
    }

    /// Whether undecoded bytes remain.
    package var hasPending: Bool { start < pending.count }

    /// Adds bytes read from the terminal.
    ///
    /// Not generic: the session calls it for every key, from another module, where a generic
    /// call would go through the runtime's witness tables (a measurable part of a scroll step).
    package mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        if start > 0, start >= pending.count / 2 {
            pending.removeFirst(start)
            start = 0
        }
        pending.append(contentsOf: bytes)
    }

    /// Adds bytes read from the terminal.
    package mutating func feed(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { feed($0) }
    }

    /// Decodes the next step. With `final`, an incomplete sequence at the end is resolved (a lone
    /// ESC becomes Escape, anything else is dropped) instead of waiting.
    ///
    /// - Complexity: O(length of one sequence).
    package mutating func next(final: Bool = false) -> Step {
        guard start < pending.count else {
            pending.removeAll(keepingCapacity: true)
            start = 0
            return .empty
        }
        let result = pending.withUnsafeBufferPointer { Self.decode($0[start...], final: final) }
        guard let (consumed, event) = result else { return .incomplete }
        start += max(1, consumed)
        return event.map(Step.event) ?? .skipped
    }

    /// All events in `bytes`, as if nothing more came after them (for tests).
    package static func events(in bytes: [UInt8]) -> [InputEvent] {
        var decoder = InputDecoder()
        decoder.feed(bytes)
        var events: [InputEvent] = []
        while true {
            switch decoder.next(final: true) {
            case .event(let event): events.append(event)
            case .skipped: continue
            case .incomplete, .empty: return events
            }
        }
    }

    // MARK: - Decoding

    /// The bytes consumed and the event they make (nil: none), or nil when `bytes` starts with an
    /// incomplete sequence and `final` is false.
    package static func decode(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, final: Bool) -> (Int, InputEvent?)? {
        let b = bytes[bytes.startIndex]
        switch b {
        case 0x1B: return escape(bytes, final: final)
        case 0x00...0x7F: return (1, KeyDecoder.key(character: UInt32(b)).map(InputEvent.key))
        default: return utf8(bytes, final: final)
        }
    }

    /// A UTF-8 character starting with a byte ≥ 0x80, or the invalid bytes to drop.
    private static func utf8(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, final: Bool) -> (Int, InputEvent?)? {
        let i = bytes.startIndex
        let lead = bytes[i]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return (1, nil)  // a stray continuation byte, 0xC0, 0xC1, 0xF5–0xFF
        }
        for k in 1..<length {
            guard i + k < bytes.endIndex else { return final ? (k, nil) : nil }
            let next = bytes[i + k]
            // Not a continuation: the lead byte (and what followed it) is dropped; `next` starts afresh.
            guard next & 0xC0 == 0x80 else { return (k, nil) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return (length, nil) }
        return (length, KeyDecoder.key(character: value).map(InputEvent.key))
    }

    /// ESC alone (Escape), ESC followed by a CSI or SS3 sequence, or ESC before another key
    /// (Escape; the key is decoded on its own next).
    private static func escape(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, final: Bool) -> (Int, InputEvent?)? {
        let i = bytes.startIndex
        guard i + 1 < bytes.endIndex else { return final ? (1, .key(.escape)) : nil }
        switch bytes[i + 1] {
        case UInt8(ascii: "["): return csi(bytes, final: final)
        case UInt8(ascii: "O"): return ss3(bytes, final: final)
        default: return (1, .key(.escape))
        }
    }

    /// `ESC O` and one final byte (optionally after modifier digits).
    private static func ss3(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, final: Bool) -> (Int, InputEvent?)? {
        let i = bytes.startIndex
        var j = i + 2
        while j < bytes.endIndex, (0x30...0x3F).contains(bytes[j]) { j += 1 }
        guard j < bytes.endIndex else { return final ? (j - i, nil) : nil }
        let last = bytes[j]
        guard (0x40...0x7E).contains(last) else { return (j - i, nil) }  // broken: drop what came before
        let key: Key?
        switch Unicode.Scalar(last) {
        case "A", "a", "B", "b", "C", "c", "D", "d", "H", "F", "P", "Q", "R", "S": key = finalKey(last)
        case "M": key = .enter
        case "p"..."y": key = .character(Character(Unicode.Scalar(last - UInt8(ascii: "p") + UInt8(ascii: "0"))))
        case "k": key = .character("+")
        case "m": key = .character("-")
        case "n": key = .character(".")
        case "j": key = .character("*")
        case "o": key = .character("/")
        default: key = nil
        }
        return (j - i + 1, key.map(InputEvent.key))
    }

    /// `ESC [` parameters, intermediates and a final byte; the Linux console's `ESC [ [ A`; an
    /// X10 mouse report `ESC [ M b x y`.
    private static func csi(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, final: Bool) -> (Int, InputEvent?)? {
        let i = bytes.startIndex
        var j = i + 2
        func incomplete() -> (Int, InputEvent?)? { final ? (j - i, nil) : nil }
        guard j < bytes.endIndex else { return incomplete() }
        if bytes[j] == UInt8(ascii: "[") {
            // Linux console F1–F5: ESC [ [ A … E.
            j += 1
            guard j < bytes.endIndex else { return incomplete() }
            let letter = bytes[j]
            let key: Key? = (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter)
                ? .function(Int(letter - UInt8(ascii: "A")) + 1) : nil
            return (j - i + 1, key.map(InputEvent.key))
        }
        let parametersStart = j
        while j < bytes.endIndex, (0x30...0x3F).contains(bytes[j]) { j += 1 }
        let parametersEnd = j
        // rxvt ends shifted keys with `$` (ESC [ 2 $): an intermediate byte by the standard, but
        // final here when it follows digits.
        if j < bytes.endIndex, bytes[j] == UInt8(ascii: "$"), j > parametersStart {
            return (j - i + 1, tilde(parameters(bytes, parametersStart, parametersEnd)))
        }
        while j < bytes.endIndex, (0x20...0x2F).contains(bytes[j]) { j += 1 }
        guard j < bytes.endIndex else {
            return j - i > maximumSequenceLength ? (j - i, nil) : incomplete()
        }
        let last = bytes[j]
        // A byte that cannot be in a sequence: the sequence is broken; drop it up to that byte.
        guard (0x40...0x7E).contains(last) else { return (j - i, nil) }
        let consumed = j - i + 1
        let private0 = parametersStart < parametersEnd ? bytes[parametersStart] : 0
        if private0 == UInt8(ascii: "<"), last == UInt8(ascii: "M") || last == UInt8(ascii: "m") {
            let numbers = parameters(bytes, parametersStart + 1, parametersEnd)
            guard numbers.count == 3 else { return (consumed, nil) }
            return (consumed, mouse(button: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1, released: last == UInt8(ascii: "m")))
        }
        if last == UInt8(ascii: "M"), parametersStart == parametersEnd, j == parametersEnd {
            // X10 mouse: three more bytes, each value + 32.
            guard j + 3 < bytes.endIndex else { return final ? (bytes.endIndex - i, nil) : nil }
            let button = Int(bytes[j + 1]) - 32
            let x = Int(bytes[j + 2]) - 33, y = Int(bytes[j + 3]) - 33
            return (consumed + 3, mouse(button: button, x: x, y: y, released: button & 3 == 3 && button & 64 == 0))
        }
        // Private sequences (`<`, `=`, `>`, `?` first) are replies, not keys.
        guard private0 < 0x3C else { return (consumed, nil) }
        let numbers = parameters(bytes, parametersStart, parametersEnd)
        let key: Key?
        switch Unicode.Scalar(last) {
        case "R": key = numbers.count >= 2 && numbers[0] != 1 ? nil : .function(3)  // CSI r;c R is a cursor report
        case "A", "a", "B", "b", "C", "c", "D", "d", "H", "F", "P", "Q", "S": key = finalKey(last)
        case "Z": key = .backTab
        case "~", "^", "@": return (consumed, tilde(numbers))
        default: key = nil
        }
        return (consumed, key.map(InputEvent.key))
    }

    /// The key a final byte names after both SS3 and CSI: arrows (lower case: rxvt's with Ctrl),
    /// Home, End and F1–F4.
    private static func finalKey(_ last: UInt8) -> Key? {
        switch Unicode.Scalar(last) {
        case "A", "a": return .up
        case "B", "b": return .down
        case "C", "c": return .right
        case "D", "d": return .left
        case "H": return .home
        case "F": return .end
        case "P": return .function(1)
        case "Q": return .function(2)
        case "R": return .function(3)
        case "S": return .function(4)
        default: return nil
        }
    }

    /// The VT220 keys `CSI n ~` (rxvt also ends them with `^`, `@`, `$` for modifiers).
    private static func tilde(_ numbers: [Int]) -> InputEvent? {
        let key: Key?
        switch numbers.first ?? 0 {
        case 1, 7: key = .home
        case 2: key = .insert
        case 3: key = .delete
        case 4, 8: key = .end
        case 5: key = .pageUp
        case 6: key = .pageDown
        case 11...15: key = .function(numbers[0] - 10)
        case 17...21: key = .function(numbers[0] - 11)
        case 23...26: key = .function(numbers[0] - 12)
        case 28, 29: key = .function(numbers[0] - 13)
        case 31...34: key = .function(numbers[0] - 14)
        default: key = nil  // 200/201 (bracketed paste) and anything unknown
        }
        return key.map(InputEvent.key)
    }

    /// The numbers of a parameter string (`1;5`), missing ones as 0.
    private static func parameters(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ from: Int, _ to: Int) -> [Int] {
        var numbers: [Int] = []
        var current = 0
        var j = from
        while j < to {
            let c = bytes[j]
            if c == UInt8(ascii: ";") || c == UInt8(ascii: ":") {
                numbers.append(current)
                current = 0
            } else if (0x30...0x39).contains(c) {
                current = min(current * 10 + Int(c - 0x30), 1 << 20)
            }
            j += 1
        }
        numbers.append(current)
        return numbers
    }

    /// A mouse report: button 0 pressed, dragged or released, or the wheel.
    private static func mouse(button: Int, x: Int, y: Int, released: Bool) -> InputEvent? {
        guard x >= 0, y >= 0 else { return nil }
        if button & 64 != 0 {
            switch button & 3 {
            case 0: return .wheel(delta: -1, x: x, y: y)
            case 1: return .wheel(delta: 1, x: x, y: y)
            default: return nil
            }
        }
        if released { return .mouseRelease(x: x, y: y) }
        guard button & 3 == 0 else { return nil }
        return button & 32 != 0 ? .mouseDrag(x: x, y: y) : .mousePress(x: x, y: y)
    }
}
