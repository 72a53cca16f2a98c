import Platform
import TerminalCore

/// Per-frame measurements appended to a file: one line a presented frame,
/// `frame=N cause=KEY full=0|1 cells=C bytes=B step_us=T cpu_us=U render_us=R present_us=P`,
/// where `step_us` and `cpu_us` are the wall and CPU (user + system) time from reading the event
/// to the end of `doupdate` (measuring itself included: a few syscalls), `render_us` the view's
/// drawing into the cell buffer, `present_us` the diff, the curses calls and `doupdate`, `cells`
/// the cells handed to curses and `bytes` what `doupdate` wrote to the terminal; `paint_us` and
/// `doupdate_us` split `present_us`. The first line, `cause=start`, carries
/// `since_launch_ms`, the time from process start to the first frame on screen.
public final class FrameLog {
    private let fd: Int32

    /// A log writing to `path`, or nil without a path or when it cannot be opened.
    public init?(path: String?) {
        guard let path, !path.isEmpty else { return nil }
        fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_TRUNC, 0o644)
        guard fd >= 0 else { return nil }
    }

    deinit { close(fd) }

    /// A step's start: monotonic wall time and process CPU time, in microseconds.
    public struct Mark: Sendable {
        var wall: Int64
        var cpu: Int64
    }

    func startStep() -> Mark { Mark(wall: ProcessClock.monotonicMicros(), cpu: ProcessClock.cpuMicros()) }

    func record(cause: String, since mark: Mark, render: Int64, present: Int64, backend: any TerminalBackend) {
        let stats = backend.presentStatistics
        var line = "frame=\(stats.frames) cause=\(cause) full=\(stats.lastWasFullRepaint ? 1 : 0)"
        line += " cells=\(stats.lastChangedCells) bytes=\(stats.lastBytesWritten)"
        line += " step_us=\(ProcessClock.monotonicMicros() - mark.wall) cpu_us=\(ProcessClock.cpuMicros() - mark.cpu)"
        line += " render_us=\(render) present_us=\(present)"
        line += " paint_us=\(stats.lastPaintMicros) doupdate_us=\(stats.lastUpdateMicros) shift=\(stats.lastShift)"
        if stats.frames == 1, let launch = ProcessClock.ageMillis() { line += " since_launch_ms=\(launch)" }
        line += "\n"
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count) }
    }

    static func describe(_ event: InputEvent) -> String {
        switch event {
        case .key(let key):
            switch key {
            case .character(let c): return c == " " ? "space" : "char:\(c)"
            case .ctrl(let c): return "ctrl:\(c)"
            default: return "\(key)"
            }
        case .mousePress: return "press"
        case .mouseDrag: return "drag"
        case .mouseRelease: return "release"
        case .wheel: return "wheel"
        case .resize: return "resize"
        }
    }
}
