import Testing

@testable import CvsimBench

#if canImport(Glibc)
import Glibc
#endif

/// The harness that runs the real binary in a pseudo-terminal, on small programs. The waits are
/// long (a minute): a test run starved of CPU by the property tests must not fail a program that
/// answers; one that never answers still fails.
@Suite struct PseudoTerminalTests {
    @Test func theProgramSeesATerminalOfTheSizeAskedFor() throws {
        let terminal = try PseudoTerminal(
            path: "/bin/sh", arguments: ["-c", "stty size; test -t 0 && test -t 1 && echo tty-ok"], columns: 120, rows: 40,
            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"])
        #expect(terminal.wait(for: "tty-ok", timeoutMilliseconds: 60_000) != nil)
        #expect(terminal.text().contains("40 120"))
        #expect(terminal.waitForExit(milliseconds: 60_000) == 0)
    }

    @Test func sentBytesReachTheProgramAndItsOutputIsCounted() throws {
        // `head -c 6` echoes nothing itself (the terminal's echo is off) and writes back what it read.
        let terminal = try PseudoTerminal(
            path: "/bin/sh", arguments: ["-c", "stty -echo raw; echo ready; head -c 6; echo; echo end"], columns: 80, rows: 24,
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(terminal.wait(for: "ready", timeoutMilliseconds: 60_000) != nil)
        let before = terminal.bytesRead
        terminal.send(Array("abcdef".utf8))
        #expect(terminal.wait(for: "end", timeoutMilliseconds: 60_000) != nil)
        #expect(terminal.text().contains("abcdef"))
        #expect(terminal.bytesRead - before >= 6)
    }
}

@Suite struct TextTableTests {
    @Test func columnsAreAlignedLeftThenRight() {
        let table = TextTable(header: ["what", "N", "value"], rows: [["a row", "1 000", "3 ms"], ["b", "10", "12.5 ms"]])
        #expect(
            table.lines() == [
                "what       N    value",
                "-----  -----  -------",
                "a row  1 000     3 ms",
                "b         10  12.5 ms",
            ])
    }
}
