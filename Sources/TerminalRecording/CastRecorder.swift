import TerminalCore
import Platform

/// Writes an asciicast v2 file as a session goes: frames as `"o"` events (`AnsiFrames`), input
/// bytes as `"i"` events, size changes as `"r"` events, where screenshots went as `"m"` markers;
/// each line written as it happens, so a
/// session that ends badly still leaves a cast.
public final class CastRecorder {
    private let fd: Int32
    private let start: Moment
    private var shown: CellBuffer?
    public let path: String

    /// Opens `path` (created or truncated) and writes the header.
    ///
    /// - Parameters:
    ///   - start: time zero of the cast's events.
    ///   - timestamp: the header's Unix time (nil: none, for byte-identical casts in tests).
    /// - Throws: `Asciicast.Error` naming the file when it cannot be written.
    public init(
        path: String, width: Int, height: Int, command: String, term: String?, start: Moment,
        timestamp: Int?
    ) throws(Asciicast.Error) {
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw Asciicast.Error(description: "cannot write the recording '\(path)': \(String(cString: strerror(errno)))")
        }
        self.path = path
        self.start = start
        write(Asciicast.headerLine(width: width, height: height, command: command, term: term, timestamp: timestamp))
    }

    deinit { close(fd) }

    private func seconds(_ instant: Moment) -> Double { instant.seconds(since: start) }

    /// Records a frame shown at `time`: what changed since the last one.
    public func frame(_ buffer: CellBuffer, at time: Moment) {
        if let shown, shown.width != buffer.width || shown.height != buffer.height {
            write(Asciicast.eventLine(time: seconds(time), kind: "r", data: "\(buffer.width)x\(buffer.height)"))
        }
        let text = AnsiFrames.encode(from: shown, to: buffer)
        shown = buffer
        if !text.isEmpty { write(Asciicast.eventLine(time: seconds(time), kind: "o", data: text)) }
    }

    /// Records bytes read from the terminal at `time`.
    public func input(_ bytes: [UInt8], at time: Moment) {
        write(Asciicast.eventLine(time: seconds(time), kind: "i", data: String(decoding: bytes, as: UTF8.self)))
    }

    /// Records a marker at `time` (where a screenshot went).
    public func marker(_ label: String, at time: Moment) {
        write(Asciicast.eventLine(time: seconds(time), kind: "m", data: label))
    }

    private func write(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
    }
}
