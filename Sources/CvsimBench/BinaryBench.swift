import Platform

/// The real `cvsim` binary in a pseudo-terminal, as a user runs it: time to the first frame,
/// CPU time and bytes written per one-row scroll step, and peak memory, over a waterfall of N
/// generated items.
struct BinaryBench {
    let quick: Bool
    let columns = 120
    let rows = 40

    /// This executable, which is the viewer too.
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return n > 0 ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    }

    func run(into report: inout BenchReport) throws {
        for count in quick ? [1_000, 100_000] : [1_000, 1_000_000] {
            try measure(count: count, into: &report)
        }
    }

    private func measure(count: Int, into report: inout BenchReport) throws {
        var environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": "/tmp"]
        if let path = environmentValue("PATH") { environment["PATH"] = path }
        let terminal = try PseudoTerminal(
            path: Self.executablePath(), arguments: ["run", "--items", String(count), "--layout", "waterfall", "--no-mouse"],
            columns: columns, rows: rows, environment: environment)
        guard let firstFrame = terminal.wait(for: "? help", timeoutMilliseconds: 20_000) else {
            throw BenchError("the viewer showed no frame within 20 s (bench of the binary, N = \(count))")
        }
        terminal.drain(quiet: 100)
        let repaint = terminal.bytesRead
        let label = "\(columns)×\(rows)"
        report.add(.binary, "first frame", count, Double(firstFrame), unit: "ns", extra: [:])

        // One-row scroll steps, each waited for, so that every step is drawn on its own.
        let (cpu, bytes) = terminal.scrollSteps(quick ? 150 : 600)
        report.add(.binary, "CPU per scroll step", count, cpu, unit: "ns", extra: [:])
        report.add(.scroll, label, count, bytes, unit: "B", extra: ["repaint": Double(repaint), "ratio": Double(repaint) / max(bytes, 1)])
        report.add(.binary, "peak RSS", count, Double(terminal.peakRSS()), unit: "B", extra: [:])
        terminal.send(Array("q".utf8))
        _ = terminal.waitForExit(milliseconds: 2_000)
    }
}
