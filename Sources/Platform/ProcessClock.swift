/// The process's clocks, for frame logs and benchmarks.
public enum ProcessClock {
    /// Monotonic wall time in microseconds.
    public static func monotonicMicros() -> Int64 { monotonicNanos() / 1000 }

    /// Monotonic wall time in nanoseconds.
    public static func monotonicNanos() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }

    /// The CPU time this process has used (user + system), in microseconds.
    public static func cpuMicros() -> Int64 {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int64(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000
            + Int64(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
    }

    /// Milliseconds since the process started (Linux: `starttime`, field 22 of /proc/self/stat,
    /// in clock ticks since boot, against CLOCK_BOOTTIME; tick resolution, 10 ms).
    public static func ageMillis() -> Int64? {
        #if os(Linux)
        let fd = open("/proc/self/stat", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 1024) }
        guard n > 0 else { return nil }
        let text = String(decoding: buffer[0..<n], as: UTF8.self)
        // Fields after the command name (which may contain spaces) start after the last ')'.
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state); starttime is field 22.
        guard fields.count > 19, let ticks = Int64(fields[19]) else { return nil }
        let hz = Int64(sysconf(Int32(_SC_CLK_TCK)))
        var ts = timespec()
        clock_gettime(CLOCK_BOOTTIME, &ts)
        let now = Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
        return now - ticks * 1000 / max(1, hz)
        #else
        return nil
        #endif
    }
}
