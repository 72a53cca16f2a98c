import TerminalCore

extension TargetBench {
    /// The keys of the headless run: scrolling, paging, focus moves, edits and their undos,
    /// layout switches, the help, far jumps — 100 in all.
    static let headlessKeys =
        "Down*20,PgDn*5,Up*5,PgUp*2,Tab*15,S-Tab*3,j*5,l*2,k*3,h*2,i*5,d*3,u*8,2,3,4,1,?,Esc,End,Home,r,r,+,-,<,>,I,Esc,Right*2,Down*4"

    /// `cvsim run --items 1000000 --headless --keys …` with 100 keys, in this process: the
    /// command line's parsing, the scene, the whole app loop on the test backend (animations on
    /// its virtual clock), the final screen.
    func headlessRun(into report: inout BenchReport) throws {
        let steps = try KeyScript.parse(Self.headlessKeys)
        guard steps.count == 100 else { throw BenchError("the headless bench presses 100 keys, not \(steps.count)") }
        var times: [Double] = []
        for _ in 0..<(quick ? 2 : 5) {
            times.append(
                try Measure.time {
                    try commands.runHeadless(
                        arguments: ["--items", "1000000", "--headless", "--size", "120x40", "--keys", Self.headlessKeys],
                        script: steps, columns: 120, rows: 40)
                })
        }
        report.add(.target, "headless run of 100 keys (--keys, the whole app loop)", 1_000_000, Samples(times).median, unit: "ns", extra: ["target": 1_000_000_000])
    }
}
