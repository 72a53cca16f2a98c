import CollectionLayout
import Testing

@Suite struct TextMetricsTests {
    /// AX3 is 40 pt: a narrow character advances 20 pt, a wide one 40, a line is 48 high, so
    /// heights are whole numbers.
    let ax3 = CellTextStyle(category: .accessibilityExtraLarge)

    @Test func bodySizesFollowUIKit() {
        #expect(ContentSizeCategory.allCases.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ContentSizeCategory.default == .large)
        #expect(ContentSizeCategory.accessibilityExtraLarge.shortName == "AX3")
    }

    @Test(arguments: [
        ("xS", ContentSizeCategory.extraSmall), ("AX5", .accessibilityExtraExtraExtraLarge), ("large", .large),
        ("UIContentSizeCategoryExtraExtraLarge", .extraExtraLarge), ("accessibilitymedium", .accessibilityMedium), ("xxxl", .extraExtraExtraLarge),
    ])
    func categoriesAreNamedAsUIKitNamesThem(name: String, category: ContentSizeCategory) {
        #expect(ContentSizeCategory(named: name) == category)
    }

    @Test(arguments: ["", "huge", "AX6", "extra small", "accessibilitySmall"])
    func unknownCategoryNamesAreRefused(name: String) {
        #expect(ContentSizeCategory(named: name) == nil)
    }

    @Test func steppingStopsAtTheEnds() {
        #expect(ContentSizeCategory.extraSmall.stepped(by: -1) == .extraSmall)
        #expect(ContentSizeCategory.large.stepped(by: 1) == .extraLarge)
        #expect(ContentSizeCategory.accessibilityExtraExtraLarge.stepped(by: 5) == .accessibilityExtraExtraExtraLarge)
    }

    @Test func advancesAreHalfAnEmOrAnEm() {
        let font = VirtualFont(pointSize: 40)
        #expect(font.advance("a") == 20)
        #expect(font.advance("日") == 40)
        #expect(font.advance("한") == 40)
        #expect(font.advance("🚀") == 40)
        #expect(font.advance("👨‍👩‍👧") == 40)
        #expect(font.advance("e\u{301}") == 20)
        #expect(font.advance("ש") == 20)
        #expect(font.advance("Ａ") == 40)
        #expect(font.lineHeight == 48)
    }

    @Test func wordsWrapAtSpacesAndTheHeightIsStated() {
        // 200 pt wide: 184 pt of text, nine narrow characters a line.
        let layout = ax3.layout(title: "Hello", body: "aaaa bbbb cccc", width: 200)
        #expect(layout.title.lines.count == 1)
        #expect(layout.body.lines.map { String($0.text) } == ["aaaa bbbb", "cccc"])
        #expect(layout.body.lines.map(\.width) == [180, 80])
        // padding 8, one title line 48, spacing 4, two body lines 96, padding 8.
        #expect(layout.height == 164)
        #expect(layout.bodyTop == 60)
    }

    @Test func cjkBreaksBetweenAnyTwoCharacters() {
        let body = "日本語の本文です"
        let layout = ax3.layout(title: "", body: body, width: 200)
        #expect(layout.body.lines.map { String($0.text) } == ["日本語の", "本文です"])
        // No title: no spacing. 8 + 2·48 + 8.
        #expect(layout.height == 112)
    }

    @Test func aWordLongerThanTheLineBreaksBetweenCharacters() {
        let body = "abcdefghijkl"
        let layout = ax3.layout(title: "", body: body, width: 200)
        #expect(layout.body.lines.map { String($0.text) } == ["abcdefghi", "jkl"])
    }

    @Test func wideCharactersAreNeverSplitAcrossTheEdge() {
        // Eight narrow, then a wide one: 160 + 40 > 184, so the wide one starts the next line.
        let body = "abcdefgh日x"
        let layout = ax3.layout(title: "", body: body, width: 200)
        #expect(layout.body.lines.map { String($0.text) } == ["abcdefgh", "日x"])
    }

    @Test func newlinesEndLinesAndEmptyLinesCount() {
        let layout = ax3.layout(title: "T", body: "a\n\nb", width: 200)
        #expect(layout.body.lines.count == 3)
        #expect(layout.height == 212.0)  // 8 + 48 + 4 + 3·48 + 8
    }

    @Test func theDefaultSizeUsesSeventeenPoints() {
        let large = CellTextStyle()
        let layout = large.layout(title: "Title", body: "one two", width: 190)
        #expect(layout.title.lines.count == 1 && layout.body.lines.count == 1)
        let line: Double = 17 * 1.2
        #expect(layout.height == 8.0 + line + 4.0 + line + 8.0)
    }

    @Test func emptyCellsArePaddingOnly() {
        #expect(ax3.height(title: "", body: "", width: 200) == 16)
    }

