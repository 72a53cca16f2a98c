@testable import CollectionBasics
import Testing

/// `EastAsianWidth.columns` answers common ranges without looking up the general category; the
/// answer must be the table's for every scalar of the Basic Multilingual Plane (where all its
/// shortcuts are).
@Suite struct EastAsianWidthTests {
    @Test func theShortcutsAnswerAsTheTableForEveryScalarOfTheBMP() {
        var checked = 0
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let columns = EastAsianWidth.columns(scalar)
            if value >= 0xA0, value < 0x300 {
                // Latin-1 and the Latin extensions are one column each, the soft hyphen too (as
                // `wcwidth` counts it; the table alone would say 0 for its format category).
                #expect(columns == 1, "U+\(String(value, radix: 16, uppercase: true))")
            } else if columns != EastAsianWidth.tableColumns(scalar) {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)): \(columns) columns, the table says \(EastAsianWidth.tableColumns(scalar))")
            }
            checked += 1
        }
        #expect(checked == 0x10000 - 0x800)  // every scalar but the surrogates
    }

    @Test func bordersAreNarrowAndTheWideShapesAfterThemWide() {
        #expect(EastAsianWidth.columns(Unicode.Scalar("─")) == 1)
        #expect(EastAsianWidth.columns(Unicode.Scalar("╔")) == 1)
        #expect(EastAsianWidth.columns(Unicode.Scalar("█")) == 1)
        #expect(EastAsianWidth.columns(Unicode.Scalar("◼")) == 1)  // U+25FC, the last of the shortcut
        #expect(EastAsianWidth.columns(Unicode.Scalar("◽")) == 2)  // U+25FD, an emoji
        #expect(EastAsianWidth.columns(Unicode.Scalar(0x200B)!) == 0)
        #expect(EastAsianWidth.columns(Unicode.Scalar(0x301)!) == 0)
    }
}
