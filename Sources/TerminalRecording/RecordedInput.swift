import TerminalCore

/// Input read back from a recording: the bytes of each read, decoded as the terminal's reader
/// decodes them.
public enum RecordedInput {
    /// The events in `chunks`, each chunk one read of the terminal: a sequence cut at a chunk's
    /// end is resolved there (a lone ESC is Escape), as the reader does when no more bytes come.
    public static func events(in chunks: [[UInt8]]) -> [InputEvent] {
        chunks.flatMap { InputDecoder.events(in: $0) }
    }
}