    @Test func titlesStopAtTwoLinesWithTheRestCut() {
        let layout = ax3.layout(title: String(repeating: "word ", count: 20), body: "", width: 200)
        #expect(layout.title.lines.count == 2)
        #expect(layout.title.isTruncated)
    }

    // MARK: - Bad input

    @Test func aMegabyteBodyIsCutAtTheLineLimit() {
        let body = String(repeating: "lorem ipsum ", count: 90_000)
        let layout = ax3.layout(title: "Big", body: body, width: 200)
        #expect(layout.body.lines.count == CellTextStyle.maximumBodyLines)
        #expect(layout.body.isTruncated)
        let lines = Double(CellTextStyle.maximumBodyLines)
        #expect(layout.height == 68.0 + lines * 48.0)
    }

    @Test func aBodyOfOnlyNewlinesIsCutAtTheLineLimit() {
        let layout = ax3.layout(title: "", body: String(repeating: "\n", count: 1_000_000), width: 200)
        #expect(layout.body.lines.count == CellTextStyle.maximumBodyLines)
        #expect(layout.body.lines.allSatisfy { $0.text.isEmpty })
    }

    @Test func aBodyOfOnlyCombiningMarksIsOneEmptyWidthLine() {
        let layout = ax3.layout(title: "", body: String(repeating: "\u{301}", count: 100_000), width: 200)
        #expect(layout.body.lines.count == 1)
        #expect(layout.body.lines[0].width == 0)
    }

    @Test func readingIsBoundedByTheLinesKept() {
        let marks = String(repeating: "\u{301}", count: 1_000_000)
        let wrapped = TextLayout.wrap(marks, width: 184, font: ax3.bodyFont, maximumLines: 3)
        #expect(wrapped.lines.count == 1 && wrapped.isTruncated)
        // Reading less never changes the lines kept: the first k lines of a long text are the
        // same with k lines allowed as with all of them.
        var rng = SplitMix64(seed: 5)
        let words = ["a", "bb", "ccc", "日本", "🚀", "e\u{301}\u{302}", "\n"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 200...2000, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
            let width = Double(Int.random(in: 30...400, using: &rng))
            let k = Int.random(in: 1...5, using: &rng)
            let all = TextLayout.wrap(text, width: width, font: ax3.bodyFont, maximumLines: 100_000)
            let few = TextLayout.wrap(text, width: width, font: ax3.bodyFont, maximumLines: k)
            #expect(few.lines == Array(all.lines.prefix(k)))
            #expect(few.isTruncated == (all.lines.count > k))
        }
    }

    @Test(arguments: [0.0, -5, 16, .nan, .infinity])
    func cellsWithNoRoomForTextHaveNoLines(width: Double) {
        let layout = ax3.layout(title: "Title", body: "Body", width: width)
        #expect(layout.title.lines.isEmpty && layout.body.lines.isEmpty)
        #expect(layout.title.isTruncated && layout.body.isTruncated)
    }

    @Test func aCharacterWiderThanTheLineStandsAlone() {
        // 24 pt of room in a 40 pt font: every character is too wide, each gets a line.
        let layout = ax3.layout(title: "", body: "ab日", width: 40)
        #expect(layout.body.lines.count == 3)
    }

    /// Wrapped lines, joined back, give the text less the spaces and newlines they broke at; no
    /// line is wider than the room unless it is one character; over thousands of random texts.
    @Test func wrappingKeepsEveryCharacterAndFitsTheWidth() {
        let alphabet: [Character] = ["a", "b", " ", " ", "日", "🚀", "e\u{301}", "\n", "ש", "x"]
        var rng = SplitMix64(seed: 11)
        for _ in 0..<3000 {
            let text = String((0..<Int.random(in: 0...60, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            let width = Double(Int.random(in: 1...300, using: &rng))
            let font = VirtualFont(pointSize: Double(Int.random(in: 10...50, using: &rng)))
            let wrapped = TextLayout.wrap(text, width: width, font: font, maximumLines: 1000)
            #expect(!wrapped.isTruncated)
            var rebuilt = ""
            var previousEnd = text.startIndex
            for line in wrapped.lines {
                // Only spaces and newlines lie between lines.
                #expect(text[previousEnd..<line.text.startIndex].allSatisfy { $0 == " " || $0.isNewline })
                rebuilt += line.text
                previousEnd = line.text.endIndex
                let advance = line.text.reduce(0.0) { $0 + font.advance($1) }
                #expect(abs(advance - line.width) < 1e-9 || line.width <= width)
                #expect(advance <= width + 1e-9 || line.text.count == 1, "a line of \(advance) pt in \(width)")
            }
            #expect(text[previousEnd...].allSatisfy { $0 == " " || $0.isNewline })
            let kept = text.filter { $0 != " " && !$0.isNewline }
            #expect(rebuilt.filter { $0 != " " && !$0.isNewline } == kept)
        }
    }
}
