import CollectionBasics
import Foundation
import TerminalCore
import Testing

@testable import TerminalUI

/// `TerminalInput` over a pipe: the drain after a key costs no system call, and never leaves
/// input unread.
struct TerminalInputTests {
    /// A pipe whose read end the input reads; bytes go in through `send`.
    final class Pipe {
        let read: Int32, write: Int32
        init() throws {
            var fds: [Int32] = [-1, -1]
            try #require(pipe(&fds) == 0)
            (read, write) = (fds[0], fds[1])
        }
        func send(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { Foundation.write(write, $0.baseAddress, $0.count) } }
        deinit {
            close(read)
            close(write)
        }
    }

    static func key(_ result: TerminalInput.Result) -> Key? {
        if case .event(.key(let key)) = result { key } else { nil }
    }

    @Test func theDrainAfterAReadTakesWhatCameWithItAndPollsAgainWhenAskedTwice() throws {
        let pipe = try Pipe()
        let input = TerminalInput(fd: pipe.read)
        defer { input.close() }
        pipe.send("ab")
        #expect(Self.key(input.read(timeout: nil)) == .character("a"))
        // What the read brought is taken without waiting.
        #expect(Self.key(input.read(timeout: 0)) == .character("b"))
        // A byte that comes after the read: the drain right after it does not look (the read
        // took all there was) …
        pipe.send("c")
        #expect(input.read(timeout: 0) == .timeout)
        // … but the next zero-timeout read does, and so does any wait.
        #expect(Self.key(input.read(timeout: 0)) == .character("c"))
        pipe.send("d")
        #expect(input.read(timeout: 0) == .timeout, "the drain after the read that took c")
        #expect(Self.key(input.read(timeout: 0)) == .character("d"))
        #expect(input.read(timeout: 0) == .timeout)
        #expect(input.read(timeout: 0) == .timeout, "nothing there: polled, and nothing came")
        pipe.send("e")
        #expect(Self.key(input.read(timeout: 50)) == .character("e"))
    }

    @Test func aLoopThatAsksAtOnceForeverStillReadsEveryKey() throws {
        // (An animation behind time asks with a zero timeout at every turn.)
        let pipe = try Pipe()
        let input = TerminalInput(fd: pipe.read)
        defer { input.close() }
        var random = SplitMix64(seed: 5)
        var sent: [Character] = [], got: [Character] = []
        for turn in 0..<2_000 {
            if random.next() % 3 == 0 {
                let character = Character(UnicodeScalar(UInt8(97 + turn % 26)))
                sent.append(character)
                pipe.send(String(character))
            }
            if case .character(let c)? = Self.key(input.read(timeout: 0)) { got.append(c) }
        }
        for _ in 0..<4 {
            if case .character(let c)? = Self.key(input.read(timeout: 0)) { got.append(c) }
        }
        #expect(got == sent)
    }
}
