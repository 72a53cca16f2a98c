import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// However cvsim ends, the terminal is left as it was: normal screen, no mouse tracking, cursor
/// visible, keypad transmit off.
@Suite(.enabled(if: EndToEnd.hasTmux, EndToEnd.skipReason), .serialized)
struct TerminalRestoreTests {
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case quitKey, ctrlC, sigterm, sighup, sigsegv, sigabrt
        var testDescription: String { rawValue }
        /// The exit status bash reports.
        var status: Int {
            switch self {
            case .quitKey: 0
            case .ctrlC: 128 + Int(SIGINT)
            case .sigterm: 128 + Int(SIGTERM)
            case .sighup: 128 + Int(SIGHUP)
            case .sigsegv: 128 + Int(SIGSEGV)
            case .sigabrt: 128 + Int(SIGABRT)
            }
        }
    }

    @Test(arguments: Ending.allCases)
    func terminalModesAreRestored(ending: Ending) async throws {
        _ = try EndToEnd.binary()
        let tmux = try await TmuxHarness(width: 100, height: 40)
        defer { tmux.stop() }
        await tmux.waitFor("the first frame") { $0.contains("[0, 0]") }
        // While it runs: alternate screen, mouse tracking, hidden cursor, keypad transmit.
        #expect(await tmux.terminalModes == TerminalModes(alternateScreen: true, mouse: true, cursor: false, keypad: true))
        switch ending {
        case .quitKey: await tmux.send("q")
        case .ctrlC: await tmux.send("C-c")
        case .sigterm, .sighup, .sigsegv, .sigabrt:
            let pid = try #require(await tmux.cvsimPID)
            let signal = [Ending.sigterm: SIGTERM, .sighup: SIGHUP, .sigsegv: SIGSEGV, .sigabrt: SIGABRT][ending]!
            kill(pid, signal)
        }
        let status = await tmux.waitForExit()
        #expect(status == ending.status)
        #expect(await tmux.terminalModes == .normal)
        // Back on the normal screen, which holds no trace of the viewer.
        #expect(await !tmux.screen().contains("[0, 0]"))
    }
}
