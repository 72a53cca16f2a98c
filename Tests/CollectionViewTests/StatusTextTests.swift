import CollectionBasics
import TerminalCore
import CollectionLayout
import Testing

@testable import CollectionView

/// The texts around the content — status line, inspector title, failed-page footer — read whole
/// at any width, and the zoom keys.
@Suite struct StatusTextTests {
    static func status(_ view: CollectionViewState) -> String {
        screen(view).split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    /// The status line measures each field once; a naive fit that measures the whole text again
    /// for every field it tries says the same, over 5 000 seeded lines of ASCII, wide and
    /// zero-width fields at widths around theirs.
    @Test func theStatusLineFitsItsFieldsAsMeasuringTheWholeTextWould() {
        func naive(_ parts: [String], help: String?, separator: String, width: Int) -> String {
            guard let help else { return RenderPass.fitted(" " + parts.joined(separator: separator), width: width) }
            let line = " " + (parts + [help]).joined(separator: separator)
            guard CharacterWidth.of(line) > width, !parts.isEmpty else { return RenderPass.fitted(line, width: width) }
            let end = separator + help
            var kept = ""
            for part in parts {
                let next = kept.isEmpty ? " " + part : kept + separator + part
                if CharacterWidth.of(next + end) > width { break }
                kept = next
            }
            if kept.isEmpty { return RenderPass.fitted(" " + parts[0] + end, width: width, keepingEnd: end) }
            return kept + end
        }
        var random = SplitMix64(seed: 77)
        let pieces = ["focus [0, 3]", "40 items", "offset 0,-47 pt", "日本語", "drawn 6/40 elements", "e\u{301}", "", "🙂🙂", "zoom 1×", "x"]
        for _ in 0..<5_000 {
            let parts = (0..<Int(random.next() % 7)).map { _ in
                (0..<Int(1 + random.next() % 3)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined(separator: " ")
            }
            let help: String? = random.next() % 5 == 0 ? nil : "? help"
            let separator = random.next() % 2 == 0 ? " │ " : " | "
            let full = CharacterWidth.of(" " + (parts + [help ?? ""]).joined(separator: separator))
            let width = max(0, full - 12 + Int(random.next() % 20))
            let fitted = RenderPass.statusLine(parts, help: help, separator: separator, width: width)
            #expect(fitted == naive(parts, help: help, separator: separator, width: width), "\(parts) at \(width)")
        }
    }

    @Test(arguments: ["=", "0"])
    func equalsAndZeroResetTheZoom(key: String) throws {
        let view = try makeView()
        view.type("++")
        #expect(view.viewport.zoom == 1.5)
        view.type(key)
        #expect(view.viewport.zoom == 1)
        view.type("--")
        #expect(view.viewport.zoom == 0.5)
        view.type(key)
        #expect(view.viewport.zoom == 1)
        view.type(key)
        #expect(view.viewport.zoom == 1, "a reset at 1× stays there")
    }

    @Test func theHelpListsTheZoomKeys() {
        let help = KeyMap.helpLines(layoutNames: ["waterfall"])
        #expect(help.contains("+ - =       zoom in / out / back to 1× (also 0)"))
    }

    /// A zoom step's message stands in for the zoom field (said once, first, so a narrow line
    /// shows it too); "? help" stays on the line.
    @Test func aZoomStepDoesNotRepeatTheZoomField() throws {
        let view = try makeView(width: 120, height: 20)
        view.type("+")
        let line = Self.status(view).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        #expect(line.components(separatedBy: "zoom").count == 2, "\(line)")
        #expect(line.hasPrefix(" zoom 1.25× │ waterfall"), "\(line)")
        #expect(line.hasSuffix("│ ? help"), "\(line)")
        view.type("++++++")
        #expect(view.chrome.statusMessage == "zoom 4× is the largest")
    }

    /// At any width, with or without a message, the line ends with "? help" and is cut with `…`.
    @Test(arguments: [24, 40, 60, 90, 200])
    func helpStaysAtTheEndOfTheStatusLine(width: Int) throws {
        let view = try makeView(width: width, height: 20)
        for message in [nil, "there is no layout 9", String(repeating: "long message ", count: 20)] {
            view.setStatus(message)
            let line = Self.status(view).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
            #expect(line.hasSuffix("│ ? help"), "width \(width): \(line)")
            #expect(CharacterWidth.of(line) <= width)
            if let message, CharacterWidth.of(" \(message) │ ? help") <= width { #expect(line.contains(message)) }
        }
    }

    @Test func theStatusLineWholeAtAPhoneWidth() throws {
        let view = try makeView(width: 40, height: 10)
        view.setStatus("there is no layout 9")
        #expect(Self.status(view) == " there is no layout 9 │ ? help" + String(repeating: " ", count: 10))
        view.setStatus(nil)
        #expect(Self.status(view) == " waterfall │ focus [0, 0] │ ? help" + String(repeating: " ", count: 6))
        view.setStatus("a message far too long for a phone's status line, which is cut")
        #expect(Self.status(view) == " a message far too long for a… │ ? help ")
    }

    /// With nothing focused the inspector's box is still as wide as its title.
    @Test func theInspectorTitleIsWholeWithoutAFocus() throws {
        let view = try makeView(SimpleCollectionData(sections: []), width: 60, height: 12)
        view.type("I")
        #expect(view.interaction.focus == nil)
        let rows = screen(view).split(separator: "\n").map(String.init)
        #expect(rows[0] == String(repeating: " ", count: 34) + "┌─ Inspector (I closes) ─┐")
        #expect(rows[1] == String(repeating: " ", count: 34) + "│ no focused item        │")
    }

    /// The failed footer keeps "(R retries)" at a phone's width, cutting the message instead.
    @Test func theFailedFooterKeepsRRetriesAtPhoneWidth() throws {
        let data = FeedData(count: 20)
        let view = try makeView(data, width: 40, height: 20)
        view.press(.end)
        data.status = .failed("the page source did not answer within 10 s (timed out)")
        view.tick(now: 0.3)
        let footer = try #require(screen(view, now: 0.3).split(separator: "\n").first { $0.contains("!") })
        #expect(String(footer) == "! the page source did not a… (R retries)")
    }

    @Test func fittedCutsTheMiddleAndKeepsTheEnd() {
        #expect(RenderPass.fitted("abcdefghij", width: 20) == "abcdefghij")
        #expect(RenderPass.fitted("abcdefghij", width: 6) == "abcde…")
        #expect(RenderPass.fitted("abcdefghij", width: 6, keepingEnd: "hij") == "ab…hij")
        #expect(RenderPass.fitted("abcdefghij", width: 3, keepingEnd: "hij") == "ab…")
        #expect(RenderPass.fitted("日本語テキスト", width: 7) == "日本語…")
    }
}
