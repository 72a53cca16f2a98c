import CollectionLayout
import Foundation
import Testing

@testable import LayoutPicture

@Suite struct SVGWriterTests {
    // MARK: - Fixtures

    /// One of every kind of element: cells (light, dark, tiny), a header pinned at the offset, a
    /// footer, a background, a badge, and a cell of an orthogonal section past the content's width.
    static func everyKind(extent: Picture.Extent) -> Picture {
        func cell(_ s: Int, _ i: Int, _ f: Rect, _ title: String, _ color: String) -> PictureElement {
            PictureElement(attributes: .cell(IndexPath(section: s, item: i), frame: f), title: title, color: color)
        }
        let elements = [
            PictureElement(
                attributes: LayoutAttributes(
                    category: .decoration, kind: .background, indexPath: IndexPath(section: 0, item: 0),
                    frame: Rect(x: 4, y: 40, width: 192, height: 150), zIndex: ZIndex.background)),
            cell(0, 0, Rect(x: 10, y: 50, width: 80, height: 60), "Amber <Harbor> & \"Co\"", "#e63c3c"),
            cell(0, 1, Rect(x: 100, y: 50, width: 90, height: 60), "A title far too long for its cell", "#3ce69f"),
            cell(0, 2, Rect(x: 10, y: 120, width: 40, height: 20), "Tiny", "#3c9ae6"),
            cell(0, 3, Rect(x: 60, y: 120, width: 2, height: 2), "", "not a colour"),
            cell(1, 0, Rect(x: 230, y: 230, width: 60, height: 60), "Past the width", "#ad3ce6"),
            PictureElement(
                attributes: LayoutAttributes(
                    category: .supplementary, kind: .header, indexPath: IndexPath(section: 0, item: 0),
                    frame: Rect(x: 0, y: 20, width: 200, height: 30), zIndex: 2),
                title: "Section 1", isPinned: true),
            PictureElement(
                attributes: LayoutAttributes(
                    category: .supplementary, kind: .footer, indexPath: IndexPath(section: 0, item: 0),
                    frame: Rect(x: 0, y: 190, width: 200, height: 24), zIndex: ZIndex.supplementary),
                title: "Section 1"),
            PictureElement(
                attributes: LayoutAttributes(
                    category: .supplementary, kind: "badge", indexPath: IndexPath(section: 0, item: 0),
                    frame: Rect(x: 78, y: 42, width: 40, height: 20), zIndex: 20)),
        ]
        return Picture(
            extent: extent, visibleRect: Rect(x: 0, y: 20, width: 200, height: 180), contentSize: Size(width: 200, height: 300),
            caption: ["kinds.json (compositional)", "200×180 pt · offset 0,20"], elements: elements)
    }

    // MARK: - Golden pictures

    @Test(arguments: [("every-kind-whole", Picture.Extent.whole), ("every-kind-screen", .screen)])
    func everyKindOfElementDrawsAsRecorded(name: String, extent: Picture.Extent) {
        assertSVGSnapshot(SVGWriter.svg(Self.everyKind(extent: extent)), named: name)
    }

    // MARK: - Behaviour

    @Test func theSamePictureGivesTheSameBytesInAnyElementOrder() {
        let picture = Self.everyKind(extent: .whole)
        var shuffled = picture
        var rng = SplitMix64(seed: 7)
        for _ in 0..<20 {
            shuffled.elements.shuffle(using: &rng)
            #expect(SVGWriter.svg(shuffled) == SVGWriter.svg(picture))
        }
    }

    @Test func aScreenPictureLeavesOutWhatIsNotOnTheScreen() {
        let svg = SVGWriter.svg(Self.everyKind(extent: .screen))
        #expect(!svg.contains("Past the width"))
        #expect(svg.contains("clip-path=\"url(#screen)\""))
        #expect(!svg.contains("class=\"off\""))
    }

    @Test func aWholePictureFadesWhatLiesOutsideTheContent() {
        let svg = SVGWriter.svg(Self.everyKind(extent: .whole))
        #expect(svg.contains("<g class=\"off\"><rect class=\"cell\" x=\"230\" y=\"230\""))
        #expect(svg.contains("class=\"vis\" x=\"0\" y=\"20\" width=\"200\" height=\"180\""))
        // The region grows to take in the cell past the width: 290 pt wide, plus margins.
        let region = Self.everyKind(extent: .whole).region
        #expect(region == Rect(x: 0, y: 0, width: 290, height: 300))
    }

    @Test func elementsDrawByZIndexThenCategory() {
        let svg = SVGWriter.svg(Self.everyKind(extent: .whole))
        let background = svg.range(of: "class=\"bg\"")!.lowerBound
        let cell = svg.range(of: "class=\"cell\"")!.lowerBound
        let header = svg.range(of: "class=\"hdr\"")!.lowerBound
        let footer = svg.range(of: "class=\"ftr\"")!.lowerBound
        let badge = svg.range(of: "class=\"badge\"")!.lowerBound
        #expect(background < cell && cell < header && header < footer && footer < badge)
    }

    @Test func textIsEscapedAndCutToItsCell() {
        let svg = SVGWriter.svg(Self.everyKind(extent: .whole))
        // 70 pt of room in the first cell, 80 in the second: 9 and 10 characters at 7.5 pt.
        #expect(svg.contains(">Amber &lt;H…</text>"))
        #expect(svg.contains(">A title f…</text>"))
        #expect(!svg.contains("<Harbor>"))
        #expect(SVGWriter.escaped("a\u{1}b&'\"") == "ab&amp;&apos;&quot;")
    }

    @Test(arguments: [
        (0.0, "0"), (12.0, "12"), (12.5, "12.5"), (12.25, "12.25"), (12.05, "12.05"), (-0.25, "-0.25"),
        (86.666666, "86.67"), (0.004, "0"), (-3.0, "-3"), (1e9, "1000000000"), (Double.nan, "0"),
    ])
    func numbersAreWrittenToTheHundredth(value: Double, text: String) {
        #expect(SVGWriter.n(value) == text)
    }

    @Test(arguments: [("#E63C3C", "#e63c3c"), ("#12345", "#8e8e93"), ("red", "#8e8e93"), ("#12345g", "#8e8e93")])
    func coloursAreCheckedBeforeTheyAreWritten(color: String, written: String) {
        #expect(SVGWriter.validColor(color) == written)
    }

    @Test func aTenThousandElementPictureIsWrittenWhole() {
        let elements = (0..<10_000).map { i in
            PictureElement(
                attributes: .cell(IndexPath(section: 0, item: i), frame: Rect(x: Double(i % 4) * 100, y: Double(i / 4) * 60, width: 90, height: 50)),
                title: "Item \(i)", color: "#3c9ae6")
        }
        let picture = Picture(
            extent: .whole, visibleRect: Rect(x: 0, y: 0, width: 390, height: 844), contentSize: Size(width: 390, height: 150_000),
            caption: ["big"], elements: elements)
        let svg = SVGWriter.svg(picture)
        #expect(svg.components(separatedBy: "<rect class=\"cell\"").count - 1 == 10_000)
        #expect(svg.hasSuffix("</g>\n</svg>\n"))
    }
}
