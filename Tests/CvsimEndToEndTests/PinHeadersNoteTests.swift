import CollectionLayout
import Foundation
import Testing

@testable import cvsim

/// `--pin-headers` with no header to pin says so: a note on stderr from `cvsim layout`, the
/// status line's first message in the viewer.
@Suite struct PinHeadersNoteTests {
    static let note = "--pin-headers: there are no section headers to pin (give --header-height P)"

    @Test func layoutNotesItOnStderrAndStillPrints() throws {
        let result = try CLI.run(["layout", "--items", "3", "--pin-headers"])
        #expect(result.status == 0)
        #expect(result.stderr == "cvsim: note: \(Self.note)\n")
        #expect(result.stdout.hasPrefix(#"{"layout":"waterfall""#))
        let withHeaders = try CLI.run(["layout", "--items", "3", "--pin-headers", "--header-height", "30"])
        #expect(withHeaders.status == 0)
        #expect(withHeaders.stderr.isEmpty)
    }

    @Test func theViewerSaysItOnTheStatusLine() throws {
        let without = try RunCommand.parse(["--items", "3", "--pin-headers"]).makeScene()
        #expect(without.view.chrome.statusMessage == Self.note)
        let with = try RunCommand.parse(["--items", "3", "--pin-headers", "--header-height", "30"]).makeScene()
        #expect(with.view.chrome.statusMessage == nil)
    }

    /// A data source that asks for a header of its own (a delegate's header height) has one to pin;
    /// a dataset's header text alone does not make a header (the height does).
    @Test func aSectionsOwnHeaderHeightIsAHeaderToPin() throws {
        let options = try LayoutOptions.parse(["--pin-headers"])
        #expect(try options.pinHeadersNote(data: StaticDataSource(counts: [2, 2])) == Self.note)
        let asking = StaticDataSource(sections: [[.none], [.none]], headerHeights: [nil, 24])
        #expect(try options.pinHeadersNote(data: asking) == nil)
        let path = try CLI.temporaryFile(
            "headers.json", contents: #"{"sections": [{"title": "A", "header": "Fruits", "items": [{"id": "a"}]}]}"#)
        let result = try CLI.run(["layout", "--data", path, "--pin-headers"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "cvsim: note: \(Self.note)\n")
    }
}
