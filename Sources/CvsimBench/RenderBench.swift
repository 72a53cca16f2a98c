import LayoutPicture

/// `cvsim render --whole` of 10 000 elements, headless: the layout's elements, their titles and
/// colours, the pinned check and the SVG text (no process start, no file writing), beside its
/// target; and the SVG writer alone.
struct RenderBench {
    let quick: Bool
    let commands: any BenchedCommands

    /// 10 000 generated cells (heights 50–199 pt) in a waterfall of 40 columns: about 34 000 pt of
    /// content, inside `--whole`'s cap of 100 000 pt.
    static let arguments = [
        "--layout", "waterfall", "--items", "10000", "--columns", "40", "--line-spacing", "2", "--interitem-spacing", "2",
        "--header-height", "30", "--whole",
    ]

    func run(into report: inout BenchReport) throws {
        let makePicture = try commands.pictureMaker(arguments: Self.arguments)
        var bytes = 0
        let repetitions = quick ? 5 : 15
        let whole = try Measure.samples(warmup: 1, repetitions: repetitions) {
            bytes = SVGWriter.svg(try makePicture()).utf8.count
        }
        let picture = try makePicture()
        let writer = Measure.samples(warmup: 1, repetitions: repetitions) { bytes = SVGWriter.svg(picture).utf8.count }
        report.add(
            .picture, "a \(Format.count(picture.elements.count))-element SVG, 40-column waterfall", picture.elements.count,
            whole.median, unit: "ns", extra: ["target": 100_000_000, "p99": whole.p99])
        report.add(
            .picture, "  of which the SVG writer (\(Format.count(bytes)) bytes)", picture.elements.count, writer.median, unit: "ns",
            extra: ["target": 100_000_000, "p99": writer.p99])
    }
}
